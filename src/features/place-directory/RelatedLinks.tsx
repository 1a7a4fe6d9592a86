import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import { DIRECTORY_PAGES, LATEST_PAGES, type DirectoryPage, type LatestPage } from '@/routing/route-table';
import { urls } from '@/routing/urls';
import { relatedText } from './messages';

const Box = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.space(6)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/**
 * Links from each directory or latest-listings page to the others, so every one of them is reachable from
 * any of them (crawlers and visitors alike).
 */
export function RelatedLinks({ locale, current }: { locale: Locale; current: DirectoryPage | LatestPage }) {
  const intl = useIntl();
  const headingId = useId();
  const pages = [
    ...LATEST_PAGES.map((page) => ({ page, href: urls.latest(locale, page) })),
    ...DIRECTORY_PAGES.map((page) => ({ page, href: urls.directory(locale, page) })),
  ].filter(({ page }) => page !== current);
  return (
    <Box aria-labelledby={headingId} data-related="">
      <h2 id={headingId}>{intl.formatMessage(relatedText.heading)}</h2>
      <ul>
        {pages.map(({ page, href }) => (
          <li key={page}>
            <Link to={href}>{intl.formatMessage(relatedText[page])}</Link>
          </li>
        ))}
      </ul>
    </Box>
  );
}
