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
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Two files at a time (a browser test mostly waits: for the network, animations, debounces), the nginx
        // tests among them.
        test: { name: 'browser', include: ['tests/{e2e,nginx}/**/*.test.ts'], sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        // After the browser tests, one file at a time: the prerender service's renders have deadlines that a
        // machine busy with two browser test files would make them miss.
        test: {
          name: 'prerender',
          include: ['tests/prerender/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
        },
      },
    ],
  },
});
