import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PAYMENT_FREQUENCIES, paymentFrequencyMessages, type PaymentFrequency } from '@/domain/mortgage';
import { Checkbox } from '@/ui/Checkbox';
import { Field } from '@/ui/Field';
import { Select } from '@/ui/Select';
import { text, valued } from './mortgage-messages';
import { AMORTIZATION_CHOICES, type MortgageCalculation, type TypedInput } from './use-mortgage-calculator';

const Inputs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** A typed amount or rate: decimals on a phone's keypad, and nothing for the browser to fill in. */
function AmountField({
  label,
  input,
  hint,
  error,
}: {
  label: string;
  input: TypedInput;
  hint?: string | undefined;
  error: string | undefined;
}) {
  return (
    <Field
      label={label}
      value={input.value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      hint={hint}
      error={error}
      inputMode="decimal"
      autoComplete="off"
    />
  );
}

/** The calculator's fields: price, down payment, rate, amortization, frequency and first-time buyer. */
export function MortgageInputs({ calculation }: { calculation: MortgageCalculation }) {
  const intl = useIntl();
  const { errors, hints } = calculation;
  return (
    <Inputs role="group" aria-label={intl.formatMessage(text.inputsLabel)}>
      <AmountField label={intl.formatMessage(text.price)} input={calculation.price} error={errors.price} />
      <AmountField
        label={intl.formatMessage(text.downPayment)}
        input={calculation.down}
        hint={hints.down}
        error={errors.down}
      />
      <AmountField
        label={intl.formatMessage(text.rate)}
        input={calculation.rate}
        hint={hints.rate}
        error={errors.rate}
      />
      <Select
        label={intl.formatMessage(text.amortization)}
        value={String(calculation.years)}
        onChange={(event) => calculation.setYears(Number(event.target.value))}
        options={AMORTIZATION_CHOICES.map((value) => ({
          value: String(value),
          label: intl.formatMessage(valued.years, { years: value }),
        }))}
        hint={hints.amortization}
        error={errors.amortization}
      />
      <Select
        label={intl.formatMessage(text.frequency)}
        value={calculation.frequency}
        onChange={(event) => calculation.setFrequency(event.target.value as PaymentFrequency)}
        options={PAYMENT_FREQUENCIES.map((value) => ({
          value,
          label: intl.formatMessage(paymentFrequencyMessages[value]),
        }))}
      />
      <Checkbox
        label={intl.formatMessage(text.firstTimeBuyer)}
        hint={intl.formatMessage(text.firstTimeBuyerHint)}
        checked={calculation.firstTimeBuyer}
        onChange={(event) => calculation.setFirstTimeBuyer(event.target.checked)}
      />
    </Inputs>
  );
}
