import { env, type ApiEnvironment } from '@/config/env';

/** The named backends of spec §7.1. */
export type Backend =
  | 'gateway'
  | 'leads'
  | 'papi'
  | 'login'
  | 'listings'
  | 'agentsOffices'
  | 'userProfile'
  | 'autocomplete'
  | 'parcel'
  | 'blog'
  | 'news'
  | 'nls'
  | 'auth';

export const BACKENDS: readonly Backend[] = [
  'gateway',
  'leads',
  'papi',
  'login',
  'listings',
  'agentsOffices',
  'userProfile',
  'autocomplete',
  'parcel',
  'blog',
  'news',
  'nls',
  'auth',
];

/** Path prefixes the spec fixes; every other backend is served at its host's root. */
const PATH_PREFIX: Partial<Record<Backend, string>> = {
  papi: '/api/v4/papi',
  nls: '/api/v4/nls',
  auth: '/api/v4/auth',
};

const REMOTE_HOSTS: Record<Exclude<ApiEnvironment, 'demo'>, Record<Backend, string>> = {
  qa: hostsFor('qa.'),
  iuat: hostsFor('iuat.'),
  prod: hostsFor(''),
};

function hostsFor(prefix: string): Record<Backend, string> {
  const h = (name: string) => `https://${prefix}${name}.foyer.example`;
  return {
    gateway: h('api'),
    leads: h('leads'),
    papi: h('api'),
    login: h('login'),
    listings: h('listings'),
    agentsOffices: h('rosters'),
    userProfile: h('profile'),
    autocomplete: h('autocomplete'),
    parcel: h('parcel'),
    blog: h('blog'),
    news: h('news'),
    nls: h('api'),
    auth: h('api'),
  };
}

/** The path every call of a backend starts with, on any host ('' for most). */
export function backendPathPrefix(backend: Backend): string {
  return PATH_PREFIX[backend] ?? '';
}

/**
 * The base URL of a backend in an environment. The demo environment serves every backend from the
 * page's own origin (the demo API behind /api), so switching to real backends is configuration only.
 */
export function backendBase(
  backend: Backend,
  environment: ApiEnvironment = env.apiEnvironment,
  originOverride: string | undefined = env.apiOrigin,
): string {
  const host = originOverride ?? (environment === 'demo' ? '' : REMOTE_HOSTS[environment][backend]);
  return `${host.replace(/\/+$/, '')}${PATH_PREFIX[backend] ?? ''}`;
}

/** `{base}/{resource}/{path}` with exactly one slash between the non-empty parts. */
export function buildUrl(base: string, resource: string, path = ''): string {
  const parts = [resource, path].map((p) => p.replace(/^\/+|\/+$/g, '')).filter((p) => p !== '');
  return [base.replace(/\/+$/, ''), ...parts].join('/') || '/';
}
