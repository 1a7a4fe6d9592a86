import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { costOfBuying, type CostLine, type CostOfBuying } from '@/domain/closing-costs';
import {
  PAYMENT_FREQUENCIES,
  isInsured,
  maxAmortizationYears,
  minimumDownPaymentCents,
  parseMoneyInput,
  parseRateInput,
  paymentFrequencyMessages,
  type PaymentFrequency,
} from '@/domain/mortgage';
import { estimatesApi } from '@/features/estimates/estimates-api';
import { Checkbox } from '@/ui/Checkbox';
import { Field } from '@/ui/Field';
import { Notice } from '@/ui/Notice';
import { Select } from '@/ui/Select';
import { CostTable, costRow, type CostRow } from './CostTable';
import { useMortgageFormat, type MortgageFormat } from './mortgage-format';
import { errors, paymentLabels, text, valued } from './mortgage-messages';

export interface MortgageListing {
  priceCents: number;
  province: string;
  city: string;
  taxesDollarsPerYear?: number;
  condoFeesDollarsPerMonth?: number;
  newBuild: boolean;
  rental: boolean;
}

export interface MortgageSectionProps {
  listing: MortgageListing;
  /** The page's `<section aria-labelledby>` points here; this component renders the heading. */
  headingId: string;
}

/** Used until (or unless) the rates service answers: a round, typical 5-year fixed rate for 2025–2026. */
export const FALLBACK_RATE_PERCENT = 4.5;
export const DEFAULT_AMORTIZATION_YEARS = 25;
export const AMORTIZATION_CHOICES = Array.from({ length: 26 }, (_, i) => i + 5);
const MAX_RATE_PERCENT = 25;
/** Typed amounts are checked and recomputed once the typing pauses (or the field is left). */
const SETTLE_MS = 500;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(4)};
  > * {
    min-width: 0;
  }
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

