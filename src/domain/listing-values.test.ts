import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultDb } from '@/mocks/handlers';
import { detailOf } from '@/mocks/dataset/detail';
import {
  ALL_LISTING_VALUE_MESSAGES,
  DETAIL_VOCABULARIES,
  codedValueMessages,
  quebecRoomCount,
  roomLevelMessage,
  roomNameMessage,
  zoningClassOf,
  type CodedField,
} from './listing-values';

const read = (locale: string) =>
  JSON.parse(readFileSync(`translations/${locale}.json`, 'utf8')) as Record<string, string>;
const en = read('en');
const fr = read('fr');

/** Words that are the same in Canadian French (proper to both languages, or a code). */
const SAME_IN_FRENCH = new Set([
  'Propane',
  'Canal',
  'Duplex',
  'Triplex',
  'Multiplex',
  'Commercial',
  'Rural',
  'Construction',
  'Restaurant',
  'Agriculture',
  'Office',
  '{zoningClass} ({code})',
]);

describe('the listing value vocabularies', () => {
  it('have every message in English and in French, and the French is French', () => {
    const missing = ALL_LISTING_VALUE_MESSAGES.filter((m) => !(m.id in en) || !(m.id in fr)).map((m) => m.id);
    expect(missing).toEqual([]);
    const stale = ALL_LISTING_VALUE_MESSAGES.filter((m) => en[m.id] !== m.defaultMessage).map((m) => m.id);
    expect(stale).toEqual([]);
    const untranslated = ALL_LISTING_VALUE_MESSAGES.filter(
      (m) => fr[m.id] === m.defaultMessage && !SAME_IN_FRENCH.has(m.defaultMessage),
    ).map((m) => m.id);
    expect(untranslated).toEqual([]);
  });

  it('read the backend’s values whatever their case and spacing, and lists of them', () => {
    expect(codedValueMessages('heating', 'forced air,  natural gas')?.map((m) => m.id)).toEqual([
      'listing-value.heating.forced-air-gas',
    ]);
    expect(codedValueMessages('flooring', 'Hardwood, Ceramic tile')?.map((m) => m.id)).toEqual([
      'listing-value.flooring.hardwood',
      'listing-value.flooring.ceramic-tile',
    ]);
    // One unknown part and the whole value stays as the listing wrote it.
    expect(codedValueMessages('flooring', 'Hardwood, Cork')).toBeNull();
    expect(codedValueMessages('basement', 'Finished, with a walk-out to the yard')).toBeNull();
    // "None" agrees with what it answers in French.
    expect(fr[codedValueMessages('cooling', 'None')![0]!.id]).toBe('Aucune');
    expect(fr[codedValueMessages('basement', 'NONE')![0]!.id]).toBe('Aucun');
  });

  it('read a zoning code’s class the way Canadian bylaws name zones', () => {
    const cases: [string, string | null][] = [
      ['R1', 'residential'],
      ['RS-1', 'residential'],
      ['RT-5', 'residential'],
      ['H-2', 'residential'],
      ['RU', 'rural'],
      ['RU-1', 'rural'],
      ['C-2', 'commercial'],
      ['CM-1', 'commercial'],
      ['M-1', 'industrial'],
      ['I-1', 'industrial'],
      ['MU-1', 'mixedUse'],
      ['A-1', 'agricultural'],
      ['AG', 'agricultural'],
      ['P-1', 'institutional'],
      ['Zone agricole permanente', null],
      ['', null],
    ];
    expect(cases.map(([code]) => [code, zoningClassOf(code)])).toEqual(cases);
  });

  it('count a Quebec dwelling’s rooms with its bathroom as a half', () => {
    const rooms = (...names: string[]) => names.map((name) => ({ name }));
    // A 4 ½: living room, kitchen, two bedrooms and a bathroom.
    expect(quebecRoomCount(rooms('Living room', 'Kitchen', 'Primary bedroom', 'Bedroom', 'Bathroom'))).toEqual({
      rooms: 4,
      half: true,
    });
    // Laundry and a second bathroom add nothing; a dining room is a room.
    expect(
      quebecRoomCount(rooms('Living room', 'Kitchen', 'Dining room', 'Bedroom', 'Ensuite bathroom', 'Laundry room')),
    ).toEqual({ rooms: 4, half: true });
    expect(quebecRoomCount(rooms('Living room', 'Kitchen'))).toEqual({ rooms: 2, half: false });
    expect(quebecRoomCount(rooms('Solarium quatre saisons'))).toBeNull();
    expect(quebecRoomCount(undefined)).toBeNull();
  });

  it('know every value the demo dataset sends, in every field and rooms table', () => {
    const data = defaultDb.data;
    const unknown = new Set<string>();
    const fields = Object.keys(DETAIL_VOCABULARIES) as CodedField[];
    // Every fourth listing: each value is drawn from a list of a few, so 5,000 listings show them all.
    for (let i = 0; i < data.listings.length; i += 4) {
      const core = data.listings[i]!;
      const detail = detailOf(core, data.agents, data.offices, 0, data.today);
      for (const field of fields) {
        const value = detail[field];
        if (value && !codedValueMessages(field, value)) unknown.add(`${field}: ${value}`);
      }
      if (detail.zoning && !zoningClassOf(detail.zoning)) unknown.add(`zoning: ${detail.zoning}`);
      for (const room of detail.rooms ?? []) {
        if (!roomNameMessage(room.name)) unknown.add(`room: ${room.name}`);
        if (room.level && !roomLevelMessage(room.level)) unknown.add(`level: ${room.level}`);
      }
    }
    expect([...unknown]).toEqual([]);
  }, 60_000);
});
