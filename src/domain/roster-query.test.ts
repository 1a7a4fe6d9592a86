import { describe, expect, it } from 'vitest';
import { AGENT_LANGUAGES, CIVIC_ACTIVITIES, REAL_ESTATE_TYPES, SPECIALTIES } from './people';
import { PROVINCE_CODES } from './provinces';
import {
  activeRosterFilters,
  cleanRosterText,
  EMPTY_ROSTER_STATE,
  lastRosterPage,
  MAX_ROSTER_PAGE,
  parseRosterQuery,
  rosterPlace,
  rosterSearchParams,
  ROSTER_PAGE_SIZE,
  telHref,
  TEXT_MAX,
  writeRosterQuery,
  type RosterState,
} from './roster-query';
import { AGENT_SORTS, type AgentSort } from './agent-sorting';

const full: RosterState = {
  text: 'Tremblay',
  language: 'French',
  type: 'Luxury',
  specialty: 'Luxury homes',
  licensed: 'ON',
  civic: "Children's Wish Foundation",
  supporter: 'breastCancer',
  sort: 'experienceDesc',
  page: 3,
};

describe('roster query', () => {
  it('writes every key as a slug, in a fixed order', () => {
    expect(writeRosterQuery(full, 'agents')).toBe(
      '?text=Tremblay&language=french&type=luxury&specialty=luxury-homes&licensed=on' +
        '&civic=childrens-wish-foundation&supporter=breast-cancer&sort=experienceDesc&pageNumber=3',
    );
  });

  it('leaves out defaults and empty values, and the agent-only keys on offices', () => {
    expect(writeRosterQuery(EMPTY_ROSTER_STATE, 'agents')).toBe('');
    expect(writeRosterQuery({ ...EMPTY_ROSTER_STATE, page: 1, sort: 'none', text: '   ' }, 'agents')).toBe('');
    expect(writeRosterQuery(full, 'offices')).toBe(
      '?text=Tremblay&language=french&type=luxury&specialty=luxury-homes&licensed=on&civic=childrens-wish-foundation&pageNumber=3',
    );
  });

  it('reads back what it writes (the URL round trip), for every value of every list', () => {
    expect(parseRosterQuery(writeRosterQuery(full, 'agents'), 'agents')).toEqual(full);
    for (const language of AGENT_LANGUAGES) {
      const state = { ...EMPTY_ROSTER_STATE, language };
      expect(parseRosterQuery(writeRosterQuery(state, 'agents'), 'agents')).toEqual(state);
    }
    for (const specialty of SPECIALTIES) {
      const state = { ...EMPTY_ROSTER_STATE, specialty };
      expect(parseRosterQuery(writeRosterQuery(state, 'offices'), 'offices')).toEqual(state);
    }
    for (const type of REAL_ESTATE_TYPES) {
      const state = { ...EMPTY_ROSTER_STATE, type };
      expect(parseRosterQuery(writeRosterQuery(state, 'agents'), 'agents')).toEqual(state);
    }
    for (const civic of CIVIC_ACTIVITIES) {
      const state = { ...EMPTY_ROSTER_STATE, civic };
      expect(parseRosterQuery(writeRosterQuery(state, 'agents'), 'agents')).toEqual(state);
    }
    for (const licensed of PROVINCE_CODES) {
      const state = { ...EMPTY_ROSTER_STATE, licensed };
      expect(parseRosterQuery(writeRosterQuery(state, 'agents'), 'agents')).toEqual(state);
    }
    for (const sort of Object.keys(AGENT_SORTS) as AgentSort[]) {
      const state = { ...EMPTY_ROSTER_STATE, sort };
      expect(parseRosterQuery(writeRosterQuery(state, 'agents'), 'agents')).toEqual(state);
    }
    const supporter = { ...EMPTY_ROSTER_STATE, supporter: 'children' as const };
    expect(writeRosterQuery(supporter, 'agents')).toBe('?supporter=children');
    expect(parseRosterQuery('?supporter=children', 'agents')).toEqual(supporter);
  });

  it('gives the same URL for a search however its link was written', () => {
    const shared = '?pageNumber=2&LANGUAGE=x&language=French&text=%20%20jean%20%20%20tremblay%20';
    expect(writeRosterQuery(parseRosterQuery(shared, 'agents'), 'agents')).toBe(
      '?text=jean+tremblay&language=french&pageNumber=2',
    );
  });

  it('ignores or clamps hostile values without throwing', () => {
    const hostile = [
      '?pageNumber=-3',
      '?pageNumber=abc',
      '?pageNumber=1e9',
      '?pageNumber=2.5',
      '?pageNumber=',
      '?language=klingon',
      '?type=%00',
      '?specialty=' + 'x'.repeat(5000),
      '?licensed=zz',
      '?licensed=ontario',
      '?civic=__proto__',
      '?supporter=constructor',
      '?sort=toString',
      '?sort=__proto__',
      '?%E0%A4%A=1',
    ];
    for (const search of hostile) {
      const state = parseRosterQuery(search, 'agents');
      expect({ ...state, page: 1 }).toEqual(EMPTY_ROSTER_STATE);
      expect(state.page).toBeGreaterThanOrEqual(1);
      expect(state.page).toBeLessThanOrEqual(MAX_ROSTER_PAGE);
    }
    expect(parseRosterQuery('?pageNumber=-3', 'agents').page).toBe(1);
    expect(parseRosterQuery('?pageNumber=abc', 'agents').page).toBe(1);
    expect(parseRosterQuery('?pageNumber=9999999', 'agents').page).toBe(MAX_ROSTER_PAGE);
    expect(parseRosterQuery('?pageNumber=4', 'agents').page).toBe(4);
    expect(parseRosterQuery('?licensed=QC', 'agents').licensed).toBe('QC');
  });

  it('trims and caps the text', () => {
    expect(cleanRosterText('  Anne   Roy ')).toBe('Anne Roy');
    const long = parseRosterQuery(`?text=${'a'.repeat(100_000)}`, 'agents').text;
    expect(long).toHaveLength(TEXT_MAX);
    expect(cleanRosterText(null)).toBe('');
  });

  it('keeps agent-only keys off the office roster', () => {
    const state = parseRosterQuery('?sort=lastNameAsc&supporter=children&language=french', 'offices');
    expect(state).toEqual({ ...EMPTY_ROSTER_STATE, language: 'French' });
  });
});

