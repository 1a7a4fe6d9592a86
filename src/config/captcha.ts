import { DEMO_BUILD, env, type ApiEnvironment } from './env';

/**
 * The registration captcha (spec §7.2 sends its answer in `X-Captcha-Token`). Turnstile and hCaptcha are
 * the providers' widgets; `demo` is the demo API's own arithmetic question, answered without a third party.
 */
export type CaptchaProvider = 'turnstile' | 'hcaptcha' | 'demo';

export const CAPTCHA_PROVIDERS: readonly CaptchaProvider[] = ['turnstile', 'hcaptcha', 'demo'];

export interface CaptchaConfig {
  provider: CaptchaProvider;
  /** The provider's public site key; none for the demo. */
  siteKey?: string;
}

/**
 * The provider named by `VITE_CAPTCHA_PROVIDER` when it names one; otherwise the demo question against the
 * demo API and Turnstile against the real services. A real provider without a site key cannot render, so
 * the demo API falls back to its own question and a real environment keeps the provider (the widget then
 * says the service is unavailable rather than letting registrations through unchecked). The demo question
 * exists only in demo builds (`demoBuild`, src/config/env.ts): a deployment build always has a provider's widget.
 */
export function captchaConfig(
  provider: string | undefined,
  siteKey: string | undefined,
  apiEnvironment: ApiEnvironment,
  demoBuild = DEMO_BUILD,
): CaptchaConfig {
  const named = (CAPTCHA_PROVIDERS as readonly string[]).includes(provider ?? '')
    ? (provider as CaptchaProvider)
    : undefined;
  const demo = demoBuild && apiEnvironment === 'demo';
  // A deployment build has no demo question to name.
  const usable = named === 'demo' && !demoBuild ? undefined : named;
  const chosen = usable ?? (demo ? 'demo' : 'turnstile');
  if (chosen === 'demo') return { provider: 'demo' };
  if (!siteKey && demo) return { provider: 'demo' };
  return { provider: chosen, siteKey };
}

export const captcha: CaptchaConfig = captchaConfig(env.captchaProvider, env.captchaSiteKey, env.apiEnvironment);

/** Where each provider's script lives; loaded on demand with explicit rendering and an onload callback. */
export const CAPTCHA_SCRIPTS: Readonly<Record<Exclude<CaptchaProvider, 'demo'>, string>> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js',
};
