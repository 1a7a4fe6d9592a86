import { defineMessages, type MessageDescriptor } from '../messages';
import { isToronto } from './cities';
import {
  bracketTax,
  dollars,
  money,
  refund,
  type CostLine,
  type CostLineId,
  type TransferInput,
  type TransferLines,
} from './lines';

const label = defineMessages({
  ontario: { id: 'mortgage.costs.ltt.on', defaultMessage: 'Ontario land transfer tax' },
  toronto: { id: 'mortgage.costs.ltt.toronto', defaultMessage: 'Toronto municipal land transfer tax' },
  rebateOntario: { id: 'mortgage.costs.rebate.on', defaultMessage: 'Ontario first-time buyer refund' },
  rebateToronto: { id: 'mortgage.costs.rebate.toronto', defaultMessage: 'Toronto first-time buyer rebate' },
});

const rule = defineMessages({
  refundUpTo: { id: 'mortgage.costs.rule.refund-up-to', defaultMessage: 'The tax is refunded up to {max}.' },
});

/**
 * Ontario land transfer tax on land with one or two single-family residences (Ontario Ministry of
 * Finance, Land Transfer Tax Act; rates in force since 2017-01-01).
 */
export const ONTARIO_LTT = {
  effective: '2017-01-01',
  brackets: [
    { upToCents: dollars(55_000), bp: 50 },
    { upToCents: dollars(250_000), bp: 100 },
    { upToCents: dollars(400_000), bp: 150 },
    { upToCents: dollars(2_000_000), bp: 200 },
    { upToCents: null, bp: 250 },
  ],
} as const;

/** Ontario's first-time buyer refund: the tax, up to $4,000 (Ontario Ministry of Finance, since 2017-01-01). */
export const ONTARIO_FIRST_TIME_REFUND = { effective: '2017-01-01', maxCents: dollars(4_000) } as const;

/**
 * City of Toronto municipal land transfer tax, residential with one or two single-family residences:
 * the provincial brackets to $3M, then the luxury brackets the City added from 2024-04-01 (Toronto
 * Municipal Code chapter 760, as amended by City Council in 2023).
 */
export const TORONTO_MLTT = {
  effective: '2024-04-01',
  brackets: [
    { upToCents: dollars(55_000), bp: 50 },
    { upToCents: dollars(250_000), bp: 100 },
    { upToCents: dollars(400_000), bp: 150 },
    { upToCents: dollars(2_000_000), bp: 200 },
    { upToCents: dollars(3_000_000), bp: 250 },
    { upToCents: dollars(4_000_000), bp: 350 },
    { upToCents: dollars(5_000_000), bp: 450 },
    { upToCents: dollars(10_000_000), bp: 550 },
    { upToCents: dollars(20_000_000), bp: 650 },
    { upToCents: null, bp: 750 },
  ],
} as const;

/** Toronto's first-time buyer rebate: up to $4,475, the tax on a $400,000 home (since 2017-03-01). */
export const TORONTO_FIRST_TIME_REBATE = { effective: '2017-03-01', maxCents: dollars(4_475) } as const;

function refundUpTo(
  id: CostLineId,
  lineLabel: MessageDescriptor,
  taxCents: number,
  cap: { readonly effective: string; readonly maxCents: number },
): CostLine {
  const values = { max: money(cap.maxCents) };
  return refund(id, lineLabel, Math.min(taxCents, cap.maxCents), rule.refundUpTo, values, cap.effective);
}

/** Ontario's tax and refund, and Toronto's on top of them for a home in the city. */
export function ontarioTransfer({ priceCents, city, firstTimeBuyer }: TransferInput): Partial<TransferLines> {
  const provincial = bracketTax('transfer-provincial', label.ontario, priceCents, ONTARIO_LTT);
  const rebates: CostLine[] = [];
  if (firstTimeBuyer) {
    rebates.push(
      refundUpTo('rebate-provincial', label.rebateOntario, provincial.amountCents, ONTARIO_FIRST_TIME_REFUND),
    );
  }
  if (!isToronto(city)) return { provincial, rebates };

  const municipal = bracketTax('transfer-municipal', label.toronto, priceCents, TORONTO_MLTT);
  if (firstTimeBuyer) {
    rebates.push(refundUpTo('rebate-municipal', label.rebateToronto, municipal.amountCents, TORONTO_FIRST_TIME_REBATE));
  }
  return { provincial, municipal, rebates };
}
