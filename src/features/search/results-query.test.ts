import { describe, expect, it } from 'vitest';
import {
  galleryArgs,
  nearMeArea,
  pageForFilters,
  readResultsState,
  resultsRequest,
  writeResultsState,
} from './results-query';

describe('the results URL', () => {
  it('reads a near-me search only from nearMe=true, and writes it back', () => {
    expect(readResultsState('?nearMe=true').nearMe).toBe(true);
    expect(readResultsState('?nearMe=1').nearMe).toBe(false);
    expect(readResultsState('').nearMe).toBe(false);
    const state = readResultsState('?condo=true&nearMe=true&bounds=43.8,-79.2,43.5,-79.6&zoom=11&pageNumber=2');
    expect(state).toMatchObject({
      nearMe: true,
      area: { bounds: { north: 43.8, east: -79.2, south: 43.5, west: -79.6 }, zoom: 11 },
      page: 1,
    });
    // nearMe is not a filter: it must not reach the backend filters.
    expect(state.filters).toEqual({ condo: true });
    expect(readResultsState(writeResultsState(state))).toEqual(state);
  });

  it('keeps the map’s real bounds, and ignores an area a hand-edited link got wrong', () => {
    const moved = '?bounds=49.3,-123,49.2,-123.2&zoom=12';
    expect(writeResultsState(readResultsState(moved))).toBe(`?${new URLSearchParams(moved.slice(1)).toString()}`);
    for (const bad of [
      '?bounds=49.3,-123,49.2&zoom=12',
      '?bounds=49.2,-123,49.3,-123.2&zoom=12',
      '?bounds=a,b,c,d&zoom=12',
      '?bounds=49.3,-123,49.2,-123.2&zoom=99',
      '?bounds=49.3,-123,49.2,-123.2',
    ]) {
      expect(readResultsState(bad).area, bad).toBeNull();
    }
  });

  it('leaves defaults out of the URL', () => {
    expect(writeResultsState(readResultsState(''))).toBe('');
    expect(writeResultsState(readResultsState('?view=gallery&pageNumber=1'))).toBe('');
  });
});

describe('what a results page asks the listings API for', () => {
  const request = (
    search: string,
    params: Record<string, string>,
    centre: { lat: number; lng: number } | null = null,
  ) => resultsRequest({ state: readResultsState(search), params, category: 'residential', centre, zoom: 12 });

  it('searches a city page by its province and city until the map is moved', () => {
    const city = request('', { province: 'on', city: 'toronto' });
    expect(city.area).toEqual({});
    expect(city.waiting).toBe(false);
    expect(JSON.parse(city.backend)).toMatchObject({ province: 'ON', city: 'toronto' });
    const moved = request('?bounds=43.8,-79.2,43.6,-79.6&zoom=12', { province: 'on', city: 'toronto' });
    // Exactly what the map showed, not an area rebuilt for an assumed screen.
    expect(moved.area).toEqual({ bounds: '43.8,-79.2,43.6,-79.6', zoom: 12 });
    expect(JSON.parse(moved.backend)).not.toHaveProperty('city');
  });

  it('waits for a neighbourhood’s centre, then searches its area', () => {
    const params = { province: 'on', kind: 'neighbourhood', place: 'the-annex-toronto' };
    expect(request('', params).waiting).toBe(true);
    const found = request('', params, { lat: 43.67, lng: -79.4 });
    expect(found.waiting).toBe(false);
    expect(found.area).toHaveProperty('bounds');
  });

  it('adds the filters a page’s own URL implies, and asks for the page of the URL', () => {
    const condos = request('?bedsMin=2&pageNumber=3&sort=4', {
      province: 'bc',
      city: 'vancouver',
      kind: 'type',
      type: 'condos',
    });
    expect(condos.filters).toEqual({ condo: true, bedsMin: 2 });
    const args = galleryArgs(condos, readResultsState('?bedsMin=2&pageNumber=3&sort=4'));
    expect(args).toMatchObject({ from: 24, size: 12, sort: 4 });
    expect(JSON.parse(args.filters ?? '{}')).toMatchObject({ bedsMin: 2, province: 'BC', city: 'vancouver' });
  });
});

