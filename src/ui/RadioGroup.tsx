import { type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, FieldError, Fieldset, Hint, OptionalMark, useFieldIds } from './field-parts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A line under this option's label, tied to its radio. */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Called once focus leaves the whole group, not when it moves between its radios. */
  onBlur?: (event: FocusEvent<HTMLFieldSetElement>) => void;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** Lay short options side by side from the tablet breakpoint up. */
  inline?: boolean;
  id?: string;
}

const Options = styled.div<{ $inline: boolean }>`
  display: grid;
  ${({ theme, $inline }) =>
    $inline ? `${theme.media.tablet} { display: flex; flex-wrap: wrap; column-gap: ${theme.space(6)}; }` : ''}
`;

// The whole label row, radio and text, is the 44 px target (as the checkbox's); the radio stays a readable 22 px.
const Option = styled.div`
  display: grid;
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    cursor: pointer;
  }
  label:has(input:disabled) {
    cursor: not-allowed;
  }
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
    cursor: inherit;
  }
  input:disabled,
  input:disabled + span {
    cursor: not-allowed;
    opacity: 0.6;
  }
  p {
    padding-inline-start: calc(22px + ${({ theme }) => theme.space(3)});
    margin-top: -${({ theme }) => theme.space(2)};
  }
`;

/**
 * Native radios in a fieldset: the browser gives them one tab stop and arrow-key selection. The group
 * carries the error state (aria-invalid is defined on radiogroup, not on radio).
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  hint,
  error,
  optional,
  required,
  disabled,
  inline = false,
  id,
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const legendId = `${ids.controlId}-legend`;
  return (
    <Fieldset
      id={ids.controlId}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedBy(ids, { hint, error })}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
      onBlur={(event) => {
        if (onBlur && !event.currentTarget.contains(event.relatedTarget)) onBlur(event);
      }}
    >
      <legend id={legendId}>
        {legend}
        <OptionalMark optional={optional} />
      </legend>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <Options $inline={inline}>
        {options.map((option, index) => {
          const optionId = `${ids.controlId}-${index}`;
          return (
            <Option key={option.value}>
              <label>
                <input
                  type="radio"
                  id={optionId}
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  disabled={option.disabled}
                  required={required}
                  aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                  onChange={(event) => onChange(option.value, event)}
                />
                <span>{option.label}</span>
              </label>
              {option.hint ? <Hint id={`${optionId}-hint`}>{option.hint}</Hint> : null}
            </Option>
          );
        })}
      </Options>
      <FieldError id={ids.errorId} error={error} />
    </Fieldset>
  );
}
