import type { SearchSaleMode } from '@/domain/sale-mode';
import { defineMessages, type IntlShape } from 'react-intl';
import { brand } from '@/config/brand';
import { provinceName, toProvinceCode } from '@/domain/provinces';
import type { ResolvedRoute } from './resolve';
import type { PageName, PropertyTypeSlug } from './route-table';

/** A city or neighbourhood name from its URL slug, until the place data names it properly. */
export function placeFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// French needs the right preposition before each province (au Québec, en Ontario, à l'Île-du-Prince-Édouard).
const m = defineMessages<{
  listingsCanada: { category: string };
  listingsProvince: { code: string; province: string; category: string };
  listingsCity: { city: string; province: string; category: string };
  listingsType: { type: string; city: string; province: string };
  listingsRent: { scope: string; city: string; code: string; province: string };
  listingsLease: { scope: string; city: string; code: string; province: string };
  listingsOpenHouses: { city: string; province: string };
  listingsBusiness: { city: string; province: string };
  listingsNeighbourhood: { place: string; province: string };
  cityInProvince: { city: string; province: string };
  listingsDescription: { place: string; brand: string };
  agents: { place: string };
  offices: { place: string };
  agentsDescription: { place: string; brand: string; scope: 'city' | 'canada' };
  officesDescription: { place: string; brand: string; scope: 'city' | 'canada' };
}>({
  listingsCanada: {
    id: 'titles.listings.canada',
    defaultMessage:
      '{category, select, luxury {Luxury real estate for sale in Canada} commercial {Commercial real estate for sale and lease in Canada} other {Real estate for sale in Canada}}',
  },
  listingsProvince: {
    id: 'titles.listings.province',
    defaultMessage:
      '{category, select, luxury {Luxury homes for sale in {province}} commercial {Commercial real estate in {province}} other {Real estate for sale in {province}}}',
  },
  listingsCity: {
    id: 'titles.listings.city',
    defaultMessage:
      '{category, select, luxury {Luxury homes for sale in {city}, {province}} commercial {Commercial real estate in {city}, {province}} other {{city}, {province} real estate: homes for sale}}',
  },
  listingsType: {
    id: 'titles.listings.type',
    defaultMessage:
      '{type, select, houses {Houses} condos {Condos} townhouses {Townhouses} cottages {Cottages} land {Land} farms {Farms} duplexes {Duplexes} other {Properties}} for sale in {city}, {province}',
  },
  listingsRent: {
    id: 'titles.listings.rent',
    defaultMessage:
      '{scope, select, city {Rentals in {city}, {province}} province {Rentals in {province}} other {Rentals in Canada}}',
  },
  listingsLease: {
    id: 'titles.listings.lease',
    defaultMessage:
      '{scope, select, city {Commercial space for lease in {city}, {province}} province {Commercial space for lease in {province}} other {Commercial space for lease in Canada}}',
  },
  listingsOpenHouses: { id: 'titles.listings.open-houses', defaultMessage: 'Open houses in {city}, {province}' },
  listingsBusiness: {
    id: 'titles.listings.business',
    defaultMessage: 'Business opportunities in {city}, {province}',
  },
  listingsNeighbourhood: {
    id: 'titles.listings.neighbourhood',
    defaultMessage: '{place} neighbourhood real estate, {province}',
  },
  listingsDescription: {
    id: 'titles.listings.description',
    defaultMessage:
      'Browse listings in {place} on {brand}: photos, prices, open houses and local agents, updated every day.',
  },
  // A city with its province in running text: "Laval, Quebec" / « Laval (Québec) ».
  cityInProvince: { id: 'titles.place.city', defaultMessage: '{city}, {province}' },
  agents: { id: 'titles.agents', defaultMessage: 'Real estate agents in {place}' },
  agentsDescription: {
    id: 'titles.agents.description',
    defaultMessage:
      'Find a real estate agent {scope, select, canada {in Canada} other {in {place}}} on {brand}: compare experience, languages, specialties and reviews, then contact them.',
  },
  officesDescription: {
    id: 'titles.offices.description',
    defaultMessage:
      'Find a real estate office {scope, select, canada {in Canada} other {in {place}}} on {brand}: addresses, phone numbers, languages, their agents and listings.',
  },
  offices: { id: 'titles.offices', defaultMessage: 'Real estate offices in {place}' },
});

