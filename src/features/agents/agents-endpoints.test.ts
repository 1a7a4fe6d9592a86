// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import type { QueryError } from '@/api/base-api';
import { isAgentId, isOfficeId } from '@/domain/identifiers';
import { agentsApi } from './agents-endpoints';

describe('agent calls against the demo API', () => {
  it('searches agents by language, province and text, sorted by last name', async () => {
    const store = makeStore();
    const found = await store
      .dispatch(
        agentsApi.endpoints.agentSearch.initiate({ language: 'French', province: 'QC', sort: 'lastNameAsc', size: 20 }),
      )
      .unwrap();
    expect(found.totalHits).toBeGreaterThan(0);
    expect(found.results.every((a) => a.languages.includes('French') && a.province === 'QC')).toBe(true);
    const names = found.results.map((a) => a.lastName);
    expect([...names].sort((a, b) => a.localeCompare(b, 'fr-CA'))).toEqual(names);
    const byText = await store
      .dispatch(agentsApi.endpoints.agentSearch.initiate({ text: found.results[0]!.lastName }))
      .unwrap();
    expect(byText.results.some((a) => a.agentId === found.results[0]!.agentId)).toBe(true);
  });

  it('returns every field of spec §3 for one agent, and 404 for an unknown one', async () => {
    const store = makeStore();
    const [first] = (await store.dispatch(agentsApi.endpoints.agentSearch.initiate({ size: 1 })).unwrap()).results;
    const agent = await store.dispatch(agentsApi.endpoints.agent.initiate(first!.agentId)).unwrap();
    expect(isAgentId(agent.agentId)).toBe(true);
    expect(isOfficeId(agent.officeId)).toBe(true);
    for (const key of [
      'languages',
      'specialties',
      'designations',
      'licenceNumber',
      'licensedIn',
      'serviceAreas',
      'awards',
      'reviews',
      'phones',
      'socials',
      'supportsChildrensCharity',
      'experienceYears',
    ] as const) {
      expect(agent[key]).toBeDefined();
    }
    const missing = await store.dispatch(agentsApi.endpoints.agent.initiate('nobody-ag'));
    expect((missing.error as QueryError).status).toBe(404);
    const bad = await store.dispatch(agentsApi.endpoints.agentSearch.initiate({ sort: 'height' }));
    expect((bad.error as QueryError).status).toBe(400);
  });
});
