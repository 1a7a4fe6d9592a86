import type { CaptchaConfig } from '@/config/captcha';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldError } from '@/ui/field-parts';
import { authMessages } from './auth-messages';

// What the registration captcha's two kinds (Captcha.tsx's widgets, DemoCaptcha.tsx's question) share.

export interface CaptchaProps {
  /** The token to send in `X-Captcha-Token`, or null while there is none (unanswered, expired, reset). */
  onToken: (token: string | null) => void;
  /** Change it to start a new challenge: tokens are single use, so after any refused registration. */
  round?: number;
  /** Already translated (e.g. "Please complete the security check"). */
  error?: string;
  /** The answer field's name, so a form can focus it when it is the first thing to fix. */
  name?: string;
  /** Which provider to use; the build's configuration by default. */
  config?: CaptchaConfig;
}

/** What a captcha kind takes: the props without the provider choice. */
export type CaptchaKindProps = Omit<CaptchaProps, 'config'>;

const CaptchaStatus = styled.p`
  min-height: 44px;
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Keeps the latest callback without re-running effects when the parent passes a new function. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** The captcha while its question is on its way: the loading status, and the form's error for the field. */
export function CaptchaLoadingRows({ error, name = 'captcha' }: Pick<CaptchaKindProps, 'error' | 'name'>) {
  const intl = useIntl();
  return (
    <>
      <CaptchaStatus role="status">{intl.formatMessage(authMessages.captchaLoading)}</CaptchaStatus>
      <FieldError id={`${name}-error`} error={error} />
    </>
  );
}
