import type { AddressInfo } from 'node:net';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@/api/contract/paths';
import { createDb } from './db';
import { DEMO_API } from './demo/contract';
import { createHandlers } from './handlers';
import { clientAddress } from './handlers/respond';
import { createDemoApiServer, demoEndpointsEnabled } from './http';
import { server as inProcessMocks } from './node';

// The demo, as `npm run api` serves it (DEMO_ENDPOINTS=on).
const apiServer = createDemoApiServer({ demo: true });
// The product's API alone, as a host would serve it without the demo's own endpoints.
const productServer = createDemoApiServer(createHandlers(createDb({ listings: 50 })));
// A host built without saying anything: the demo's endpoints are off unless asked for.
const defaultServer = createDemoApiServer({});
// Says which client address the handlers see.
const echoServer = createDemoApiServer([
  http.get('*/echo', ({ request }) =>
    HttpResponse.json({ address: clientAddress(request), realIp: request.headers.get('x-real-ip') }),
  ),
]);
let base = '';
let productBase = '';
let echoBase = '';
let defaultBase = '';

const listen = async (server: typeof apiServer) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  // These requests must travel over real HTTP, not be answered by the in-process interceptor.
  inProcessMocks.close();
  base = await listen(apiServer);
  productBase = await listen(productServer);
  echoBase = await listen(echoServer);
  defaultBase = await listen(defaultServer);
});
afterAll(() =>
  Promise.all(
    [apiServer, productServer, echoServer, defaultServer].map(
      (server) => new Promise<void>((resolve) => server.close(() => resolve())),
    ),
  ),
);

// The HTTP host answers real requests with the same handlers as the browser worker and Node tests.
describe('demo API over HTTP', () => {
  it('geocodes Halifax to its fixed centre at zoom 13 (spec §7.3)', async () => {
    const response = await fetch(
      `${base}/api/v1/geo/geocode?address=${encodeURIComponent('1 Spring Garden Rd, Halifax NS')}`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { result: { lat: number; lng: number; zoom: number } } };
    expect(body.data.result).toMatchObject({ lat: 44.6488, lng: -63.5752, zoom: 13 });
  });

  it('says 404 for an e-mail with no account and 200 with the result otherwise', async () => {
    const none = await fetch(`${base}/api/v1/user/accounts?email=nobody@example.com`);
    expect(none.status).toBe(404);
    const found = await fetch(`${base}/api/v1/user/accounts?email=demo@foyer.example`);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ data: { result: { username: 'demo@foyer.example' } } });
  });

  it('answers an unknown path with 404 and an errors list, never a crash', async () => {
    const response = await fetch(`${base}/api/v9/nothing`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errors: [expect.stringContaining('/api/v9/nothing')] });
  });

  it('serves the demo outbox (to its owner only) when asked to, and a product-only host answers it 404', async () => {
    const path = callPath(DEMO_API.outbox);
    expect((await fetch(`${base}${path}?email=demo@foyer.example`)).status).toBe(401);
    // Off unless the host asks for it (`{ demo: true }`, or DEMO_ENDPOINTS=on for the default handlers).
    if (!demoEndpointsEnabled()) expect((await fetch(`${defaultBase}${path}`)).status).toBe(404);
    const product = await fetch(`${productBase}${path}?email=demo@foyer.example`);
    expect(product.status).toBe(404);
    expect(await product.json()).toMatchObject({ errors: [expect.stringContaining('/api/v1/demo/outbox')] });
  });

  it("passes the client address on: the proxy's X-Forwarded-For, else X-Real-IP from the socket", async () => {
    const seen = async (headers: Record<string, string> = {}) =>
      (await (await fetch(`${echoBase}/echo`, { headers })).json()) as { address: string; realIp: string };
    // Served directly: the socket's peer.
    expect(await seen()).toEqual({ address: '127.0.0.1', realIp: '127.0.0.1' });
    // Behind nginx (proxy_set_header X-Forwarded-For $remote_addr): the visitor nginx saw.
    expect((await seen({ 'X-Forwarded-For': '203.0.113.7' })).address).toBe('203.0.113.7');
    // A proxy's own X-Real-IP is kept.
    expect(await seen({ 'X-Real-IP': '198.51.100.4' })).toEqual({ address: '198.51.100.4', realIp: '198.51.100.4' });
  });

  it('rejects a missing parameter with 400 and a message', async () => {
    const response = await fetch(`${base}/api/v1/geo/geocode`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: ['address is required'] });
  });
});
