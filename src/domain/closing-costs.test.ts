import { describe, expect, it } from 'vitest';
import { costOfBuying, landTransfer, type CostOfBuyingInput, type TransferInput } from './closing-costs';
import { ALBERTA_TITLE_FEES } from './closing-costs/alberta';
import { BC_PTT, bcFirstTimeExemptionCents, bcNewHomeExemptionCents } from './closing-costs/british-columbia';
import { isMontreal, isToronto } from './closing-costs/cities';
import { marginalTaxCents, scheduleOn } from './closing-costs/lines';
import { MANITOBA_LTT } from './closing-costs/manitoba';
import { ONTARIO_LTT, TORONTO_MLTT } from './closing-costs/ontario';
import { incomeNeededCents, qualifyingRatePercent } from './closing-costs/qualifying';
import { QUEBEC_TRANSFER_DUTIES, montrealTransferDuties } from './closing-costs/quebec';
import { dollarsToCents as $ } from './mortgage';

const ON_2026 = '2026-06-01';

function transfer(partial: Partial<TransferInput> & Pick<TransferInput, 'province'>) {
  return landTransfer({
    priceCents: $(500_000),
    mortgageCents: $(400_000),
    city: '',
    firstTimeBuyer: false,
    newBuild: false,
    on: ON_2026,
    ...partial,
  });
}

const amounts = (lines: { amountCents: number }[]) => lines.map((line) => line.amountCents);

describe('marginal brackets', () => {
  it('tax each part of the value at its own rate, edges exact', () => {
    const brackets = [
      { upToCents: $(100), bp: 100 },
      { upToCents: null, bp: 200 },
    ];
    expect(marginalTaxCents(0, brackets)).toBe(0);
    expect(marginalTaxCents($(100), brackets)).toBe($(1));
    expect(marginalTaxCents($(200), brackets)).toBe($(3));
    // Half a cent rounds up: 0.5 % of $1.01 is 0.505 cents → 1 cent.
    expect(marginalTaxCents(101, [{ upToCents: null, bp: 50 }])).toBe(1);
  });
});

describe('Ontario land transfer tax', () => {
  it('Ontario Ministry of Finance example: $500,000 home pays $6,475', () => {
    // 0.5 % × 55,000 = 275; 1 % × 195,000 = 1,950; 1.5 % × 150,000 = 2,250; 2 % × 100,000 = 2,000.
    expect(marginalTaxCents($(500_000), ONTARIO_LTT.brackets)).toBe($(6_475));
    const result = transfer({ province: 'ON', city: 'Ottawa' });
    expect(result.provincial?.amountCents).toBe($(6_475));
    expect(result.municipal).toBeNull();
    expect(result.totalCents).toBe($(6_475));
    expect(result.provincial?.effective).toBe('2017-01-01');
  });

  it('bracket edges: $55,000 pays $275, $250,000 pays $2,225, $400,000 pays $4,475, $2,000,000 pays $36,475', () => {
    expect(marginalTaxCents($(55_000), ONTARIO_LTT.brackets)).toBe($(275));
    expect(marginalTaxCents($(250_000), ONTARIO_LTT.brackets)).toBe($(2_225));
    expect(marginalTaxCents($(400_000), ONTARIO_LTT.brackets)).toBe($(4_475));
    expect(marginalTaxCents($(2_000_000), ONTARIO_LTT.brackets)).toBe($(36_475));
    // 2.5 % above $2M: 36,475 + 25,000 = 61,475.
    expect(marginalTaxCents($(3_000_000), ONTARIO_LTT.brackets)).toBe($(61_475));
  });

  it('Ontario Ministry of Finance: first-time buyers are refunded up to $4,000 (no tax on the first $368,000)', () => {
    // $368,000: 275 + 1,950 + 1.5 % × 118,000 = 1,770 → 3,995, all refunded.
    const small = transfer({ province: 'ON', priceCents: $(368_000), firstTimeBuyer: true });
    expect(small.provincial?.amountCents).toBe($(3_995));
    expect(amounts(small.rebates)).toEqual([-$(3_995)]);
    expect(small.totalCents).toBe(0);
    const result = transfer({ province: 'ON', firstTimeBuyer: true });
    expect(amounts(result.rebates)).toEqual([-$(4_000)]);
    expect(result.totalCents).toBe($(2_475));
  });
});

