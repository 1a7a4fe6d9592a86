import { defineMessages } from './messages';
import type { SortDirection } from './sorting';

// The orders of the agent roster and of an agent's or office's listings (spec §3 sort options). Apart from
// the listings' sorts, so pages without agents neither ship them nor their texts (the people message part).

export const AGENT_SORTS = {
  none: null,
  lastNameAsc: { key: 'lastName', direction: 'asc' },
  lastNameDesc: { key: 'lastName', direction: 'desc' },
  experienceAsc: { key: 'experience', direction: 'asc' },
  experienceDesc: { key: 'experience', direction: 'desc' },
} as const satisfies Record<string, { key: 'lastName' | 'experience'; direction: SortDirection } | null>;
export type AgentSort = keyof typeof AGENT_SORTS;
export const DEFAULT_AGENT_SORT: AgentSort = 'none';

export const agentSortMessages = defineMessages({
  none: { id: 'people.agent-sort.none', defaultMessage: 'No sorting' },
  lastNameAsc: { id: 'people.agent-sort.last-name-asc', defaultMessage: 'Last name (A-Z)' },
  lastNameDesc: { id: 'people.agent-sort.last-name-desc', defaultMessage: 'Last name (Z-A)' },
  experienceAsc: {
    id: 'people.agent-sort.experience-asc',
    defaultMessage: 'Experience (least to most)',
  },
  experienceDesc: {
    id: 'people.agent-sort.experience-desc',
    defaultMessage: 'Experience (most to least)',
  },
});

export const AGENT_LISTING_SORTS = {
  newest: { key: 'listingDate', direction: 'desc' },
  highestPrice: { key: 'price', direction: 'desc' },
  lowestPrice: { key: 'price', direction: 'asc' },
  bedrooms: { key: 'beds', direction: 'desc' },
  bathrooms: { key: 'baths', direction: 'desc' },
  yearBuiltNewest: { key: 'yearBuilt', direction: 'desc' },
  yearBuiltOldest: { key: 'yearBuilt', direction: 'asc' },
  largestSqft: { key: 'sqft', direction: 'desc' },
} as const satisfies Record<string, { key: string; direction: SortDirection }>;
export type AgentListingSort = keyof typeof AGENT_LISTING_SORTS;
export const DEFAULT_AGENT_LISTING_SORT: AgentListingSort = 'newest';

export const agentListingSortMessages = defineMessages({
  newest: { id: 'people.agent-listing-sort.newest', defaultMessage: 'Newest' },
  highestPrice: { id: 'people.agent-listing-sort.highest-price', defaultMessage: 'Highest price' },
  lowestPrice: { id: 'people.agent-listing-sort.lowest-price', defaultMessage: 'Lowest price' },
  bedrooms: { id: 'people.agent-listing-sort.bedrooms', defaultMessage: 'Bedrooms' },
  bathrooms: { id: 'people.agent-listing-sort.bathrooms', defaultMessage: 'Bathrooms' },
  yearBuiltNewest: {
    id: 'people.agent-listing-sort.year-built-newest',
    defaultMessage: 'Year built (newest)',
  },
  yearBuiltOldest: {
    id: 'people.agent-listing-sort.year-built-oldest',
    defaultMessage: 'Year built (oldest)',
  },
  largestSqft: { id: 'people.agent-listing-sort.largest-sqft', defaultMessage: 'Largest sq ft' },
});
