// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import type { QueryError } from '@/api/base-api';
import { geoApi } from './geo-endpoints';

describe('geocoding and place autocomplete (spec §5, §7.3) against the demo API', () => {
  it('forces Halifax to its fixed centre at zoom 13 and geocodes other Canadian places', async () => {
    const store = makeStore();
    const halifax = await store.dispatch(geoApi.endpoints.geocode.initiate('1 Spring Garden Rd, Halifax, NS')).unwrap();
    expect(halifax.result).toMatchObject({ lat: 44.6488, lng: -63.5752, zoom: 13 });
    const quebec = await store.dispatch(geoApi.endpoints.geocode.initiate('Quebec City, QC')).unwrap();
    expect(quebec.result).toMatchObject({ name: 'Québec', province: 'QC', country: 'CA' });
    const abroad = await store.dispatch(geoApi.endpoints.geocode.initiate('Seattle, USA'));
    expect((abroad.error as QueryError).status).toBe(404);
  });

  it('autocompletes Canadian places only, and nothing for text starting with a digit', async () => {
    const store = makeStore();
    const sask = await store.dispatch(geoApi.endpoints.placeAutocomplete.initiate('Saska')).unwrap();
    expect(sask[0]).toMatchObject({
      description: 'Saskatoon, SK, Canada',
      types: expect.arrayContaining(['locality']) as unknown,
    });
    expect(await store.dispatch(geoApi.endpoints.placeAutocomplete.initiate('123 Main')).unwrap()).toEqual([]);
    expect(await store.dispatch(geoApi.endpoints.placeAutocomplete.initiate('Zzzz')).unwrap()).toEqual([]);
  });
});
