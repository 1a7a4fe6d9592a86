// The open-source prerenderers the issue compares our service with, run side by side on this machine:
// prerender.io's server (npm `prerender`, Chrome over chrome-remote-interface) and Rendertron (npm
// `rendertron`, deprecated, puppeteer 5). Neither is a dependency of the project: each is installed at run
// time into a scratch directory with the registry's ordinary client, browser downloads and install scripts
// off, and drives the system Chromium. Stock settings except what running here needs: the Chromium path and
// flags, 127.0.0.1, a profile inside the scratch directory.
//
// Neither caches by default (prerender.io's cache is a separate plugin, not installed; Rendertron's
// `cache` setting defaults to null), so every render is a miss. Neither reuses Chromium's HTTP cache
// either, so the site's JS/CSS are fetched on every render: prerender.io opens each page in a new browser
// context, Rendertron intercepts requests (puppeteer then disables the cache). How they wait: prerender.io
// answers once no request has been in flight for 500 ms, checked every 500 ms (or on window.prerenderReady,
// which the app does not set); Rendertron waits for networkidle0 (no connection for 500 ms, at most 10 s).
// Neither knows the app's ready signal, so both also wait for what loads after it (lazy chunks, flags).
//
// Point them at the Node server (scripts/serve.ts), never at nginx: both send a user agent the crawler list
// matches (HeadlessChrome; prerender.io appends "Prerender (+https://github.com/prerender/prerender)"), so
// nginx would hand their own page loads to our prerender service.
//
// What they give back (seen here with Chromium 156): status 200 for the results page and 404 for an unknown
// path, scripts stripped, but the styled-components <style data-styled> tag empty (its rules live in the
// CSSOM), so component styles are missing; Rendertron also adds <base href="<origin><dir of the path>">.
//
//   npx tsx tests/bench/prerender-competitors.ts [n=20] [path=/on/toronto-real-estate]
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_MACHINE_FLAGS } from '../../prerender/browser';
import { freePort } from '../net';

export interface Competitor {
  name: string;
  version: string;
  /** The URL on the competitor that renders `pageUrl`. */
  renderUrl(pageUrl: string): string;
  /** Kills the competitor's whole process tree, its Chromium included. */
  stop(): Promise<void>;
  /** The competitor's Node process (its Chromium is a descendant), e.g. to weigh its memory. */
  pid: number;
  /** Everything in its process tree, Chromium included (Linux /proc). */
  memory(): { rssMb: number; pssMb: number; processes: number };
}

export interface Unavailable {
  name: string;
  unavailable: string;
}

export type CompetitorName = 'prerender.io' | 'rendertron';

/** Exact versions: the latest of each on npm (Rendertron's last release, 2021). */
export const COMPETITOR_VERSIONS: Record<CompetitorName, { pkg: string; version: string }> = {
  'prerender.io': { pkg: 'prerender', version: '5.21.6' },
  rendertron: { pkg: 'rendertron', version: '3.1.0' },
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The machine's flags. Rendertron's puppeteer adds --headless itself.
const FLAGS = CHROMIUM_MACHINE_FLAGS.filter((flag) => flag !== '--headless');
const INSTALL_TIMEOUT_MS = 300_000;
const START_TIMEOUT_MS = 60_000;

export function isUnavailable(c: Competitor | Unavailable): c is Unavailable {
  return 'unavailable' in c;
}

// ---------------------------------------------------------------------------------------------------
// Processes

interface Proc {
  pid: number;
  parent: number;
  start: string;
}

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields resume after the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid, parent: Number(fields[1]), start: fields[19] ?? '' };
  } catch {
    return null;
  }
}

function allProcs(): Proc[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readProc(Number(entry)))
    .filter((p): p is Proc => p !== null);
}

/** The root and its descendants, each with its start time so a recycled pid is never mistaken for it. */
function processTree(root: number): Proc[] {
  const procs = allProcs();
  const tree = procs.filter((p) => p.pid === root);
  for (let i = 0; i < tree.length; i++) {
    const parent = tree[i]!.pid;
    tree.push(...procs.filter((p) => p.parent === parent));
  }
  return tree;
}

function alive(p: Proc): boolean {
  return readProc(p.pid)?.start === p.start;
}

