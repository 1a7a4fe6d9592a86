import { HttpResponse, type DefaultBodyType, type HttpResponseResolver } from 'msw';
import type { DataEnvelope, ErrorBody } from '@/api/contract/envelope';
import { callPath, type ApiEntry } from '@/api/contract/paths';
import { DEMO_MAILBOX_HEADER, isDemoMailboxId } from '@/api/demo-mailbox';
import { API_MAX_BODY_BYTES } from '@/domain/constants';
import { safeDecode } from '@/domain/identifiers';
import { fieldErrorText, type FieldError } from '@/domain/validation';
import { StoreFullError } from '../state';

/**
 * The MSW path pattern of a call of the contract's table: any origin, then exactly the path the endpoints
 * build; `route(API.agent, 'search')` matches `/api/v1/agent/search` on every host. Sub-paths may hold
 * route parameters (`:listingId`).
 */
export function route(entry: ApiEntry, subPath = ''): string {
  return `*${callPath(entry, subPath)}`;
}

/** Spec §8 reads failures as a body with an `errors` list. */
export function errorResponse(status: number, ...errors: string[]): HttpResponse<DefaultBodyType> {
  return HttpResponse.json<ErrorBody>({ errors }, { status });
}

/** 400 for fields the UI's own rules refuse: `field: message` each, spec §5's message in English. */
export const fieldErrorResponse = (errors: readonly FieldError[]): HttpResponse<DefaultBodyType> =>
  errorResponse(400, ...errors.slice(0, 10).map(fieldErrorText));

/**
 * Spec §7.1: every answer wraps its payload in `data`. `T` is the contract's type of the call's answer
 * (`src/api/contract/`) and must be written out: it is never inferred from `data`, so the compiler checks
 * the demo's answer against the type the endpoints read (`dataResponse<ResultOf<Agent>>(…)`). The answer
 * is typed loosely afterwards so that one resolver may answer data or errors.
 */
export function dataResponse<T = never>(data: NoInfer<T>, init?: ResponseInit): HttpResponse<DefaultBodyType> {
  return HttpResponse.json<DataEnvelope<T>>({ data }, init);
}

/** 429: the errors list, the seconds to wait in the body (`retryAfter`) and in `Retry-After`. */
export function tooManyResponse(retryAfterS: number, message: string): HttpResponse<DefaultBodyType> {
  return HttpResponse.json<ErrorBody>(
    { errors: [message], retryAfter: retryAfterS },
    { status: 429, headers: { 'Retry-After': String(retryAfterS) } },
  );
}

export type Body = Record<string, unknown>;
export type BodyResult = { ok: true; body: Body } | { ok: false; response: Response };

/**
 * The largest request body the demo API reads (`API_MAX_BODY_BYTES`, 64 KiB): nginx's `client_max_body_size`
 * is the same number, so behind nginx a larger body never reaches the API. Larger bodies are answered 413
 * (`src/mocks/http.ts` checks it before and while reading, `readJson` in the in-process hosts).
 */
export const MAX_BODY_BYTES = API_MAX_BODY_BYTES;
/** The longest string a body may hold anywhere (a lead's message is limited to 2,000 characters). */
export const MAX_STRING_LENGTH = 2000;
/** The longest list a body may hold anywhere (favourites, saved searches). */
export const MAX_LIST_LENGTH = 500;
/** How deep objects and lists may nest in a body. */
const MAX_DEPTH = 8;

/** Whether a request's Content-Type is JSON (`application/json`, with or without parameters, or `+json`). */
export function isJsonContentType(value: string | null): boolean {
  const type = value?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** 415: a body that is not declared JSON, such as a form another site posts (login CSRF, a mail relay). */
export const unsupportedMediaType = (): HttpResponse<DefaultBodyType> =>
  errorResponse(415, 'The body must be JSON, sent as Content-Type: application/json');

export const payloadTooLarge = (): HttpResponse<DefaultBodyType> =>
  errorResponse(413, `The body must be at most ${MAX_BODY_BYTES} bytes`);

/** The first string, list or nesting of a body past its limit, as an error message; null when none is. */
function oversized(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string')
    return value.length > MAX_STRING_LENGTH ? `${path}: Maximum ${MAX_STRING_LENGTH} characters` : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return `${path}: Nested too deeply`;
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST_LENGTH) return `${path}: Maximum ${MAX_LIST_LENGTH} items`;
    for (const [i, item] of value.entries()) {
      const error = oversized(item, `${path}[${i}]`, depth + 1);
      if (error) return error;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const error = oversized(item, path ? `${path}.${key}` : key, depth + 1);
    if (error) return error;
  }
  return null;
}

