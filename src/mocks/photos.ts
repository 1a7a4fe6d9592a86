// Generated photos of the demo API: listing galleries, agent portraits and blog images, as small SVG
// illustrations. A listing's pictures fit what it is (a condo tower, a farm, a lot with its sign…), share
// one season and one building across the gallery, and each photo number is its own scene: the façade
// first, then rooms and other views, and a floor plan last where the listing offers one. Everything is
// deterministic from the listing id, and no picture carries text (the page writes captions and alt text).
import type { ListingCore } from './dataset/listings';
import { Rng, hashString } from './random';
import { escapeXml } from './text';
import { homeShot, houseBuilding, type Building, type HomeShot, type Setting } from './scenes/homes';
import { houseLook, type HouseLook, type HouseStyle } from './scenes/houses';
import { floorPlan, roomShot, type RoomKind, type View } from './scenes/interiors';
import {
  cottageShot,
  farmLook,
  farmShot,
  landShot,
  towerLook,
  towerShot,
  type CottageShot,
  type FarmShot,
  type LandShot,
  type TowerShot,
} from './scenes/landscapes';
import type { Backdrop } from './scenes/outdoor';
import { block, blockLook, plex, plexLook, rowLook, townRow } from './scenes/structures';
import { Photo, type Season, type Sky } from './scenes/svg';

/** What the photos need to know of a listing. */
export type PhotoSubject = Pick<
  ListingCore,
  | 'listingId'
  | 'typeId'
  | 'structureType'
  | 'luxury'
  | 'commercial'
  | 'businessType'
  | 'stories'
  | 'units'
  | 'beds'
  | 'features'
  | 'photoCount'
  | 'place'
>;

/** The kinds of property a gallery can show, each with its own buildings and sequence of shots. */
export type PropertyKind =
  | 'house'
  | 'estate'
  | 'mobile'
  | 'townhouse'
  | 'plex'
  | 'condoTower'
  | 'condoBlock'
  | 'cottage'
  | 'island'
  | 'dock'
  | 'farm'
  | 'land'
  | 'storefront'
  | 'office'
  | 'warehouse'
  | 'garage'
  | 'hotel';

export type Shot = HomeShot | TowerShot | CottageShot | FarmShot | LandShot | RoomKind | 'floorPlan';

/** The scene of one photo, as the generator decides it (tests and the floor-plan link read it too). */
export interface PhotoPlan {
  kind: PropertyKind;
  shot: Shot;
  season: Season;
  sky: Sky;
}

/** Shots in gallery order, per kind; a longer gallery goes round again with other rooms and light. */
const SHOTS: Record<PropertyKind, readonly Shot[]> = {
  house: [
    'front',
    'living',
    'kitchen',
    'angle',
    'dining',
    'bedroom',
    'bathroom',
    'backyard',
    'bedroom',
    'street',
    'office',
    'rec',
    'entrance',
  ],
  estate: [
    'front',
    'living',
    'kitchen',
    'backyard',
    'angle',
    'dining',
    'bedroom',
    'bathroom',
    'office',
    'entrance',
    'bedroom',
    'rec',
    'living',
  ],
  mobile: ['front', 'living', 'kitchen', 'angle', 'bedroom', 'bathroom', 'street', 'dining', 'bedroom', 'backyard'],
  townhouse: [
    'front',
    'living',
    'kitchen',
    'angle',
    'bedroom',
    'dining',
    'bathroom',
    'backyard',
    'street',
    'bedroom',
    'office',
    'entrance',
    'rec',
  ],
  plex: [
    'front',
    'living',
    'kitchen',
    'street',
    'bedroom',
    'angle',
    'bathroom',
    'dining',
    'backyard',
    'bedroom',
    'rec',
    'office',
    'entrance',
  ],
  condoTower: [
    'tower',
    'condoLiving',
    'kitchen',
    'balcony',
    'bedroom',
    'bathroom',
    'towerAngle',
    'dining',
    'lobby',
    'pool',
    'bedroom',
    'office',
    'living',
  ],
  condoBlock: [
    'front',
    'condoLiving',
    'kitchen',
    'angle',
    'bedroom',
    'bathroom',
    'street',
    'dining',
    'lobby',
    'bedroom',
    'office',
    'living',
    'balcony',
  ],
  cottage: [
    'lakeside',
    'cottageLiving',
    'deck',
    'kitchen',
    'front',
    'bedroom',
    'angle',
    'bathroom',
    'dining',
    'dock',
    'bedroom',
    'backyard',
  ],
  island: ['island', 'lakeside', 'deck', 'cottageLiving', 'dock', 'kitchen', 'bedroom', 'front', 'bathroom', 'dining'],
  dock: ['dock', 'deck', 'lakeside', 'island', 'cottageLiving'],
  farm: [
    'farmstead',
    'fields',
    'barn',
    'pasture',
    'front',
    'kitchen',
    'living',
    'bedroom',
    'angle',
    'dining',
    'bathroom',
  ],
  land: ['lot', 'acreage', 'road', 'woods'],
  storefront: ['front', 'retail', 'street', 'angle', 'workspace', 'retail'],
  office: ['front', 'workspace', 'angle', 'lobby', 'workspace', 'street'],
  warehouse: ['front', 'warehouse', 'angle', 'workspace', 'warehouse', 'street'],
  garage: ['front', 'warehouse', 'angle', 'workspace', 'street'],
  hotel: ['front', 'lobby', 'bedroom', 'angle', 'pool', 'restaurant', 'bathroom', 'street'],
};

