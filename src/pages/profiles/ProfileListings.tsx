import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { GallerySearchParams } from '@/api/contract/listings';
import { AGENT_LISTING_SORTS, agentListingSortMessages, type AgentListingSort } from '@/domain/agent-sorting';
import { ListingCard } from '@/features/listing/ListingCard';
import { searchApi } from '@/features/search/search-endpoints';
import { useRoute } from '@/routing/route-context';
import { Select } from '@/ui/Select';
import { profileText } from './messages';
import { Cards, ListPagination, NBSP, useListPage } from './paged-list';
import { listingSortParams, type ProfileUrl } from './profile-url';
import { EmptyNotice, RetryNotice } from './ProfileNotices';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: end;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(4)};
  > p {
    font-weight: 600;
  }
  > div {
    min-width: min(100%, 240px);
  }
`;

export interface ProfileListingsProps<T extends string> {
  /** Whose listings: the gallery call's `agentId` or `officeId`. */
  owner: { agentId: string } | { officeId: string };
  ownerName: string;
  /** The panel's heading (its tab's name), for the cards' headings to sit under. */
  title: string;
  /** The profile's own count, to clamp a page number before the first answer. */
  expected: number;
  url: ProfileUrl<T>;
}

const SORT_OPTIONS = Object.keys(AGENT_LISTING_SORTS) as AgentListingSort[];

/** An agent's or office's listings: the gallery call, a sort (spec §3 agent listing sorts) and pages. */
export function ProfileListings<T extends string>({ owner, ownerName, title, expected, url }: ProfileListingsProps<T>) {
  const intl = useIntl();
  const { locale } = useRoute();
  const { sort, page: wanted } = url.state;
  const { page, from, size, settle } = useListPage(wanted, expected);
  const params: GallerySearchParams = { ...owner, ...listingSortParams(sort), from, size };
  const result = searchApi.useGallerySearchQuery(params);
  const total = result.data?.totalHits;
  settle(total);
  const listings = result.data?.results ?? [];
  const top = useRef<HTMLDivElement>(null);
  const shownPage = useRef(page);
  // A new page of results starts at its top (the page links are at the bottom).
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  if (result.isError && !result.data) {
    return <RetryNotice title={intl.formatMessage(profileText.listingsError)} onRetry={() => void result.refetch()} />;
  }
  return (
    <div ref={top} aria-busy={result.isFetching}>
      <h2 className="visually-hidden">{title}</h2>
      <Toolbar>
        <p role="status">
          {total === undefined ? NBSP : intl.formatMessage(profileText.listingCount, { count: total })}
        </p>
        {(total ?? expected) > 1 && (
          <div>
            <Select
              label={intl.formatMessage(profileText.sortBy)}
              value={sort}
              options={SORT_OPTIONS.map((key) => ({
                value: key,
                label: intl.formatMessage(agentListingSortMessages[key]),
              }))}
              onChange={(event) => url.set({ sort: event.currentTarget.value as AgentListingSort, page: 0 })}
            />
          </div>
        )}
      </Toolbar>
      {total === 0 ? (
        <EmptyNotice>{intl.formatMessage(profileText.listingsEmpty, { name: ownerName })}</EmptyNotice>
      ) : (
        <Cards>
          {listings.map((listing) => (
            <li key={listing.listingId}>
              <ListingCard listing={listing} locale={locale} />
            </li>
          ))}
        </Cards>
      )}
      <ListPagination total={total} page={page} url={url} />
    </div>
  );
}
