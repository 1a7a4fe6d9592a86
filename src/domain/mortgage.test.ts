import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CMHC_PREMIUM_TIERS,
  PAYMENT_FREQUENCIES,
  PAYMENTS_PER_YEAR,
  calculateMortgage,
  cmhcPremiumCents,
  compareFrequencies,
  dollarsToCents,
  exactMonthlyPaymentCents,
  frequencyFromIndex,
  maxAmortizationYears,
  minimumDownPaymentCents,
  parseMoneyInput,
  parseRateInput,
  paymentCents,
  payoff,
  ratePerPayment,
} from './mortgage';

/**
 * Independent reference: the monthly payment that leaves no balance after n months, found by
 * bisection, with the balance grown each month by the semi-annual effective rate split into six.
 */
function referenceMonthlyPayment(principal: number, annualPercent: number, years: number): number {
  const monthlyGrowth = Math.exp(Math.log(1 + annualPercent / 200) / 6);
  const remaining = (payment: number) => {
    let balance = principal;
    for (let m = 0; m < years * 12; m += 1) balance = balance * monthlyGrowth - payment;
    return balance;
  };
  let lo = 0;
  let hi = principal;
  for (let step = 0; step < 200; step += 1) {
    const mid = (lo + hi) / 2;
    if (remaining(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

describe('rate per payment (semi-annual compounding)', () => {
  it('is (1 + r/2)^(2/k) − 1', () => {
    expect(ratePerPayment(5, 12)).toBeCloseTo(1.025 ** (1 / 6) - 1, 15);
    expect(ratePerPayment(5, 2)).toBeCloseTo(0.025, 15);
    expect(ratePerPayment(5, 52)).toBeCloseTo(1.025 ** (2 / 52) - 1, 15);
    // Semi-annual compounding charges less than monthly compounding at the same nominal rate.
    expect(ratePerPayment(5, 12)).toBeLessThan(0.05 / 12);
  });
});

describe('payments', () => {
  it('$400,000 at 5 % over 25 years is $2,326.42 a month', () => {
    const reference = referenceMonthlyPayment(400_000, 5, 25);
    expect(reference).toBeCloseTo(2326.42, 2);
    expect(paymentCents(40_000_000, 5, 25, 'monthly')).toBe(232_642);
    expect(exactMonthlyPaymentCents(40_000_000, 5, 25)).toBeCloseTo(reference * 100, 4);
  });

  it('derives the other four frequencies from the unrounded monthly payment', () => {
    const exact = exactMonthlyPaymentCents(40_000_000, 5, 25);
    expect(paymentCents(40_000_000, 5, 25, 'biWeekly')).toBe(Math.round((exact * 12) / 26));
    expect(paymentCents(40_000_000, 5, 25, 'biWeekly')).toBe(107_373);
    expect(paymentCents(40_000_000, 5, 25, 'rapidBiWeekly')).toBe(116_321);
    expect(paymentCents(40_000_000, 5, 25, 'weekly')).toBe(53_687);
    // 2,326.42 ÷ 4 would round to 581.61; the unrounded 2,326.4187… gives 581.60.
    expect(paymentCents(40_000_000, 5, 25, 'rapidWeekly')).toBe(58_160);
  });

  it('other known figures match the bisection reference', () => {
    for (const [principal, rate, years] of [
      [500_000, 4.5, 25],
      [250_000, 6.25, 30],
      [1_200_000, 3.99, 25],
      [100_000, 0.5, 10],
    ] as const) {
      expect(paymentCents(principal * 100, rate, years, 'monthly')).toBe(
        Math.round(referenceMonthlyPayment(principal, rate, years) * 100),
      );
    }
  });

  it('zero interest divides the principal evenly; zero principal pays nothing', () => {
    expect(paymentCents(30_000_000, 0, 25, 'monthly')).toBe(100_000);
    expect(paymentCents(0, 5, 25, 'weekly')).toBe(0);
  });

  it('frequency index order is monthly, bi-weekly, rapid bi-weekly, weekly, rapid weekly', () => {
    expect(PAYMENT_FREQUENCIES).toEqual(['monthly', 'biWeekly', 'rapidBiWeekly', 'weekly', 'rapidWeekly']);
    expect(frequencyFromIndex(2)).toBe('rapidBiWeekly');
    expect(frequencyFromIndex(9)).toBe('monthly');
  });
});

describe('payoff', () => {
  const all = compareFrequencies(40_000_000, 5, 25);

  it('a payment rounded down does not add a 361st payment: the last one clears the cents', () => {
    // $400,000 at 5 % over 30 years: 2,134.7627… a month rounds down to 2,134.76.
    const result = payoff(40_000_000, 5, 30, 'monthly');
    expect(result.paymentCents).toBe(213_476);
    expect(result.numberOfPayments).toBe(360);
    expect(result.finalPaymentCents).toBeGreaterThan(result.paymentCents);
    expect(result.finalPaymentCents - result.paymentCents).toBeLessThan(500);
  });

  it('monthly pays off in 300 payments', () => {
    expect(all.monthly.numberOfPayments).toBe(300);
    expect(all.monthly.payoffMonths).toBe(300);
    expect(all.monthly.totalInterestCents).toBe(all.monthly.totalPaidCents - 40_000_000);
  });

  it('bi-weekly and weekly take the full 25 years; the rapid ones finish years early', () => {
    expect(all.biWeekly.payoffMonths).toBe(300);
    expect(all.weekly.payoffMonths).toBe(300);
    expect(all.rapidBiWeekly.payoffMonths).toBeLessThan(264);
    expect(all.rapidWeekly.payoffMonths).toBeLessThan(264);
    expect(all.rapidBiWeekly.payoffMonths).toBeGreaterThan(252);
  });

  it('paying more often or more quickly costs less interest', () => {
    expect(all.biWeekly.totalInterestCents).toBeLessThan(all.monthly.totalInterestCents);
    expect(all.weekly.totalInterestCents).toBeLessThan(all.biWeekly.totalInterestCents);
    expect(all.rapidBiWeekly.totalInterestCents).toBeLessThan(all.weekly.totalInterestCents);
    expect(all.rapidWeekly.totalInterestCents).toBeLessThan(all.rapidBiWeekly.totalInterestCents);
  });

  it('money stays in whole cents and the payments add up to principal plus interest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 3_000_000_00 }),
        fc.double({ min: 0, max: 12, noNaN: true }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(...PAYMENT_FREQUENCIES),
        (principal, rate, years, frequency) => {
          const result = payoff(principal, rate, years, frequency);
          for (const value of [
            result.paymentCents,
            result.finalPaymentCents,
            result.totalInterestCents,
            result.totalPaidCents,
          ]) {
            expect(Number.isSafeInteger(value)).toBe(true);
          }
          expect(result.totalPaidCents).toBe(principal + result.totalInterestCents);
          expect(result.totalPaidCents).toBe(
            result.paymentCents * (result.numberOfPayments - 1) + result.finalPaymentCents,
          );
          // The last payment absorbs only rounding: half a cent on each payment and on each period's
          // interest, grown by the interest since (the future value of a cent a period).
          const n = years * PAYMENTS_PER_YEAR[frequency];
          const i = ratePerPayment(rate, PAYMENTS_PER_YEAR[frequency]);
          const centAPeriod = i === 0 ? n : ((1 + i) ** n - 1) / i;
          expect(result.finalPaymentCents).toBeLessThanOrEqual(result.paymentCents + Math.ceil(centAPeriod));
          // Never a payment beyond the amortization.
          expect(result.payoffMonths).toBeLessThanOrEqual(years * 12);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('minimum down payment', () => {
  it('5 % of the first $500,000, 10 % of the rest, 20 % from $1,500,000', () => {
    expect(minimumDownPaymentCents(dollarsToCents(400_000))).toBe(dollarsToCents(20_000));
    expect(minimumDownPaymentCents(dollarsToCents(500_000))).toBe(dollarsToCents(25_000));
    expect(minimumDownPaymentCents(dollarsToCents(750_000))).toBe(dollarsToCents(50_000));
    expect(minimumDownPaymentCents(dollarsToCents(1_000_000))).toBe(dollarsToCents(75_000));
    expect(minimumDownPaymentCents(dollarsToCents(1_499_999))).toBe(dollarsToCents(124_999.9));
    expect(minimumDownPaymentCents(dollarsToCents(1_500_000))).toBe(dollarsToCents(300_000));
    expect(minimumDownPaymentCents(dollarsToCents(2_000_000))).toBe(dollarsToCents(400_000));
  });

  it('rounds up to the cent', () => {
    expect(minimumDownPaymentCents(1)).toBe(1);
    expect(minimumDownPaymentCents(101)).toBe(6);
  });
});

describe('CMHC premium', () => {
  it('tiers by loan-to-value: 65 % 0.60, 75 % 1.70, 80 % 2.40, 85 % 2.80, 90 % 3.10, 95 % 4.00', () => {
    expect(CMHC_PREMIUM_TIERS.map((t) => [t.maxLtvBp / 100, t.premiumBp / 100])).toEqual([
      [65, 0.6],
      [75, 1.7],
      [80, 2.4],
      [85, 2.8],
      [90, 3.1],
      [95, 4],
    ]);
  });

  it('is charged on the loan by its tier, edges inclusive', () => {
    const price = dollarsToCents(500_000);
    expect(cmhcPremiumCents(price, dollarsToCents(25_000), 25)).toBe(dollarsToCents(19_000));
    expect(cmhcPremiumCents(price, dollarsToCents(25_001), 25)).toBe(dollarsToCents(474_999 * 0.04));
    expect(cmhcPremiumCents(price, dollarsToCents(49_999), 25)).toBe(dollarsToCents(450_001 * 0.04));
    expect(cmhcPremiumCents(price, dollarsToCents(50_000), 25)).toBe(dollarsToCents(13_950));
    expect(cmhcPremiumCents(price, dollarsToCents(75_000), 25)).toBe(dollarsToCents(11_900));
    expect(cmhcPremiumCents(price, dollarsToCents(74_999), 25)).toBe(dollarsToCents(425_001 * 0.031));
  });

  it('is zero with 20 % or more down', () => {
    expect(cmhcPremiumCents(dollarsToCents(500_000), dollarsToCents(100_000), 25)).toBe(0);
    expect(cmhcPremiumCents(dollarsToCents(500_000), dollarsToCents(200_000), 25)).toBe(0);
    expect(cmhcPremiumCents(dollarsToCents(500_000), dollarsToCents(99_999), 25)).toBe(dollarsToCents(400_001 * 0.028));
  });

  it('adds 0.20 points for a 30-year amortization', () => {
    expect(cmhcPremiumCents(dollarsToCents(500_000), dollarsToCents(25_000), 30)).toBe(dollarsToCents(19_950));
  });

  it('cannot insure over 95 % loan-to-value', () => {
    expect(cmhcPremiumCents(dollarsToCents(500_000), dollarsToCents(24_999), 25)).toBeNull();
  });
});

describe('amortization limits', () => {
  it('insured (under 20 % down): 25 years, 30 for first-time buyers and new builds (federal rule since 2024-12-15)', () => {
    expect(maxAmortizationYears()).toBe(25);
    expect(maxAmortizationYears({ insured: true })).toBe(25);
    expect(maxAmortizationYears({ insured: true, firstTimeBuyer: true })).toBe(30);
    expect(maxAmortizationYears({ insured: true, newBuild: true })).toBe(30);
  });

  it('uninsured (20 % or more down): 30 years for anyone, the 25-year cap binds insured loans only', () => {
    expect(maxAmortizationYears({ insured: false })).toBe(30);
    expect(maxAmortizationYears({ insured: false, firstTimeBuyer: true })).toBe(30);
  });
});

describe('calculateMortgage', () => {
  const input = {
    homePriceCents: dollarsToCents(500_000),
    downPaymentCents: dollarsToCents(25_000),
    annualRatePercent: 4.5,
    amortizationYears: 25,
    frequency: 'monthly' as const,
  };

  it('adds the premium to the loan and pays it off', () => {
    const result = calculateMortgage(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.insurancePremiumCents).toBe(dollarsToCents(19_000));
    expect(result.principalCents).toBe(dollarsToCents(494_000));
    expect(result.summary.paymentCents).toBe(Math.round(referenceMonthlyPayment(494_000, 4.5, 25) * 100));
  });

  it('rejects a down payment under the minimum, saying what the minimum is', () => {
    expect(calculateMortgage({ ...input, downPaymentCents: dollarsToCents(24_000) })).toEqual({
      ok: false,
      reason: 'down-payment-too-small',
      minimumDownPaymentCents: dollarsToCents(25_000),
    });
  });

  it('rejects an insured 30 years unless first-time buyer or new build', () => {
    expect(calculateMortgage({ ...input, amortizationYears: 30 })).toEqual({
      ok: false,
      reason: 'amortization-too-long',
    });
    expect(calculateMortgage({ ...input, amortizationYears: 26 }).ok).toBe(false);
    expect(calculateMortgage({ ...input, amortizationYears: 30, firstTimeBuyer: true }).ok).toBe(true);
    expect(calculateMortgage({ ...input, amortizationYears: 30, newBuild: true }).ok).toBe(true);
  });

  it('accepts 30 years with 20 % down for anyone, with no premium or surcharge', () => {
    const result = calculateMortgage({ ...input, downPaymentCents: dollarsToCents(100_000), amortizationYears: 30 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.insurancePremiumCents).toBe(0);
    expect(result.principalCents).toBe(dollarsToCents(400_000));
    expect(result.summary.numberOfPayments).toBe(360);
    // 19.99 % down is insured again, so the 25-year cap is back.
    expect(calculateMortgage({ ...input, downPaymentCents: dollarsToCents(99_999), amortizationYears: 30 })).toEqual({
      ok: false,
      reason: 'amortization-too-long',
    });
  });

  it('accepts 30 years on a $1.5M home with 20 % down (uninsurable price, conventional loan)', () => {
    const price = dollarsToCents(1_500_000);
    const result = calculateMortgage({
      ...input,
      homePriceCents: price,
      downPaymentCents: price / 5,
      amortizationYears: 30,
    });
    expect(result.ok && result.insurancePremiumCents).toBe(0);
  });

  it('never accepts more than 30 years', () => {
    for (const extra of [{}, { firstTimeBuyer: true }, { newBuild: true }]) {
      expect(calculateMortgage({ ...input, ...extra, amortizationYears: 31 }).ok).toBe(false);
      expect(
        calculateMortgage({ ...input, ...extra, downPaymentCents: dollarsToCents(250_000), amortizationYears: 31 }),
      ).toEqual({ ok: false, reason: 'amortization-too-long' });
    }
  });

  it('rejects nonsense input', () => {
    expect(calculateMortgage({ ...input, homePriceCents: 100.5 })).toEqual({ ok: false, reason: 'invalid-input' });
    expect(calculateMortgage({ ...input, annualRatePercent: Number.NaN })).toEqual({
      ok: false,
      reason: 'invalid-input',
    });
    expect(calculateMortgage({ ...input, downPaymentCents: input.homePriceCents + 1 })).toEqual({
      ok: false,
      reason: 'down-payment-too-large',
    });
  });

  it('a fully paid home needs no loan', () => {
    const result = calculateMortgage({ ...input, downPaymentCents: input.homePriceCents });
    expect(result.ok && result.summary.paymentCents).toBe(0);
  });
});

describe('typed amounts', () => {
  it('reads the ways Canadians write an amount in English and French', () => {
    for (const text of [
      '500000',
      '500 000',
      '500\u00a0000',
      '500\u202f000 $',
      '$500,000',
      '$500,000.00',
      '500.000',
      'CA$500,000',
    ]) {
      expect(parseMoneyInput(text)).toBe(dollarsToCents(500_000));
    }
    expect(parseMoneyInput('1 234,56 $')).toBe(123_456);
    expect(parseMoneyInput('1,234.5')).toBe(123_450);
    expect(parseMoneyInput('  25 000  ')).toBe(dollarsToCents(25_000));
    expect(parseMoneyInput('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of [
      '',
      '   ',
      'abc',
      '-500',
      '5e5',
      '1,23,456',
      '1.234,567',
      '12,34,56',
      '1,000.000',
      '$',
      '500 000 000 000 000 000',
    ]) {
      expect(parseMoneyInput(text)).toBeNull();
    }
  });

  it('reads a rate with a point or a comma', () => {
    expect(parseRateInput('4.19')).toBe(4.19);
    expect(parseRateInput('4,19 %')).toBe(4.19);
    expect(parseRateInput('0')).toBe(0);
    expect(parseRateInput('.5')).toBe(0.5);
    expect(parseRateInput('four')).toBeNull();
    expect(parseRateInput('-1')).toBeNull();
    expect(parseRateInput('')).toBeNull();
  });
});
