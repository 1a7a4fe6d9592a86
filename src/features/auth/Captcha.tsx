import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CaptchaChallenge } from '@/api/contract/user';
import { CAPTCHA_SCRIPTS, captcha as configured, type CaptchaConfig, type CaptchaProvider } from '@/config/captcha';
import { Field } from '@/ui/Field';
import { FieldError } from '@/ui/field-parts';
import { Notice } from '@/ui/Notice';
import { authMessages, authTemplates } from './auth-messages';
import { Fieldset } from '@/ui/field-parts';
import { userEndpoints } from '@/features/user/user-endpoints';

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

/**
 * The registration captcha (spec §7.2): the configured provider's widget (Turnstile, hCaptcha), or against
 * the demo API its own accessible question ("What is 3 + 4?"), typed in an ordinary labelled field.
 */
export function Captcha({ config = configured, ...props }: CaptchaProps) {
  return config.provider === 'demo' ? (
    <DemoCaptcha {...props} />
  ) : (
    <WidgetCaptcha {...props} provider={config.provider} siteKey={config.siteKey} />
  );
}

type Props = Omit<CaptchaProps, 'config'>;

const Status = styled.p`
  min-height: 44px;
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Keeps the latest callback without re-running effects when the parent passes a new function. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

function DemoCaptcha({ onToken, round = 0, error, name = 'captcha' }: Props) {
  const intl = useIntl();
  const { data, isFetching, isError, refetch } = userEndpoints.useCaptchaChallengeQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const latest = useLatest(onToken);
  const seenRound = useRef(round);

  useEffect(() => {
    if (round === seenRound.current) return;
    seenRound.current = round;
    latest.current(null);
    void refetch();
  }, [round, refetch, latest]);

  return (
    <Fieldset>
      <legend>{intl.formatMessage(authMessages.captchaLegend)}</legend>
      {data && !isFetching ? (
        <DemoQuestion key={data.challengeId} challenge={data} onToken={onToken} error={error} name={name} />
      ) : isError && !isFetching ? (
        <>
          <Notice
            tone="error"
            title={intl.formatMessage(authMessages.captchaUnavailable)}
            onRetry={() => void refetch()}
            retryLabel={intl.formatMessage(authMessages.tryAgain)}
          />
          <FieldError id={`${name}-error`} error={error} />
        </>
      ) : (
        <>
          <Status role="status">{intl.formatMessage(authMessages.captchaLoading)}</Status>
          <FieldError id={`${name}-error`} error={error} />
        </>
      )}
    </Fieldset>
  );
}

/** One challenge; a new one (another key) starts with an empty answer. */
function DemoQuestion({
  challenge,
  onToken,
  error,
  name,
}: {
  challenge: CaptchaChallenge;
  onToken: (token: string | null) => void;
  error?: string;
  name: string;
}) {
  const intl = useIntl();
  const id = useId();
  const [answer, setAnswer] = useState('');
  return (
    <Field
      id={`captcha${id}`}
      name={name}
      label={intl.formatMessage(authTemplates.captchaQuestion, { question: challenge.question })}
      hint={intl.formatMessage(authMessages.captchaHint)}
      inputMode="numeric"
      autoComplete="off"
      value={answer}
      error={error}
      onChange={(event) => {
        const value = event.target.value;
        setAnswer(value);
        const trimmed = value.trim();
        onToken(trimmed ? `${challenge.challengeId}:${trimmed}` : null);
      }}
    />
  );
}

// ---- Turnstile and hCaptcha: the provider's script, loaded on first use, renders its widget explicitly ----

interface WidgetParameters {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  /** Turnstile's language option. */
  language?: string;
  /** hCaptcha's language option. */
  hl?: string;
}

/** What both providers' globals (`window.turnstile`, `window.hcaptcha`) offer for explicit rendering. */
interface WidgetApi {
  render: (container: HTMLElement, parameters: WidgetParameters) => string | number | null | undefined;
  remove: (widgetId: string | number) => void;
}

type WidgetProvider = Exclude<CaptchaProvider, 'demo'>;

const scripts = new Map<WidgetProvider, Promise<WidgetApi>>();

function widgetGlobal(provider: WidgetProvider): WidgetApi | undefined {
  return (window as unknown as Record<string, WidgetApi | undefined>)[provider];
}

/**
 * Loads the provider's script once, with explicit rendering and an onload callback (both providers call
 * it once their API is ready), and answers its global.
 */
function loadProvider(provider: WidgetProvider): Promise<WidgetApi> {
  const ready = widgetGlobal(provider);
  if (ready) return Promise.resolve(ready);
  const pending = scripts.get(provider);
  if (pending) return pending;
  const callback = `foyerCaptchaLoaded_${provider}`;
  const promise = new Promise<WidgetApi>((resolve, reject) => {
    const script = document.createElement('script');
    (window as unknown as Record<string, () => void>)[callback] = () => {
      const api = widgetGlobal(provider);
      if (api) resolve(api);
      else reject(new Error(`${provider} did not load`));
    };
    const url = new URL(CAPTCHA_SCRIPTS[provider]);
    url.searchParams.set('render', 'explicit');
    url.searchParams.set('onload', callback);
    script.src = url.href;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      scripts.delete(provider);
      script.remove();
      reject(new Error(`${provider} could not be loaded`));
    };
    document.head.append(script);
  });
  scripts.set(provider, promise);
  return promise;
}

function WidgetCaptcha({
  onToken,
  round = 0,
  error,
  name = 'captcha',
  provider,
  siteKey,
}: Props & { provider: WidgetProvider; siteKey?: string }) {
  const intl = useIntl();
  const locale = intl.locale.slice(0, 2);
  const container = useRef<HTMLDivElement>(null);
  const latest = useLatest(onToken);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const key = `${provider}:${siteKey ?? ''}:${locale}:${round}`;

  useEffect(() => {
    if (!siteKey) return;
    let cancelled = false;
    let api: WidgetApi | undefined;
    let widget: string | number | null | undefined;
    latest.current(null);
    loadProvider(provider).then(
      (loaded) => {
        if (cancelled || !container.current) return;
        api = loaded;
        widget = loaded.render(container.current, {
          sitekey: siteKey,
          callback: (token) => latest.current(token),
          'expired-callback': () => latest.current(null),
          'error-callback': () => latest.current(null),
          ...(provider === 'turnstile' ? { language: locale } : { hl: locale }),
        });
      },
      () => {
        if (!cancelled) setFailedKey(key);
      },
    );
    return () => {
      cancelled = true;
      if (api && widget !== null && widget !== undefined) api.remove(widget);
    };
  }, [provider, siteKey, locale, round, key, latest]);

  const failed = !siteKey || failedKey === key;
  return (
    <Fieldset>
      <legend>{intl.formatMessage(authMessages.captchaLegend)}</legend>
      {failed ? (
        <Notice tone="error" title={intl.formatMessage(authMessages.captchaUnavailable)}>
          {intl.formatMessage(authMessages.unavailableBody)}
        </Notice>
      ) : (
        <div ref={container} data-captcha={provider} />
      )}
      <FieldError id={`${name}-error`} error={error} />
    </Fieldset>
  );
}
