import { defineMessages, type MessageDescriptor } from '../messages';
import { exactMonthlyPaymentCents } from '../mortgage';
import { basisPointsOf, dollars, money, percentOfBp, type CostLine, type Rule, type RuleValue } from './lines';

const label = defineMessages({
  qualifyingRate: { id: 'mortgage.costs.qualifying-rate', defaultMessage: 'Stress-test qualifying rate' },
  qualifyingPayment: {
    id: 'mortgage.costs.qualifying-payment',
    defaultMessage: 'Monthly payment at the qualifying rate',
  },
  incomeNeeded: { id: 'mortgage.costs.income-needed', defaultMessage: 'Income needed' },
});

const rule = defineMessages({
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

export interface QualifyingRate {
  ratePercent: number;
  label: MessageDescriptor;
  rule: Rule;
  effective: string;
}

export interface QualifyingInput {
  principalCents: number;
  priceCents: number;
  annualRatePercent: number;
  amortizationYears: number;
  /** Yearly property taxes; estimated from the price when unknown. */
  propertyTaxCents?: number;
  /** Monthly condo fees. */
  condoFeesCents?: number;
}

/** The stress-test rate, the payment at that rate and the income that carries it. */
export function qualifyingLines(input: QualifyingInput): {
  qualifyingRate: QualifyingRate;
  qualifyingPayment: CostLine;
  incomeNeeded: CostLine;
} {
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
    exactMonthlyPaymentCents(input.principalCents, qualifying, input.amortizationYears),
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
  const propertyTaxCentsPerYear = taxesKnown
    ? input.propertyTaxCents!
    : basisPointsOf(input.priceCents, GDS_RULE.estimatedTaxBp);
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
  return { qualifyingRate, qualifyingPayment, incomeNeeded };
}
