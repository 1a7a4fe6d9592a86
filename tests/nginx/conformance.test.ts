import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NGINX_OPTIONS, renderNginxConf } from '../../src/routing/nginx-config';
import { resolveRoute } from '../../src/routing/resolve';
import { DIRECTORY_PAGES, LATEST_PAGES, LEGAL_PAGES } from '../../src/routing/route-table';
import { REDIRECTS } from '../../src/routing/redirects';
import { CORPUS, DATASET_LISTING_URLS } from './corpus';
import { call, freePort, type Answer } from '../net';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

function unavailable(): boolean {
  if (NGINX && existsSync('/usr/lib/nginx/modules/ngx_http_perl_module.so')) return false;
  const message =
    'nginx with its perl and brotli modules is missing: apt-get install -y nginx libnginx-mod-http-perl libnginx-mod-http-brotli-static';
  if (process.env.CI) throw new Error(message);
  console.warn(`\n*** SKIPPING NGINX CONFORMANCE *** ${message}\n`);
  return true;
}

const get = (port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  call(`http://127.0.0.1:${port}`, path, { headers, encoding: 'latin1' });

const skip = unavailable();
const GOOGLEBOT = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

describe.skipIf(skip)('nginx and the SPA resolver agree', () => {
  let nginx: ChildProcess;
  let port = 0;
  let prerender: Server;
  let prerenderUp = true;

  beforeAll(async () => {
    if (!existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first.');
    const state = mkdtempSync(join(tmpdir(), 'foyer-nginx-'));
    port = await freePort();
    const prerenderPort = await freePort();
    // A stand-in prerender service, so the crawler route can be checked up and down.
    prerender = createServer((req, res) => {
      if (!prerenderUp) {
        req.socket.destroy();
        return;
      }
      const status = resolveRoute(...splitUrl(req.url ?? '/')).status;
      res.writeHead(status, { 'Content-Type': 'text/html' }).end(`<html>prerendered ${req.url ?? ''}</html>`);
    });
    await new Promise<void>((resolve) => prerender.listen(prerenderPort, '127.0.0.1', resolve));
    const conf = join(state, 'nginx.conf');
    writeFileSync(
      conf,
      renderNginxConf({
        ...DEFAULT_NGINX_OPTIONS,
        listen: `127.0.0.1:${port}`,
        api: `127.0.0.1:${await freePort()}`,
        prerender: `127.0.0.1:${prerenderPort}`,
        stateDir: state,
      }),
    );
    nginx = spawn(NGINX!, ['-p', process.cwd(), '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    for (let i = 0; i < 100; i += 1) {
      try {
        await get(port, '/');
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error(`nginx did not start: ${stderr}`);
  });

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await new Promise<void>((resolve) => prerender?.close(() => resolve()));
  });

  it(`has a corpus of at least 150 URLs covering every rule (${CORPUS.length})`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
    // At least 200 detail URLs come from the demo dataset, not from hand-written examples.
    expect(DATASET_LISTING_URLS.length).toBeGreaterThanOrEqual(200);
    for (const url of DATASET_LISTING_URLS) expect(CORPUS).toContain(url);
    const rules = new Set(CORPUS.map((url) => resolveRoute(...splitUrl(url)).rule));
    for (const name of ['home', 'city', 'listing-detail', 'agent-bio', 'office-detail', 'reset-password', 'profile']) {
      expect(rules.has(name), name).toBe(true);
    }
    expect(DIRECTORY_PAGES.length + LATEST_PAGES.length + LEGAL_PAGES.length + REDIRECTS.length).toBeGreaterThan(0);
  });

  it('answers every corpus URL with the resolver’s status and Location', async () => {
    const disagreements: string[] = [];
    for (const url of CORPUS) {
      const expected = resolveRoute(...splitUrl(url));
      const answer = await get(port, url);
      const location = answer.headers.location ?? null;
      const expectedLocation = expected.status === 301 ? (expected.redirect ?? null) : null;
      if (answer.status !== expected.status || location !== expectedLocation) {
        disagreements.push(
          `${url}: nginx ${answer.status} ${location ?? ''} / SPA ${expected.status} ${expectedLocation ?? ''}`,
        );
      }
    }
    expect(disagreements).toEqual([]);
    for (const url of DATASET_LISTING_URLS) expect(resolveRoute(url).status, url).toBe(200);
  });

  it('gives a crawler the status a person gets for every corpus URL, with the prerender service down', async () => {
    prerenderUp = false;
    try {
      const disagreements: string[] = [];
      for (const url of CORPUS) {
        const person = await get(port, url);
        const crawler = await get(port, url, GOOGLEBOT);
        if (crawler.status !== person.status || crawler.headers.location !== person.headers.location) {
          disagreements.push(`${url}: person ${person.status} / crawler ${crawler.status}`);
        }
        if (crawler.status === 200 || crawler.status === 404) expect(crawler.body, url).toContain('<div id="root">');
      }
      expect(disagreements).toEqual([]);
    } finally {
      prerenderUp = true;
    }
  });

  it('sends crawlers to the prerender service for every page, which answers with the page’s status', async () => {
    const wrong: string[] = [];
    for (const url of CORPUS) {
      const expected = resolveRoute(...splitUrl(url));
      if (expected.status === 301 || expected.status === 400) continue;
      const answer = await get(port, url, GOOGLEBOT);
      // The stand-in answers with the resolver's status, as the real service answers with the page's.
      const prerendered = answer.body.includes('prerendered');
      if (answer.status !== expected.status || (expected.status === 200 && !prerendered)) {
        wrong.push(`${url}: ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('serves the SPA shell for pages and for the 404, never cached', async () => {
    for (const path of ['/fr/luxury', '/no-such-page']) {
      const answer = await get(port, path);
      expect(answer.body).toContain('<div id="root">');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['strict-transport-security']).toContain('max-age=');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBeDefined();
      expect(answer.headers['permissions-policy']).toBeDefined();
    }
  });

  it('caches hashed assets for a year and sends their precompressed copies', async () => {
    const html = (await get(port, '/')).body;
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const plain = await get(port, script!);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(port, script!, { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBe('br');
    expect((await get(port, script!, { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('never serves a file from outside the build output', async () => {
    for (const path of [
      '/package.json',
      '/src/main.tsx',
      '/.git/config',
      '/nginx.conf',
      '/assets/../../package.json',
    ]) {
      const answer = await get(port, path);
      expect(answer.body, path).not.toContain('"dependencies"');
      expect([400, 404], path).toContain(answer.status);
    }
  });

  it('sends crawlers to the prerender service, and the SPA shell when it is down', async () => {
    const googlebot = GOOGLEBOT;
    const up = await get(port, '/fr/on/toronto-real-estate', googlebot);
    expect(up.body).toContain('prerendered /fr/on/toronto-real-estate');
    const person = await get(port, '/fr/on/toronto-real-estate', {
      'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Instagram 300.0',
    });
    expect(person.body).toContain('<div id="root">');
    prerenderUp = false;
    const down = await get(port, '/fr/on/toronto-real-estate', googlebot);
    expect(down.status).toBe(200);
    expect(down.body).toContain('<div id="root">');
    // No soft 404: an unknown path stays a 404 for a crawler when the service is down.
    const missing = await get(port, '/fr/on/no-such-page', googlebot);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    prerenderUp = true;
  });
});

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}
