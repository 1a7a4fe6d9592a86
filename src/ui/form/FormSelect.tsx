import { useField } from 'formik';
import { Select, type SelectProps } from '../Select';
import { chainHandlers, useFieldError } from './use-field-error';

export interface FormSelectProps extends Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'error'> {
  name: string;
}

/** A `Select` bound to the enclosing `Form` by name. */
export function FormSelect({ name, onChange, onBlur, ...props }: FormSelectProps) {
  const [field, meta] = useField<string | undefined>(name);
  const error = useFieldError(meta);
  return (
    <Select
      {...props}
      name={field.name}
      value={field.value ?? ''}
      error={error}
      {...chainHandlers(field, { onChange, onBlur })}
    />
  );
}
