import { defineMessages } from '../messages';
import { bracketTax, dollars, type TransferInput, type TransferLines } from './lines';
import { noRebate } from './territories';

const label = defineMessages({
  manitoba: { id: 'mortgage.costs.ltt.mb', defaultMessage: 'Manitoba land transfer tax' },
});

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

export function manitobaTransfer({ priceCents, firstTimeBuyer }: TransferInput): Partial<TransferLines> {
  return {
    provincial: bracketTax('transfer-provincial', label.manitoba, priceCents, MANITOBA_LTT),
    rebates: firstTimeBuyer ? [noRebate()] : [],
  };
}
