/** Agents and offices (spec §3). */
export interface Phones {
  direct: string | null;
  phone: string | null;
  mobile: string | null;
  fax: string | null;
}

export interface Review {
  author: string;
  rating: number;
  date: string;
  text: string;
  source: string;
}

export interface Awards {
  career: string[];
  individual: string[];
  team: string[];
}

export interface Agent {
  agentId: string;
  detailUrl: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  photoUrl: string;
  city: string;
  province: string;
  officeId: string;
  brokerage: string;
  experienceYears: number;
  languages: string[];
  specialties: string[];
  realEstateTypes: string[];
  designations: string[];
  licenceNumber: string;
  licensedIn: string[];
  serviceAreas: string[];
  hobbies: string[];
  civicActivities: string[];
  awards: Awards;
  affiliations: string[];
  reviews: Review[];
  reviewCount: number;
  rating: number | null;
  phones: Phones;
  website: string;
  socials: { facebook?: string; instagram?: string; linkedin?: string; x?: string; youtube?: string };
  supportsChildrensCharity: boolean;
  supportsBreastCancerCharity: boolean;
  bio: { en: string; fr: string };
  articles: { title: string; url: string }[];
  listingCount: number;
}

export type AgentCard = Pick<
  Agent,
  | 'agentId'
  | 'detailUrl'
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'photoUrl'
  | 'city'
  | 'province'
  | 'brokerage'
  | 'languages'
  | 'experienceYears'
  | 'phones'
  | 'rating'
  | 'reviewCount'
  | 'listingCount'
>;

export interface Office {
  officeId: string;
  detailUrl: string;
  name: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  lat: number;
  lng: number;
  phone: string;
  fax: string | null;
  email: string;
  languages: string[];
  realEstateTypes: string[];
  website: string;
  specializes: string[];
  servingAreas: string[];
  civicActivities: string[];
  agentCount: number;
  listingCount: number;
}

export type OfficeCard = Pick<
  Office,
  'officeId' | 'detailUrl' | 'name' | 'address' | 'city' | 'province' | 'phone' | 'agentCount' | 'listingCount'
>;

/** Roster search filters (spec §2.6). */
export interface RosterSearchParams {
  text?: string;
  language?: string;
  realEstateType?: string;
  specialty?: string;
  province?: string;
  city?: string;
  civic?: string;
  supporter?: 'children' | 'breastCancer';
  /** Agent sorts of domain/sorting AGENT_SORTS. */
  sort?: string;
  from?: number;
  size?: number;
}

export interface RosterPage<T> {
  result: { results: T[]; totalHits: number };
}
