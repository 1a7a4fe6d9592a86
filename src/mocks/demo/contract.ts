// The demo's own calls: QA and test tooling of the demo API, never part of the product's API (src/api).
import type { ApiEntry } from '@/api/contract/paths';

/** Demo-only calls; the hosts serve them only when built with `createHandlers(db, { demo: true })`. */
export const DEMO_API = {
  /** GET: the e-mails "sent" to the signed-in account (bearer token). */
  outbox: { backend: 'gateway', resource: 'api/v1/demo/outbox' },
  /** POST `{id}/alert`: sends the alert e-mail of one of the signed-in account's saved searches. */
  savedSearches: { backend: 'gateway', resource: 'api/v1/demo/savedSearches' },
} as const satisfies Record<string, ApiEntry>;

/** A message the demo API "sent"; QA reads reset links and unsubscribe tokens here. */
export interface OutboxMessage {
  to: string;
  subject: string;
  kind: 'password-reset' | 'saved-search-alert' | 'lead' | 'share';
  link: string | null;
  token: string | null;
  sentAt: string;
}

export interface SavedSearchAlert {
  sent: boolean;
  unsubscribeToken: string;
}
