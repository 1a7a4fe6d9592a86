import { defineMessages } from '../messages';
import {
  basisPointsOf,
  dollars,
  money,
  percentOfBp,
  refund,
  tax,
  type TransferInput,
  type TransferLines,
} from './lines';

const label = defineMessages({
  princeEdwardIsland: { id: 'mortgage.costs.ltt.pe', defaultMessage: 'P.E.I. real property transfer tax' },
  rebatePei: { id: 'mortgage.costs.rebate.pe', defaultMessage: 'P.E.I. first-time buyer exemption' },
});

const rule = defineMessages({
  princeEdwardIsland: {
    id: 'mortgage.costs.rule.pe',
    defaultMessage: '{rate} of the price or the assessed value, whichever is greater; none at {floor} or less.',
  },
  peiFirst: { id: 'mortgage.costs.rule.pe-first', defaultMessage: 'First-time buyers pay no transfer tax.' },
});

/**
 * P.E.I. real property transfer tax: 1 % of the greater of price and assessed value, waived at $30,000
 * or less (Real Property Transfer Tax Act, since 2005) and for first-time buyers since 2016-10-01.
 */
export const PEI_RPTT = {
  effective: '2016-10-01',
  bp: 100,
  exemptUpToCents: dollars(30_000),
} as const;

export function princeEdwardIslandTransfer({ priceCents, firstTimeBuyer }: TransferInput): Partial<TransferLines> {
  const t = PEI_RPTT;
  const amount = priceCents <= t.exemptUpToCents ? 0 : basisPointsOf(priceCents, t.bp);
  return {
    provincial: tax(
      'transfer-provincial',
      label.princeEdwardIsland,
      amount,
      rule.princeEdwardIsland,
      { rate: percentOfBp(t.bp), floor: money(t.exemptUpToCents) },
      t.effective,
    ),
    rebates: firstTimeBuyer
      ? [refund('rebate-provincial', label.rebatePei, amount, rule.peiFirst, undefined, t.effective)]
      : [],
  };
}
