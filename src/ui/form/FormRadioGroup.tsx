import { useField } from 'formik';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup';
import { useFieldError } from './use-field-error';

export type FormRadioGroupProps = Omit<RadioGroupProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  onChange?: RadioGroupProps['onChange'];
};

/** A `RadioGroup` bound to the enclosing `Form` by name; touched once focus leaves the group. */
export function FormRadioGroup({ name, onChange, ...props }: FormRadioGroupProps) {
  const [field, meta, helpers] = useField<string | undefined>(name);
  const error = useFieldError(meta);
  return (
    <RadioGroup
      {...props}
      name={name}
      value={field.value}
      error={error}
      onChange={(value, event) => {
        void helpers.setValue(value);
        onChange?.(value, event);
      }}
      onBlur={() => void helpers.setTouched(true)}
    />
  );
}
