import { defineMessages, type IntlShape } from 'react-intl';
import { MAP_DEFAULT_CENTRE } from '@/domain/constants';
import { activeToggles, type SearchFilters } from '@/domain/filters';
import { provinceName, toProvinceCode } from '@/domain/provinces';
import { searchSaleMode } from '@/domain/sale-mode';
import { savedSearchSummary, viewportBounds } from '@/domain/saved-search';
import { toListingCategory } from '@/domain/site';
import { appliedFilters } from '@/features/search/filter-labels';
import type { ResultsState } from '@/features/search/results-query';
import type { SearchToSave } from '@/features/saved-searches/SaveSearchDialog';
import { placeFromSlug } from '@/routing/page-titles';
import type { RouteState } from '@/routing/route-context';
import { switchLocalePath } from '@/routing/urls';
import type { SearchCentre } from './use-search-centre';

const messages = defineMessages<{
  name: { kind: string; place: string };
  areaName: { kind: string; place: string };
}>({
  name: {
    id: 'results.save-search.name',
    defaultMessage:
      '{kind, select, house {Houses in {place}} condo {Condos in {place}} townhouse {Townhouses in {place}} cottage {Cottages in {place}} land {Land in {place}} farm {Farms in {place}} duplex {Duplexes in {place}} rent {Rentals in {place}} lease {Commercial space for lease in {place}} luxury {Luxury homes in {place}} commercial {Commercial real estate in {place}} other {Homes in {place}}}',
  },
  areaName: {
    id: 'results.save-search.area-name',
    defaultMessage:
      '{kind, select, house {Houses} condo {Condos} townhouse {Townhouses} cottage {Cottages} land {Land} farm {Farms} duplex {Duplexes} rent {Rentals} lease {Commercial space for lease} luxury {Luxury homes} commercial {Commercial real estate} other {Homes}} in the map area near {place}',
  },
});

const text = defineMessages({
  canada: { id: 'results.save-search.place.canada', defaultMessage: 'Canada' },
  nearMe: { id: 'results.save-search.place.near-me', defaultMessage: 'your area' },
});

/** Property types a search's name can carry ("Condos in Toronto"). */
const NAMED_TYPES = ['house', 'condo', 'townhouse', 'cottage', 'land', 'farm', 'duplex'] as const;

export interface SaveSearchInput {
  route: Pick<RouteState, 'pathname' | 'params' | 'category' | 'locale'>;
  state: ResultsState;
  /** The whole search's filters: the URL's and those its path implies. */
  filters: SearchFilters;
  place: SearchCentre;
  intl: IntlShape;
}

/** The place a results page searches, long ("Toronto, ON") for the summary and short ("Toronto") for the name. */
function placeNames({ route, state, place, intl }: SaveSearchInput): { label: string; short: string } {
  if (state.nearMe) {
    const near = intl.formatMessage(text.nearMe);
    return { label: near, short: near };
  }
  const code = toProvinceCode(route.params.province);
  const local = route.params.kind === 'neighbourhood' ? route.params.place : route.params.city;
  if (local && code) {
    const name = place.name ?? placeFromSlug(local);
    return { label: `${name}, ${code}`, short: name };
  }
  if (code) {
    const name = provinceName(code, route.locale);
    return { label: name, short: name };
  }
  const canada = intl.formatMessage(text.canada);
  return { label: canada, short: canada };
}

/**
 * What "Save search" on a results page saves: the area the map shows (or the place's view when the
 * visitor never moved it, spec §5), its zoom, every filter and the site category, and, ours, the page it ran
 * on, its sale mode and whether the area is the visitor's own, so it reopens as the same page, title and count.
 */
export function searchToSave(input: SaveSearchInput): { search: SearchToSave; defaultName: string; summary: string } {
  const { route, state, filters, place, intl } = input;
  const names = placeNames(input);
  const saleMode = searchSaleMode(filters, route.category);
  // The visitor's own map area (or their position): the search is that area; otherwise it is the place.
  const ownArea = state.area !== null;
  const search: SearchToSave = {
    nearby: state.nearMe,
    bounds: state.area?.bounds ?? viewportBounds(place.centre ?? MAP_DEFAULT_CENTRE, place.zoom),
    zoom: state.area?.zoom ?? place.zoom,
    filters,
    listingCategory: toListingCategory(route.category),
    // The path without its language, so the search opens in whichever language the visitor uses then.
    place: { label: names.label, path: switchLocalePath(route.pathname, '', 'en') },
    ownArea,
    saleMode,
  };
  const toggles = activeToggles(filters);
  const kind =
    saleMode === 'forRent'
      ? 'rent'
      : saleMode === 'forLease'
        ? 'lease'
        : toggles.length === 1 && (NAMED_TYPES as readonly string[]).includes(toggles[0]!)
          ? toggles[0]!
          : route.category;
  const name = ownArea && !state.nearMe ? messages.areaName : messages.name;
  return {
    search,
    defaultName: intl.formatMessage(name, { kind, place: names.short }),
    summary: savedSearchSummary(search, (f, category) => appliedFilters(f, category, intl).map((a) => a.label)).join(
      ' · ',
    ),
  };
}
