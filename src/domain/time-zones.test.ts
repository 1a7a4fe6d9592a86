import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from './provinces';
import { DEFAULT_TIME_ZONE, PROVINCE_TIME_ZONES, provinceTimeZone } from './time-zones';

describe('province time zones', () => {
  it('has a zone every runtime knows for each province and territory', () => {
    expect(Object.keys(PROVINCE_TIME_ZONES).sort()).toEqual([...PROVINCE_CODES].sort());
    for (const zone of Object.values(PROVINCE_TIME_ZONES)) {
      expect(() => new Intl.DateTimeFormat('en-CA', { timeZone: zone })).not.toThrow();
    }
  });

  it('maps provinces to the zone of their largest city', () => {
    expect(provinceTimeZone('BC')).toBe('America/Vancouver');
    expect(provinceTimeZone('qc')).toBe('America/Toronto');
    expect(provinceTimeZone(' NL ')).toBe('America/St_Johns');
    expect(provinceTimeZone('SK')).toBe('America/Regina');
    expect(provinceTimeZone('PE')).toBe('America/Halifax');
  });

  it('falls back to Eastern time without a known province', () => {
    expect(provinceTimeZone(undefined)).toBe(DEFAULT_TIME_ZONE);
    expect(provinceTimeZone('Ontario')).toBe(DEFAULT_TIME_ZONE);
    expect(DEFAULT_TIME_ZONE).toBe('America/Toronto');
  });

  it('gives Saskatchewan no daylight time and Newfoundland its half hour', () => {
    const hour = (zone: string, iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).format(
        new Date(iso),
      );
    expect(hour(provinceTimeZone('SK'), '2026-07-01T18:00:00Z')).toBe('12:00');
    expect(hour(provinceTimeZone('SK'), '2026-01-01T18:00:00Z')).toBe('12:00');
    expect(hour(provinceTimeZone('NL'), '2026-01-01T18:00:00Z')).toBe('14:30');
  });
});
