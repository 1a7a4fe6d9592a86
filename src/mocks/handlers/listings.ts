import { http, HttpResponse } from 'msw';
import type { ResultOf } from '@/api/contract/envelope';
import type {
  CityListingsResponse,
  DistanceListingsResponse,
  EnhancedContent,
  LatestListingsBody,
  ListingDetail,
  ListingsResponse,
  MapSearchResponse,
  PageViewResult,
  PreviewsResponse,
  SearchEnvelope,
  SuggestionItem,
  SuggestionsResponse,
} from '@/api/contract/listings';
import { API } from '@/api/contract/paths';
import { toProvinceCode } from '@/domain/provinces';
import { HEADER_SEARCH_SORT, MAX_TOTAL_RESULTS, SUGGESTIONS_PAGE_SIZE } from '@/domain/sorting';
import { AGENT_LISTING_SORTS, type AgentListingSort } from '@/domain/agent-sorting';
import { SITEMAP_LISTING_COUNT } from '@/domain/constants';
import type { Db } from '../db';
import type { ListingCore } from '../dataset/listings';
import { detailOf, summaryOf } from '../dataset/detail';
import {
  intParam,
  parseBounds,
  parseFilters,
  searchListings,
  sortParam,
  type Predicate,
  type SearchHits,
} from '../search';
import { hasFloorPlan } from '../photos';
import { fold, searchWords } from '../text';
import { dataResponse, errorResponse, queryOf, readJson, route, text } from './respond';

/** The dataset's feature words in French, for a French listing's highlights. */
const FEATURE_WORDS_FR: Readonly<Record<string, string>> = {
  pool: 'piscine',
  fireplace: 'foyer',
  waterfront: 'bord de l’eau',
  garage: 'garage',
  renovated: 'rénovée',
  view: 'vue',
  hardwood: 'planchers de bois franc',
  'basement suite': 'logement au sous-sol',
  'heat pump': 'thermopompe',
  solar: 'panneaux solaires',
};

const GALLERY_MAX_SIZE = 100;

function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6_371_000 * 2 * Math.asin(Math.sqrt(a));
}

/**
 * The map search's body, `DataEnvelope<MapSearchResponse>`, serialised by hand from typed parts: this is
 * the largest answer of the API and JSON.stringify of 10,000 plain strings is the cost.
 */
function mapSearchBody(results: string[], rest: Omit<MapSearchResponse['result'], 'results'>): string {
  return `{"data":{"result":{"results":${JSON.stringify(results)},"totalHits":${rest.totalHits},"complianceData":${JSON.stringify(rest.complianceData)},"aggregateData":${JSON.stringify(rest.aggregateData)}}}}`;
}

/** Text search: every word must match the listing's address, place, postal code or MLS number. */
export function textMatcher(query: string): { test: Predicate; words: string[] } {
  const words = searchWords(query);
  return { words, test: (l) => words.every((w) => l.searchText.includes(w)) };
}

/** The search envelope of spec §3 around a page of results. */
function envelope<T>(found: SearchHits, results: T[]): SearchEnvelope<T> {
  return {
    results,
    totalHits: found.totalHits,
    complianceData: found.complianceData,
    aggregateData: found.aggregateData,
  };
}