const LAND_TYPES = new Set([102, 180]);

/** The kind of property a listing's photos show. */
export function propertyKind(l: PhotoSubject, rng: Rng): PropertyKind {
  const big = l.place.population > 300_000;
  if (l.commercial) {
    if (LAND_TYPES.has(l.typeId) || l.typeId === 106 || l.typeId === 181 || l.typeId === 182) return 'land';
    if (l.typeId === 108 || l.businessType === 'Hotel' || l.businessType === 'Hospitality') return 'hotel';
    switch (l.businessType) {
      case 'Agriculture':
        return 'farm';
      case 'Automotive':
        return 'garage';
      case 'Warehouse':
      case 'Industrial':
      case 'Manufacturing':
      case 'Transportation':
      case 'Construction':
        return 'warehouse';
      case 'Office':
      case 'Professional':
        return 'office';
      case 'Multi-Family':
        return 'condoBlock';
      default:
        return 'storefront';
    }
  }
  switch (l.typeId) {
    case 102:
    case 180:
      return 'land';
    case 106:
    case 181:
      return 'farm';
    case 109:
      return 'island';
    case 151:
      return 'dock';
    case 150:
    case 182:
    case 120:
      return 'cottage';
    case 121:
      return 'mobile';
    case 161:
      return 'townhouse';
    case 105:
    case 155:
      return 'plex';
    case 160:
    case 104:
      return big && rng.chance(0.75) ? 'condoTower' : 'condoBlock';
    case 103:
    case 130:
      // Rentals: flats in the cities, houses elsewhere.
      return l.beds !== null && l.beds <= 2 && l.place.population > 50_000
        ? big
          ? 'condoTower'
          : 'condoBlock'
        : 'house';
    default:
      if (l.structureType === 'Semi-detached') return 'plex';
      return l.luxury ? 'estate' : 'house';
  }
}

/** The house style that fits the listing's storeys and structure. */
function houseStyle(l: PhotoSubject, kind: PropertyKind, rng: Rng): HouseStyle {
  if (kind === 'estate') return 'estate';
  if (kind === 'mobile') return 'mobile';
  if (kind === 'cottage' || kind === 'island' || kind === 'dock') return rng.chance(0.3) ? 'aframe' : 'cabin';
  if (kind === 'farm') return 'farmhouse';
  if (l.structureType === 'Bungalow') return 'bungalow';
  if (l.structureType === 'Split-level') return 'splitLevel';
  if (l.typeId === 122) return 'bungalow';
  if (l.typeId === 140 || l.typeId === 170 || l.typeId === 171) return rng.chance(0.5) ? 'modern' : 'twoStorey';
  if (l.stories === 1) return rng.chance(0.8) ? 'bungalow' : 'splitLevel';
  if (l.stories === 1.5) return 'storeyHalf';
  if (l.place.population < 5000 && rng.chance(0.3)) return 'farmhouse';
  return rng.chance(0.15) ? 'modern' : 'twoStorey';
}