describe('the page a search belongs on', () => {
  const condos = { kind: 'type', province: 'bc', city: 'vancouver', type: 'condos' };
  const city = { kind: 'city', province: 'bc', city: 'vancouver' };

  it('stays on a type page while its type holds, the query keeping only the other filters', () => {
    expect(pageForFilters(condos, { condo: true, bedsMin: 2 })).toEqual({ page: null, filters: { bedsMin: 2 } });
    expect(pageForFilters(condos, { condo: true, townhouse: true })).toEqual({
      page: null,
      filters: { townhouse: true },
    });
  });

  it('leaves a type page whose type was unchecked: for the other type’s page, or the city’s', () => {
    expect(pageForFilters(condos, { house: true, bedsMin: 3 })).toEqual({
      page: { kind: 'type', type: 'houses' },
      filters: { bedsMin: 3 },
    });
    expect(pageForFilters(condos, { bedsMin: 3 })).toEqual({ page: { kind: 'city' }, filters: { bedsMin: 3 } });
    expect(pageForFilters(condos, { house: true, land: true })).toEqual({
      page: { kind: 'city' },
      filters: { house: true, land: true },
    });
  });

  it('sends one type chosen on a city page to that type’s page', () => {
    expect(pageForFilters(city, { condo: true })).toEqual({ page: { kind: 'type', type: 'condos' }, filters: {} });
    expect(pageForFilters(city, { condo: true, house: true })).toEqual({
      page: null,
      filters: { condo: true, house: true },
    });
  });

  it('keeps open houses and rentals pages while their filter holds', () => {
    const openHouses = { kind: 'open-houses', province: 'ns', city: 'halifax' };
    expect(pageForFilters(openHouses, { hasOpenHouse: true, condo: true })).toEqual({
      page: null,
      filters: { condo: true },
    });
    expect(pageForFilters(openHouses, {})).toEqual({ page: { kind: 'city' }, filters: {} });
    const rent = { kind: 'rent', province: 'on', city: 'toronto' };
    expect(pageForFilters(rent, { rentalsOnly: true, bedsMin: 1 })).toEqual({ page: null, filters: { bedsMin: 1 } });
    expect(pageForFilters(rent, { bedsMin: 1 })).toEqual({ page: { kind: 'city' }, filters: { bedsMin: 1 } });
  });

  it('keeps pages that are no city’s where they are', () => {
    expect(pageForFilters({ kind: 'province', province: 'on' }, { condo: true })).toEqual({
      page: null,
      filters: { condo: true },
    });
    const neighbourhood = { kind: 'neighbourhood', province: 'on', place: 'the-annex-toronto', placeKey: 'c01' };
    expect(pageForFilters(neighbourhood, { condo: true })).toEqual({ page: null, filters: { condo: true } });
  });

  it("keeps a near-me link's zoom until the position is known, and sizes the area by it", () => {
    const state = readResultsState('?updatedInLastNumDays=7&nearMe=true&zoom=10');
    expect(state.nearMeZoom).toBe(10);
    expect(state.area).toBeNull();
    expect(writeResultsState(state)).toBe('?updatedInLastNumDays=7&nearMe=true&zoom=10');
    expect(readResultsState('?nearMe=true&zoom=99').nearMeZoom).toBeUndefined();
    expect(readResultsState('?zoom=10').nearMeZoom).toBeUndefined();
    const position = { lat: 45.5, lng: -73.6 };
    const at10 = nearMeArea(position, 10);
    const at11 = nearMeArea(position);
    expect(at10.zoom).toBe(10);
    expect(at11.zoom).toBe(11);
    const height = (area: typeof at10) => area.bounds.north - area.bounds.south;
    expect(height(at10) / height(at11)).toBeCloseTo(2, 5);
  });
});
