import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtDemo } from './build-kind.mjs';

// What only the demo's tools contain (src/config/env.ts `__DEMO__`), each checked to be in the sources first, so a
// renamed marker fails here instead of passing for nothing.
const MARKERS = [
  { text: 'X-Demo-Mailbox', source: 'src/api/demo-mailbox.ts' },
  { text: 'foyer.demoMailbox', source: 'src/api/demo-mailbox.ts' },
  { text: 'api/v1/demo/', source: 'src/api/contract/demo.ts' },
  { text: 'api/v1/user/captcha', source: 'src/api/contract/demo.ts' },
];

describe('the build made for deployment (`npm run build`)', () => {
  let out = '';
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'foyer-deploy-'));
    // As `npm run build` makes it: none of the variables this test run has (NODE_ENV=test, VITEST).
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
    execFileSync('node', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', out], {
      env,
      stdio: 'pipe',
    });
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('carries none of the demo tools: no outbox page, mailbox header or demo captcha, not even as a chunk', () => {
    const scripts = readdirSync(join(out, 'assets')).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((name) => /demo/i.test(name))).toEqual([]);
    const code = scripts.map((name) => readFileSync(join(out, 'assets', name), 'utf8')).join('\n');
    for (const { text, source } of MARKERS) {
      expect(readFileSync(source, 'utf8')).toContain(text);
      expect(code.includes(text), text).toBe(false);
    }
    expect(builtDemo(out)).toBe(false);
  });
});
