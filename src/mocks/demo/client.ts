// A tiny client of the demo's own calls, for tests and QA scripts (the product never calls them).
import type { DataEnvelope, ResultOf } from '@/api/contract/envelope';
import { callPath, type ApiEntry } from '@/api/contract/paths';
import { DEMO_API, type OutboxMessage, type SavedSearchAlert } from './contract';

export interface DemoClientOptions {
  /** Where the demo API answers; the page's origin by default. */
  origin?: string;
}

export class DemoCallError extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
  ) {
    super(`Demo API answered ${status}: ${errors.join(' ')}`);
    this.name = 'DemoCallError';
  }
}

async function call<T>(
  entry: ApiEntry,
  subPath: string,
  token: string,
  init: RequestInit,
  { origin = globalThis.location?.origin ?? 'http://localhost' }: DemoClientOptions,
): Promise<T> {
  const response = await fetch(new URL(callPath(entry, subPath), origin), {
    ...init,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as Partial<DataEnvelope<ResultOf<T>>> & { errors?: string[] };
  if (!response.ok || !body.data) throw new DemoCallError(response.status, body.errors ?? []);
  return body.data.result;
}

/** The mail the demo sent to the account signed in with `accessToken`, oldest first. */
export function readOutbox(accessToken: string, options: DemoClientOptions = {}): Promise<OutboxMessage[]> {
  return call<OutboxMessage[]>(DEMO_API.outbox, '', accessToken, { method: 'GET' }, options);
}

/** Sends the alert e-mail of a saved search of the signed-in account; it carries an unsubscribe token. */
export function sendSavedSearchAlert(
  accessToken: string,
  savedSearchId: string,
  options: DemoClientOptions = {},
): Promise<SavedSearchAlert> {
  return call<SavedSearchAlert>(
    DEMO_API.savedSearches,
    `${encodeURIComponent(savedSearchId)}/alert`,
    accessToken,
    { method: 'POST' },
    options,
  );
}
