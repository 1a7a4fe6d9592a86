import {
  AGENT_LANGUAGES,
  CIVIC_ACTIVITIES,
  REAL_ESTATE_TYPES,
  SPECIALTIES,
  SUPPORTER_CAUSES,
  valueFromSlug,
  valueSlug,
  type AgentLanguage,
  type RealEstateType,
  type Specialty,
  type SupporterCause,
} from './people';
import { toProvinceCode, type ProvinceCode } from './provinces';
import { AGENT_SORTS, DEFAULT_AGENT_SORT, type AgentSort } from './agent-sorting';

/**
 * The agent and office rosters' search (spec §2.6), as their URL holds it: the query is the one source of
 * truth, so a link built by clicking equals a shared one, and Back, Forward and reload restore the search.
 *
 * Public keys, in this fixed order: `text`, `language`, `type`, `specialty`, `licensed`, `civic`,
 * `supporter`, `sort` (agents only), `pageNumber` (1-based, as on the results pages). Values are ASCII slugs (`language=french`,
 * `licensed=on`, `supporter=breast-cancer`); the API takes the English values (`language=French`).
 *
 * The place of a city page (`/on/toronto-real-estate-agents`) comes from its path and is fixed: there,
 * the "licensed in" filter is not offered and a `licensed` key is ignored (the page's province wins), so the
 * canonical URL of a city page never carries it. Elsewhere, `licensed` filters by the agent's or office's
 * province.
 */

export type RosterKind = 'agents' | 'offices';
export type CivicActivity = (typeof CIVIC_ACTIVITIES)[number];

export interface RosterState {
  /** Name or place words; trimmed, at most TEXT_MAX characters, '' for none. */
  text: string;
  language: AgentLanguage | null;
  type: RealEstateType | null;
  specialty: Specialty | null;
  licensed: ProvinceCode | null;
  civic: CivicActivity | null;
  /** Agents only: the office data has no charity support. */
  supporter: SupporterCause | null;
  /** Agents only. */
  sort: AgentSort;
  /** 1-based. */
  page: number;
}

/** The place a city page fixes: the province code and the city's URL slug. */
export interface RosterPlace {
  province: ProvinceCode;
  city: string;
}

/** What the agent and office search calls take (the API contract's RosterSearchParams). */
export interface RosterApiParams {
  text?: string;
  language?: string;
  realEstateType?: string;
  specialty?: string;
  province?: string;
  city?: string;
  civic?: string;
  supporter?: SupporterCause;
  sort?: string;
  from?: number;
  size?: number;
}

export const ROSTER_PAGE_SIZE = 12;
export const TEXT_MAX = 100;
/** The API pages up to `from` 10 000: the last page a URL may ask for. */
export const MAX_ROSTER_PAGE = Math.floor(10_000 / ROSTER_PAGE_SIZE) + 1;

export const EMPTY_ROSTER_STATE: RosterState = {
  text: '',
  language: null,
  type: null,
  specialty: null,
  licensed: null,
  civic: null,
  supporter: null,
  sort: DEFAULT_AGENT_SORT,
  page: 1,
};

/** The filter keys (everything a "Clear filters" resets; sort and page are not filters). */
export const ROSTER_FILTER_KEYS = ['text', 'language', 'type', 'specialty', 'licensed', 'civic', 'supporter'] as const;

const SUPPORTER_SLUGS: Readonly<Record<SupporterCause, string>> = {
  children: 'children',
  breastCancer: 'breast-cancer',
};

export function supporterSlug(cause: SupporterCause): string {
  return SUPPORTER_SLUGS[cause];
}

/** The text as searched: outer spaces trimmed, inner runs of spaces made one, capped. */
export function cleanRosterText(raw: string | null | undefined): string {
  if (!raw) return '';
  return raw
    .slice(0, TEXT_MAX * 4)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TEXT_MAX)
    .trim();
}

