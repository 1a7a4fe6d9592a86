import { existsSync, readFileSync } from 'node:fs';

/**
 * Stops a test file that needs the built site when dist/ has none, or (`demo`) holds the deployment build,
 * which has not the demo's outbox page or captcha the browser tests use (scripts/ensure-build.mjs).
 */
export function requireBuild(kind: 'any' | 'demo' = 'any'): void {
  if (!existsSync('dist/index.html')) throw new Error('No build: run `npm run build:demo` first.');
  if (kind === 'any') return;
  let demo = false;
  try {
    demo = (JSON.parse(readFileSync('dist/.vite/build.json', 'utf8')) as { demo?: unknown }).demo === true;
  } catch {
    // Unrecorded: an older build, taken as the deployment one.
  }
  if (!demo) throw new Error('dist/ holds the deployment build: the browser tests need `npm run build:demo`.');
}
