import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: the production build behind nginx and the demo API, started once for every file by the global
// set-up and driven in the system Chromium; then nginx conformance and the prerender service on stacks of their own.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  test: {
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Three files at a time on two cores: a browser test mostly waits (for the network, animations, debounces),
    // and with two at a time the machine sat 40 % idle (309 s; three: 265 s, `npm run test:e2e`).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: { name: 'browser', include: ['tests/{e2e,nginx}/**/*.test.ts'] },
      },
      {
        extends: true,
        // Beside the browser tests, one file at a time: the prerender service's renders have deadlines, and
        // these files start their own stacks.
        test: { name: 'prerender', include: ['tests/prerender/**/*.test.ts'], maxWorkers: 1 },
      },
    ],
  },
});
