// `npm start`: the production build and the demo API from one Node process, with nothing else installed.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { API, callPath } from '../src/api/contract/paths';
import { apiHandlers, demoEndpointsEnabled, handleApiRequest } from '../src/mocks/http';
import { securityHeaders } from '../src/routing/nginx-config';
import { resolveRoute } from '../src/routing/resolve';
import { staticPageFileOf } from '../src/routing/static-pages';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The security headers nginx sends (see nginx.conf), but HSTS: this server speaks plain HTTP on the loopback, where
 * browsers ignore it.
 */
const SECURITY_HEADERS: Record<string, string> = Object.fromEntries(
  securityHeaders().filter(([name]) => name !== 'Strict-Transport-Security'),
);

const SEO_FILE = /^\/(?:robots\.txt|sitemap\.xml|sitemaps\/[a-z0-9-]+\.xml)$/;

function staticFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // Source maps are built hidden, for an error tracker, never served (nginx answers 404 too).
  if (decoded.includes('\0') || /\.map$/i.test(decoded)) return null;
  const path = normalize(join(root, decoded));
  if (!path.startsWith(root + sep)) return null;
  return existsSync(path) && statSync(path).isFile() ? path : null;
}

function sendFile(req: IncomingMessage, res: ServerResponse, path: string, status: number, cache: string) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encodings: [string, string][] = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ];
  let file = path;
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Cache-Control': cache,
    Vary: 'Accept-Encoding',
  };
  for (const [encoding, suffix] of encodings) {
    if (accepts.includes(encoding) && existsSync(path + suffix)) {
      file = path + suffix;
      headers['Content-Encoding'] = encoding;
      break;
    }
  }
  headers['Content-Length'] = String(statSync(file).size);
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/**
 * The site and the demo API from one Node server. The demo's own endpoints (the outbox) are served when `demo` says
 * so, by default when `DEMO_ENDPOINTS=on` (`npm start` and `npm run test:e2e` set it).
 */
export function createAppServer(distDir = 'dist', { demo = demoEndpointsEnabled() }: { demo?: boolean } = {}): Server {
  const root = resolve(distDir);
  const handlers = apiHandlers(demo);
  const shell = join(root, 'index.html');
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      void handleApiRequest(req, res, handlers);
      return;
    }
    // robots.txt and the sitemaps come from the demo API's sitemap service, as nginx serves them.
    if (SEO_FILE.test(url.pathname)) {
      req.url = `${callPath(API.sitemaps)}${url.pathname}`;
      void handleApiRequest(req, res, handlers);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = url.pathname === '/' ? null : staticFile(root, url.pathname);
    if (file && !file.endsWith('.html')) {
      const immutable = url.pathname.startsWith('/assets/');
      sendFile(req, res, file, 200, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      return;
    }
    // Every other path is its first-paint page (else the SPA shell), with the status the route table gives it.
    const route = resolveRoute(url.pathname, url.search);
    const firstPaintFile = staticPageFileOf(url.pathname, url.search, route);
    const firstPaint = firstPaintFile && join(root, `.${firstPaintFile}`);
    sendFile(req, res, firstPaint && existsSync(firstPaint) ? firstPaint : shell, route.status, 'no-cache');
  });
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  const port = Number(process.env.PORT ?? 8080);
  createAppServer().listen(port, '127.0.0.1', () => {
    console.log(`Foyer is running at http://127.0.0.1:${port}/ (demo API at /api). Press Ctrl-C to stop.`);
  });
}
