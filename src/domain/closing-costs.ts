import { defineMessages, type MessageDescriptor } from './messages';
import {
  CMHC_PREMIUM_TIERS,
  LONG_AMORTIZATION_SURCHARGE_BP,
  STANDARD_MAX_AMORTIZATION_YEARS,
  calculateMortgage,
  exactMonthlyPaymentCents,
  isInsured,
  type MortgageError,
  type PaymentFrequency,
  type PayoffSummary,
} from './mortgage';
import { toProvinceCode, type ProvinceCode } from './provinces';

/*
 * The whole cost of buying a home: every figure is a pure function of the inputs and of rules kept
 * here as data, each with the date its rates took effect (or, where that date is not known, the date
 * the figures were last checked against the source named beside them). Money is in whole cents.
 */

/** A marginal bracket: `bp` basis points on the part of the value up to `upToCents` (null: no limit). */
export interface Bracket {
  readonly upToCents: number | null;
  readonly bp: number;
}

/** A value the UI formats in its locale before putting it into a rule's message. */
export type RuleValue =
  { readonly money: number } | { readonly percent: number } | { readonly brackets: readonly Bracket[] } | string;

/** One line of explanation: a message and its values. */
export interface Rule {
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, RuleValue>>;
}

export type CostLineId =
  | 'down-payment'
  | 'minimum-down-payment'
  | 'premium'
  | 'premium-tax'
  | 'transfer-provincial'
  | 'transfer-municipal'
  | 'mortgage-registration'
  | 'rebate-provincial'
  | 'rebate-municipal'
  | 'rebate-new-home'
  | 'cash-to-close'
  | 'qualifying-payment'
  | 'income-needed';

/**
 * A figure with its label, its rule in one line and the date of the rates it uses. A rebate is
 * negative. `paid` says how: in cash at closing, added to the loan, or not paid at all (information).
 */
export interface CostLine {
  readonly id: CostLineId;
  readonly label: MessageDescriptor;
  readonly amountCents: number;
  readonly rule: Rule;
  /** ISO date of the rates; absent for figures that are the buyer's own (the down payment). */
  readonly effective?: string;
  readonly paid: 'cash' | 'loan' | 'info';
}

const label = defineMessages({
  downPayment: { id: 'mortgage.costs.down-payment', defaultMessage: 'Down payment' },
  minimumDown: { id: 'mortgage.costs.minimum-down', defaultMessage: 'Minimum down payment' },
  premium: { id: 'mortgage.costs.premium', defaultMessage: 'Mortgage default insurance premium' },
  premiumTax: { id: 'mortgage.costs.premium-tax', defaultMessage: 'Provincial sales tax on the premium' },
  ontario: { id: 'mortgage.costs.ltt.on', defaultMessage: 'Ontario land transfer tax' },
  toronto: { id: 'mortgage.costs.ltt.toronto', defaultMessage: 'Toronto municipal land transfer tax' },
  britishColumbia: { id: 'mortgage.costs.ltt.bc', defaultMessage: 'B.C. property transfer tax' },
  quebec: { id: 'mortgage.costs.ltt.qc', defaultMessage: 'Quebec transfer duties (welcome tax)' },
  montreal: { id: 'mortgage.costs.ltt.montreal', defaultMessage: 'Montréal transfer duties (welcome tax)' },
  manitoba: { id: 'mortgage.costs.ltt.mb', defaultMessage: 'Manitoba land transfer tax' },
  newBrunswick: { id: 'mortgage.costs.ltt.nb', defaultMessage: 'New Brunswick real property transfer tax' },
  princeEdwardIsland: { id: 'mortgage.costs.ltt.pe', defaultMessage: 'P.E.I. real property transfer tax' },
  novaScotia: { id: 'mortgage.costs.ltt.ns', defaultMessage: 'Nova Scotia deed transfer tax' },
  alberta: { id: 'mortgage.costs.ltt.ab', defaultMessage: 'Alberta land title transfer fee' },
  albertaMortgage: { id: 'mortgage.costs.ltt.ab-mortgage', defaultMessage: 'Alberta mortgage registration fee' },
  saskatchewan: { id: 'mortgage.costs.ltt.sk', defaultMessage: 'Saskatchewan title transfer fee' },
  newfoundland: { id: 'mortgage.costs.ltt.nl', defaultMessage: 'Newfoundland and Labrador deed registration fee' },
  newfoundlandMortgage: {
    id: 'mortgage.costs.ltt.nl-mortgage',
    defaultMessage: 'Newfoundland and Labrador mortgage registration fee',
  },
  territory: { id: 'mortgage.costs.ltt.territory', defaultMessage: 'Land transfer tax' },
  rebateOntario: { id: 'mortgage.costs.rebate.on', defaultMessage: 'Ontario first-time buyer refund' },
  rebateToronto: { id: 'mortgage.costs.rebate.toronto', defaultMessage: 'Toronto first-time buyer rebate' },
  rebateBcFirst: { id: 'mortgage.costs.rebate.bc-first', defaultMessage: 'B.C. first-time home buyers’ exemption' },
  rebateBcNew: { id: 'mortgage.costs.rebate.bc-new', defaultMessage: 'B.C. newly built home exemption' },
  rebatePei: { id: 'mortgage.costs.rebate.pe', defaultMessage: 'P.E.I. first-time buyer exemption' },
  rebateNone: { id: 'mortgage.costs.rebate.none', defaultMessage: 'First-time buyer rebate' },
  cashToClose: { id: 'mortgage.costs.cash-to-close', defaultMessage: 'Cash needed to close' },
  qualifyingRate: { id: 'mortgage.costs.qualifying-rate', defaultMessage: 'Stress-test qualifying rate' },
  qualifyingPayment: {
    id: 'mortgage.costs.qualifying-payment',
    defaultMessage: 'Monthly payment at the qualifying rate',
  },
  incomeNeeded: { id: 'mortgage.costs.income-needed', defaultMessage: 'Income needed' },
});

