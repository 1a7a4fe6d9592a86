import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, FieldError, FieldLabel, FieldWrapper, Hint, useFieldIds } from './field-parts';

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
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
        </svg>
      </Box>
      <FieldError id={ids.errorId} error={error} />
    </FieldWrapper>
  );
}
