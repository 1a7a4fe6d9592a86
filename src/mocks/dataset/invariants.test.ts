import { describe, expect, it } from 'vitest';
import { createDataset } from '.';
import { detailOf } from './detail';
import { checkDataset } from './invariants';
import { medianIncome } from './neighbourhoods';

const TODAY = Date.UTC(2026, 10, 28);
const data = createDataset({ today: TODAY });

/** Everything a listing says, without its place objects (shared by reference). */
const digest = (d: ReturnType<typeof createDataset>) =>
  JSON.stringify([
    d.listings.map(({ place, neighbourhood, ...core }) => [core, place.placeKey, neighbourhood?.neighbourhoodId]),
    d.listings.slice(0, 200).map((l) => detailOf(l, d.agents, d.offices, 0, d.today)),
    d.offices,
    d.agents,
    d.neighbourhoods.map((n) => n.boundary),
    d.blog,
  ]);

describe('the demo dataset an expert would believe', () => {
  it.each(checkDataset(data).map((r) => [r.name, r] as const))('%s', (_name, result) => {
    expect(result.checked).toBeGreaterThan(0);
    expect(result.examples).toEqual([]);
    expect(result.failed).toBe(0);
  });

  it('catches a broken figure: each check fails on data made wrong on purpose', () => {
    const broken = createDataset({ listings: 3000, today: TODAY });
    const toronto = broken.listings.find((l) => l.neighbourhood)!;
    const annex = broken.neighbourhoods.find((n) => n.name === 'The Annex')!;
    // A listing claiming another neighbourhood and a pin in Lake Ontario. (Rooms tables and incomes are
    // derived when asked for, from the same record: only a generator can break them, as the checks guard.)
    toronto.neighbourhood = toronto.neighbourhood === annex ? broken.neighbourhoods[1]! : annex;
    const inLake = broken.listings.find((l) => l.place.name === 'Toronto' && l !== toronto)!;
    inLake.lat = 43.55;
    inLake.lng = -79.4;
    const failed = new Set(
      checkDataset(broken)
        .filter((r) => r.failed > 0)
        .map((r) => r.name),
    );
    expect(failed).toContain("a listing's neighbourhood is the one whose outline holds it");
    expect(failed).toContain('pins are on land, to the precision of the map outline');
  });

  it('reads a median from its own distribution', () => {
    // 64 % under $100,000: the median is under $100,000, where the 50 % line crosses.
    const bands = [10, 24, 30, 20, 16].map((share, i) => ({ label: String(i), share }));
    expect(medianIncome(bands)).toBe(Math.round((60_000 + (16 / 30) * 40_000) / 500) * 500);
  });

  it('is the same dataset for the same seed and day, and another for another day', () => {
    const a = createDataset({ listings: 2000, today: TODAY });
    const b = createDataset({ listings: 2000, today: TODAY });
    expect(digest(a)).toBe(digest(b));
    const later = createDataset({ listings: 2000, today: TODAY + 86_400_000 });
    expect(later.listings[0]!.listingDate).not.toBe(a.listings[0]!.listingDate);
  });
});
