// What the market analysis says and charts, free of React: its sentences and the chart's rows.
import { defineMessages, type IntlShape } from 'react-intl';
import type { GeoStats } from '@/api/contract/places';
import type { Locale } from '@/config/env';
import { formatPrice } from '@/domain/format';

type None = Record<string, never>;
type City = { city: string };

const text = defineMessages<{
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
  rowPrice: None;
  rowSqft: None;
  rowDays: None;
  dayCount: { days: number };
}>({
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
  rowPrice: { id: 'neighbourhoods.market.chart.price', defaultMessage: 'Asking price' },
  rowSqft: { id: 'neighbourhoods.market.chart.sqft', defaultMessage: 'Price per sq. ft.' },
  rowDays: { id: 'neighbourhoods.market.chart.days', defaultMessage: 'Days on the market' },
  dayCount: {
    id: 'neighbourhoods.market.chart.day-count',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
  },
});

/** The listing the market analysis compares with its city. */
export interface MarketListing {
  priceDollars: number;
  pricePerSqft?: number;
  daysOnSite?: number;
  city: string;
  province: string;
  /** Sold and rented homes are not compared with asking prices; the city's figures are shown alone. */
  forSale: boolean;
}

/** One measure of the chart: this home's value (when it has one) beside the city's median. */
export interface MarketRow {
  label: string;
  listing: number | undefined;
  median: number;
  format: (value: number) => string;
}

const price = (dollars: number, locale: Locale) => formatPrice(Math.round(dollars), locale);

/** The sentences comparing a home for sale with its city's medians. */
function comparisons(listing: MarketListing, stats: GeoStats, city: string, intl: IntlShape, locale: Locale) {
  const out: string[] = [];
  if (stats.medianPrice !== null && listing.priceDollars > 0) {
    const percent = Math.round((listing.priceDollars / stats.medianPrice - 1) * 100);
    const values = {
      percent: intl.formatNumber(Math.abs(percent) / 100, { style: 'percent' }),
      median: price(stats.medianPrice, locale),
      city,
    };
    out.push(
      intl.formatMessage(percent > 0 ? text.priceAbove : percent < 0 ? text.priceBelow : text.priceSame, values),
    );
  }
  if (stats.medianPricePerSqft !== null) {
    const median = price(stats.medianPricePerSqft, locale);
    out.push(
      listing.pricePerSqft !== undefined
        ? intl.formatMessage(text.sqft, { price: price(listing.pricePerSqft, locale), median })
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
    out.push(intl.formatMessage(text.medianPrice, { city, median: price(stats.medianPrice, locale) }));
  if (stats.medianPricePerSqft !== null)
    out.push(intl.formatMessage(text.medianSqft, { median: price(stats.medianPricePerSqft, locale) }));
  if (stats.medianDaysOnSite !== null)
    out.push(intl.formatMessage(text.daysMedian, { city, median: stats.medianDaysOnSite }));
  return out;
}

/** What the section says in words: the comparison for a home for sale, the city's figures otherwise. */
export function marketSentences(
  listing: MarketListing,
  stats: GeoStats,
  city: string,
  intl: IntlShape,
  locale: Locale,
): string[] {
  return listing.forSale ? comparisons(listing, stats, city, intl, locale) : context(stats, city, intl, locale);
}

/** The chart's measures, each the city has a median for; none for a home not for sale. */
export function marketRows(listing: MarketListing, stats: GeoStats, intl: IntlShape, locale: Locale): MarketRow[] {
  const rows: MarketRow[] = [];
  if (!listing.forSale) return rows;
  const money = (dollars: number) => price(dollars, locale);
  if (stats.medianPrice !== null)
    rows.push({
      label: intl.formatMessage(text.rowPrice),
      listing: listing.priceDollars,
      median: stats.medianPrice,
      format: money,
    });
  if (stats.medianPricePerSqft !== null)
    rows.push({
      label: intl.formatMessage(text.rowSqft),
      listing: listing.pricePerSqft,
      median: stats.medianPricePerSqft,
      format: money,
    });
  if (stats.medianDaysOnSite !== null)
    rows.push({
      label: intl.formatMessage(text.rowDays),
      listing: listing.daysOnSite,
      median: stats.medianDaysOnSite,
      format: (days) => intl.formatMessage(text.dayCount, { days }),
    });
  return rows;
}
