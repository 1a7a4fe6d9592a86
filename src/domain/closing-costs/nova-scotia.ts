import { defineMessages } from '../messages';
import { isHalifax } from './cities';
import { basisPointsOf, percentOfBp, tax, type TransferInput, type TransferLines } from './lines';
import { noRebate } from './territories';

const label = defineMessages({
  novaScotia: { id: 'mortgage.costs.ltt.ns', defaultMessage: 'Nova Scotia deed transfer tax' },
});

const rule = defineMessages({
  halifax: { id: 'mortgage.costs.rule.ns-halifax', defaultMessage: 'Halifax’s rate: {rate} of the price.' },
  novaScotiaOther: {
    id: 'mortgage.costs.rule.ns-other',
    defaultMessage: 'Each municipality sets its own rate; Halifax’s {rate} is assumed here.',
  },
});

/** Nova Scotia deed transfer tax is municipal; Halifax Regional Municipality charges 1.5 %. */
export const NOVA_SCOTIA_DTT = { effective: '2025-01-01', halifaxBp: 150 } as const;

/** A municipal tax only: Halifax's rate, which other municipalities are assumed to charge too. */
export function novaScotiaTransfer({ priceCents, city, firstTimeBuyer }: TransferInput): Partial<TransferLines> {
  const t = NOVA_SCOTIA_DTT;
  return {
    municipal: tax(
      'transfer-municipal',
      label.novaScotia,
      basisPointsOf(priceCents, t.halifaxBp),
      isHalifax(city) ? rule.halifax : rule.novaScotiaOther,
      { rate: percentOfBp(t.halifaxBp) },
      t.effective,
    ),
    rebates: firstTimeBuyer ? [noRebate()] : [],
  };
}
