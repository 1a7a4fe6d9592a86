// @vitest-environment jsdom
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { request } from './request';
import { ACCOUNT_KEYS, clearStoredAccount, isSignedIn, readCookie, writeCookie } from './session-storage';

const ORIGIN = window.location.origin;

function signIn() {
  document.cookie = 'dca_at=access-1; Path=/';
  document.cookie = 'dca_remember=1; Path=/';
  document.cookie = 'unleashUserId=u-7; Path=/';
  localStorage.setItem('authToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
  sessionStorage.setItem('account', '{"id":"u-1"}');
}

afterEach(() => {
  for (const name of ['dca_at', 'dca_remember', 'unleashUserId']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  sessionStorage.clear();
});

describe('the stored session (spec §3, §4, §8)', () => {
  it('is signed in while the dca_at cookie exists', () => {
    expect(isSignedIn()).toBe(false);
    signIn();
    expect(isSignedIn()).toBe(true);
    expect(readCookie('dca_at')).toBe('access-1');
  });

  it('clears the access-token and remember cookies with the stored account, so it is signed out', () => {
    signIn();
    clearStoredAccount();
    expect(isSignedIn()).toBe(false);
    expect(readCookie('dca_at')).toBeUndefined();
    expect(readCookie('dca_remember')).toBeUndefined();
    for (const key of ACCOUNT_KEYS) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    // Cookies that are not the session's stay.
    expect(readCookie('unleashUserId')).toBe('u-7');
  });

  it('is signed out after any call answers 401', async () => {
    signIn();
    server.use(mswHttp.get(`${ORIGIN}/api/v2/user`, () => HttpResponse.json({ errors: ['expired'] }, { status: 401 })));
    await expect(request({ resource: 'api/v2/user', token: 'access-1' })).rejects.toMatchObject({ status: 401 });
    expect(isSignedIn()).toBe(false);
    expect(document.cookie).not.toContain('dca_remember');
  });

  it('writes session cookies, or persistent ones with a lifetime', () => {
    writeCookie('dca_at', 'a b');
    expect(readCookie('dca_at')).toBe('a b');
    writeCookie('dca_at', 'gone', 0);
    expect(readCookie('dca_at')).toBeUndefined();
  });
});
