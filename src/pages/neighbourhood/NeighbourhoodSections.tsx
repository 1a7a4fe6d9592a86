import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CityDemographics, Demographics, Neighbourhood } from '@/api/contract/places';
import type { Locale } from '@/config/env';
import { DEFAULT_SORT } from '@/domain/sorting';
import { formatPrice } from '@/domain/format';
import {
  chartRows,
  chartTitles,
  compareWithCity,
  demographicLabel,
  formatComparison,
  formatShare,
  type ComparedSection,
  type DemographicChart as ChartKey,
} from '@/domain/neighbourhood-comparison';
import { ListingCard } from '@/features/listing/ListingCard';
import { DemographicChart } from '@/features/neighbourhoods/DemographicChart';
import {
  NEARBY_RADIUS_METRES,
  byCategory,
  formatDistance,
  walkingMinutes,
} from '@/features/neighbourhoods/nearby-places';
import { neighbourhoodsApi, type PointOfInterest } from '@/features/neighbourhoods/neighbourhoods-api';
import { filtersParam, searchApi } from '@/features/search/search-api';
import { localisePath } from '@/routing/urls';
import { Notice } from '@/ui/Notice';
import { useNearViewport } from '@/ui/use-near-viewport';
import { pageText, SERVICE_CATEGORIES, serviceLabels } from './messages';

/** The guide's listings: a row of the newest, then the link to the full results. */
export const GUIDE_LISTINGS = 6;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Compare = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

/** How many bars each chart has (the demo API's lists), to keep their space while the figures load. */
const CHART_ROWS: Record<ChartKey, number> = {
  commute: 5,
  housingType: 6,
  ownVsRent: 2,
  householdIncome: 5,
  individualIncome: 5,
  education: 7,
  motherTongue: 6,
  ageBands: 9,
};

/** A chart's frame (caption, legend, padding) and each bar's label and two bars, in pixels. */
const chartHeight = (chart: ChartKey) => 110 + CHART_ROWS[chart] * 81;

const ChartSkeleton = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** The sentence's space while the figures load: two lines of large text, so the charts do not move. */
const CompareSkeleton = styled.div`
  min-height: calc(2 * 1.5 * ${({ theme }) => theme.fontSizes.lg} + ${({ theme }) => theme.space(6)});
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export interface Figures {
  here: Demographics | undefined;
  city: CityDemographics | undefined;
  hereError: boolean;
  cityError: boolean;
  retry: () => void;
}

/** The section's one plain sentence next to the city, once both sets of figures are here. */
export function Comparison({
  section,
  figures,
  cityName,
}: {
  section: ComparedSection;
  figures: Figures;
  cityName: string;
}) {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  if (!figures.here || !figures.city) {
    const loading = !figures.hereError && !figures.cityError;
    return loading ? <CompareSkeleton aria-hidden="true" /> : null;
  }
  return (
    <Compare data-compare={section}>
      {formatComparison(intl, compareWithCity(section, figures.here, figures.city, cityName, locale))}
    </Compare>
  );
}

/** The section's charts, each beside the city's figures; a notice with a retry when the figures fail. */
export function Charts({
  charts,
  figures,
  neighbourhood,
}: {
  charts: readonly ChartKey[];
  figures: Figures;
  neighbourhood: Neighbourhood;
}) {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const { here, city } = figures;
  if (!here) {
    return figures.hereError ? (
      <Notice
        tone="error"
        title={intl.formatMessage(pageText.demographicsError)}
        onRetry={figures.retry}
        retryLabel={intl.formatMessage(pageText.retry)}
      />
    ) : (
      <Grid aria-hidden="true">
        {charts.map((chart) => (
          <ChartSkeleton key={chart} style={{ height: chartHeight(chart) }} />
        ))}
      </Grid>
    );
  }
  const share = (percent: number, digits = 0) => formatShare(percent, locale, digits);
  const money = (value: number | undefined) => (value === undefined ? null : formatPrice(value, locale));
  const factsOf = (chart: ChartKey) =>
    chart === 'householdIncome'
      ? [
          {
            key: 'median',
            label: intl.formatMessage(pageText.medianHousehold),
            here: money(here.householdIncome.median)!,
            city: money(city?.householdIncome.median),
          },
        ]
      : chart === 'individualIncome'
        ? [
            {
              key: 'median',
              label: intl.formatMessage(pageText.medianIndividual),
              here: money(here.individualIncome.median)!,
              city: money(city?.individualIncome.median),
            },
          ]
        : [];
  return (
    <Grid>
      {charts.map((chart) => (
        <DemographicChart
          key={chart}
          chart={chart}
          title={intl.formatMessage(chartTitles[chart])}
          hereName={neighbourhood.name}
          cityName={city ? neighbourhood.city : null}
          rows={chartRows(chart, here, city).map((row) => ({
            key: row.value,
            label: demographicLabel(intl, chart, row.value),
            here: row.here,
            city: row.city,
          }))}
          facts={factsOf(chart)}
          formatShare={share}
        />
      ))}
    </Grid>
  );
}

const Places = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  .walk {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
`;