function parsePage(raw: string | null): number {
  if (!raw || !/^\d{1,7}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return Math.min(Math.max(1, page), MAX_ROSTER_PAGE);
}

function parseSort(raw: string | null): AgentSort {
  if (!raw) return DEFAULT_AGENT_SORT;
  return Object.hasOwn(AGENT_SORTS, raw) ? (raw as AgentSort) : DEFAULT_AGENT_SORT;
}

function parseSupporter(raw: string | null): SupporterCause | null {
  if (!raw) return null;
  const value = raw.trim().toLowerCase();
  return SUPPORTER_CAUSES.find((cause) => SUPPORTER_SLUGS[cause] === value) ?? null;
}

/**
 * The search a roster URL's query describes. Hostile or unknown values are dropped (an unknown slug, a
 * page of `-3` or `abc`), a page is clamped to 1..MAX_ROSTER_PAGE, text trimmed and capped; never throws.
 */
export function parseRosterQuery(
  search: string | URLSearchParams,
  kind: RosterKind,
  place: RosterPlace | null = null,
): RosterState {
  const q = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const agents = kind === 'agents';
  return {
    text: cleanRosterText(q.get('text')),
    language: valueFromSlug(AGENT_LANGUAGES, q.get('language')) ?? null,
    type: valueFromSlug(REAL_ESTATE_TYPES, q.get('type')) ?? null,
    specialty: valueFromSlug(SPECIALTIES, q.get('specialty')) ?? null,
    licensed: place ? null : toProvinceCode(q.get('licensed')?.trim()),
    civic: valueFromSlug(CIVIC_ACTIVITIES, q.get('civic')) ?? null,
    supporter: agents ? parseSupporter(q.get('supporter')) : null,
    sort: agents ? parseSort(q.get('sort')) : DEFAULT_AGENT_SORT,
    page: parsePage(q.get('pageNumber')),
  };
}

/**
 * The query string of a search (`?language=french&page=2`, or '' for none), keys in a fixed order,
 * defaults and empty values left out, so equal searches have equal URLs.
 */
export function writeRosterQuery(state: RosterState, kind: RosterKind): string {
  const q = new URLSearchParams();
  const text = cleanRosterText(state.text);
  if (text) q.set('text', text);
  if (state.language) q.set('language', valueSlug(state.language));
  if (state.type) q.set('type', valueSlug(state.type));
  if (state.specialty) q.set('specialty', valueSlug(state.specialty));
  if (state.licensed) q.set('licensed', state.licensed.toLowerCase());
  if (state.civic) q.set('civic', valueSlug(state.civic));
  if (kind === 'agents' && state.supporter) q.set('supporter', SUPPORTER_SLUGS[state.supporter]);
  if (kind === 'agents' && state.sort !== DEFAULT_AGENT_SORT) q.set('sort', state.sort);
  if (state.page > 1) q.set('pageNumber', String(Math.min(Math.trunc(state.page), MAX_ROSTER_PAGE)));
  const out = q.toString();
  return out ? `?${out}` : '';
}

/** The agent or office search call for a search, on a city page or anywhere in Canada. */
export function rosterSearchParams(
  state: RosterState,
  kind: RosterKind,
  place: RosterPlace | null = null,
): RosterApiParams {
  const params: RosterApiParams = {};
  const text = cleanRosterText(state.text);
  if (text) params.text = text;
  if (state.language) params.language = state.language;
  if (state.type) params.realEstateType = state.type;
  if (state.specialty) params.specialty = state.specialty;
  if (place) {
    params.province = place.province;
    params.city = place.city;
  } else if (state.licensed) {
    params.province = state.licensed;
  }
  if (state.civic) params.civic = state.civic;
  if (kind === 'agents') {
    if (state.supporter) params.supporter = state.supporter;
    if (state.sort !== DEFAULT_AGENT_SORT) params.sort = state.sort;
  }
  params.from = (Math.min(Math.max(1, Math.trunc(state.page) || 1), MAX_ROSTER_PAGE) - 1) * ROSTER_PAGE_SIZE;
  params.size = ROSTER_PAGE_SIZE;
  return params;
}

/** The place of a city page from its route params (`province=on`, `city=toronto`), or null elsewhere. */
export function rosterPlace(params: Readonly<Record<string, string | undefined>>): RosterPlace | null {
  const province = toProvinceCode(params.province);
  const city = params.city?.trim().toLowerCase();
  if (!province || !city || !/^[a-z0-9-]{1,80}$/.test(city)) return null;
  return { province, city };
}

/** How many filters are set (the text counts as one). */
export function activeRosterFilters(state: RosterState): number {
  return ROSTER_FILTER_KEYS.filter((key) => (key === 'text' ? state.text !== '' : state[key] !== null)).length;
}

/** The last page of a result count (1 when there is nothing). */
export function lastRosterPage(total: number): number {
  return Math.min(Math.max(1, Math.ceil(total / ROSTER_PAGE_SIZE)), MAX_ROSTER_PAGE);
}

/** A `tel:` link for a North American number as the data writes it (`416-555-0123` → `tel:+14165550123`). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
