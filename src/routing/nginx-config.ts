import { brand } from '@/config/brand';
import { env } from '@/config/env';
import { API_MAX_BODY_BYTES } from '@/domain/constants';
import { nginxCrawlerMap, nginxQuote } from '@/domain/crawlers';
import { REDIRECTS, redirectPattern, redirectTarget } from './redirects';
import { LISTING_ANCHOR_PATTERN, LISTING_CASE_PATTERN, PATH_MAX_LENGTH } from './resolve';
import { routeRulesFor, rulePattern, type RouteRule } from './route-table';
import { STATIC_PAGE_DIR, staticPageFile, staticPageKind } from './static-pages';

/** The production HTTPS server: TLS on `listen`, and a plain HTTP server that only redirects to it. */
export interface NginxTls {
  /** Address (or port) of the HTTPS server, e.g. `443`. */
  listen: string;
  /** Address (or port) of the HTTP server that redirects every request to HTTPS, e.g. `80`. */
  httpListen: string;
  /** The HTTPS port the redirect names (443 is left out of the URL). */
  httpsPort: number;
  serverName: string;
  certificate: string;
  key: string;
}

export interface NginxOptions {
  /** Address nginx listens on. */
  listen: string;
  /** The demo API (or a real gateway) behind /api. */
  api: string;
  /** The prerender service crawlers are sent to. */
  prerender: string;
  /** The build output; relative paths are under nginx's prefix (`-p`). */
  root: string;
  /** Where nginx keeps its pid and temporary files, under the prefix. */
  stateDir: string;
  /** Directory of Debian's dynamic nginx modules. */
  modulesDir: string;
  /**
   * The demo's own endpoints and pages (the e-mail outbox: `/api/v1/demo/`, `/_demo/`). Off unless asked
   * for: a production configuration answers 404 for them whatever the API behind it serves. `npm run
   * stack` and the browser tests turn it on.
   */
  demo?: boolean;
  /** Serve HTTPS (production); without it, plain HTTP on `listen` (this machine, the tests). */
  tls?: NginxTls;
  /** Origins of the backends the SPA calls directly (other hosts than its own), for the CSP's connect-src. */
  apiOrigins?: readonly string[];
  /** Origins of the backends whose images the SPA shows (listing, agent and blog photos), for img-src. */
  imageOrigins?: readonly string[];
  /** The map tiles' URL template (`{s}` subdomains allowed), for the CSP's img-src. */
  tileUrl?: string;
  /** Requests per second and burst of one client address under /api (see `API_RATE`). */
  apiRate?: { perSecond: number; burst: number };
  /**
   * Client addresses (or CIDR ranges) the /api limit leaves alone: a prerender service whose browser calls
   * the API through this nginx renders many pages a minute. None in production, where it calls the
   * backends directly; the local stack lists 127.0.0.1, shared there by the service and the browser tests.
   */
  apiLimitExempt?: readonly string[];
}

export const DEFAULT_NGINX_OPTIONS: NginxOptions = {
  listen: '127.0.0.1:8080',
  api: '127.0.0.1:8090',
  prerender: '127.0.0.1:8091',
  root: 'dist',
  stateDir: '.stack',
  modulesDir: '/usr/lib/nginx/modules',
};

/**
 * Under /api, one client address may make `perSecond` requests a second after a burst of `burst` (served at
 * once, `nodelay`). A results page makes 18 calls on load, 17 of them within one second (measured in
 * Chromium through the stack: search, map clusters, flags, session, suggestions, photos), the home page 6:
 * the burst is ten times that, so a person never meets it, while a script hammering the API gets 429.
 */
export const API_RATE = { perSecond: 30, burst: 200 } as const;
/**
 * Sign-in, password-forgot and share-by-e-mail (the calls an attacker repeats: password guessing, mail
 * relaying) are limited further per client address: 20 at once, then one every 2 seconds. The demo API
 * adds its own limits per account and per recipient.
 */
export const SENSITIVE_RATE = { perMinute: 30, burst: 20 } as const;
/** The sensitive calls, under /api (case-insensitive: some backends match paths that way). */
export const SENSITIVE_API_PATTERN =
  '^/api/(?:v1/user/(?:login|signin|login/social|password/forgot)|v4/auth/login|v1/leads/share)/?$';
/**
 * nginx refuses a body above this itself (413, in the JSON envelope under /api): exactly the API's own cap
 * (`API_MAX_BODY_BYTES`, 64 KiB). With a larger nginx limit, a body between the two was streamed to an API
 * that had already answered 413 and closed the connection, and the client got 502 instead.
 */
