import { defineMessages } from '../messages';
import { dollars, money, tax, type TransferInput, type TransferLines } from './lines';
import { noRebate } from './territories';

const label = defineMessages({
  alberta: { id: 'mortgage.costs.ltt.ab', defaultMessage: 'Alberta land title transfer fee' },
  albertaMortgage: { id: 'mortgage.costs.ltt.ab-mortgage', defaultMessage: 'Alberta mortgage registration fee' },
});

const rule = defineMessages({
  perStep: {
    id: 'mortgage.costs.rule.per-step',
    defaultMessage: '{base} plus {step} for each {per} of the price or part of it.',
  },
  perStepMortgage: {
    id: 'mortgage.costs.rule.per-step-mortgage',
    defaultMessage: '{base} plus {step} for each {per} of the mortgage or part of it.',
  },
});

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

/** Fee of `base` plus `step` for each `per` (or part) of the value. */
function perStepFee(valueCents: number, fee: { baseCents: number; stepCents: number; perCents: number }): number {
  return fee.baseCents + Math.ceil(valueCents / fee.perCents) * fee.stepCents;
}

/** Title transfer fee on the price, and the same scale on the mortgage when there is one. */
export function albertaTransfer({ priceCents, mortgageCents, firstTimeBuyer }: TransferInput): Partial<TransferLines> {
  const f = ALBERTA_TITLE_FEES;
  const values = { base: money(f.baseCents), step: money(f.stepCents), per: money(f.perCents) };
  const provincial = tax(
    'transfer-provincial',
    label.alberta,
    perStepFee(priceCents, f),
    rule.perStep,
    values,
    f.effective,
  );
  const mortgageRegistration =
    mortgageCents > 0
      ? tax(
          'mortgage-registration',
          label.albertaMortgage,
          perStepFee(mortgageCents, f),
          rule.perStepMortgage,
          values,
          f.effective,
        )
      : null;
  return { provincial, mortgageRegistration, rebates: firstTimeBuyer ? [noRebate()] : [] };
}