describe('Toronto municipal land transfer tax', () => {
  it('City of Toronto: a $500,000 home pays $12,950 in all before rebates (6,475 provincial + 6,475 municipal)', () => {
    const result = transfer({ province: 'ON', city: 'Toronto' });
    expect(result.provincial?.amountCents).toBe($(6_475));
    expect(result.municipal?.amountCents).toBe($(6_475));
    expect(result.totalCents).toBe($(12_950));
    expect(result.municipal?.effective).toBe('2024-04-01');
  });

  it('City of Toronto: first-time buyers get up to $4,475 back, on top of Ontario’s $4,000', () => {
    const result = transfer({ province: 'ON', city: 'Toronto', firstTimeBuyer: true });
    expect(amounts(result.rebates)).toEqual([-$(4_000), -$(4_475)]);
    expect(result.totalCents).toBe($(12_950 - 8_475));
  });

  it('luxury brackets since 2024-04-01: $5,000,000 pays $141,475 municipal', () => {
    // To $2M 36,475; 2.5 % × 1M = 25,000; 3.5 % × 1M = 35,000; 4.5 % × 1M = 45,000.
    expect(marginalTaxCents($(5_000_000), TORONTO_MLTT.brackets)).toBe($(141_475));
    // Then 5.5 % to $10M, 6.5 % to $20M, 7.5 % above: $25M adds 275,000 + 650,000 + 375,000.
    expect(marginalTaxCents($(25_000_000), TORONTO_MLTT.brackets)).toBe($(141_475 + 275_000 + 650_000 + 375_000));
  });

  it('knows Toronto by its former boroughs, in any case, and nothing else', () => {
    expect(isToronto('TORONTO')).toBe(true);
    expect(isToronto('North York')).toBe(true);
    expect(isToronto('Scarborough')).toBe(true);
    expect(isToronto('Mississauga')).toBe(false);
    expect(transfer({ province: 'ON', city: 'Mississauga' }).municipal).toBeNull();
  });
});

describe('British Columbia property transfer tax', () => {
  it('B.C. Ministry of Finance example: $500,000 pays $8,000 (1 % of 200,000 + 2 % of 300,000)', () => {
    expect(marginalTaxCents($(500_000), BC_PTT.brackets)).toBe($(8_000));
    expect(transfer({ province: 'BC', city: 'Vancouver' }).totalCents).toBe($(8_000));
  });

  it('3 % from $2M and the further 2 % on residential value over $3M: $3,500,000 pays $93,000', () => {
    // 2,000 + 36,000 + 30,000 + 5 % × 500,000 = 25,000.
    expect(marginalTaxCents($(3_500_000), BC_PTT.brackets)).toBe($(93_000));
  });

  it('first-time home buyers’ exemption from 2024-04-01: all of it to $500,000, $8,000 to $835,000, phased out by $860,000', () => {
    expect(transfer({ province: 'BC', firstTimeBuyer: true }).totalCents).toBe(0);
    expect(transfer({ province: 'BC', priceCents: $(400_000), firstTimeBuyer: true }).totalCents).toBe(0);
    // $835,000: 2,000 + 12,700 = 14,700, less 8,000.
    expect(transfer({ province: 'BC', priceCents: $(835_000), firstTimeBuyer: true }).totalCents).toBe($(6_700));
    // $850,000: 15,000 less 8,000 × (860,000 − 850,000) ÷ 25,000 = 3,200.
    expect(bcFirstTimeExemptionCents($(850_000), $(15_000))).toBe($(3_200));
    expect(transfer({ province: 'BC', priceCents: $(850_000), firstTimeBuyer: true }).totalCents).toBe($(11_800));
    expect(bcFirstTimeExemptionCents($(860_000), $(15_200))).toBe(0);
    const result = transfer({ province: 'BC', firstTimeBuyer: true });
    expect(result.rebates[0]?.effective).toBe('2024-04-01');
  });

  it('newly built home exemption: all of it to $1,100,000, half at $1,125,000, none from $1,150,000', () => {
    expect(transfer({ province: 'BC', priceCents: $(1_100_000), newBuild: true }).totalCents).toBe(0);
    // $1,125,000: 2,000 + 18,500 = 20,500; exempt 20,500 × 25,000 ÷ 50,000 = 10,250.
    expect(bcNewHomeExemptionCents($(1_125_000), $(20_500))).toBe($(10_250));
    expect(transfer({ province: 'BC', priceCents: $(1_125_000), newBuild: true }).totalCents).toBe($(10_250));
    expect(transfer({ province: 'BC', priceCents: $(1_150_000), newBuild: true }).rebates).toEqual([]);
    // A first-time buyer of a new home claims the larger exemption, never both.
    const both = transfer({ province: 'BC', newBuild: true, firstTimeBuyer: true });
    expect(amounts(both.rebates)).toEqual([-$(8_000)]);
    expect(both.rebates[0]?.id).toBe('rebate-new-home');
  });
});

