import { useField } from 'formik';
import { Field, type FieldProps } from '../Field';
import { chainHandlers, useFieldError } from './use-field-error';

export interface FormFieldProps extends Omit<FieldProps, 'name' | 'value' | 'defaultValue' | 'error'> {
  name: string;
}

/** A `Field` bound to the enclosing `Form` by name. */
export function FormField({ name, onChange, onBlur, ...props }: FormFieldProps) {
  const [field, meta] = useField<string | number | undefined>(name);
  const error = useFieldError(meta);
  return (
    <Field
      {...props}
      name={field.name}
      value={field.value ?? ''}
      error={error}
      {...chainHandlers(field, { onChange, onBlur })}
    />
  );
}
