// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_KEYS } from '@/api/session-storage';
import { TOKEN_EXPIRY_KEY } from '@/api/session-tokens';
import { CONSENT_STORAGE_KEY } from '@/features/consent/consent-api';
import { COLOUR_MODE_STORAGE_KEY } from '@/features/preferences/preferences-slice';
import { RECENTLY_VIEWED_KEY } from '@/features/recently-viewed/recently-viewed';
import { RECENT_SEARCHES_KEY } from '@/features/search/recent-searches';
import { FAVOURITE_SEEN_KEY } from '@/features/favourites/favourite-changes';
import { SEARCH_SEEN_KEY } from '@/features/saved-searches/search-changes';
import { GUEST_KEY, USER_KEY } from '@/features/user/user-storage';
import { renderWithProviders } from '@/test/render';

/** Cookie values a visitor's browser may hold: mangled by hand, by an extension, or by an old version of the site. */
const COOKIES = [
  '%E0%A4%A',
  '%',
  'not-a-jwt',
  'eyJhbGciOiJIUzI1NiJ9.%%%garbage%%%.sig',
  'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOiJzb29uIn0.x',
  '%0D%0ASet-Cookie%3A%20evil%3D1',
  '%C3%A9t%C3%A9',
  'x'.repeat(5000),
];

/** Storage values that are not what the site wrote: bad JSON, wrong shapes, huge, hostile. */
const STORAGE_VALUES = ['{', 'null', '[]', '"text"', '{"__proto__":{"polluted":1}}', '%E0%A4%A', 'x'.repeat(100_000)];
const STORAGE_KEYS = [
  USER_KEY,
  GUEST_KEY,
  FAVOURITE_SEEN_KEY,
  SEARCH_SEEN_KEY,
  RECENTLY_VIEWED_KEY,
  RECENT_SEARCHES_KEY,
  CONSENT_STORAGE_KEY,
  COLOUR_MODE_STORAGE_KEY,
  TOKEN_EXPIRY_KEY,
  ...ACCOUNT_KEYS,
  'foyer.takeover',
  'foyer.pageViews',
  'foyer.interstitialShown',
  'foyer.oauth',
  'foyer.demoMailbox',
];

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

afterEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});

describe('no cookie, stored value or URL takes the app down', { timeout: 60_000 }, () => {
  it.each(COOKIES.map((value, i) => [i, value] as const))(
    'a malformed dca_at cookie (%i) reads as signed out: the page shows and the cookie is cleared',
    async (_i, value) => {
      document.cookie = `dca_at=${value}; Path=/`;
      document.cookie = `dca_remember=${value}; Path=/`;
      await renderWithProviders(undefined, { route: '/' });
      await screen.findByRole('heading', { level: 1, name: 'Find the home that fits your life' }, { timeout: 10_000 });
      // Unreadable or unusable: signed out at once; a plausible but unknown one: once its renewal fails.
      await waitFor(() => expect(document.cookie).not.toMatch(/dca_at=/), { timeout: 10_000 });
      expect(
        (await screen.findAllByRole('link', { name: /sign in/i, hidden: true }, { timeout: 10_000 })).length,
      ).toBeGreaterThan(0);
    },
  );

  it.each(STORAGE_VALUES.map((value, i) => [i, value] as const))(
    'every stored key holding a hostile value (%i): the home and results pages show',
    async (_i, value) => {
      for (const key of STORAGE_KEYS) {
        localStorage.setItem(key, value);
        sessionStorage.setItem(key, value);
      }
      const first = await renderWithProviders(undefined, { route: '/' });
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      first.unmount();
      await renderWithProviders(undefined, { route: '/fr/on/toronto-real-estate' });
      await screen.findByRole('heading', { level: 1, name: /Toronto/ }, { timeout: 10_000 });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it.each([
    '/%E0%A4%A',
    '/on/%E0%A4%A-real-estate',
    '/find-real-estate?keywords=%E0%A4%A&pageNumber=%ZZ',
    '/listings/%E0%A4%A',
    '/on/toronto-real-estate/%E0%A4%A',
    '/reset-password/%E0%A4%A',
    '/unsubscribe?token=%E0%A4%A',
    '/find-real-estate?bounds=%E0%A4%A&zoom=%E0%A4%A',
    '/find-real-estate#%E0%A4%A',
  ])('the malformed URL %s shows a page', async (path) => {
    await renderWithProviders(undefined, { route: path });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  });
});