const Inputs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const PaymentCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-variant-numeric: tabular-nums;
`;

const PaymentFigure = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  span {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.1;
    overflow-wrap: anywhere;
  }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** The value, once it has stopped changing for a moment; `flush` settles it at once (on blur). */
function useSettled(value: string, delayMs: number): [string, () => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === settled) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  const flush = useCallback(() => setSettled(value), [value]);
  return [settled, flush];
}

/** 20 % of the price, rounded up to the dollar so it never falls just under and needs insurance. */
function twentyPercentCents(priceCents: number): number {
  return Math.ceil(priceCents / 5 / 100) * 100;
}

type Errors = Partial<Record<'price' | 'down' | 'rate' | 'amortization', string>>;

function lineLabel(intl: IntlShape, line: CostLine): string {
  return intl.formatMessage(line.label);
}

function closingRows(result: CostOfBuying, intl: IntlShape, format: MortgageFormat): CostRow[] {
  return result.closingLines.map((line) => costRow(line, format, lineLabel(intl, line)));
}

function qualifyingRows(result: CostOfBuying, intl: IntlShape, format: MortgageFormat): CostRow[] {
  const rate = result.qualifyingRate;
  return [
    costRow(result.minimumDown, format, lineLabel(intl, result.minimumDown)),
    {
      key: 'qualifying-rate',
      label: intl.formatMessage(rate.label),
      amount: format.percent(rate.ratePercent),
      rule: format.rule(rate.rule),
      effective: rate.effective,
      paid: 'info',
    },
    costRow(result.qualifyingPayment, format, lineLabel(intl, result.qualifyingPayment)),
    costRow(result.incomeNeeded, format, lineLabel(intl, result.incomeNeeded)),
  ];
}

function Calculator({ listing }: { listing: MortgageListing }) {
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

  const [settledPrice, flushPrice] = useSettled(priceText, SETTLE_MS);
  const [settledDown, flushDown] = useSettled(downText, SETTLE_MS);
  const [settledRate, flushRate] = useSettled(rateText, SETTLE_MS);

  const price = parseMoneyInput(settledPrice);
  const down = parseMoneyInput(settledDown);
  const rate = parseRateInput(settledRate);
  const priceOk = price !== null && price > 0;
  const minimum = priceOk ? minimumDownPaymentCents(price) : null;

  const fieldErrors: Errors = {};
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
  // An empty price on a listing without one is a question, not yet a mistake.
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
        ...(listing.taxesDollarsPerYear !== undefined && listing.taxesDollarsPerYear >= 0
          ? { propertyTaxCents: Math.round(listing.taxesDollarsPerYear * 100) }
          : {}),
        ...(listing.condoFeesDollarsPerMonth !== undefined
          ? { condoFeesCents: Math.round(listing.condoFeesDollarsPerMonth * 100) }
          : {}),
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

  const typed = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setInteracted(true);
    set(event.target.value);
  };

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

  const months = result?.summary.payoffMonths ?? 0;

  return (
    <>
      <Notice tone="info" title={intl.formatMessage(text.demoTitle)} live={false}>
        {intl.formatMessage(text.demoBody)}
      </Notice>
      <Layout>
        <Inputs role="group" aria-label={intl.formatMessage(text.inputsLabel)}>
          <Field
            label={intl.formatMessage(text.price)}
            value={priceText}
            onChange={typed(setPriceText)}
            onBlur={flushPrice}
            error={fieldErrors.price}
            inputMode="decimal"
            autoComplete="off"
          />
          <Field
            label={intl.formatMessage(text.downPayment)}
            value={downText}
            onChange={typed(setDownEdited)}
            onBlur={flushDown}
            hint={downHint}
            error={fieldErrors.down}
            inputMode="decimal"
            autoComplete="off"
          />
          <Field
            label={intl.formatMessage(text.rate)}
            value={rateText}
            onChange={typed(setRateEdited)}
            onBlur={flushRate}
            hint={rateHint}
            error={fieldErrors.rate}
            inputMode="decimal"
            autoComplete="off"
          />
          <Select
            label={intl.formatMessage(text.amortization)}
            value={String(years)}
            onChange={(event) => {
              setInteracted(true);
              setYears(Number(event.target.value));
            }}
            options={AMORTIZATION_CHOICES.map((value) => ({
              value: String(value),
              label: intl.formatMessage(valued.years, { years: value }),
            }))}
            hint={amortizationHint}
            error={fieldErrors.amortization}
          />
          <Select
            label={intl.formatMessage(text.frequency)}
            value={frequency}
            onChange={(event) => {
              setInteracted(true);
              setFrequency(event.target.value as PaymentFrequency);
            }}
            options={PAYMENT_FREQUENCIES.map((value) => ({
              value,
              label: intl.formatMessage(paymentFrequencyMessages[value]),
            }))}
          />
          <Checkbox
            label={intl.formatMessage(text.firstTimeBuyer)}
            hint={intl.formatMessage(text.firstTimeBuyerHint)}
            checked={firstTimeBuyer}
            onChange={(event) => {
              setInteracted(true);
              setFirstTimeBuyer(event.target.checked);
            }}
          />
        </Inputs>
        <Results role="group" aria-label={intl.formatMessage(text.resultsLabel)}>
          {result ? (
            <>
              <PaymentCard>
                <PaymentFigure>
                  <span>{paymentLabel}</span>
                  <strong>{paymentText}</strong>
                </PaymentFigure>
                <Summary>
                  <div>
                    <dt>{intl.formatMessage(result.insured ? text.principalInsured : text.principal)}</dt>
                    <dd>{format.money(result.principalCents)}</dd>
                  </div>
                  <div>
                    <dt>{intl.formatMessage(text.totalInterest)}</dt>
                    <dd>{format.money(result.summary.totalInterestCents)}</dd>
                  </div>
                  <div>
                    <dt>{intl.formatMessage(text.payoff)}</dt>
                    <dd>
                      {intl.formatMessage(valued.duration, { years: Math.floor(months / 12), months: months % 12 })}
                    </dd>
                  </div>
                </Summary>
              </PaymentCard>
              <CostTable
                heading={intl.formatMessage(text.costsHeading)}
                rows={closingRows(result, intl, format)}
                total={costRow(result.cashToClose, format, lineLabel(intl, result.cashToClose))}
                format={format}
              />
              <CostTable
                heading={intl.formatMessage(text.qualifyingHeading)}
                rows={qualifyingRows(result, intl, format)}
                format={format}
              />
            </>
          ) : (
            <p>{intl.formatMessage(awaitingPrice ? text.enterPrice : text.fixFields)}</p>
          )}
        </Results>
      </Layout>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}

/**
 * The listing page's mortgage calculator and the whole cost of buying, for demonstration only. Its own
 * lazily loaded module: the page renders `<section aria-labelledby={headingId} id="calculator">` around it.
 */
export function MortgageSection({ listing, headingId }: MortgageSectionProps) {
  const intl = useIntl();
  return (
    <>
      <h2 id={headingId}>{intl.formatMessage(text.title)}</h2>
      {listing.rental ? <p>{intl.formatMessage(text.rental)}</p> : <Calculator listing={listing} />}
    </>
  );
}
