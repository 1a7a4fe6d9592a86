import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_MAX_BODY_BYTES } from '@/domain/constants';
import { MAX_BODY_BYTES } from '@/mocks/handlers/respond';
import {
  API_RATE,
  CLIENT_MAX_BODY_SIZE,
  HTTPS_EXAMPLE_OPTIONS,
  contentSecurityPolicy,
  renderNginxConf,
  SENSITIVE_RATE,
  tileImageSource,
  VALID_UTF8_PATH_PATTERN,
} from './nginx-config';
import { REDIRECTS } from './redirects';
import { normalisePath } from './resolve';
import { routeRulesFor } from './route-table';

/** The nginx pattern in JavaScript (no possessive quantifier there; the matches are the same). */
const VALID_UTF8 = new RegExp(VALID_UTF8_PATH_PATTERN.replace(/\*\+/g, '*'), 'i');
const hex = (byte: number) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;

describe('nginx.conf', () => {
  it('is what the generator makes from the route table (run `npm run nginx:generate` after changing routes)', () => {
    expect(readFileSync('nginx.conf', 'utf8')).toBe(renderNginxConf());
  });

  it('has its production HTTPS form in nginx.https.conf.example, as the generator makes it', () => {
    // `npm run nginx:generate` writes it with nginx.conf (renderNginxConf(HTTPS_EXAMPLE_OPTIONS)).
    expect(readFileSync('nginx.https.conf.example', 'utf8')).toBe(renderNginxConf(HTTPS_EXAMPLE_OPTIONS));
  });

  it('has a location for every rule of the table and every redirect', () => {
    const conf = renderNginxConf({ ...HTTPS_EXAMPLE_OPTIONS, tls: undefined, demo: true });
    for (const rule of routeRulesFor('demo')) expect(conf).toContain(`# ${rule.name}\n`);
    for (const redirect of REDIRECTS) expect(conf).toContain(`# ${redirect.from} → ${redirect.to}\n`);
  });

  it('has the demo pages and endpoints only when rendered for the demo', () => {
    const production = renderNginxConf();
    expect(production).not.toContain('_demo');
    expect(production).toContain('location ~* "^/api/v1/demo(?:/|$)" {');
    expect(production).toContain('return 404 "{\\"errors\\":[\\"No such API route\\"]}";');
    const demo = renderNginxConf({ ...HTTPS_EXAMPLE_OPTIONS, tls: undefined, demo: true });
    expect(demo).toContain('/_demo/outbox/?$');
    expect(demo).not.toContain('^/api/v1/demo');
  });

  it('limits /api per client address, the sign-in, password and share calls further, with 429', () => {
    const conf = renderNginxConf();
    expect(conf).toContain(`limit_req_zone $api_limit_key zone=api:10m rate=${API_RATE.perSecond}r/s;`);
    expect(conf).toContain('limit_req_status 429;');
    expect(conf).toContain(`limit_req zone=api_sensitive burst=${SENSITIVE_RATE.burst} nodelay;`);
    // A results page makes 18 calls on load, 17 within a second: the burst is far above that.
    expect(API_RATE.burst).toBeGreaterThanOrEqual(100);
    expect(conf).toContain(`client_max_body_size ${API_MAX_BODY_BYTES / 1024}k;`);
    // What the API may read stays in memory: no temporary file for a worker of another user to write.
    expect(conf).toContain(`client_body_buffer_size ${API_MAX_BODY_BYTES / 1024}k;`);
    // nginx's limit is the demo API's own, so nginx refuses a larger body itself (never 502 mid-stream).
    expect(CLIENT_MAX_BODY_SIZE).toBe('64k');
    expect(MAX_BODY_BYTES).toBe(API_MAX_BODY_BYTES);
    // Production exempts nobody; a stack may exempt the address its prerender service calls from.
    expect(conf).toContain('geo $api_limit_exempt {\n    default 0;\n  }');
    expect(renderNginxConf({ ...HTTPS_EXAMPLE_OPTIONS, apiLimitExempt: ['10.1.0.0/16'] })).toContain(
      '    10.1.0.0/16 1;\n',
    );
  });

  it('allows images from this origin, data: URLs and the tile server only (no https: wildcard)', () => {
    const csp = contentSecurityPolicy({ tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' });
    const img = /img-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
    expect(img).toEqual(["'self'", 'data:', 'https://*.tile.example.org']);
    expect(contentSecurityPolicy()).toContain("img-src 'self' data: https://tile.openstreetmap.org;");
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
    expect(tileImageSource('http://tiles.example/{z}/{x}/{y}.png')).toBeNull();
    expect(HTTPS_EXAMPLE_OPTIONS.imageOrigins).toContain('https://api.foyer.example');
  });
});

describe('the UTF-8 check nginx makes of a path (VALID_UTF8_PATH_PATTERN)', () => {
  it('accepts exactly the escaped paths the resolver can decode', () => {
    // Bytes other than NUL, "." and "/" (nginx refuses NUL itself; dots and slashes are path syntax).
    const byte = fc.integer({ min: 1, max: 255 }).filter((b) => b !== 0x2e && b !== 0x2f);
    fc.assert(
      fc.property(
        fc.array(fc.oneof(byte, fc.constantFrom(0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f)), { maxLength: 12 }),
        (bytes) => {
          const path = `/on/${bytes.map(hex).join('')}-x`;
          expect(VALID_UTF8.test(path), path).toBe(normalisePath(path) !== null);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses overlong forms, surrogates, code points above U+10FFFF and stray bytes; looks at the path only', () => {
    for (const bad of ['/%C0%AF', '/%E0%80%AF', '/%ED%A0%80', '/%F4%90%80%80', '/on/%FF-real-estate', '/%C3', '/%80']) {
      expect(VALID_UTF8.test(bad), bad).toBe(false);
      expect(normalisePath(bad), bad).toBeNull();
    }
    for (const good of ['/fr/%C3%A9t%C3%A9', '/%E2%82%AC', '/%F0%9F%8F%A0', '/on/x?q=%FF', '/a%20b']) {
      expect(VALID_UTF8.test(good), good).toBe(true);
    }
  });
});
