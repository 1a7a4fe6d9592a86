import styled from 'styled-components';
import { brand } from '@/config/brand';
import { trackEvent } from '@/features/analytics/analytics-api';
import type { SiteCategory } from '@/routing/route-table';
import { inlineList } from '@/ui/layout';

const Affiliates = styled.ul`
  ${inlineList};
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  img {
    height: 24px;
    width: auto;
  }
  html[data-color-mode='dark'] & img {
    filter: invert(1) brightness(1.4);
  }
`;

/** Our networks' logos, each linking to its site (the wide header's top line and the drawer). */
export function AffiliateLogos({ category }: { category: SiteCategory }) {
  return (
    <Affiliates>
      {brand.affiliates.map((affiliate) => (
        <li key={affiliate.url}>
          <a
            href={affiliate.url}
            onClick={() => trackEvent({ type: 'nav_click', menu: 'affiliate', item: affiliate.id, category })}
          >
            <img src={affiliate.logo} alt={affiliate.name} width={affiliate.width} height="28" loading="lazy" />
          </a>
        </li>
      ))}
    </Affiliates>
  );
}
