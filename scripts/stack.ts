// `npm run stack`: the production-like stack on this machine — nginx (own prefix, no root paths) in front
// of the build, the demo API over HTTP and the prerender service for crawlers. Ctrl-C stops it all.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { readConfig } from '../prerender/config';
import { startPrerenderService, type PrerenderService } from '../prerender/server';
import { createDemoApiServer } from '../src/mocks/http';
import { DEFAULT_NGINX_OPTIONS, renderNginxConf } from '../src/routing/nginx-config';

export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const REQUIRED_MODULES = ['ngx_http_perl_module.so', 'ngx_http_brotli_static_module.so'];

/** Why nginx cannot run here, or null when it can. */
export function nginxMissing(): string | null {
  const modules = REQUIRED_MODULES.filter((m) => !existsSync(join(DEFAULT_NGINX_OPTIONS.modulesDir, m)));
  if (NGINX_BINARY && modules.length === 0) return null;
  return 'nginx and its modules are needed: sudo apt-get install -y nginx libnginx-mod-http-perl libnginx-mod-http-brotli-static';
}

export interface StackOptions {
  port: number;
  apiPort: number;
  prerenderPort: number;
  stateDir?: string;
  /** Start the prerender service too (it needs Chromium); crawlers get the SPA shell without it. */
  prerender?: boolean;
  /** Extra prerender settings (PRERENDER_* variables). */
  prerenderEnv?: Record<string, string>;
  /**
   * Serve the demo's own endpoints and pages (the e-mail outbox), in the API and through nginx. On by
   * default: this stack is the demo. A production nginx configuration never has them.
   */
  demo?: boolean;
  /**
   * Serve HTTPS with HTTP/2 on `port`, as production does (nginx.https.conf.example), with a throw-away
   * certificate made by openssl (browsers must be told to accept it), and plain HTTP on `httpPort` that moves
   * every request there.
   */
  https?: { httpPort: number };
}

export interface RunningStack {
  base: string;
  prerender: PrerenderService | undefined;
  close: () => Promise<void>;
}

export const OPENSSL = ['/usr/bin/openssl', '/bin/openssl'].find((path) => existsSync(path));

/** A self-signed certificate for 127.0.0.1 and localhost, valid a day, in `dir`. */
export function throwAwayCertificate(dir: string): { certificate: string; key: string } {
  if (!OPENSSL) throw new Error('openssl is needed for the HTTPS stack: apt-get install -y openssl');
  const key = join(dir, 'key.pem');
  const certificate = join(dir, 'cert.pem');
  execFileSync(
    OPENSSL,
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
    try {
      // Not followed: on the HTTPS stack this is the plain port, whose answer moves to HTTPS.
      await fetch(`http://127.0.0.1:${port}/favicon.svg`, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer on ${port}: ${log()}`);
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const stateDir = options.stateDir ?? '.stack';
  const demo = options.demo ?? true;
  mkdirSync(stateDir, { recursive: true });
  const tls = options.https ? throwAwayCertificate(stateDir) : undefined;
  const conf = join(stateDir, 'nginx.conf');
  writeFileSync(
    conf,
    renderNginxConf({
      ...DEFAULT_NGINX_OPTIONS,
      listen: `127.0.0.1:${options.port}`,
      api: `127.0.0.1:${options.apiPort}`,
      prerender: `127.0.0.1:${options.prerenderPort}`,
      stateDir,
      demo,
      // The prerender service's browser and the browser tests call the API from this machine, many pages a
      // minute: the /api limit (tested on the production configuration in tests/nginx) leaves them alone.
      apiLimitExempt: ['127.0.0.1'],
      ...(tls && options.https
        ? {
            tls: {
              listen: `127.0.0.1:${options.port}`,
              httpListen: `127.0.0.1:${options.https.httpPort}`,
              httpsPort: options.port,
              serverName: '127.0.0.1',
              ...tls,
            },
          }
        : {}),
    }),
  );
  const api: Server = createDemoApiServer({ demo });
  await new Promise<void>((resolve) => api.listen(options.apiPort, '127.0.0.1', resolve));
  const nginx = spawn(NGINX_BINARY!, ['-p', process.cwd(), '-c', conf], { stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  await waitForPort(options.https?.httpPort ?? options.port, nginx, () => stderr);
  const base = `${options.https ? 'https' : 'http'}://127.0.0.1:${options.port}`;
  const prerender = options.prerender
    ? await startPrerenderService(
        readConfig({
          ...process.env,
          PRERENDER_ORIGIN: base,
          PRERENDER_PORT: String(options.prerenderPort),
          ...options.prerenderEnv,
        }),
      )
    : undefined;
  return {
    base,
    prerender,
    close: async () => {
      await prerender?.close();
      nginx.kill('SIGQUIT');
      await new Promise<void>((resolve) => api.close(() => resolve()));
    },
  };
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  const missing = nginxMissing();
  if (missing) {
    console.error(`\n*** ${missing}\n(npm start serves the site and the demo API with Node alone.)\n`);
    process.exit(1);
  }
  const chromium = existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
  if (!chromium) console.error('\n*** No Chromium (apt-get install -y chromium): crawlers get the SPA shell.\n');
  const stack = await startStack({
    port: Number(process.env.PORT ?? 8080),
    apiPort: Number(process.env.API_PORT ?? 8090),
    prerenderPort: Number(process.env.PRERENDER_PORT ?? 8091),
    prerender: chromium,
  });
  console.log(
    `Foyer stack: ${stack.base}/ (nginx → dist/, /api → demo API${stack.prerender ? `, crawlers → prerender at ${stack.prerender.url}` : ''}). Press Ctrl-C to stop.`,
  );
  const stop = () => void stack.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
