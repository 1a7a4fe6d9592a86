import { existsSync } from 'node:fs';
import { builtDemo } from '../scripts/build-kind.mjs';

/**
 * Stops a test file that needs the built site when dist/ has none, or (`demo`) holds the deployment build,
 * which has not the demo's outbox page or captcha the browser tests use (scripts/ensure-build.mjs).
 */
export function requireBuild(kind: 'any' | 'demo' = 'any'): void {
  if (!existsSync('dist/index.html')) throw new Error('No build: run `npm run build:demo` first.');
  if (kind === 'any') return;
  // Unrecorded (an older build) is taken as the deployment one.
  if (builtDemo() !== true)
    throw new Error('dist/ holds the deployment build: the browser tests need `npm run build:demo`.');
}
