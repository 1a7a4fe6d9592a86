import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ListingCard } from '@/features/listing/ListingCard';
import { filtersParam, searchApi } from '@/features/search/search-endpoints';
import { toBackendFilters } from '@/domain/filters';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { urls } from '@/routing/urls';
import { ButtonLink } from '@/ui/ButtonLink';
import { Container } from '@/ui/layout';
import { listingText } from './messages';

const text = defineMessages<{
  title: Record<string, never>;
  body: Record<string, never>;
  bodyNoCity: Record<string, never>;
  search: Record<string, never>;
  city: { city: string };
}>({
  title: { id: 'listing.not-found.title', defaultMessage: 'This listing isn’t available' },
  body: {
    id: 'listing.not-found.body',
    defaultMessage:
      'It may have sold, been taken off the market, or the address may be mistyped. Here are homes for sale nearby.',
  },
  bodyNoCity: {
    id: 'listing.not-found.body-no-city',
    defaultMessage: 'It may have sold, been taken off the market, or the address may be mistyped.',
  },
  search: { id: 'listing.not-found.search', defaultMessage: 'Search listings' },
  city: { id: 'listing.not-found.city', defaultMessage: 'All homes in {city}' },
});

const Wrap = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding-block: ${({ theme }) => theme.space(12)};
  > p.code {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(3rem, 2rem + 5vw, 5.5rem);
    font-weight: 700;
    line-height: 1;
    color: ${({ theme }) => theme.colors.accent};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 40rem;
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const NOT_FOUND_CODE = '404';

/**
 * An unknown listing id (spec §5 shape, but the API does not know it): the 404 page, with homes for sale in
 * the city the URL names when it names one, and status 404 for the prerender service.
 */
export function ListingNotFound({ province, citySlug }: { province?: string; citySlug?: string }) {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const known = Boolean(province && citySlug);
  const nearby = searchApi.useCityListingsQuery(
    // Homes for sale, as the heading says: the site's own search, never a rental or a business.
    {
      province: province ?? '',
      city: citySlug ?? '',
      size: 6,
      filters: filtersParam(toBackendFilters({}, { siteCategory: category })),
    },
    { skip: !known },
  );
  const city = nearby.data?.place.name;
  usePageMeta({
    title: intl.formatMessage(text.title),
    description: intl.formatMessage(text.bodyNoCity),
    statusCode: 404,
    noindex: true,
    ready: !known || !nearby.isLoading,
  });
  const listings = nearby.data?.results ?? [];
  return (
    <Wrap>
      <p className="code" aria-hidden="true">
        {NOT_FOUND_CODE}
      </p>
      <h1>{intl.formatMessage(text.title)}</h1>
      <p>{intl.formatMessage(listings.length ? text.body : text.bodyNoCity)}</p>
      <Actions>
        {city && province && citySlug && (
          <ButtonLink to={urls.city(locale, province, citySlug, category)}>
            {intl.formatMessage(text.city, { city })}
          </ButtonLink>
        )}
        <ButtonLink variant="secondary" to={urls.findRealEstate(locale, category)}>
          {intl.formatMessage(text.search)}
        </ButtonLink>
      </Actions>
      {listings.length > 0 && city && (
        <section aria-labelledby="not-found-nearby">
          <h2 id="not-found-nearby">{intl.formatMessage(listingText.notFoundNearby, { city })}</h2>
          <Cards>
            {listings.map((listing) => (
              <li key={listing.listingId}>
                <ListingCard listing={listing} locale={locale} />
              </li>
            ))}
          </Cards>
        </section>
      )}
    </Wrap>
  );
}
