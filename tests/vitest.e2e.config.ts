import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: the production build served by scripts/serve.ts, driven in the system Chromium.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  test: {
    include: ['tests/{e2e,nginx,prerender}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
