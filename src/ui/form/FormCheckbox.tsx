import { useField } from 'formik';
import { Checkbox, type CheckboxProps } from '../Checkbox';
import { chainHandlers, useFieldError } from './use-field-error';

export interface FormCheckboxProps extends Omit<CheckboxProps, 'name' | 'checked' | 'defaultChecked' | 'error'> {
  name: string;
}

/**
 * A `Checkbox` bound to the enclosing `Form` by name: a boolean value, or, with `value` set, one entry of
 * an array of values (formik's checkbox groups).
 */
export function FormCheckbox({ name, value, onChange, onBlur, ...props }: FormCheckboxProps) {
  const [field, meta] = useField<boolean | string[]>({ name, type: 'checkbox', value: value as string | undefined });
  const error = useFieldError(meta);
  return (
    <Checkbox
      {...props}
      name={field.name}
      value={value}
      checked={field.checked ?? false}
      error={error}
      {...chainHandlers(field, { onChange, onBlur })}
    />
  );
}
