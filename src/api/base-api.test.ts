// @vitest-environment happy-dom
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/test/stores';
import { server } from '@/mocks/node';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import {
  backoffDelay,
  baseApi,
  isRetryable,
  MAX_RETRIES,
  requestBaseQuery,
  retryTiming,
  sessionRejected,
} from './base-api';

const ORIGIN = window.location.origin;

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => ({ resource: 'api/v1/probe', path }) }),
    probeSearch: build.query<unknown, string>({
      query: (path) => ({ resource: 'api/v1/probe', path, method: 'POST', body: {} }),
    }),
    probeSend: build.mutation<unknown, string>({
      query: (path) => ({ resource: 'api/v1/probe', path, method: 'POST', body: { lead: true } }),
    }),
    probeTouch: build.mutation<unknown, string>({ query: (path) => ({ resource: 'api/v1/probe', path }) }),
  }),
});

describe('cache and retry policy (spec §9)', () => {
  it('doubles the delay from 1 s and caps it at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries network failures and 5xx, never 4xx', () => {
    expect(isRetryable({ status: 'NETWORK', message: '', messages: [] })).toBe(true);
    expect(isRetryable({ status: 503, message: '', messages: [] })).toBe(true);
    expect(isRetryable({ status: 404, message: '', messages: [] })).toBe(false);
    expect(isRetryable({ status: 'DATA', message: '', messages: [] })).toBe(false);
  });

  it('keeps unused data 5 minutes and never refetches on its own', () => {
    const store = makeStore();
    const config = store.getState().api.config;
    expect(config.keepUnusedDataFor).toBe(300);
    expect(config.refetchOnFocus).toBe(false);
    expect(config.refetchOnReconnect).toBe(false);
    expect(config.refetchOnMountOrArgChange).toBe(false);
  });

  it(`tries a failing 5xx call ${MAX_RETRIES} more times, waiting 1 s, 2 s and 4 s`, async () => {
    const asked: number[] = [];
    vi.spyOn(retryTiming, 'wait').mockImplementation((attempt) => {
      asked.push(backoffDelay(attempt));
      return 1;
    });
    let calls = 0;
    server.use(
      mswHttp.get(`${ORIGIN}/api/v1/probe/flaky`, () => {
        calls += 1;
        return calls <= MAX_RETRIES
          ? HttpResponse.json({ errors: ['busy'] }, { status: 503 })
          : HttpResponse.json({ data: 'ok' });
      }),
    );
    const result = await makeStore().dispatch(testApi.endpoints.probe.initiate('flaky'));
    expect(calls).toBe(MAX_RETRIES + 1);
    expect(asked).toEqual([1000, 2000, 4000]);
    expect(result.data).toBe('ok');
  });

  it('gives up after the third retry', async () => {
    vi.spyOn(retryTiming, 'wait').mockReturnValue(1);
    let calls = 0;
    server.use(
      mswHttp.get(`${ORIGIN}/api/v1/probe/down`, () => {
        calls += 1;
        return HttpResponse.json({ errors: ['down'] }, { status: 503 });
      }),
    );
    const result = await makeStore().dispatch(testApi.endpoints.probe.initiate('down'));
    expect(calls).toBe(MAX_RETRIES + 1);
    expect(result.error).toMatchObject({ status: 503, messages: ['down'] });
  });

  it('sends a mutation answering 503 exactly once, whatever its method', async () => {
    vi.spyOn(retryTiming, 'wait').mockReturnValue(1);
    let calls = 0;
    server.use(
      mswHttp.all(`${ORIGIN}/api/v1/probe/lead`, () => {
        calls += 1;
        return HttpResponse.json({ errors: ['busy'] }, { status: 503 });
      }),
    );
    const sent = await makeStore().dispatch(testApi.endpoints.probeSend.initiate('lead'));
    expect(calls).toBe(1);
    expect(sent.error).toMatchObject({ status: 503, messages: ['busy'] });
    calls = 0;
    const touched = await makeStore().dispatch(testApi.endpoints.probeTouch.initiate('lead'));
    expect(calls).toBe(1);
    expect(touched.error).toMatchObject({ status: 503 });
  });

  it('never repeats a mutation whose answer was lost', async () => {
    vi.spyOn(retryTiming, 'wait').mockReturnValue(1);
    let calls = 0;
    server.use(
      mswHttp.post(`${ORIGIN}/api/v1/probe/save`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const result = await makeStore().dispatch(testApi.endpoints.probeSend.initiate('save'));
    expect(calls).toBe(1);
    expect(result.error).toMatchObject({ status: 'NETWORK' });
  });

  it('retries a query answering 503 then 200, even one sent by POST', async () => {
    vi.spyOn(retryTiming, 'wait').mockReturnValue(1);
    let calls = 0;
    server.use(
      mswHttp.post(`${ORIGIN}/api/v1/probe/search`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ errors: ['busy'] }, { status: 503 }) : HttpResponse.json({ data: 7 });
      }),
    );
    const result = await makeStore().dispatch(testApi.endpoints.probeSearch.initiate('search'));
    expect(calls).toBe(2);
    expect(result.data).toBe(7);
  });

  it('answers a 404 at once, without retrying', async () => {
    let calls = 0;
    server.use(
      mswHttp.get(`${ORIGIN}/api/v1/probe/missing`, () => {
        calls += 1;
        return HttpResponse.json({ errors: ['No such thing'] }, { status: 404 });
      }),
    );
    const missing = await makeStore().dispatch(testApi.endpoints.probe.initiate('missing'));
    expect(calls).toBe(1);
    expect(missing.error).toMatchObject({ status: 404, messages: ['No such thing'] });
  });

  it('reports a 401 to the store so the session can end', async () => {
    server.use(
      mswHttp.get(`${ORIGIN}/api/v1/probe/private`, () => HttpResponse.json({ errors: ['expired'] }, { status: 401 })),
    );
    const dispatch = vi.fn();
    const session = { accessToken: 'a'.repeat(32), expiresAt: Date.now() + 600_000 };
    const api = {
      dispatch,
      getState: () => ({ user: { session } }),
      extra: { selectSession: (state: { user: { session: typeof session } }) => state.user.session },
      signal: new AbortController().signal,
    } as unknown as BaseQueryApi;
    const result = await requestBaseQuery({ resource: 'api/v1/probe', path: 'private', auth: true }, api, {});
    expect(result.error).toMatchObject({ status: 401 });
    expect(dispatch).toHaveBeenCalledWith(sessionRejected());
    // A 401 to a call made without the session (a refused sign-in) says nothing about the session.
    dispatch.mockClear();
    await requestBaseQuery({ resource: 'api/v1/probe', path: 'private' }, api, {});
    expect(dispatch).not.toHaveBeenCalled();
  });
});
