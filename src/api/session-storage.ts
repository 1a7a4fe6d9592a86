/** Spec §8: what a 401 answer clears, in local storage and as cookies. */
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

export function readCookie(
  name: string,
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function clearStoredAccount(): void {
  if (typeof localStorage !== 'undefined') {
    for (const key of ACCOUNT_KEYS) localStorage.removeItem(key);
  }
  if (typeof document !== 'undefined') {
    for (const key of ACCOUNT_KEYS) document.cookie = `${key}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
}

/** Spec §4: a visitor counts as signed in while the access-token cookie exists. */
export function isSignedIn(): boolean {
  return readCookie(ACCESS_TOKEN_COOKIE) !== undefined;
}
