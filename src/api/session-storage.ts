/** Spec §8: what a 401 answer clears, in browser storage and as cookies. */
export const ACCOUNT_KEYS = [
  'account',
  'accountSettings',
  'accountListings',
  'accountLocation',
  'authToken',
  'refreshToken',
] as const;

/** The access-token cookie (spec §3 "cookies dca_at"). */
export const ACCESS_TOKEN_COOKIE = 'dca_at';
/** The "remember me" cookie (spec §3, §4: it lasts 30 days and makes the token cookie persistent). */
export const REMEMBER_COOKIE = 'dca_remember';
/** Local storage keys of the tokens (spec §3). */
export const AUTH_TOKEN_KEY = 'authToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** The cookies that make a visitor signed in: a 401 must remove them with the stored account. */
export const SESSION_COOKIES = [ACCESS_TOKEN_COOKIE, REMEMBER_COOKIE] as const;

export function readCookie(
  name: string,
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      // A malformed value (not percent-encoded as written here) reads as no cookie.
      return undefined;
    }
  }
  return undefined;
}

/** Writes a first-party cookie for the whole site; without `maxAgeS` it is a session cookie. */
export function writeCookie(name: string, value: string, maxAgeS?: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const age = maxAgeS === undefined ? '' : `; Max-Age=${Math.max(0, Math.floor(maxAgeS))}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${age}${secure}`;
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function storages(): Storage[] {
  const found: Storage[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      if (typeof globalThis[name] !== 'undefined') found.push(globalThis[name]);
    } catch {
      // Storage can be refused (privacy modes); there is then nothing to clear.
    }
  }
  return found;
}

/**
 * Spec §8, a 401 answer: forgets the account (session storage keys account, accountSettings,
 * accountListings; local storage keys accountLocation, authToken, refreshToken, spec §3) and the session
 * cookies, so `isSignedIn()` says signed out at once.
 */
export function clearStoredAccount(): void {
  for (const storage of storages()) {
    for (const key of ACCOUNT_KEYS) storage.removeItem(key);
  }
  for (const key of [...ACCOUNT_KEYS, ...SESSION_COOKIES]) deleteCookie(key);
}

/** Spec §4: a visitor counts as signed in while the access-token cookie exists. */
export function isSignedIn(): boolean {
  return readCookie(ACCESS_TOKEN_COOKIE) !== undefined;
}