const pages = defineMessages({
  canada: { id: 'titles.place.canada', defaultMessage: 'Canada' },
  listing: { id: 'titles.listing', defaultMessage: 'Property details' },
  neighbourhood: { id: 'titles.neighbourhood', defaultMessage: 'Neighbourhood guide' },
  agent: { id: 'titles.agent', defaultMessage: 'Real estate agent' },
  agentsCanada: { id: 'titles.agents.canada', defaultMessage: 'Find a real estate agent in Canada' },
  officesCanada: { id: 'titles.offices.canada', defaultMessage: 'Find a real estate office in Canada' },
  office: { id: 'titles.office', defaultMessage: 'Real estate office' },
  homeEstimates: { id: 'titles.home-estimates', defaultMessage: 'What is my home worth? Free home value estimate' },
  homeEstimateDetail: { id: 'titles.home-estimate-detail', defaultMessage: 'Home value estimate' },
  login: { id: 'titles.login', defaultMessage: 'Sign in' },
  register: { id: 'titles.register', defaultMessage: 'Create your account' },
  resetPassword: { id: 'titles.reset-password', defaultMessage: 'Choose a new password' },
  confirmEmail: { id: 'titles.confirm-email', defaultMessage: 'Confirm your e-mail address' },
  myAccount: { id: 'titles.my-account', defaultMessage: 'My account' },
  unsubscribe: { id: 'titles.unsubscribe', defaultMessage: 'E-mail alerts' },
  latestSale: { id: 'titles.latest.sale', defaultMessage: 'Newest homes for sale in Canada' },
  latestRent: { id: 'titles.latest.rent', defaultMessage: 'Newest homes for rent in Canada' },
  generic: {
    id: 'titles.description.generic',
    defaultMessage: 'Homes for sale and rent across Canada, in English and in French.',
  },
});

const directoryTitles = defineMessages({
  'real-estate-agents-in-canada': { id: 'titles.directory.agents', defaultMessage: 'Real estate agents in Canada' },
  'real-estate-listings-in-canada': {
    id: 'titles.directory.listings',
    defaultMessage: 'Real estate listings in Canada by city',
  },
  'neighbourhoods-in-canada': { id: 'titles.directory.neighbourhoods', defaultMessage: 'Neighbourhoods in Canada' },
  'open-houses-in-canada': { id: 'titles.directory.open-houses', defaultMessage: 'Open houses in Canada' },
  'real-estate-rentals-canada': { id: 'titles.directory.rentals', defaultMessage: 'Rentals in Canada by city' },
  'real-estate-listings-canada': {
    id: 'titles.directory.listings-province',
    defaultMessage: 'Real estate listings in Canada by province',
  },
});

const SIMPLE: Partial<Record<PageName, keyof typeof pages>> = {
  listing: 'listing',
  'print-listing': 'listing',
  neighbourhood: 'neighbourhood',
  agent: 'agent',
  office: 'office',
  'home-estimates': 'homeEstimates',
  'home-estimate-detail': 'homeEstimateDetail',
  login: 'login',
  'social-login': 'login',
  register: 'register',
  'reset-password': 'resetPassword',
  'confirm-email': 'confirmEmail',
  'my-account': 'myAccount',
  profile: 'myAccount',
  unsubscribe: 'unsubscribe',
};

/**
 * The API's names for the page's place: a string once known; `null` while unknown (the page then has a general
 * title); left out, the URL's slug gives the words (pages whose place the route alone decides).
 */
export interface PlaceNames {
  city?: string | null;
  /** A neighbourhood's name. */
  place?: string | null;
}

export interface PageText {
  title: string;
  description: string;
}

/**
 * Title and description of a page from its route, templated by province, city, neighbourhood and
 * property type (spec §2.6), in the route's language. Pages with their own content refine these.
 */
