import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { describedBy, FieldError, Hint, labelText, useFieldIds } from './field-parts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

// The whole label row is the 44 px touch target; the box itself stays a readable 22 px.
const Row = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  cursor: pointer;
  ${labelText};
  font-weight: 500;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
    cursor: inherit;
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 1px;
  }
  input:disabled {
    cursor: not-allowed;
  }
`;

const Indented = styled.div`
  padding-inline-start: calc(22px + ${({ theme }) => theme.space(3)});
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/** A native checkbox with its label, hint and error. */
export function Checkbox({ label, hint, error, id, 'aria-describedby': extra, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <Wrapper>
      <Row>
        <input
          {...rest}
          type="checkbox"
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error, extra })}
        />
        <span>{label}</span>
      </Row>
      <Indented>
        {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
        <FieldError id={ids.errorId} error={error} />
      </Indented>
    </Wrapper>
  );
}
