import { skipToken } from '@reduxjs/toolkit/query';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { toProvinceCode } from '@/domain/provinces';
import { neighbourhoodsApi } from '@/features/neighbourhoods/neighbourhoods-endpoints';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { chipLinks } from '@/ui/layout';

const messages = defineMessages<{
  nav: { city: string };
  heading: { city: string };
  guide: { name: string };
}>({
  nav: { id: 'results.neighbourhoods.nav', defaultMessage: 'Neighbourhoods in {city}' },
  heading: { id: 'results.neighbourhoods.heading', defaultMessage: 'Neighbourhood guides for {city}' },
  guide: { id: 'results.neighbourhoods.guide', defaultMessage: '{name} neighbourhood guide' },
});

const Box = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    ${chipLinks}
  }
`;

const GuideLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;

const Single = styled.div`
  padding-block: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * Below a city's or a neighbourhood's results, the neighbourhood guides: every neighbourhood of the
 * city, or the one guide of the neighbourhood: links crawlers follow, so asked with the results (one
 * small call), not when scrolled to.
 */
export function NeighbourhoodLinks() {
  const intl = useIntl();
  const route = useRoute();
  const { params, locale } = route;
  const province = toProvinceCode(params.province);
  const cityPage = params.kind === 'city' && province !== null && Boolean(params.city);
  const neighbourhoodPage = params.kind === 'neighbourhood' && Boolean(params.placeKey);
  const list = neighbourhoodsApi.useNeighbourhoodsQuery(
    cityPage && province ? { province, city: params.city } : skipToken,
  );
  const one = neighbourhoodsApi.useNeighbourhoodQuery(neighbourhoodPage ? params.placeKey! : skipToken);
  return (
    <>
      {cityPage && list.data && list.data.length > 0 && <CityGuides list={list.data} locale={locale} />}
      {neighbourhoodPage && one.data && (
        <Single>
          <GuideLink to={urls.neighbourhoodGuide(locale, one.data.neighbourhoodId)} data-neighbourhood-guide="">
            {intl.formatMessage(messages.guide, { name: one.data.name })}
          </GuideLink>
        </Single>
      )}
    </>
  );
}

function CityGuides({
  list,
  locale,
}: {
  list: readonly { neighbourhoodId: string; name: string; city: string }[];
  locale: 'en' | 'fr';
}) {
  const intl = useIntl();
  const city = list[0]!.city;
  return (
    <Box data-neighbourhoods="" aria-label={intl.formatMessage(messages.nav, { city })}>
      <h2>{intl.formatMessage(messages.heading, { city })}</h2>
      <ul>
        {list.map((n) => (
          <li key={n.neighbourhoodId}>
            <Link to={urls.neighbourhoodGuide(locale, n.neighbourhoodId)}>{n.name}</Link>
          </li>
        ))}
      </ul>
    </Box>
  );
}
