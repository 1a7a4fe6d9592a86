import { createAction } from '@reduxjs/toolkit';
import { createApi, retry, type BaseQueryApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { QUERY_GC_TIME_MS, QUERY_RETRIES, retryDelayMs } from '@/domain/constants';
import { ApiError } from './errors';
import type { RequestSpec } from './request';
import { sessionFrom } from './session-tokens';

/** The request layer and axios, fetched together by the first call (see request.ts). */
export const loadRequestLayer = () => import('./request');

/** Dispatched when a call answered 401 and the stored account was cleared; the user feature listens. */
export const sessionRejected = createAction('api/sessionRejected');

/** The serialisable error a query or mutation fails with. */
export interface QueryError {
  status: number | 'NETWORK' | 'PAYLOAD' | 'DATA';
  message: string;
  messages: string[];
  messageId?: string;
  /** Seconds to wait before trying again, when the server says (a 429's `retryAfter`). */
  retryAfterS?: number;
}

/**
 * What an endpoint asks for. `auth` sends the store's session token (renewed first when it is about to
 * expire); endpoints never take a token as an argument.
 */
export type QueryArgs = Omit<RequestSpec, 'signal' | 'token'> & { auth?: boolean };

/** The session code (and the request layer under it) loads only for a call that needs a token. */
const loadSessionRenewal = () => import('./session-renewal');

const notSignedIn: QueryError = { status: 401, message: 'Not signed in', messages: [] };

export function toQueryError(error: unknown): QueryError {
  if (error instanceof ApiError) {
    const status = error.kind === 'payload' ? 'PAYLOAD' : error.kind === 'data' ? 'DATA' : (error.status ?? 'NETWORK');
    const retryAfter = (error.body as { retryAfter?: unknown } | null | undefined)?.retryAfter;
    return {
      status,
      message: error.message,
      messages: error.messages,
      ...(error.messageId ? { messageId: error.messageId } : {}),
      ...(typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter > 0
        ? { retryAfterS: Math.ceil(retryAfter) }
        : {}),
    };
  }
  return { status: 'NETWORK', message: error instanceof Error ? error.message : String(error), messages: [] };
}

/** Retry only what may succeed later: network failures and 5xx; a 4xx answer will not change. */
export function isRetryable(error: QueryError): boolean {
  return error.status === 'NETWORK' || (typeof error.status === 'number' && error.status >= 500);
}

/** An answer, not a silence: the server said no (4xx), which trying again will not change. */
export function isRefusal(error: unknown): boolean {
  const status = (error as Partial<QueryError> | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** RTK Query counts retries from 1; the domain's back-off (1 s doubling to 30 s) counts from 0. */
export function backoffDelay(attempt: number): number {
  return retryDelayMs(attempt - 1);
}

export const requestBaseQuery: BaseQueryFn<QueryArgs, unknown, QueryError> = async ({ auth, ...args }, api) => {
  try {
    let token: string | undefined;
    if (auth) {
      const { freshSession } = await loadSessionRenewal();
      const session = await freshSession(sessionFrom(api.extra, api.getState()), api.dispatch);
      if (!session) return { error: notSignedIn };
      token = session.accessToken;
    }
    const { request } = await loadRequestLayer();
    const data = await request({ ...args, token, signal: api.signal });
    return { data };
  } catch (cause) {
    const error = toQueryError(cause);
    // Only a call made with the session says the session is over (a refused sign-in is a 401 too).
    if (error.status === 401 && auth) api.dispatch(sessionRejected());
    return { error };
  }
};

export const MAX_RETRIES = QUERY_RETRIES;

/** How long each back-off waits; tests shorten it while checking the sequence asked for. */
export const retryTiming = { wait: backoffDelay };

/**
 * Only reads are tried again: a query (RTK's `api.type === 'query'`) may be repeated safely, whatever its
 * HTTP method (the map search is a POST); a mutation (a lead, a registration, a save) is sent once, since
 * a 5xx or a lost answer does not tell whether the server acted on it.
 */
export function mayRetry(api: Pick<BaseQueryApi, 'type'>, error: QueryError): boolean {
  return api.type === 'query' && isRetryable(error);
}

const retryingBaseQuery = retry<BaseQueryFn<QueryArgs, unknown, QueryError>>(
  async (args, api, extraOptions) => {
    const result = await requestBaseQuery(args, api, extraOptions);
    if (result.error && !mayRetry(api, result.error)) retry.fail(result.error, result.meta);
    return result;
  },
  {
    maxRetries: MAX_RETRIES,
    backoff: (attempt, _max, signal) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, retryTiming.wait(attempt));
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
  },
);

/** The one base API: features add their endpoints with `injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: retryingBaseQuery,
  // Spec §9: data never goes stale on the client and unused data is kept 5 minutes.
  keepUnusedDataFor: QUERY_GC_TIME_MS / 1000,
  refetchOnMountOrArgChange: false,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
