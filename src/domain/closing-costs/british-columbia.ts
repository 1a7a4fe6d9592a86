import { defineMessages } from '../messages';
import { bracketTax, dollars, marginalTaxCents, money, refund, type TransferInput, type TransferLines } from './lines';

const label = defineMessages({
  britishColumbia: { id: 'mortgage.costs.ltt.bc', defaultMessage: 'B.C. property transfer tax' },
  rebateBcFirst: { id: 'mortgage.costs.rebate.bc-first', defaultMessage: 'B.C. first-time home buyers’ exemption' },
  rebateBcNew: { id: 'mortgage.costs.rebate.bc-new', defaultMessage: 'B.C. newly built home exemption' },
});

const rule = defineMessages({
  bcFirst: {
    id: 'mortgage.costs.rule.bc-first',
    defaultMessage: 'No tax on the first {exempt} of a home worth up to {full}; phased out by {cap}.',
  },
  bcNew: {
    id: 'mortgage.costs.rule.bc-new',
    defaultMessage: 'No tax on a new home worth up to {full} that will be your home; phased out by {cap}.',
  },
});

/**
 * B.C. property transfer tax on residential property (B.C. Ministry of Finance): 1 % to $200,000,
 * 2 % to $2M, 3 % to $3M, and 3 % plus the further 2 % on residential value over $3M (since 2020-02-21).
 */
export const BC_PTT = {
  effective: '2020-02-21',
  brackets: [
    { upToCents: dollars(200_000), bp: 100 },
    { upToCents: dollars(2_000_000), bp: 200 },
    { upToCents: dollars(3_000_000), bp: 300 },
    { upToCents: null, bp: 500 },
  ],
} as const;

/**
 * B.C. first-time home buyers' exemption from 2024-04-01: no tax on the first $500,000 (so at most
 * $8,000) for a home worth up to $835,000; between $835,000 and $860,000 the $8,000 shrinks in
 * proportion, and nothing is left at $860,000 (gov.bc.ca, "First time home buyers' exemption").
 */
export const BC_FIRST_TIME_EXEMPTION = {
  effective: '2024-04-01',
  exemptCents: dollars(500_000),
  fullUpToCents: dollars(835_000),
  phasedOutAtCents: dollars(860_000),
} as const;

/**
 * B.C. newly built home exemption from 2024-04-01: the whole tax for a new home worth up to
 * $1,100,000 that becomes the buyer's principal residence, shrinking in proportion to nothing at
 * $1,150,000 (gov.bc.ca, "Newly built home exemption").
 */
export const BC_NEW_HOME_EXEMPTION = {
  effective: '2024-04-01',
  fullUpToCents: dollars(1_100_000),
  phasedOutAtCents: dollars(1_150_000),
} as const;

/** The B.C. first-time buyers' exemption, in cents, for a tax already computed on the whole value. */
export function bcFirstTimeExemptionCents(priceCents: number, fullTaxCents: number): number {
  const e = BC_FIRST_TIME_EXEMPTION;
  const onExemptPart = Math.min(fullTaxCents, marginalTaxCents(e.exemptCents, BC_PTT.brackets));
  if (priceCents <= e.fullUpToCents) return onExemptPart;
  if (priceCents >= e.phasedOutAtCents) return 0;
  const span = e.phasedOutAtCents - e.fullUpToCents;
  return Math.round((onExemptPart * (e.phasedOutAtCents - priceCents)) / span);
}

/** The B.C. newly built home exemption, in cents. */
export function bcNewHomeExemptionCents(priceCents: number, fullTaxCents: number): number {
  const e = BC_NEW_HOME_EXEMPTION;
  if (priceCents <= e.fullUpToCents) return fullTaxCents;
  if (priceCents >= e.phasedOutAtCents) return 0;
  const span = e.phasedOutAtCents - e.fullUpToCents;
  return Math.round((fullTaxCents * (e.phasedOutAtCents - priceCents)) / span);
}

/** B.C.'s tax, less the larger exemption the buyer can claim. */
export function britishColumbiaTransfer({
  priceCents,
  firstTimeBuyer,
  newBuild,
}: TransferInput): Partial<TransferLines> {
  const provincial = bracketTax('transfer-provincial', label.britishColumbia, priceCents, BC_PTT);
  const amount = provincial.amountCents;
  const first = firstTimeBuyer ? bcFirstTimeExemptionCents(priceCents, amount) : 0;
  const fresh = newBuild ? bcNewHomeExemptionCents(priceCents, amount) : 0;
  // The two exemptions do not add up: the buyer claims the larger one.
  if (newBuild && fresh > 0 && fresh >= first) {
    const e = BC_NEW_HOME_EXEMPTION;
    const values = { full: money(e.fullUpToCents), cap: money(e.phasedOutAtCents) };
    return {
      provincial,
      rebates: [refund('rebate-new-home', label.rebateBcNew, fresh, rule.bcNew, values, e.effective)],
    };
  }
  if (firstTimeBuyer) {
    const e = BC_FIRST_TIME_EXEMPTION;
    const values = { exempt: money(e.exemptCents), full: money(e.fullUpToCents), cap: money(e.phasedOutAtCents) };
    return {
      provincial,
      rebates: [refund('rebate-provincial', label.rebateBcFirst, first, rule.bcFirst, values, e.effective)],
    };
  }
  return { provincial, rebates: [] };
}