const SEASONS: readonly (readonly [Season, number])[] = [
  ['summer', 34],
  ['autumn', 24],
  ['winter', 22],
  ['spring', 20],
];
const SKIES: readonly (readonly [Sky, number])[] = [
  ['clear', 50],
  ['cloudy', 30],
  ['dusk', 20],
];

/** Whether a listing's last photo is its floor plan (the enhanced content links to it). */
export function hasFloorPlan(l: Pick<ListingCore, 'beds' | 'photoCount'>): boolean {
  return l.beds !== null && l.photoCount > 8;
}

/** The scene of photo n of a listing. */
export function photoPlan(l: PhotoSubject, n: number): PhotoPlan {
  const rng = new Rng(hashString(`${l.listingId}#look`));
  const kind = propertyKind(l, rng);
  const season = rng.weighted(SEASONS);
  const listingSky = rng.weighted(SKIES);
  // A twilight picture is the façade's; the rest of a dusk listing was photographed by day.
  const sky: Sky = listingSky === 'dusk' && n > 0 ? 'clear' : listingSky;
  const shots = SHOTS[kind];
  const shot: Shot = hasFloorPlan(l) && n === l.photoCount - 1 ? 'floorPlan' : shots[n % shots.length]!;
  return { kind, shot, season, sky };
}

const MOUNTAIN_PROVINCES = new Set(['BC', 'AB', 'YT']);
const INTERIORS = new Set<string>([
  'living',
  'kitchen',
  'bedroom',
  'bathroom',
  'dining',
  'office',
  'rec',
  'condoLiving',
  'cottageLiving',
  'lobby',
  'pool',
  'retail',
  'workspace',
  'warehouse',
  'restaurant',
]);

/** The building of a kind drawn by the home shots, from the listing's look seed. */
function buildingOf(ph: Photo, l: PhotoSubject, kind: PropertyKind, rng: Rng, home: () => HouseLook): Building {
  switch (kind) {
    case 'townhouse':
      return townRow(ph, rowLook(rng));
    case 'plex':
      return plex(ph, plexLook(rng, l.units ?? 2, l.place.province === 'QC', l.structureType === 'Semi-detached'));
    case 'condoBlock':
    case 'condoTower':
      return block(ph, blockLook(rng, 'apartments'));
    case 'storefront':
    case 'office':
    case 'warehouse':
    case 'garage':
    case 'hotel':
      return block(ph, blockLook(rng, kind));
    default:
      return houseBuilding(ph, home());
  }
}

