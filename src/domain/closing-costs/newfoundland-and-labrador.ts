import { defineMessages } from '../messages';
import { dollars, money, percentOfBp, tax, type TransferInput, type TransferLines } from './lines';
import { noRebate } from './territories';

const label = defineMessages({
  newfoundland: { id: 'mortgage.costs.ltt.nl', defaultMessage: 'Newfoundland and Labrador deed registration fee' },
  newfoundlandMortgage: {
    id: 'mortgage.costs.ltt.nl-mortgage',
    defaultMessage: 'Newfoundland and Labrador mortgage registration fee',
  },
});

const rule = defineMessages({
  newfoundland: {
    id: 'mortgage.costs.rule.nl',
    defaultMessage: '{base} plus {rate} of the value over {floor}, up to {max} in all.',
  },
  newfoundlandMortgage: {
    id: 'mortgage.costs.rule.nl-mortgage',
    defaultMessage: '{base} plus {rate} of the mortgage over {floor}, up to {max} in all.',
  },
});

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

function newfoundlandFee(valueCents: number): number {
  const r = NEWFOUNDLAND_REGISTRATION;
  const over = Math.max(0, valueCents - r.floorCents);
  return Math.min(r.maxCents, r.baseCents + Math.ceil(over / r.perCents) * r.stepCents);
}

/** Registration fee on the deed, and the same scale on the mortgage when there is one. */
export function newfoundlandTransfer({
  priceCents,
  mortgageCents,
  firstTimeBuyer,
}: TransferInput): Partial<TransferLines> {
  const r = NEWFOUNDLAND_REGISTRATION;
  const values = {
    base: money(r.baseCents),
    rate: percentOfBp((r.stepCents * 10_000) / r.perCents),
    floor: money(r.floorCents),
    max: money(r.maxCents),
  };
  const provincial = tax(
    'transfer-provincial',
    label.newfoundland,
    newfoundlandFee(priceCents),
    rule.newfoundland,
    values,
    r.effective,
  );
  const mortgageRegistration =
    mortgageCents > 0
      ? tax(
          'mortgage-registration',
          label.newfoundlandMortgage,
          newfoundlandFee(mortgageCents),
          rule.newfoundlandMortgage,
          values,
          r.effective,
        )
      : null;
  return { provincial, mortgageRegistration, rebates: firstTimeBuyer ? [noRebate()] : [] };
}
