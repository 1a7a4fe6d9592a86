// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import type { QueryError } from '@/api/base-api';
import { isEstimateDetailId } from '@/domain/identifiers';
import { signInStore } from '@/test/sign-in';
import { estimatesApi } from './estimates-endpoints';

describe('home estimates for British Columbia (spec §7.3) against the demo API', () => {
  it('finds BC addresses and gives a value, no data, or not for sale; only to a signed-in user', async () => {
    const store = makeStore();
    const candidates = await store.dispatch(estimatesApi.endpoints.findByAddress.initiate('Vancouver')).unwrap();
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.every((c) => c.province === 'BC' && isEstimateDetailId(c.listDetailId))).toBe(true);
    const anonymous = await store.dispatch(
      estimatesApi.endpoints.homeEstimate.initiate({ id: candidates[0]!.listDetailId }),
    );
    // Signed out, the call is not even sent: there is no token in the store.
    expect((anonymous.error as QueryError).status).toBe(401);
    await signInStore(store);
    const statuses = new Set<string>();
    for (const c of candidates) {
      const estimate = await store
        .dispatch(estimatesApi.endpoints.homeEstimate.initiate({ id: c.listDetailId }))
        .unwrap();
      statuses.add(estimate.status);
      if (estimate.status === 'OK')
        expect(estimate.low! < estimate.value! && estimate.value! < estimate.high!).toBe(true);
    }
    expect(statuses.has('OK') || statuses.has('NOT_FOR_SALE')).toBe(true);
    const malformed = await store.dispatch(estimatesApi.endpoints.homeEstimate.initiate({ id: 'abc' }));
    expect((malformed.error as QueryError).status).toBe(400);
    const rates = await store.dispatch(estimatesApi.endpoints.mortgageRates.initiate()).unwrap();
    expect(rates.rates.length).toBeGreaterThan(0);
  });
});
