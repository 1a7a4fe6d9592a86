// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import type { QueryError } from '@/api/base-api';
import { officesApi } from './offices-endpoints';

describe('office calls against the demo API', () => {
  it('searches offices by city, reads one and lists its agents', async () => {
    const store = makeStore();
    const found = await store
      .dispatch(officesApi.endpoints.officeSearch.initiate({ city: 'Toronto', size: 5 }))
      .unwrap();
    expect(found.totalHits).toBeGreaterThan(0);
    expect(found.results.every((o) => o.city === 'Toronto')).toBe(true);
    const office = await store.dispatch(officesApi.endpoints.office.initiate(found.results[0]!.officeId)).unwrap();
    expect(office).toMatchObject({
      languages: expect.any(Array) as unknown,
      realEstateTypes: expect.any(Array) as unknown,
      servingAreas: expect.any(Array) as unknown,
      website: expect.any(String) as unknown,
    });
    const agents = await store
      .dispatch(officesApi.endpoints.officeAgents.initiate({ officeId: office.officeId }))
      .unwrap();
    expect(agents.totalHits).toBe(office.agentCount);
    const missing = await store.dispatch(officesApi.endpoints.office.initiate('nothing-br'));
    expect((missing.error as QueryError).status).toBe(404);
    const badProvince = await store.dispatch(officesApi.endpoints.officeSearch.initiate({ province: 'Ontario' }));
    expect((badProvince.error as QueryError).status).toBe(400);
  });
});
