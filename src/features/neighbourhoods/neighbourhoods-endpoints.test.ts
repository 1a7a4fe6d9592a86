// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import type { QueryError } from '@/api/base-api';
import { neighbourhoodsApi } from './neighbourhoods-endpoints';

const sum = (shares: { share: number }[]) => Math.round(shares.reduce((s, x) => s + x.share, 0));

describe('neighbourhood, demographics and nearby-place calls against the demo API', () => {
  it('lists the neighbourhoods of a city and reads one with its boundary and demographics', async () => {
    const store = makeStore();
    const list = await store
      .dispatch(neighbourhoodsApi.endpoints.neighbourhoods.initiate({ province: 'ON', city: 'Toronto' }))
      .unwrap();
    expect(list.map((n) => n.name)).toContain('Leslieville');
    const first = list[0]!;
    expect(first.detailUrl).toMatch(/^\/on\/[a-z0-9-]+-toronto-n\d+x\d+-neighbourhood-real-estate$/);
    const n = await store.dispatch(neighbourhoodsApi.endpoints.neighbourhood.initiate(first.neighbourhoodId)).unwrap();
    // Its Voronoi cell among the city's neighbourhoods: a closed ring.
    const ring = n.boundary.coordinates[0]!;
    expect(ring.length).toBeGreaterThanOrEqual(4);
    expect(ring.at(-1)).toEqual(ring[0]);
    expect(n.listingCount).toBeGreaterThan(0);
    const d = await store.dispatch(neighbourhoodsApi.endpoints.demographics.initiate(first.neighbourhoodId)).unwrap();
    expect(d.education).toHaveLength(7);
    expect(d.ageBands.map((b) => b.label)).toEqual([
      '0-4',
      '5-9',
      '10-14',
      '15-19',
      '20-34',
      '35-49',
      '50-64',
      '65-79',
      '80+',
    ]);
    expect(d.commute.map((c) => c.label)).toEqual(['car', 'bicycle', 'publicTransit', 'foot', 'other']);
    expect(d.housingType).toHaveLength(6);
    for (const shares of [d.education, d.commute, d.ageBands, d.housingType, d.motherTongue])
      expect(sum(shares)).toBe(100);
    expect(d.ownVsRent.own + d.ownVsRent.rent).toBeCloseTo(100, 5);
    const missing = await store.dispatch(neighbourhoodsApi.endpoints.demographics.initiate('nowhere'));
    expect((missing.error as QueryError).status).toBe(404);
  });

  it('finds points of interest and schools near a point, and checks coordinates', async () => {
    const store = makeStore();
    const pois = await store
      .dispatch(
        neighbourhoodsApi.endpoints.pointsOfInterest.initiate({
          lat: 45.52,
          lng: -73.58,
          categories: ['cafe', 'park'],
        }),
      )
      .unwrap();
    expect(new Set(pois.map((p) => p.category))).toEqual(new Set(['cafe', 'park']));
    const schools = await store
      .dispatch(neighbourhoodsApi.endpoints.schools.initiate({ lat: 45.52, lng: -73.58 }))
      .unwrap();
    expect(schools.every((s) => s.category === 'school' && s.grades)).toBe(true);
    const bad = await store.dispatch(neighbourhoodsApi.endpoints.schools.initiate({ lat: 123, lng: 0 }));
    expect((bad.error as QueryError).status).toBe(400);
    const badCategory = await store.dispatch(
      neighbourhoodsApi.endpoints.pointsOfInterest.initiate({ lat: 45, lng: -73, categories: ['casino' as never] }),
    );
    expect((badCategory.error as QueryError).status).toBe(400);
  });

  it('gives market statistics and internal links', async () => {
    const store = makeStore();
    const stats = await store
      .dispatch(neighbourhoodsApi.endpoints.geoStats.initiate({ province: 'BC', city: 'Vancouver' }))
      .unwrap();
    expect(stats.activeListings).toBeGreaterThan(0);
    expect(stats.medianPrice).toBeGreaterThan(500_000);
    const links = await store.dispatch(neighbourhoodsApi.endpoints.internalLinks.initiate({ province: 'NS' })).unwrap();
    expect(links[0]).toMatchObject({ text: 'Halifax real estate', url: '/ns/halifax-real-estate' });
  });
});
