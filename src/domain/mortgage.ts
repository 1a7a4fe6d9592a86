import { defineMessages } from './messages';

/** Index order is the calculator's paymentFrequencyIndex. */
export const PAYMENT_FREQUENCIES = ['monthly', 'biWeekly', 'rapidBiWeekly', 'weekly', 'rapidWeekly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const PAYMENTS_PER_YEAR: Readonly<Record<PaymentFrequency, number>> = {
  monthly: 12,
  biWeekly: 26,
  rapidBiWeekly: 26,
  weekly: 52,
  rapidWeekly: 52,
};

export const paymentFrequencyMessages = defineMessages({
  monthly: { id: 'mortgage.frequency.monthly', defaultMessage: 'Monthly' },
  biWeekly: { id: 'mortgage.frequency.bi-weekly', defaultMessage: 'Bi-weekly' },
  rapidBiWeekly: { id: 'mortgage.frequency.rapid-bi-weekly', defaultMessage: 'Rapid bi-weekly' },
  weekly: { id: 'mortgage.frequency.weekly', defaultMessage: 'Weekly' },
  rapidWeekly: { id: 'mortgage.frequency.rapid-weekly', defaultMessage: 'Rapid weekly' },
});

export function frequencyFromIndex(index: number): PaymentFrequency {
  return PAYMENT_FREQUENCIES[index] ?? 'monthly';
}

/**
 * Interest rate per payment for a fixed Canadian mortgage: the annual rate compounds
 * semi-annually (Interest Act), so i = (1 + r/2)^(2/k) − 1 for k payments a year.
 */
export function ratePerPayment(annualRatePercent: number, paymentsPerYear: number): number {
  return (1 + annualRatePercent / 100 / 2) ** (2 / paymentsPerYear) - 1;
}

/** Unrounded monthly payment in cents (a fraction of a cent kept for the derived frequencies). */
export function exactMonthlyPaymentCents(
  principalCents: number,
  annualRatePercent: number,
  amortizationYears: number,
): number {
  const n = Math.round(amortizationYears * 12);
  if (principalCents <= 0 || n <= 0) return 0;
  const i = ratePerPayment(annualRatePercent, 12);
  if (i === 0) return principalCents / n;
  return (principalCents * i) / (1 - (1 + i) ** -n);
}

/**
 * Payment in whole cents. Bi-weekly and weekly spread twelve monthly payments over 26 or 52;
 * the rapid ones pay half or a quarter of a monthly payment, which shortens the amortization.
 * All derive from the unrounded monthly payment and are rounded once, at the end.
 */
export function paymentCents(
  principalCents: number,
  annualRatePercent: number,
  amortizationYears: number,
  frequency: PaymentFrequency,
): number {
  const monthly = exactMonthlyPaymentCents(principalCents, annualRatePercent, amortizationYears);
  const exact = {
    monthly,
    biWeekly: (monthly * 12) / 26,
    rapidBiWeekly: monthly / 2,
    weekly: (monthly * 12) / 52,
    rapidWeekly: monthly / 4,
  }[frequency];
  return Math.round(exact);
}

export type PayoffSummary = {
  frequency: PaymentFrequency;
  paymentCents: number;
  /** Number of payments including a smaller last one. */
  numberOfPayments: number;
  /** The last payment, which clears the balance (a few cents more than the others at most on a regular schedule). */
  finalPaymentCents: number;
  totalInterestCents: number;
  totalPaidCents: number;
  /** Time to pay off, rounded up to whole months. */
  payoffMonths: number;
};

/** Bi-weekly and weekly keep the monthly schedule's length; the rapid ones pay more and finish sooner. */
const ACCELERATED: ReadonlySet<PaymentFrequency> = new Set(['rapidBiWeekly', 'rapidWeekly']);

/**
 * Simulates the loan payment by payment with the per-payment rate, interest rounded to the cent
 * each period, so the totals are whole cents that add up. As lenders do, the last scheduled payment
 * of a regular schedule clears the few cents that rounding the payment leaves, rather than adding
 * a payment beyond the amortization.
 */
