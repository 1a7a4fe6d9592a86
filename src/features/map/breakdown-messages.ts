import { defineMessages } from 'react-intl';

/** A cluster's breakdown (see breakdown.ts): the sentence its description reads, and its parts. */
export const breakdownMessages = defineMessages<{
  summary: { listings: string; types: string; prices: string };
  summaryPrices: { listings: string; prices: string };
  type: { type: string; count: number };
  under: { count: number; max: string };
  between: { count: number; min: string; max: string };
  over: { count: number; min: string };
  none: { count: number };
  rangeUnder: { max: string };
  rangeBetween: { min: string; max: string };
  rangeOver: { min: string };
}>({
  summary: { id: 'map.cluster.summary', defaultMessage: '{listings}: {types}; {prices}.' },
  summaryPrices: { id: 'map.cluster.summary-prices', defaultMessage: '{listings}: {prices}.' },
  type: {
    id: 'map.cluster.type',
    defaultMessage:
      '{type, select, house {{count, plural, one {# house} other {# houses}}} condo {{count, plural, one {# condo} other {# condos}}} townhouse {{count, plural, one {# townhouse} other {# townhouses}}} duplex {{count, plural, one {# duplex} other {# duplexes}}} cottage {{count, plural, one {# cottage} other {# cottages}}} land {{count, plural, one {# lot} other {# lots}}} farm {{count, plural, one {# farm} other {# farms}}} rental {{count, plural, one {# rental} other {# rentals}}} commercial {{count, plural, one {# commercial property} other {# commercial properties}}} other {{count, plural, one {# other property} other {# other properties}}}}',
  },
  under: { id: 'map.cluster.price.under', defaultMessage: '{count, plural, other {# under {max}}}' },
  between: { id: 'map.cluster.price.between', defaultMessage: '{count, plural, other {# from {min} to {max}}}' },
  over: { id: 'map.cluster.price.over', defaultMessage: '{count, plural, other {# at {min} or more}}' },
  none: { id: 'map.cluster.price.none', defaultMessage: '{count, plural, other {# without a price}}' },
  rangeUnder: { id: 'map.cluster.range.under', defaultMessage: 'Under {max}' },
  rangeBetween: { id: 'map.cluster.range.between', defaultMessage: '{min} to {max}' },
  rangeOver: { id: 'map.cluster.range.over', defaultMessage: '{min} or more' },
});
