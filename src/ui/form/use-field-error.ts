import { useFormikContext, type FieldMetaProps } from 'formik';
import { useErrorText } from './error-text';

/** A field's error, translated, once the field was left (touched) or the form was submitted. */
export function useFieldError(meta: FieldMetaProps<unknown>): string | undefined {
  const { submitCount } = useFormikContext();
  const text = useErrorText();
  return meta.touched || submitCount > 0 ? text(meta.error) : undefined;
}

type Handler<E> = ((event: E) => void) | undefined;

/**
 * Formik's change and blur handlers for a bound control, followed by the caller's own, so a form field
 * can still react to its input (the kit's bound components all wire their control this way).
 */
export function chainHandlers<C, B>(
  field: { onChange: (event: C) => void; onBlur: (event: B) => void },
  own: { onChange?: Handler<C>; onBlur?: Handler<B> },
) {
  return {
    onChange: (event: C) => {
      field.onChange(event);
      own.onChange?.(event);
    },
    onBlur: (event: B) => {
      field.onBlur(event);
      own.onBlur?.(event);
    },
  };
}
