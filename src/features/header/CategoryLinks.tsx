import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import { SITE_CATEGORIES, type SiteCategory } from '@/routing/route-table';
import { urls } from '@/routing/urls';
import { inlineList, pill } from '@/ui/layout';

const categoryMessages = defineMessages({
  residential: { id: 'header.categories.residential', defaultMessage: 'Homes' },
  luxury: { id: 'header.categories.luxury', defaultMessage: 'Luxury' },
  commercial: { id: 'header.categories.commercial', defaultMessage: 'Commercial' },
});

const CategoryList = styled.div`
  ul {
    ${inlineList};
    gap: ${({ theme }) => theme.space(1)};
  }
  a {
    ${pill};
    padding: 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** The site categories' home pages (the wide header's top line and the drawer); `active` is marked current. */
export function CategoryLinks({ locale, active }: { locale: Locale; active: SiteCategory | null }) {
  const intl = useIntl();
  return (
    <CategoryList>
      <ul>
        {SITE_CATEGORIES.map((c) => (
          <li key={c}>
            <Link to={urls.home(locale, c)} aria-current={active === c ? 'page' : undefined}>
              {intl.formatMessage(categoryMessages[c])}
            </Link>
          </li>
        ))}
      </ul>
    </CategoryList>
  );
}
