import { defineMessages } from '../messages';
import { isMontreal } from './cities';
import { bracketTax, dollars, scheduleOn, type Bracket, type TransferInput, type TransferLines } from './lines';
import { noRebate } from './territories';

const label = defineMessages({
  quebec: { id: 'mortgage.costs.ltt.qc', defaultMessage: 'Quebec transfer duties (welcome tax)' },
  montreal: { id: 'mortgage.costs.ltt.montreal', defaultMessage: 'Montréal transfer duties (welcome tax)' },
});

const rule = defineMessages({
  bracketsQuebec: {
    id: 'mortgage.costs.rule.brackets-qc',
    defaultMessage: '{brackets}, on the price (or the assessed value if higher); billed by the municipality.',
  },
  rebateNoneQuebec: {
    id: 'mortgage.costs.rule.rebate-none-qc',
    defaultMessage: 'None province-wide; some municipalities have their own programs.',
  },
});

/**
 * Quebec transfer duties (Act respecting duties on transfers of immovables, s. 2): the thresholds are
 * indexed every January. 2025: 61,500 and 307,800; 2026: 62,900 and 315,000 (municipal notices
 * quoting the Gazette officielle). A municipality may charge more above $500,000.
 */
export const QUEBEC_TRANSFER_DUTIES = [
  {
    effective: '2025-01-01',
    brackets: [
      { upToCents: dollars(61_500), bp: 50 },
      { upToCents: dollars(307_800), bp: 100 },
      { upToCents: null, bp: 150 },
    ],
  },
  {
    effective: '2026-01-01',
    brackets: [
      { upToCents: dollars(62_900), bp: 50 },
      { upToCents: dollars(315_000), bp: 100 },
      { upToCents: null, bp: 150 },
    ],
  },
] as const;

/**
 * Ville de Montréal's own rates above the provincial brackets: 2 % from $552,300, 2.5 % from
 * $1,104,700, 3.5 % from $2,136,500 and 4 % over $3,113,000 (montreal.ca, "Comment sont calculés les
 * droits sur les mutations immobilières"; the same thresholds in 2024 and 2025). Below $552,300
 * Montréal applies the indexed provincial thresholds of the year.
 */
export const MONTREAL_UPPER_BRACKETS = [
  { upToCents: dollars(552_300), bp: 150 },
  { upToCents: dollars(1_104_700), bp: 200 },
  { upToCents: dollars(2_136_500), bp: 250 },
  { upToCents: dollars(3_113_000), bp: 350 },
  { upToCents: null, bp: 400 },
] as const;

/** Montréal's schedule on a date: the year's first two provincial brackets, then the city's own. */
export function montrealTransferDuties(on: string): { effective: string; brackets: readonly Bracket[] } {
  const provincial = scheduleOn(QUEBEC_TRANSFER_DUTIES, on);
  return {
    effective: provincial.effective,
    brackets: [...provincial.brackets.slice(0, 2), ...MONTREAL_UPPER_BRACKETS],
  };
}

/** The duties of the year, by Montréal's schedule in the city; no province-wide rebate. */
export function quebecTransfer({ priceCents, city, firstTimeBuyer, on }: TransferInput): Partial<TransferLines> {
  const montreal = isMontreal(city);
  const schedule = montreal ? montrealTransferDuties(on) : scheduleOn(QUEBEC_TRANSFER_DUTIES, on);
  const lineLabel = montreal ? label.montreal : label.quebec;
  return {
    provincial: bracketTax('transfer-provincial', lineLabel, priceCents, schedule, rule.bracketsQuebec),
    rebates: firstTimeBuyer ? [noRebate(rule.rebateNoneQuebec)] : [],
  };
}
