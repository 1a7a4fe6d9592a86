// A tiny client of the demo's own calls, for tests and QA scripts (the product never calls them).
import type { DataEnvelope, ResultOf } from '@/api/contract/envelope';
import { callPath, type ApiEntry } from '@/api/contract/paths';
import type { CaptchaChallenge } from '@/api/contract/user';
import { DEMO_MAILBOX_HEADER } from '@/api/demo-mailbox';
import { DEMO_API, DEMO_CAPTCHA, type OutboxMessage, type SavedSearchAlert } from './contract';

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
  headers: Record<string, string>,
  init: RequestInit,
  { origin = globalThis.location?.origin ?? 'http://localhost' }: DemoClientOptions,
): Promise<T> {
  const response = await fetch(new URL(callPath(entry, subPath), origin), {
    ...init,
    headers: { Accept: 'application/json', ...headers },
  });
  const body = (await response.json()) as Partial<DataEnvelope<ResultOf<T>>> & { errors?: string[] };
  if (!response.ok || !body.data) throw new DemoCallError(response.status, body.errors ?? []);
  return body.data.result;
}

const bearer = (token: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

/**
 * The mail the demo sent to the account signed in with `accessToken` (empty for none), plus, with
 * `mailbox`, the mail the browser of that mailbox id asked for while signed out; oldest first.
 */
export function readOutbox(
  accessToken: string,
  { mailbox, ...options }: DemoClientOptions & { mailbox?: string } = {},
): Promise<OutboxMessage[]> {
  const headers = { ...bearer(accessToken), ...(mailbox ? { [DEMO_MAILBOX_HEADER]: mailbox } : {}) };
  return call<OutboxMessage[]>(DEMO_API.outbox, '', headers, { method: 'GET' }, options);
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
    bearer(accessToken),
    { method: 'POST' },
    options,
  );
}

/** The answer of a demo captcha question (`3 + 4` is 7). */
export function answerDemoCaptcha(question: string): number {
  const match = /^\s*(\d+)\s*\+\s*(\d+)\s*$/.exec(question);
  if (!match) throw new Error(`Not a demo captcha question: ${question}`);
  return Number(match[1]) + Number(match[2]);
}

/**
 * Asks the demo API for a captcha challenge and answers it: the `X-Captcha-Token` value a registration
 * (`POST api/v2/user`) accepts once.
 */
export async function solveDemoCaptcha(options: DemoClientOptions = {}): Promise<string> {
  const { challengeId, question } = await call<CaptchaChallenge>(DEMO_CAPTCHA, '', {}, { method: 'GET' }, options);
  return `${challengeId}:${answerDemoCaptcha(question)}`;
}
