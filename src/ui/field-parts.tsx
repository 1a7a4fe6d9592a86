import { useId, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { AlertCircleIcon } from './icons';

const messages = defineMessages({
  optional: { id: 'form.optional', defaultMessage: '(optional)' },
});

/** What every labelled control shares: its own id and the ids of its hint and error. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The error first (it matters most), then the hint, then whatever the caller already had. */
export function describedBy(
  ids: { hintId: string; errorId: string },
  parts: { hint?: ReactNode; error?: ReactNode; extra?: string },
): string | undefined {
  const list = [parts.error ? ids.errorId : undefined, parts.hint ? ids.hintId : undefined, parts.extra].filter(
    (value): value is string => Boolean(value),
  );
  return list.length > 0 ? list.join(' ') : undefined;
}

export const FieldWrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

export const labelText = css`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const LabelElement = styled.label`
  ${labelText};
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "(optional)" after a label, so required fields need no asterisk to explain. */
/** A group of fields under a legend styled as a field's label (radio groups, the form's own groups). */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    ${labelText};
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

export function OptionalMark({ optional }: { optional?: boolean }) {
  const intl = useIntl();
  if (!optional) return null;
  return (
    <>
      {' '}
      <Optional>{intl.formatMessage(messages.optional)}</Optional>
    </>
  );
}

export function FieldLabel({
  htmlFor,
  optional,
  children,
}: {
  htmlFor: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <LabelElement htmlFor={htmlFor}>
      {children}
      <OptionalMark optional={optional} />
    </LabelElement>
  );
}

export const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
  svg {
    flex: none;
    width: 18px;
    height: 18px;
    margin-top: 1px;
  }
`;

/**
 * A polite live region that is always there, so an error that appears is announced, and only the error's
 * own paragraph (when there is one) is referenced by aria-describedby.
 */
export function FieldError({ id, error }: { id: string; error?: ReactNode }) {
  return (
    <div aria-live="polite">
      {error ? (
        <ErrorText id={id}>
          <AlertCircleIcon />
          <span>{error}</span>
        </ErrorText>
      ) : null}
    </div>
  );
}

/** Text inputs, selects and text areas look alike: 44 px tall, a clear border, red when invalid. */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  transition: border-color 120ms ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    border-radius: ${({ theme }) => theme.radii.md};
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
