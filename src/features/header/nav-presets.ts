import { brand } from '@/config/brand';
import type { Locale } from '@/config/env';
import { NEW_LISTINGS_DAYS, NEW_LISTINGS_ZOOM } from '@/domain/constants';
import type { FilterName } from '@/domain/filters';
import type { SiteCategory } from '@/domain/site';
import { urls } from '@/routing/urls';

/**
 * The header's menus as data (spec §2.5): every persona card is a search URL with a preset, built by the
 * URL builders, so the results page it lands on shows the preset as its filters. Menus differ by site
 * category; the panels render these lists and nothing else decides where a menu item goes.
 */

export type SearchPresetId =
  | 'upgrade'
  | 'right-sizing'
  | 'first-home'
  | 'moving'
  | 'new-listings'
  | 'luxury-condos'
  | 'luxury-homes'
  | 'for-sale'
  | 'lease'
  | 'office'
  | 'industrial';

export type LinkPresetId = 'estimate' | 'agents' | 'offices' | 'news' | 'buying-tips' | 'selling-tips' | 'global';
export type PresetId = SearchPresetId | LinkPresetId;

/**
 * Spec §2.5 presets: the filters each persona searches with, as the query a results page reads (written
 * in `filtersToQuery` order, which the tests hold them to). Plain data, so the header does not carry the
 * filter model into every page's first bundle.
 */
export const SEARCH_PRESETS: Readonly<Record<SearchPresetId, Partial<Record<FilterName, string>>>> = {
  upgrade: { bedsMin: '3', bedsMax: '5', sqftMin: '1000' },
  'right-sizing': { bedsMin: '2', bedsMax: '3', sqftMin: '1000' },
  'first-home': { bedsMin: '2', bedsMax: '2', townhouse: 'true', condo: 'true' },
  moving: { bedsMin: '3', bedsMax: '3' },
  'new-listings': { updatedInLastNumDays: String(NEW_LISTINGS_DAYS) },
  'luxury-condos': { condo: 'true' },
  'luxury-homes': { house: 'true' },
  'for-sale': {},
  lease: { commercialLease: 'true' },
  office: { businessTypeSet: 'Office,Professional' },
  industrial: { businessTypeSet: 'Industrial,Automotive,Transportation,Warehouse' },
};

/** Presets that are always searched in one category, whatever the header's. */
const PRESET_CATEGORY: Partial<Record<SearchPresetId, SiteCategory>> = {
  'luxury-condos': 'luxury',
  'luxury-homes': 'luxury',
  lease: 'commercial',
  office: 'commercial',
  industrial: 'commercial',
};

/** The public search URL of a preset, in the visitor's language. */
export function presetUrl(id: SearchPresetId, locale: Locale, category: SiteCategory): string {
  const query: Record<string, string> = { ...SEARCH_PRESETS[id] };
  if (id === 'new-listings') {
    // Spec §9: new listings are those of the last 7 days, shown at zoom 10 around the visitor.
    Object.assign(query, { nearMe: 'true', zoom: String(NEW_LISTINGS_ZOOM) });
  }
  return urls.findRealEstate(locale, PRESET_CATEGORY[id] ?? category, query);
}

export interface NavItem {
  id: PresetId;
  href: string;
  /** On another site (the blog, the global network): a plain link that says so. */
  external: boolean;
}

export interface NavMenus {
  buy: NavItem[];
  sell: NavItem[];
  /** Residential only. */
  news: NavItem[] | null;
}

export type MenuName = keyof NavMenus;
export const MENU_NAMES: readonly MenuName[] = ['buy', 'sell', 'news'];

function linkItem(id: LinkPresetId, locale: Locale, category: SiteCategory): NavItem {
  switch (id) {
    case 'estimate':
      return { id, href: urls.homeEstimates(locale), external: false };
    case 'agents':
      return { id, href: urls.agents(locale, category), external: false };
    case 'offices':
      return { id, href: urls.offices(locale, category), external: false };
    case 'news':
      return { id, href: brand.blogUrl[locale], external: true };
    case 'buying-tips':
    case 'selling-tips':
      return { id, href: `${brand.blogUrl[locale]}/${id}`, external: true };
    case 'global':
      return { id, href: brand.globalSiteUrl[locale], external: true };
  }
}

const BUY: Record<SiteCategory, SearchPresetId[]> = {
  residential: ['upgrade', 'right-sizing', 'first-home', 'moving', 'new-listings', 'luxury-condos'],
  luxury: ['luxury-homes', 'luxury-condos', 'new-listings', 'right-sizing'],
  commercial: ['for-sale', 'lease', 'office', 'industrial', 'new-listings'],
};

const SELL: Record<SiteCategory, LinkPresetId[]> = {
  residential: ['estimate', 'agents', 'offices', 'selling-tips'],
  luxury: ['agents', 'offices', 'estimate'],
  commercial: ['agents', 'offices', 'global'],
};

/** The header's menus for a category and language. */
export function navMenus(locale: Locale, category: SiteCategory): NavMenus {
  return {
    buy: BUY[category].map((id) => ({ id, href: presetUrl(id, locale, category), external: false })),
    sell: SELL[category].map((id) => linkItem(id, locale, category)),
    news:
      category === 'residential'
        ? (['news', 'buying-tips', 'selling-tips', 'global'] as const).map((id) => linkItem(id, locale, category))
        : null,
  };
}
