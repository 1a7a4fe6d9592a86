// The demo API's in-memory state. Issue 04 replaces the seed below with the generated Canadian dataset.

export interface Place {
  name: string;
  province: string;
  lat: number;
  lng: number;
  zoom: number;
}

/** Spec §7.3: Halifax address geocoding is forced to a fixed centre at zoom 13. */
export const HALIFAX_CENTRE = { lat: 44.6488, lng: -63.5752, zoom: 13 } as const;

export const SEED_PLACES: readonly Place[] = [
  { name: 'Toronto', province: 'ON', lat: 43.6532, lng: -79.3832, zoom: 11 },
  { name: 'Montréal', province: 'QC', lat: 45.5019, lng: -73.5674, zoom: 11 },
  { name: 'Vancouver', province: 'BC', lat: 49.2827, lng: -123.1207, zoom: 12 },
  { name: 'Calgary', province: 'AB', lat: 51.0447, lng: -114.0719, zoom: 11 },
  { name: 'Edmonton', province: 'AB', lat: 53.5461, lng: -113.4938, zoom: 11 },
  { name: 'Ottawa', province: 'ON', lat: 45.4215, lng: -75.6972, zoom: 11 },
  { name: 'Winnipeg', province: 'MB', lat: 49.8951, lng: -97.1384, zoom: 11 },
  { name: 'Québec', province: 'QC', lat: 46.8139, lng: -71.208, zoom: 11 },
  { name: 'Hamilton', province: 'ON', lat: 43.2557, lng: -79.8711, zoom: 11 },
  { name: 'Halifax', province: 'NS', ...HALIFAX_CENTRE },
  { name: 'Victoria', province: 'BC', lat: 48.4284, lng: -123.3656, zoom: 12 },
];

export interface DemoAccount {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

export function createDb() {
  const accounts = new Map<string, DemoAccount>([
    [
      'demo@foyer.example',
      {
        id: 'u-1',
        username: 'demo@foyer.example',
        email: 'demo@foyer.example',
        firstName: 'Camille',
        lastName: 'Tremblay',
      },
    ],
  ]);
  return { accounts, places: SEED_PLACES };
}

export type Db = ReturnType<typeof createDb>;
