import { baseApi } from '@/api/base-api';
import { DEMO_API, type OutboxMessage, type SavedSearchAlert } from '@/api/contract/demo';
import type { ResultOf } from '@/api/contract/envelope';
import { demoMailboxHeader } from '@/api/demo-mailbox';

/**
 * The demo API's own calls, for the QA outbox page only (never the product's `API` table). The mailbox
 * header is named here too, so the page reads this browser's mail whatever the request layer adds.
 */
export const demoOutboxEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Signed in: the account's mail and this browser's; signed out: this browser's mailbox only. */
    demoOutbox: build.query<OutboxMessage[], { signedIn: boolean }>({
      query: ({ signedIn }) => ({ ...DEMO_API.outbox, auth: signedIn, headers: demoMailboxHeader() }),
      transformResponse: (data: ResultOf<OutboxMessage[]>) => data.result,
      // The outbox changes behind the cache's back (another tab asks for a reset): read afresh on each visit.
      keepUnusedDataFor: 0,
    }),
    demoSavedSearchAlert: build.mutation<SavedSearchAlert, string>({
      query: (savedSearchId) => ({
        ...DEMO_API.savedSearches,
        path: `${encodeURIComponent(savedSearchId)}/alert`,
        method: 'POST',
        auth: true,
        headers: demoMailboxHeader(),
      }),
      transformResponse: (data: ResultOf<SavedSearchAlert>) => data.result,
    }),
  }),
});

export const { useDemoOutboxQuery, useDemoSavedSearchAlertMutation } = demoOutboxEndpoints;
