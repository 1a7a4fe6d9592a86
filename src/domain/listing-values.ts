import { businessTypeMessages } from './filters';
import { defineMessages, type MessageDescriptor } from './messages';

/**
 * The coded values of a listing's details (spec §3): the listings backend sends them as English words
 * ("Forced air, natural gas", "Semi-detached", "Crawl space"), whatever the listing's language. This is
 * the one table that maps each to a message, so a French page reads "Air pulsé au gaz naturel",
 * "Jumelée", "Vide sanitaire". A value the table does not know (newer data) is shown as sent, marked
 * with the listing's language.
 *
 * Each vocabulary is keyed by the backend's value and `satisfies` its list, so a value without a message
 * fails the type check; `listing-values.test.ts` checks every message has its French.
 */

export const HEATING_VALUES = [
  'Forced air, natural gas',
  'Forced air',
  'Hot water radiant',
  'Electric baseboard',
  'Heat pump',
  'Geothermal',
  'Wood stove',
  'Oil',
  'Propane',
] as const;
export const COOLING_VALUES = ['Central air', 'Ductless mini-split', 'Window units', 'None'] as const;
export const BASEMENT_VALUES = [
  'Finished',
  'Partially finished',
  'Walk-out',
  'Unfinished',
  'Crawl space',
  'None',
] as const;
export const ROOF_VALUES = ['Asphalt shingle', 'Metal', 'Cedar shake', 'Flat membrane', 'Clay tile'] as const;
export const FLOORING_VALUES = [
  'Hardwood',
  'Engineered hardwood',
  'Laminate',
  'Ceramic tile',
  'Vinyl plank',
  'Carpet',
  'Concrete',
] as const;
export const FIREPLACE_VALUES = ['Wood', 'Gas', 'Electric', 'None'] as const;
export const POOL_VALUES = ['In-ground', 'Above-ground', 'None'] as const;
export const UTILITIES_VALUES = [
  'Municipal water and sewer',
  'Municipal water, septic',
  'Well and septic',
  'Hydro, natural gas, cable',
  'Hydro only',
] as const;
export const WATERFRONT_VALUES = ['Lake', 'River', 'Ocean', 'Canal', 'Yes', 'No'] as const;
export const PET_POLICY_VALUES = ['Pets allowed', 'Pets allowed with restrictions', 'No pets'] as const;
export const STRUCTURE_VALUES = [
  'Detached',
  'Semi-detached',
  'Bungalow',
  'Split-level',
  'Mobile home',
  'Manufactured home',
  'Cottage',
  'Duplex',
  'Triplex',
  'Fourplex',
  'Multiplex',
  'Row / Townhouse',
  'Apartment',
  'Land',
  'Commercial',
] as const;
export const PARKING_VALUES = [
  'Attached garage',
  'Detached garage',
  'Underground',
  'Driveway',
  'Carport',
  'Surface lot',
  'Street',
] as const;

export type HeatingValue = (typeof HEATING_VALUES)[number];
export type CoolingValue = (typeof COOLING_VALUES)[number];
export type BasementValue = (typeof BASEMENT_VALUES)[number];
export type RoofValue = (typeof ROOF_VALUES)[number];
export type FlooringValue = (typeof FLOORING_VALUES)[number];
export type FireplaceValue = (typeof FIREPLACE_VALUES)[number];
export type PoolValue = (typeof POOL_VALUES)[number];
export type UtilitiesValue = (typeof UTILITIES_VALUES)[number];
export type WaterfrontValue = (typeof WATERFRONT_VALUES)[number];
export type PetPolicyValue = (typeof PET_POLICY_VALUES)[number];
export type StructureValue = (typeof STRUCTURE_VALUES)[number];
export type ParkingValue = (typeof PARKING_VALUES)[number];

type Table<V extends string> = Readonly<Record<V, MessageDescriptor>>;

const heating = defineMessages({
  'Forced air, natural gas': { id: 'listing-value.heating.forced-air-gas', defaultMessage: 'Forced air, natural gas' },
  'Forced air': { id: 'listing-value.heating.forced-air', defaultMessage: 'Forced air' },
  'Hot water radiant': { id: 'listing-value.heating.hot-water-radiant', defaultMessage: 'Hot water radiant' },
  'Electric baseboard': { id: 'listing-value.heating.electric-baseboard', defaultMessage: 'Electric baseboard' },
  'Heat pump': { id: 'listing-value.heating.heat-pump', defaultMessage: 'Heat pump' },
  Geothermal: { id: 'listing-value.heating.geothermal', defaultMessage: 'Geothermal' },
  'Wood stove': { id: 'listing-value.heating.wood-stove', defaultMessage: 'Wood stove' },
  Oil: { id: 'listing-value.heating.oil', defaultMessage: 'Oil' },
  Propane: { id: 'listing-value.heating.propane', defaultMessage: 'Propane' },
}) satisfies Table<HeatingValue>;