function signal(p: Proc, sig: NodeJS.Signals): void {
  if (!alive(p)) return;
  try {
    process.kill(p.pid, sig);
  } catch {
    // It ended meanwhile.
  }
}

function treeMemory(root: number): { rssMb: number; pssMb: number; processes: number } {
  let rss = 0;
  let pss = 0;
  const tree = processTree(root);
  for (const p of tree) {
    try {
      const rollup = readFileSync(`/proc/${p.pid}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // The process ended while we looked.
    }
  }
  return { rssMb: rss / 1024, pssMb: pss / 1024, processes: tree.length };
}

/**
 * Kills a tree whose members may sit in other process groups (puppeteer launches Chromium detached) and
 * whose root would respawn its browser (Rendertron relaunches Chromium on `disconnected`): the root dies
 * first and at once, then the rest get SIGTERM (Chromium closes its own helpers), then SIGKILL.
 */
async function killTree(root: number): Promise<void> {
  const known = processTree(root);
  const [head, ...rest] = known;
  if (head) signal(head, 'SIGKILL');
  for (const p of rest) signal(p, 'SIGTERM');
  for (let waited = 0; waited < 5000 && known.some(alive); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    // Children that appeared after the snapshot, under members still alive.
    const procs = allProcs();
    for (const p of procs) {
      if (known.some((k) => k.pid === p.parent && alive(k)) && !known.some((k) => k.pid === p.pid)) {
        known.push(p);
        signal(p, 'SIGTERM');
      }
    }
  }
  for (const p of known) signal(p, 'SIGKILL');
}

/** Synchronous last resort when the bench exits without stopping a competitor. */
function killTreeNow(root: number): void {
  for (const p of processTree(root)) signal(p, 'SIGKILL');
}

// ---------------------------------------------------------------------------------------------------
// Install and start

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      command,
      args,
      { env, timeout: INSTALL_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`.trim()));
        else resolvePromise(stdout);
      },
    );
  });
}

/** Installs `pkg@version` into `dir` unless that exact version is already there; returns its folder. */
async function install(pkg: string, version: string, dir: string): Promise<string> {
  const folder = join(dir, 'node_modules', pkg);
  const manifest = join(folder, 'package.json');
  if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version === version)
    return folder;
  mkdirSync(dir, { recursive: true });
  const env = {
    ...process.env,
    PUPPETEER_SKIP_DOWNLOAD: '1',
    PUPPETEER_SKIP_CHROMIUM_DOWNLOAD: '1',
    PUPPETEER_SKIP_CHROME_DOWNLOAD: '1',
    npm_config_update_notifier: 'false',
  };
  // --ignore-scripts: puppeteer's install script would only download a browser.
  await run(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      `${pkg}@${version}`,
    ],
    env,
  );
  return folder;
}

