import type { LeaseTerm } from '@/domain/rent';
import type { ListingDetail, ListingSummary } from '@/api/contract/listings';
import type { Agent, Office } from '@/api/contract/directory';
import type { Listing } from '@/domain/listing';
import { LISTING_TYPE_NAMES, type ListingTypeId } from '@/domain/listing-types';
import { listingCategory } from '@/domain/listing';
import { Rng } from '../random';
import type {
  BasementValue,
  CoolingValue,
  FlooringValue,
  HeatingValue,
  ParkingValue,
  PetPolicyValue,
  RoofValue,
  UtilitiesValue,
} from '@/domain/listing-values';
import { CONDO_TYPES, levelName, roomsTable } from './floor-plan';
import { REAL_ESTATE_BOARDS } from './markets';
import type { ListingCore } from './listings';

// The detail values as the listings backend sends them: English words whatever the listing's language
// (the app renders them in the page's language from domain/listing-values).
const HEATING: readonly HeatingValue[] = [
  'Forced air, natural gas',
  'Hot water radiant',
  'Electric baseboard',
  'Heat pump',
  'Geothermal',
];
const COOLING: readonly CoolingValue[] = ['Central air', 'Ductless mini-split', 'None', 'Window units'];
/** A basement the rooms table has rooms in is finished; one it has none in is not, or is no basement. */
const BASEMENT_WITH_ROOMS: readonly BasementValue[] = ['Finished', 'Walk-out'];
const BASEMENT_WITHOUT_ROOMS: readonly BasementValue[] = ['Unfinished', 'Crawl space', 'None'];
const ROOF: readonly RoofValue[] = ['Asphalt shingle', 'Metal', 'Cedar shake', 'Flat membrane'];
const FLOORING: readonly FlooringValue[] = ['Hardwood', 'Laminate', 'Ceramic tile', 'Vinyl plank', 'Carpet'];
const PETS: readonly PetPolicyValue[] = ['Pets allowed', 'Pets allowed with restrictions', 'No pets'];
const UTILITIES: readonly UtilitiesValue[] = [
  'Municipal water and sewer',
  'Well and septic',
  'Hydro, natural gas, cable',
];
/**
 * Zoning codes as each province's municipalities write them: four residential zones first (Vancouver's
 * RS and RT, Quebec's H for habitation, R elsewhere), then commercial, industrial, agricultural and rural.
 */
const ZONING: Readonly<Record<'BC' | 'QC' | 'other', readonly string[]>> = {
  BC: ['RS-1', 'RS-5', 'RT-5', 'RM-4', 'C-2', 'M-1', 'A-1', 'RU-1'],
  QC: ['H-1', 'H-2', 'H-3', 'H-4', 'C-2', 'I-1', 'A-1', 'RU'],
  other: ['R1', 'R2', 'R3', 'R4', 'C-2', 'M-1', 'A-1', 'RU'],
};
const COMMERCIAL_ZONING: Readonly<Record<'BC' | 'QC' | 'other', readonly string[]>> = {
  BC: ['C-1', 'C-2', 'M-1', 'MU-1'],
  QC: ['C-1', 'C-2', 'I-1', 'CM-1'],
  other: ['C-1', 'C-2', 'M-1', 'MU-1'],
};
const zoningOf = (province: string) => (province === 'BC' || province === 'QC' ? province : 'other');

/** Where a home's cars go, from its garage and parking counts (no draw: the seed's bits decide). */
function parkingType(core: ListingCore): ParkingValue | undefined {
  const condo = CONDO_TYPES.has(core.typeId);
  if (core.garage > 0) return condo ? 'Underground' : core.seed % 3 === 0 ? 'Detached garage' : 'Attached garage';
  if (core.parking > 0) return condo ? 'Surface lot' : core.seed % 5 === 0 ? 'Carport' : 'Driveway';
  return undefined;
}

