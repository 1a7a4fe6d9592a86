// Mozilla HTTP Observatory's scoring (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring),
// applied to the answers of our own nginx: this machine has no internet, so the rules run here instead of on
// observatory.mozilla.org. Each test gives a modifier to a base of 100; bonuses count only when the score
// without them is at least 90; A+ is 100 or more.
import type { IncomingHttpHeaders } from 'node:http';

export interface ObservatoryInput {
  /** The headers of the site's page over HTTPS. */
  headers: IncomingHttpHeaders;
  /** The first answer to the same page over plain HTTP, and the host it was asked on. */
  http: { status: number; location: string | undefined; host: string };
}

export interface ObservatoryTest {
  result: string;
  modifier: number;
}

export interface ObservatoryReport {
  score: number;
  grade: string;
  tests: Record<string, ObservatoryTest>;
}

const one = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function csp(headers: IncomingHttpHeaders): ObservatoryTest {
  const header = one(headers['content-security-policy']);
  if (!header) return { result: 'csp-not-implemented', modifier: -25 };
  const d = parseCsp(header);
  const sources = (name: string) => d.get(name) ?? d.get('default-src') ?? [];
  const active = [...sources('script-src'), ...sources('object-src')];
  const unsafeActive = active.some((s) => ["'unsafe-inline'", '*', 'https:', 'http:', 'data:'].includes(s));
  if (unsafeActive) return { result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (active.includes("'unsafe-eval'")) return { result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  const all = [...d.values()].flat();
  if (all.some((s) => s === 'http:' || s.startsWith('http://'))) {
    return { result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  }
  if (sources('style-src').includes("'unsafe-inline'")) {
    return { result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  }
  if ((d.get('default-src') ?? []).join(' ') === "'none'") {
    return { result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  }
  return { result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

function cookies(headers: IncomingHttpHeaders): ObservatoryTest {
  const list = headers['set-cookie'] ?? [];
  if (list.length === 0) return { result: 'cookies-not-found', modifier: 0 };
  const hsts = headers['strict-transport-security'] !== undefined;
  const insecure = list.filter((c) => !/;\s*secure\b/i.test(c));
  if (insecure.length > 0) {
    return hsts
      ? { result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 }
      : { result: 'cookies-without-secure-flag', modifier: -20 };
  }
  const sessionLike = list.filter((c) => /^(?:[^=]*(?:session|sess|sid|token|auth|login)[^=]*)=/i.test(c));
  if (sessionLike.some((c) => !/;\s*httponly\b/i.test(c))) {
    return { result: 'cookies-session-without-httponly-flag', modifier: -30 };
  }
  if (list.every((c) => /;\s*samesite=(?:strict|lax)\b/i.test(c))) {
    return { result: 'cookies-secure-with-httponly-sessionid-and-samesite', modifier: 5 };
  }
  return { result: 'cookies-secure-with-httponly-sessionid', modifier: 0 };
}

function cors(headers: IncomingHttpHeaders): ObservatoryTest {
  const origin = one(headers['access-control-allow-origin']);
  if (origin === '*' && one(headers['access-control-allow-credentials']) === 'true') {
    return { result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  }
  return {
    result: origin
      ? 'cross-origin-resource-sharing-implemented-with-public-access'
      : 'cross-origin-resource-sharing-not-implemented',
    modifier: 0,
  };
}

function redirection(http: ObservatoryInput['http']): ObservatoryTest {
  if (![301, 302, 307, 308].includes(http.status) || !http.location)
    return { result: 'redirection-missing', modifier: -20 };
  const target = new URL(http.location, `http://${http.host}`);
  if (target.protocol !== 'https:') return { result: 'redirection-not-to-https', modifier: -20 };
  if (target.hostname !== http.host.replace(/:\d+$/, '')) {
    return { result: 'redirection-off-host-from-http', modifier: -5 };
  }
  return { result: 'redirection-to-https', modifier: 0 };
}

function referrer(headers: IncomingHttpHeaders): ObservatoryTest {
  const policy = one(headers['referrer-policy'])?.split(',').pop()?.trim().toLowerCase();
  if (!policy) return { result: 'referrer-policy-not-implemented', modifier: 0 };
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)) {
    return { result: 'referrer-policy-private', modifier: 5 };
  }
  if (['origin', 'origin-when-cross-origin'].includes(policy))
    return { result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 };
  return { result: 'referrer-policy-unsafe', modifier: -5 };
}

function hsts(headers: IncomingHttpHeaders): ObservatoryTest {
  const header = one(headers['strict-transport-security']);
  const maxAge = header ? Number(/max-age=(\d+)/i.exec(header)?.[1] ?? NaN) : NaN;
  if (!header) return { result: 'hsts-not-implemented', modifier: -20 };
  if (!Number.isFinite(maxAge)) return { result: 'hsts-header-invalid', modifier: -20 };
  if (maxAge < 15_768_000) return { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
  return { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

function contentType(headers: IncomingHttpHeaders): ObservatoryTest {
  return one(headers['x-content-type-options'])?.toLowerCase() === 'nosniff'
    ? { result: 'x-content-type-options-nosniff', modifier: 0 }
    : { result: 'x-content-type-options-not-implemented', modifier: -5 };
}

function framing(headers: IncomingHttpHeaders): ObservatoryTest {
  const header = one(headers['content-security-policy']);
  const ancestors = header ? parseCsp(header).get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*')) return { result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const xfo = one(headers['x-frame-options'])?.toUpperCase();
  if (xfo === 'DENY' || xfo === 'SAMEORIGIN') return { result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  return { result: 'x-frame-options-not-implemented', modifier: -20 };
}

/** Scores a site's answers with the Observatory's rules. (Subresource integrity: our scripts are same-origin, 0.) */
export function observatory(input: ObservatoryInput): ObservatoryReport {
  const tests: Record<string, ObservatoryTest> = {
    'content-security-policy': csp(input.headers),
    cookies: cookies(input.headers),
    'cross-origin-resource-sharing': cors(input.headers),
    redirection: redirection(input.http),
    'referrer-policy': referrer(input.headers),
    'strict-transport-security': hsts(input.headers),
    'subresource-integrity': { result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 },
    'x-content-type-options': contentType(input.headers),
    'x-frame-options': framing(input.headers),
  };
  const modifiers = Object.values(tests).map((t) => t.modifier);
  const base = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const score = base >= 90 ? base + modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0) : base;
  const grades: [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return { score, grade: grades.find(([min]) => score >= min)?.[1] ?? 'F', tests };
}
