// The generated nginx `map` and isCrawler (the SPA's and the prerender service's detector) agree on every
// user agent of both public corpora: real nginx (its PCRE) answers `$is_crawler` for each one.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCrawler, nginxCrawlerMap } from '../../src/domain/crawlers';
import { browserUserAgents, crawlerInstances } from '../crawler-corpus';
import { freePort, skipWithout } from '../net';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path));
const CONCURRENCY = 16;

const unavailable = () => skipWithout(NGINX ? null : 'nginx is missing: apt-get install -y nginx', 'NGINX CRAWLER MAP');

/** nginx's `$is_crawler` for one user agent (none sent when it is undefined). */
function ask(port: number, agent: Agent, userAgent: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = userAgent === undefined ? {} : { 'User-Agent': userAgent };
    const req = request({ host: '127.0.0.1', port, path: '/', agent, headers }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(body) : reject(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

const skip = unavailable();

describe.skipIf(skip)('the generated nginx map agrees with isCrawler', () => {
  let nginx: ChildProcess | undefined;
  let state = '';
  let port = 0;
  let stderr = '';
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  beforeAll(async () => {
    state = mkdtempSync(join(tmpdir(), 'foyer-crawler-map-'));
    port = await freePort();
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((name) => `  ${name}_temp_path ${state}/${name};`)
      .join('\n');
    writeFileSync(
      join(state, 'nginx.conf'),
      `daemon off;
pid ${state}/nginx.pid;
error_log ${state}/error.log;
worker_processes 1;
events { worker_connections 256; }
http {
${temp}
  access_log off;
  keepalive_requests 100000;
  default_type text/plain;
${nginxCrawlerMap()}
  server {
    listen 127.0.0.1:${port};
    location / { return 200 $is_crawler; }
  }
}
`,
    );
    nginx = spawn(NGINX!, ['-p', state, '-c', join(state, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    for (let i = 0; i < 100 && nginx.exitCode === null; i += 1) {
      try {
        await ask(port, agent, undefined);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const log = existsSync(join(state, 'error.log')) ? readFileSync(join(state, 'error.log'), 'utf8') : '';
    throw new Error(`nginx did not start: ${stderr}${log}`);
  });

  afterAll(async () => {
    agent.destroy();
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    if (state) rmSync(state, { recursive: true, force: true });
  });

  it('answers 0 without a user agent, like isCrawler', async () => {
    expect(await ask(port, agent, undefined)).toBe('0');
    expect(isCrawler(undefined)).toBe(false);
  });

  it('gives every crawler and browser user agent the verdict isCrawler gives', async () => {
    const userAgents = [...new Set([...crawlerInstances().map((c) => c.userAgent), ...browserUserAgents()])];
    expect(userAgents.length).toBeGreaterThan(2500);
    const answers = new Array<string>(userAgents.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < userAgents.length) {
          const index = next++;
          answers[index] = await ask(port, agent, userAgents[index]);
        }
      }),
    );
    const disagreements = userAgents.flatMap((userAgent, index) => {
      const expected = isCrawler(userAgent) ? '1' : '0';
      return answers[index] === expected ? [] : [`nginx ${answers[index]}, isCrawler ${expected}: ${userAgent}`];
    });
    const crawlers = answers.filter((answer) => answer === '1').length;
    console.info(`nginx and isCrawler agree on ${userAgents.length - disagreements.length} / ${userAgents.length}`);
    expect(disagreements, `nginx disagrees with isCrawler:\n  ${disagreements.join('\n  ')}`).toEqual([]);
    // Both verdicts occur, so agreement is not a constant answer.
    expect(crawlers).toBeGreaterThan(2000);
    expect(userAgents.length - crawlers).toBeGreaterThan(500);
  });
});