const rule = defineMessages({
  downPayment: { id: 'mortgage.costs.rule.down-payment', defaultMessage: '{percent} of the price, paid at closing.' },
  minimumDown: {
    id: 'mortgage.costs.rule.minimum-down',
    defaultMessage:
      '{low} of the first {tier} and {high} of the rest; {full} of the whole price from {cap}, which cannot be insured.',
  },
  premium: {
    id: 'mortgage.costs.rule.premium',
    defaultMessage: '{rate} of the loan for a loan-to-value of {ltv} (the band up to {band}); added to the mortgage.',
  },
  premiumLong: {
    id: 'mortgage.costs.rule.premium-long',
    defaultMessage:
      '{rate} of the loan for a loan-to-value of {ltv} (the band up to {band}), with {surcharge} more for an amortization over 25 years; added to the mortgage.',
  },
  premiumNone: {
    id: 'mortgage.costs.rule.premium-none',
    defaultMessage: 'None: with 20% or more down, no default insurance is needed.',
  },
  premiumTax: {
    id: 'mortgage.costs.rule.premium-tax',
    defaultMessage: '{rate} of the premium, paid in cash at closing: it cannot be added to the loan.',
  },
  premiumTaxNone: {
    id: 'mortgage.costs.rule.premium-tax-none',
    defaultMessage: 'This province charges no sales tax on the premium.',
  },
  brackets: { id: 'mortgage.costs.rule.brackets', defaultMessage: '{brackets}, on the price.' },
  bracketsQuebec: {
    id: 'mortgage.costs.rule.brackets-qc',
    defaultMessage: '{brackets}, on the price (or the assessed value if higher); billed by the municipality.',
  },
  flat: {
    id: 'mortgage.costs.rule.flat',
    defaultMessage: '{rate} of the price or the assessed value, whichever is greater (the price is used here).',
  },
  princeEdwardIsland: {
    id: 'mortgage.costs.rule.pe',
    defaultMessage: '{rate} of the price or the assessed value, whichever is greater; none at {floor} or less.',
  },
  halifax: { id: 'mortgage.costs.rule.ns-halifax', defaultMessage: 'Halifax’s rate: {rate} of the price.' },
  novaScotiaOther: {
    id: 'mortgage.costs.rule.ns-other',
    defaultMessage: 'Each municipality sets its own rate; Halifax’s {rate} is assumed here.',
  },
  perStep: {
    id: 'mortgage.costs.rule.per-step',
    defaultMessage: '{base} plus {step} for each {per} of the price or part of it.',
  },
  perStepMortgage: {
    id: 'mortgage.costs.rule.per-step-mortgage',
    defaultMessage: '{base} plus {step} for each {per} of the mortgage or part of it.',
  },
  saskatchewan: {
    id: 'mortgage.costs.rule.sk',
    defaultMessage: '{rate} of the whole value for a property over {floor}; {flat} up to that.',
  },
  newfoundland: {
    id: 'mortgage.costs.rule.nl',
    defaultMessage: '{base} plus {rate} of the value over {floor}, up to {max} in all.',
  },
  newfoundlandMortgage: {
    id: 'mortgage.costs.rule.nl-mortgage',
    defaultMessage: '{base} plus {rate} of the mortgage over {floor}, up to {max} in all.',
  },
  territory: {
    id: 'mortgage.costs.rule.territory',
    defaultMessage: 'No land transfer tax here: only land titles registration fees, not estimated.',
  },
  refundUpTo: { id: 'mortgage.costs.rule.refund-up-to', defaultMessage: 'The tax is refunded up to {max}.' },
  bcFirst: {
    id: 'mortgage.costs.rule.bc-first',
    defaultMessage: 'No tax on the first {exempt} of a home worth up to {full}; phased out by {cap}.',
  },
  bcNew: {
    id: 'mortgage.costs.rule.bc-new',
    defaultMessage: 'No tax on a new home worth up to {full} that will be your home; phased out by {cap}.',
  },
  peiFirst: { id: 'mortgage.costs.rule.pe-first', defaultMessage: 'First-time buyers pay no transfer tax.' },
  rebateNone: { id: 'mortgage.costs.rule.rebate-none', defaultMessage: 'None province-wide.' },
  rebateNoneQuebec: {
    id: 'mortgage.costs.rule.rebate-none-qc',
    defaultMessage: 'None province-wide; some municipalities have their own programs.',
  },
  cashToClose: {
    id: 'mortgage.costs.rule.cash-to-close',
    defaultMessage:
      'Down payment, transfer taxes and fees, and sales tax on the premium, less rebates. Not included: legal or notary fees, inspection, adjustments.',
  },
  qualifyingRate: {
    id: 'mortgage.costs.rule.qualifying-rate',
    defaultMessage: 'The greater of your rate plus {buffer} points and {floor} (OSFI Guideline B-20, federal rule).',
  },
  qualifyingPayment: {
    id: 'mortgage.costs.rule.qualifying-payment',
    defaultMessage: 'The whole loan over the same amortization, at the qualifying rate.',
  },
  incomeNeeded: {
    id: 'mortgage.costs.rule.income-needed',
    defaultMessage:
      'Gross yearly income at which that payment, property taxes ({taxes} a year), heating ({heating} a month) and half the condo fees are {gds} of income (CMHC’s GDS limit).',
  },
  incomeNeededEstimatedTaxes: {
    id: 'mortgage.costs.rule.income-needed-estimated',
    defaultMessage:
      'Gross yearly income at which that payment, property taxes (estimated at {taxRate} of the price: {taxes} a year), heating ({heating} a month) and half the condo fees are {gds} of income (CMHC’s GDS limit).',
  },
});

