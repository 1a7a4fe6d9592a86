import type { IntlShape } from 'react-intl';
import type { Locale } from '@/domain/constants';
import { formatPrice, formatPriceShort } from '@/domain/format';
import type { ListingPreview } from '@/domain/map-previews';
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

/** A list item's text: "$850,000, listed March 3, 2026". */
export function listItemText(preview: ListingPreview, locale: Locale, intl: IntlShape): string {
  const price = fullPrice(preview, locale, intl);
  const time = preview.listingDate ? Date.parse(preview.listingDate) : Number.NaN;
  if (Number.isNaN(time)) return price;
  const date = intl.formatDate(time, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return intl.formatMessage(listingMessages.listItem, { price, date });
}

/** Escapes text for the HTML of a Leaflet DivIcon. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
