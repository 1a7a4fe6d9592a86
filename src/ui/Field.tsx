import type {
  ChangeEventHandler,
  FocusEventHandler,
  InputHTMLAttributes,
  ReactNode,
  Ref,
  TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, FieldError, FieldLabel, FieldWrapper, Hint, useFieldIds } from './field-parts';

export type FieldType = 'text' | 'email' | 'tel' | 'number' | 'password' | 'search' | 'url' | 'date' | 'textarea';

type Control = HTMLInputElement | HTMLTextAreaElement;

export interface FieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children' | 'onChange' | 'onBlur' | 'onFocus'
> {
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated; shown, announced and tied to the control when present. */
  error?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  type?: FieldType;
  /** Text areas only. */
  rows?: number;
  onChange?: ChangeEventHandler<Control>;
  onBlur?: FocusEventHandler<Control>;
  onFocus?: FocusEventHandler<Control>;
  ref?: Ref<Control>;
}

const Input = styled.input`
  ${controlStyles};
`;

const Textarea = styled.textarea`
  ${controlStyles};
  min-height: 120px;
  resize: vertical;
`;

/** A labelled text, e-mail, phone, number or password input, or a text area, with its hint and error. */
export function Field({
  label,
  hint,
  error,
  optional,
  type = 'text',
  id,
  rows = 5,
  ref,
  'aria-describedby': extra,
  ...rest
}: FieldProps) {
  const ids = useFieldIds(id);
  const common = {
    ...rest,
    id: ids.controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, { hint, error, extra }),
  };
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={ids.controlId} optional={optional}>
        {label}
      </FieldLabel>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {type === 'textarea' ? (
        <Textarea
          {...(common as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          ref={ref as Ref<HTMLTextAreaElement>}
          rows={rows}
        />
      ) : (
        <Input {...common} ref={ref as Ref<HTMLInputElement>} type={type} />
      )}
      <FieldError id={ids.errorId} error={error} />
    </FieldWrapper>
  );
}
