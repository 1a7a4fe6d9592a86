// @vitest-environment happy-dom
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { ApiError, flattenErrors, httpError } from './errors';
import { request, requestHeaders, serializeParams, unwrap } from './request';
import { ACCOUNT_KEYS } from './session-storage';

const ORIGIN = window.location.origin;

function capture() {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request: r }) => {
    seen.push(r.clone());
  });
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  localStorage.clear();
});

describe('request: URLs, methods and parameters', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'sends %s to {base}/{resource}/{path}',
    async (method) => {
      let seen = '';
      server.use(
        mswHttp.all(`${ORIGIN}/api/v1/things/42`, ({ request: r }) => {
          seen = r.method;
          return HttpResponse.json({ data: { ok: true } });
        }),
      );
      await expect(request({ resource: 'api/v1/things', path: '42', method })).resolves.toEqual({ ok: true });
      expect(seen).toBe(method);
    },
  );

  it('puts GET and POST parameters in the query string and the body in JSON', async () => {
    let url = '';
    let body: unknown;
    let contentType = '';
    server.use(
      mswHttp.post(`${ORIGIN}/api/v1/search`, async ({ request: r }) => {
        url = r.url;
        contentType = r.headers.get('content-type') ?? '';
        body = await r.json();
        return HttpResponse.json({ data: [] });
      }),
    );
    await request({
      resource: 'api/v1/search',
      method: 'POST',
      params: { text: 'Trois-Rivières', page: 0, ids: [1, 2], skip: undefined },
      body: { filters: { bedsMin: 2 } },
    });
    const query = new URL(url).searchParams;
    expect(query.get('text')).toBe('Trois-Rivières');
    expect(query.get('page')).toBe('0');
    expect(query.getAll('ids')).toEqual(['1', '2']);
    expect(query.has('skip')).toBe(false);
    expect(contentType).toContain('application/json');
    expect(body).toEqual({ filters: { bedsMin: 2 } });
  });

  it('sends the bearer token only when given', async () => {
    const seen = capture();
    server.use(mswHttp.get(`${ORIGIN}/api/v2/user`, () => HttpResponse.json({ data: 1 })));
    await request({ resource: 'api/v2/user', token: 'abc' });
    await request({ resource: 'api/v2/user' });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer abc');
    expect(seen[1]?.headers.get('authorization')).toBeNull();
  });
});

describe('request headers', () => {
  it('mark the client or the server', () => {
    expect(requestHeaders({}, 'client')['X-User-Agent']).toMatch(/\(client\)$/);
    expect(requestHeaders({}, 'client')['User-Agent']).toBeUndefined();
    const server = requestHeaders({}, 'server');
    expect(server['X-User-Agent']).toMatch(/\(server\)$/);
    expect(server['User-Agent']).toBe(server['X-User-Agent']);
    expect(requestHeaders({}, 'client')['Content-Type']).toBe('application/json');
  });

  it('serialises parameters, dropping null and undefined', () => {
    expect(serializeParams({ a: 1, b: null, c: undefined, d: true, e: ['x', 'y'] })).toBe('a=1&d=true&e=x&e=y');
    expect(serializeParams(undefined)).toBe('');
  });
});

describe('unwrapping (spec §7.1)', () => {
  it('takes data out of the envelope', () => {
    expect(unwrap('/api/v1/listings', { data: { results: [] } })).toEqual({ results: [] });
  });
  it('keeps the raw value on offmarket paths and the body as is on latest paths', () => {
    const body = { data: 1, meta: 2 };
    expect(unwrap('/api/v1/offmarket/123', body)).toBe(body);
    expect(unwrap('/api/v1/listings/latest?size=900', body)).toBe(body);
    expect(unwrap('/api/v1/listings?q=latest', body)).toBe(1);
  });

  it('returns nothing for 304', async () => {
    server.use(mswHttp.get(`${ORIGIN}/api/frontend`, () => new HttpResponse(null, { status: 304 })));
    await expect(request({ resource: 'api/frontend' })).resolves.toBeUndefined();
  });
});

describe('validation', () => {
  it('refuses an invalid payload before sending anything', async () => {
    const seen = capture();
    const failure = request({ resource: 'api/v2/user', method: 'POST', body: {}, validatePayload: () => false });
    await expect(failure).rejects.toMatchObject({ message: 'Request payload was invalid', kind: 'payload' });
    expect(seen).toHaveLength(0);
  });

  it('fails with "Data Invalid" when the answer does not validate', async () => {
    server.use(mswHttp.get(`${ORIGIN}/api/v1/x`, () => HttpResponse.json({ data: { wrong: true } })));
    const failure = request({ resource: 'api/v1/x', validateResponse: (d) => Array.isArray(d) });
    await expect(failure).rejects.toMatchObject({ message: 'Data Invalid', kind: 'data' });
  });
});

describe('the error catalogue (spec §8)', () => {
  it('flattens an errors list and a keyed map', async () => {
    expect(flattenErrors({ errors: ['one', { message: 'two' }] })).toEqual(['one', 'two']);
    expect(flattenErrors({ errors: { email: ['taken'], password: 'short' } })).toEqual(['taken', 'short']);
    expect(flattenErrors({ message: 'nope' })).toEqual([]);
    server.use(
      mswHttp.post(`${ORIGIN}/api/v2/user`, () =>
        HttpResponse.json({ errors: { email: ['This user already exists.'] } }, { status: 409 }),
      ),
    );
    const error = await request({ resource: 'api/v2/user', method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      messages: ['This user already exists.'],
      message: 'This user already exists.',
    });
  });

  it('says "Something went wrong, please try again." without an errors list, and without a status', async () => {
    server.use(
      mswHttp.get(`${ORIGIN}/api/v1/a`, () => HttpResponse.text('boom', { status: 502 })),
      mswHttp.get(`${ORIGIN}/api/v1/b`, () => HttpResponse.error()),
    );
    await expect(request({ resource: 'api/v1/a' })).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong, please try again.',
      messageId: 'api.errors.generic',
    });
    await expect(request({ resource: 'api/v1/b' })).rejects.toMatchObject({
      status: undefined,
      kind: 'network',
      message: 'Something went wrong, please try again.',
    });
  });

  it('on the server: "Server Error" up to 500, the full failure above', () => {
    expect(httpError('server', 404, 'Not Found', 'x').message).toBe('Server Error');
    expect(httpError('server', 500, 'Internal Server Error', 'x').message).toBe('Server Error');
    expect(httpError('server', 503, 'Service Unavailable', { errors: ['down'] }).message).toBe(
      'Fetch request failed: 503 - Service Unavailable. Response: {"errors":["down"]}',
    );
  });

  it('clears the stored account on 401', async () => {
    for (const key of ACCOUNT_KEYS) localStorage.setItem(key, 'x');
    localStorage.setItem('unrelated', 'kept');
    document.cookie = 'authToken=abc; Path=/';
    server.use(mswHttp.get(`${ORIGIN}/api/v2/user`, () => HttpResponse.json({ errors: ['expired'] }, { status: 401 })));
    await expect(request({ resource: 'api/v2/user', token: 'old' })).rejects.toMatchObject({ status: 401 });
    for (const key of ACCOUNT_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(document.cookie).not.toContain('authToken=abc');
  });
});