export const CLIENT_MAX_BODY_SIZE = `${API_MAX_BODY_BYTES / 1024}k`;

/** The CSP source of the map tiles: the origin of the tile URL template, `{s}` subdomains as `*`. */
export function tileImageSource(tileUrl: string): string | null {
  try {
    const url = new URL(tileUrl.replace(/\{s\}/g, 'tile-subdomain').replace(/\{[a-z]+\}/gi, '0'));
    if (url.protocol !== 'https:') return null;
    return url.origin.replace('tile-subdomain', '*');
  } catch {
    return null;
  }
}

type CspOptions = Pick<NginxOptions, 'apiOrigins' | 'imageOrigins' | 'tileUrl'>;

/**
 * The Content-Security-Policy: no inline or foreign script, images only from this origin, data: URLs
 * (Leaflet's and the styles' small icons) and the tile server, calls only to this origin and the backends.
 */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const apis = [...new Set(options.apiOrigins ?? [])];
  const tiles = tileImageSource(options.tileUrl ?? env.tileUrl);
  const img = [...new Set(["'self'", 'data:', ...(tiles ? [tiles] : []), ...(options.imageOrigins ?? [])])].join(' ');
  const connect = ["'self'", ...apis].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers every answer carries (CSP without inline script). */
export function securityHeaders(options: CspOptions = {}) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)'],
    ['X-Frame-Options', 'DENY'],
  ] as const satisfies readonly (readonly [string, string])[];
}

/** The headers of the default configuration. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = securityHeaders();

/**
 * A request path (raw, as on the request line; the query is not looked at) whose percent-escapes decode
 * to valid UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF). nginx decodes
 * escapes to bytes without checking them, while the SPA's resolver (decodeURIComponent) cannot read the
 * others: nginx answers 400 for them too, as the resolver does. Malformed escapes (`%zz`) and NUL nginx
 * refuses on its own.
 */
const CONT = '%[89ab][0-9a-f]';
export const VALID_UTF8_PATH_PATTERN = `^(?:[^%?]|%[0-7][0-9a-f]|%c[2-9a-f]${CONT}|%d[0-9a-f]${CONT}|%e0%[ab][0-9a-f]${CONT}|%e[1-9abcef]${CONT}${CONT}|%ed%[89][0-9a-f]${CONT}|%f0%[9ab][0-9a-f]${CONT}${CONT}|%f[1-3]${CONT}${CONT}${CONT}|%f4%8[0-9a-f]${CONT}${CONT})*+(?:\\?|$)`;

/** Where the demo API's own endpoints live (`DEMO_API` in src/api/contract/demo.ts; tests/nginx checks it). */
export const DEMO_API_PREFIX = 'api/v1/demo';

/** The answers nginx makes itself that have a JSON body under /api and a small page elsewhere. */
const OWN_ERRORS: readonly (readonly [number, string])[] = [
  [400, 'Bad request'],
  [405, 'Method not allowed'],
  [413, 'Request body too large'],
  [414, 'Request URI too long'],
  [429, 'Too many requests; try again shortly'],
  [502, 'The service is unavailable'],
  [503, 'The service is unavailable'],
  [504, 'The service did not answer in time'],
];

const indent = (text: string, depth: number) =>
  text
    .split('\n')
    .map((line) => (line ? '  '.repeat(depth) + line : line))
    .join('\n');

type Header = readonly [string, string];

const addHeaders = (list: readonly Header[]) =>
  list.map(([name, value]) => `add_header ${name} ${nginxQuote(value)} always;`).join('\n');

/**
 * A crawler goes to the prerender service (an internal status that error_page sends to @prerender). A page
 * answers with the service's status (it knows a listing the API does not); a path that does not exist, and
 * the 500 page, keep their own status whatever the service says (`=404`, `=500`). `$shell_status` is what
 * a crawler gets with the SPA shell when the service is down or failing: the status a person gets for the
 * same URL, never a soft 200 for a missing page.
 */
const CRAWLER_CODE = { 200: 418, 404: 419, 500: 420 } as const;
const toPrerender = (status: 200 | 404 | 500) => [
  `set $shell_status ${status};`,
  `if ($is_crawler) { return ${CRAWLER_CODE[status]}; }`,
];

