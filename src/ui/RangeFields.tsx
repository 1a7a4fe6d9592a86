import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Field } from './Field';
import { Select, type SelectOption } from './Select';

export type RangeBound = 'min' | 'max';

interface RangeProps {
  legend: ReactNode;
  /** Already translated: each control's label ("Minimum") and its empty choice or placeholder ("No min"). */
  labels: Readonly<Record<RangeBound, string>>;
  placeholders: Readonly<Record<RangeBound, string>>;
}

export interface RangeSelectsProps extends RangeProps {
  /** The choices both selects offer, in order. */
  choices: readonly number[];
  format: (value: number) => string;
  value: Readonly<Partial<Record<RangeBound, number>>>;
  /** The chosen value as the select gives it: the empty string for no bound. */
  onChange: (bound: RangeBound, value: string) => void;
}

export interface RangeInputsProps extends RangeProps {
  /** The text typed, kept as is so a half-typed number survives. */
  value: Readonly<Partial<Record<RangeBound, string>>>;
  onChange: (bound: RangeBound, value: string) => void;
}

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A minimum and a maximum as two selects, side by side; neither offers a bound that crosses the other. */
export function RangeSelects({ legend, labels, placeholders, choices, format, value, onChange }: RangeSelectsProps) {
  const { min: low, max: high } = value;
  const options = (disabled: (n: number) => boolean): SelectOption[] =>
    choices.map((n) => ({ value: String(n), label: format(n), disabled: disabled(n) }));
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Pair>
        <Select
          label={labels.min}
          placeholder={placeholders.min}
          value={low === undefined ? '' : String(low)}
          options={options((n) => high !== undefined && n > high)}
          onChange={(e) => onChange('min', e.target.value)}
        />
        <Select
          label={labels.max}
          placeholder={placeholders.max}
          value={high === undefined ? '' : String(high)}
          options={options((n) => low !== undefined && n < low)}
          onChange={(e) => onChange('max', e.target.value)}
        />
      </Pair>
    </Fieldset>
  );
}

/** A minimum and a maximum typed as numbers, side by side, for values with no natural steps and no sign. */
export function RangeInputs({ legend, labels, placeholders, value, onChange }: RangeInputsProps) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Pair>
        {(['min', 'max'] as const).map((bound) => (
          <Field
            key={bound}
            type="number"
            inputMode="numeric"
            min="0"
            label={labels[bound]}
            placeholder={placeholders[bound]}
            value={value[bound] ?? ''}
            onChange={(e) => onChange(bound, e.target.value)}
          />
        ))}
      </Pair>
    </Fieldset>
  );
}
