import { describe, expect, it } from 'vitest';
import { POPULAR_CITIES, SUGGESTED_CITIES } from '@/domain/places';
import { SITE_CATEGORIES } from '@/domain/site';
import { suggestedSearches } from './suggested-searches';

// Spec §2.6: a Quebec result opens the Quebec modal instead of navigating. The searches the site offers on its
// own (the search box's suggested searches, the home pages' popular searches) are plain links that navigate: none
// may be a Quebec place, or it would skip the modal. Adding one means giving it the modal first (SearchBox's
// `isQuebec` handling, and PopularSearches).
describe('the searches the site suggests by itself lead to no Quebec place', () => {
  it('the popular and suggested cities', () => {
    for (const city of [...SUGGESTED_CITIES, ...POPULAR_CITIES]) expect(city.province, city.name).not.toBe('QC');
  });

  it.each(['en', 'fr'] as const)('the suggested searches’ links (%s)', (locale) => {
    for (const category of SITE_CATEGORIES) {
      for (const search of suggestedSearches(locale, category)) expect(search.url).not.toMatch(/\/qc(\/|$|\?)/);
    }
  });
});