/** French type names with their gender, so adjectives agree. */
const TYPE_WORDS_FR: Record<number, [string, 'm' | 'f']> = {
  100: ['maison unifamiliale', 'f'],
  113: ['maison unifamiliale', 'f'],
  160: ['condo', 'm'],
  161: ['maison en rangée', 'f'],
  104: ['condo', 'm'],
  155: ['duplex', 'm'],
  105: ['plex', 'm'],
  102: ['terrain', 'm'],
  180: ['terre', 'f'],
  106: ['ferme', 'f'],
  181: ['terre agricole', 'f'],
  103: ['logement', 'm'],
  130: ['logement', 'm'],
  150: ['chalet à louer', 'm'],
  182: ['chalet', 'm'],
  121: ['maison mobile', 'f'],
  122: ['maison usinée', 'f'],
  101: ['immeuble commercial', 'm'],
  112: ['local commercial', 'm'],
  107: ['entreprise', 'f'],
  108: ['hôtel', 'm'],
};

const LEASE_WORDS: Readonly<Record<LeaseTerm, { en: string; fr: string }>> = {
  yearly: { en: 'one-year lease', fr: 'bail d’un an' },
  sixMonths: { en: 'six-month lease', fr: 'bail de six mois' },
  monthToMonth: { en: 'month-to-month', fr: 'au mois' },
  shortTerm: { en: 'short stays welcome', fr: 'courts séjours acceptés' },
};

