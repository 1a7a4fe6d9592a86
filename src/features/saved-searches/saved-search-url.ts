import type { Locale } from '@/config/env';
import { savedSearchQuery, savedSearchSiteCategory, type SavedSearch } from '@/domain/saved-search';
import { localisePath, urls } from '@/routing/urls';

/**
 * The results URL that runs a saved search again, in the visitor's language: the page it was saved on
 * (or the category's "find real estate" page) with its filters, area and zoom.
 */
export function savedSearchUrl(
  search: Pick<SavedSearch, 'bounds' | 'zoom' | 'filters' | 'listingCategory' | 'place'>,
  locale: Locale,
): string {
  const path = search.place
    ? localisePath(search.place.path, locale)
    : urls.findRealEstate(locale, savedSearchSiteCategory(search));
  return path + savedSearchQuery(search);
}
