import { http, HttpResponse } from 'msw';
import type { DataEnvelope, ErrorBody, ResultOf } from '@/api/contract/envelope';
import { API } from '@/api/contract/paths';
import type {
  CityDemographics,
  Demographics,
  GeocodeResult,
  GeoStats,
  InternalLink,
  Neighbourhood,
  NeighbourhoodLink,
  PlacePrediction,
  PlacesResponse,
  PoiCategory,
  PointOfInterest,
} from '@/api/contract/places';
import { POI_CATEGORIES } from '@/api/contract/places';
import { PROVINCE_NAMES, toProvinceCode } from '@/domain/provinces';
import { HALIFAX_CENTRE, type Db } from '../db';
import type { Place, NeighbourhoodRecord } from '../dataset/places';
import { cityDemographicsOf, demographicsOf, nearestPlace, poisNear } from '../dataset/neighbourhoods';
import { DAY_MS } from '../dataset/listings';
import { residentialListings } from '../search';
import { MAX_SEARCH_TEXT, fold, slug } from '../text';
import { dataResponse, errorResponse, queryOf, route } from './respond';

const NON_CANADIAN =
  /\b(usa|united states|etats-unis|mexico|france|uk|england|new york|seattle|chicago|paris|london)\b/;

/** The middle value (the upper of the two middle ones for an even count), or null for none. */
function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

function coordinate(params: URLSearchParams, name: string, limit: number, errors: string[]): number {
  const raw = params.get(name);
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isFinite(n) || Math.abs(n) > limit) errors.push(`${name} must be a number within ±${limit}`);
  return n;
}