const PlaceSkeleton = styled.div`
  min-height: 180px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Group = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Up to this many places per category: the nearest. */
const PLACES_PER_CATEGORY = 4;

function PlaceList({ places }: { places: readonly PointOfInterest[] }) {
  const intl = useIntl();
  if (places.length === 0)
    return (
      <Muted>
        {intl.formatMessage(pageText.nothingNear, { distance: formatDistance(NEARBY_RADIUS_METRES, intl.locale) })}
      </Muted>
    );
  return (
    <Places role="list">
      {places.slice(0, PLACES_PER_CATEGORY).map((place) => (
        <li key={place.id}>
          <span>{place.name}</span>
          <span className="walk">
            {intl.formatMessage(pageText.walk, {
              distance: formatDistance(place.distanceMetres, intl.locale),
              minutes: walkingMinutes(place.distanceMetres),
            })}
          </span>
        </li>
      ))}
    </Places>
  );
}

/** The places around the neighbourhood's centre (one call for all categories, one for schools). */
export function usePlacesNear(neighbourhood: Neighbourhood, near: boolean) {
  const at = { lat: neighbourhood.lat, lng: neighbourhood.lng, radius: NEARBY_RADIUS_METRES };
  const others = neighbourhoodsApi.usePointsOfInterestQuery(
    near
      ? { ...at, categories: ['transit', 'grocery', 'restaurant', 'park', 'daycare', 'cafe', 'pharmacy'] }
      : skipToken,
  );
  const schools = neighbourhoodsApi.useSchoolsQuery(near ? at : skipToken);
  const groups = useMemo(() => byCategory(others.data ?? []), [others.data]);
  return { others, schools, groups };
}

type PlacesNear = ReturnType<typeof usePlacesNear>;

/** The transit stops nearest the neighbourhood's centre. */
export function TransitStops({ places }: { places: PlacesNear }) {
  const intl = useIntl();
  const { others, groups } = places;
  return (
    <Group>
      <h3>{intl.formatMessage(pageText.transitTitle)}</h3>
      {others.isError ? (
        <Notice
          tone="error"
          title={intl.formatMessage(pageText.placesError)}
          onRetry={() => void others.refetch()}
          retryLabel={intl.formatMessage(pageText.retry)}
        />
      ) : others.data ? (
        <PlaceList places={groups.get('transit') ?? []} />
      ) : (
        <PlaceSkeleton aria-hidden="true" />
      )}
    </Group>
  );
}

/** Schools, shops, parks and more near the neighbourhood's centre, a short list per category. */
export function Services({ places, name }: { places: PlacesNear; name: string }) {
  const intl = useIntl();
  const { others, schools, groups } = places;
  return (
    <>
      <Muted>
        {intl.formatMessage(pageText.servicesIntro, {
          distance: formatDistance(NEARBY_RADIUS_METRES, intl.locale),
          name,
        })}
      </Muted>
      <Grid>
        {SERVICE_CATEGORIES.map((category) => {
          const query = category === 'school' ? schools : others;
          const list = category === 'school' ? schools.data : others.data && (groups.get(category) ?? []);
          return (
            <Group key={category} data-category={category}>
              <h3>{intl.formatMessage(serviceLabels[category])}</h3>
              {query.isError ? (
                <Notice
                  tone="error"
                  title={intl.formatMessage(pageText.placesError)}
                  onRetry={() => void query.refetch()}
                  retryLabel={intl.formatMessage(pageText.retry)}
                />
              ) : list ? (
                <PlaceList places={list} />
              ) : (
                <PlaceSkeleton aria-hidden="true" />
              )}
            </Group>
          );
        })}
      </Grid>
    </>
  );
}

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  min-height: 360px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AllResults = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.accentHover};
  }
`;

/** The neighbourhood's newest listings as cards, then a link to its full results page. */
export function GuideListings({ neighbourhood, locale }: { neighbourhood: Neighbourhood; locale: Locale }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const result = searchApi.useGallerySearchQuery(
    near
      ? {
          filters: filtersParam({ neighbourhoodId: neighbourhood.neighbourhoodId }),
          sort: DEFAULT_SORT,
          from: 0,
          size: GUIDE_LISTINGS,
        }
      : skipToken,
  );
  const total = result.data?.totalHits;
  const listings = result.data?.results ?? [];
  return (
    <div ref={ref} style={{ display: 'grid', gap: 16 }} aria-busy={result.isFetching}>
      {result.isError && !result.data ? (
        <Notice
          tone="error"
          title={intl.formatMessage(pageText.listingsError)}
          onRetry={() => void result.refetch()}
          retryLabel={intl.formatMessage(pageText.retry)}
        />
      ) : total === 0 ? (
        <Muted>{intl.formatMessage(pageText.listingsEmpty, { name: neighbourhood.name })}</Muted>
      ) : (
        <>
          <Muted>{intl.formatMessage(pageText.listingsIntro, { name: neighbourhood.name })}</Muted>
          <Cards>
            {listings.map((listing) => (
              <li key={listing.listingId}>
                <ListingCard listing={listing} locale={locale} />
              </li>
            ))}
          </Cards>
        </>
      )}
      <AllResults to={localisePath(neighbourhood.detailUrl, locale)} data-all-results="">
        {intl.formatMessage(pageText.allResults, {
          count: total ?? neighbourhood.listingCount,
          name: neighbourhood.name,
        })}
      </AllResults>
    </div>
  );
}
