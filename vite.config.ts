/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messagePart, type MessagePart } from './src/i18n/message-parts';

/**
 * Translations are compiled to ICU syntax trees at build time, so the browser never ships or runs the
 * ICU parser (about 10 KiB gzip off the first load). The translations check guarantees no message is
 * missing, so react-intl never needs to parse a default message at run time.
 */
function precompileMessages(): Plugin {
  return {
    name: 'foyer:precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      const file =
        /[\\/]translations[\\/][a-z]{2}\.json(?:\?part=(core|detail|account|nav|legal|people|places|estimates))?$/.exec(
          id,
        );
      if (!file) return null;
      // `?part=core|detail|account|nav|legal|people|places|estimates`: one of the parts (src/i18n/message-parts.ts); no query: all.
      const part = file[1] as MessagePart | undefined;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => !part || messagePart(key) === part)
          .map(([key, text]) => [key, parse(text)]),
      );
      // A whole file stays JSON (the built-in JSON plugin makes it a module); a part, whose id has a query
      // the JSON plugin does not take, becomes the module here.
      const json = JSON.stringify(compiled);
      return { code: part ? `export default JSON.parse(${JSON.stringify(json)});` : json, map: null };
    },
  };
}

/**
 * The MSW service worker comes from the installed msw package (never a committed copy): served by the dev
 * server, and emitted into QA builds that run on the demo API in the browser (VITE_DEMO_WORKER=true).
 */
function mockServiceWorker(): Plugin {
  const source = () => readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
  return {
    name: 'foyer:mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      if (process.env.VITE_DEMO_WORKER === 'true') {
        this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: source() });
      }
    },
  };
}

const UNIT_TESTS = ['src/{domain,routing,i18n,config}/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
const UNIT_DIRS = /^src\/(domain|routing|i18n|config)\//;

/**
 * The integration test files by what they need, read from the files themselves so a new file lands in the
 * right project: the DOM their docblock names (`@vitest-environment happy-dom | jsdom`, none: Node), and
 * their own modules when they replace one with `vi.mock` or say so (`// Needs modules of its own: why`).
 */
function integrationTests() {
  const groups = { node: [] as string[], 'happy-dom': [] as string[], jsdom: [] as string[], isolated: [] as string[] };
  for (const entry of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
    const file = `src/${entry.replace(/\\/g, '/')}`;
    if (!/\.test\.tsx?$/.test(file) || UNIT_DIRS.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const dom = /^\/\/ @vitest-environment (happy-dom|jsdom)$/m.exec(text)?.[1] as 'happy-dom' | 'jsdom' | undefined;
    const ownModules = /\bvi\.(mock|doMock)\(/.test(text) || /^\/\/ Needs modules of its own\b/m.test(text);
    groups[ownModules ? 'isolated' : (dom ?? 'node')].push(file);
  }
  return groups;
}
// Read only when Vitest loads this config: a build or the dev server has no use for the scan.
const INTEGRATION = process.env.VITEST ? integrationTests() : { node: [], 'happy-dom': [], jsdom: [], isolated: [] };

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|redux|@reduxjs[\\/]toolkit|immer|reselect|redux-saga|@redux-saga[\\/][^\\/]+|use-sync-external-store|styled-components|stylis|@emotion[\\/][^\\/]+|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|tslib|@standard-schema[\\/][^\\/]+|cookie|set-cookie-parser)[\\/]/;

/**
 * The demo's own tools (src/config/env.ts DEMO_BUILD) are in the dev server, the tests and a build asked for
 * with VITE_DEMO=true (`npm run build:demo`, what `npm start`, `npm run stack` and `npm test` use) or made for
 * QA on the in-browser demo API (VITE_DEMO_WORKER=true); a deployment build (`npm run build`) has none.
 */
function demoBuild(command: 'build' | 'serve', mode: string): boolean {
  if (command === 'serve' || mode === 'test') return true;
  return process.env.VITE_DEMO === 'true' || process.env.VITE_DEMO_WORKER === 'true';
}

/** Records which build dist/ holds (dist/.vite/build.json), so `npm start` rebuilds a deployment build as a demo one. */
function buildRecord(demo: boolean): Plugin {
  return {
    name: 'foyer:build-record',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.vite/build.json', source: JSON.stringify({ demo }) });
    },
  };
}

/**
 * Preloads the body font from the HTML, so it arrives alongside the scripts instead of once the styles have
 * been applied (it is what the first screen's text is drawn in; its fallback is metric-matched, src/ui/fonts.css).
 */
function preloadBodyFont(): Plugin {
  return {
    name: 'foyer:preload-body-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /\/figtree-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    precompileMessages(),
    mockServiceWorker(),
    buildRecord(demoBuild(command, mode)),
    preloadBodyFont(),
  ],
  define: { __DEMO__: JSON.stringify(demoBuild(command, mode)) },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && mode !== 'test'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
            // React Router's package exports name only its development build (its dev warnings and invariant
            // texts; remix-run/react-router#12532, #14102): a build takes the production one it also ships.
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    // Source maps hold the full source: emitted for an error tracker's upload, but referenced by no file
    // (`hidden`), and nginx answers 404 for *.map, so the site never publishes them.
    sourcemap: 'hidden',
    assetsInlineLimit: 0,
    // Read by scripts/first-paint.mjs (each page's first chunks), which then deletes it: it is not published.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs (React, the router, the store, styles, intl) is one long-cached chunk,
            // instead of the handful of small shared chunks the default splitting makes of it.
            { name: 'framework', test: FRAMEWORK, priority: 2 },
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    // Both cores (Vitest's default keeps one free, which halves the suite's speed on this 2-core machine).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Framework-free rules: no demo API, no DOM set-up, so they start fast.
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          environment: 'node',
          setupFiles: ['./src/test/setup-unit.ts'],
          isolate: false,
          // Some checks read every source file (the translations' extraction) on a machine npm test keeps busy.
          testTimeout: 30_000,
        },
      },
      // Everything that talks to the demo API or renders: MSW in Node, unhandled requests fail. Files of one
      // project share a worker's modules, so the demo dataset and the app load once a worker, not once a file;
      // the set-up gives each file a fresh demo state, storage, cookies and DOM. One project a DOM, run one
      // after another (groupOrder), because a worker is reused only for a file of the same environment.
      ...(['node', 'happy-dom', 'jsdom'] as const).map((environment, index) => ({
        extends: true as const,
        test: {
          name: environment === 'node' ? 'integration' : `integration-${environment}`,
          include: INTEGRATION[environment],
          environment,
          // The theme's stylesheets are not loaded in tests; happy-dom then answers as if they had loaded.
          environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
          setupFiles: ['./src/test/setup.ts'],
          isolate: false,
          sequence: { groupOrder: index + 1 },
          // A worker's first call builds the demo dataset (about a second, several on a machine as loaded as
          // npm test makes it), and the first page a worker meets is transformed on demand.
          testTimeout: 60_000,
        },
      })),
      {
        extends: true,
        // Files that replace a module (`vi.mock`) get modules of their own, so the mock reaches no other file; so
        // do files that test what happens before a lazy module has loaded. Their docblock DOM still applies.
        test: {
          name: 'integration-isolated',
          include: INTEGRATION.isolated,
          environment: 'node',
          setupFiles: ['./src/test/setup.ts'],
          sequence: { groupOrder: 4 },
          testTimeout: 60_000,
        },
      },
    ],
  },
}));
