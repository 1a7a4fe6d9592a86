import { defineMessages } from '../messages';
import {
  CMHC_PREMIUM_TIERS,
  LONG_AMORTIZATION_SURCHARGE_BP,
  STANDARD_MAX_AMORTIZATION_YEARS,
  isInsured,
} from '../mortgage';
import type { ProvinceCode } from '../provinces';
import { basisPointsOf, percentOfBp, type CostLine, type RuleValue } from './lines';
import { TERRITORIES_NO_TRANSFER_TAX } from './territories';

const label = defineMessages({
  premium: { id: 'mortgage.costs.premium', defaultMessage: 'Mortgage default insurance premium' },
  premiumTax: { id: 'mortgage.costs.premium-tax', defaultMessage: 'Provincial sales tax on the premium' },
});

const rule = defineMessages({
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
});

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

/** The default insurance premium added to the loan, or a zero line when the loan needs none. */
export function premiumLine(priceCents: number, downCents: number, years: number, premiumCents: number): CostLine {
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

/** The province's sales tax on an insured loan's premium, or a zero line where there is none. */
export function premiumTaxLine(province: ProvinceCode | null, premiumCents: number): CostLine {
  const pst = province ? PREMIUM_SALES_TAX[province] : undefined;
  return pst
    ? {
        id: 'premium-tax',
        label: label.premiumTax,
        amountCents: basisPointsOf(premiumCents, pst.bp),
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
