import { describe, expect, it } from 'vitest';
import { LISTING_TYPE_IDS } from '@/domain/listing-types';
import { PROVINCE_CODES } from '@/domain/provinces';
import { isAgentId, isListingId, isOfficeId, normaliseListingUrl } from '@/domain/identifiers';
import { listingTags } from '@/domain/listing';
import { parseMapPreview } from '@/domain/map-previews';
import { createDataset } from '.';
import { detailOf, summaryOf } from './detail';
import { DAY_MS, MAX_LISTING_AGE_DAYS } from './listings';
import { GEONAMES_ATTRIBUTION } from './places';
import { NOT_CITIES } from '../data/place-corrections';

const data = createDataset({ today: Date.UTC(2026, 10, 1) });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const houses = (city: string) =>
  data.listings
    .filter((l) => l.place.name === city && l.typeId === 100 && l.saleMode === 'forSale')
    .map((l) => l.price);

describe('the generated Canadian dataset', () => {
  it('is deterministic for a seed and sized by option', () => {
    const again = createDataset({ today: Date.UTC(2026, 10, 1) });
    expect(again.listings.map((l) => l.listingId)).toEqual(data.listings.map((l) => l.listingId));
    expect(createDataset({ listings: 500 }).listings).toHaveLength(500);
    expect(data.listings).toHaveLength(20_000);
  });

  it('holds the real GeoNames places of every province and territory, with attribution', () => {
    // The extract's 1,058 rows, less its regions, districts of merged cities and duplicates.
    expect(data.places.length).toBe(1058 - Object.keys(NOT_CITIES).length);
    expect(data.places.some((p) => ['Okanagan', 'West End', 'North York', 'Willowdale'].includes(p.name))).toBe(false);
    expect(GEONAMES_ATTRIBUTION).toMatch(/GeoNames.*CC BY 4\.0/);
    for (const code of PROVINCE_CODES) expect(data.listings.some((l) => l.place.province === code)).toBe(true);
    for (const city of [
      'Toronto',
      'Montréal',
      'Vancouver',
      'Calgary',
      'Edmonton',
      'Ottawa',
      'Winnipeg',
      'Québec',
      'Hamilton',
      'Halifax',
      'Victoria',
    ]) {
      expect(data.neighbourhoods.filter((n) => n.place.name === city).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('uses every listing type id and every sale mode, with luxury and commercial shares', () => {
    const types = new Set(data.listings.map((l) => l.typeId));
    for (const id of LISTING_TYPE_IDS.filter((id) => id !== 110 || types.has(110))) expect(types.has(id)).toBe(true);
    expect(new Set(data.listings.map((l) => l.saleMode))).toEqual(new Set(['forSale', 'forRent', 'forLease', 'sold']));
    const share = (test: (l: (typeof data.listings)[number]) => boolean) =>
      data.listings.filter(test).length / data.listings.length;
    expect(share((l) => l.luxury)).toBeGreaterThan(0.02);
    expect(share((l) => l.commercial)).toBeGreaterThan(0.08);
    expect(share((l) => l.hasOpenHouse)).toBeGreaterThan(0.03);
    expect(share((l) => l.hasVirtualOpenHouse)).toBeGreaterThan(0.005);
    expect(share((l) => l.status === 'Coming Soon')).toBeGreaterThan(0.005);
    expect(share((l) => l.priceChange === 'up')).toBeGreaterThan(0.001);
    expect(share((l) => l.priceChange === 'down')).toBeGreaterThan(0.01);
    expect(share((l) => l.exclusive)).toBeGreaterThan(0.01);
    expect(share((l) => l.newConstruction)).toBeGreaterThan(0.01);
    expect(share((l) => l.virtualTour)).toBeGreaterThan(0.1);
  });

  it('prices each market plausibly: Vancouver far above Moncton', () => {
    expect(median(houses('Vancouver'))).toBeGreaterThan(1_500_000);
    expect(median(houses('Toronto'))).toBeGreaterThan(1_100_000);
    expect(median(houses('Moncton'))).toBeLessThan(500_000);
    const rents = data.listings.filter((l) => l.saleMode === 'forRent').map((l) => l.price);
    expect(median(rents)).toBeGreaterThan(1000);
    expect(median(rents)).toBeLessThan(4000);
  });

  it('follows the spec URL rules for ids and detail URLs, and previews parse', () => {
    for (const l of data.listings.slice(0, 2000)) {
      expect(isListingId(l.listingId)).toBe(true);
      expect(normaliseListingUrl(l.detailUrl)).toBe(l.detailUrl);
      expect(parseMapPreview(l.preview)).toMatchObject({
        listingId: l.listingId,
        listPrice: l.price,
        listingTypeId: l.typeId,
      });
    }
    expect(data.agents.length).toBeGreaterThanOrEqual(500);
    expect(data.offices.length).toBeGreaterThanOrEqual(100);
    expect(data.agents.every((a) => isAgentId(a.agentId) && data.officeById.has(a.officeId))).toBe(true);
    expect(data.offices.every((o) => isOfficeId(o.officeId))).toBe(true);
  });

  it('writes descriptions in the language of the market, with rooms, taxes and fees', () => {
    const quebec = data.listings.find((l) => l.place.province === 'QC' && l.language === 'fr' && l.beds !== null)!;
    const ontario = data.listings.find((l) => l.place.province === 'ON' && l.beds !== null)!;
    const fr = detailOf(quebec, data.agents, data.offices, 0, data.today);
    const en = detailOf(ontario, data.agents, data.offices, 0, data.today);
    expect(fr.description).toMatch(/^(Magnifique|Superbe|Rare sur le marché)/);
    expect(fr.description).toContain(' à ');
    expect(en.description).toMatch(/Welcome|Bright|Rarely/);
    expect(fr.rooms![0]).toMatchObject({
      level: expect.any(String) as unknown,
      dimensions: expect.stringMatching(/\d+'\d+" x \d+'\d+"/) as unknown,
    });
    expect(data.listings.some((l) => l.language === 'bilingual')).toBe(true);
    const condo = data.listings.find((l) => l.typeId === 160 && l.saleMode === 'forSale')!;
    expect(detailOf(condo, data.agents, data.offices, 0, data.today)).toMatchObject({
      condoFees: expect.any(Number) as unknown,
      taxes: expect.any(Number) as unknown,
      taxYear: 2025,
    });
  });

  it('dates listings as a market turns over: about one in eight new this week, most weeks or months old', () => {
    const ages = data.listings.map((l) => (data.today - l.listedAt) / DAY_MS);
    const share = (test: (age: number) => boolean) => ages.filter(test).length / ages.length;
    // What a visitor sees at noon on the dataset's day: the card's own "New" tag, from the listing date.
    const noon = new Date(data.today + DAY_MS / 2);
    const tagged = data.listings.filter((l) => listingTags(summaryOf(l, 'Office'), noon).includes('new'));
    expect(tagged.length / data.listings.length).toBeGreaterThan(0.1);
    expect(tagged.length / data.listings.length).toBeLessThan(0.15);
    expect(share((age) => age < 7)).toBeCloseTo(tagged.length / data.listings.length, 5);
    // No pile-up on the last day: today holds about as many new listings as any day of the week before.
    expect(share((age) => age === 0)).toBeLessThan((share((age) => age < 7) / 7) * 1.3);
    expect(median(ages)).toBeGreaterThan(21);
    expect(median(ages)).toBeLessThan(45);
    expect(share((age) => age > 60)).toBeGreaterThan(0.2);
    expect(Math.min(...ages)).toBe(0);
    expect(Math.max(...ages)).toBe(MAX_LISTING_AGE_DAYS);
  });

  it('orders newest first by the listing date the API sends', () => {
    const dates = Array.from(data.byDateDesc, (i) => data.listings[i]!.listingDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const l of data.listings.slice(0, 500))
      expect(l.listingDate).toBe(new Date(l.listedAt).toISOString().slice(0, 10));
  });

  it('has at least 40 blog posts in both languages, and BC estimates', () => {
    expect(data.blog.length).toBeGreaterThanOrEqual(40);
    expect(new Set(data.blog.map((p) => p.lang))).toEqual(new Set(['en', 'fr']));
    expect(data.estimates.every((e) => e.candidate.province === 'BC')).toBe(true);
    expect(data.estimates.some((e) => e.candidate.listDetailId.endsWith('-prty'))).toBe(true);
  });
});