const dollars = (amount: number) => Math.round(amount * 100);
const money = (cents: number): RuleValue => ({ money: cents });
const percentOfBp = (bp: number): RuleValue => ({ percent: bp / 100 });

/** Rounded half up to the cent, in integers so no bracket edge depends on floating point. */
function basisPointsOf(cents: number, bp: number): number {
  return Math.floor((cents * bp + 5_000) / 10_000);
}

/** Marginal tax: each bracket's rate on the part of the value that falls in it. */
export function marginalTaxCents(valueCents: number, brackets: readonly Bracket[]): number {
  let lower = 0;
  let scaled = 0;
  for (const { upToCents, bp } of brackets) {
    const upper = upToCents ?? Number.POSITIVE_INFINITY;
    if (valueCents > lower) scaled += (Math.min(valueCents, upper) - lower) * bp;
    lower = upper;
  }
  return Math.floor((scaled + 5_000) / 10_000);
}

// ---------------------------------------------------------------------------------------------
// The rules, as data.

/** Federal minimum down payment (Department of Finance); the $1.5M insurable cap since 2024-12-15. */
export const MINIMUM_DOWN_PAYMENT_RULE = { effective: '2024-12-15' } as const;

/** CMHC premium schedule (same tiers as Sagen and Canada Guaranty), in force since 2017-03-17. */
export const PREMIUM_SCHEDULE = { effective: '2017-03-17' } as const;

/**
 * Provincial sales tax on the default insurance premium, paid in cash at closing. Ontario 8 % (retail
 * sales tax on insurance premiums) and Quebec 9 % (tax on insurance premiums), as checked in 2025;
 * Saskatchewan 6 % PST on premiums advanced on or after 2017-08-01 (CMHC notice of 2017-06-08).
 */
export const PREMIUM_SALES_TAX: Partial<Record<ProvinceCode, { bp: number; effective: string }>> = {
  ON: { bp: 800, effective: '2025-01-01' },
  QC: { bp: 900, effective: '2025-01-01' },
  SK: { bp: 600, effective: '2017-08-01' },
};

/**
 * Ontario land transfer tax on land with one or two single-family residences (Ontario Ministry of
 * Finance, Land Transfer Tax Act; rates in force since 2017-01-01).
 */
export const ONTARIO_LTT = {
  effective: '2017-01-01',
  brackets: [
    { upToCents: dollars(55_000), bp: 50 },
    { upToCents: dollars(250_000), bp: 100 },
    { upToCents: dollars(400_000), bp: 150 },
    { upToCents: dollars(2_000_000), bp: 200 },
    { upToCents: null, bp: 250 },
  ],
} as const;

/** Ontario's first-time buyer refund: the tax, up to $4,000 (Ontario Ministry of Finance, since 2017-01-01). */
export const ONTARIO_FIRST_TIME_REFUND = { effective: '2017-01-01', maxCents: dollars(4_000) } as const;

/**
 * City of Toronto municipal land transfer tax, residential with one or two single-family residences:
 * the provincial brackets to $3M, then the luxury brackets the City added from 2024-04-01 (Toronto
 * Municipal Code chapter 760, as amended by City Council in 2023).
 */
export const TORONTO_MLTT = {
  effective: '2024-04-01',
  brackets: [
    { upToCents: dollars(55_000), bp: 50 },
    { upToCents: dollars(250_000), bp: 100 },
    { upToCents: dollars(400_000), bp: 150 },
    { upToCents: dollars(2_000_000), bp: 200 },
    { upToCents: dollars(3_000_000), bp: 250 },
    { upToCents: dollars(4_000_000), bp: 350 },
    { upToCents: dollars(5_000_000), bp: 450 },
    { upToCents: dollars(10_000_000), bp: 550 },
    { upToCents: dollars(20_000_000), bp: 650 },
    { upToCents: null, bp: 750 },
  ],
} as const;

/** Toronto's first-time buyer rebate: up to $4,475, the tax on a $400,000 home (since 2017-03-01). */
export const TORONTO_FIRST_TIME_REBATE = { effective: '2017-03-01', maxCents: dollars(4_475) } as const;

/**
 * B.C. property transfer tax on residential property (B.C. Ministry of Finance): 1 % to $200,000,
 * 2 % to $2M, 3 % to $3M, and 3 % plus the further 2 % on residential value over $3M (since 2020-02-21).
 */
export const BC_PTT = {
  effective: '2020-02-21',
  brackets: [
    { upToCents: dollars(200_000), bp: 100 },
    { upToCents: dollars(2_000_000), bp: 200 },
    { upToCents: dollars(3_000_000), bp: 300 },
    { upToCents: null, bp: 500 },
  ],
} as const;

/**
 * B.C. first-time home buyers' exemption from 2024-04-01: no tax on the first $500,000 (so at most
 * $8,000) for a home worth up to $835,000; between $835,000 and $860,000 the $8,000 shrinks in
 * proportion, and nothing is left at $860,000 (gov.bc.ca, "First time home buyers' exemption").
 */
export const BC_FIRST_TIME_EXEMPTION = {
  effective: '2024-04-01',
  exemptCents: dollars(500_000),
  fullUpToCents: dollars(835_000),
  phasedOutAtCents: dollars(860_000),
} as const;

/**
 * B.C. newly built home exemption from 2024-04-01: the whole tax for a new home worth up to
 * $1,100,000 that becomes the buyer's principal residence, shrinking in proportion to nothing at
 * $1,150,000 (gov.bc.ca, "Newly built home exemption").
 */
