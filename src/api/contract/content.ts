/** Blog, home estimates, mortgage, leads and feature flags (spec §3, §7). */
export interface WpImageSize {
  source_url: string;
  width: number;
  height: number;
}

/** A blog item as the WordPress-style blog service returns it (spec §7.3). */
export interface BlogPost {
  id: number;
  slug: string;
  date: string;
  lang: 'en' | 'fr';
  link: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  content: { rendered: string };
  tags: string[];
  better_featured_image: {
    alt_text: string;
    media_details: { sizes: Record<'thumbnail' | 'medium' | 'large' | 'full', WpImageSize> };
  };
}

export type EstimateStatus = 'OK' | 'NO_DATA' | 'NOT_FOR_SALE';

export interface EstimateCandidate {
  /** Starts with off_id and ends -prty or -lst (spec §2.1). */
  listDetailId: string;
  address: string;
  city: string;
  province: 'BC';
  detailUrl: string;
}

export interface ComparableSale {
  address: string;
  soldPrice: number;
  soldDate: string;
  beds: number;
  baths: number;
  sqft: number;
  distanceMetres: number;
}

export interface HomeEstimate {
  listDetailId: string;
  address: string;
  city: string;
  status: EstimateStatus;
  value: number | null;
  low: number | null;
  high: number | null;
  asOf: string;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  yearBuilt: number | null;
  comparables: ComparableSale[];
  /** NOT_FOR_SALE: the brand's listing page of this home (locale-free public path); null otherwise. */
  listingUrl: string | null;
}

export interface MortgageRates {
  asOf: string;
  rates: { term: string; type: 'fixed' | 'variable'; rate: number }[];
}

/** Spec §3 contact lead. */
export interface LeadBody {
  name: string;
  email: string;
  phone?: string;
  lookingTo?: 'buy' | 'sell';
  message?: string;
  preferredViewingTime?: 'morning' | 'afternoon' | 'evening';
  listingId?: string;
  agentId?: string;
  officeId?: string;
}

/** Spec §3 e-mail share. */
export interface ShareBody {
  recipientEmail: string;
  senderEmail: string;
  subject: string;
  message?: string;
  listingId: string;
}

export interface LeadReceipt {
  leadId: string;
  receivedAt: string;
}

/** Unleash frontend API (spec §7.4). */
export interface FlagToggle {
  name: string;
  enabled: boolean;
  variant: { name: string; enabled: boolean; payload?: { type: 'string'; value: string } };
  impressionData: boolean;
}

export interface FlagsBody {
  toggles: FlagToggle[];
}

export interface FlagMetricsBody {
  appName: string;
  instanceId: string;
  bucket: {
    start: string;
    stop: string;
    toggles: Record<string, { yes: number; no: number; variants?: Record<string, number> }>;
  };
}
