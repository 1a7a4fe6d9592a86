import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The detail page's sections in the order of the sub-navigation (spec §2.6). Each `id` is the anchor the
 * page uses; the spec §5 anchors (#description, #details, #calculator, #neighbourhood, #similar-listings,
 * #similar-properties) keep their names, so shared links with them scroll to the same place.
 */
export const SECTION_IDS = [
  'description',
  'rental-terms',
  'details',
  'open-houses',
  'neighbourhood',
  'calculator',
  'similar-listings',
  'nearby-listings',
  'similar-properties',
  'contact',
  'radar',
  'market-analysis',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const sectionLabels: Readonly<Record<SectionId, MessageDescriptor>> = defineMessages({
  description: { id: 'listing.nav.description', defaultMessage: 'Description' },
  'rental-terms': { id: 'listing.nav.rental-terms', defaultMessage: 'Rental terms' },
  details: { id: 'listing.nav.details', defaultMessage: 'Details' },
  'open-houses': { id: 'listing.nav.open-houses', defaultMessage: 'Open Houses' },
  neighbourhood: { id: 'listing.nav.neighbourhood', defaultMessage: 'Neighbourhood' },
  calculator: { id: 'listing.nav.calculator', defaultMessage: 'Calculator' },
  'similar-listings': { id: 'listing.nav.similar-listings', defaultMessage: 'Similar Listings' },
  'nearby-listings': { id: 'listing.nav.nearby-listings', defaultMessage: 'Nearby Listings' },
  'similar-properties': { id: 'listing.nav.similar-properties', defaultMessage: 'Similar properties' },
  contact: { id: 'listing.nav.contact', defaultMessage: 'Contact An Agent' },
  radar: { id: 'listing.nav.radar', defaultMessage: 'Radar' },
  'market-analysis': { id: 'listing.nav.market-analysis', defaultMessage: 'Market analysis' },
});

/** A buyer's sections, which a home for rent or lease leaves out: the mortgage, sold comparables, the market. */
const BUYER_SECTIONS: readonly SectionId[] = ['calculator', 'similar-properties', 'market-analysis'];

/** The sections of a listing's page: a rental's terms, or a buyer's sections, never both. */
export function sectionsFor(rental: boolean): readonly SectionId[] {
  return SECTION_IDS.filter((id) => (rental ? !BUYER_SECTIONS.includes(id) : id !== 'rental-terms'));
}

/** The section a location hash points at, if it is one of the page's (case and a trailing slash forgiven). */
export function sectionFromHash(hash: string): SectionId | null {
  const id = decodeURIComponentSafe(hash.replace(/^#/, '')).trim().toLowerCase().replace(/\/$/, '');
  return (SECTION_IDS as readonly string[]).includes(id) ? (id as SectionId) : null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