export function geoHandlers(db: Db) {
  const data = () => db.data;

  /** The best place named in a free-text address: the longest name found, then the most populous. */
  function findPlace(address: string): Place | NeighbourhoodRecord | null {
    const folded = ` ${fold(address).replace(/[,.]/g, ' ').replace(/\s+/g, ' ')} `;
    const province = /\b(ab|bc|mb|nb|nl|ns|nt|nu|on|pe|qc|sk|yt)\s*$/.exec(folded.trim())?.[1]?.toUpperCase();
    for (const n of data().neighbourhoods)
      if (folded.includes(` ${fold(n.name)} `) && folded.includes(n.place.folded)) return n;
    let best: Place | null = null;
    for (const place of data().places) {
      if (!folded.includes(` ${place.folded} `)) continue;
      if (province && place.province !== province) continue;
      if (
        !best ||
        place.folded.length > best.folded.length ||
        (place.folded.length === best.folded.length && place.population > best.population)
      )
        best = place;
    }
    return best;
  }

  const neighbourhoodOf = (n: NeighbourhoodRecord, listed = residentialListings(data().today)): Neighbourhood => ({
    neighbourhoodId: n.neighbourhoodId,
    placeKey: n.placeKey,
    name: n.name,
    city: n.place.name,
    province: n.place.province,
    lat: n.lat,
    lng: n.lng,
    boundary: n.boundary,
    detailUrl: n.detailUrl,
    about: {
      en: `${n.name} is a neighbourhood of ${n.place.name}, ${PROVINCE_NAMES[n.place.province].en}.`,
      fr: `${n.name} est un quartier de ${n.place.name} (${PROVINCE_NAMES[n.place.province].fr}).`,
    },
    // What its results page lists (the guide shows this until its own search answers).
    listingCount: data().listings.filter((l) => l.neighbourhood === n && listed(l)).length,
  });

  /**
   * Spec §7.3's 404 for a place it does not know: the geocoder's `ZERO_RESULTS` in `data`, and, like every
   * refusal of the demo API, an `errors` list beside it.
   */
  const zeroResults = () =>
    HttpResponse.json<DataEnvelope<GeocodeResult> & ErrorBody>(
      { data: { status: 'ZERO_RESULTS', result: null }, errors: ['ZERO_RESULTS: No place matches this address'] },
      { status: 404 },
    );

  return [
    http.get(route(API.geocode), ({ request }) => {
      // An address is never longer than a search text: the rest is not read.
      const address = queryOf(request).get('address')?.slice(0, MAX_SEARCH_TEXT).trim();
      if (!address) return errorResponse(400, 'address is required');
      const folded = fold(address);
      if (NON_CANADIAN.test(folded)) return zeroResults();
      // Spec §7.3: any Halifax address goes to the fixed centre at zoom 13.
      if (/\bhalifax\b/.test(folded)) {
        return dataResponse<GeocodeResult>({
          status: 'OK',
          result: { ...HALIFAX_CENTRE, name: 'Halifax', province: 'NS', country: 'CA', types: ['locality'] },
        });
      }
      const found = findPlace(address);
      if (!found) return zeroResults();
      if ('neighbourhoodId' in found) {
        return dataResponse<GeocodeResult>({
          status: 'OK',
          result: {
            name: found.name,
            province: found.place.province,
            country: 'CA',
            lat: found.lat,
            lng: found.lng,
            zoom: 14,
            types: ['neighborhood'],
            placeKey: found.placeKey,
          },
        });
      }
      return dataResponse<GeocodeResult>({
        status: 'OK',
        result: {
          name: found.name,
          province: found.province,
          country: 'CA',
          lat: found.lat,
          lng: found.lng,
          zoom: found.zoom,
          types: ['locality'],
          placeKey: found.placeKey,
        },
      });
    }),
    http.get(route(API.places), ({ request }) => {
      const input = queryOf(request).get('text') ?? queryOf(request).get('input') ?? '';
      // Spec §5: nothing for text starting with a digit (an address, not a place).
      if (/^\s*\d/.test(input) || input.trim() === '') return dataResponse<PlacesResponse>({ predictions: [] });
      const q = fold(input);
      const predictions: PlacePrediction[] = [];
      for (const place of data().places) {
        if (!place.folded.startsWith(q)) continue;
        predictions.push({
          description: `${place.name}, ${place.province}, Canada`,
          placeId: place.placeKey,
          terms: [
            { offset: 0, value: place.name },
            { offset: place.name.length + 2, value: place.province },
            { offset: place.name.length + 6, value: 'Canada' },
          ],
          types: ['locality', 'political'],
        });
        if (predictions.length >= 5) break;
      }
      return dataResponse<PlacesResponse>({ predictions });
    }),
    http.get(route(API.neighbourhoods), ({ request }) => {
      const params = queryOf(request);
      const province = params.get('province');
      const city = params.get('city');
      if (province && !toProvinceCode(province))
        return errorResponse(400, 'province must be a two-letter province code');
      const list = data().neighbourhoods.filter(
        (n) =>
          (!province || n.place.province === province.toUpperCase()) &&
          (!city || n.place.folded === fold(city) || n.place.slug === fold(city)),
      );
      return dataResponse<ResultOf<NeighbourhoodLink[]>>({
        result: list.map((n) => ({
          neighbourhoodId: n.neighbourhoodId,
          name: n.name,
          city: n.place.name,
          province: n.place.province,
          detailUrl: n.detailUrl,
        })),
      });
    }),
    http.get(route(API.neighbourhoods, ':id'), ({ params }) => {
      const id = String(params.id);
      const n = data().neighbourhoodById.get(id) ?? data().neighbourhoods.find((x) => x.placeKey === id);
      return n
        ? dataResponse<ResultOf<Neighbourhood>>({ result: neighbourhoodOf(n) })
        : errorResponse(404, 'No neighbourhood with this id');
    }),
    // Ours: a city's figures for the neighbourhood guide's comparisons; before `:id`, which would take `city`.
    http.get(route(API.demographics, 'city'), ({ request }) => {
      const params = queryOf(request);
      const province = toProvinceCode(params.get('province') ?? '');
      if (!province) return errorResponse(400, 'province must be a two-letter province code');
      const city = params.get('city')?.trim();
      if (!city) return errorResponse(400, 'city is required');
      const place = data().placeBySlug.get(`${province.toLowerCase()}/${slug(city)}`);
      if (!place) return errorResponse(404, `No place ${city} in ${province}`);
      const neighbourhoods = data().neighbourhoods.filter((n) => n.place === place);
      return dataResponse<ResultOf<CityDemographics>>({ result: cityDemographicsOf(place, neighbourhoods) });
    }),
    http.get(route(API.demographics, ':id'), ({ params }) => {
      const id = String(params.id);
      const n = data().neighbourhoodById.get(id) ?? data().neighbourhoods.find((x) => x.placeKey === id);
      return n
        ? dataResponse<ResultOf<Demographics>>({ result: demographicsOf(n) })
        : errorResponse(404, 'No neighbourhood with this id');
    }),
    ...(['poi', 'schools'] as const).map((path) =>
      http.get(route(API[path]), ({ request }) => {
        const params = queryOf(request);
        const errors: string[] = [];
        const lat = coordinate(params, 'lat', 90, errors);
        const lng = coordinate(params, 'lng', 180, errors);
        const radius = params.get('radius') === null ? 1500 : Number(params.get('radius'));
        if (!Number.isFinite(radius) || radius < 100 || radius > 10_000)
          errors.push('radius must be from 100 to 10000 metres');
        const asked =
          path === 'schools' ? ['school'] : (params.get('categories')?.split(',').filter(Boolean) ?? POI_CATEGORIES);
        const unknown = asked.filter((c) => !(POI_CATEGORIES as readonly string[]).includes(c));
        if (unknown.length) errors.push(`Unknown categories: ${unknown.join(', ')}`);
        if (errors.length) return errorResponse(400, ...errors);
        return dataResponse<ResultOf<PointOfInterest[]>>({
          result: poisNear(nearestPlace(data().places, lat, lng), lat, lng, asked as PoiCategory[], radius),
        });
      }),
    ),
    http.get(route(API.geoStats), ({ request }) => {
      const params = queryOf(request);
      const province = toProvinceCode(params.get('province') ?? '');
      if (!province) return errorResponse(400, 'province must be a two-letter province code');
      const city = params.get('city');
      // A city's name ("St. John's", "Trois-Rivières") or its slug.
      const place = city ? data().placeBySlug.get(`${province.toLowerCase()}/${slug(city)}`) : undefined;
      if (city && !place) return errorResponse(404, `No place ${city} in ${province}`);
      const today = data().today;
      const listings = data().listings.filter(
        (l) => l.place.province === province && (!place || l.place === place) && l.saleMode !== 'sold',
      );
      const forSale = listings.filter((l) => l.saleMode === 'forSale');
      const byType: Record<string, number> = {};
      for (const l of listings) byType[l.typeId] = (byType[l.typeId] ?? 0) + 1;
      const stats: GeoStats = {
        province,
        city: place?.name ?? null,
        activeListings: listings.length,
        newListings7Days: listings.filter((l) => l.listedAt >= today - 7 * DAY_MS).length,
        medianPrice: median(forSale.map((l) => l.price)),
        averageDaysOnSite: listings.length
          ? Math.round(listings.reduce((s, l) => s + (today - l.listedAt) / DAY_MS, 0) / listings.length)
          : null,
        medianPricePerSqft: median(forSale.flatMap((l) => (l.pricePerSqft === null ? [] : [l.pricePerSqft]))),
        // Whole days, as a listing's own daysOnSite counts them.
        medianDaysOnSite: median(forSale.map((l) => Math.round((today - l.listedAt) / DAY_MS))),
        byListingType: byType,
      };
      return dataResponse<ResultOf<GeoStats>>({ result: stats });
    }),
    http.get(route(API.internalLinks), ({ request }) => {
      const params = queryOf(request);
      const province = toProvinceCode(params.get('province') ?? '');
      if (params.get('province') && !province) return errorResponse(400, 'province must be a two-letter province code');
      const places = data()
        .places.filter((p) => !province || p.province === province)
        .slice(0, 20);
      const links: InternalLink[] = places.map((p) => ({
        text: `${p.name} real estate`,
        url: `/${p.province.toLowerCase()}/${p.slug}-real-estate`,
      }));
      if (province) {
        for (const n of data()
          .neighbourhoods.filter((x) => x.place.province === province)
          .slice(0, 10))
          links.push({ text: `${n.name}, ${n.place.name}`, url: n.detailUrl });
      }
      return dataResponse<ResultOf<InternalLink[]>>({ result: links });
    }),
  ];
}
