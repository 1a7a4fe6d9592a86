import { http } from 'msw';
import type { Agent, AgentCard, Office, OfficeCard, RosterPage } from '@/api/contract/directory';
import type { ResultOf } from '@/api/contract/envelope';
import { API } from '@/api/contract/paths';
import { AGENT_SORTS, type AgentSort } from '@/domain/agent-sorting';
import { toProvinceCode } from '@/domain/provinces';
import type { Db } from '../db';
import { intParam } from '../search';
import { MAX_SEARCH_TEXT, fold, searchWords, slug } from '../text';
import { dataResponse, errorResponse, queryOf, route } from './respond';

const card = (a: Agent): AgentCard => ({
  agentId: a.agentId,
  detailUrl: a.detailUrl,
  name: a.name,
  firstName: a.firstName,
  lastName: a.lastName,
  photoUrl: a.photoUrl,
  city: a.city,
  province: a.province,
  brokerage: a.brokerage,
  languages: a.languages,
  experienceYears: a.experienceYears,
  phones: a.phones,
  rating: a.rating,
  reviewCount: a.reviewCount,
  listingCount: a.listingCount,
});
const officeCard = (o: Office): OfficeCard => ({
  officeId: o.officeId,
  detailUrl: o.detailUrl,
  name: o.name,
  address: o.address,
  city: o.city,
  province: o.province,
  phone: o.phone,
  agentCount: o.agentCount,
  listingCount: o.listingCount,
});

interface Common {
  text: string;
  languages: string[];
  realEstateTypes: string[];
  specialties: string[];
  province: string;
  city: string;
  civic: string[];
}

/** The roster filters of spec §2.6, shared by agent and office search. */
function rosterFilter(params: URLSearchParams, errors: string[]): (x: Common) => boolean {
  const language = params.get('language');
  const type = params.get('realEstateType');
  const specialty = params.get('specialty');
  const provinceRaw = params.get('province');
  const province = provinceRaw ? toProvinceCode(provinceRaw) : null;
  if (provinceRaw && !province) errors.push('province must be a two-letter province code');
  // The city arrives as a URL slug (`st-johns`, `trois-rivieres`): compare slugs, so St. John's matches.
  const city = slug(params.get('city') ?? '');
  const civic = fold((params.get('civic') ?? '').slice(0, MAX_SEARCH_TEXT));
  // Capped like every text search (searchWords), and each query value folded once, not once per person.
  const words = searchWords(params.get('text') ?? '', /\s+/);
  const foldedLanguage = language ? fold(language.slice(0, MAX_SEARCH_TEXT)) : '';
  const foldedType = type ? fold(type.slice(0, MAX_SEARCH_TEXT)) : '';
  const foldedSpecialty = specialty ? fold(specialty.slice(0, MAX_SEARCH_TEXT)) : '';
  return (x) =>
    (!words.length || words.every((w) => fold(`${x.text} ${x.city}`).includes(w))) &&
    (!language || x.languages.some((l) => fold(l) === foldedLanguage)) &&
    (!type || x.realEstateTypes.some((t) => fold(t) === foldedType)) &&
    (!specialty || x.specialties.some((s) => fold(s).includes(foldedSpecialty))) &&
    (!province || x.province === province) &&
    (!city || slug(x.city) === city) &&
    (!civic || x.civic.some((c) => fold(c).includes(civic)));
}

export function directoryHandlers(db: Db) {
  const data = () => db.data;
  const page = (params: URLSearchParams, errors: string[]) => ({
    from: intParam(params, 'from', 0, 0, 10_000, errors),
    size: intParam(params, 'size', 12, 1, 100, errors),
  });

  return [
    http.get(route(API.agent, 'search'), ({ request }) => {
      const params = queryOf(request);
      const errors: string[] = [];
      const match = rosterFilter(params, errors);
      const { from, size } = page(params, errors);
      const sort = (params.get('sort') ?? 'none') as AgentSort;
      if (!Object.hasOwn(AGENT_SORTS, sort)) errors.push(`sort must be one of ${Object.keys(AGENT_SORTS).join(', ')}`);
      const supporter = params.get('supporter');
      if (supporter && supporter !== 'children' && supporter !== 'breastCancer')
        errors.push('supporter must be children or breastCancer');
      if (errors.length) return errorResponse(400, ...errors);
      let found = data().agents.filter(
        (a) =>
          match({
            text: `${a.name} ${a.brokerage} ${a.serviceAreas.join(' ')}`,
            languages: a.languages,
            realEstateTypes: a.realEstateTypes,
            specialties: a.specialties,
            province: a.province,
            city: a.city,
            civic: a.civicActivities,
          }) &&
          (supporter !== 'children' || a.supportsChildrensCharity) &&
          (supporter !== 'breastCancer' || a.supportsBreastCancerCharity),
      );
      const order = AGENT_SORTS[sort];
      if (order) {
        const dir = order.direction === 'asc' ? 1 : -1;
        found = [...found].sort((a, b) =>
          order.key === 'lastName'
            ? dir * a.lastName.localeCompare(b.lastName, 'fr-CA')
            : dir * (a.experienceYears - b.experienceYears),
        );
      }
      return dataResponse<RosterPage<AgentCard>>({
        result: { results: found.slice(from, from + size).map(card), totalHits: found.length },
      });
    }),
    http.get(route(API.agent, ':agentId'), ({ params }) => {
      const index = data().agentById.get(String(params.agentId));
      return index === undefined
        ? errorResponse(404, 'No agent with this id')
        : dataResponse<ResultOf<Agent>>({ result: data().agents[index]! });
    }),
    http.get(route(API.office, 'search'), ({ request }) => {
      const params = queryOf(request);
      const errors: string[] = [];
      const match = rosterFilter(params, errors);
      const { from, size } = page(params, errors);
      if (errors.length) return errorResponse(400, ...errors);
      const found = data().offices.filter((o) =>
        match({
          text: `${o.name} ${o.address} ${o.servingAreas.join(' ')}`,
          languages: o.languages,
          realEstateTypes: o.realEstateTypes,
          specialties: o.specializes,
          province: o.province,
          city: o.city,
          civic: o.civicActivities,
        }),
      );
      return dataResponse<RosterPage<OfficeCard>>({
        result: { results: found.slice(from, from + size).map(officeCard), totalHits: found.length },
      });
    }),
    http.get(route(API.office, ':officeId/agents'), ({ request, params }) => {
      const officeId = String(params.officeId);
      if (!data().officeById.has(officeId)) return errorResponse(404, 'No office with this id');
      const errors: string[] = [];
      const { from, size } = page(queryOf(request), errors);
      if (errors.length) return errorResponse(400, ...errors);
      const agents = data().agents.filter((a) => a.officeId === officeId);
      return dataResponse<RosterPage<AgentCard>>({
        result: { results: agents.slice(from, from + size).map(card), totalHits: agents.length },
      });
    }),
    http.get(route(API.office, ':officeId'), ({ params }) => {
      const index = data().officeById.get(String(params.officeId));
      return index === undefined
        ? errorResponse(404, 'No office with this id')
        : dataResponse<ResultOf<Office>>({ result: data().offices[index]! });
    }),
  ];
}
