import { albertaTransfer } from './closing-costs/alberta';
import { britishColumbiaTransfer } from './closing-costs/british-columbia';
import {
  dollars,
  money,
  type CostLine,
  type ProvinceRule,
  type TransferInput,
  type TransferLines,
} from './closing-costs/lines';
import { manitobaTransfer } from './closing-costs/manitoba';
import { newBrunswickTransfer } from './closing-costs/new-brunswick';
import { newfoundlandTransfer } from './closing-costs/newfoundland-and-labrador';
import { novaScotiaTransfer } from './closing-costs/nova-scotia';
import { ontarioTransfer } from './closing-costs/ontario';
import { premiumLine, premiumTaxLine } from './closing-costs/premium';
import { princeEdwardIslandTransfer } from './closing-costs/prince-edward-island';
import { qualifyingLines, type QualifyingRate } from './closing-costs/qualifying';
import { quebecTransfer } from './closing-costs/quebec';
import { saskatchewanTransfer } from './closing-costs/saskatchewan';
import { territoriesTransfer } from './closing-costs/territories';
import { defineMessages } from './messages';
import {
  calculateMortgage,
  isInsured,
  type MortgageError,
  type PaymentFrequency,
  type PayoffSummary,
} from './mortgage';
import { toProvinceCode, type ProvinceCode } from './provinces';

/*
 * The whole cost of buying a home: every figure is a pure function of the inputs and of rules kept
 * as data (in closing-costs/, one module per province), each with the date its rates took effect (or,
 * where that date is not known, the date the figures were last checked against the source named beside
 * them). Money is in whole cents.
 */

// Types callers import from here; defined in closing-costs/lines so the province modules share them without a cycle.
export type { Bracket, CostLine, Rule, RuleValue, TransferInput } from './closing-costs/lines';

const label = defineMessages({
  downPayment: { id: 'mortgage.costs.down-payment', defaultMessage: 'Down payment' },
  minimumDown: { id: 'mortgage.costs.minimum-down', defaultMessage: 'Minimum down payment' },
  cashToClose: { id: 'mortgage.costs.cash-to-close', defaultMessage: 'Cash needed to close' },
});

const rule = defineMessages({
  downPayment: { id: 'mortgage.costs.rule.down-payment', defaultMessage: '{percent} of the price, paid at closing.' },
  minimumDown: {
    id: 'mortgage.costs.rule.minimum-down',
    defaultMessage:
      '{low} of the first {tier} and {high} of the rest; {full} of the whole price from {cap}, which cannot be insured.',
  },
  cashToClose: {
    id: 'mortgage.costs.rule.cash-to-close',
    defaultMessage:
      'Down payment, transfer taxes and fees, and sales tax on the premium, less rebates. Not included: legal or notary fees, inspection, adjustments.',
  },
});

/** Federal minimum down payment (Department of Finance); the $1.5M insurable cap since 2024-12-15. */
export const MINIMUM_DOWN_PAYMENT_RULE = { effective: '2024-12-15' } as const;

// ---------------------------------------------------------------------------------------------
// Transfer taxes by province and city.

export interface LandTransfer extends TransferLines {
  /** All those lines added up, rebates taken off. */
  totalCents: number;
}

const TRANSFER_RULES: Readonly<Record<ProvinceCode, ProvinceRule>> = {
  AB: albertaTransfer,
  BC: britishColumbiaTransfer,
  MB: manitobaTransfer,
  NB: newBrunswickTransfer,
  NL: newfoundlandTransfer,
  NS: novaScotiaTransfer,
  NT: territoriesTransfer,
  NU: territoriesTransfer,
  ON: ontarioTransfer,
  PE: princeEdwardIslandTransfer,
  QC: quebecTransfer,
  SK: saskatchewanTransfer,
  YT: territoriesTransfer,
};

/** Land transfer tax, municipal tax, registration fees and first-time rebates for a province and city. */
export function landTransfer(input: TransferInput): LandTransfer {
  const province = toProvinceCode(input.province);
  // A listing without a province is treated like the territories: no transfer tax is estimated.
  const lines = (province ? TRANSFER_RULES[province] : territoriesTransfer)(input);
  const { provincial = null, municipal = null, mortgageRegistration = null, rebates = [] } = lines;
  const totalCents = [provincial, municipal, mortgageRegistration, ...rebates].reduce(
    (sum, line) => sum + (line?.amountCents ?? 0),
    0,
  );
  return { provincial, municipal, mortgageRegistration, rebates, totalCents };
}

// ---------------------------------------------------------------------------------------------
// The whole cost.

