import { defineMessages, type MessageDescriptor } from '../messages';

/*
 * What every part of the cost of buying shares: the shape of a line and its rule, money in whole
 * cents, marginal brackets, and what a province's transfer rule is given and gives back.
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

/** The transfer lines of a province and city. */
export interface TransferLines {
  provincial: CostLine | null;
  municipal: CostLine | null;
  /** Fees charged on the mortgage (Alberta, Newfoundland and Labrador). */
  mortgageRegistration: CostLine | null;
  /** Negative amounts; a zero line says that no rebate exists. */
  rebates: CostLine[];
}

/** A province's transfer rule; the lines it leaves out are null (no rebates: an empty list). */
export type ProvinceRule = (input: TransferInput) => Partial<TransferLines>;

const rule = defineMessages({
  brackets: { id: 'mortgage.costs.rule.brackets', defaultMessage: '{brackets}, on the price.' },
});

export const dollars = (amount: number) => Math.round(amount * 100);
export const money = (cents: number): RuleValue => ({ money: cents });
export const percentOfBp = (bp: number): RuleValue => ({ percent: bp / 100 });

/** Rounded half up to the cent, in integers so no bracket edge depends on floating point. */
export function basisPointsOf(cents: number, bp: number): number {
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

/** The version of a yearly schedule in force on a date (the earliest one before its start). */
export function scheduleOn<T extends { readonly effective: string }>(versions: readonly T[], on: string): T {
  let chosen = versions[0]!;
  for (const version of versions) if (version.effective <= on) chosen = version;
  return chosen;
}

export function tax(
  id: CostLineId,
  lineLabel: MessageDescriptor,
  amountCents: number,
  message: MessageDescriptor,
  values: Record<string, RuleValue> | undefined,
  effective: string,
): CostLine {
  return { id, label: lineLabel, amountCents, rule: { message, values }, effective, paid: 'cash' };
}

export function refund(
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

/** Marginal tax on the price by a dated schedule, its brackets shown in the rule. */
export function bracketTax(
  id: CostLineId,
  lineLabel: MessageDescriptor,
  priceCents: number,
  schedule: { readonly effective: string; readonly brackets: readonly Bracket[] },
  message: MessageDescriptor = rule.brackets,
): CostLine {
  const amount = marginalTaxCents(priceCents, schedule.brackets);
  return tax(id, lineLabel, amount, message, { brackets: { brackets: schedule.brackets } }, schedule.effective);
}
