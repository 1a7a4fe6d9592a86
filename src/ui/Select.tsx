import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, FieldError, FieldLabel, FieldWrapper, Hint, useFieldIds } from './field-parts';
import { ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose…"); its value is the empty string. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  optional?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

const Box = styled.div`
  position: relative;
  svg {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space(3)};
    top: 50%;
    width: 20px;
    height: 20px;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Control = styled.select`
  ${controlStyles};
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space(10)};
  cursor: pointer;
`;

/** A native select (the platform's own picker on phones) with a label, hint and error. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  optional,
  id,
  'aria-describedby': extra,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={ids.controlId} optional={optional}>
        {label}
      </FieldLabel>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <Box>
        <Control
          {...rest}
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error, extra })}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Control>
        <ChevronDownIcon />
      </Box>
      <FieldError id={ids.errorId} error={error} />
    </FieldWrapper>
  );
}
