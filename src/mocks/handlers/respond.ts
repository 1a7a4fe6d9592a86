import { HttpResponse } from 'msw';

/** Spec §8 reads failures as a body with an `errors` list. */
export function errorResponse(status: number, ...errors: string[]) {
  return HttpResponse.json({ errors }, { status });
}

/** Spec §7.1: every answer wraps its payload in `data`. */
export function dataResponse(data: unknown, init?: ResponseInit) {
  return HttpResponse.json({ data }, init);
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
