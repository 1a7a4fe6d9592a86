import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { QueryError } from '@/api/base-api';
import type { GeoStats } from '@/api/contract/places';
import type { Locale } from '@/config/env';
import { formatNumber, formatPrice } from '@/domain/format';
import { Notice } from '@/ui/Notice';
import { useNearViewport } from '@/ui/use-near-viewport';
import { neighbourhoodsApi } from './neighbourhoods-api';

type None = Record<string, never>;
type City = { city: string };

const text = defineMessages<{
  title: None;
  loading: None;
  error: None;
  unavailable: City;
  priceAbove: { percent: string; median: string; city: string };
  priceBelow: { percent: string; median: string; city: string };
  priceSame: { percent: string; median: string; city: string };
  sqft: { price: string; median: string };
  sqftMissing: { median: string; city: string };
  days: { days: number; median: number; city: string };
  daysMedian: { median: number; city: string };
  notForSale: City;
  medianPrice: { median: string; city: string };
  medianSqft: { median: string };
  active: City;
  newListings: None;
  caption: City;
  measure: None;
  thisHome: None;
  median: City;
  rowPrice: None;
  rowSqft: None;
  rowDays: None;
  dayCount: { days: number };
  notGiven: None;
}>({
  title: { id: 'neighbourhoods.market.title', defaultMessage: 'Market analysis' },
  loading: { id: 'neighbourhoods.market.loading', defaultMessage: 'Loading market figures…' },
  error: { id: 'neighbourhoods.market.error', defaultMessage: 'We couldn’t load the market figures.' },
  unavailable: {
    id: 'neighbourhoods.market.unavailable',
    defaultMessage: 'Market figures for {city} aren’t available.',
  },
  priceAbove: {
    id: 'neighbourhoods.market.price.above',
    defaultMessage: 'This home’s asking price is {percent} above the median of {median} for homes for sale in {city}.',
  },
  priceBelow: {
    id: 'neighbourhoods.market.price.below',
    defaultMessage: 'This home’s asking price is {percent} below the median of {median} for homes for sale in {city}.',
  },
  priceSame: {
    id: 'neighbourhoods.market.price.same',
    defaultMessage: 'This home’s asking price is in line with the median of {median} for homes for sale in {city}.',
  },
  sqft: {
    id: 'neighbourhoods.market.sqft',
    defaultMessage: 'Priced at {price} per square foot, against a median of {median}.',
  },
  sqftMissing: {
    id: 'neighbourhoods.market.sqft.missing',
    defaultMessage:
      'Homes for sale in {city} ask a median of {median} per square foot; this listing doesn’t give its floor area.',
  },
  days: {
    id: 'neighbourhoods.market.days',
    defaultMessage:
      '{days, plural, =0 {Listed today} one {Listed # day ago} other {Listed # days ago}}; homes for sale in {city} have been on the market a median of {median, plural, one {# day} other {# days}}.',
  },
  daysMedian: {
    id: 'neighbourhoods.market.days.median',
    defaultMessage:
      'Homes for sale in {city} have been on the market a median of {median, plural, one {# day} other {# days}}.',
  },
  notForSale: {
    id: 'neighbourhoods.market.not-for-sale',
    defaultMessage: 'These figures are for homes for sale in {city}, so they don’t compare directly with this listing.',
  },
  medianPrice: {
    id: 'neighbourhoods.market.median-price',
    defaultMessage: 'The median asking price of homes for sale in {city} is {median}.',
  },
  medianSqft: {
    id: 'neighbourhoods.market.median-sqft',
    defaultMessage: 'Their median price per square foot is {median}.',
  },
  active: { id: 'neighbourhoods.market.active', defaultMessage: 'Active listings in {city}' },
  newListings: { id: 'neighbourhoods.market.new', defaultMessage: 'New in the last 7 days' },
  caption: {
    id: 'neighbourhoods.market.chart.caption',
    defaultMessage: 'This home compared with the median in {city}',
  },
  measure: { id: 'neighbourhoods.market.chart.measure', defaultMessage: 'Measure' },
  thisHome: { id: 'neighbourhoods.market.chart.this-home', defaultMessage: 'This home' },
  median: { id: 'neighbourhoods.market.chart.median', defaultMessage: 'Median in {city}' },
  rowPrice: { id: 'neighbourhoods.market.chart.price', defaultMessage: 'Asking price' },
  rowSqft: { id: 'neighbourhoods.market.chart.sqft', defaultMessage: 'Price per sq. ft.' },
  rowDays: { id: 'neighbourhoods.market.chart.days', defaultMessage: 'Days on the market' },
  dayCount: {
    id: 'neighbourhoods.market.chart.day-count',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
  },
  notGiven: { id: 'neighbourhoods.market.chart.not-given', defaultMessage: 'Not given' },
});