/** What the description says of a rental's terms, the same facts as its `rentTerms`. */
function rentSentence(core: ListingCore, lang: 'en' | 'fr'): string {
  if (!core.rent) return '';
  const day = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${core.rent.availableFrom}T00:00:00Z`));
  const term = LEASE_WORDS[core.rent.leaseTerm][lang];
  const pets = core.rent.petsAllowed
    ? { en: ' Pets welcome.', fr: ' Animaux acceptés.' }
    : { en: ' Sorry, no pets.', fr: ' Animaux non acceptés.' };
  return lang === 'fr'
    ? ` Libre à partir du ${day}, ${term}.${core.rent.furnished ? ' Meublé.' : ''}${pets.fr}`
    : ` Available from ${day}, ${term}.${core.rent.furnished ? ' Furnished.' : ''}${pets.en}`;
}

/** A rental's pet policy is its terms'; a condo for sale keeps its building's rule. */
function petPolicy(core: ListingCore, drawn: string | undefined): string | undefined {
  if (core.rent) return core.rent.petsAllowed ? PETS[0] : PETS[2];
  return drawn;
}

function describeEn(core: ListingCore, rng: Rng): string {
  const type = LISTING_TYPE_NAMES[core.typeId as ListingTypeId].toLowerCase();
  const where = core.neighbourhood ? `${core.neighbourhood.name}, ${core.place.name}` : core.place.name;
  const opening = rng.pick([
    `Welcome to ${core.address}, a ${core.beds ? `${core.beds}-bedroom ` : ''}${type} in ${where}.`,
    `Bright and well kept ${type} in the heart of ${where}.`,
    `Rarely offered ${type} on a quiet street in ${where}.`,
  ]);
  const body = core.features.length ? ` Highlights include ${core.features.join(', ')}.` : '';
  const close = rng.pick([
    ' Steps from schools, parks, transit and shopping.',
    ' Minutes from the highway, with groceries and cafés close by.',
    ' A short walk to the waterfront and local trails.',
  ]);
  return opening + body + close + rentSentence(core, 'en');
}

function describeFr(core: ListingCore, rng: Rng): string {
  const [type, gender] = TYPE_WORDS_FR[core.typeId] ?? ['propriété', 'f'];
  const e = gender === 'f' ? 'e' : '';
  const where = core.neighbourhood
    ? `dans le quartier ${core.neighbourhood.name}, à ${core.place.name}`
    : `à ${core.place.name}`;
  const rooms = core.beds ? ` de ${core.beds} chambre${core.beds > 1 ? 's' : ''}` : '';
  const opening = rng.pick([
    `Magnifique ${type}${rooms} situé${e} ${where}.`,
    `Superbe ${type} lumineu${gender === 'f' ? 'se' : 'x'} et bien entretenu${e}, ${where}.`,
    `Rare sur le marché : ${type}${rooms} sur une rue tranquille, ${where}.`,
  ]);
  const close = rng.pick([
    ' À deux pas des écoles, des parcs, du transport en commun et des commerces.',
    ' Près de l’autoroute, des épiceries et des cafés du quartier.',
    ' Idéal pour une jeune famille. Visite sur rendez-vous.',
  ]);
  return opening + close + rentSentence(core, 'fr');
}

export function photoUrls(core: ListingCore): Listing['photos'] {
  return Array.from({ length: core.photoCount }, (_, n) => ({
    url: `/api/v1/photos/${core.listingId}/${n}.svg`,
    caption: n === 0 ? core.address : undefined,
    width: 1200,
    height: 800,
  }));
}

export function summaryOf(core: ListingCore, officeName: string): ListingSummary {
  const listing = {
    listingId: core.listingId,
    detailUrl: core.detailUrl,
    mlsNum: core.mlsNum,
    address: core.address,
    city: core.place.name,
    province: core.place.province,
    postalCode: core.postalCode,
    listingTypeId: core.typeId,
    status: core.status,
    listPrice: core.price,
    ...(core.pricePerSqft !== null ? { pricePerSqFt: core.pricePerSqft } : {}),
    isLuxury: core.luxury,
    isCommercial: core.commercial,
    latitude: core.lat,
    longitude: core.lng,
    ...(core.beds !== null ? { beds: core.beds } : {}),
    ...(core.baths !== null ? { baths: core.baths } : {}),
    ...(core.sqft !== null ? { sqft: core.sqft } : {}),
    listingDate: core.listingDate,
    lastUpdated: new Date(core.updatedAt).toISOString().slice(0, 10),
    photos: photoUrls(core)!.slice(0, 3),
    openHouses: core.openHouses,
    priceChange: core.priceChange,
    isExclusive: core.exclusive,
    isNewConstruction: core.newConstruction,
    ...(core.virtualTour ? { virtualTourUrl: `https://tours.foyer.example/${core.listingId}` } : {}),
    ...(core.threeDTour ? { threeDTourUrl: `https://3d.foyer.example/${core.listingId}` } : {}),
    courtesyOf: `Courtesy of ${officeName}`,
  };
  return {
    ...listing,
    saleMode: core.saleMode,
    listingCategory: listingCategory(listing),
    ...(core.rent ? { rentTerms: core.rent } : {}),
  };
}