export interface ReadJsonOptions {
  /** An empty body reads as `{}`. */
  optional?: boolean;
  /**
   * The top-level fields the call accepts; any other is refused with 400 `{field}: Unknown field`, so
   * nothing the demo does not know is ever stored.
   */
  fields?: readonly string[];
}

/**
 * The JSON object body of a request, or the answer saying why it is not one: 415 when a body is not declared
 * JSON, 413 past MAX_BODY_BYTES, 400 for malformed JSON, a non-object, an unknown field (with `fields`), a
 * string, list or nesting past its limit.
 */
export async function readJson(
  request: Request,
  { optional = false, fields }: ReadJsonOptions = {},
): Promise<BodyResult> {
  const text = await request.text();
  if (text.trim() === '') {
    return optional ? { ok: true, body: {} } : { ok: false, response: errorResponse(400, 'A JSON body is required') };
  }
  if (!isJsonContentType(request.headers.get('content-type'))) return { ok: false, response: unsupportedMediaType() };
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return { ok: false, response: payloadTooLarge() };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, 'Malformed JSON body') };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, response: errorResponse(400, 'The body must be a JSON object') };
  }
  if (fields) {
    const unknown = Object.keys(parsed).filter((key) => !fields.includes(key));
    if (unknown.length)
      return {
        ok: false,
        response: errorResponse(400, ...unknown.slice(0, 10).map((key) => `${key.slice(0, 100)}: Unknown field`)),
      };
  }
  const tooBig = oversized(parsed, '');
  if (tooBig) return { ok: false, response: errorResponse(400, tooBig) };
  return { ok: true, body: parsed as Body };
}

/** The bearer token of a request, from the Authorization header or the dca_at cookie. */
export function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (match) return match[1]!;
  const cookie = request.headers.get('cookie') ?? '';
  const fromCookie = /(?:^|;\s*)dca_at=([^;]+)/.exec(cookie);
  // A malformed cookie (`%E0%A4%A`) is no token: the call answers 401 like any other unknown token.
  return fromCookie ? safeDecode(fromCookie[1]!) : null;
}

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/**
 * The client's address, as the hosts pass it on: the first `X-Forwarded-For` entry (nginx sets it), else
 * `X-Real-IP` (the Node host sets it from the socket), else 'local' (in-process hosts: tests, the worker).
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || 'local';
}

/** The demo mailbox id the request names (`X-Demo-Mailbox`), or null when it names none or a malformed one. */
export function requestMailbox(request: Request): string | null {
  const id = request.headers.get(DEMO_MAILBOX_HEADER)?.trim();
  return isDemoMailboxId(id) ? id : null;
}

/**
 * Whether the request's `Origin`, when it has one, is the site itself: the host the request was sent to
 * (`Host`, or `X-Forwarded-Host` behind a proxy). Browsers send `Origin` with every cross-site POST, so a
 * form or script of another site cannot sign a visitor in (login CSRF) or out. A request without `Origin`
 * (same-origin GETs, tools, older browsers' same-origin POSTs) passes; `Origin: null` does not. nginx passes
 * `Host $host`, without the port, so a bare host name matches any port of that host.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  if (from.origin === 'null') return false;
  const hosts = [new URL(request.url).host, ...(request.headers.get('x-forwarded-host')?.split(',') ?? [])]
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return hosts.some((host) => host === from.host || (!host.includes(':') && host === from.hostname));
}

export const foreignOrigin = (): HttpResponse<DefaultBodyType> =>
  errorResponse(403, 'This request came from another site and was refused.');

/** Seconds a client is asked to wait when a store of the demo is full. */
export const STORE_FULL_RETRY_S = 60;

/**
 * 503 when a bounded store of the demo is full of live entries (state.ts `fullStore`): nothing anyone
 * stored is dropped to make room, so the new entry waits (`Retry-After`).
 */
export function storeFullResponse(): HttpResponse<DefaultBodyType> {
  return HttpResponse.json<ErrorBody>(
    { errors: ['The demo cannot take more right now. Please try again later.'], retryAfter: STORE_FULL_RETRY_S },
    { status: 503, headers: { 'Retry-After': String(STORE_FULL_RETRY_S) } },
  );
}

/** A resolver whose store writes may find their store full: answered 503 instead of failing. */
export function guarded(resolver: HttpResponseResolver): HttpResponseResolver {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      if (error instanceof StoreFullError) return storeFullResponse();
      throw error;
    }
  };
}