/**
 * A page of the table: its first-paint page (src/routing/static-pages.ts) in the URL's language and category,
 * else the SPA shell; the prerendered page for a crawler. `$first_paint_locale` and `$first_paint_category`
 * are read from the URL's own `locale` and `prefix` groups.
 */
function page(rule: RouteRule | undefined): string {
  const kind = rule && staticPageKind(rule);
  const file = kind
    ? `${staticPageFile(rule.page, '$first_paint_locale', rule.category ?? (rule.categoryPrefix ? '$first_paint_category' : 'residential')).replace(STATIC_PAGE_DIR, '$first_paint_dir')} `
    : '';
  return [...toPrerender(200), `try_files ${file}/index.html =404;`].join('\n');
}

function routeLocations(demo: boolean): string {
  const blocks: string[] = [];
  blocks.push(
    [
      '# Listing URLs with an in-page anchor (spec §5), which reach a server encoded, move to the listing.',
      `location ~* ${nginxQuote(LISTING_ANCHOR_PATTERN)} {`,
      '  return 301 $lower_uri_bare$is_args$args;',
      '}',
    ].join('\n'),
  );
  blocks.push(
    [
      '# Listing URLs in another case move to their lower-case form (spec §5); lower-case ones are pages.',
      `location ~* ${nginxQuote(LISTING_CASE_PATTERN)} {`,
      '  if ($uri ~ "[A-Z]") { return 301 $lower_uri$is_args$args; }',
      indent(page(routeRulesFor(demo ? 'demo' : 'prod').find((rule) => rule.name === 'listing-detail')), 1),
      '}',
    ].join('\n'),
  );
  for (const rule of routeRulesFor(demo ? 'demo' : 'prod')) {
    const pattern = nginxQuote(rulePattern(rule, brand.shortName));
    const body =
      rule.status === 500
        ? [...toPrerender(500), 'return 500;'].join('\n')
        : rule.page === 'not-found'
          ? 'return 404;'
          : page(rule);
    blocks.push([`# ${rule.name}`, `location ~ ${pattern} {`, indent(body, 1), '}'].join('\n'));
  }
  return blocks.join('\n\n');
}

function redirectLocations(): string {
  return REDIRECTS.map((rule) => {
    const target = redirectTarget(rule);
    const fill = (text: string) => text.replace(/:([a-zA-Z]+)/g, (_m, name: string) => `$${name}`);
    const fixed = target.query.map(([k, v]) => `${k}=${fill(v)}`).join('&');
    const location = fixed ? `$lp${fill(target.path)}?${fixed}$and_args` : `$lp${fill(target.path)}$is_args$args`;
    return [
      `# ${rule.from} → ${rule.to}`,
      `location ~ ${nginxQuote(redirectPattern(rule))} {`,
      `  return 301 ${nginxQuote(location)};`,
      '}',
    ].join('\n');
  }).join('\n\n');
}

/** Where nginx's own error answers live (internal locations; outside requests find nothing there). */
const ERROR_PREFIX = '/_nginx/error-';

/**
 * The error_page lines and internal locations of nginx's own error answers (JSON under /api). They are
 * URIs rather than named locations: a request whose request line nginx could not read has no URI, and
 * a named location cannot take it.
 */
function ownErrors(security: readonly Header[]): { pages: string; locations: string } {
  const pages = OWN_ERRORS.map(([code]) => `error_page ${code} ${ERROR_PREFIX}${code}-$error_kind;`).join('\n');
  const locations = OWN_ERRORS.map(([code, message]) => {
    const retry =
      code === 429 ? [indent(addHeaders([['Cache-Control', 'no-store'], ['Retry-After', '2'], ...security]), 1)] : [];
    const json = JSON.stringify({ errors: [message] });
    const html = `<!doctype html><meta charset="utf-8"><title>${code} ${message}</title><h1>${message}</h1>\n`;
    const kinds = [
      ['api', 'application/json', json],
      ['page', 'text/html', html],
    ] as const;
    return kinds
      .flatMap(([kind, type, body]) => [
        `location = ${ERROR_PREFIX}${code}-${kind} {`,
        '  internal;',
        `  default_type ${type};`,
        ...retry,
        `  return ${code} ${nginxQuote(body)};`,
        '}',
      ])
      .join('\n');
  }).join('\n');
  return { pages, locations };
}

