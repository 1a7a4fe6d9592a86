import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Locale } from '@/config/env';
import { SUGGESTED_CITIES } from '@/domain/places';
import type { SiteCategory } from '@/domain/site';
import { urls } from '@/routing/urls';

export const suggestedMessages = defineMessages({
  title: { id: 'search.suggested.title', defaultMessage: 'Suggested searches' },
  comingSoon: { id: 'search.suggested.coming-soon', defaultMessage: 'Coming soon' },
  nearMe: { id: 'search.suggested.near-me', defaultMessage: 'Near me' },
  condosNearMe: { id: 'search.suggested.condos-near-me', defaultMessage: 'Condos near me' },
});

export interface SuggestedSearch {
  /** A message to translate, or a place's own name (the same in both languages). */
  label: MessageDescriptor | string;
  url: string;
}

/**
 * What the search box offers before anything is typed (spec §2.5): coming soon, near me, condos near
 * me and six city pages, each in the page's category and language.
 */
export function suggestedSearches(locale: Locale, category: SiteCategory): SuggestedSearch[] {
  return [
    { label: suggestedMessages.comingSoon, url: urls.findRealEstate(locale, category, { comingSoon: 'true' }) },
    { label: suggestedMessages.nearMe, url: urls.findRealEstate(locale, category, { nearMe: 'true' }) },
    {
      label: suggestedMessages.condosNearMe,
      url: urls.findRealEstate(locale, category, { condo: 'true', nearMe: 'true' }),
    },
    ...SUGGESTED_CITIES.map((city) => ({
      label: `${city.name}, ${city.province}`,
      url: urls.city(locale, city.province, city.slug, category),
    })),
  ];
}
