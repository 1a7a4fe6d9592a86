// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  OAUTH_KEY,
  authorisationUrl,
  clearPendingSignIn,
  newPendingSignIn,
  readOAuthReturn,
  readPendingSignIn,
  storePendingSignIn,
} from './social-oauth';

afterEach(() => localStorage.clear());

describe('the OAuth round trip', () => {
  it('sends Google an id-token request with the state and nonce', () => {
    const pending = newPendingSignIn('google', '/my-foyer');
    expect(pending.state).toMatch(/^[0-9a-f]{32}$/);
    expect(pending.nonce).not.toBe(pending.state);
    const url = new URL(authorisationUrl(pending, 'client-1', 'https://www.foyer.example/social-login', 'fr'));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1',
      redirect_uri: 'https://www.foyer.example/social-login',
      response_type: 'id_token',
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      hl: 'fr',
    });
  });

  it('sends Facebook a token request with the state', () => {
    const pending = newPendingSignIn('facebook', null);
    const url = new URL(authorisationUrl(pending, 'app-1', 'https://www.foyer.example/social-login', 'en'));
    expect(url.hostname).toBe('www.facebook.com');
    expect(url.searchParams.get('response_type')).toBe('token');
    expect(url.searchParams.get('state')).toBe(pending.state);
  });

  it('reads the token or the error the provider put in the fragment', () => {
    expect(readOAuthReturn('#state=abc&id_token=t1')).toEqual({ state: 'abc', token: 't1' });
    expect(readOAuthReturn('#access_token=t2&state=abc&expires_in=3600')).toEqual({ state: 'abc', token: 't2' });
    expect(readOAuthReturn('#state=abc&error=access_denied')).toEqual({ state: 'abc', error: 'access_denied' });
    expect(readOAuthReturn('#description')).toBeNull();
    expect(readOAuthReturn('')).toBeNull();
  });

  it('keeps the pending sign-in under the brand-prefixed oauth key until it is used', () => {
    const pending = newPendingSignIn('google', '/on/toronto-real-estate');
    storePendingSignIn(pending);
    expect(OAUTH_KEY).toBe('foyer.oauth');
    expect(readPendingSignIn()).toEqual(pending);
    clearPendingSignIn();
    expect(readPendingSignIn()).toBeNull();
    localStorage.setItem(OAUTH_KEY, '{"state":1}');
    expect(readPendingSignIn()).toBeNull();
  });
});
