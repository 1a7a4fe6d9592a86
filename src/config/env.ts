// The typed environment: every build-time variable the app reads, with its default, in one place.

export type { Locale } from '@/domain/constants';
export type ApiEnvironment = 'demo' | 'qa' | 'iuat' | 'prod';

type Vars = Record<string, string | boolean | undefined>;

function readVars(): Vars {
  const fromVite = (import.meta as { env?: Vars }).env;
  if (fromVite) return fromVite;
  // Scripts run by tsx (the demo API host, the start server) have no import.meta.env.
  return typeof process !== 'undefined' ? process.env : {};
}

const vars = readVars();
const str = (name: string): string | undefined => {
  const value = vars[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export const API_ENVIRONMENTS: readonly ApiEnvironment[] = ['demo', 'qa', 'iuat', 'prod'];

/** The environment from a variable when it names one, otherwise from the page origin. */
export function detectApiEnvironment(variable: string | undefined, origin: string): ApiEnvironment {
  if (variable && (API_ENVIRONMENTS as readonly string[]).includes(variable)) {
    return variable as ApiEnvironment;
  }
  let host = '';
  try {
    host = new URL(origin).hostname;
  } catch {
    return 'demo';
  }
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost')) {
    return 'demo';
  }
  if (/(^|[.-])iuat([.-]|$)/.test(host)) return 'iuat';
  if (/(^|[.-])qa([.-]|$)/.test(host)) return 'qa';
  return 'prod';
}

declare global {
  /**
   * Replaced by a literal at build time (vite.config.ts `define`), so a branch on it is dropped from a build that
   * does not take it: use it where demo-only code is imported (browser modules only: scripts run by tsx have no
   * definition), and DEMO_BUILD everywhere else.
   */
  const __DEMO__: boolean;
}

/**
 * Whether this build carries the demo's own tools: the e-mail outbox page, the mailbox header on every call,
 * the demo captcha. Fixed at build time (vite.config.ts: `npm run build:demo`, the dev server and the tests),
 * so a build made for deployment (`npm run build`) ships none of their code. Scripts run by tsx are demo
 * tooling. At run time the tools also need the demo API environment (a demo build on a real host has none).
 */
export const DEMO_BUILD: boolean = typeof __DEMO__ === 'boolean' ? __DEMO__ : true;

const pageOrigin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';

export const env = {
  apiEnvironment: detectApiEnvironment(str('VITE_API_ENV'), pageOrigin),
  /** Overrides every backend's host, e.g. to point a local build at a staging gateway. */
  apiOrigin: str('VITE_API_ORIGIN'),
  defaultLocale: str('VITE_DEFAULT_LOCALE') === 'fr' ? 'fr' : 'en',
  /** QA builds bundle the MSW browser worker so the site runs on mocked APIs in any browser. */
  demoWorker: str('VITE_DEMO_WORKER') === 'true',
  /** Spec §3: the v2Enabled flag's default comes from the environment. */
  v2Enabled: str('VITE_V2_ENABLED') === 'true',
  takeoverDisabled: str('VITE_TAKEOVER_DISABLED') === 'true',
  tileUrl: str('VITE_TILE_URL') ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  /** Registration captcha: `turnstile`, `hcaptcha` or `demo` (see config/captcha.ts for the default). */
  captchaProvider: str('VITE_CAPTCHA_PROVIDER'),
  captchaSiteKey: str('VITE_CAPTCHA_SITE_KEY'),
  /** Social sign-in with the providers' own OAuth pages; without them the demo consent step stands in. */
  googleClientId: str('VITE_GOOGLE_CLIENT_ID'),
  facebookAppId: str('VITE_FACEBOOK_APP_ID'),
} as const;
