import { describe, expect, it } from 'vitest';
import { readResultsState, writeResultsState } from './results-query';

describe('the results URL', () => {
  it('reads a near-me search only from nearMe=true, and writes it back', () => {
    expect(readResultsState('?nearMe=true').nearMe).toBe(true);
    expect(readResultsState('?nearMe=1').nearMe).toBe(false);
    expect(readResultsState('').nearMe).toBe(false);
    const state = readResultsState('?condo=true&nearMe=true&lat=43.65&lng=-79.38&zoom=11&pageNumber=2');
    expect(state).toMatchObject({ nearMe: true, map: { lat: 43.65, lng: -79.38, zoom: 11 }, page: 1 });
    // nearMe is not a filter: it must not reach the backend filters.
    expect(state.filters).toEqual({ condo: true });
    expect(readResultsState(writeResultsState(state))).toEqual(state);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeResultsState(readResultsState(''))).toBe('');
    expect(writeResultsState(readResultsState('?view=gallery&pageNumber=1'))).toBe('');
  });
});
