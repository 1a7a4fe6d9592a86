import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { urls } from '@/routing/urls';
import { Container } from '@/ui/layout';
import { PrimaryAction, SecondaryAction } from './links';

const Wrap = styled(Container)`
  padding-block: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(8)};
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 760px;
  text-align: center;
  justify-items: center;
`;

const Code = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(4rem, 3rem + 6vw, 7.5rem);
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => theme.colors.accent};
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Body = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: 38rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

interface StatusLayoutProps {
  code?: string;
  /** A short line above the title, e.g. "Coming soon". */
  eyebrow?: string;
  title: string;
  body: ReactNode;
  actions: ReactNode;
}

export function StatusLayout({ code, eyebrow, title, body, actions }: StatusLayoutProps) {
  return (
    <Wrap>
      {code && <Code aria-hidden="true">{code}</Code>}
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title>{title}</Title>
      <Body>{body}</Body>
      <Actions>{actions}</Actions>
    </Wrap>
  );
}

export interface ErrorMessages {
  title: MessageDescriptor;
  body: MessageDescriptor;
  description: MessageDescriptor;
  search: MessageDescriptor;
  home: MessageDescriptor;
}

/** An error page (404, 500): what happened, then a search and a way home, in the visitor's language. */
export function ErrorPage({ code, messages, status }: { code: string; messages: ErrorMessages; status?: number }) {
  const intl = useIntl();
  const { locale, category } = useRoute();
  // An error page is never indexed; its status (the route's by default) goes to the prerender service.
  usePageMeta({
    title: intl.formatMessage(messages.title),
    description: intl.formatMessage(messages.description),
    statusCode: status,
    noindex: true,
  });
  return (
    <StatusLayout
      code={code}
      title={intl.formatMessage(messages.title)}
      body={<p>{intl.formatMessage(messages.body)}</p>}
      actions={
        <>
          <PrimaryAction to={urls.findRealEstate(locale, category)}>
            {intl.formatMessage(messages.search)}
          </PrimaryAction>
          <SecondaryAction to={urls.home(locale, category)}>{intl.formatMessage(messages.home)}</SecondaryAction>
        </>
      }
    />
  );
}
