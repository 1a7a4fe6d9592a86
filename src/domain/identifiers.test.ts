import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LISTING_URL_ANCHORS,
  caseRedirect,
  isAgentId,
  isEstimateDetailId,
  isListingId,
  isOfficeId,
  isResetToken,
  normaliseListingUrl,
  parseEstimateDetailSlug,
} from './identifiers';

const base = '/on/toronto-real-estate/12-main-st-wp_idabc-lst';

describe('normaliseListingUrl (spec §5)', () => {
  it('lower-cases and trims', () => {
    expect(normaliseListingUrl('  /ON/Toronto-Real-Estate/12-Main-St-WP_IDabc-LST  ')).toBe(base);
  });

  it('removes each of the six anchor suffixes', () => {
    expect(LISTING_URL_ANCHORS).toEqual([
      '#description',
      '#details',
      '#calculator',
      '#neighbourhood',
      '#similar-listings',
      '#similar-properties',
    ]);
    for (const anchor of LISTING_URL_ANCHORS) {
      expect(normaliseListingUrl(`${base}${anchor}`)).toBe(base);
      expect(normaliseListingUrl(`${base}${anchor.toUpperCase()}`)).toBe(base);
    }
  });

  it('an unknown anchor is not a suffix to drop: # becomes a hyphen', () => {
    expect(normaliseListingUrl('/a/b#photos')).toBe('/a/b-photos');
  });

  it('removes apostrophes and dots, turns other non-word characters into hyphens, keeps slashes', () => {
    expect(normaliseListingUrl("/on/st.-john's-real-estate/1 o'connor dr.-wp_id1-lst")).toBe(
      '/on/st-johns-real-estate/1-oconnor-dr-wp_id1-lst',
    );
    expect(normaliseListingUrl('/on/a&b,c(d)/x')).toBe('/on/a-b-c-d-/x');
  });

  it('collapses repeated hyphens and removes the trailing slash', () => {
    expect(normaliseListingUrl('/on/a---b  --c/')).toBe('/on/a-b-c');
    expect(normaliseListingUrl('/on/a//')).toBe('/on/a');
    expect(normaliseListingUrl('/')).toBe('/');
  });

  it('folds accents and decodes percent-escapes instead of mangling them', () => {
    expect(normaliseListingUrl('/qc/Montréal-real-estate')).toBe('/qc/montreal-real-estate');
    expect(normaliseListingUrl('/qc/montr%C3%A9al-real-estate')).toBe('/qc/montreal-real-estate');
    expect(normaliseListingUrl('/qc/%zz')).toBe('/qc/-zz');
  });

  it('keeps the origin of an absolute URL', () => {
    expect(normaliseListingUrl('HTTPS://Www.Foyer.ca/ON/Toronto-Real-Estate/')).toBe(
      'https://www.foyer.ca/on/toronto-real-estate',
    );
  });

  it('normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (s) => {
        const once = normaliseListingUrl(s);
        expect(normaliseListingUrl(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('/', 'A', 'b', '-', '.', "'", ' ', '#details', '%41', 'É', '_', '?'), {
          maxLength: 30,
        }),
        (parts) => {
          const once = normaliseListingUrl(parts.join(''));
          expect(normaliseListingUrl(once)).toBe(once);
          expect(once).toMatch(/^[a-z0-9_/-]*$/);
          expect(once).not.toMatch(/--/);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('caseRedirect', () => {
  it('redirects when the path differs only in case', () => {
    expect(caseRedirect('/ON/Toronto-Real-Estate')).toBe('/on/toronto-real-estate');
  });

  it('does not redirect canonical paths or paths that differ in more than case', () => {
    expect(caseRedirect('/on/toronto-real-estate')).toBeNull();
    expect(caseRedirect('/ON/Toronto-Real-Estate/')).toBeNull();
    expect(caseRedirect("/on/st.-john's")).toBeNull();
  });

  it('any upper-casing of a canonical path redirects back to it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[a-z0-9]+(-[a-z0-9]+)*){1,3}$/), (path) => {
        const upper = path.toUpperCase();
        expect(caseRedirect(upper)).toBe(upper === path ? null : path);
      }),
      { numRuns: 100 },
    );
  });
});

describe('identifiers', () => {
  it('reset token is exactly 32 lower-case hex characters', () => {
    expect(isResetToken('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isResetToken('0123456789ABCDEF0123456789ABCDEF')).toBe(false);
    expect(isResetToken('0123456789abcdef0123456789abcde')).toBe(false);
    expect(isResetToken('0123456789abcdef0123456789abcdef0')).toBe(false);
    expect(isResetToken('0123456789abcdef0123456789abcdeg')).toBe(false);
  });

  it('listing id contains wp_id and ends -lst', () => {
    expect(isListingId('12-main-st-wp_id123-lst')).toBe(true);
    expect(isListingId('12-main-st-id123-lst')).toBe(false);
    expect(isListingId('12-main-st-wp_id123')).toBe(false);
    expect(isListingId('on/12-wp_id1-lst')).toBe(false);
  });

  it('agent ids end -ag, office ids end -br', () => {
    expect(isAgentId('jane-doe-12345-ag')).toBe(true);
    expect(isAgentId('-ag')).toBe(false);
    expect(isAgentId('jane-doe-br')).toBe(false);
    expect(isOfficeId('foyer-downtown-99-br')).toBe(true);
    expect(isOfficeId('foyer-downtown-99-ag')).toBe(false);
  });

  it('estimate detail ids start off_id and end -prty or -lst', () => {
    expect(isEstimateDetailId('off_id123-prty')).toBe(true);
    expect(isEstimateDetailId('off_id123-lst')).toBe(true);
    expect(isEstimateDetailId('off_id123-ag')).toBe(false);
    expect(isEstimateDetailId('id123-prty')).toBe(false);
    expect(parseEstimateDetailSlug('1234-w-12th-ave-off_id77-prty')).toEqual({
      address: '1234-w-12th-ave',
      listDetailId: 'off_id77',
      listType: 'prty',
    });
    expect(parseEstimateDetailSlug('1234-w-12th-ave-77-prty')).toBeNull();
  });
});
