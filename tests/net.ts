// Helpers the server-starting tests and benchmarks share.
import { spawn, type ChildProcess } from 'node:child_process';
import { request, type Agent, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';

/** A port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/**
 * Whether a test file skips for want of a system package (`missing` says which, and how to install it): on CI it is a
 * failure instead, elsewhere a loud warning.
 */
export function skipWithout(missing: string | null, what: string): boolean {
  if (!missing) return false;
  if (process.env.CI) throw new Error(missing);
  console.warn(`\n*** SKIPPING ${what} *** ${missing}\n`);
  return true;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's length on the wire, in bytes (before any decoding). */
  bytes: number;
}

export interface CallInit {
  method?: string;
  headers?: Record<string, string>;
  /** A keep-alive agent for load runs; by default, a connection per request. */
  agent?: Agent | false;
  /** How to read the body: `latin1` keeps every byte as one character. */
  encoding?: BufferEncoding;
  /** A request body, sent whole (with its Content-Length unless the headers say `Transfer-Encoding: chunked`). */
  body?: string | Buffer;
}

/**
 * A raw HTTP request: the target goes on the wire exactly as written (absolute-form, odd escapes and all), which
 * `fetch` would normalise. Without a target, the path and query of `base`.
 */
export function call(base: string, target?: string, init: CallInit = {}): Promise<Answer> {
  const url = new URL(base);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: target ?? `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: init.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: body.toString(init.encoding ?? 'utf8'),
            bytes: body.length,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * Starts nginx (`-p prefix -c conf`) and resolves once `ready` answers (tried every 50 ms, 5 s at most); otherwise
 * fails with what nginx said.
 */
export async function startNginx(
  binary: string,
  conf: string,
  ready: () => Promise<unknown>,
  prefix = process.cwd(),
): Promise<ChildProcess> {
  const nginx = spawn(binary, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let i = 0; i < 100 && nginx.exitCode === null; i += 1) {
    try {
      await ready();
      return nginx;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  nginx.kill('SIGQUIT');
  throw new Error(`nginx did not start: ${stderr}`);
}
