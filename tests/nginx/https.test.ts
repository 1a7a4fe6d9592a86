// The production HTTPS configuration (nginx.https.conf.example) run for real, with a throw-away certificate: plain
// HTTP moves to HTTPS on the same host, and the headers score A+ with Mozilla HTTP Observatory's rules.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxMissing, NGINX_BINARY, OPENSSL, throwAwayCertificate } from '../../scripts/stack';
import { BACKENDS, backendBase, type Backend } from '../../src/api/backends';
import { DEMO_API } from '../../src/api/contract/demo';
import {
  DEMO_API_PREFIX,
  HTTPS_EXAMPLE_OPTIONS,
  PROD_API_ORIGINS,
  PROD_IMAGE_ORIGINS,
  renderNginxConf,
} from '../../src/routing/nginx-config';
import { call, freePort, skipWithout, startNginx } from '../net';
import { observatory } from './observatory';
import { requireBuild } from '../build';

const skip = skipWithout(
  nginxMissing() ?? (OPENSSL ? null : 'openssl is needed for a test certificate: apt-get install -y openssl'),
  'HTTPS CONFIGURATION',
);

interface Secure {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function getSecure(port: number, path: string): Promise<Secure> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, rejectUnauthorized: false, servername: 'localhost', agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(skip)('the production HTTPS configuration', () => {
  let nginx: ChildProcess;
  let httpPort = 0;
  let httpsPort = 0;

  beforeAll(async () => {
    requireBuild();
    const state = mkdtempSync(join(tmpdir(), 'foyer-https-'));
    const { key, certificate } = throwAwayCertificate(state);
    httpPort = await freePort();
    httpsPort = await freePort();
    const conf = join(state, 'nginx.conf');
    writeFileSync(
      conf,
      renderNginxConf({
        ...HTTPS_EXAMPLE_OPTIONS,
        root: 'dist',
        stateDir: state,
        api: `127.0.0.1:${await freePort()}`,
        prerender: `127.0.0.1:${await freePort()}`,
        tls: {
          ...HTTPS_EXAMPLE_OPTIONS.tls!,
          listen: `127.0.0.1:${httpsPort}`,
          httpListen: `127.0.0.1:${httpPort}`,
          httpsPort,
          certificate,
          key,
        },
      }),
    );
    nginx = await startNginx(NGINX_BINARY!, conf, () => getSecure(httpsPort, '/favicon.svg'));
  });

  afterAll(() => {
    nginx?.kill('SIGQUIT');
  });

  it('moves every plain HTTP request to HTTPS on the same host, path and query kept', async () => {
    const answer = await call(`http://127.0.0.1:${httpPort}`, '/fr/on/toronto-real-estate?view=map');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://127.0.0.1:${httpsPort}/fr/on/toronto-real-estate?view=map`);
  });

  it('serves the site over HTTPS with HSTS for a year or more, subdomains included', async () => {
    const page = await getSecure(httpsPort, '/fr/on/toronto-real-estate');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const hsts = String(page.headers['strict-transport-security']);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
  });

  it('scores A+ with Mozilla HTTP Observatory’s rules, on pages, the 404 page and API answers', async () => {
    for (const path of ['/', '/fr/on/toronto-real-estate', '/no-such-page', '/api/v1/demo/outbox']) {
      const page = await getSecure(httpsPort, path);
      const http = await call(`http://127.0.0.1:${httpPort}`, path);
      const report = observatory({
        headers: page.headers,
        http: { status: http.status, location: http.headers.location, host: '127.0.0.1' },
      });
      console.log(`Observatory ${path}: ${report.score} ${report.grade}`);
      const failed = Object.entries(report.tests).filter(([, test]) => test.modifier < 0);
      expect(failed, path).toEqual([]);
      expect(report.grade, path).toBe('A+');
    }
  });

  it('names the production backends and the demo endpoints as src/api does', () => {
    const origins = (backends: readonly Backend[]) => [
      ...new Set(backends.map((backend) => new URL(backendBase(backend, 'prod', undefined)).origin)),
    ];
    expect([...PROD_API_ORIGINS].sort()).toEqual(origins(BACKENDS).sort());
    expect([...PROD_IMAGE_ORIGINS].sort()).toEqual(origins(['gateway', 'agentsOffices', 'blog', 'news']).sort());
    for (const entry of Object.values(DEMO_API)) expect(entry.resource.startsWith(`${DEMO_API_PREFIX}/`)).toBe(true);
  });

  it('allows images only from its own origin, data: URLs, the tile server and the image backends', async () => {
    const csp = String((await getSecure(httpsPort, '/')).headers['content-security-policy']);
    const img = /img-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(img).not.toContain('https:');
    expect(img).not.toContain('*');
    expect(img).toContain('https://tile.openstreetmap.org');
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
