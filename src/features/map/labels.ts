import type { IntlShape } from 'react-intl';
import type { Locale } from '@/domain/constants';
import { formatPrice, formatPriceShort } from '@/domain/format';
import { propertyCategoryMessages } from '@/domain/listing-types';
import type { ListingPreview } from '@/domain/map-previews';
import { NO_PRICE_SLOT, TYPE_GROUPS, type Breakdown } from './breakdown';
import { breakdownMessages } from './breakdown-messages';
import { countMessages, listingMessages, messages } from './messages';

/** The short text on a single pin: `850K` / `850 k$`, or a neutral word when there is no price. */
export function pinText(preview: ListingPreview, locale: Locale, intl: IntlShape): string {
  return preview.listPrice === null
    ? intl.formatMessage(messages.pinNoPrice)
    : formatPriceShort(preview.listPrice, locale);
}

/** The full price, spoken and shown in the list: `$850,000` / `850 000 $`. */
export function fullPrice(preview: ListingPreview, locale: Locale, intl: IntlShape): string {
  return preview.listPrice === null
    ? intl.formatMessage(messages.priceOnRequest)
    : formatPrice(preview.listPrice, locale);
}

/**
 * A pin's accessible name starts with its visible text, so speech users can say what they see:
 * "850K: listing, $850,000".
 */
export function pinLabel(preview: ListingPreview, locale: Locale, intl: IntlShape): string {
  return intl.formatMessage(listingMessages.pinLabel, {
    short: pinText(preview, locale, intl),
    price: fullPrice(preview, locale, intl),
  });
}

/** A cluster's accessible name: "12 listings" / "12 propriétés". */
export function clusterLabel(count: number, intl: IntlShape): string {
  return intl.formatMessage(countMessages.clusterLabel, { count });
}

/** A cluster's visible count, compact past a thousand: `12`, `1.2K` / `1,2 k`. */
export function clusterCountText(count: number, intl: IntlShape): string {
  return count < 1000
    ? intl.formatNumber(count)
    : intl.formatNumber(count, { notation: 'compact', maximumFractionDigits: 1 });
}

/** A round price, short and with its currency: `$500K`, `$1.25M` / `500 k$`, `1,25 M$`. */
export function compactPrice(dollars: number, locale: Locale): string {
  const short = formatPriceShort(dollars, locale);
  return locale === 'fr' ? short : `$${short}`;
}

export interface BreakdownRow {
  label: string;
  count: number;
}

export interface ClusterDescription {
  /** "24 listings" */
  title: string;
  /** By property type, most first; empty when the listings' types are not known. */
  types: BreakdownRow[];
  /** By price range, cheapest first, then those without a price. */
  prices: BreakdownRow[];
  /** Everything in one sentence, for screen readers: the cluster's description. */
  sentence: string;
}

/** The price ranges' names for these thresholds: "Under $500K", "$500K to $1M", "$2M or more". */
function priceRanges(thresholds: readonly number[], locale: Locale, intl: IntlShape) {
  const money = thresholds.map((value) => compactPrice(value, locale));
  return Array.from({ length: thresholds.length + 1 }, (_, slot) => {
    if (thresholds.length === 0) return { kind: 'all' as const };
    if (slot === 0) return { kind: 'under' as const, max: money[0]! };
    if (slot === thresholds.length) return { kind: 'over' as const, min: money[slot - 1]! };
    return { kind: 'between' as const, min: money[slot - 1]!, max: money[slot]! };
  }).map((range) => ({
    range,
    label:
      range.kind === 'under'
        ? intl.formatMessage(breakdownMessages.rangeUnder, { max: range.max })
        : range.kind === 'over'
          ? intl.formatMessage(breakdownMessages.rangeOver, { min: range.min })
          : range.kind === 'between'
            ? intl.formatMessage(breakdownMessages.rangeBetween, { min: range.min, max: range.max })
            : '',
  }));
}

/**
 * What a cluster holds, told in the visitor's language: "24 listings: 12 houses, 8 condos and 4
 * townhouses; 5 under $500K, 12 from $500K to $1M and 7 at $1M or more."
 */
export function describeCluster(
  count: number,
  breakdown: Breakdown,
  thresholds: readonly number[],
  locale: Locale,
  intl: IntlShape,
): ClusterDescription {
  const title = clusterLabel(count, intl);
  const types = TYPE_GROUPS.map((group, i) => ({ group, count: breakdown.types[i] ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
  const ranges = priceRanges(thresholds, locale, intl);
  const prices: BreakdownRow[] = [];
  const priceParts: string[] = [];
  ranges.forEach(({ range, label }, slot) => {
    const n = breakdown.prices[slot] ?? 0;
    if (n === 0 || range.kind === 'all') return;
    prices.push({ label, count: n });
    priceParts.push(
      range.kind === 'under'
        ? intl.formatMessage(breakdownMessages.under, { count: n, max: range.max })
        : range.kind === 'over'
          ? intl.formatMessage(breakdownMessages.over, { count: n, min: range.min })
          : intl.formatMessage(breakdownMessages.between, { count: n, min: range.min, max: range.max }),
    );
  });
  const unpriced = breakdown.prices[NO_PRICE_SLOT] ?? 0;
  if (unpriced > 0) {
    prices.push({ label: intl.formatMessage(messages.priceNone), count: unpriced });
    priceParts.push(intl.formatMessage(breakdownMessages.none, { count: unpriced }));
  }
  const typeParts = types.map((entry) =>
    intl.formatMessage(breakdownMessages.type, { type: entry.group, count: entry.count }),
  );
  const list = (parts: string[]) => intl.formatList(parts, { type: 'conjunction' });
  const sentence =
    typeParts.length > 0
      ? intl.formatMessage(breakdownMessages.summary, {
          listings: title,
          types: list(typeParts),
          prices: list(priceParts),
        })
      : intl.formatMessage(breakdownMessages.summaryPrices, { listings: title, prices: list(priceParts) });
  return {
    title,
    types: types.map((entry) => ({
      label: intl.formatMessage(propertyCategoryMessages[entry.group]),
      count: entry.count,
    })),
    prices,
    sentence,
  };
}

/** Escapes text for the HTML of a Leaflet DivIcon. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