/** The full listing of spec §3, derived from the core record and its seed (so it costs nothing until asked). */
export function detailOf(
  core: ListingCore,
  agents: readonly Agent[],
  offices: readonly Office[],
  pageViews: number,
  today: number,
): ListingDetail {
  const rng = new Rng(core.seed);
  const agent = agents[core.agent]!;
  const coAgent = core.coAgent !== null ? agents[core.coAgent] : undefined;
  const parking = parkingType(core);
  const office = offices[core.office]!;
  const french = core.language === 'fr';
  const en = describeEn(core, rng);
  const fr = describeFr(core, rng);
  const description = core.language === 'fr' ? fr : core.language === 'bilingual' ? `${en}\n\n${fr}` : en;
  const zoning = zoningOf(core.place.province);
  const land = core.beds === null && !core.commercial;
  const rooms = roomsTable(core, rng);
  const basementLevel = levelName('basement');
  const summary = summaryOf(core, office.name);
  const contact = (a: Agent) => ({
    personifyId: a.agentId,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
  });
  return {
    ...summary,
    source: REAL_ESTATE_BOARDS[core.place.province],
    mlsAddress: core.address,
    mlsCity: core.place.name,
    mlsProvince: core.place.province,
    mlsPostalCode: core.postalCode,
    propertySubType: core.structureType,
    structureType: core.structureType,
    uaid: `ua-${core.seed.toString(36)}`,
    uuaid: `uua-${core.index.toString(36)}`,
    agent: contact(agent),
    ...(coAgent ? { coAgent: contact(coAgent) } : {}),
    ...(core.baths !== null ? { fullBaths: core.baths, halfBaths: core.halfBaths } : {}),
    ...(core.lotSqft !== null ? { lotSize: core.lotSqft, lotSizeUnits: 'sqft' } : {}),
    ...(core.yearBuilt !== null ? { yearBuilt: core.yearBuilt } : {}),
    ...(parking ? { parkingType: parking } : {}),
    garageSpaces: core.garage,
    parkingSpaces: core.parking,
    ...(core.stories !== null ? { stories: core.stories } : {}),
    ...(core.units !== null ? { units: core.units } : {}),
    daysOnSite: Math.max(0, Math.round((today - core.listedAt) / 86_400_000)),
    photos: photoUrls(core),
    ...(core.videoTour ? { videoTourUrl: `https://video.foyer.example/${core.listingId}.mp4` } : {}),
    office: {
      name: office.name,
      phone: office.phone,
      address: `${office.address}, ${office.city}, ${office.province}`,
    },
    courtesyOf: `${french ? 'Gracieuseté de' : 'Courtesy of'} ${office.name}`,
    description,
    ...(core.language === 'bilingual' ? { descriptionFr: fr } : {}),
    // A Quebec listing is written in French; its brokerage gives an English version too.
    ...(core.language === 'fr' ? { descriptionEn: en } : {}),
    ...(land
      ? { zoning: rng.pick(ZONING[zoning]), utilities: rng.pick(UTILITIES) }
      : {
          heating: rng.pick(HEATING),
          cooling: rng.pick(COOLING),
          basement: CONDO_TYPES.has(core.typeId)
            ? 'None'
            : rng.pick(rooms.some((r) => r.level === basementLevel) ? BASEMENT_WITH_ROOMS : BASEMENT_WITHOUT_ROOMS),
          roof: rng.pick(ROOF),
          flooring: rng.some(FLOORING, 2).join(', '),
          fireplace: core.features.includes('fireplace') ? rng.pick(['Wood', 'Gas', 'Electric']) : 'None',
          pool: core.features.includes('pool') ? rng.pick(['In-ground', 'Above-ground']) : 'None',
          petPolicy: petPolicy(core, core.saleMode === 'forRent' || core.typeId === 160 ? rng.pick(PETS) : undefined),
          utilities: rng.pick(UTILITIES),
          zoning: core.commercial ? rng.pick(COMMERCIAL_ZONING[zoning]) : rng.pick(ZONING[zoning].slice(0, 4)),
        }),
    waterfront: core.features.includes('waterfront') ? rng.pick(['Lake', 'River', 'Ocean']) : 'No',
    ...(core.saleMode === 'forSale' || core.saleMode === 'sold'
      ? { taxes: Math.round(core.price * (0.006 + rng.next() * 0.006)), taxYear: 2025 }
      : {}),
    ...((core.typeId === 160 || core.typeId === 104 || core.typeId === 161) && core.saleMode !== 'forRent'
      ? { condoFees: Math.round(((core.sqft ?? 800) * (0.45 + rng.next() * 0.4)) / 5) * 5 }
      : {}),
    rooms,
    ...(core.businessType ? { businessType: core.businessType } : {}),
    ...(core.neighbourhood ? { neighbourhoodId: core.neighbourhood.neighbourhoodId } : {}),
    agentId: agent.agentId,
    ...(coAgent ? { coAgentId: coAgent.agentId } : {}),
    officeId: office.officeId,
    pageViews,
  };
}
