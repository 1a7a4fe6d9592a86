import { defineMessages, type MessageDescriptor } from '../messages';
import { tax, type CostLine, type TransferInput, type TransferLines } from './lines';

const label = defineMessages({
  territory: { id: 'mortgage.costs.ltt.territory', defaultMessage: 'Land transfer tax' },
  rebateNone: { id: 'mortgage.costs.rebate.none', defaultMessage: 'First-time buyer rebate' },
});

const rule = defineMessages({
  territory: {
    id: 'mortgage.costs.rule.territory',
    defaultMessage: 'No land transfer tax here: only land titles registration fees, not estimated.',
  },
  rebateNone: { id: 'mortgage.costs.rule.rebate-none', defaultMessage: 'None province-wide.' },
});

/** The territories charge no land transfer tax; only land titles registration fees (checked 2025). */
export const TERRITORIES_NO_TRANSFER_TAX = { effective: '2025-01-01' } as const;

/** The zero line of a province with no first-time buyer rebate; dated by the same 2025 check. */
export function noRebate(message: MessageDescriptor = rule.rebateNone): CostLine {
  return {
    id: 'rebate-provincial',
    label: label.rebateNone,
    amountCents: 0,
    rule: { message },
    effective: TERRITORIES_NO_TRANSFER_TAX.effective,
    paid: 'info',
  };
}

/** Yukon, Northwest Territories, Nunavut, or a listing without a province. */
export function territoriesTransfer({ firstTimeBuyer }: TransferInput): Partial<TransferLines> {
  return {
    provincial: tax(
      'transfer-provincial',
      label.territory,
      0,
      rule.territory,
      undefined,
      TERRITORIES_NO_TRANSFER_TAX.effective,
    ),
    rebates: firstTimeBuyer ? [noRebate()] : [],
  };
}