/** The settings of the production HTTPS server, and the HTTP server that sends every request to it. */
function tlsServer(tls: NginxTls | undefined): { listen: string; redirect: string } {
  if (!tls) return { listen: '', redirect: '' };
  const port = tls.httpsPort === 443 ? '' : `:${tls.httpsPort}`;
  return {
    listen: [
      `listen ${tls.listen} ssl http2;`,
      `server_name ${tls.serverName};`,
      `ssl_certificate ${tls.certificate};`,
      `ssl_certificate_key ${tls.key};`,
      "# Mozilla's intermediate TLS settings.",
      'ssl_protocols TLSv1.2 TLSv1.3;',
      'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
      'ssl_prefer_server_ciphers off;',
      'ssl_session_timeout 1d;',
      'ssl_session_cache shared:TLS:10m;',
      'ssl_session_tickets off;',
    ].join('\n'),
    redirect: [
      '# Plain HTTP only moves every request to HTTPS, on the same host (HSTS then keeps browsers there).',
      'server {',
      `  listen ${tls.httpListen};`,
      `  server_name ${tls.serverName};`,
      `  return 301 https://$host${port}$request_uri;`,
      '}',
      '',
    ].join('\n'),
  };
}

/** nginx.conf, generated from the route table, the redirect list and the crawler list. */
export function renderNginxConf(options: NginxOptions = DEFAULT_NGINX_OPTIONS): string {
  const o = options;
  const demo = o.demo ?? false;
  const security = securityHeaders(o);
  const headers = (cache: string) => addHeaders([['Cache-Control', cache], ...security]);
  const errors = ownErrors(security);
  const tls = tlsServer(o.tls);
  const rate = o.apiRate ?? API_RATE;
  const apiProxy = [
    'proxy_pass http://demo_api;',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
  ].join('\n');
  const apiLimit = `limit_req zone=api burst=${rate.burst} nodelay;`;
  const demoApi = demo
    ? "# The demo API's own endpoints (its e-mail outbox) are served: this configuration runs the demo."
    : [
        "# The demo API's own endpoints (its e-mail outbox, with reset tokens) never pass a production nginx.",
        `location ~* ${nginxQuote(`^/${DEMO_API_PREFIX}(?:/|$)`)} {`,
        '  default_type application/json;',
        `  return 404 ${nginxQuote(JSON.stringify({ errors: ['No such API route'] }))};`,
        '}',
      ].join('\n');
  return `# GENERATED by \`npm run nginx:generate\` from src/routing (route table, redirects.json) and
# src/domain/crawlers.ts. Do not edit by hand: a test fails when this file and the generator differ.
# Run from the project root with its own prefix (no root paths): nginx -p "$PWD" -c nginx.conf
# (\`npm run stack\` does that, with the demo API and, when present, the prerender service).
# ${demo ? "DEMO configuration: the demo API's own endpoints and pages are served." : 'Production configuration: no demo endpoints or pages.'}${o.tls ? '' : ' Plain HTTP; the HTTPS server is in\n# nginx.https.conf.example (README, "Production nginx and security headers").'}
load_module ${o.modulesDir}/ngx_http_perl_module.so;
load_module ${o.modulesDir}/ngx_http_brotli_static_module.so;

worker_processes 1;
pcre_jit on;
daemon off;
pid ${o.stateDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }

http {
  access_log off;
  client_body_temp_path ${o.stateDir}/client_body;
  proxy_temp_path ${o.stateDir}/proxy;
  fastcgi_temp_path ${o.stateDir}/fastcgi;
  uwsgi_temp_path ${o.stateDir}/uwsgi;
  scgi_temp_path ${o.stateDir}/scgi;

  types {
    text/html html;
    text/css css;
    text/javascript js mjs;
    application/json json;
    image/svg+xml svg;
    image/png png;
    image/jpeg jpg jpeg;
    image/webp webp;
    image/avif avif;
    font/woff2 woff2;
    text/plain txt;
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/javascript application/json image/svg+xml;
  sendfile on;
  server_tokens off;
  gzip_static on;
  brotli_static on;
  # Bodies above the API's own cap are refused here (413), before any byte is passed on; those below it are
  # kept in memory, never spilled to a temporary file a worker running as another user may not write (500).
  client_max_body_size ${CLIENT_MAX_BODY_SIZE};
  client_body_buffer_size ${CLIENT_MAX_BODY_SIZE};

  # The lower-case form of a listing URL (stock nginx cannot change case).
  perl_set $lower_uri 'sub { my $r = shift; return lc($r->uri); }';
  # The same without an in-page anchor (a decoded "%23details") at its end.
  perl_set $lower_uri_bare 'sub { my $r = shift; my $u = lc($r->uri); $u =~ s/#[^\\/]*$//; return $u; }';
  # Redirects whose destination has a query append the request's own after "&".
  map $args $and_args { "" ""; default "&$args"; }
  # A path whose escapes are not UTF-8 is refused (400), as the SPA's resolver refuses it.
  map $request_uri $bad_utf8 { ${nginxQuote(`~*${VALID_UTF8_PATH_PATTERN}`)} 0; default 1; }
  # Not on the way to nginx's own error answers (which keep the request's URI), or the 400 would loop.
  map $uri $refuse_path { volatile; "~^/_nginx/" 0; default $bad_utf8; }
  # A path longer than any page's is refused (414) before a location's pattern runs on it: on a few thousand
  # characters of a hyphenated slug PCRE's JIT stack overflows and nginx answered 500. The raw path (the
  # query aside) bounds the decoded one; nginx's own error answers keep the request line, so not on their way.
  map $request_uri $long_request_path { ${nginxQuote(`~^[^?]{${PATH_MAX_LENGTH + 1}}`)} 1; default 0; }
  map $uri $long_path { volatile; "~^/_nginx/" 0; default $long_request_path; }
  # nginx's own error answers (400, 405, 413, 414, 429, 502…) are JSON under /api, a small page elsewhere.
  map $request $error_kind { ${nginxQuote('~^[A-Za-z]+ +/api(?:[/?# ]|$)')} api; default page; }
  # An API answer without a caching policy of its own is not cached; one with its own keeps it alone.
  map $upstream_http_cache_control $api_cache_control { "" "no-cache"; default ""; }
  # A page's first-paint file by the language and category its URL names (src/routing/static-pages.ts).
  map $locale $first_paint_locale { fr fr; default en; }
  map $prefix $first_paint_category { luxury luxury; commercial commercial; default residential; }
  # A URL naming its category in the query gets the SPA shell: no file is found under that name.
  map $arg_sitecategory $first_paint_dir { "" ${STATIC_PAGE_DIR}; default ${STATIC_PAGE_DIR}-none; }

  # Per client address: the API as a whole (but for the addresses listed here), and the sign-in,
  # password-forgot and share calls.
  geo $api_limit_exempt {
    default 0;
${(o.apiLimitExempt ?? []).map((address) => `    ${address} 1;\n`).join('')}  }
  map $api_limit_exempt $api_limit_key { 1 ""; default $binary_remote_addr; }
  limit_req_zone $api_limit_key zone=api:10m rate=${rate.perSecond}r/s;
  limit_req_zone $binary_remote_addr zone=api_sensitive:10m rate=${SENSITIVE_RATE.perMinute}r/m;
  limit_req_status 429;
  limit_req_log_level info;

${indent(nginxCrawlerMap(), 1)}
  upstream demo_api { server ${o.api}; }
  upstream prerender { server ${o.prerender}; }

${indent(tls.redirect, 1)}  server {
${o.tls ? indent(tls.listen, 2) : `    listen ${o.listen};`}
    root ${o.root};
    absolute_redirect off;
    merge_slashes on;
    recursive_error_pages on;

${indent(headers('no-cache'), 2)}

    # Checked before any location: after dot segments a refused path may look like any page.
    if ($long_path) { return 414; }
    if ($refuse_path) { return 400; }

    # Unknown paths get the SPA shell with status 404 (the SPA shows its 404 page); the 500 page says 500.
    error_page 404 /index.html;
    error_page 500 /index.html;
${indent(errors.pages, 2)}
    # Crawlers go to the prerender service: a page with the status the service finds, an unknown path
    # always with 404 and the 500 page with 500.
    error_page 418 = @prerender;
    error_page 419 =404 @prerender;
    error_page 420 =500 @prerender;
    # Large upstream answers (a listing sitemap is megabytes, the 900 latest listings a few hundred KiB) are
    # streamed rather than spilled to a temporary file, which a worker running as another user may not be
    # allowed to write.
    proxy_max_temp_file_size 0;

    location = /index.html { internal; }
    location = /api { return 404; }

    location ^~ /api/ {
      # One caching policy per answer: the API's own, else no-cache.
${indent(addHeaders([['Cache-Control', '$api_cache_control'], ...security]), 3)}
      # API answers (JSON, generated photos) are compressed on the way: a page of 12 listings is about
      # 15 KiB as JSON and 3 KiB gzipped, which a phone on a slow network feels.
      gzip on;
      gzip_proxied any;
      gzip_comp_level 5;
      gzip_min_length 1024;
      gzip_types application/json image/svg+xml;
      gzip_vary on;
${indent(apiLimit, 3)}
${indent(apiProxy, 3)}

      location ~* ${nginxQuote(SENSITIVE_API_PATTERN)} {
${indent(apiLimit, 4)}
        limit_req zone=api_sensitive burst=${SENSITIVE_RATE.burst} nodelay;
${indent(apiProxy, 4)}
      }

${indent(demoApi, 3)}
    }

    # Source maps are not published (the build emits them hidden, for an error tracker's upload).
    location ~* "\\.map$" { return 404; }

    # robots.txt and the sitemaps are built by the sitemap service (the demo API) from its data, for the
    # host they are asked on: they name this origin's URLs.
    location ~ "^/(?<seo_file>robots\\.txt|sitemap\\.xml|sitemaps/[a-z0-9-]+\\.xml)$" {
${indent(headers('public, max-age=3600'), 3)}
      gzip on;
      gzip_proxied any;
      gzip_comp_level 5;
      gzip_types application/xml text/plain;
      gzip_vary on;
      proxy_hide_header Cache-Control;
      proxy_pass http://demo_api/api/v1/sitemaps/$seo_file;
      proxy_set_header Host $host;
      # The host as asked, port included (the service checks its form).
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
    }

    # Hashed build assets never change: cached for a year.
    location ^~ /assets/ {
${indent(headers('public, max-age=31536000, immutable'), 3)}
      location ~* "\\.map$" { return 404; }
      try_files $uri =404;
    }

    # Unhashed public files: cached briefly.
    location ~ "^/(?:css|brand|images)/[A-Za-z0-9._/-]+$" {
${indent(headers('public, max-age=3600'), 3)}
      try_files $uri =404;
    }
    location ~ "^/(?:favicon\\.svg|mockServiceWorker\\.js)$" {
${indent(headers('public, max-age=3600'), 3)}
      try_files $uri =404;
    }

    # The prerender service renders the page for crawlers; if it is down or failing they get the SPA shell
    # with the status a person gets.
    location @prerender {
      proxy_pass http://prerender;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Host $host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 20s;
      proxy_intercept_errors on;
      error_page 502 503 504 = @shell;
    }
    location @shell {
      if ($shell_status = 404) { return 404; }
      if ($shell_status = 500) { return 500; }
      try_files /index.html =404;
    }
${indent(errors.locations, 2)}

${indent(routeLocations(demo), 2)}

${indent(redirectLocations(), 2)}

    # Everything else does not exist.
    location / {
${indent(toPrerender(404).join('\n'), 3)}
      return 404;
    }
  }
}
`;
}

