import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CAPTCHA_SCRIPTS, captcha as configured, type CaptchaProvider } from '@/config/captcha';
import { FieldError, Fieldset } from '@/ui/field-parts';
import { Notice } from '@/ui/Notice';
import { authMessages } from './auth-messages';
import { CaptchaLoadingRows, useLatest, type CaptchaKindProps, type CaptchaProps } from './captcha-parts';

export type { CaptchaProps };

/**
 * The registration captcha (spec §7.2): the configured provider's widget (Turnstile, hCaptcha), or against
 * the demo API its own accessible question ("What is 3 + 4?"), typed in an ordinary labelled field.
 */
export function Captcha({ config = configured, ...props }: CaptchaProps) {
  if (config.provider !== 'demo')
    return <WidgetCaptcha {...props} provider={config.provider} siteKey={config.siteKey} />;
  // A deployment build has no demo question (configuration never names it there): a widget without a key,
  // which says the check is unavailable rather than letting a registration through unchecked.
  if (!DemoCaptcha) return <WidgetCaptcha {...props} provider="turnstile" />;
  return (
    <Suspense fallback={<CaptchaLoading {...props} />}>
      <DemoCaptcha {...props} />
    </Suspense>
  );
}

type Props = CaptchaKindProps;

/** The demo's question is in demo builds only: a deployment build has not its code (`__DEMO__`, src/config/env.ts). */
const DemoCaptcha = __DEMO__ ? lazy(() => import('./DemoCaptcha').then((m) => ({ default: m.DemoCaptcha }))) : null;

/** While the demo question's code loads: the captcha's legend and its loading status, as the question shows them. */
function CaptchaLoading(props: Props) {
  const intl = useIntl();
  return (
    <Fieldset>
      <legend>{intl.formatMessage(authMessages.captchaLegend)}</legend>
      <CaptchaLoadingRows {...props} />
    </Fieldset>
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
