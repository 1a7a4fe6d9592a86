import { useEffect, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { costOfBuying, type CostOfBuying, type CostOfBuyingInput } from '@/domain/closing-costs';
import {
  isInsured,
  maxAmortizationYears,
  minimumDownPaymentCents,
  parseMoneyInput,
  parseRateInput,
  type PaymentFrequency,
} from '@/domain/mortgage';
import { estimatesApi } from '@/features/estimates/estimates-endpoints';
import { useMortgageFormat, type MortgageFormat } from './mortgage-format';
import { errors, paymentLabels, text, valued } from './mortgage-messages';
import { useSettledValue } from '@/ui/use-debounced-value';

export interface MortgageListing {
  priceCents: number;
  province: string;
  city: string;
  taxesDollarsPerYear?: number;
  condoFeesDollarsPerMonth?: number;
  newBuild: boolean;
  rental: boolean;
}

/** Used until (or unless) the rates service answers: a round, typical 5-year fixed rate for 2025–2026. */
export const FALLBACK_RATE_PERCENT = 4.5;
export const DEFAULT_AMORTIZATION_YEARS = 25;
export const AMORTIZATION_CHOICES = Array.from({ length: 26 }, (_, i) => i + 5);
const MAX_RATE_PERCENT = 25;
/** Typed amounts are checked and recomputed once the typing pauses (or the field is left). */
const SETTLE_MS = 500;

export type FieldErrors = Partial<Record<'price' | 'down' | 'rate' | 'amortization', string>>;

/** A typed amount as its field shows it: the text, what a keystroke does, and settling it on blur. */
export interface TypedInput {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

/** The calculator's state, its checks and its outcome, ready for the inputs and results to show. */
export interface MortgageCalculation {
  format: MortgageFormat;
  price: TypedInput;
  down: TypedInput;
  rate: TypedInput;
  years: number;
  setYears: (years: number) => void;
  frequency: PaymentFrequency;
  setFrequency: (frequency: PaymentFrequency) => void;
  firstTimeBuyer: boolean;
  setFirstTimeBuyer: (firstTimeBuyer: boolean) => void;
  errors: FieldErrors;
  hints: { down: string | undefined; rate: string; amortization: string };
  /** Null while a field needs correcting (or the price is still awaited). */
  result: CostOfBuying | null;
  /** An empty price on a listing without one is a question, not yet a mistake. */
  awaitingPrice: boolean;
  payment: { label: string; amount: string };
  /** What the live region says: the payment, once the user has changed something. */
  announcement: string;
}

/** 20 % of the price, rounded up to the dollar so it never falls just under and needs insurance. */
function twentyPercentCents(priceCents: number): number {
  return Math.ceil(priceCents / 5 / 100) * 100;
}

/** The listing's taxes and condo fees in cents, when it states them. */
function listingCharges(listing: MortgageListing): Pick<CostOfBuyingInput, 'propertyTaxCents' | 'condoFeesCents'> {
  return {
    ...(listing.taxesDollarsPerYear !== undefined && listing.taxesDollarsPerYear >= 0
      ? { propertyTaxCents: Math.round(listing.taxesDollarsPerYear * 100) }
      : {}),
    ...(listing.condoFeesDollarsPerMonth !== undefined
      ? { condoFeesCents: Math.round(listing.condoFeesDollarsPerMonth * 100) }
      : {}),
  };
}

export function useMortgageCalculator(listing: MortgageListing): MortgageCalculation {
  const intl = useIntl();
  const format = useMortgageFormat();
  const { data: rates } = estimatesApi.useMortgageRatesQuery();
  const posted = rates?.rates.find((r) => r.type === 'fixed' && /^5\b/.test(r.term));

  const [priceText, setPriceText] = useState(() =>
    listing.priceCents > 0 ? format.amountInput(listing.priceCents) : '',
  );
  // Null while the user has not typed one: the down payment then follows 20 % of the price.
  const [downEdited, setDownEdited] = useState<string | null>(null);
  // Null while the user has not typed one: the rate then follows the posted rate.
  const [rateEdited, setRateEdited] = useState<string | null>(null);
  const [years, setYears] = useState(DEFAULT_AMORTIZATION_YEARS);
  const [frequency, setFrequency] = useState<PaymentFrequency>('monthly');
  const [firstTimeBuyer, setFirstTimeBuyer] = useState(false);
  const [interacted, setInteracted] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const livePrice = parseMoneyInput(priceText);
  const downText =
    downEdited ?? (livePrice !== null && livePrice > 0 ? format.amountInput(twentyPercentCents(livePrice)) : '');
  const rateText = rateEdited ?? format.rateInput(posted?.rate ?? FALLBACK_RATE_PERCENT);

  const [settledPrice, flushPrice] = useSettledValue(priceText, SETTLE_MS);
  const [settledDown, flushDown] = useSettledValue(downText, SETTLE_MS);
  const [settledRate, flushRate] = useSettledValue(rateText, SETTLE_MS);

  const price = parseMoneyInput(settledPrice);
  const down = parseMoneyInput(settledDown);
  const rate = parseRateInput(settledRate);
  const priceOk = price !== null && price > 0;
  const minimum = priceOk ? minimumDownPaymentCents(price) : null;

  const fieldErrors: FieldErrors = {};
  if (!priceOk) fieldErrors.price = intl.formatMessage(errors.amount);
  // A down payment that only follows the price has nothing to correct of its own.
  if (down === null) {
    if (downEdited !== null) fieldErrors.down = intl.formatMessage(errors.amount);
  } else if (priceOk && down > price) fieldErrors.down = intl.formatMessage(errors.downTooLarge);
  else if (minimum !== null && down < minimum)
    fieldErrors.down = intl.formatMessage(errors.downTooSmall, { minimum: format.money(minimum) });
  if (rate === null || rate > MAX_RATE_PERCENT) fieldErrors.rate = intl.formatMessage(errors.rate);
  if (
    priceOk &&
    down !== null &&
    years > maxAmortizationYears({ insured: isInsured(price, down), firstTimeBuyer, newBuild: listing.newBuild })
  ) {
    fieldErrors.amortization = intl.formatMessage(errors.amortization);
  }
  const awaitingPrice = !priceOk && settledPrice.trim() === '' && !interacted;
  if (awaitingPrice) delete fieldErrors.price;

  const valid = Object.keys(fieldErrors).length === 0 && priceOk && down !== null && rate !== null;
  const outcome = valid
    ? costOfBuying({
        priceCents: price,
        downPaymentCents: down,
        province: listing.province,
        city: listing.city,
        firstTimeBuyer,
        newBuild: listing.newBuild,
        annualRatePercent: rate,
        amortizationYears: years,
        frequency,
        ...listingCharges(listing),
      })
    : null;
  const result = outcome?.ok ? outcome : null;

  const paymentLabel = intl.formatMessage(paymentLabels[frequency]);
  const paymentText = result ? format.money(result.summary.paymentCents, true) : '';
  const spoken = result ? intl.formatMessage(valued.announce, { label: paymentLabel, amount: paymentText }) : '';

  // Only what the user changed is announced, once the figures have settled; never the first render.
  useEffect(() => {
    if (!interacted || !spoken) return undefined;
    const timer = setTimeout(() => setAnnouncement(spoken), 300);
    return () => clearTimeout(timer);
  }, [interacted, spoken]);

  const touched =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      setInteracted(true);
      set(value);
    };
  const typed = (value: string, set: (value: string) => void, flush: () => void): TypedInput => ({
    value,
    onChange: (event) => touched(set)(event.target.value),
    onBlur: flush,
  });

  const downHint =
    priceOk && minimum !== null
      ? down !== null && down <= price
        ? intl.formatMessage(valued.downPaymentHint, {
            percent: format.percent(Math.round((down * 10_000) / price) / 100),
            minimum: format.money(minimum),
          })
        : intl.formatMessage(valued.downPaymentHintMinimum, { minimum: format.money(minimum) })
      : undefined;
  const rateHint = `${
    posted && rates && rateEdited === null
      ? intl.formatMessage(valued.rateHintPosted, { date: format.date(rates.asOf) })
      : intl.formatMessage(text.rateHintTypical)
  } ${intl.formatMessage(text.rateHintCompounding)}`;
  const amortizationHint = listing.newBuild
    ? `${intl.formatMessage(text.amortizationHint)} ${intl.formatMessage(text.newBuildNote)}`
    : intl.formatMessage(text.amortizationHint);

  return {
    format,
    price: typed(priceText, setPriceText, flushPrice),
    down: typed(downText, setDownEdited, flushDown),
    rate: typed(rateText, setRateEdited, flushRate),
    years,
    setYears: touched(setYears),
    frequency,
    setFrequency: touched(setFrequency),
    firstTimeBuyer,
    setFirstTimeBuyer: touched(setFirstTimeBuyer),
    errors: fieldErrors,
    hints: { down: downHint, rate: rateHint, amortization: amortizationHint },
    result,
    awaitingPrice,
    payment: { label: paymentLabel, amount: paymentText },
    announcement,
  };
}