export function listingHandlers(db: Db) {
  const data = () => db.data;
  const summary = (l: ListingCore) => summaryOf(l, data().offices[l.office]!.name);

  /** Shared parameters of the searches; errors collected rather than thrown. */
  function common(params: URLSearchParams, maxSize: number, defaultSize: number) {
    const errors: string[] = [];
    const sort = sortParam(params, 1, errors);
    const from = intParam(params, 'from', 0, 0, MAX_TOTAL_RESULTS, errors);
    const size = intParam(params, 'size', defaultSize, 0, maxSize, errors);
    intParam(params, 'zoom', 4, 0, 22, errors);
    const bounds = parseBounds(params.get('bounds'));
    if (!bounds.ok) errors.push(...bounds.errors);
    const filters = parseFilters(params.get('filters'), data().today);
    if (!filters.ok) errors.push(...filters.errors);
    return {
      errors,
      sort,
      from,
      size,
      bounds: bounds.ok ? bounds.value : null,
      predicate: filters.ok ? filters.value : () => true,
    };
  }

  function summaries(
    params: URLSearchParams,
    maxSize: number,
    defaultSize: number,
    extra?: Predicate,
    order?: (errors: string[]) => ArrayLike<number> | undefined,
  ) {
    const c = common(params, maxSize, defaultSize);
    const sorted = order?.(c.errors);
    if (c.errors.length) return errorResponse(400, ...c.errors);
    const found = searchListings(data(), { ...c, extra, ...(sorted ? { order: sorted } : {}) });
    return dataResponse<ListingsResponse>({ result: envelope(found, found.hits.map(summary)) });
  }

  const mapSearch = ({ request }: { request: Request }) => {
    const c = common(queryOf(request), MAX_TOTAL_RESULTS, MAX_TOTAL_RESULTS);
    if (c.errors.length) return errorResponse(400, ...c.errors);
    const found = searchListings(data(), c);
    const body = mapSearchBody(
      found.hits.map((l) => l.preview),
      found,
    );
    return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
  };

  return [
    http.get(route(API.listings, 'active'), mapSearch),
    http.post(route(API.listings, 'active'), mapSearch),
    http.get(route(API.listings, 'gallery'), ({ request }) => {
      const params = queryOf(request);
      const agentId = params.get('agentId');
      const officeId = params.get('officeId');
      const agent = agentId ? data().agentById.get(agentId) : undefined;
      const office = officeId ? data().officeById.get(officeId) : undefined;
      if (agentId && agent === undefined) return errorResponse(404, 'No agent with this id');
      if (officeId && office === undefined) return errorResponse(404, 'No office with this id');
      const extra: Predicate | undefined =
        agent !== undefined
          ? (l) => l.agent === agent || l.coAgent === agent
          : office !== undefined
            ? (l) => l.office === office
            : undefined;
      // An agent's or office's listings may also be sorted by the profile's own orders (spec §3 agent
      // listing sorts): bedrooms, bathrooms, year built, size. Listings without the value come last.
      const listingSort = params.get('listingSort');
      const order = (errors: string[]) => {
        if (listingSort === null) return undefined;
        if (!Object.hasOwn(AGENT_LISTING_SORTS, listingSort)) {
          errors.push(`listingSort must be one of ${Object.keys(AGENT_LISTING_SORTS).join(', ')}`);
          return undefined;
        }
        const { key, direction } = AGENT_LISTING_SORTS[listingSort as AgentListingSort];
        const value = (l: ListingCore): number | null =>
          key === 'listingDate' ? Date.parse(l.listingDate) : key === 'price' ? l.price : l[key];
        const dir = direction === 'asc' ? 1 : -1;
        return data()
          .listings.filter((l) => !extra || extra(l))
          .map((l) => ({ index: l.index, value: value(l) }))
          .sort((a, b) => {
            if (a.value === b.value) return a.index - b.index;
            if (a.value === null) return 1;
            if (b.value === null) return -1;
            return dir * (a.value - b.value) || a.index - b.index;
          })
          .map((entry) => entry.index);
      };
      return summaries(params, GALLERY_MAX_SIZE, 12, extra, order);
    }),
    http.get(route(API.listings, 'distance'), ({ request }) => {
      const params = queryOf(request);
      const lat = Number(params.get('distance.centreLat'));
      const lng = Number(params.get('distance.centreLon'));
      const max = Number(params.get('distance.maxDistanceInMetre'));
      const errors: string[] = [];
      if (!params.get('distance.centreLat') || !Number.isFinite(lat) || Math.abs(lat) > 90)
        errors.push('distance.centreLat must be a latitude');
      if (!params.get('distance.centreLon') || !Number.isFinite(lng) || Math.abs(lng) > 180)
        errors.push('distance.centreLon must be a longitude');
      if (!Number.isFinite(max) || max <= 0 || max > 500_000)
        errors.push('distance.maxDistanceInMetre must be from 1 to 500000');
      const proximity = params.get('sortByProximity');
      if (proximity !== null && proximity !== 'asc') errors.push('sortByProximity must be asc');
      if (errors.length) return errorResponse(400, ...errors);
      const c = common(params, GALLERY_MAX_SIZE, 10);
      if (c.errors.length) return errorResponse(400, ...c.errors);
      // A box first (cheap), then the real distance; the order is by proximity when asked.
      const dLat = max / 111_000;
      const candidates = data().listings.filter(
        (l) => Math.abs(l.lat - lat) <= dLat && distanceMetres(lat, lng, l.lat, l.lng) <= max,
      );
      if (proximity === 'asc')
        candidates.sort((a, b) => distanceMetres(lat, lng, a.lat, a.lng) - distanceMetres(lat, lng, b.lat, b.lng));
      const found = searchListings(data(), { ...c, order: candidates.map((l) => l.index) });
      return dataResponse<DistanceListingsResponse>({
        result: envelope(
          found,
          found.hits.map((l) => ({
            ...summary(l),
            distanceMetres: Math.round(distanceMetres(lat, lng, l.lat, l.lng)),
          })),
        ),
      });
    }),
    http.get(route(API.listings, 'previews/:ids'), ({ params }) => {
      const ids = String(params.ids)
        .split(',')
        .map((id) => decodeURIComponent(id.trim()))
        .filter(Boolean);
      if (ids.length === 0 || ids.length > 100) return errorResponse(400, 'Give from 1 to 100 listing ids');
      const found = ids.map((id) => data().listingById.get(id)).filter((l): l is ListingCore => l !== undefined);
      return dataResponse<PreviewsResponse>({ result: found.map(summary) });
    }),
    http.get(route(API.listings, 'search'), ({ request }) => {
      const params = queryOf(request);
      const query = params.get('text')?.trim() ?? '';
      if (query.length < 2) return errorResponse(400, 'Please enter a valid search');
      const errors: string[] = [];
      const page = intParam(params, 'page', 0, 0, 1000, errors);
      const size = intParam(params, 'size', 10, 1, GALLERY_MAX_SIZE, errors);
      const sort = sortParam(params, HEADER_SEARCH_SORT, errors);
      const filters = parseFilters(params.get('filters'), data().today);
      if (!filters.ok) errors.push(...filters.errors);
      if (errors.length || !filters.ok) return errorResponse(400, ...errors);
      const { test } = textMatcher(query);
      const found = searchListings(data(), {
        sort,
        from: page * size,
        size,
        bounds: null,
        predicate: filters.value,
        extra: test,
      });
      return dataResponse<ListingsResponse>({ result: envelope(found, found.hits.map(summary)) });
    }),
    http.get(route(API.listings, 'ca/:province/:city'), ({ request, params }) => {
      const province = toProvinceCode(String(params.province));
      if (!province) return errorResponse(400, 'province must be a two-letter province code');
      const place = data().placeBySlug.get(`${province.toLowerCase()}/${String(params.city).toLowerCase()}`);
      if (!place) return errorResponse(404, `No place ${String(params.city)} in ${province}`);
      const q = queryOf(request);
      const c = common(q, GALLERY_MAX_SIZE, 12);
      if (c.errors.length) return errorResponse(400, ...c.errors);
      const found = searchListings(data(), { ...c, extra: (l) => l.place === place });
      return dataResponse<CityListingsResponse>({
        result: {
          ...envelope(found, found.hits.map(summary)),
          place: {
            name: place.name,
            province: place.province,
            lat: place.lat,
            lng: place.lng,
            zoom: place.zoom,
            placeKey: place.placeKey,
          },
        },
      });
    }),
    http.get(route(API.listings, 'latest'), ({ request }) => {
      const params = queryOf(request);
      const type = params.get('type') ?? 'sale';
      if (type !== 'sale' && type !== 'rent') return errorResponse(400, 'type must be sale or rent');
      const errors: string[] = [];
      const count = intParam(params, 'count', SITEMAP_LISTING_COUNT, 1, SITEMAP_LISTING_COUNT, errors);
      if (errors.length) return errorResponse(400, ...errors);
      const out: LatestListingsBody['listings'] = [];
      for (const i of data().byDateDesc) {
        const l = data().listings[i]!;
        // Homes: what is for sale, or for rent; commercial leases are the commercial site's.
        if (l.saleMode !== (type === 'rent' ? 'forRent' : 'forSale')) continue;
        out.push({
          listingId: l.listingId,
          detailUrl: l.detailUrl,
          address: l.address,
          city: l.place.name,
          province: l.place.province,
          listPrice: l.price,
          beds: l.beds,
          baths: l.baths,
          sqft: l.sqft,
          listingDate: l.listingDate,
        });
        if (out.length >= count) break;
      }
      // Spec §7.1: `latest` answers are used as the body, with no data envelope.
      const body: LatestListingsBody = { listings: out };
      return HttpResponse.json(body);
    }),
    http.post(route(API.listings, 'addPageView'), async ({ request }) => {
      const parsed = await readJson(request, { fields: ['listingId'] });
      if (!parsed.ok) return parsed.response;
      const id = text(parsed.body.listingId);
      if (!data().listingById.has(id)) return errorResponse(404, 'No listing with this id');
      const views = (db.state.pageViews.get(id) ?? 0) + 1;
      db.state.pageViews.set(id, views);
      return dataResponse<ResultOf<PageViewResult>>({ result: { listingId: id, pageViews: views } });
    }),
    http.get(route(API.properties, ':listingId'), ({ params }) => {
      const core = data().listingById.get(String(params.listingId));
      if (!core) return errorResponse(404, 'No listing with this id');
      return dataResponse<ResultOf<ListingDetail>>({
        result: detailOf(
          core,
          data().agents,
          data().offices,
          db.state.pageViews.get(core.listingId) ?? 0,
          data().today,
        ),
      });
    }),
    http.get(route(API.enhancedContent, ':listingId'), ({ params }) => {
      const core = data().listingById.get(String(params.listingId));
      if (!core) return errorResponse(404, 'No listing with this id');
      const french = core.language === 'fr';
      // The listing's own words, in its language.
      const highlights = core.features.map((f) => {
        const word = french ? (FEATURE_WORDS_FR[f] ?? f) : f;
        return word.charAt(0).toUpperCase() + word.slice(1);
      });
      return dataResponse<ResultOf<EnhancedContent>>({
        result: {
          listingId: core.listingId,
          highlights,
          videoTourUrl: core.videoTour ? `https://video.foyer.example/${core.listingId}.mp4` : null,
          threeDTourUrl: core.threeDTour ? `https://3d.foyer.example/${core.listingId}` : null,
          floorPlans: hasFloorPlan(core)
            ? [
                {
                  name: french ? 'Plan du rez-de-chaussée' : 'Main floor plan',
                  url: `/api/v1/photos/${core.listingId}/${core.photoCount - 1}.svg`,
                },
              ]
            : [],
        },
      });
    }),
    http.get(route(API.suggestions), ({ request }) => {
      const params = queryOf(request);
      const query = fold(params.get('text') ?? '')
        .replace(/[,]/g, ' ')
        .replace(/\s+/g, ' ');
      if (query.length === 0) return dataResponse<SuggestionsResponse>({ result: { places: [], listings: [] } });
      if (query.length > 100) return errorResponse(400, 'text is too long');
      const errors: string[] = [];
      const size = intParam(params, 'size', SUGGESTIONS_PAGE_SIZE, 1, 20, errors);
      if (errors.length) return errorResponse(400, ...errors);
      const category = params.get('siteCategory');
      const wantCategory = (l: ListingCore | undefined) =>
        !l || !category || category === 'residential' ? true : category === 'commercial' ? l.commercial : l.luxury;

      const places: { rank: number; item: SuggestionItem }[] = [];
      for (const entry of data().placeSuggestions) {
        if (entry.key.startsWith(query) || entry.key.includes(` ${query}`) || entry.key.includes(`-${query}`))
          places.push(entry);
      }
      places.sort((a, b) => b.rank - a.rank);
      const bucket = data().listingSuggestions.get(query.slice(0, 2)) ?? [];
      const all = data().listings;
      const matches = bucket
        .filter((entry) => entry.key.startsWith(query) && wantCategory(all[entry.listing]))
        .sort((a, b) => all[b.listing]!.score - all[a.listing]!.score)
        .slice(0, size);
      const listings: SuggestionItem[] = matches.map(({ listing, mls }) => {
        const l = all[listing]!;
        const where = `${l.address}, ${l.place.name}, ${l.place.province}`;
        return {
          displayText: mls ? `MLS® ${l.mlsNum} – ${where}` : where,
          targetUrl: { url: l.detailUrl },
          kind: mls ? 'mls' : 'address',
          isQuebec: l.place.province === 'QC',
        };
      });
      return dataResponse<SuggestionsResponse>({
        result: { places: places.slice(0, size).map((p) => p.item), listings },
      });
    }),
  ];
}
