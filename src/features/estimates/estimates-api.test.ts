// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import type { QueryError } from '@/api/base-api';
import { isEstimateDetailId } from '@/domain/identifiers';
import { DEMO_USER } from '@/mocks/state';
import { baseApi } from '@/api/base-api';
import type { LoginResult } from '@/api/contract/user';
import { estimatesApi } from './estimates-api';

// Feature folders never import each other, so the test signs in through its own endpoint.
const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, { username: string; password: string }>({
      query: (body) => ({ backend: 'login', resource: 'api/v1/user', path: 'login', method: 'POST', body }),
      transformResponse: (data: { result: LoginResult }) => data.result,
    }),
  }),
  overrideExisting: true,
});

describe('home estimates for British Columbia (spec §7.3) against the demo API', () => {
  it('finds BC addresses and gives a value, no data, or not for sale; only to a signed-in user', async () => {
    const store = makeStore();
    const candidates = await store.dispatch(estimatesApi.endpoints.findByAddress.initiate('Vancouver')).unwrap();
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.every((c) => c.province === 'BC' && isEstimateDetailId(c.listDetailId))).toBe(true);
    const anonymous = await store.dispatch(
      estimatesApi.endpoints.homeEstimate.initiate({ id: candidates[0]!.listDetailId, token: '' }),
    );
    expect(anonymous.error as QueryError).toMatchObject({
      status: 401,
      messages: ['Login to see what this home is worth'],
    });
    const { access_token: token } = await store
      .dispatch(userApi.endpoints.login.initiate({ username: DEMO_USER.email, password: DEMO_USER.password }))
      .unwrap();
    const statuses = new Set<string>();
    for (const c of candidates) {
      const estimate = await store
        .dispatch(estimatesApi.endpoints.homeEstimate.initiate({ id: c.listDetailId, token }))
        .unwrap();
      statuses.add(estimate.status);
      if (estimate.status === 'OK')
        expect(estimate.low! < estimate.value! && estimate.value! < estimate.high!).toBe(true);
    }
    expect(statuses.has('OK') || statuses.has('NOT_FOR_SALE')).toBe(true);
    const malformed = await store.dispatch(estimatesApi.endpoints.homeEstimate.initiate({ id: 'abc', token }));
    expect((malformed.error as QueryError).status).toBe(400);
    const rates = await store.dispatch(estimatesApi.endpoints.mortgageRates.initiate()).unwrap();
    expect(rates.rates.length).toBeGreaterThan(0);
  });
});
