// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createDataset } from './dataset';
import type { ListingCore } from './dataset/listings';
import { blogImageSvg, hasFloorPlan, listingPhotoSvg, photoPlan, portraitSvg, propertyKind } from './photos';
import { Rng } from './random';

const data = createDataset({ today: Date.UTC(2026, 10, 1) });
/** Every 50th listing: 400 listings of every kind, size and province. */
const sample = data.listings.filter((_, i) => i % 50 === 0);
const first = (test: (l: ListingCore) => boolean) => data.listings.find(test)!;
const kindOf = (l: ListingCore) => photoPlan(l, 0).kind;

/** The SVG parsed as XML (jsdom's DOMParser), failing the test on any well-formedness error. */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror'), svg.slice(0, 200)).toHaveLength(0);
  return doc;
}

/** Photos aim at under 6 KB (a 14-photo gallery under 100 KB); the busiest scenes may reach 6.5 KB. */
const SIZE_AIM = 6 * 1024;
const SIZE_LIMIT = 6.5 * 1024;

describe('generated listing photos', () => {
  it('are well-formed 1200 × 800 SVG with no text, under the size budget', () => {
    const sizes: number[] = [];
    for (const l of sample.slice(0, 200)) {
      const n = l.index % l.photoCount;
      const svg = listingPhotoSvg(l, n);
      const root = parse(svg).documentElement;
      expect(root.getAttribute('viewBox')).toBe('0 0 1200 800');
      expect(root.getElementsByTagName('text')).toHaveLength(0);
      expect(svg).not.toMatch(/<text|<title|aria-label/);
      // Every <use> and url(#…) points at a definition of the same document.
      const ids = new Set(Array.from(root.querySelectorAll('[id]'), (e) => e.id));
      for (const [, id] of svg.matchAll(/(?:href="#|url\(#)([a-z]+)/g)) expect(ids.has(id!), id).toBe(true);
      sizes.push(svg.length);
    }
    sizes.sort((a, b) => a - b);
    expect(sizes.at(-1)).toBeLessThan(SIZE_LIMIT);
    expect(sizes.filter((size) => size > SIZE_AIM).length).toBeLessThanOrEqual(sizes.length / 100);
    expect(sizes[sizes.length >> 1]).toBeLessThan(4 * 1024);
  });

  it('are the same picture every time for a listing and photo number', () => {
    const l = sample[7]!;
    expect(listingPhotoSvg(l, 2)).toBe(listingPhotoSvg(l, 2));
  });

  it('show each photo of a gallery as its own scene: façade first, then rooms and other views', () => {
    for (const l of sample.slice(0, 60)) {
      const shots = Array.from({ length: l.photoCount }, (_, n) => photoPlan(l, n).shot);
      const svgs = Array.from({ length: l.photoCount }, (_, n) => listingPhotoSvg(l, n));
      expect(new Set(svgs).size).toBe(l.photoCount);
      // Photos 1 and 2 (and any two neighbours) are different kinds of view, not the same one redrawn.
      for (let n = 1; n < shots.length; n++) expect(shots[n], `${l.listingId} #${n}`).not.toBe(shots[n - 1]);
      expect(['front', 'tower', 'lakeside', 'island', 'dock', 'farmstead', 'lot']).toContain(shots[0]);
    }
  });

  it('fit the property: towers or apartment blocks for condos, barns for farms, a sign on land', () => {
    const condo = first((l) => l.typeId === 160 && l.place.name === 'Toronto');
    const farm = first((l) => l.typeId === 106 && !l.commercial);
    expect(kindOf(condo)).toMatch(/^condo/);
    expect(kindOf(farm)).toBe('farm');
    const condoSvg = listingPhotoSvg(condo, 0);
    const farmSvg = listingPhotoSvg(farm, 0);
    expect(photoPlan(condo, 0).shot).toBe(kindOf(condo) === 'condoTower' ? 'tower' : 'front');
    expect(photoPlan(farm, 0).shot).toBe('farmstead');
    expect(condoSvg).not.toBe(farmSvg);
    // The farmstead has its barn's gambrel roof and fields' crop rows; the tower street has neither.
    expect(farmSvg.length).not.toBe(condoSvg.length);
    const expected: [(l: ListingCore) => boolean, RegExp][] = [
      [(l) => l.typeId === 161, /^townhouse$/],
      [(l) => l.typeId === 102 && !l.commercial, /^land$/],
      [(l) => l.typeId === 182 && !l.commercial, /^cottage$/],
      [(l) => l.typeId === 105, /^plex$/],
      [(l) => l.typeId === 100 && l.luxury && l.structureType === 'Detached', /^estate$/],
      [(l) => l.typeId === 100 && !l.luxury && l.structureType === 'Detached', /^house$/],
      [(l) => l.typeId === 101, /^(storefront|office|warehouse|garage|hotel|farm|condoBlock)$/],
      [(l) => l.typeId === 108, /^hotel$/],
    ];
    for (const [test, kind] of expected) expect(kindOf(first(test))).toMatch(kind);
  });

  it('vary by season and sky across listings', () => {
    const plans = sample.map((l) => photoPlan(l, 0));
    expect(new Set(plans.map((p) => p.season))).toEqual(new Set(['spring', 'summer', 'autumn', 'winter']));
    expect(new Set(plans.map((p) => p.sky))).toEqual(new Set(['clear', 'cloudy', 'dusk']));
    // Winter photos have snow on the ground; summer ones do not.
    const clear = (season: string) =>
      sample.find(
        (l) => photoPlan(l, 0).season === season && photoPlan(l, 0).sky === 'clear' && kindOf(l) === 'house',
      )!;
    expect(listingPhotoSvg(clear('summer'), 0)).not.toContain('#f8fafc');
    const winter = clear('winter');
    expect(listingPhotoSvg(winter, 0)).toContain('#f8fafc');
  });

  it('end a long gallery with the floor plan the enhanced content links to', () => {
    const l = first((x) => hasFloorPlan(x));
    expect(photoPlan(l, l.photoCount - 1).shot).toBe('floorPlan');
    expect(photoPlan(l, l.photoCount - 2).shot).not.toBe('floorPlan');
  });

  it('classify every listing type without failing', () => {
    const rng = new Rng(1);
    for (const l of data.listings.slice(0, 3000)) expect(propertyKind(l, rng)).toBeTruthy();
  });

  it('draw portraits and blog images without text either', () => {
    for (const svg of [portraitSvg('agent-1', 'AB'), blogImageSvg(3, 600, 400)]) {
      parse(svg);
      expect(svg).not.toContain('<text');
    }
  });
});