// "None" agrees with what it answers in French: la climatisation (aucune), le sous-sol (aucun).
const cooling = defineMessages({
  'Central air': { id: 'listing-value.cooling.central-air', defaultMessage: 'Central air' },
  'Ductless mini-split': { id: 'listing-value.cooling.ductless', defaultMessage: 'Ductless mini-split' },
  'Window units': { id: 'listing-value.cooling.window-units', defaultMessage: 'Window units' },
  None: { id: 'listing-value.cooling.none', defaultMessage: 'None' },
}) satisfies Table<CoolingValue>;

const basement = defineMessages({
  Finished: { id: 'listing-value.basement.finished', defaultMessage: 'Finished' },
  'Partially finished': { id: 'listing-value.basement.partially-finished', defaultMessage: 'Partially finished' },
  'Walk-out': { id: 'listing-value.basement.walk-out', defaultMessage: 'Walk-out' },
  Unfinished: { id: 'listing-value.basement.unfinished', defaultMessage: 'Unfinished' },
  'Crawl space': { id: 'listing-value.basement.crawl-space', defaultMessage: 'Crawl space' },
  None: { id: 'listing-value.basement.none', defaultMessage: 'None' },
}) satisfies Table<BasementValue>;

const roof = defineMessages({
  'Asphalt shingle': { id: 'listing-value.roof.asphalt-shingle', defaultMessage: 'Asphalt shingle' },
  Metal: { id: 'listing-value.roof.metal', defaultMessage: 'Metal' },
  'Cedar shake': { id: 'listing-value.roof.cedar-shake', defaultMessage: 'Cedar shake' },
  'Flat membrane': { id: 'listing-value.roof.flat-membrane', defaultMessage: 'Flat membrane' },
  'Clay tile': { id: 'listing-value.roof.clay-tile', defaultMessage: 'Clay tile' },
}) satisfies Table<RoofValue>;

const flooring = defineMessages({
  Hardwood: { id: 'listing-value.flooring.hardwood', defaultMessage: 'Hardwood' },
  'Engineered hardwood': { id: 'listing-value.flooring.engineered-hardwood', defaultMessage: 'Engineered hardwood' },
  Laminate: { id: 'listing-value.flooring.laminate', defaultMessage: 'Laminate' },
  'Ceramic tile': { id: 'listing-value.flooring.ceramic-tile', defaultMessage: 'Ceramic tile' },
  'Vinyl plank': { id: 'listing-value.flooring.vinyl-plank', defaultMessage: 'Vinyl plank' },
  Carpet: { id: 'listing-value.flooring.carpet', defaultMessage: 'Carpet' },
  Concrete: { id: 'listing-value.flooring.concrete', defaultMessage: 'Concrete' },
}) satisfies Table<FlooringValue>;

const fireplace = defineMessages({
  Wood: { id: 'listing-value.fireplace.wood', defaultMessage: 'Wood' },
  Gas: { id: 'listing-value.fireplace.gas', defaultMessage: 'Gas' },
  Electric: { id: 'listing-value.fireplace.electric', defaultMessage: 'Electric' },
  None: { id: 'listing-value.fireplace.none', defaultMessage: 'None' },
}) satisfies Table<FireplaceValue>;

const pool = defineMessages({
  'In-ground': { id: 'listing-value.pool.in-ground', defaultMessage: 'In-ground' },
  'Above-ground': { id: 'listing-value.pool.above-ground', defaultMessage: 'Above-ground' },
  None: { id: 'listing-value.pool.none', defaultMessage: 'None' },
}) satisfies Table<PoolValue>;

const utilities = defineMessages({
  'Municipal water and sewer': {
    id: 'listing-value.utilities.municipal-water-sewer',
    defaultMessage: 'Municipal water and sewer',
  },
  'Municipal water, septic': {
    id: 'listing-value.utilities.municipal-water-septic',
    defaultMessage: 'Municipal water, septic',
  },
  'Well and septic': { id: 'listing-value.utilities.well-septic', defaultMessage: 'Well and septic' },
  'Hydro, natural gas, cable': {
    id: 'listing-value.utilities.hydro-gas-cable',
    defaultMessage: 'Hydro, natural gas, cable',
  },
  'Hydro only': { id: 'listing-value.utilities.hydro-only', defaultMessage: 'Hydro only' },
}) satisfies Table<UtilitiesValue>;