export const BC_NEW_HOME_EXEMPTION = {
  effective: '2024-04-01',
  fullUpToCents: dollars(1_100_000),
  phasedOutAtCents: dollars(1_150_000),
} as const;

/**
 * Quebec transfer duties (Act respecting duties on transfers of immovables, s. 2): the thresholds are
 * indexed every January. 2025: 61,500 and 307,800; 2026: 62,900 and 315,000 (municipal notices
 * quoting the Gazette officielle). A municipality may charge more above $500,000.
 */
export const QUEBEC_TRANSFER_DUTIES = [
  {
    effective: '2025-01-01',
    brackets: [
      { upToCents: dollars(61_500), bp: 50 },
      { upToCents: dollars(307_800), bp: 100 },
      { upToCents: null, bp: 150 },
    ],
  },
  {
    effective: '2026-01-01',
    brackets: [
      { upToCents: dollars(62_900), bp: 50 },
      { upToCents: dollars(315_000), bp: 100 },
      { upToCents: null, bp: 150 },
    ],
  },
] as const;

/**
 * Ville de Montréal's own rates above the provincial brackets: 2 % from $552,300, 2.5 % from
 * $1,104,700, 3.5 % from $2,136,500 and 4 % over $3,113,000 (montreal.ca, "Comment sont calculés les
 * droits sur les mutations immobilières"; the same thresholds in 2024 and 2025). Below $552,300
 * Montréal applies the indexed provincial thresholds of the year.
 */
export const MONTREAL_UPPER_BRACKETS = [
  { upToCents: dollars(552_300), bp: 150 },
  { upToCents: dollars(1_104_700), bp: 200 },
  { upToCents: dollars(2_136_500), bp: 250 },
  { upToCents: dollars(3_113_000), bp: 350 },
  { upToCents: null, bp: 400 },
] as const;

/** Montréal's schedule on a date: the year's first two provincial brackets, then the city's own. */
export function montrealTransferDuties(on: string): { effective: string; brackets: readonly Bracket[] } {
  const provincial = scheduleOn(QUEBEC_TRANSFER_DUTIES, on);
  return {
    effective: provincial.effective,
    brackets: [...provincial.brackets.slice(0, 2), ...MONTREAL_UPPER_BRACKETS],
  };
}

/**
 * Manitoba land transfer tax (Manitoba Finance, The Tax Administration and Miscellaneous Taxes Act):
 * nothing on the first $30,000, then 0.5 %, 1 %, 1.5 % and 2 % over $200,000. The schedule has
 * not changed since at least 2011; the date is when it was last checked.
 */
export const MANITOBA_LTT = {
  effective: '2025-01-01',
  brackets: [
    { upToCents: dollars(30_000), bp: 0 },
    { upToCents: dollars(90_000), bp: 50 },
    { upToCents: dollars(150_000), bp: 100 },
    { upToCents: dollars(200_000), bp: 150 },
    { upToCents: null, bp: 200 },
  ],
} as const;

/** New Brunswick real property transfer tax: 1 % of the greater of price and assessed value since 2016-04-01. */
export const NEW_BRUNSWICK_RPTT = { effective: '2016-04-01', bp: 100 } as const;

/**
 * P.E.I. real property transfer tax: 1 % of the greater of price and assessed value, waived at $30,000
 * or less (Real Property Transfer Tax Act, since 2005) and for first-time buyers since 2016-10-01.
 */
export const PEI_RPTT = {
  effective: '2016-10-01',
  bp: 100,
  exemptUpToCents: dollars(30_000),
} as const;

/** Nova Scotia deed transfer tax is municipal; Halifax Regional Municipality charges 1.5 %. */
export const NOVA_SCOTIA_DTT = { effective: '2025-01-01', halifaxBp: 150 } as const;

/**
 * Alberta Land Titles: $50 plus $5 for each $5,000 (or part) of the value, and the same on the
 * mortgage, from 2024-10-20 (Land Titles Act ss. 64.1 and 102.1).
 */
export const ALBERTA_TITLE_FEES = {
  effective: '2024-10-20',
  baseCents: dollars(50),
  stepCents: dollars(5),
  perCents: dollars(5_000),
} as const;

/**
 * Saskatchewan (ISC) title transfer fee from 2023-07-29: nothing to $500, $25 to $6,300, then 0.4 %
 * of the whole value. (It was 0.3 % before that date.)
 */
export const SASKATCHEWAN_TITLE_FEE = {
  effective: '2023-07-29',
  freeUpToCents: dollars(500),
  flatUpToCents: dollars(6_300),
  flatCents: dollars(25),
  bp: 40,
} as const;

/**
 * Newfoundland and Labrador Registry of Deeds: $100 plus $0.40 for each $100 (or part) over $500,
 * at most $5,000, for the deed and again for the mortgage (Registration of Deeds Act, 2009, fee
 * schedule as published in 2025).
 */
export const NEWFOUNDLAND_REGISTRATION = {
  effective: '2025-01-01',
  baseCents: dollars(100),
  floorCents: dollars(500),
  stepCents: 40,
  perCents: dollars(100),
  maxCents: dollars(5_000),
} as const;

/** The territories charge no land transfer tax; only land titles registration fees (checked 2025). */
export const TERRITORIES_NO_TRANSFER_TAX = { effective: '2025-01-01' } as const;

/** Stress test: the greater of the contract rate + 2 points and 5.25 % (OSFI B-20, since 2021-06-01). */
export const STRESS_TEST = { effective: '2021-06-01', bufferPoints: 2, floorPercent: 5.25 } as const;