export interface CostOfBuyingInput {
  priceCents: number;
  downPaymentCents: number;
  province: string;
  city: string;
  firstTimeBuyer: boolean;
  newBuild: boolean;
  annualRatePercent: number;
  amortizationYears: number;
  frequency: PaymentFrequency;
  /** Yearly property taxes; estimated from the price when unknown. */
  propertyTaxCents?: number;
  /** Monthly condo fees. */
  condoFeesCents?: number;
  /** ISO date the yearly schedules are read for; today by default. */
  on?: string;
}

export interface CostOfBuying {
  ok: true;
  /** The loan, premium included. */
  principalCents: number;
  insured: boolean;
  summary: PayoffSummary;
  downPayment: CostLine;
  minimumDown: CostLine;
  premium: CostLine;
  premiumTax: CostLine | null;
  landTransfer: LandTransfer;
  cashToClose: CostLine;
  qualifyingRate: QualifyingRate;
  qualifyingPayment: CostLine;
  incomeNeeded: CostLine;
  /** The closing lines in table order, ending with the cash needed to close. */
  closingLines: CostLine[];
}

export type CostOfBuyingResult = CostOfBuying | { ok: false; reason: MortgageError; minimumDownPaymentCents?: number };

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Everything a buyer pays or needs, for demonstration: the mortgage (as `calculateMortgage`), the
 * premium and its sales tax, transfer taxes and fees with rebates, the cash needed to close, the
 * stress-test rate and the income that qualifies for it. Fails like `calculateMortgage` does.
 */
export function costOfBuying(input: CostOfBuyingInput): CostOfBuyingResult {
  const price = input.priceCents;
  const down = input.downPaymentCents;
  const mortgage = calculateMortgage({
    homePriceCents: price,
    downPaymentCents: down,
    annualRatePercent: input.annualRatePercent,
    amortizationYears: input.amortizationYears,
    frequency: input.frequency,
    firstTimeBuyer: input.firstTimeBuyer,
    newBuild: input.newBuild,
  });
  if (!mortgage.ok) return mortgage;

  const province = toProvinceCode(input.province);
  const insured = isInsured(price, down);
  const premium = premiumLine(price, down, input.amortizationYears, mortgage.insurancePremiumCents);
  const premiumTax = insured ? premiumTaxLine(province, mortgage.insurancePremiumCents) : null;

  const transfer = landTransfer({
    priceCents: price,
    mortgageCents: mortgage.principalCents,
    province: input.province,
    city: input.city,
    firstTimeBuyer: input.firstTimeBuyer,
    newBuild: input.newBuild,
    on: input.on ?? today(),
  });

  const downPayment: CostLine = {
    id: 'down-payment',
    label: label.downPayment,
    amountCents: down,
    rule: { message: rule.downPayment, values: { percent: { percent: Math.round((down * 10_000) / price) / 100 } } },
    paid: 'cash',
  };
  const minimumDown: CostLine = {
    id: 'minimum-down-payment',
    label: label.minimumDown,
    amountCents: mortgage.minimumDownPaymentCents,
    rule: {
      message: rule.minimumDown,
      values: {
        low: { percent: 5 },
        tier: money(dollars(500_000)),
        high: { percent: 10 },
        full: { percent: 20 },
        cap: money(dollars(1_500_000)),
      },
    },
    effective: MINIMUM_DOWN_PAYMENT_RULE.effective,
    paid: 'info',
  };

  const closingLines = [
    downPayment,
    premium,
    premiumTax,
    transfer.provincial,
    transfer.municipal,
    transfer.mortgageRegistration,
    ...transfer.rebates,
  ].filter((line): line is CostLine => line !== null);
  const cashToClose: CostLine = {
    id: 'cash-to-close',
    label: label.cashToClose,
    amountCents: closingLines.filter((line) => line.paid === 'cash').reduce((sum, line) => sum + line.amountCents, 0),
    rule: { message: rule.cashToClose },
    paid: 'cash',
  };

  const { qualifyingRate, qualifyingPayment, incomeNeeded } = qualifyingLines({
    principalCents: mortgage.principalCents,
    priceCents: price,
    annualRatePercent: input.annualRatePercent,
    amortizationYears: input.amortizationYears,
    propertyTaxCents: input.propertyTaxCents,
    condoFeesCents: input.condoFeesCents,
  });

  return {
    ok: true,
    principalCents: mortgage.principalCents,
    insured,
    summary: mortgage.summary,
    downPayment,
    minimumDown,
    premium,
    premiumTax,
    landTransfer: transfer,
    cashToClose,
    qualifyingRate,
    qualifyingPayment,
    incomeNeeded,
    closingLines,
  };
}
