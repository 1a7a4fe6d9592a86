import { describe, expect, it } from 'vitest';
import { BACKEND_FILTER_KINDS, EXTRA_BACKEND_KEYS, type BackendFilterKind } from '@/api/contract/listings';
import { FILTER_DEFINITIONS, FILTER_NAMES, toBackendFilters, type SearchFilters } from '@/domain/filters';
import { SITE_CATEGORIES } from '@/domain/site';
import { createDataset } from './dataset';
import { ACCEPTED_FILTER_KEYS, parseFilters } from './search';

const TODAY = Date.UTC(2026, 0, 10);

/** A valid value of each kind of filter. */
function sample(name: string, kind: string): unknown {
  if (name === 'status') return 'pending';
  if (name === 'saleMode') return 'forSale';
  if (name === 'priceType') return 1;
  if (name === 'leaseTerm') return 'yearly';
  if (name === 'moveInBy') return '2026-02-01';
  switch (kind) {
    case 'number':
      return 2;
    case 'boolean':
      return true;
    case 'string':
      return 'maison';
    case 'numberList':
      return [100];
    case 'businessTypes':
      return ['Retail'];
    case 'leaseTerm':
      return 'monthToMonth';
    case 'day':
      return '2026-02-01';
    default:
      throw new Error(`no sample for ${kind}`);
  }
}

// The demo's listing search reads its filter keys from the contract, which builds them from the
// domain's filter definitions: whatever the client sends, the demo understands, and nothing else.
describe('listing search filters: one set of definitions for the client and the demo', () => {
  it('accepts every filter the client can send, on every site', () => {
    for (const siteCategory of SITE_CATEGORIES) {
      for (const name of FILTER_NAMES) {
        const filters = { [name]: sample(name, FILTER_DEFINITIONS[name]) } as SearchFilters;
        const extra = Object.fromEntries(
          EXTRA_BACKEND_KEYS.filter((key) => key in filters).map((key) => [
            key,
            (filters as Record<string, unknown>)[key],
          ]),
        );
        const backend = { ...toBackendFilters(filters, { siteCategory }), ...extra };
        const parsed = parseFilters(JSON.stringify(backend), TODAY);
        expect(parsed, `${siteCategory} ${name}`).toMatchObject({ ok: true });
      }
    }
  });

  it('accepts each backend key with a value of its kind, and refuses the wrong kind or an unknown key', () => {
    expect(ACCEPTED_FILTER_KEYS).toEqual(Object.keys(BACKEND_FILTER_KINDS));
    for (const [key, kind] of Object.entries<BackendFilterKind>(BACKEND_FILTER_KINDS)) {
      expect(parseFilters({ [key]: sample(key, kind) }, TODAY), key).toMatchObject({ ok: true });
      const wrong = kind === 'boolean' ? 'yes' : kind === 'string' ? 3 : 'three';
      expect(parseFilters({ [key]: wrong }, TODAY), key).toMatchObject({ ok: false });
    }
    expect(parseFilters({ bedrooms: 2 }, TODAY)).toEqual({ ok: false, errors: ['Unknown filter bedrooms'] });
    // A domain filter name is not a backend key unless the mapping makes it one.
    expect(parseFilters({ priceMin: 100 }, TODAY)).toMatchObject({ ok: false });
  });
});

describe('the open-house filter', () => {
  it('matches only open houses that have not ended at the time of the request, however old the dataset', () => {
    const data = createDataset({ today: TODAY });
    const endsOf = (virtual: boolean) =>
      data.listings.flatMap((l) => l.openHouses.filter((o) => o.isVirtual === virtual).map((o) => Date.parse(o.end)));
    // Late on the day the dataset was made, some of that day's open houses are over.
    const now = TODAY + 22 * 3_600_000;
    expect(endsOf(false).some((end) => end < now)).toBe(true);
    for (const [key, virtual] of [
      ['features.hasOpenHouse', false],
      ['features.hasVirtualOpenHouse', true],
    ] as const) {
      const parsed = parseFilters({ [key]: true }, TODAY, now);
      if (!parsed.ok) throw new Error(parsed.errors.join());
      const matched = data.listings.filter(parsed.value);
      expect(matched.length, key).toBeGreaterThan(0);
      for (const l of matched)
        expect(l.openHouses.some((o) => o.isVirtual === virtual && Date.parse(o.end) >= now)).toBe(true);
      const ahead = data.listings.filter((l) =>
        l.openHouses.some((o) => o.isVirtual === virtual && Date.parse(o.end) >= now),
      );
      expect(matched.length).toBe(ahead.length);
    }
  });
});