function get(url: string, timeoutMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolvePromise, reject) => {
    const req = request(url, { timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolvePromise({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

interface Launch {
  child: ChildProcess;
  log: string;
}

/** Starts `node <script>` in its own process group, output to a log file (a full pipe would stall it). */
function launch(script: string, cwd: string, env: NodeJS.ProcessEnv, log: string): Launch {
  const fd = openSync(log, 'w');
  const child = spawn(process.execPath, [script], { cwd, env, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return { child, log };
}

/**
 * Waits until `ready()` holds; fails with the log's tail if the process ends first or time runs out,
 * leaving nothing of it running.
 */
async function waitUntil(name: string, { child, log }: Launch, ready: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  let problem = `${name} did not answer within ${START_TIMEOUT_MS / 1000} s`;
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) {
      problem = `${name} exited (${child.exitCode ?? child.signalCode}) before answering`;
      break;
    }
    if (await ready().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  await killTree(child.pid!);
  try {
    process.kill(-child.pid!, 'SIGKILL'); // what is left of its process group
  } catch {
    // Nothing was.
  }
  throw new Error(`${problem}:\n${tail(log)}`);
}

// prerender.io's own server.js with its options spelled out: the same plugins, Chrome's stock flags
// (--headless, --disable-gpu, --remote-debugging-port, --hide-scrollbars) plus this machine's.
const PRERENDER_LAUNCHER = `'use strict';
const prerender = require('prerender');
const port = Number(process.env.PORT);
const debuggingPort = Number(process.env.BROWSER_DEBUGGING_PORT);
const server = prerender({
  port,
  host: '127.0.0.1',
  chromeLocation: process.env.CHROME_LOCATION,
  browserDebuggingPort: debuggingPort,
  chromeFlags: [
    '--headless',
    ...JSON.parse(process.env.CHROME_FLAGS),
    '--remote-debugging-port=' + debuggingPort,
    '--remote-debugging-address=127.0.0.1',
    '--hide-scrollbars',
    '--user-data-dir=' + process.env.CHROME_PROFILE,
  ],
});
server.use(prerender.sendPrerenderHeader());
server.use(prerender.browserForceRestart());
server.use(prerender.addMetaTags());
server.use(prerender.removeScriptTags());
server.use(prerender.httpHeaders());
server.start();
`;

async function startPrerenderIo(port: number, dir: string): Promise<Competitor> {
  const { pkg, version } = COMPETITOR_VERSIONS['prerender.io'];
  await install(pkg, version, dir);
  const script = join(dir, 'launch-prerender.cjs');
  writeFileSync(script, PRERENDER_LAUNCHER);
  const profile = join(dir, 'chromium-profile');
  mkdirSync(profile, { recursive: true });
  const log = join(dir, 'prerender.log');
  const started = launch(
    script,
    dir,
    {
      ...process.env,
      CHROME_LOCATION: CHROMIUM,
      CHROME_FLAGS: JSON.stringify(FLAGS),
      CHROME_PROFILE: profile,
      PORT: String(port),
      BROWSER_DEBUGGING_PORT: String(await freePort()),
    },
    log,
  );
  // Express listens before Chrome is up; requests then fail until the log says Chrome started.
  await waitUntil('prerender.io', started, async () => {
    if (!/Started Chrome/.test(tail(log, 50))) return false;
    return (await get(`http://127.0.0.1:${port}/`, 2000)).status > 0;
  });
  return competitor(
    'prerender.io',
    version,
    started,
    (pageUrl) => `http://127.0.0.1:${port}/render?url=${encodeURIComponent(pageUrl)}`,
  );
}

async function startRendertron(port: number, dir: string): Promise<Competitor> {
  const { pkg, version } = COMPETITOR_VERSIONS.rendertron;
  const folder = await install(pkg, version, dir);
  // Rendertron reads only <package>/config.json; cache stays at its default, null (no cache).
  writeFileSync(
    join(folder, 'config.json'),
    JSON.stringify({ port: String(port), host: '127.0.0.1', puppeteerArgs: FLAGS }, null, 2),
  );
  const tmp = join(dir, 'tmp'); // puppeteer's throw-away profiles land here, not in the shared /tmp
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const log = join(dir, 'rendertron.log');
  const started = launch(
    join(folder, 'build', 'rendertron.js'),
    dir,
    { ...process.env, PUPPETEER_EXECUTABLE_PATH: CHROMIUM, TMPDIR: tmp, PORT: String(port), HOST: '127.0.0.1' },
    log,
  );
  // Rendertron listens only once puppeteer has launched Chromium.
  await waitUntil(
    'rendertron',
    started,
    async () => (await get(`http://127.0.0.1:${port}/_ah/health`, 2000)).status === 200,
  );
  return competitor(
    'rendertron',
    version,
    started,
    (pageUrl) => `http://127.0.0.1:${port}/render/${pageUrl}`,
    () => rmSync(tmp, { recursive: true, force: true }),
  );
}

function competitor(
  name: string,
  version: string,
  { child }: Launch,
  renderUrl: (u: string) => string,
  cleanUp: () => void = () => undefined,
): Competitor {
  const pid = child.pid!;
  // It runs in its own process group, so a Ctrl-C or a kill of the bench would not reach it: take it down
  // on exit and on those signals, then let the signal do what it would have done.
  const onExit = () => killTreeNow(pid);
  const onSignal = (sig: NodeJS.Signals) => {
    killTreeNow(pid);
    detach();
    if (process.listenerCount(sig) === 0) process.kill(process.pid, sig);
  };
  const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const detach = () => {
    process.off('exit', onExit);
    for (const sig of SIGNALS) process.off(sig, onSignal);
  };
  process.once('exit', onExit);
  for (const sig of SIGNALS) process.on(sig, onSignal);
  let stopping: Promise<void> | null = null;
  return {
    name,
    version,
    pid,
    renderUrl,
    memory: () => treeMemory(pid),
    stop: () => {
      stopping ??= killTree(pid).finally(() => {
        detach();
        cleanUp();
      });
      return stopping;
    },
  };
}

/**
 * Installs (into `scratchDir/<name>`, reused when the exact version is there) and starts a competitor on
 * 127.0.0.1:`port`, resolving once it answers. When it cannot run here, says exactly why instead.
 */
export async function startCompetitor(
  name: CompetitorName,
  port: number,
  scratchDir: string,
): Promise<Competitor | Unavailable> {
  if (!existsSync(CHROMIUM)) return { name, unavailable: `no Chromium at ${CHROMIUM}` };
  const dir = resolve(scratchDir, name === 'prerender.io' ? 'prerender.io' : 'rendertron');
  try {
    return name === 'prerender.io' ? await startPrerenderIo(port, dir) : await startRendertron(port, dir);
  } catch (error) {
    return { name, unavailable: error instanceof Error ? error.message : String(error) };
  }
}

// ---------------------------------------------------------------------------------------------------
// Measure

export interface CompetitorFigures {
  name: string;
  version: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
  /** Size of the last rendered HTML, bytes. */
  bytes: number;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** What a good render of a results page holds: status 200 and listing prices. */
export function checkRender(status: number, html: string): string | null {
  if (status !== 200) return `status ${status}`;
  // "$2,155,000" in English, "2 155 000 $" in French.
  if (!/\$\s?\d|\d\s?\$/.test(html)) return 'no listing price ("$…") in the HTML';
  return null;
}

/**
 * `n` sequential renders of `pageUrl` through the competitor (each a miss: neither keeps a cache in its
 * stock setup), after one unmeasured warm-up (Chromium's first tab, V8 warming up). Every render must
 * pass `checkRender`, or this throws. Milliseconds from request to the last byte, measured here.
 */
export async function measureCompetitor(c: Competitor, pageUrl: string, n: number): Promise<CompetitorFigures> {
  const url = c.renderUrl(pageUrl);
  const once = async (): Promise<{ ms: number; bytes: number }> => {
    const started = performance.now();
    const { status, body } = await get(url, 60_000);
    const ms = performance.now() - started;
    const problem = checkRender(status, body);
    if (problem) throw new Error(`${c.name} rendered ${pageUrl} badly: ${problem}`);
    return { ms, bytes: Buffer.byteLength(body) };
  };
  await once();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const result = await once();
    times.push(result.ms);
    bytes = result.bytes;
  }
  times.sort((a, b) => a - b);
  return {
    name: c.name,
    version: c.version,
    n,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1] ?? Number.NaN,
    bytes,
  };
}

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const n = Number(process.argv[2] ?? 20);
  const path = process.argv[3] ?? '/on/toronto-real-estate';
  const scratch = process.env.COMPETITORS_DIR ?? '/tmp/competitors';
  const { createAppServer } = await import('../../scripts/serve');
  const site: Server = createAppServer('dist');
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  const pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}${path}`;
  try {
    console.log(`Competitors, ${n} sequential renders (misses) of ${path}, after one warm-up:`);
    for (const name of ['prerender.io', 'rendertron'] as const) {
      const c = await startCompetitor(name, await freePort(), scratch);
      if (isUnavailable(c)) {
        console.log(`  ${name}: unavailable: ${c.unavailable}`);
        continue;
      }
      try {
        const f = await measureCompetitor(c, pageUrl, n);
        const mem = c.memory();
        console.log(
          `  ${`${f.name} ${f.version}`.padEnd(20)} p50 ${f.p50.toFixed(0).padStart(5)} ms  p95 ${f.p95
            .toFixed(0)
            .padStart(5)} ms  max ${f.max.toFixed(0).padStart(5)} ms  ${(f.bytes / 1024).toFixed(1)} KiB HTML  ` +
            `PSS ${mem.pssMb.toFixed(0)} MB in ${mem.processes} processes`,
        );
      } finally {
        await c.stop();
      }
    }
  } finally {
    await new Promise<void>((r) => site.close(() => r()));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
