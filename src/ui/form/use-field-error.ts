import { useFormikContext, type FieldMetaProps } from 'formik';
import { useErrorText } from './error-text';

/** A field's error, translated, once the field was left (touched) or the form was submitted. */
export function useFieldError(meta: FieldMetaProps<unknown>): string | undefined {
  const { submitCount } = useFormikContext();
  const text = useErrorText();
  return meta.touched || submitCount > 0 ? text(meta.error) : undefined;
}
