import { HttpResponse, type DefaultBodyType } from 'msw';
import type { DataEnvelope, ErrorBody } from '@/api/contract/envelope';
import { callPath, type ApiEntry } from '@/api/contract/paths';
import { DEMO_MAILBOX_HEADER, isDemoMailboxId } from '@/api/demo-mailbox';

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

/** The JSON object body of a request, or a 400 answer saying why it is not one. */
export async function readJson(request: Request, { optional = false } = {}): Promise<BodyResult> {
  const text = await request.text();
  if (text.trim() === '') {
    return optional ? { ok: true, body: {} } : { ok: false, response: errorResponse(400, 'A JSON body is required') };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { ok: false, response: errorResponse(400, 'The body must be a JSON object') };
    }
    return { ok: true, body: parsed as Body };
  } catch {
    return { ok: false, response: errorResponse(400, 'Malformed JSON body') };
  }
}

/** The bearer token of a request, from the Authorization header or the dca_at cookie. */
export function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (match) return match[1]!;
  const cookie = request.headers.get('cookie') ?? '';
  const fromCookie = /(?:^|;\s*)dca_at=([^;]+)/.exec(cookie);
  return fromCookie ? decodeURIComponent(fromCookie[1]!) : null;
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
