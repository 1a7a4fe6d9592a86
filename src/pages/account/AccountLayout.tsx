import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@/ui/layout';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(16)};
  ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(20)};
  }
`;

const Card = styled.div<{ $wide: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '600px' : '460px')};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(10)};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The sign-in, registration and password pages: one card in the middle of the page, under its h1. When
 * `focusKey` changes (the page swapped one form for another), focus moves to the heading, so the
 * visitor hears where they are rather than losing focus with the button that disappeared. Without a
 * `title` the card has no heading of its own: its content brings the page's one h1.
 */
export function AccountLayout({
  title,
  intro,
  wide = false,
  focusKey,
  children,
}: {
  title?: string;
  intro?: ReactNode;
  wide?: boolean;
  focusKey?: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstKey = useRef(focusKey);
  useEffect(() => {
    if (focusKey !== firstKey.current) heading.current?.focus();
  }, [focusKey]);
  return (
    <Page>
      <Card $wide={wide}>
        {title ? (
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
        ) : null}
        {intro ? <p>{intro}</p> : null}
        {children}
      </Card>
    </Page>
  );
}