const waterfront = defineMessages({
  Lake: { id: 'listing-value.waterfront.lake', defaultMessage: 'Lake' },
  River: { id: 'listing-value.waterfront.river', defaultMessage: 'River' },
  Ocean: { id: 'listing-value.waterfront.ocean', defaultMessage: 'Ocean' },
  Canal: { id: 'listing-value.waterfront.canal', defaultMessage: 'Canal' },
  Yes: { id: 'listing-value.waterfront.yes', defaultMessage: 'Yes' },
  No: { id: 'listing-value.waterfront.no', defaultMessage: 'No' },
}) satisfies Table<WaterfrontValue>;

const petPolicy = defineMessages({
  'Pets allowed': { id: 'listing-value.pets.allowed', defaultMessage: 'Pets allowed' },
  'Pets allowed with restrictions': {
    id: 'listing-value.pets.restrictions',
    defaultMessage: 'Pets allowed with restrictions',
  },
  'No pets': { id: 'listing-value.pets.none', defaultMessage: 'No pets' },
}) satisfies Table<PetPolicyValue>;

const structure = defineMessages({
  Detached: { id: 'listing-value.structure.detached', defaultMessage: 'Detached' },
  'Semi-detached': { id: 'listing-value.structure.semi-detached', defaultMessage: 'Semi-detached' },
  Bungalow: { id: 'listing-value.structure.bungalow', defaultMessage: 'Bungalow' },
  'Split-level': { id: 'listing-value.structure.split-level', defaultMessage: 'Split-level' },
  'Mobile home': { id: 'listing-value.structure.mobile-home', defaultMessage: 'Mobile home' },
  'Manufactured home': { id: 'listing-value.structure.manufactured-home', defaultMessage: 'Manufactured home' },
  Cottage: { id: 'listing-value.structure.cottage', defaultMessage: 'Cottage' },
  Duplex: { id: 'listing-value.structure.duplex', defaultMessage: 'Duplex' },
  Triplex: { id: 'listing-value.structure.triplex', defaultMessage: 'Triplex' },
  Fourplex: { id: 'listing-value.structure.fourplex', defaultMessage: 'Fourplex' },
  Multiplex: { id: 'listing-value.structure.multiplex', defaultMessage: 'Multiplex' },
  'Row / Townhouse': { id: 'listing-value.structure.row-townhouse', defaultMessage: 'Row / Townhouse' },
  Apartment: { id: 'listing-value.structure.apartment', defaultMessage: 'Apartment' },
  Land: { id: 'listing-value.structure.land', defaultMessage: 'Land' },
  Commercial: { id: 'listing-value.structure.commercial', defaultMessage: 'Commercial' },
}) satisfies Table<StructureValue>;

const parking = defineMessages({
  'Attached garage': { id: 'listing-value.parking.attached-garage', defaultMessage: 'Attached garage' },
  'Detached garage': { id: 'listing-value.parking.detached-garage', defaultMessage: 'Detached garage' },
  Underground: { id: 'listing-value.parking.underground', defaultMessage: 'Underground' },
  Driveway: { id: 'listing-value.parking.driveway', defaultMessage: 'Driveway' },
  Carport: { id: 'listing-value.parking.carport', defaultMessage: 'Carport' },
  'Surface lot': { id: 'listing-value.parking.surface-lot', defaultMessage: 'Surface lot' },
  Street: { id: 'listing-value.parking.street', defaultMessage: 'Street' },
}) satisfies Table<ParkingValue>;

/** The detail fields whose values are coded, and their vocabularies. */
export const DETAIL_VOCABULARIES = {
  heating,
  cooling,
  basement,
  roof,
  flooring,
  fireplace,
  pool,
  utilities,
  waterfront,
  petPolicy,
  structureType: structure,
  propertySubType: structure,
  parkingType: parking,
  businessType: businessTypeMessages,
} as const satisfies Record<string, Readonly<Record<string, MessageDescriptor>>>;
export type CodedField = keyof typeof DETAIL_VOCABULARIES;

// ——— Zoning: a municipality's code, read by its class ———