export function pageText(
  route: ResolvedRoute,
  intl: IntlShape,
  names: PlaceNames = {},
  search: { saleMode?: SearchSaleMode } = {},
): PageText {
  const p = route.params;
  const code = toProvinceCode(p.province);
  const province = code ? provinceName(code, route.locale) : '';
  // A page that looks its place up says so with `null` until the API names it: its title is then the
  // province's (or Canada's), never words of the URL, which anyone can make up.
  if ((names.city === null && p.city) || (names.place === null && p.place)) {
    if ((route.page === 'agents' || route.page === 'offices') && province) {
      const agents = route.page === 'agents';
      return {
        title: intl.formatMessage(agents ? m.agents : m.offices, { place: province }),
        description: intl.formatMessage(agents ? m.agentsDescription : m.officesDescription, {
          place: province,
          scope: 'city',
          brand: brand.name,
        }),
      };
    }
    const general = { ...route, rule: code ? 'province' : 'find-real-estate', params: { province: p.province ?? '' } };
    return pageText(general, intl, {}, search);
  }
  // The place's real name (Montréal, Trois-Rivières) when the page has it; the slug's words otherwise.
  const city = names.city ?? (p.city ? placeFromSlug(p.city) : '');
  const canada = intl.formatMessage(pages.canada);
  const describe = (title: string, place: string) => ({
    title,
    description: intl.formatMessage(m.listingsDescription, { place, brand: brand.name }),
  });

  if (route.page === 'listings') {
    const category = route.category;
    // A search for rentals (or commercial leases) says so, whether its URL is a rentals page or a place page
    // with the filter.
    const rentPage = category === 'commercial' ? 'forLease' : 'forRent';
    // The collection has no rentals: its pages stay its own whatever the filters say.
    const searched = category === 'luxury' ? undefined : search.saleMode;
    const mode = searched ?? (route.rule === 'city-rent' ? rentPage : 'forSale');
    if (mode !== 'forSale' && route.rule !== 'neighbourhood') {
      const scope = city ? 'city' : code ? 'province' : 'canada';
      const message = mode === 'forLease' ? m.listingsLease : m.listingsRent;
      const title = intl.formatMessage(message, { scope, city, code: code ?? '', province });
      return describe(title, city || province || canada);
    }
    switch (route.rule) {
      case 'province':
        return describe(intl.formatMessage(m.listingsProvince, { code: code ?? '', province, category }), province);
      case 'city':
        return describe(intl.formatMessage(m.listingsCity, { city, province, category }), city);
      case 'city-type':
        return describe(intl.formatMessage(m.listingsType, { type: p.type as PropertyTypeSlug, city, province }), city);
      case 'city-open-houses':
        return describe(intl.formatMessage(m.listingsOpenHouses, { city, province }), city);
      case 'city-business':
        return describe(intl.formatMessage(m.listingsBusiness, { city, province }), city);
      case 'neighbourhood': {
        const place = names.place ?? placeFromSlug(p.place ?? '');
        return describe(intl.formatMessage(m.listingsNeighbourhood, { place, province }), place);
      }
      default:
        return describe(intl.formatMessage(m.listingsCanada, { category }), canada);
    }
  }
  if (route.page === 'agents' || route.page === 'offices') {
    const agents = route.page === 'agents';
    const place = city ? intl.formatMessage(m.cityInProvince, { city, province }) : '';
    const title = place
      ? intl.formatMessage(agents ? m.agents : m.offices, { place })
      : intl.formatMessage(agents ? pages.agentsCanada : pages.officesCanada);
    const description = intl.formatMessage(agents ? m.agentsDescription : m.officesDescription, {
      place,
      scope: city ? 'city' : 'canada',
      brand: brand.name,
    });
    return { title, description };
  }
  if (route.page === 'directory' && p.slug && p.slug in directoryTitles) {
    const title = intl.formatMessage(directoryTitles[p.slug as keyof typeof directoryTitles]);
    return { title, description: intl.formatMessage(pages.generic) };
  }
  if (route.page === 'latest') {
    const title = intl.formatMessage(p.slug === 'latest-homes-for-rent' ? pages.latestRent : pages.latestSale);
    return { title, description: intl.formatMessage(pages.generic) };
  }
  const key = SIMPLE[route.page];
  return {
    title: key ? intl.formatMessage(pages[key]) : brand.name,
    description: intl.formatMessage(pages.generic),
  };
}