/**
 * The production backends' origins (`backendBase(…, 'prod')` in src/api/backends.ts, which this layer may not
 * import; tests/nginx/https.test.ts checks they are the same): all are called, some serve images.
 */
export const PROD_API_ORIGINS = [
  'https://api.foyer.example',
  'https://leads.foyer.example',
  'https://login.foyer.example',
  'https://listings.foyer.example',
  'https://rosters.foyer.example',
  'https://profile.foyer.example',
  'https://autocomplete.foyer.example',
  'https://parcel.foyer.example',
  'https://blog.foyer.example',
  'https://news.foyer.example',
] as const;
/** Listing photos come from the gateway, portraits from the rosters, post images from the blog and news. */
export const PROD_IMAGE_ORIGINS = [
  'https://api.foyer.example',
  'https://rosters.foyer.example',
  'https://blog.foyer.example',
  'https://news.foyer.example',
] as const;

/** The production HTTPS configuration documented in nginx.https.conf.example (paths are examples). */
export const HTTPS_EXAMPLE_OPTIONS: NginxOptions = {
  ...DEFAULT_NGINX_OPTIONS,
  listen: '443',
  root: '/srv/foyer/dist',
  stateDir: '/var/lib/foyer-nginx',
  demo: false,
  apiOrigins: PROD_API_ORIGINS,
  imageOrigins: PROD_IMAGE_ORIGINS,
  tls: {
    listen: '443',
    httpListen: '80',
    httpsPort: 443,
    serverName: 'www.foyer.example',
    certificate: '/etc/ssl/foyer/fullchain.pem',
    key: '/etc/ssl/foyer/privkey.pem',
  },
};
