import { defineMessages, type MessageTag } from 'react-intl';
import type { DirectoryPropertyType, PlaceDirectoryKind } from '@/api/contract/place-directory';

export const directoryText = defineMessages<{
  jumpList: Record<string, never>;
  link: { name: string; count: string };
  showAllCities: { count: number; place: string };
  showAllNeighbourhoods: { count: number; place: string };
  showFewer: Record<string, never>;
  provinceAll: { province: string; count: string };
  type: { type: DirectoryPropertyType; city: string; count: string; hidden: MessageTag };
  error: Record<string, never>;
  retry: Record<string, never>;
  loading: Record<string, never>;
  empty: Record<string, never>;
}>({
  jumpList: { id: 'directory.jump-list', defaultMessage: 'Provinces and territories' },
  link: { id: 'directory.link', defaultMessage: '{name} ({count})' },
  showAllCities: {
    id: 'directory.show-all-cities',
    defaultMessage: 'Show all {count, plural, one {# city} other {# cities}} in {place}',
  },
  showAllNeighbourhoods: {
    id: 'directory.show-all-neighbourhoods',
    defaultMessage: 'Show all {count, plural, one {# neighbourhood} other {# neighbourhoods}} in {place}',
  },
  showFewer: { id: 'directory.show-fewer', defaultMessage: 'Show fewer' },
  provinceAll: { id: 'directory.province-all', defaultMessage: 'All homes for sale in {province} ({count})' },
  type: {
    id: 'directory.type',
    defaultMessage:
      '{type, select, houses {Houses} condos {Condos} other {Townhouses}} <hidden>in {city}</hidden> ({count})',
  },
  error: { id: 'directory.error', defaultMessage: 'We could not load this directory.' },
  retry: { id: 'directory.retry', defaultMessage: 'Try again' },
  loading: { id: 'directory.loading', defaultMessage: 'Loading the directory…' },
  empty: { id: 'directory.empty', defaultMessage: 'There is nothing to list here yet.' },
});

/** The one sentence under each directory page's title: what it lists and what the numbers count. */
export const directoryIntro = defineMessages<Record<PlaceDirectoryKind, Record<string, never>>>({
  listings: {
    id: 'directory.intro.listings',
    defaultMessage:
      'Homes for sale across Canada, by province and city: each city links to its listings, with the number of homes for sale there now.',
  },
  rentals: {
    id: 'directory.intro.rentals',
    defaultMessage:
      'Homes for rent across Canada, by province and city: each city links to its rentals, with the number available now.',
  },
  'open-houses': {
    id: 'directory.intro.open-houses',
    defaultMessage:
      'Upcoming open houses across Canada, by province and city: each city links to its open houses, with the number of homes that have one planned.',
  },
  agents: {
    id: 'directory.intro.agents',
    defaultMessage:
      'Real estate agents across Canada, by province and by the city of their office: each city links to its agents, with how many there are.',
  },
  neighbourhoods: {
    id: 'directory.intro.neighbourhoods',
    defaultMessage:
      'Neighbourhoods of Canada’s largest cities, by province and city: each neighbourhood links to its homes for sale, with how many there are now.',
  },
  'property-types': {
    id: 'directory.intro.property-types',
    defaultMessage:
      'Homes for sale by province, then by city: each city links to all its listings and to its houses, condos and townhouses for sale, with the number of each.',
  },
});

/** The other directory and latest-listings pages, as the related-links block names them. */
export const relatedText = defineMessages({
  heading: { id: 'directory.related.heading', defaultMessage: 'More ways to browse' },
  'real-estate-listings-in-canada': { id: 'directory.related.listings', defaultMessage: 'Homes for sale by city' },
  'real-estate-listings-canada': {
    id: 'directory.related.property-types',
    defaultMessage: 'Houses, condos and townhouses by city',
  },
  'real-estate-rentals-canada': { id: 'directory.related.rentals', defaultMessage: 'Rentals by city' },
  'open-houses-in-canada': { id: 'directory.related.open-houses', defaultMessage: 'Open houses by city' },
  'neighbourhoods-in-canada': { id: 'directory.related.neighbourhoods', defaultMessage: 'Neighbourhoods' },
  'real-estate-agents-in-canada': { id: 'directory.related.agents', defaultMessage: 'Real estate agents by city' },
  'latest-homes-for-sale': { id: 'directory.related.latest-sale', defaultMessage: 'Newest homes for sale' },
  'latest-homes-for-rent': { id: 'directory.related.latest-rent', defaultMessage: 'Newest homes for rent' },
});
