// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import type { QueryError } from '@/api/base-api';
import { createDataset } from '@/mocks/dataset';
import { demographicsOf } from '@/mocks/dataset/neighbourhoods';
import { neighbourhoodsApi } from './neighbourhoods-endpoints';

const sum = (shares: { share: number }[]) => Math.round(shares.reduce((s, x) => s + x.share, 0) * 10) / 10;

describe('a city’s demographics from the demo API (ours, for the neighbourhood guide)', () => {
  it('weights the city’s neighbourhoods by their population', async () => {
    const data = createDataset();
    const toronto = data.neighbourhoods.filter((n) => n.place.name === 'Toronto').map(demographicsOf);
    const population = toronto.reduce((s, d) => s + d.population, 0);
    const store = makeStore();
    const city = await store
      .dispatch(neighbourhoodsApi.endpoints.cityDemographics.initiate({ province: 'ON', city: 'toronto' }))
      .unwrap();
    expect(city).toMatchObject({ city: 'Toronto', province: 'ON', neighbourhoodCount: toronto.length, population });
    const rent = toronto.reduce((s, d) => s + d.ownVsRent.rent * d.population, 0) / population;
    expect(city.ownVsRent.rent).toBeCloseTo(rent, 0);
    const transit = (d: { commute: { label: string; share: number }[] }) =>
      d.commute.find((c) => c.label === 'publicTransit')!.share;
    expect(transit(city)).toBeCloseTo(toronto.reduce((s, d) => s + transit(d) * d.population, 0) / population, 0);
    for (const shares of [city.education, city.commute, city.ageBands, city.housingType, city.motherTongue])
      expect(sum(shares)).toBe(100);
    expect(city.education).toHaveLength(7);
    expect(city.ageBands).toHaveLength(9);
    // A city by its name, accents and all, is the same city.
    const byName = await store
      .dispatch(neighbourhoodsApi.endpoints.cityDemographics.initiate({ province: 'QC', city: 'Montréal' }))
      .unwrap();
    expect(byName.city).toBe('Montréal');
    expect(byName.motherTongue[0]!.label).toBe('French');
  });

  it('generates figures for a city without neighbourhoods, and refuses unknown places', async () => {
    const data = createDataset();
    const withNeighbourhoods = new Set(data.neighbourhoods.map((n) => n.place));
    const plain = data.places.find((p) => !withNeighbourhoods.has(p) && p.population > 50_000)!;
    const store = makeStore();
    const city = await store
      .dispatch(neighbourhoodsApi.endpoints.cityDemographics.initiate({ province: plain.province, city: plain.slug }))
      .unwrap();
    expect(city).toMatchObject({ city: plain.name, neighbourhoodCount: 0, population: plain.population });
    expect(sum(city.ageBands)).toBe(100);
    const unknown = await store.dispatch(
      neighbourhoodsApi.endpoints.cityDemographics.initiate({ province: 'ON', city: 'atlantis' }),
    );
    expect((unknown.error as QueryError).status).toBe(404);
    const badProvince = await store.dispatch(
      neighbourhoodsApi.endpoints.cityDemographics.initiate({ province: 'XX', city: 'toronto' }),
    );
    expect((badProvince.error as QueryError).status).toBe(400);
  });
});