describe('Quebec transfer duties (welcome tax)', () => {
  it('2025 brackets on $500,000: $5,653.50', () => {
    // 0.5 % × 61,500 = 307.50; 1 % × 246,300 = 2,463; 1.5 % × 192,200 = 2,883.
    const result = transfer({ province: 'QC', city: 'Laval', on: '2025-06-01' });
    expect(result.provincial?.amountCents).toBe(565_350);
    expect(result.provincial?.effective).toBe('2025-01-01');
  });

  it('2026 indexed brackets (62,900 and 315,000, municipal notices of 2026) on $500,000: $5,610.50', () => {
    // 0.5 % × 62,900 = 314.50; 1 % × 252,100 = 2,521; 1.5 % × 185,000 = 2,775.
    const result = transfer({ province: 'QC', city: 'Gatineau', on: '2026-02-01' });
    expect(result.provincial?.amountCents).toBe(561_050);
    expect(result.provincial?.effective).toBe('2026-01-01');
    expect(scheduleOn(QUEBEC_TRANSFER_DUTIES, '2024-12-31').effective).toBe('2025-01-01');
  });

  it('Montréal, 2025, $700,000: $9,392 with the city’s 2 % bracket from $552,300', () => {
    // 307.50 + 2,463 + 1.5 % × 244,500 = 3,667.50 + 2 % × 147,700 = 2,954.
    const result = transfer({ province: 'QC', city: 'Montréal', priceCents: $(700_000), on: '2025-06-01' });
    expect(result.provincial?.amountCents).toBe($(9_392));
  });

  it('Montréal, 2026, $700,000: $9,349 (deedworth.ca 2026 guide: “about $9,350”)', () => {
    // 314.50 + 2,521 + 1.5 % × 237,300 = 3,559.50 + 2 % × 147,700 = 2,954.
    const result = transfer({ province: 'QC', city: 'Montreal', priceCents: $(700_000), on: ON_2026 });
    expect(result.provincial?.amountCents).toBe($(9_349));
    // The top brackets: 2.5 % to $2,136,500, 3.5 % to $3,113,000, 4 % above.
    expect(montrealTransferDuties(ON_2026).brackets.map((b) => b.bp)).toEqual([50, 100, 150, 200, 250, 350, 400]);
    expect(isMontreal('MONTRÉAL')).toBe(true);
    expect(isMontreal('Montréal-Est')).toBe(false);
  });

  it('no province-wide first-time rebate: the toggle shows a zero line that says so', () => {
    const result = transfer({ province: 'QC', firstTimeBuyer: true });
    expect(amounts(result.rebates)).toEqual([0]);
    expect(result.rebates[0]?.rule.message.id).toBe('mortgage.costs.rule.rebate-none-qc');
  });
});

