import { describe, expect, it } from 'vitest';
import { captchaConfig } from './captcha';

describe('captchaConfig', () => {
  it('uses the provider the build names, with its site key', () => {
    expect(captchaConfig('turnstile', 'site-key', 'prod')).toEqual({ provider: 'turnstile', siteKey: 'site-key' });
    expect(captchaConfig('hcaptcha', 'hc-key', 'qa')).toEqual({ provider: 'hcaptcha', siteKey: 'hc-key' });
    expect(captchaConfig('demo', 'ignored', 'prod')).toEqual({ provider: 'demo' });
  });

  it('defaults to the demo question against the demo API, and to Turnstile against the real services', () => {
    expect(captchaConfig(undefined, undefined, 'demo')).toEqual({ provider: 'demo' });
    expect(captchaConfig(undefined, 'site-key', 'iuat')).toEqual({ provider: 'turnstile', siteKey: 'site-key' });
    expect(captchaConfig('recaptcha', 'site-key', 'prod')).toEqual({ provider: 'turnstile', siteKey: 'site-key' });
  });

  it('falls back to the demo question when a provider has no site key on the demo API', () => {
    expect(captchaConfig('turnstile', undefined, 'demo')).toEqual({ provider: 'demo' });
    // Against real services it stays the provider (the widget then says it cannot load).
    expect(captchaConfig('turnstile', undefined, 'prod')).toEqual({ provider: 'turnstile', siteKey: undefined });
  });

  it('never chooses the demo question in a deployment build, which has not its code', () => {
    expect(captchaConfig(undefined, undefined, 'demo', false)).toEqual({ provider: 'turnstile', siteKey: undefined });
    expect(captchaConfig('demo', undefined, 'demo', false)).toEqual({ provider: 'turnstile', siteKey: undefined });
    expect(captchaConfig('demo', 'site-key', 'prod', false)).toEqual({ provider: 'turnstile', siteKey: 'site-key' });
    expect(captchaConfig(undefined, 'site-key', 'demo', false)).toEqual({ provider: 'turnstile', siteKey: 'site-key' });
  });
});