export function payoff(
  principalCents: number,
  annualRatePercent: number,
  amortizationYears: number,
  frequency: PaymentFrequency,
): PayoffSummary {
  const k = PAYMENTS_PER_YEAR[frequency];
  const payment = paymentCents(principalCents, annualRatePercent, amortizationYears, frequency);
  const i = ratePerPayment(annualRatePercent, k);
  let balance = Math.round(principalCents);
  let totalInterest = 0;
  let count = 0;
  let last = 0;
  const scheduled = Math.ceil(amortizationYears * k);
  const clearsOnSchedule = !ACCELERATED.has(frequency);
  // A hard stop guards against a payment that never covers the interest.
  const limit = scheduled + k;
  while (balance > 0 && count < limit) {
    const interest = Math.round(balance * i);
    totalInterest += interest;
    const due = balance + interest;
    count += 1;
    last = clearsOnSchedule && count >= scheduled ? due : Math.min(payment, due);
    balance = due - last;
  }
  return {
    frequency,
    paymentCents: payment,
    numberOfPayments: count,
    finalPaymentCents: last,
    totalInterestCents: totalInterest,
    totalPaidCents: Math.round(principalCents) + totalInterest - balance,
    payoffMonths: Math.ceil((count * 12) / k - 1e-9),
  };
}

/** Payment, payoff time and total interest for every frequency. */
export function compareFrequencies(
  principalCents: number,
  annualRatePercent: number,
  amortizationYears: number,
): Record<PaymentFrequency, PayoffSummary> {
  return Object.fromEntries(
    PAYMENT_FREQUENCIES.map((f) => [f, payoff(principalCents, annualRatePercent, amortizationYears, f)]),
  ) as Record<PaymentFrequency, PayoffSummary>;
}

/** Prices at or above this need 20 % down and cannot be insured. */
export const INSURED_PRICE_CAP_CENTS = 150_000_000;
const FIRST_TIER_CENTS = 50_000_000;

/**
 * Minimum down payment: 5 % of the first $500,000 and 10 % of the rest below $1,500,000;
 * 20 % of the whole price at $1,500,000 or more. Rounded up to the cent.
 */
export function minimumDownPaymentCents(priceCents: number): number {
  if (priceCents <= 0) return 0;
  if (priceCents >= INSURED_PRICE_CAP_CENTS) return Math.ceil(priceCents / 5);
  const first = Math.min(priceCents, FIRST_TIER_CENTS);
  const rest = Math.max(0, priceCents - FIRST_TIER_CENTS);
  return Math.ceil(first / 20) + Math.ceil(rest / 10);
}

/** CMHC premium tiers: highest loan-to-value (in basis points of the price) and premium (bp of the loan). */
export const CMHC_PREMIUM_TIERS = [
  { maxLtvBp: 6500, premiumBp: 60 },
  { maxLtvBp: 7500, premiumBp: 170 },
  { maxLtvBp: 8000, premiumBp: 240 },
  { maxLtvBp: 8500, premiumBp: 280 },
  { maxLtvBp: 9000, premiumBp: 310 },
  { maxLtvBp: 9500, premiumBp: 400 },
] as const;
/** Added to the premium rate for an amortization longer than 25 years. */
export const LONG_AMORTIZATION_SURCHARGE_BP = 20;
export const STANDARD_MAX_AMORTIZATION_YEARS = 25;
export const EXTENDED_MAX_AMORTIZATION_YEARS = 30;

/**
 * Longest amortization. The federal 25-year cap binds insured loans (under 20 % down) only, which may
 * go to 30 years for first-time buyers and new builds (Department of Finance, in force since
 * 2024-12-15). With 20 % or more down the loan is conventional and 30 years is ordinary; this
 * calculator never goes past 30. Without `insured` the stricter, insured rule applies.
 */
export function maxAmortizationYears(
  options: { insured?: boolean; firstTimeBuyer?: boolean; newBuild?: boolean } = {},
): number {
  if (options.insured === false) return EXTENDED_MAX_AMORTIZATION_YEARS;
  return options.firstTimeBuyer || options.newBuild ? EXTENDED_MAX_AMORTIZATION_YEARS : STANDARD_MAX_AMORTIZATION_YEARS;
}

/** A loan with less than 20 % down must carry mortgage default insurance. */
export function isInsured(priceCents: number, downPaymentCents: number): boolean {
  return priceCents > downPaymentCents && downPaymentCents * 5 < priceCents;
}

/**
 * Mortgage default insurance premium in cents, or null when the loan cannot be insured (over
 * 95 % loan-to-value). None is due with 20 % or more down. Integer arithmetic keeps the tier
 * edges exact.
 */