describe('other provinces', () => {
  it('Manitoba Finance brackets: $200,000 pays $1,650 and $300,000 pays $3,650 (Ratehub example)', () => {
    // 0 on 30,000; 0.5 % × 60,000 = 300; 1 % × 60,000 = 600; 1.5 % × 50,000 = 750.
    expect(marginalTaxCents($(200_000), MANITOBA_LTT.brackets)).toBe($(1_650));
    expect(transfer({ province: 'MB', priceCents: $(300_000) }).totalCents).toBe($(3_650));
    expect(marginalTaxCents($(30_000), MANITOBA_LTT.brackets)).toBe(0);
  });

  it('New Brunswick: 1 % since 2016-04-01, $350,000 pays $3,500 (Trio Law example)', () => {
    const result = transfer({ province: 'NB', priceCents: $(350_000), firstTimeBuyer: true });
    expect(result.provincial?.amountCents).toBe($(3_500));
    expect(result.totalCents).toBe($(3_500));
  });

  it('P.E.I.: 1 %, $300,000 pays $3,000 (TurboTax example); nothing at $30,000 or less; first-time buyers exempt', () => {
    expect(transfer({ province: 'PE', priceCents: $(300_000) }).totalCents).toBe($(3_000));
    expect(transfer({ province: 'PE', priceCents: $(30_000) }).totalCents).toBe(0);
    expect(transfer({ province: 'PE', priceCents: $(30_001) }).totalCents).toBe(30_001);
    const first = transfer({ province: 'PE', priceCents: $(300_000), firstTimeBuyer: true });
    expect(amounts(first.rebates)).toEqual([-$(3_000)]);
    expect(first.totalCents).toBe(0);
  });

  it('Nova Scotia deed transfer tax is municipal: Halifax 1.5 %, assumed elsewhere with a note', () => {
    const halifax = transfer({ province: 'NS', city: 'Halifax' });
    expect(halifax.municipal?.amountCents).toBe($(7_500));
    expect(halifax.municipal?.rule.message.id).toBe('mortgage.costs.rule.ns-halifax');
    expect(transfer({ province: 'NS', city: 'Truro' }).municipal?.rule.message.id).toBe('mortgage.costs.rule.ns-other');
  });

  it('Alberta land titles from 2024-10-20: $1,000,000 transfer costs $1,050 (Bennett Jones example)', () => {
    expect(ALBERTA_TITLE_FEES.effective).toBe('2024-10-20');
    const result = transfer({ province: 'AB', priceCents: $(1_000_000), mortgageCents: $(1_000_000) });
    expect(result.provincial?.amountCents).toBe($(1_050));
    expect(result.mortgageRegistration?.amountCents).toBe($(1_050));
  });

  it('Alberta: $450,000 home with 10 % down registers for $955 (KH Law Group example: $500 + $455)', () => {
    const result = transfer({ province: 'AB', priceCents: $(450_000), mortgageCents: $(405_000) });
    expect(result.provincial?.amountCents).toBe($(500));
    expect(result.mortgageRegistration?.amountCents).toBe($(455));
    expect(result.totalCents).toBe($(955));
    // "Or part of it": $450,001 is one more $5,000 step.
    expect(transfer({ province: 'AB', priceCents: $(450_001), mortgageCents: 0 }).totalCents).toBe($(505));
  });

  it('Saskatchewan ISC from 2023-07-29: 0.4 %, $450,000 pays $1,800; $25 to $6,300; nothing to $500', () => {
    expect(transfer({ province: 'SK', priceCents: $(450_000) }).totalCents).toBe($(1_800));
    expect(transfer({ province: 'SK', priceCents: $(6_300) }).totalCents).toBe($(25));
    expect(transfer({ province: 'SK', priceCents: $(500) }).totalCents).toBe(0);
  });

  it('Newfoundland and Labrador: $100 + $0.40 per $100 over $500, at most $5,000, on the deed and on the mortgage', () => {
    // Deed: 100 + 0.4 % × 499,500 = 2,098. Mortgage: 100 + 0.4 % × 399,500 = 1,698.
    const result = transfer({ province: 'NL' });
    expect(result.provincial?.amountCents).toBe($(2_098));
    expect(result.mortgageRegistration?.amountCents).toBe($(1_698));
    expect(transfer({ province: 'NL', priceCents: $(1_300_000), mortgageCents: 0 }).totalCents).toBe($(5_000));
  });

  it('the territories charge no land transfer tax, and say so', () => {
    for (const province of ['YT', 'NT', 'NU']) {
      const result = transfer({ province });
      expect(result.totalCents).toBe(0);
      expect(result.provincial?.rule.message.id).toBe('mortgage.costs.rule.territory');
    }
  });
});

