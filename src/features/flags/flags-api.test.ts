// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { API, FLAGS_CLIENT_KEY } from '@/api/contract/paths';
import { flagsApi } from './flags-api';

const ORIGIN = window.location.origin;

describe('feature flags (spec §3, §7.4) against the demo API', () => {
  it('reads the toggles with their spec defaults', async () => {
    const store = makeStore();
    const body = await store.dispatch(flagsApi.endpoints.flags.initiate({ context: { userId: 'u-1' } })).unwrap();
    const enabled = Object.fromEntries(body!.toggles.map((t) => [t.name, t.enabled]));
    expect(enabled).toMatchObject({
      interstitialAdFeature: false,
      sprFilterBarFeature: true,
      soldFilterFeature: true,
      useAuth0: false,
    });
    expect(enabled).toHaveProperty('v2Enabled');
  });

  it('answers 304 to a matching If-None-Match, which leaves nothing', async () => {
    const first = await fetch(`${ORIGIN}/${API.flags.resource}?appName=foyer`, {
      headers: { Authorization: FLAGS_CLIENT_KEY },
    });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${ORIGIN}/${API.flags.resource}`, {
      headers: { Authorization: FLAGS_CLIENT_KEY, 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const store = makeStore();
    expect(await store.dispatch(flagsApi.endpoints.flags.initiate({ etag })).unwrap()).toBeUndefined();
    const noKey = await fetch(`${ORIGIN}/${API.flags.resource}`);
    expect(noKey.status).toBe(401);
  });

  it('accepts metrics and rejects a bucket without toggles', async () => {
    const store = makeStore();
    const bucket = {
      start: new Date().toISOString(),
      stop: new Date().toISOString(),
      toggles: { useAuth0: { yes: 0, no: 3 } },
    };
    await store
      .dispatch(flagsApi.endpoints.sendFlagMetrics.initiate({ appName: 'foyer', instanceId: 'i-1', bucket }))
      .unwrap();
    const bad = await store.dispatch(
      flagsApi.endpoints.sendFlagMetrics.initiate({ appName: 'foyer', instanceId: 'i-1', bucket: {} as never }),
    );
    expect(bad.error).toMatchObject({ status: 400 });
  });
});
