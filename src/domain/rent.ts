import { defineMessages } from './messages';

/**
 * What a renter asks of a home for rent (realtor.ca, Zillow and Centris ask the same): the lease term, when
 * it is free, whether pets are welcome, whether it comes furnished, what the rent includes. Ours: the
 * listings backend's `rentTerms` (API.md).
 */
export const LEASE_TERMS = ['yearly', 'sixMonths', 'monthToMonth', 'shortTerm'] as const;
export type LeaseTerm = (typeof LEASE_TERMS)[number];

export function isLeaseTerm(value: unknown): value is LeaseTerm {
  return typeof value === 'string' && (LEASE_TERMS as readonly string[]).includes(value);
}

/** What the rent can include, in the order a listing names them. */
export const RENT_INCLUSIONS = ['heat', 'hydro', 'water', 'internet', 'parking', 'laundry'] as const;
export type RentInclusion = (typeof RENT_INCLUSIONS)[number];

export interface RentTerms {
  leaseTerm: LeaseTerm;
  /** The first day it can be moved into, `YYYY-MM-DD`. */
  availableFrom: string;
  petsAllowed: boolean;
  furnished: boolean;
  included: RentInclusion[];
}

export const leaseTermMessages = defineMessages({
  yearly: { id: 'rent.lease-term.yearly', defaultMessage: '12-month lease' },
  sixMonths: { id: 'rent.lease-term.six-months', defaultMessage: '6-month lease' },
  monthToMonth: { id: 'rent.lease-term.month-to-month', defaultMessage: 'Month to month' },
  shortTerm: { id: 'rent.lease-term.short-term', defaultMessage: 'Short term (under 6 months)' },
});

export const rentInclusionMessages = defineMessages({
  heat: { id: 'rent.included.heat', defaultMessage: 'Heat' },
  hydro: { id: 'rent.included.hydro', defaultMessage: 'Hydro' },
  water: { id: 'rent.included.water', defaultMessage: 'Water' },
  internet: { id: 'rent.included.internet', defaultMessage: 'Internet' },
  parking: { id: 'rent.included.parking', defaultMessage: 'Parking' },
  laundry: { id: 'rent.included.laundry', defaultMessage: 'Laundry' },
});

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day `YYYY-MM-DD` that exists, or undefined. */
export function calendarDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DAY.exec(value.trim());
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? value.trim()
    : undefined;
}
