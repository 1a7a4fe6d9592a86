import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { ButtonLink } from '@/ui/ButtonLink';
import { Notice } from '@/ui/Notice';
import { authMessages, authTemplates } from './auth-messages';
import { confirmMessages, confirmTemplates } from './confirm-messages';

/** How a registration ended: an account created and signed in, or a link mailed to the address instead. */
export type RegistrationOutcome =
  { kind: 'created'; name: string; email: string } | { kind: 'link-sent'; email: string };

const Done = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  a {
    justify-self: start;
  }
`;

const Paragraphs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

interface RegistrationDoneProps {
  outcome: RegistrationOutcome;
  idPrefix: string;
  headingLevel: 2 | 3;
  /** Where "Continue" leads once signed in; the account page by default. */
  continueTo?: string;
}

/**
 * What follows a registration, focused so a screen reader hears it: "Account created" (spec §4) with the
 * link sent to confirm the address; or, when the address has an account waiting for confirmation, that a
 * link went to the address for its owner to take the account over (ours), the visitor staying signed out.
 */
export function RegistrationDone({ outcome, idPrefix, headingLevel, continueTo }: RegistrationDoneProps) {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  useEffect(() => heading.current?.focus(), []);

  const created = outcome.kind === 'created';
  return (
    <Done aria-labelledby={`${idPrefix}-created`}>
      <Heading id={`${idPrefix}-created`} ref={heading} tabIndex={-1}>
        {intl.formatMessage(created ? authMessages.createdTitle : confirmMessages.sentTitle)}
      </Heading>
      {created ? (
        <Notice tone="success" title={intl.formatMessage(authMessages.created)}>
          <Paragraphs>
            <p>{intl.formatMessage(authTemplates.createdBody, { name: outcome.name })}</p>
            <p>{intl.formatMessage(confirmTemplates.createdBody, { email: outcome.email })}</p>
          </Paragraphs>
        </Notice>
      ) : (
        <Notice tone="info">{intl.formatMessage(confirmTemplates.claimSentBody, { email: outcome.email })}</Notice>
      )}
      {created ? (
        <ButtonLink to={continueTo ?? urls.myAccount(locale, category)}>
          {intl.formatMessage(continueTo ? authMessages.continueLink : authMessages.goToAccount)}
        </ButtonLink>
      ) : (
        <ButtonLink variant="secondary" to={urls.home(locale, category)}>
          {intl.formatMessage(confirmMessages.backHome)}
        </ButtonLink>
      )}
    </Done>
  );
}
