import { describe, expect, it } from 'vitest';
import { isSocialProvider, safeNextPath, socialLoginUrl } from './auth-links';

const origin = 'https://www.foyer.example';

describe('safeNextPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeNextPath('/on/toronto-real-estate?view=map#top', origin)).toBe('/on/toronto-real-estate?view=map#top');
    expect(safeNextPath('/fr/my-foyer', origin)).toBe('/fr/my-foyer');
  });

  it('refuses anything that could lead to another site', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/phish',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
      null,
      undefined,
    ])
      expect(safeNextPath(next, origin), String(next)).toBeNull();
  });
});

describe('socialLoginUrl', () => {
  it('builds the social-login URL with the locale and category prefixes', () => {
    expect(socialLoginUrl('en', 'residential', 'google')).toBe('/social-login?provider=google');
    expect(socialLoginUrl('fr', 'luxury', 'facebook')).toBe('/fr/luxury/social-login?provider=facebook');
    expect(socialLoginUrl('en', 'commercial', 'google', '/my-foyer')).toBe(
      '/commercial/social-login?provider=google&next=%2Fmy-foyer',
    );
  });

  it('knows the two providers only', () => {
    expect(['google', 'facebook', 'twitter', null].map(isSocialProvider)).toEqual([true, true, false, false]);
  });
});
