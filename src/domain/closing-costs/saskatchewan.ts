import { defineMessages } from '../messages';
import { basisPointsOf, dollars, money, percentOfBp, tax, type TransferInput, type TransferLines } from './lines';
import { noRebate } from './territories';

const label = defineMessages({
  saskatchewan: { id: 'mortgage.costs.ltt.sk', defaultMessage: 'Saskatchewan title transfer fee' },
});

const rule = defineMessages({
  saskatchewan: {
    id: 'mortgage.costs.rule.sk',
    defaultMessage: '{rate} of the whole value for a property over {floor}; {flat} up to that.',
  },
});

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

export function saskatchewanTransfer({ priceCents, firstTimeBuyer }: TransferInput): Partial<TransferLines> {
  const f = SASKATCHEWAN_TITLE_FEE;
  const amount =
    priceCents <= f.freeUpToCents ? 0 : priceCents <= f.flatUpToCents ? f.flatCents : basisPointsOf(priceCents, f.bp);
  return {
    provincial: tax(
      'transfer-provincial',
      label.saskatchewan,
      amount,
      rule.saskatchewan,
      { rate: percentOfBp(f.bp), floor: money(f.flatUpToCents), flat: money(f.flatCents) },
      f.effective,
    ),
    rebates: firstTimeBuyer ? [noRebate()] : [],
  };
}
