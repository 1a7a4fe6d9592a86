import {
  Formik,
  getIn,
  type FormikErrors,
  type FormikHelpers,
  type FormikProps,
  type FormikTouched,
  type FormikValues,
} from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Notice } from '../Notice';
import type { ValidationMessage } from '@/domain/validation';
import { formMessages } from './messages';
import { SubmissionContext, SubmissionState } from './submission-state';

export interface FormRenderProps<Values> {
  submission: SubmissionState;
  formik: FormikProps<Values>;
}

export interface FormProps<Values extends FormikValues> {
  initialValues: Values;
  /** A yup schema (or a function returning one) whose messages are translation descriptors. */
  validationSchema?: unknown;
  /** Runs once the values are valid; throwing or rejecting marks the submission failed (spec §4, state 3). */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<void>;
  children: ReactNode | ((form: FormRenderProps<Values>) => ReactNode);
  /** The failure notice's texts; spec §8 "Submission Error" by default. */
  errorTitle?: MessageDescriptor;
  errorMessage?: MessageDescriptor;
  /** Offer "Try again" on the failure notice, resubmitting what was typed. */
  retry?: boolean;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /**
   * How the browser sends the form when no script handles it (a page read before its scripts run, or with
   * them off): `post` by default, so what was typed (a password above all) goes in the body, never in the
   * URL, its history and the logs.
   */
  method?: 'post' | 'get';
}

/**
 * What `onSubmit` throws when the server refused some fields by their rules: each is shown at its field, as
 * the schema's errors are, and focus goes to the first; no failure notice, since nothing else went wrong.
 */
export class FieldsRefused extends Error {
  constructor(readonly errors: Readonly<Record<string, ValidationMessage>>) {
    super('Fields refused');
    this.name = 'FieldsRefused';
  }
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

/** The first control, in document order, whose name has an error; for a radio group, its checked radio. */
function focusFirstInvalid(form: HTMLFormElement, errors: FormikErrors<unknown>) {
  const controls = Array.from(form.elements).filter(
    (el): el is HTMLInputElement => 'name' in el && typeof el.name === 'string' && el.name !== '',
  );
  const first = controls.find((el) => !el.disabled && Boolean(getIn(errors, el.name)));
  if (!first) return;
  const checked =
    first.type === 'radio' ? controls.find((el) => el.type === 'radio' && el.name === first.name && el.checked) : null;
  (checked ?? first).focus();
}

function FormBody<Values>({
  formik,
  submission,
  failures,
  children,
  errorTitle = formMessages.submissionErrorTitle,
  errorMessage = formMessages.submissionErrorBody,
  retry = true,
  method = 'post',
  ...attributes
}: {
  formik: FormikProps<Values>;
  submission: SubmissionState;
  failures: number;
  children: ReactNode;
  errorTitle?: MessageDescriptor;
  errorMessage?: MessageDescriptor;
  retry?: boolean;
  method?: 'post' | 'get';
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const handledSubmit = useRef(0);
  const { submitCount, isSubmitting, isValidating, errors } = formik;

  // After each submit attempt settles, take the visitor to the first field that needs fixing.
  useEffect(() => {
    if (submitCount === handledSubmit.current || isSubmitting || isValidating) return;
    handledSubmit.current = submitCount;
    if (formRef.current) focusFirstInvalid(formRef.current, errors);
  }, [submitCount, isSubmitting, isValidating, errors]);

  // A failed submission moves focus to its notice, which also scrolls it into view.
  useEffect(() => {
    if (failures > 0) noticeRef.current?.focus();
  }, [failures]);

  return (
    <SubmissionContext value={submission}>
      <StyledForm
        ref={formRef}
        noValidate
        method={method}
        {...attributes}
        aria-busy={submission === SubmissionState.Submitting || undefined}
        onSubmit={(event) => {
          if (submission === SubmissionState.Submitting) {
            event.preventDefault();
            return;
          }
          formik.handleSubmit(event);
        }}
        onReset={formik.handleReset}
      >
        {/* Kept while a retry is under way, so focus stays on its button. */}
        {submission === SubmissionState.Failed || (submission === SubmissionState.Submitting && failures > 0) ? (
          <Notice
            key={failures}
            ref={noticeRef}
            tone="error"
            tabIndex={-1}
            title={intl.formatMessage(errorTitle)}
            onRetry={retry ? () => void formik.submitForm() : undefined}
          >
            {intl.formatMessage(errorMessage)}
          </Notice>
        ) : null}
        {children}
        <span role="status" className="visually-hidden">
          {submission === SubmissionState.Submitting ? intl.formatMessage(formMessages.submitting) : ''}
        </span>
      </StyledForm>
    </SubmissionContext>
  );
}

/**
 * A formik form: validates with a yup schema whose messages are translation descriptors, shows errors
 * once a field is left or the form submitted, focuses the first invalid field on submit, tracks the spec
 * §4 submission state, and on a failed submission shows the §8 error notice while keeping what was typed.
 */
export function Form<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  children,
  ...rest
}: FormProps<Values>) {
  const [submission, setSubmission] = useState<SubmissionState>(SubmissionState.Unsubmitted);
  const [failures, setFailures] = useState(0);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setSubmission(SubmissionState.Submitting);
    try {
      await onSubmit(values, helpers);
      setSubmission(SubmissionState.Submitted);
      setFailures(0);
    } catch (error) {
      if (error instanceof FieldsRefused) {
        const touched = Object.fromEntries(Object.keys(error.errors).map((field) => [field, true]));
        void helpers.setTouched(touched as FormikTouched<Values>, false);
        helpers.setErrors(error.errors as unknown as FormikErrors<Values>);
        setSubmission(SubmissionState.Unsubmitted);
        return;
      }
      // The values stay as typed: nothing is reset, so the visitor can try again.
      setSubmission(SubmissionState.Failed);
      setFailures((count) => count + 1);
    }
  };

  return (
    <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
      {(formik) => (
        <FormBody formik={formik} submission={submission} failures={failures} {...rest}>
          {typeof children === 'function' ? children({ submission, formik }) : children}
        </FormBody>
      )}
    </Formik>
  );
}
