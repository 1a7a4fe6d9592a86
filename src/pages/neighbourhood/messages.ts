import { defineMessages } from 'react-intl';

type None = Record<string, never>;

export const SECTION_IDS = ['about', 'transport', 'housing', 'services', 'listings', 'demographics'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const sectionLabels = defineMessages<Record<SectionId, None>>({
  about: { id: 'neighbourhood.section.about', defaultMessage: 'About' },
  transport: { id: 'neighbourhood.section.transport', defaultMessage: 'Transport' },
  housing: { id: 'neighbourhood.section.housing', defaultMessage: 'Housing' },
  services: { id: 'neighbourhood.section.services', defaultMessage: 'Services' },
  listings: { id: 'neighbourhood.section.listings', defaultMessage: 'Listings' },
  demographics: { id: 'neighbourhood.section.demographics', defaultMessage: 'Demographics' },
});

export const pageText = defineMessages<{
  eyebrow: { city: string; province: string };
  subnav: None;
  population: None;
  city: None;
  province: None;
  cityHomes: { city: string };
  listingsIntro: { name: string };
  allResults: { count: number; name: string };
  listingsEmpty: { name: string };
  listingsError: None;
  demographicsError: None;
  cityError: { city: string };
  retry: None;
  loading: None;
  loadErrorTitle: None;
  loadErrorBody: None;
  notFoundTitle: None;
  notFoundBody: None;
  notFoundDirectory: None;
  notFoundSearch: None;
  metaTitle: { name: string; city: string };
  metaDescription: { name: string; city: string; province: string };
  medianHousehold: None;
  medianIndividual: None;
  transitTitle: None;
  placesError: None;
  servicesIntro: { distance: string; name: string };
  nothingNear: { distance: string };
  walk: { distance: string; minutes: number };
}>({
  eyebrow: { id: 'neighbourhood.eyebrow', defaultMessage: 'Neighbourhood guide · {city}, {province}' },
  subnav: { id: 'neighbourhood.subnav', defaultMessage: 'On this page' },
  population: { id: 'neighbourhood.about.population', defaultMessage: 'Population' },
  city: { id: 'neighbourhood.about.city', defaultMessage: 'City' },
  province: { id: 'neighbourhood.about.province', defaultMessage: 'Province' },
  cityHomes: { id: 'neighbourhood.about.city-homes', defaultMessage: 'Homes for sale in {city}' },
  listingsIntro: { id: 'neighbourhood.listings.intro', defaultMessage: 'The newest listings in {name}.' },
  allResults: {
    id: 'neighbourhood.listings.all',
    defaultMessage:
      '{count, plural, =0 {Search homes around {name}} one {See the # home in {name}} other {See all # homes in {name}}}',
  },
  listingsEmpty: { id: 'neighbourhood.listings.empty', defaultMessage: 'No listings in {name} right now.' },
  listingsError: { id: 'neighbourhood.listings.error', defaultMessage: 'We couldn’t load the listings.' },
  demographicsError: {
    id: 'neighbourhood.demographics.error',
    defaultMessage: 'We couldn’t load the figures for this neighbourhood.',
  },
  cityError: {
    id: 'neighbourhood.demographics.city-error',
    defaultMessage: 'The figures for {city} are not available: the charts show the neighbourhood alone.',
  },
  retry: { id: 'neighbourhood.retry', defaultMessage: 'Try again' },
  loading: { id: 'neighbourhood.loading', defaultMessage: 'Loading the neighbourhood guide…' },
  loadErrorTitle: { id: 'neighbourhood.load-error.title', defaultMessage: 'We couldn’t load this neighbourhood' },
  loadErrorBody: { id: 'neighbourhood.load-error.body', defaultMessage: 'Check your connection, then try again.' },
  notFoundTitle: { id: 'neighbourhood.not-found.title', defaultMessage: 'We couldn’t find this neighbourhood' },
  notFoundBody: {
    id: 'neighbourhood.not-found.body',
    defaultMessage:
      'The neighbourhood guide you asked for doesn’t exist or has moved. Browse the neighbourhoods of Canada or start a search.',
  },
  notFoundDirectory: { id: 'neighbourhood.not-found.directory', defaultMessage: 'Neighbourhoods in Canada' },
  notFoundSearch: { id: 'neighbourhood.not-found.search', defaultMessage: 'Search homes' },
  metaTitle: { id: 'neighbourhood.meta.title', defaultMessage: '{name}, {city}: neighbourhood guide' },
  metaDescription: {
    id: 'neighbourhood.meta.description',
    defaultMessage:
      '{name}, {city} ({province}): transport, housing, services, homes for sale and demographics, compared with {city} as a whole.',
  },
  medianHousehold: { id: 'neighbourhood.demographics.median-household', defaultMessage: 'Median household income' },
  medianIndividual: { id: 'neighbourhood.demographics.median-individual', defaultMessage: 'Median individual income' },
  transitTitle: { id: 'neighbourhood.transport.transit', defaultMessage: 'Transit stops nearby' },
  placesError: { id: 'neighbourhood.places.error', defaultMessage: 'We couldn’t load the places nearby.' },
  servicesIntro: {
    id: 'neighbourhood.services.intro',
    defaultMessage: 'Within {distance} of the centre of {name}, nearest first.',
  },
  nothingNear: { id: 'neighbourhood.places.none', defaultMessage: 'Nothing within {distance}.' },
  walk: { id: 'neighbourhood.places.walk', defaultMessage: '{distance} · {minutes, number} min walk' },
});

export const SERVICE_CATEGORIES = ['school', 'grocery', 'restaurant', 'park', 'daycare', 'cafe', 'pharmacy'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const serviceLabels = defineMessages<Record<ServiceCategory, None>>({
  school: { id: 'neighbourhood.services.school', defaultMessage: 'Schools' },
  grocery: { id: 'neighbourhood.services.grocery', defaultMessage: 'Groceries' },
  restaurant: { id: 'neighbourhood.services.restaurant', defaultMessage: 'Restaurants' },
  park: { id: 'neighbourhood.services.park', defaultMessage: 'Parks' },
  daycare: { id: 'neighbourhood.services.daycare', defaultMessage: 'Daycares' },
  cafe: { id: 'neighbourhood.services.cafe', defaultMessage: 'Cafés' },
  pharmacy: { id: 'neighbourhood.services.pharmacy', defaultMessage: 'Pharmacies' },
});