export interface MarketAnalysisProps {
  listing: {
    priceDollars: number;
    pricePerSqft?: number;
    daysOnSite?: number;
    city: string;
    province: string;
    /** Sold and rented homes are not compared with asking prices; the city's figures are shown alone. */
    forSale: boolean;
  };
  /** The id of the section's heading, which this renders (the page's section is labelled by it). */
  headingId: string;
}

/** One measure of the chart: this home's value (when it has one) beside the city's median. */
interface Row {
  label: string;
  listing: number | undefined;
  median: number;
  format: (value: number) => string;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    max-width: 70ch;
  }
`;

const Sentences = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  > div {
    flex: 1 1 160px;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Chart = styled.table`
  width: 100%;
  max-width: 720px;
  border-collapse: collapse;
  caption {
    margin-bottom: ${({ theme }) => theme.space(2)};
    text-align: start;
    font-weight: 700;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tbody th {
    width: 30%;
    font-weight: 600;
  }
  tbody tr + tr > * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .swatch {
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-inline-end: ${({ theme }) => theme.space(1)};
    border-radius: 2px;
  }
  .value {
    display: block;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .bar {
    display: block;
    width: calc(var(--share) * 100%);
    min-width: 4px;
    height: 12px;
    margin-top: ${({ theme }) => theme.space(1)};
    border-radius: 0 3px 3px 0;
  }
  .listing {
    background: ${({ theme }) => theme.colors.accent};
  }
  .median {
    background: ${({ theme }) => theme.colors.textMuted};
  }
  /* Bars keep their shape where the system replaces colours. */
  @media (forced-colors: active) {
    .bar,
    .swatch {
      background: CanvasText;
    }
    .median {
      background: GrayText;
    }
  }
`;

const Skeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  > span {
    height: 20px;
    max-width: 70ch;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  > span:nth-child(2) {
    width: 80%;
  }
  > span:last-child {
    height: 160px;
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const round = (value: number) => Math.round(value);

/** Drawn where this home has no value; screen readers hear "Not given" instead. */
const NO_VALUE = '—';

/** The sentences comparing a home for sale with its city's medians. */
function comparisons(
  listing: MarketAnalysisProps['listing'],
  stats: GeoStats,
  city: string,
  intl: IntlShape,
  locale: Locale,
) {
  const out: string[] = [];
  const price = (dollars: number) => formatPrice(round(dollars), locale);
  if (stats.medianPrice !== null && listing.priceDollars > 0) {
    const percent = Math.round((listing.priceDollars / stats.medianPrice - 1) * 100);
    const values = {
      percent: intl.formatNumber(Math.abs(percent) / 100, { style: 'percent' }),
      median: price(stats.medianPrice),
      city,
    };
    out.push(
      intl.formatMessage(percent > 0 ? text.priceAbove : percent < 0 ? text.priceBelow : text.priceSame, values),
    );
  }
  if (stats.medianPricePerSqft !== null) {
    const median = price(stats.medianPricePerSqft);
    out.push(
      listing.pricePerSqft !== undefined
        ? intl.formatMessage(text.sqft, { price: price(listing.pricePerSqft), median })
        : intl.formatMessage(text.sqftMissing, { median, city }),
    );
  }
  if (stats.medianDaysOnSite !== null) {
    out.push(
      listing.daysOnSite !== undefined
        ? intl.formatMessage(text.days, { days: listing.daysOnSite, median: stats.medianDaysOnSite, city })
        : intl.formatMessage(text.daysMedian, { median: stats.medianDaysOnSite, city }),
    );
  }
  return out;
}

/** The city's figures alone, for a home that is not for sale. */
function context(stats: GeoStats, city: string, intl: IntlShape, locale: Locale) {
  const out: string[] = [];
  if (stats.medianPrice === null && stats.medianPricePerSqft === null && stats.medianDaysOnSite === null) return out;
  out.push(intl.formatMessage(text.notForSale, { city }));
  if (stats.medianPrice !== null)
    out.push(intl.formatMessage(text.medianPrice, { city, median: formatPrice(round(stats.medianPrice), locale) }));
  if (stats.medianPricePerSqft !== null)
    out.push(intl.formatMessage(text.medianSqft, { median: formatPrice(round(stats.medianPricePerSqft), locale) }));
  if (stats.medianDaysOnSite !== null)
    out.push(intl.formatMessage(text.daysMedian, { city, median: stats.medianDaysOnSite }));
  return out;
}

/**
 * A table read by assistive technology as the data it is (measure, this home, the median), drawn as
 * pairs of bars, each scaled to the larger of the two, with the numbers written beside them.
 */
function ComparisonChart({ rows, city }: { rows: Row[]; city: string }) {
  const intl = useIntl();
  const bar = (value: number, other: number | undefined, kind: 'listing' | 'median') => (
    <span
      className={`bar ${kind}`}
      aria-hidden="true"
      style={{ '--share': value / Math.max(value, other ?? 0) } as CSSProperties}
    />
  );
  return (
    <Chart>
      <caption>{intl.formatMessage(text.caption, { city })}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Hidden>{intl.formatMessage(text.measure)}</Hidden>
          </th>
          <th scope="col">
            <span className="swatch listing" aria-hidden="true" />
            {intl.formatMessage(text.thisHome)}
          </th>
          <th scope="col">
            <span className="swatch median" aria-hidden="true" />
            {intl.formatMessage(text.median, { city })}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>
              {row.listing === undefined ? (
                <>
                  <span className="value" aria-hidden="true">
                    {NO_VALUE}
                  </span>
                  <Hidden>{intl.formatMessage(text.notGiven)}</Hidden>
                </>
              ) : (
                <>
                  <span className="value">{row.format(row.listing)}</span>
                  {bar(row.listing, row.median, 'listing')}
                </>
              )}
            </td>
            <td>
              <span className="value">{row.format(row.median)}</span>
              {bar(row.median, row.listing, 'median')}
            </td>
          </tr>
        ))}
      </tbody>
    </Chart>
  );
}

/**
 * The listing page's market analysis: the city's median asking price, price per square foot and days on
 * the market next to this home's, said in sentences and drawn as a small chart (a table underneath),
 * with how many listings are active and new. Its data loads only as the section nears the viewport.
 */
export function MarketAnalysis({ listing, headingId }: MarketAnalysisProps) {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const rootRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(rootRef);
  const {
    data: stats,
    error,
    isError,
    refetch,
  } = neighbourhoodsApi.useGeoStatsQuery(near ? { province: listing.province, city: listing.city } : skipToken);

  let body: ReactNode;
  if (isError && (error as QueryError | undefined)?.status === 404) {
    body = <p>{intl.formatMessage(text.unavailable, { city: listing.city })}</p>;
  } else if (isError) {
    body = <Notice tone="error" title={intl.formatMessage(text.error)} onRetry={() => void refetch()} />;
  } else if (!stats) {
    body = (
      <Skeleton role="status" aria-busy="true">
        <Hidden>{intl.formatMessage(text.loading)}</Hidden>
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </Skeleton>
    );
  } else {
    const city = stats.city ?? listing.city;
    const sentences = listing.forSale
      ? comparisons(listing, stats, city, intl, locale)
      : context(stats, city, intl, locale);
    const price = (dollars: number) => formatPrice(round(dollars), locale);
    const rows: Row[] = [];
    if (listing.forSale) {
      if (stats.medianPrice !== null)
        rows.push({
          label: intl.formatMessage(text.rowPrice),
          listing: listing.priceDollars,
          median: stats.medianPrice,
          format: price,
        });
      if (stats.medianPricePerSqft !== null)
        rows.push({
          label: intl.formatMessage(text.rowSqft),
          listing: listing.pricePerSqft,
          median: stats.medianPricePerSqft,
          format: price,
        });
      if (stats.medianDaysOnSite !== null)
        rows.push({
          label: intl.formatMessage(text.rowDays),
          listing: listing.daysOnSite,
          median: stats.medianDaysOnSite,
          format: (days) => intl.formatMessage(text.dayCount, { days }),
        });
    }
    body = (
      <>
        {sentences.length > 0 ? (
          <Sentences>
            {sentences.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </Sentences>
        ) : (
          <p>{intl.formatMessage(text.unavailable, { city })}</p>
        )}
        {rows.length > 0 && <ComparisonChart rows={rows} city={city} />}
        <Figures>
          <div>
            <dt>{intl.formatMessage(text.active, { city })}</dt>
            <dd>{formatNumber(stats.activeListings, locale)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(text.newListings)}</dt>
            <dd>{formatNumber(stats.newListings7Days, locale)}</dd>
          </div>
        </Figures>
      </>
    );
  }

  return (
    <Root ref={rootRef}>
      <h2 id={headingId}>{intl.formatMessage(text.title)}</h2>
      {body}
    </Root>
  );
}