/**
 * Gross debt service limit for insured loans: 39 % (CMHC, since 2021-07-05), counting the payment,
 * property taxes, heating (CMHC's usual $100 a month when the real cost is unknown) and half the
 * condo fees. Property taxes, when the listing has none, are estimated at 1 % of the price a year.
 */
export const GDS_RULE = {
  effective: '2021-07-05',
  limitBp: 3_900,
  heatingCentsPerMonth: dollars(100),
  estimatedTaxBp: 100,
} as const;

// ---------------------------------------------------------------------------------------------
// Transfer taxes by province and city.

/** The version of a yearly schedule in force on a date (the earliest one before its start). */
export function scheduleOn<T extends { readonly effective: string }>(versions: readonly T[], on: string): T {
  let chosen = versions[0]!;
  for (const version of versions) if (version.effective <= on) chosen = version;
  return chosen;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

// The former boroughs merged into Toronto in 1998 still appear as listing cities.
const TORONTO = new Set(['toronto', 'north york', 'scarborough', 'etobicoke', 'east york', 'york', 'old toronto']);
const HALIFAX = new Set([
  'halifax',
  'dartmouth',
  'bedford',
  'sackville',
  'lower sackville',
  'halifax regional municipality',
]);

export function isToronto(city: string): boolean {
  return TORONTO.has(fold(city));
}

export function isMontreal(city: string): boolean {
  return fold(city) === 'montreal';
}

export function isHalifax(city: string): boolean {
  return HALIFAX.has(fold(city));
}

export interface TransferInput {
  priceCents: number;
  /** The mortgage to register, premium included (Alberta and Newfoundland charge on it). */
  mortgageCents: number;
  province: string;
  city: string;
  firstTimeBuyer: boolean;
  newBuild: boolean;
  /** ISO date the schedules are read for. */
  on: string;
}

export interface LandTransfer {
  provincial: CostLine | null;
  municipal: CostLine | null;
  /** Fees charged on the mortgage (Alberta, Newfoundland and Labrador). */
  mortgageRegistration: CostLine | null;
  /** Negative amounts; a zero line says that no rebate exists. */
  rebates: CostLine[];
  /** Everything above, rebates taken off. */
  totalCents: number;
}

function tax(
  id: CostLineId,
  lineLabel: MessageDescriptor,
  amountCents: number,
  message: MessageDescriptor,
  values: Record<string, RuleValue> | undefined,
  effective: string,
): CostLine {
  return { id, label: lineLabel, amountCents, rule: { message, values }, effective, paid: 'cash' };
}

function refund(
  id: CostLineId,
  lineLabel: MessageDescriptor,
  amountCents: number,
  message: MessageDescriptor,
  values: Record<string, RuleValue> | undefined,
  effective: string,
): CostLine {
  // -0 would print as "-$0".
  return tax(id, lineLabel, amountCents === 0 ? 0 : -amountCents, message, values, effective);
}

/** Fee of `base` plus `step` for each `per` (or part) of the value. */
function perStepFee(valueCents: number, fee: { baseCents: number; stepCents: number; perCents: number }): number {
  return fee.baseCents + Math.ceil(valueCents / fee.perCents) * fee.stepCents;
}

function newfoundlandFee(valueCents: number): number {
  const r = NEWFOUNDLAND_REGISTRATION;
  const over = Math.max(0, valueCents - r.floorCents);
  return Math.min(r.maxCents, r.baseCents + Math.ceil(over / r.perCents) * r.stepCents);
}

/** The B.C. first-time buyers' exemption, in cents, for a tax already computed on the whole value. */
export function bcFirstTimeExemptionCents(priceCents: number, fullTaxCents: number): number {
  const e = BC_FIRST_TIME_EXEMPTION;
  const onExemptPart = Math.min(fullTaxCents, marginalTaxCents(e.exemptCents, BC_PTT.brackets));
  if (priceCents <= e.fullUpToCents) return onExemptPart;
  if (priceCents >= e.phasedOutAtCents) return 0;
  const span = e.phasedOutAtCents - e.fullUpToCents;
  return Math.round((onExemptPart * (e.phasedOutAtCents - priceCents)) / span);
}

/** The B.C. newly built home exemption, in cents. */
export function bcNewHomeExemptionCents(priceCents: number, fullTaxCents: number): number {
  const e = BC_NEW_HOME_EXEMPTION;
  if (priceCents <= e.fullUpToCents) return fullTaxCents;
  if (priceCents >= e.phasedOutAtCents) return 0;
  const span = e.phasedOutAtCents - e.fullUpToCents;
  return Math.round((fullTaxCents * (e.phasedOutAtCents - priceCents)) / span);
}

function noRebate(province: ProvinceCode | null): CostLine {
  return {
    id: 'rebate-provincial',
    label: label.rebateNone,
    amountCents: 0,
    rule: { message: province === 'QC' ? rule.rebateNoneQuebec : rule.rebateNone },
    effective: TERRITORIES_NO_TRANSFER_TAX.effective,
    paid: 'info',
  };
}

/** Land transfer tax, municipal tax, registration fees and first-time rebates for a province and city. */
export function landTransfer(input: TransferInput): LandTransfer {
  const { priceCents: price, mortgageCents, firstTimeBuyer, newBuild, on } = input;
  const province = toProvinceCode(input.province);
  let provincial: CostLine | null = null;
  let municipal: CostLine | null = null;
  let mortgageRegistration: CostLine | null = null;
  const rebates: CostLine[] = [];
  const brackets = (schedule: { readonly brackets: readonly Bracket[] }) => ({
    brackets: { brackets: schedule.brackets },
  });

  switch (province) {
    case 'ON': {
      const amount = marginalTaxCents(price, ONTARIO_LTT.brackets);
      provincial = tax(
        'transfer-provincial',
        label.ontario,
        amount,
        rule.brackets,
        brackets(ONTARIO_LTT),
        ONTARIO_LTT.effective,
      );
      if (firstTimeBuyer) {
        const r = ONTARIO_FIRST_TIME_REFUND;
        rebates.push(
          refund(
            'rebate-provincial',
            label.rebateOntario,
            Math.min(amount, r.maxCents),
            rule.refundUpTo,
            { max: money(r.maxCents) },
            r.effective,
          ),
        );
      }
      if (isToronto(input.city)) {
        const local = marginalTaxCents(price, TORONTO_MLTT.brackets);
        municipal = tax(
          'transfer-municipal',
          label.toronto,
          local,
          rule.brackets,
          brackets(TORONTO_MLTT),
          TORONTO_MLTT.effective,
        );
        if (firstTimeBuyer) {
          const r = TORONTO_FIRST_TIME_REBATE;
          rebates.push(
            refund(
              'rebate-municipal',
              label.rebateToronto,
              Math.min(local, r.maxCents),
              rule.refundUpTo,
              { max: money(r.maxCents) },
              r.effective,
            ),
          );
        }
      }
      break;
    }
    case 'BC': {
      const amount = marginalTaxCents(price, BC_PTT.brackets);
      provincial = tax(
        'transfer-provincial',
        label.britishColumbia,
        amount,
        rule.brackets,
        brackets(BC_PTT),
        BC_PTT.effective,
      );
      const first = firstTimeBuyer ? bcFirstTimeExemptionCents(price, amount) : 0;
      const fresh = newBuild ? bcNewHomeExemptionCents(price, amount) : 0;
      // The two exemptions do not add up: the buyer claims the larger one.
      if (newBuild && fresh > 0 && fresh >= first) {
        const e = BC_NEW_HOME_EXEMPTION;
        rebates.push(
          refund(
            'rebate-new-home',
            label.rebateBcNew,
            fresh,
            rule.bcNew,
            { full: money(e.fullUpToCents), cap: money(e.phasedOutAtCents) },
            e.effective,
          ),
        );
      } else if (firstTimeBuyer) {
        const e = BC_FIRST_TIME_EXEMPTION;
        rebates.push(
          refund(
            'rebate-provincial',
            label.rebateBcFirst,
            first,
            rule.bcFirst,
            { exempt: money(e.exemptCents), full: money(e.fullUpToCents), cap: money(e.phasedOutAtCents) },
            e.effective,
          ),
        );
      }
      break;
    }
    case 'QC': {
      const schedule = isMontreal(input.city) ? montrealTransferDuties(on) : scheduleOn(QUEBEC_TRANSFER_DUTIES, on);
      const amount = marginalTaxCents(price, schedule.brackets);
      provincial = tax(
        'transfer-provincial',
        isMontreal(input.city) ? label.montreal : label.quebec,
        amount,
        rule.bracketsQuebec,
        brackets(schedule),
        schedule.effective,
      );
      if (firstTimeBuyer) rebates.push(noRebate(province));
      break;
    }
    case 'MB': {
      const amount = marginalTaxCents(price, MANITOBA_LTT.brackets);
      provincial = tax(
        'transfer-provincial',
        label.manitoba,
        amount,
        rule.brackets,
        brackets(MANITOBA_LTT),
        MANITOBA_LTT.effective,
      );
      if (firstTimeBuyer) rebates.push(noRebate(province));
      break;
    }
    case 'NB': {
      const t = NEW_BRUNSWICK_RPTT;
      provincial = tax(
        'transfer-provincial',
        label.newBrunswick,
        basisPointsOf(price, t.bp),
        rule.flat,
        { rate: percentOfBp(t.bp) },
        t.effective,
      );
      if (firstTimeBuyer) rebates.push(noRebate(province));
      break;
    }
    case 'PE': {
      const t = PEI_RPTT;
      const amount = price <= t.exemptUpToCents ? 0 : basisPointsOf(price, t.bp);
      provincial = tax(
        'transfer-provincial',
        label.princeEdwardIsland,
        amount,
        rule.princeEdwardIsland,
        { rate: percentOfBp(t.bp), floor: money(t.exemptUpToCents) },
        t.effective,
      );
      if (firstTimeBuyer) {
        rebates.push(refund('rebate-provincial', label.rebatePei, amount, rule.peiFirst, undefined, t.effective));
      }
      break;
    }
    case 'NS': {
      const t = NOVA_SCOTIA_DTT;
      municipal = tax(
        'transfer-municipal',
        label.novaScotia,
        basisPointsOf(price, t.halifaxBp),
        isHalifax(input.city) ? rule.halifax : rule.novaScotiaOther,
        { rate: percentOfBp(t.halifaxBp) },
        t.effective,
      );
      if (firstTimeBuyer) rebates.push(noRebate(province));
      break;
    }
    case 'AB': {
      const f = ALBERTA_TITLE_FEES;
      const values = { base: money(f.baseCents), step: money(f.stepCents), per: money(f.perCents) };
      provincial = tax('transfer-provincial', label.alberta, perStepFee(price, f), rule.perStep, values, f.effective);
      if (mortgageCents > 0) {
        mortgageRegistration = tax(
          'mortgage-registration',
          label.albertaMortgage,
          perStepFee(mortgageCents, f),
          rule.perStepMortgage,
          values,
          f.effective,
        );
      }
      if (firstTimeBuyer) rebates.push(noRebate(province));
      break;
    }
    case 'SK': {
      const f = SASKATCHEWAN_TITLE_FEE;
      const amount = price <= f.freeUpToCents ? 0 : price <= f.flatUpToCents ? f.flatCents : basisPointsOf(price, f.bp);
      provincial = tax(
        'transfer-provincial',
        label.saskatchewan,
        amount,
        rule.saskatchewan,
        { rate: percentOfBp(f.bp), floor: money(f.flatUpToCents), flat: money(f.flatCents) },
        f.effective,
      );
      if (firstTimeBuyer) rebates.push(noRebate(province));
      break;
    }
    case 'NL': {
      const r = NEWFOUNDLAND_REGISTRATION;
      const values = {
        base: money(r.baseCents),
        rate: percentOfBp((r.stepCents * 10_000) / r.perCents),
        floor: money(r.floorCents),
        max: money(r.maxCents),
      };
      provincial = tax(
        'transfer-provincial',
        label.newfoundland,
        newfoundlandFee(price),
        rule.newfoundland,
        values,
        r.effective,
      );
      if (mortgageCents > 0) {
        mortgageRegistration = tax(
          'mortgage-registration',
          label.newfoundlandMortgage,
          newfoundlandFee(mortgageCents),
          rule.newfoundlandMortgage,
          values,
          r.effective,
        );
      }
      if (firstTimeBuyer) rebates.push(noRebate(province));
      break;
    }
    default: {
      // Yukon, Northwest Territories, Nunavut, or a listing without a province.
      provincial = tax(
        'transfer-provincial',
        label.territory,
        0,
        rule.territory,
        undefined,
        TERRITORIES_NO_TRANSFER_TAX.effective,
      );
      if (firstTimeBuyer) rebates.push(noRebate(province));
    }
  }

  const totalCents = [provincial, municipal, mortgageRegistration, ...rebates].reduce(
    (sum, line) => sum + (line?.amountCents ?? 0),
    0,
  );
  return { provincial, municipal, mortgageRegistration, rebates, totalCents };
}

// ---------------------------------------------------------------------------------------------
// Qualifying.

/** The stress-test rate: the greater of the contract rate plus 2 points and 5.25 %, to the hundredth. */
export function qualifyingRatePercent(contractRatePercent: number): number {
  const stressed = Math.round((contractRatePercent + STRESS_TEST.bufferPoints) * 100) / 100;
  return Math.max(stressed, STRESS_TEST.floorPercent);
}

/**
 * The gross yearly income, rounded up to the dollar, at which the monthly housing costs (payment,
 * property taxes, heating, half the condo fees) are exactly the GDS limit of gross monthly income.
 */
export function incomeNeededCents(monthly: {
  paymentCents: number;
  propertyTaxCentsPerYear: number;
  condoFeesCentsPerMonth: number;
}): number {
  const housingPerYear =
    monthly.paymentCents * 12 +
    monthly.propertyTaxCentsPerYear +
    GDS_RULE.heatingCentsPerMonth * 12 +
    (monthly.condoFeesCentsPerMonth * 12) / 2;
  const income = (housingPerYear * 10_000) / GDS_RULE.limitBp;
  return Math.ceil(income / 100 - 1e-9) * 100;
}

// ---------------------------------------------------------------------------------------------
// The whole cost.

export interface CostOfBuyingInput {
  priceCents: number;
  downPaymentCents: number;
  province: string;
  city: string;
  firstTimeBuyer: boolean;
  newBuild: boolean;
  annualRatePercent: number;
  amortizationYears: number;
  frequency: PaymentFrequency;
  /** Yearly property taxes; estimated from the price when unknown. */
  propertyTaxCents?: number;
  /** Monthly condo fees. */
  condoFeesCents?: number;
  /** ISO date the yearly schedules are read for; today by default. */
  on?: string;
}

export interface QualifyingRate {
  ratePercent: number;
  label: MessageDescriptor;
  rule: Rule;
  effective: string;
}

export interface CostOfBuying {
  ok: true;
  /** The loan, premium included. */
  principalCents: number;
  insured: boolean;
  summary: PayoffSummary;
  downPayment: CostLine;
  minimumDown: CostLine;
  premium: CostLine;
  premiumTax: CostLine | null;
  landTransfer: LandTransfer;
  cashToClose: CostLine;
  qualifyingRate: QualifyingRate;
  qualifyingPayment: CostLine;
  incomeNeeded: CostLine;
  /** The closing lines in table order, ending with the cash needed to close. */
  closingLines: CostLine[];
}

export type CostOfBuyingResult = CostOfBuying | { ok: false; reason: MortgageError; minimumDownPaymentCents?: number };

function premiumLine(priceCents: number, downCents: number, years: number, premiumCents: number): CostLine {
  if (!isInsured(priceCents, downCents)) {
    return {
      id: 'premium',
      label: label.premium,
      amountCents: 0,
      rule: { message: rule.premiumNone },
      effective: PREMIUM_SCHEDULE.effective,
      paid: 'info',
    };
  }
  const loan = priceCents - downCents;
  const tier = CMHC_PREMIUM_TIERS.find((t) => loan * 10_000 <= priceCents * t.maxLtvBp)!;
  const long = years > STANDARD_MAX_AMORTIZATION_YEARS;
  const bp = tier.premiumBp + (long ? LONG_AMORTIZATION_SURCHARGE_BP : 0);
  const values: Record<string, RuleValue> = {
    rate: percentOfBp(bp),
    ltv: { percent: Math.round((loan * 10_000) / priceCents) / 100 },
    band: percentOfBp(tier.maxLtvBp),
  };
  if (long) values.surcharge = percentOfBp(LONG_AMORTIZATION_SURCHARGE_BP);
  return {
    id: 'premium',
    label: label.premium,
    amountCents: premiumCents,
    rule: { message: long ? rule.premiumLong : rule.premium, values },
    effective: PREMIUM_SCHEDULE.effective,
    paid: 'loan',
  };
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Everything a buyer pays or needs, for demonstration: the mortgage (as `calculateMortgage`), the
 * premium and its sales tax, transfer taxes and fees with rebates, the cash needed to close, the
 * stress-test rate and the income that qualifies for it. Fails like `calculateMortgage` does.
 */
export function costOfBuying(input: CostOfBuyingInput): CostOfBuyingResult {
  const price = input.priceCents;
  const down = input.downPaymentCents;
  const mortgage = calculateMortgage({
    homePriceCents: price,
    downPaymentCents: down,
    annualRatePercent: input.annualRatePercent,
    amortizationYears: input.amortizationYears,
    frequency: input.frequency,
    firstTimeBuyer: input.firstTimeBuyer,
    newBuild: input.newBuild,
  });
  if (!mortgage.ok) return mortgage;

  const province = toProvinceCode(input.province);
  const insured = isInsured(price, down);
  const premium = premiumLine(price, down, input.amortizationYears, mortgage.insurancePremiumCents);

  let premiumTax: CostLine | null = null;
  if (insured) {
    const pst = province ? PREMIUM_SALES_TAX[province] : undefined;
    premiumTax = pst
      ? {
          id: 'premium-tax',
          label: label.premiumTax,
          amountCents: basisPointsOf(mortgage.insurancePremiumCents, pst.bp),
          rule: { message: rule.premiumTax, values: { rate: percentOfBp(pst.bp) } },
          effective: pst.effective,
          paid: 'cash',
        }
      : {
          id: 'premium-tax',
          label: label.premiumTax,
          amountCents: 0,
          rule: { message: rule.premiumTaxNone },
          effective: TERRITORIES_NO_TRANSFER_TAX.effective,
          paid: 'info',
        };
  }

  const transfer = landTransfer({
    priceCents: price,
    mortgageCents: mortgage.principalCents,
    province: input.province,
    city: input.city,
    firstTimeBuyer: input.firstTimeBuyer,
    newBuild: input.newBuild,
    on: input.on ?? today(),
  });

  const downPayment: CostLine = {
    id: 'down-payment',
    label: label.downPayment,
    amountCents: down,
    rule: { message: rule.downPayment, values: { percent: { percent: Math.round((down * 10_000) / price) / 100 } } },
    paid: 'cash',
  };
  const minimumDown: CostLine = {
    id: 'minimum-down-payment',
    label: label.minimumDown,
    amountCents: mortgage.minimumDownPaymentCents,
    rule: {
      message: rule.minimumDown,
      values: {
        low: { percent: 5 },
        tier: money(dollars(500_000)),
        high: { percent: 10 },
        full: { percent: 20 },
        cap: money(dollars(1_500_000)),
      },
    },
    effective: MINIMUM_DOWN_PAYMENT_RULE.effective,
    paid: 'info',
  };

  const closingLines = [
    downPayment,
    premium,
    premiumTax,
    transfer.provincial,
    transfer.municipal,
    transfer.mortgageRegistration,
    ...transfer.rebates,
  ].filter((line): line is CostLine => line !== null);
  const cashToClose: CostLine = {
    id: 'cash-to-close',
    label: label.cashToClose,
    amountCents: closingLines.filter((line) => line.paid === 'cash').reduce((sum, line) => sum + line.amountCents, 0),
    rule: { message: rule.cashToClose },
    paid: 'cash',
  };

  const qualifying = qualifyingRatePercent(input.annualRatePercent);
  const qualifyingRate: QualifyingRate = {
    ratePercent: qualifying,
    label: label.qualifyingRate,
    rule: {
      message: rule.qualifyingRate,
      values: { buffer: String(STRESS_TEST.bufferPoints), floor: { percent: STRESS_TEST.floorPercent } },
    },
    effective: STRESS_TEST.effective,
  };
  const qualifyingPaymentCents = Math.round(
    exactMonthlyPaymentCents(mortgage.principalCents, qualifying, input.amortizationYears),
  );
  const qualifyingPayment: CostLine = {
    id: 'qualifying-payment',
    label: label.qualifyingPayment,
    amountCents: qualifyingPaymentCents,
    rule: { message: rule.qualifyingPayment },
    effective: STRESS_TEST.effective,
    paid: 'info',
  };
  const taxesKnown = input.propertyTaxCents !== undefined && input.propertyTaxCents >= 0;
  const propertyTaxCentsPerYear = taxesKnown ? input.propertyTaxCents! : basisPointsOf(price, GDS_RULE.estimatedTaxBp);
  const incomeValues: Record<string, RuleValue> = {
    taxes: money(propertyTaxCentsPerYear),
    heating: money(GDS_RULE.heatingCentsPerMonth),
    gds: percentOfBp(GDS_RULE.limitBp),
  };
  if (!taxesKnown) incomeValues.taxRate = percentOfBp(GDS_RULE.estimatedTaxBp);
  const incomeNeeded: CostLine = {
    id: 'income-needed',
    label: label.incomeNeeded,
    amountCents: incomeNeededCents({
      paymentCents: qualifyingPaymentCents,
      propertyTaxCentsPerYear,
      condoFeesCentsPerMonth: Math.max(0, input.condoFeesCents ?? 0),
    }),
    rule: { message: taxesKnown ? rule.incomeNeeded : rule.incomeNeededEstimatedTaxes, values: incomeValues },
    effective: GDS_RULE.effective,
    paid: 'info',
  };

  return {
    ok: true,
    principalCents: mortgage.principalCents,
    insured,
    summary: mortgage.summary,
    downPayment,
    minimumDown,
    premium,
    premiumTax,
    landTransfer: transfer,
    cashToClose,
    qualifyingRate,
    qualifyingPayment,
    incomeNeeded,
    closingLines,
  };
}
