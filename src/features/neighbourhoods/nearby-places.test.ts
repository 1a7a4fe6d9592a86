import { describe, expect, it } from 'vitest';
import type { PointOfInterest } from '@/api/contract/places';
import { byCategory, citySlug, formatDistance, walkingMinutes } from './nearby-places';

const NBSP = '\u00a0';

describe('nearby places', () => {
  it('says distances in metres to the nearest ten under a kilometre, then in kilometres to a tenth', () => {
    expect(formatDistance(347, 'en-CA')).toBe('350 m');
    expect(formatDistance(84, 'fr-CA')).toBe(`80${NBSP}m`);
    expect(formatDistance(994, 'en-CA')).toBe('990 m');
    expect(formatDistance(996, 'en-CA')).toBe('1 km');
    expect(formatDistance(1180, 'en-CA')).toBe('1.2 km');
    expect(formatDistance(1180, 'fr-CA')).toBe(`1,2${NBSP}km`);
    expect(formatDistance(1500, 'fr-CA')).toBe(`1,5${NBSP}km`);
  });

  it('counts whole minutes on foot at 80 m a minute, at least one', () => {
    expect(walkingMinutes(30)).toBe(1);
    expect(walkingMinutes(80)).toBe(1);
    expect(walkingMinutes(81)).toBe(2);
    expect(walkingMinutes(1200)).toBe(15);
  });

  it('groups places by category, nearest first', () => {
    const place = (id: string, category: PointOfInterest['category'], distanceMetres: number): PointOfInterest => ({
      id,
      category,
      name: id,
      lat: 0,
      lng: 0,
      distanceMetres,
      rating: null,
    });
    const groups = byCategory([place('a', 'park', 900), place('b', 'cafe', 100), place('c', 'park', 200)]);
    expect(groups.get('park')!.map((p) => p.id)).toEqual(['c', 'a']);
    expect(groups.get('cafe')!.map((p) => p.id)).toEqual(['b']);
    expect(groups.get('transit')).toBeUndefined();
  });

  it('writes city slugs as the route table does', () => {
    expect(citySlug('Toronto')).toBe('toronto');
    expect(citySlug("St. John's")).toBe('st-johns');
    expect(citySlug('Trois-Rivières')).toBe('trois-rivieres');
    expect(citySlug('Notre-Dame-de-l’Île-Perrot')).toBe('notre-dame-de-lile-perrot');
    expect(citySlug('Grande Prairie')).toBe('grande-prairie');
  });
});