export const ZONING_CLASSES = [
  'residential',
  'commercial',
  'industrial',
  'agricultural',
  'rural',
  'mixedUse',
  'institutional',
] as const;
export type ZoningClass = (typeof ZONING_CLASSES)[number];

const zoningClass = defineMessages({
  residential: { id: 'listing-value.zoning.residential', defaultMessage: 'Residential' },
  commercial: { id: 'listing-value.zoning.commercial', defaultMessage: 'Commercial' },
  industrial: { id: 'listing-value.zoning.industrial', defaultMessage: 'Industrial' },
  agricultural: { id: 'listing-value.zoning.agricultural', defaultMessage: 'Agricultural' },
  rural: { id: 'listing-value.zoning.rural', defaultMessage: 'Rural' },
  mixedUse: { id: 'listing-value.zoning.mixed-use', defaultMessage: 'Mixed use' },
  institutional: { id: 'listing-value.zoning.institutional', defaultMessage: 'Institutional' },
}) satisfies Table<ZoningClass>;

export const zoningWithClass = defineMessages({
  value: { id: 'listing-value.zoning.with-class', defaultMessage: '{zoningClass} ({code})' },
}).value;

// Canadian zoning bylaws name a zone by a letter prefix: R, RS, RT, RM (Vancouver), H for habitation
// (Quebec); C commercial; M or I industrial; A or AG agricultural; RU rural; MU mixed; P or IN institutional.
const ZONING_PREFIXES: readonly [RegExp, ZoningClass][] = [
  [/^RU/, 'rural'],
  [/^MU/, 'mixedUse'],
  [/^(R|H)/, 'residential'],
  [/^C/, 'commercial'],
  [/^(M|I(?!N))/, 'industrial'],
  [/^(A|AG)/, 'agricultural'],
  [/^(P|IN)/, 'institutional'],
];

/** A zoning code's class ("RS-1" → residential, "H-2" → residential, "C-2" → commercial), or null. */
export function zoningClassOf(code: string): ZoningClass | null {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{1,3}[-\s]?\d*[A-Z]?(-\d+)?$/.test(upper)) return null;
  return ZONING_PREFIXES.find(([prefix]) => prefix.test(upper))?.[1] ?? null;
}

export const zoningClassMessage = (zoning: ZoningClass): MessageDescriptor => zoningClass[zoning];

// ——— Rooms ———

/** Room names as the backend writes them in a rooms table. */
export const ROOM_NAMES = [
  'Living room',
  'Kitchen',
  'Dining room',
  'Family room',
  'Office',
  'Den',
  'Primary bedroom',
  'Bedroom',
  'Ensuite bathroom',
  'Bathroom',
  'Powder room',
  'Recreation room',
  'Laundry room',
  'Foyer',
  'Storage',
  'Utility room',
  'Workshop',
  'Sunroom',
] as const;
export type RoomName = (typeof ROOM_NAMES)[number];

const roomName = defineMessages({
  'Living room': { id: 'listing-value.room.living', defaultMessage: 'Living room' },
  Kitchen: { id: 'listing-value.room.kitchen', defaultMessage: 'Kitchen' },
  'Dining room': { id: 'listing-value.room.dining', defaultMessage: 'Dining room' },
  'Family room': { id: 'listing-value.room.family', defaultMessage: 'Family room' },
  Office: { id: 'listing-value.room.office', defaultMessage: 'Office' },
  Den: { id: 'listing-value.room.den', defaultMessage: 'Den' },
  'Primary bedroom': { id: 'listing-value.room.primary-bedroom', defaultMessage: 'Primary bedroom' },
  Bedroom: { id: 'listing-value.room.bedroom', defaultMessage: 'Bedroom' },
  'Ensuite bathroom': { id: 'listing-value.room.ensuite', defaultMessage: 'Ensuite bathroom' },
  Bathroom: { id: 'listing-value.room.bathroom', defaultMessage: 'Bathroom' },
  'Powder room': { id: 'listing-value.room.powder', defaultMessage: 'Powder room' },
  'Recreation room': { id: 'listing-value.room.recreation', defaultMessage: 'Recreation room' },
  'Laundry room': { id: 'listing-value.room.laundry', defaultMessage: 'Laundry room' },
  Foyer: { id: 'listing-value.room.foyer', defaultMessage: 'Foyer' },
  Storage: { id: 'listing-value.room.storage', defaultMessage: 'Storage' },
  'Utility room': { id: 'listing-value.room.utility', defaultMessage: 'Utility room' },
  Workshop: { id: 'listing-value.room.workshop', defaultMessage: 'Workshop' },
  Sunroom: { id: 'listing-value.room.sunroom', defaultMessage: 'Sunroom' },
}) satisfies Table<RoomName>;

