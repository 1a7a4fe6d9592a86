import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createAppServer } from '../../scripts/serve';
import { nginxMissing, startStack } from '../../scripts/stack';
import { installTestClock, TEST_NOW } from '../../src/test/clock';
import { freePort } from '../net';
import { CHROMIUM_PATH, hasChromium, launchBrowser } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stack every browser test file shares; none when Chromium is missing outside CI (skipped). */
    browserStack: { base: string; browserWSEndpoint: string; clockStart: number } | null;
  }
}

/**
 * One production stack for every browser test file, started once: nginx in front of the build and the demo
 * API (in this process, on the test clock, so its dataset's "today" is the tests' own), and one Chromium that
 * each file connects to. Without nginx (a developer machine) the Node start server stands in, loudly; in CI
 * that fails, and so does a missing Chromium.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const clockStart = Date.now();
  installTestClock(globalThis, TEST_NOW, clockStart);
  if (!hasChromium()) {
    const message = `Chromium was not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
    if (process.env.CI) throw new Error(message);
    console.warn(`\n*** SKIPPING BROWSER TESTS *** ${message}\n`);
    project.provide('browserStack', null);
    return () => Promise.resolve();
  }
  const missing = nginxMissing();
  let base: string;
  let stop: () => Promise<void>;
  if (missing) {
    if (process.env.CI) throw new Error(missing);
    console.warn(`\n*** BROWSER TESTS WITHOUT NGINX *** ${missing}\n`);
    const server: Server = createAppServer('dist');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  } else {
    const stack = await startStack({
      port: await freePort(),
      apiPort: await freePort(),
      prerenderPort: await freePort(),
      stateDir: mkdtempSync(join(tmpdir(), 'foyer-stack-')),
    });
    base = stack.base;
    stop = stack.close;
  }
  const browser = await launchBrowser();
  project.provide('browserStack', { base, browserWSEndpoint: browser.wsEndpoint(), clockStart });
  return async () => {
    await browser.close();
    await stop();
  };
}
