import { describe, expect, it } from 'vitest';
import {
  ICS_LINE_OCTETS,
  buildIcs,
  escapeIcsText,
  foldIcsLine,
  icsDataUrl,
  icsDateTime,
  openHouseFileName,
  zonedDay,
} from './ics';

const octets = (s: string) => new TextEncoder().encode(s).length;

/** Undoes folding (RFC 5545 §3.1): a CRLF followed by one space or tab is removed. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

const event = {
  uid: 'open-house-1-main-wp_id100001-lst-20261128T220000Z@foyer.example',
  start: '2026-11-28T22:00:00.000Z',
  end: '2026-11-29T00:00:00.000Z',
  stamp: new Date('2026-11-20T08:05:09Z'),
  summary: 'Open house: 1 Main Street',
  location: '1 Main Street, Vancouver, BC V5K 0A1',
  description: 'Join online: https://meet.example/abc\nListing details: https://foyer.example/bc/x',
  url: 'https://foyer.example/bc/vancouver-real-estate/1-main-wp_id100001-lst',
};

describe('icsDateTime', () => {
  it('writes UTC date-times in the basic format with a Z', () => {
    expect(icsDateTime('2026-11-28T14:00:00-08:00')).toBe('20261128T220000Z');
    expect(icsDateTime(new Date(Date.UTC(2027, 0, 2, 3, 4, 5)))).toBe('20270102T030405Z');
  });

  it('refuses an invalid date', () => {
    expect(() => icsDateTime('not a date')).toThrow(RangeError);
  });
});

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeIcsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeIcsText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('escapes the backslash first, so an escape is never escaped twice', () => {
    expect(escapeIcsText('\\,')).toBe('\\\\\\,');
  });

  it('drops control characters but keeps tabs and accents', () => {
    expect(escapeIcsText('Rue\u0007 de l’Église\tNord')).toBe('Rue de l’Église\tNord');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    const line75 = `SUMMARY:${'x'.repeat(75 - 8)}`;
    expect(foldIcsLine(line75)).toBe(line75);
    const line76 = `${line75}y`;
    expect(foldIcsLine(line76)).toBe(`${line75}\r\n y`);
  });

  it('keeps every physical line within 75 octets, the leading space included', () => {
    const long = `DESCRIPTION:${'abcdefghij'.repeat(30)}`;
    const folded = foldIcsLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(5);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(ICS_LINE_OCTETS);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(long);
  });

  it('counts UTF-8 octets and never splits a character', () => {
    const long = `LOCATION:${'é'.repeat(100)}`;
    const lines = foldIcsLine(long).split('\r\n');
    // 9 ASCII octets + 33 × 2 = 75; then 74 / 2 = 37 per continuation line.
    expect(lines[0]).toBe(`LOCATION:${'é'.repeat(33)}`);
    expect(lines[1]).toBe(` ${'é'.repeat(37)}`);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(ICS_LINE_OCTETS);
    expect(unfold(lines.join('\r\n'))).toBe(long);
    const emoji = foldIcsLine(`X:${'🏠'.repeat(30)}`).split('\r\n');
    for (const line of emoji) {
      expect(octets(line)).toBeLessThanOrEqual(ICS_LINE_OCTETS);
      expect(line).not.toMatch(/\uFFFD/);
    }
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(event, { prodId: '-//Foyer//Open houses//EN' });

  it('is a VCALENDAR with one VEVENT, CRLF line endings only, ending with CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Foyer//Open houses//EN\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('has the event’s fields, times in UTC, text escaped', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('DTSTAMP:20261120T080509Z');
    expect(lines).toContain('DTSTART:20261128T220000Z');
    expect(lines).toContain('DTEND:20261129T000000Z');
    expect(lines).toContain('SUMMARY:Open house: 1 Main Street');
    expect(lines).toContain('LOCATION:1 Main Street\\, Vancouver\\, BC V5K 0A1');
    expect(lines).toContain(
      'DESCRIPTION:Join online: https://meet.example/abc\\nListing details: https://foyer.example/bc/x',
    );
    // A URI is not TEXT: its characters are kept as they are.
    expect(lines).toContain(`URL:${event.url}`);
  });

  it('folds long lines to 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(ICS_LINE_OCTETS);
    expect(ics).toContain('\r\n ');
  });

  it('leaves out the optional fields it was not given', () => {
    const minimal = buildIcs({ uid: 'u1', start: event.start, end: event.end, stamp: event.stamp, summary: 'S' });
    expect(minimal).not.toMatch(/LOCATION|DESCRIPTION|URL:/);
  });

  it('refuses an event that ends before it starts, or invalid times', () => {
    expect(() => buildIcs({ ...event, end: '2026-11-28T21:00:00Z' })).toThrow(RangeError);
    expect(() => buildIcs({ ...event, start: 'soon' })).toThrow(RangeError);
  });

  it('keeps line breaks smuggled into a URL from ending the property', () => {
    const hostile = buildIcs({ ...event, url: 'https://x.example/\r\nATTACH:evil' });
    expect(unfold(hostile).split('\r\n')).not.toContain('ATTACH:evil');
  });
});

describe('download helpers', () => {
  it('makes a text/calendar data URL that decodes to the file', () => {
    const ics = buildIcs(event);
    const url = icsDataUrl(ics);
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(ics);
  });

  it('names the file after the address and the day in the listing’s zone', () => {
    // 02:00 UTC on the 29th is still the 28th in Vancouver.
    expect(zonedDay('2026-11-29T02:00:00Z', 'America/Vancouver')).toBe('2026-11-28');
    expect(zonedDay('2026-11-29T02:00:00Z', 'America/Halifax')).toBe('2026-11-28');
    expect(zonedDay('2026-11-29T05:00:00Z', 'America/Halifax')).toBe('2026-11-29');
    expect(openHouseFileName('12 rue de l’Église', '2026-11-29T02:00:00Z', 'America/Toronto')).toBe(
      'open-house-12-rue-de-l-eglise-2026-11-28.ics',
    );
    expect(openHouseFileName(undefined, '2026-11-29T12:00:00Z', 'America/Toronto')).toBe('open-house-2026-11-29.ics');
  });
});
