// The demo API's own calls: QA tooling (the demo outbox page, tests), never part of the product's API
// (`API` in ./paths.ts), and answered only by hosts built with the demo endpoints.
import type { ApiEntry } from './paths';

export const DEMO_API = {
  /**
   * GET: the e-mails "sent" to the signed-in account (bearer token) and those this browser asked for while
   * signed out (`X-Demo-Mailbox`, see src/api/demo-mailbox.ts) to an account it has signed in to or registered.
   */
  outbox: { backend: 'gateway', resource: 'api/v1/demo/outbox' },
  /** POST `{id}/alert`: sends the alert e-mail of one of the signed-in account's saved searches. */
  savedSearches: { backend: 'gateway', resource: 'api/v1/demo/savedSearches' },
} as const satisfies Record<string, ApiEntry>;

/**
 * The demo API's registration captcha question (the real services use Turnstile or hCaptcha): always answered by
 * the demo API, whose registration needs it, unlike the QA endpoints above; asked only by a demo build.
 */
export const DEMO_CAPTCHA = { backend: 'userProfile', resource: 'api/v1/user/captcha' } as const satisfies ApiEntry;

export type OutboxMessageKind =
  'password-reset' | 'email-confirmation' | 'account-claim' | 'saved-search-alert' | 'lead' | 'share';

/** A message the demo API "sent"; QA reads reset links and unsubscribe tokens here. */
export interface OutboxMessage {
  to: string;
  subject: string;
  kind: OutboxMessageKind;
  /** A locale-free path of the site (`/reset-password/{token}`, `/confirm-email/{token}`, `/unsubscribe?token=…`), or null. */
  link: string | null;
  /** A saved-search alert's "See listings": the search's results URL, in English (the reader's site localises it). */
  searchLink?: string;
  token: string | null;
  sentAt: string;
}

export interface SavedSearchAlert {
  sent: boolean;
  unsubscribeToken: string;
}