/** Levels of a rooms table as the backend writes them. */
export const ROOM_LEVELS = ['Main', 'Second', 'Third', 'Upper', 'Lower', 'Basement'] as const;
export type RoomLevel = (typeof ROOM_LEVELS)[number];

const roomLevel = defineMessages({
  Main: { id: 'listing-value.level.main', defaultMessage: 'Main' },
  Second: { id: 'listing-value.level.second', defaultMessage: 'Second' },
  Third: { id: 'listing-value.level.third', defaultMessage: 'Third' },
  Upper: { id: 'listing-value.level.upper', defaultMessage: 'Upper' },
  Lower: { id: 'listing-value.level.lower', defaultMessage: 'Lower' },
  Basement: { id: 'listing-value.level.basement', defaultMessage: 'Basement' },
}) satisfies Table<RoomLevel>;

/**
 * The rooms Quebec counts in a dwelling's "pièces" (4 ½ is four rooms and a bathroom): living and sleeping
 * rooms and the kitchen. Bathrooms make the half; halls, laundry, storage and mechanical rooms are not
 * rooms.
 */
const QUEBEC_ROOMS: ReadonlySet<RoomName> = new Set([
  'Living room',
  'Kitchen',
  'Dining room',
  'Family room',
  'Office',
  'Den',
  'Primary bedroom',
  'Bedroom',
  'Recreation room',
  'Sunroom',
]);
const BATHROOMS: ReadonlySet<RoomName> = new Set(['Ensuite bathroom', 'Bathroom', 'Powder room']);

// ——— Lookups ———

const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

const lookups = new WeakMap<object, Map<string, MessageDescriptor>>();
function lookup(table: Readonly<Record<string, MessageDescriptor>>, value: string): MessageDescriptor | undefined {
  let map = lookups.get(table);
  if (!map) {
    map = new Map(Object.entries(table).map(([key, message]) => [normalise(key), message]));
    lookups.set(table, map);
  }
  return map.get(normalise(value));
}

/** A coded value's message: one for a known value, one per part for a list ("Hardwood, Laminate"). */
export function codedValueMessages(field: CodedField, value: string): MessageDescriptor[] | null {
  const table = DETAIL_VOCABULARIES[field];
  const whole = lookup(table, value);
  if (whole) return [whole];
  const parts = value.split(/\s*[,;/]\s*/).filter(Boolean);
  if (parts.length < 2) return null;
  const messages = parts.map((part) => lookup(table, part));
  return messages.every(Boolean) ? (messages as MessageDescriptor[]) : null;
}

export const roomNameMessage = (name: string): MessageDescriptor | undefined => lookup(roomName, name);
export const roomLevelMessage = (level: string): MessageDescriptor | undefined => lookup(roomLevel, level);

/** The known room name a backend name is (case and spaces aside), or undefined. */
export function roomNameOf(name: string): RoomName | undefined {
  ROOM_NAME_KEYS ??= new Map(ROOM_NAMES.map((room) => [normalise(room), room]));
  return ROOM_NAME_KEYS.get(normalise(name));
}
/** The room names by their normalised spelling, made on first use. */
let ROOM_NAME_KEYS: Map<string, RoomName> | undefined;

/**
 * A dwelling's room count the Quebec way, from its rooms table: `{ rooms: 4, half: true }` reads "4 ½"
 * (four rooms and a bathroom). Null when the table names no room it knows, since the count would be a guess.
 */
export function quebecRoomCount(
  rooms: readonly { name?: string }[] | undefined,
): { rooms: number; half: boolean } | null {
  let counted = 0;
  let bath = false;
  for (const room of rooms ?? []) {
    const name = room.name ? roomNameOf(room.name) : undefined;
    if (name && QUEBEC_ROOMS.has(name)) counted += 1;
    if (name && BATHROOMS.has(name)) bath = true;
  }
  return counted > 0 ? { rooms: counted, half: bath } : null;
}

/** Every message of every vocabulary, for the tests that check both languages have them. */
export const ALL_LISTING_VALUE_MESSAGES: readonly MessageDescriptor[] = [
  ...new Set(
    [...Object.values(DETAIL_VOCABULARIES), zoningClass, roomName, roomLevel, { zoningWithClass }].flatMap(
      (table) => Object.values(table) as MessageDescriptor[],
    ),
  ),
];
