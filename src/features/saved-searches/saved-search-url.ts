import type { Locale } from '@/config/env';
import { savedSearchQuery, savedSearchSiteCategory, type SavedSearch } from '@/domain/saved-search';
import { localisePath, urls } from '@/routing/urls';

type Runnable = Pick<SavedSearch, 'bounds' | 'zoom' | 'filters' | 'listingCategory' | 'place'> &
  Partial<Pick<SavedSearch, 'ownArea' | 'saleMode'>>;

/**
 * The results URL that runs a saved search again, in the visitor's language: the page it was saved on
 * (or the category's "find real estate" page) with its filters, and its area and zoom unless it searched its
 * place. The same URL whether the account page or an alert e-mail opens it.
 */
export function savedSearchUrl(search: Runnable, locale: Locale): string {
  const path = search.place
    ? localisePath(search.place.path, locale)
    : urls.findRealEstate(locale, savedSearchSiteCategory(search));
  return path + savedSearchQuery(search);
}