export function cmhcPremiumCents(
  priceCents: number,
  downPaymentCents: number,
  amortizationYears: number,
): number | null {
  const loan = priceCents - downPaymentCents;
  if (loan <= 0) return 0;
  if (!isInsured(priceCents, downPaymentCents)) return 0;
  const tier = CMHC_PREMIUM_TIERS.find((t) => loan * 10_000 <= priceCents * t.maxLtvBp);
  if (!tier) return null;
  const bp =
    tier.premiumBp + (amortizationYears > STANDARD_MAX_AMORTIZATION_YEARS ? LONG_AMORTIZATION_SURCHARGE_BP : 0);
  return Math.floor((loan * bp + 5000) / 10_000);
}

export type MortgageInput = {
  homePriceCents: number;
  downPaymentCents: number;
  annualRatePercent: number;
  amortizationYears: number;
  frequency: PaymentFrequency;
  firstTimeBuyer?: boolean;
  newBuild?: boolean;
};

export type MortgageError =
  'invalid-input' | 'down-payment-too-small' | 'down-payment-too-large' | 'amortization-too-long' | 'not-insurable';

export type MortgageResult =
  | {
      ok: true;
      minimumDownPaymentCents: number;
      insurancePremiumCents: number;
      /** Loan after the down payment, with the insurance premium added. */
      principalCents: number;
      summary: PayoffSummary;
    }
  | { ok: false; reason: MortgageError; minimumDownPaymentCents?: number };

function isWholeCents(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** The calculator (for demonstration only): checks the rules, adds the premium, then pays off. */
export function calculateMortgage(input: MortgageInput): MortgageResult {
  const { homePriceCents: price, downPaymentCents: down, annualRatePercent: rate } = input;
  const years = input.amortizationYears;
  if (
    !isWholeCents(price) ||
    !isWholeCents(down) ||
    price === 0 ||
    !Number.isFinite(rate) ||
    rate < 0 ||
    !Number.isInteger(years) ||
    years < 1
  ) {
    return { ok: false, reason: 'invalid-input' };
  }
  const minimum = minimumDownPaymentCents(price);
  if (down < minimum) {
    return { ok: false, reason: 'down-payment-too-small', minimumDownPaymentCents: minimum };
  }
  if (down > price) return { ok: false, reason: 'down-payment-too-large' };
  const insured = isInsured(price, down);
  if (years > maxAmortizationYears({ ...input, insured })) return { ok: false, reason: 'amortization-too-long' };
  const premium = cmhcPremiumCents(price, down, years);
  if (premium === null) return { ok: false, reason: 'not-insurable' };
  const principal = price - down + premium;
  return {
    ok: true,
    minimumDownPaymentCents: minimum,
    insurancePremiumCents: premium,
    principalCents: principal,
    summary: payoff(principal, rate, years, input.frequency),
  };
}

/** Dollars (as typed in a form) to whole cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

// Currency marks and every kind of space people (and Intl's fr-CA output) put in an amount.
const MONEY_NOISE = /CA\$|C\$|CAD|\$|[\s\u00a0\u202f\u2009']/gi;

/**
 * An amount typed in either language, to whole cents, or null when it is not one: "500 000",
 * "$500,000", "500000", "500 000 $", "1 234,56" and "1,234.56" all read as expected. A separator
 * followed by exactly three digits groups thousands; one followed by one or two digits at the end
 * is the decimal mark (a comma in French, a point in English).
 */
export function parseMoneyInput(text: string): number | null {
  const compact = text.replace(MONEY_NOISE, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  let whole = compact;
  let fraction = '';
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  if (decimal) {
    whole = compact.slice(0, decimal.index);
    fraction = decimal[1]!;
  }
  const separators = new Set(whole.match(/[.,]/g) ?? []);
  if (separators.size > 1) return null;
  if (decimal && separators.has(compact[decimal.index]!)) return null;
  if (separators.size === 1 && !/^\d{1,3}(?:[.,]\d{3})+$/.test(whole)) return null;
  const cents = Number(whole.replace(/[.,]/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A yearly rate typed as "4.19", "4,19" or "4.19 %", or null when it is not a number. */
export function parseRateInput(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f%]/g, '').replace(',', '.');
  if (!/^\d+(?:\.\d+)?$|^\.\d+$/.test(compact)) return null;
  return Number(compact);
}