/** The body of photo n: the scene of its plan, drawn. */
function drawPhoto(l: PhotoSubject, n: number, ph: Photo, plan: PhotoPlan): string {
  const look = new Rng(hashString(`${l.listingId}#look`));
  propertyKind(l, look);
  const style = houseStyle(l, plan.kind, look);
  const mountains = MOUNTAIN_PROVINCES.has(l.place.province) && look.chance(0.6);
  const urban = l.place.population > 200_000;
  const far: Backdrop = mountains
    ? 'mountains'
    : urban && look.chance(0.4)
      ? 'city'
      : look.chance(0.3)
        ? 'hills'
        : 'trees';
  const { kind, shot } = plan;
  if (shot === 'floorPlan') return floorPlan(ph, l.beds ?? 2);
  if (INTERIORS.has(shot)) {
    const view: View =
      kind === 'condoTower'
        ? 'city'
        : kind === 'cottage' || kind === 'island' || kind === 'dock'
          ? 'lake'
          : kind === 'farm'
            ? 'fields'
            : 'yard';
    return roomShot(ph, shot as RoomKind, {
      view,
      luxury: l.luxury,
      rustic: kind === 'cottage' || kind === 'island' || kind === 'farm',
    });
  }
  // The house of every view of a listing comes from one seed of its own, whatever else was drawn before.
  const houseLookOf = (s: HouseStyle): HouseLook => houseLook(new Rng(hashString(`${l.listingId}#house`)), s);
  switch (kind) {
    case 'condoTower':
      if (shot === 'tower' || shot === 'towerAngle' || shot === 'balcony')
        return towerShot(ph, towerLook(look), shot, look.chance(0.4));
      break;
    case 'cottage':
    case 'island':
    case 'dock':
      if (shot === 'lakeside' || shot === 'deck' || shot === 'dock' || shot === 'island')
        return cottageShot(ph, houseLookOf(style), shot, far === 'city' ? 'trees' : far);
      break;
    case 'farm':
      if (shot === 'farmstead' || shot === 'fields' || shot === 'barn' || shot === 'pasture')
        return farmShot(ph, farmLook(look, houseLookOf('farmhouse')), shot, far);
      break;
    case 'land':
      return landShot(
        ph,
        shot as LandShot,
        far,
        urban && l.typeId === 102,
        houseLookOf(look.pick<HouseStyle>(['twoStorey', 'bungalow', 'storeyHalf'])),
      );
    default:
      break;
  }
  if (shot === 'balcony') return towerShot(ph, towerLook(look), 'balcony', false);
  const commercial =
    kind === 'storefront' || kind === 'office' || kind === 'warehouse' || kind === 'garage' || kind === 'hotel';
  const setting: Setting = {
    backdrop: far,
    foreground:
      kind === 'storefront' || (kind === 'plex' && l.place.province === 'QC') ? 'street' : commercial ? 'lot' : 'lawn',
    pool: l.features.includes('pool') || (kind === 'estate' && plan.season === 'summer'),
  };
  const homeShotOf = (s: Shot): HomeShot =>
    s === 'front' || s === 'angle' || s === 'street' || s === 'entrance' || s === 'backyard' ? s : 'front';
  return homeShot(
    ph,
    buildingOf(ph, l, kind, look, () => houseLookOf(style)),
    setting,
    homeShotOf(shot),
  );
}

/** Photo n of a listing, as an SVG document of 1200 × 800 (the 3:2 the cards and gallery expect). */
export function listingPhotoSvg(l: PhotoSubject, n: number): string {
  const plan = photoPlan(l, n);
  const ph = new Photo(new Rng(hashString(`${l.listingId}#${n}`)), plan.season, plan.sky);
  return ph.svg(drawPhoto(l, n, ph, plan));
}

export function portraitSvg(seed: string, initials: string): string {
  const rng = new Rng(hashString(seed));
  const bg = rng.pick(['#dfe8e3', '#efe3d3', '#e3e6ef', '#f1dede']);
  const skin = rng.pick(['#f1c9a5', '#e0ac69', '#c68642', '#8d5524', '#ffdbac']);
  const hair = rng.pick(['#2c1b10', '#6a4e35', '#b68b4c', '#1c1c1c', '#a0a0a0']);
  const shirt = rng.pick(['#4a6572', '#a45c40', '#6b8e6b', '#c9a66b', '#40476d']);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(initials)}"><rect width="400" height="400" fill="${bg}"/><path d="M60 400 q140 -170 280 0z" fill="${shirt}"/><circle cx="200" cy="170" r="80" fill="${skin}"/><path d="M120 160 q80 -120 160 0 q-10 -70 -80 -75 q-70 5 -80 75z" fill="${hair}"/></svg>`;
}

/** A blog post's picture: a house, its street or a room, cropped to the size asked for. */
export function blogImageSvg(id: number, width: number, height: number): string {
  const rng = new Rng(id * 7919);
  const ph = new Photo(rng, rng.weighted(SEASONS), rng.weighted(SKIES));
  const shot = rng.pick<HomeShot | 'room'>(['front', 'street', 'angle', 'room']);
  const body =
    shot === 'room'
      ? roomShot(ph, rng.pick<RoomKind>(['living', 'kitchen', 'dining']), {
          view: 'yard',
          luxury: false,
          rustic: false,
        })
      : homeShot(
          ph,
          houseBuilding(ph, houseLook(rng, rng.pick<HouseStyle>(['twoStorey', 'bungalow', 'storeyHalf', 'modern']))),
          { backdrop: 'trees', foreground: 'lawn', pool: false },
          shot,
        );
  return ph.svg(body, width, height, true);
}
