import { defineMessages } from '../messages';
import { basisPointsOf, percentOfBp, tax, type TransferInput, type TransferLines } from './lines';
import { noRebate } from './territories';

const label = defineMessages({
  newBrunswick: { id: 'mortgage.costs.ltt.nb', defaultMessage: 'New Brunswick real property transfer tax' },
});

const rule = defineMessages({
  flat: {
    id: 'mortgage.costs.rule.flat',
    defaultMessage: '{rate} of the price or the assessed value, whichever is greater (the price is used here).',
  },
});

/** New Brunswick real property transfer tax: 1 % of the greater of price and assessed value since 2016-04-01. */
export const NEW_BRUNSWICK_RPTT = { effective: '2016-04-01', bp: 100 } as const;

export function newBrunswickTransfer({ priceCents, firstTimeBuyer }: TransferInput): Partial<TransferLines> {
  const t = NEW_BRUNSWICK_RPTT;
  return {
    provincial: tax(
      'transfer-provincial',
      label.newBrunswick,
      basisPointsOf(priceCents, t.bp),
      rule.flat,
      { rate: percentOfBp(t.bp) },
      t.effective,
    ),
    rebates: firstTimeBuyer ? [noRebate()] : [],
  };
}