describe('roster search call', () => {
  it('takes the English values and pages of 12', () => {
    expect(rosterSearchParams(full, 'agents')).toEqual({
      text: 'Tremblay',
      language: 'French',
      realEstateType: 'Luxury',
      specialty: 'Luxury homes',
      province: 'ON',
      civic: "Children's Wish Foundation",
      supporter: 'breastCancer',
      sort: 'experienceDesc',
      from: 2 * ROSTER_PAGE_SIZE,
      size: 12,
    });
    expect(rosterSearchParams(EMPTY_ROSTER_STATE, 'agents')).toEqual({ from: 0, size: 12 });
  });

  it('never sends the agent-only keys for offices', () => {
    const params = rosterSearchParams(full, 'offices');
    expect(params).not.toHaveProperty('sort');
    expect(params).not.toHaveProperty('supporter');
  });

  it('searches a city page’s place, which the licensed filter cannot change', () => {
    const place = rosterPlace({ province: 'on', city: 'toronto' });
    expect(place).toEqual({ province: 'ON', city: 'toronto' });
    const state = parseRosterQuery('?licensed=bc&language=french', 'agents', place);
    expect(state.licensed).toBeNull();
    expect(writeRosterQuery(state, 'agents')).toBe('?language=french');
    expect(rosterSearchParams({ ...state, licensed: 'BC' }, 'agents', place)).toMatchObject({
      province: 'ON',
      city: 'toronto',
      language: 'French',
    });
  });

  it('finds no place outside a city page or in a bad one', () => {
    expect(rosterPlace({})).toBeNull();
    expect(rosterPlace({ province: 'zz', city: 'toronto' })).toBeNull();
    expect(rosterPlace({ province: 'on' })).toBeNull();
    expect(rosterPlace({ province: 'on', city: 'a b' })).toBeNull();
  });
});

describe('roster helpers', () => {
  it('counts the filters set (not the sort or the page)', () => {
    expect(activeRosterFilters(EMPTY_ROSTER_STATE)).toBe(0);
    expect(activeRosterFilters({ ...EMPTY_ROSTER_STATE, sort: 'lastNameAsc', page: 4 })).toBe(0);
    expect(activeRosterFilters(full)).toBe(7);
  });

  it('knows the last page of a count', () => {
    expect(lastRosterPage(0)).toBe(1);
    expect(lastRosterPage(12)).toBe(1);
    expect(lastRosterPage(13)).toBe(2);
    expect(lastRosterPage(10_000_000)).toBe(MAX_ROSTER_PAGE);
  });
});

describe('phone links', () => {
  it('dials Canadian numbers with the country code', () => {
    expect(telHref('416-555-0123')).toBe('tel:+14165550123');
    expect(telHref('1 (514) 555-0199')).toBe('tel:+15145550199');
    expect(telHref('555-0199')).toBe('tel:5550199');
  });
});
