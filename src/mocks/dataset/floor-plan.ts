import type { ListingRoom } from '@/domain/listing';
import type { RoomLevel, RoomName } from '@/domain/listing-values';
import type { Rng } from '../random';
import type { ListingCore } from './listings';

/**
 * A home's rooms table, drawn from the same facts as its card: one bedroom row per bedroom, one bathroom
 * row per full bathroom and a powder room per half bath, a kitchen and a living room always, a dining
 * room, family room or office as the size allows, and a basement's rooms where the home has one. The
 * rooms' floor areas add up to between 60 and 80 % of the home's living area (the rest is halls, stairs,
 * closets and walls), and rooms sit on levels the home has.
 */

export type RoomKind =
  | 'living'
  | 'kitchen'
  | 'dining'
  | 'family'
  | 'office'
  | 'primaryBedroom'
  | 'bedroom'
  | 'ensuite'
  | 'bathroom'
  | 'powder'
  | 'recreation'
  | 'laundry';

type Level = 'main' | 'upper' | 'basement';

/** Each kind's name as the listings backend writes it (the app translates it: domain/listing-values). */
const ROOM_NAMES: Readonly<Record<RoomKind, RoomName>> = {
  living: 'Living room',
  kitchen: 'Kitchen',
  dining: 'Dining room',
  family: 'Family room',
  office: 'Office',
  primaryBedroom: 'Primary bedroom',
  bedroom: 'Bedroom',
  ensuite: 'Ensuite bathroom',
  bathroom: 'Bathroom',
  powder: 'Powder room',
  recreation: 'Recreation room',
  laundry: 'Laundry room',
};

const LEVEL_NAMES: Readonly<Record<Level, RoomLevel>> = {
  main: 'Main',
  upper: 'Second',
  basement: 'Basement',
};

/** Typical floor area of each room in square feet, before the home's size scales it. */
const ROOM_AREA: Readonly<Record<RoomKind, number>> = {
  living: 240,
  kitchen: 150,
  dining: 130,
  family: 220,
  office: 100,
  primaryBedroom: 190,
  bedroom: 120,
  ensuite: 70,
  bathroom: 50,
  powder: 22,
  recreation: 300,
  laundry: 50,
};

export interface PlannedRoom {
  kind: RoomKind;
  level: Level;
  /** Feet. */
  width: number;
  length: number;
}

/** Apartments: one level, no basement of their own. */
export const CONDO_TYPES: ReadonlySet<number> = new Set([160, 104, 120, 103, 130]);

/** Which rooms the home has and where, before sizes. */
function layout(core: ListingCore, rng: Rng): { kind: RoomKind; level: Level }[] {
  const beds = core.beds ?? 0;
  const baths = core.baths ?? 0;
  const sqft = core.sqft ?? 0;
  const flat = CONDO_TYPES.has(core.typeId) || (core.stories ?? 1) < 1.5;
  const basement = !CONDO_TYPES.has(core.typeId) && sqft > 1100 && rng.chance(0.7);
  const sleeping: Level = flat ? 'main' : 'upper';
  const rooms: { kind: RoomKind; level: Level }[] = [
    { kind: 'living', level: 'main' },
    { kind: 'kitchen', level: 'main' },
  ];
  if (beds >= 2 || sqft > 1000) rooms.push({ kind: 'dining', level: 'main' });
  if (sqft > 1900) rooms.push({ kind: 'family', level: 'main' });
  if (sqft > 2300) rooms.push({ kind: 'office', level: 'main' });
  for (let b = 0; b < beds; b++) rooms.push({ kind: b === 0 ? 'primaryBedroom' : 'bedroom', level: sleeping });
  for (let b = 0; b < baths; b++) {
    // The primary bedroom has its own bathroom once there are two; a basement may hold the last one.
    const kind: RoomKind = b === 0 && baths > 1 && beds > 0 ? 'ensuite' : 'bathroom';
    const level: Level = b === baths - 1 && b > 1 && basement ? 'basement' : sleeping;
    rooms.push({ kind, level });
  }
  for (let h = 0; h < core.halfBaths; h++) rooms.push({ kind: 'powder', level: 'main' });
  if (basement) {
    rooms.push({ kind: 'recreation', level: 'basement' });
    rooms.push({ kind: 'laundry', level: 'basement' });
  }
  return rooms;
}

/** The planned rooms of a home with bedrooms; none for land or commercial space. */
export function planRooms(core: ListingCore, rng: Rng): PlannedRoom[] {
  if (core.beds === null) return [];
  const rooms = layout(core, rng);
  const nominal = rooms.map((room) => ROOM_AREA[room.kind] * (0.9 + rng.next() * 0.2));
  // The rooms fill 60–80 % of the living area; a home without a stated size keeps nominal rooms.
  const total = nominal.reduce((sum, area) => sum + area, 0);
  const target = core.sqft ? core.sqft * (0.6 + rng.next() * 0.2) : total;
  return rooms.map((room, i) => {
    const area = (nominal[i]! * target) / total;
    const ratio = 1 + rng.next() * 0.5;
    const width = Math.sqrt(area / ratio);
    return { ...room, width, length: width * ratio };
  });
}

/** A level's name in the rooms table. */
export const levelName = (level: Level): RoomLevel => LEVEL_NAMES[level];

function feetInches(feet: number): string {
  const inches = Math.round(feet * 12);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

/** The rooms table of the listing page, in the backend's words. */
export function roomsTable(core: ListingCore, rng: Rng): ListingRoom[] {
  return planRooms(core, rng).map((room) => ({
    name: ROOM_NAMES[room.kind],
    level: levelName(room.level),
    dimensions: `${feetInches(room.length)} x ${feetInches(room.width)}`,
  }));
}

/** How many rows of a rooms table are of each kind, read back from its names (for checks). */
export function countRooms(rooms: readonly ListingRoom[]): Partial<Record<RoomKind, number>> {
  const counts: Partial<Record<RoomKind, number>> = {};
  for (const row of rooms) {
    const kind = (Object.keys(ROOM_NAMES) as RoomKind[]).find((k) => ROOM_NAMES[k] === row.name);
    if (kind) counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/** Square feet of a "12'4\" x 10'0\"" dimension. */
export function roomArea(dimensions: string): number {
  const feet = [...dimensions.matchAll(/(\d+)'(\d+)"/g)].map((m) => Number(m[1]) + Number(m[2]) / 12);
  return feet.length === 2 ? feet[0]! * feet[1]! : 0;
}