describe('stress test and income', () => {
  it('qualifying rate is the greater of the contract rate + 2 and 5.25 % (OSFI B-20)', () => {
    expect(qualifyingRatePercent(4.19)).toBe(6.19);
    expect(qualifyingRatePercent(3.25)).toBe(5.25);
    expect(qualifyingRatePercent(3.26)).toBe(5.26);
    expect(qualifyingRatePercent(0)).toBe(5.25);
  });

  it('income needed puts housing costs at 39 % of gross income (CMHC GDS)', () => {
    // (2,000 × 12 + 3,600 + 1,200 + 300 × 12 ÷ 2) ÷ 0.39 = 30,600 ÷ 0.39 = 78,461.54 → 78,462.
    expect(
      incomeNeededCents({ paymentCents: $(2_000), propertyTaxCentsPerYear: $(3_600), condoFeesCentsPerMonth: $(300) }),
    ).toBe($(78_462));
  });
});

describe('costOfBuying', () => {
  const base: CostOfBuyingInput = {
    priceCents: $(500_000),
    downPaymentCents: $(25_000),
    province: 'ON',
    city: 'Toronto',
    firstTimeBuyer: false,
    newBuild: false,
    annualRatePercent: 4.19,
    amortizationYears: 25,
    frequency: 'monthly',
    propertyTaxCents: $(4_000),
    on: ON_2026,
  };

  it('CMHC example: 5 % down on $500,000 is a $475,000 loan with a 4.00 % premium of $19,000, and 8 % Ontario PST of $1,520 in cash', () => {
    const result = costOfBuying(base);
    if (!result.ok) throw new Error(result.reason);
    expect(result.insured).toBe(true);
    expect(result.premium.amountCents).toBe($(19_000));
    expect(result.premium.paid).toBe('loan');
    expect(result.principalCents).toBe($(494_000));
    expect(result.premiumTax?.amountCents).toBe($(1_520));
    expect(result.premiumTax?.paid).toBe('cash');
    expect(result.minimumDown.amountCents).toBe($(25_000));
    // Cash: 25,000 down + 1,520 PST + 12,950 Toronto and Ontario transfer taxes.
    expect(result.cashToClose.amountCents).toBe($(25_000 + 1_520 + 12_950));
  });

  it('Saskatchewan PST since 2017-08-01 (CMHC notice): $450,000 at 5 % down, premium $17,100, PST $1,026', () => {
    const result = costOfBuying({
      ...base,
      province: 'SK',
      city: 'Saskatoon',
      priceCents: $(450_000),
      downPaymentCents: $(22_500),
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.premium.amountCents).toBe($(17_100));
    expect(result.premiumTax?.amountCents).toBe($(1_026));
    expect(result.premiumTax?.effective).toBe('2017-08-01');
  });

  it('no premium tax in provinces that do not charge it; none at all with 20 % down', () => {
    const alberta = costOfBuying({ ...base, province: 'AB', city: 'Calgary' });
    expect(alberta.ok && alberta.premiumTax?.amountCents).toBe(0);
    const twenty = costOfBuying({ ...base, downPaymentCents: $(100_000) });
    if (!twenty.ok) throw new Error(twenty.reason);
    expect(twenty.insured).toBe(false);
    expect(twenty.premium.amountCents).toBe(0);
    expect(twenty.premiumTax).toBeNull();
    expect(twenty.principalCents).toBe($(400_000));
  });

  it('the first-time toggle takes the Ontario and Toronto rebates off the cash needed', () => {
    const without = costOfBuying(base);
    const withRebate = costOfBuying({ ...base, firstTimeBuyer: true });
    if (!without.ok || !withRebate.ok) throw new Error('not ok');
    expect(without.cashToClose.amountCents - withRebate.cashToClose.amountCents).toBe($(8_475));
    expect(withRebate.closingLines.map((line) => line.id)).toEqual([
      'down-payment',
      'premium',
      'premium-tax',
      'transfer-provincial',
      'transfer-municipal',
      'rebate-provincial',
      'rebate-municipal',
    ]);
  });

  it('30 years with 20 % down is accepted for anyone; 30 years insured needs a first-time buyer or new home', () => {
    const conventional = costOfBuying({ ...base, downPaymentCents: $(100_000), amortizationYears: 30 });
    expect(conventional.ok).toBe(true);
    expect(costOfBuying({ ...base, amortizationYears: 30 })).toEqual({ ok: false, reason: 'amortization-too-long' });
    const first = costOfBuying({ ...base, amortizationYears: 30, firstTimeBuyer: true });
    if (!first.ok) throw new Error(first.reason);
    // 4.00 % + 0.20 surcharge on $475,000 = $19,950.
    expect(first.premium.amountCents).toBe($(19_950));
    expect(first.premium.rule.message.id).toBe('mortgage.costs.rule.premium-long');
  });

  it('qualifies at 6.19 % for a 4.19 % contract, and says what income that payment needs', () => {
    // $400,000 at 3.25 % → qualifies at 5.25 %: 2,383.67 a month over 25 years.
    // (2,383.67 × 12 + 4,000 taxes + 1,200 heating) ÷ 0.39 = 86,677.03 → 86,678.
    const result = costOfBuying({ ...base, downPaymentCents: $(100_000), annualRatePercent: 3.25 });
    if (!result.ok) throw new Error(result.reason);
    expect(result.qualifyingRate.ratePercent).toBe(5.25);
    expect(result.qualifyingPayment.amountCents).toBe(238_367);
    expect(result.incomeNeeded.amountCents).toBe($(86_678));
    expect(result.incomeNeeded.rule.message.id).toBe('mortgage.costs.rule.income-needed');
    expect(costOfBuying(base).ok && costOfBuying(base)).toMatchObject({ qualifyingRate: { ratePercent: 6.19 } });
  });

  it('estimates property taxes at 1 % of the price when the listing has none, and counts half the condo fees', () => {
    const known = costOfBuying({ ...base, downPaymentCents: $(100_000), annualRatePercent: 3.25 });
    const estimated = costOfBuying({
      ...base,
      downPaymentCents: $(100_000),
      annualRatePercent: 3.25,
      propertyTaxCents: undefined,
      condoFeesCents: $(390),
    });
    if (!known.ok || !estimated.ok) throw new Error('not ok');
    // 1 % of $500,000 = $5,000 a year (1,000 more than known) and 195 × 12 = 2,340 of condo fees:
    // (28,604.04 + 5,000 + 1,200 + 2,340) ÷ 0.39 = 95,241.13 → 95,242.
    expect(estimated.incomeNeeded.amountCents).toBe($(95_242));
    expect(estimated.incomeNeeded.rule.message.id).toBe('mortgage.costs.rule.income-needed-estimated');
  });

  it('$1.5M needs 20 % down and is never insured', () => {
    const price = $(1_500_000);
    expect(costOfBuying({ ...base, priceCents: price, downPaymentCents: $(299_999) })).toEqual({
      ok: false,
      reason: 'down-payment-too-small',
      minimumDownPaymentCents: $(300_000),
    });
    const result = costOfBuying({ ...base, priceCents: price, downPaymentCents: $(300_000) });
    expect(result.ok && result.premium.amountCents).toBe(0);
  });

  it('a 0 % rate still qualifies at 5.25 % and pays the loan off evenly', () => {
    const result = costOfBuying({ ...base, downPaymentCents: $(200_000), annualRatePercent: 0 });
    if (!result.ok) throw new Error(result.reason);
    expect(result.summary.paymentCents).toBe($(1_000));
    expect(result.summary.totalInterestCents).toBe(0);
    expect(result.qualifyingRate.ratePercent).toBe(5.25);
  });

  it('refuses bad input without throwing', () => {
    expect(costOfBuying({ ...base, priceCents: Number.NaN })).toEqual({ ok: false, reason: 'invalid-input' });
    expect(costOfBuying({ ...base, annualRatePercent: -1 })).toEqual({ ok: false, reason: 'invalid-input' });
    expect(costOfBuying({ ...base, downPaymentCents: $(600_000) })).toEqual({
      ok: false,
      reason: 'down-payment-too-large',
    });
    // An unknown province is treated like a territory: no transfer tax, not a crash.
    const nowhere = costOfBuying({ ...base, province: 'XX' });
    expect(nowhere.ok && nowhere.landTransfer.totalCents).toBe(0);
  });

  it('every line carries a rule and, for rate-based figures, the date of its rates', () => {
    const result = costOfBuying({ ...base, firstTimeBuyer: true });
    if (!result.ok) throw new Error(result.reason);
    for (const line of [...result.closingLines, result.minimumDown, result.incomeNeeded, result.qualifyingPayment]) {
      expect(line.rule.message.id).toMatch(/^mortgage\.costs\.rule\./);
      if (line.id !== 'down-payment') expect(line.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
