import { describe, expect, it } from 'vitest';
import { AGENT_LISTING_SORTS, type AgentListingSort } from '@/domain/agent-sorting';
import {
  AGENT_TABS,
  listingSortParams,
  OFFICE_TABS,
  readProfileState,
  sortSlug,
  writeProfileState,
} from './profile-url';

describe('a profile’s URL state', () => {
  it('reads the tab, the listings’ sort and the 1-based page', () => {
    expect(readProfileState('?tab=listings&sort=highest-price&pageNumber=3', AGENT_TABS)).toEqual({
      tab: 'listings',
      sort: 'highestPrice',
      page: 2,
    });
    expect(readProfileState('?tab=REVIEWS', AGENT_TABS).tab).toBe('reviews');
    expect(readProfileState('?tab=agents', OFFICE_TABS).tab).toBe('agents');
  });

  it('falls back on anything unknown, hostile or out of range', () => {
    const fallback = { tab: 'about', sort: 'newest', page: 0 };
    expect(readProfileState('', AGENT_TABS)).toEqual(fallback);
    expect(readProfileState('?tab=agents', AGENT_TABS)).toEqual(fallback);
    expect(readProfileState('?tab=%3Cscript%3E&sort=constructor&pageNumber=-3', AGENT_TABS)).toEqual(fallback);
    expect(readProfileState('?pageNumber=abc', AGENT_TABS).page).toBe(0);
    expect(readProfileState('?pageNumber=1e9', AGENT_TABS).page).toBe(0);
    expect(readProfileState(`?tab=${'x'.repeat(100_000)}`, AGENT_TABS).tab).toBe('about');
    expect(readProfileState('?pageNumber=999999', AGENT_TABS).page).toBe(9_999);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    expect(writeProfileState('', { tab: 'about', sort: 'newest', page: 0 }, 'about')).toBe('');
    expect(writeProfileState('?tab=reviews', { tab: 'about', sort: 'newest', page: 0 }, 'about')).toBe('');
    expect(writeProfileState('?siteCategory=luxury', { tab: 'listings', sort: 'lowestPrice', page: 1 }, 'about')).toBe(
      '?siteCategory=luxury&tab=listings&sort=lowest-price&pageNumber=2',
    );
    // A sort belongs to the listings.
    expect(writeProfileState('', { tab: 'agents', sort: 'lowestPrice', page: 0 }, 'about')).toBe('?tab=agents');
  });

  it('round-trips every listing sort, and asks the gallery for each', () => {
    for (const sort of Object.keys(AGENT_LISTING_SORTS) as AgentListingSort[]) {
      const query = writeProfileState('', { tab: 'listings', sort, page: 0 }, 'about');
      expect(readProfileState(query, AGENT_TABS).sort).toBe(sort);
    }
    expect(sortSlug('yearBuiltOldest')).toBe('year-built-oldest');
    expect(listingSortParams('newest')).toEqual({ sort: 1 });
    expect(listingSortParams('highestPrice')).toEqual({ sort: 4 });
    expect(listingSortParams('lowestPrice')).toEqual({ sort: 3 });
    expect(listingSortParams('bedrooms')).toEqual({ sort: 1, listingSort: 'bedrooms' });
  });
});
