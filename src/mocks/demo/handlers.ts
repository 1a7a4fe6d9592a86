import { savedSearchUrl } from '@/features/saved-searches/saved-search-url';
import { http } from 'msw';
import type { ResultOf } from '@/api/contract/envelope';
import type { Db } from '../db';
import { DemoState } from '../state';
import {
  bearer,
  dataResponse,
  errorResponse,
  queryOf,
  requestMailbox,
  route,
  storeFullResponse,
} from '../handlers/respond';
import { DEMO_API, type OutboxMessage, type SavedSearchAlert } from './contract';

const UNAUTHORISED = 'Sign in to read your demo mail.';

/**
 * The demo's own endpoints: reading the mail the demo "sent" and triggering a saved-search alert. Mail is
 * read with the bearer token of the account it was sent to, or, signed out, with the mailbox id of the
 * browser that asked for it (`X-Demo-Mailbox`), so nobody reads someone else's.
 */
export function demoHandlers(db: Db) {
  const state = () => db.state;
  return [
    http.get(route(DEMO_API.outbox), async ({ request }) => {
      await state().ready;
      const token = bearer(request);
      const mailbox = requestMailbox(request);
      // A token that is not live is refused even with a mailbox: the session has ended, as for every call.
      const user = token ? state().userForAccess(token) : null;
      if (token ? !user : !mailbox) return errorResponse(401, UNAUTHORISED);
      const asked = queryOf(request).get('email')?.trim().toLowerCase();
      if (asked && asked !== user?.profile.email) return errorResponse(403, 'You can read only your own mail.');
      return dataResponse<ResultOf<OutboxMessage[]>>(
        { result: state().mailFor({ email: user?.profile.email, mailbox }) },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    }),
    http.post(route(DEMO_API.savedSearches, ':id/alert'), async ({ request, params }) => {
      await state().ready;
      const user = state().userForAccess(bearer(request));
      if (!user) return errorResponse(401, UNAUTHORISED);
      const search = user.profile.preferences.savedSearches.find((s) => s.id === params.id);
      if (!search) return errorResponse(404, 'No saved search with this id');
      // Alerts go only to an address its owner confirmed (ours, API.md): no mail to someone who never asked.
      if (!DemoState.confirmed(user))
        return errorResponse(409, 'Alerts are e-mailed once the account’s e-mail address is confirmed.');
      if (state().fullStore('unsubscribeTokens', 'outbox')) return storeFullResponse();
      // The alert opens the search as the account page does: its page, title and count.
      const token = state().issueUnsubscribeToken(
        user.profile.email,
        search.id ?? null,
        requestMailbox(request),
        savedSearchUrl(search, 'en'),
      );
      return dataResponse<ResultOf<SavedSearchAlert>>({ result: { sent: true, unsubscribeToken: token } });
    }),
  ];
}
