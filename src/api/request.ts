import axios, { type AxiosInstance } from 'axios';
import { ApiError, errorMessages, httpError, type Side } from './errors';
import { backendBase, buildUrl, type Backend } from './backends';
import { clearStoredAccount } from './session-storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestSpec {
  backend?: Backend;
  resource: string;
  path?: string;
  method?: HttpMethod;
  /** Query-string parameters (spec §7.1: GET and POST parameters go in the query string). */
  params?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** A bearer token for the calls that need one. */
  token?: string;
  headers?: Record<string, string>;
  /** Checked before sending; a false answer fails with "Request payload was invalid". */
  validatePayload?: (body: unknown) => boolean;
  /** Checked on the unwrapped data; a false answer fails with "Data Invalid". */
  validateResponse?: (data: unknown) => boolean;
  /**
   * A 401 answer normally clears the stored account (spec §8). The token renewal handles its own 401:
   * it must not wipe the session another tab may just have stored (src/api/session-renewal.ts).
   */
  keepAccountOn401?: boolean;
  signal?: AbortSignal;
}

export const CLIENT_VERSION = '0.1.0';
const side: Side = typeof window === 'undefined' ? 'server' : 'client';

let instance: AxiosInstance | undefined;

/**
 * The one axios instance; it only transports, every rule lives in `request`. This module and axios are
 * one chunk that the base API loads on the first call (or when the first page is complete), so pages
 * without data never download them before they are interactive.
 */
export function http(): Promise<AxiosInstance> {
  instance ??= axios.create({
    // The request layer decides what each status means, so axios never throws on one.
    validateStatus: () => true,
    timeout: 20_000,
  });
  return Promise.resolve(instance);
}

export function serializeParams(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  return search.toString();
}

export function requestHeaders(
  spec: Pick<RequestSpec, 'token' | 'headers'>,
  requestSide: Side = side,
): Record<string, string> {
  const agent = `foyer-web/${CLIENT_VERSION} (${requestSide})`;
  return {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    // Browsers refuse to let scripts set User-Agent, so the marker travels in its own header too.
    'X-User-Agent': agent,
    ...(requestSide === 'server' ? { 'User-Agent': agent } : {}),
    ...(spec.token ? { Authorization: `Bearer ${spec.token}` } : {}),
    ...spec.headers,
  };
}

/** Spec §7.1: data comes unwrapped from `data`, except offmarket (raw) and latest (body as is). */
export function unwrap(url: string, body: unknown): unknown {
  const path = url.split('?')[0] ?? '';
  if (path.includes('offmarket') || path.includes('latest')) return body;
  if (body !== null && typeof body === 'object' && 'data' in body) return body.data;
  return body;
}

/** Performs one call of spec §7 and returns its data, or throws an ApiError. */
export async function request<T = unknown>(spec: RequestSpec, transport?: AxiosInstance): Promise<T | undefined> {
  const method = spec.method ?? 'GET';
  if (spec.validatePayload && !spec.validatePayload(spec.body)) {
    throw new ApiError({
      kind: 'payload',
      message: errorMessages.payload.defaultMessage,
      messageId: errorMessages.payload.id,
    });
  }
  const base = buildUrl(backendBase(spec.backend ?? 'gateway'), spec.resource, spec.path);
  const query = serializeParams(spec.params);
  const url = query ? `${base}?${query}` : base;

  const client = transport ?? (await http());
  let response;
  try {
    response = await client.request<unknown>({
      url,
      method: method,
      // The demo API's private outbox (QA): in a demo build and the demo environment only, see demo-mailbox.ts.
      headers: { ...requestHeaders(spec), ...(__DEMO__ ? (await import('./demo-mailbox')).demoMailboxHeader() : {}) },
      data: spec.body === undefined ? undefined : JSON.stringify(spec.body),
      signal: spec.signal,
      responseType: 'json',
    });
  } catch (cause) {
    if (spec.signal?.aborted) throw cause;
    throw httpError(side, undefined, '', undefined);
  }

  if (response.status === 304) return undefined;
  if (response.status === 401 && !spec.keepAccountOn401) clearStoredAccount();
  if (response.status < 200 || response.status >= 300) {
    throw httpError(side, response.status, response.statusText, response.data);
  }
  const data = unwrap(url, response.data);
  if (spec.validateResponse && !spec.validateResponse(data)) {
    throw new ApiError({
      kind: 'data',
      message: errorMessages.data.defaultMessage,
      messageId: errorMessages.data.id,
      status: response.status,
    });
  }
  return data as T;
}

/**
 * Sends a call that must outlive the page (spec §4: a pending save flushed when the page is hidden or
 * closed): `fetch` with `keepalive`, started synchronously so the browser sends it after the page is gone.
 * Nothing reads the answer; a save refused here is sent again on the next visit (see user-saga.ts).
 */
export function sendKeepalive(spec: Omit<RequestSpec, 'signal' | 'validatePayload' | 'validateResponse'>): boolean {
  if (typeof fetch !== 'function') return false;
  const base = buildUrl(backendBase(spec.backend ?? 'gateway'), spec.resource, spec.path);
  const query = serializeParams(spec.params);
  try {
    void fetch(query ? `${base}?${query}` : base, {
      method: spec.method ?? 'POST',
      headers: requestHeaders(spec),
      body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}
