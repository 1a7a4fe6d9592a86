import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import formatjs from 'eslint-plugin-formatjs';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const RESTRICTED_PATHS = [
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector'],
    message: 'Use the typed hooks in src/app/hooks.ts.',
  },
  { name: 'axios', message: 'Call the request layer (src/api) instead; only it talks to axios.' },
  { name: 'formik', message: 'Forms use the form kit in src/ui/form; only it imports formik.' },
];
// yup is for the form kit and the domain's own schemas: the pages that load neither never download it.
const YUP = { name: 'yup', message: 'Use the form kit in src/ui/form (or the schemas of src/domain/validation.ts).' };

const folders = (parent) =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = folders('src/features');
// src/pages/shared: what every page may use (the status pages and their layout).
const pages = folders('src/pages').filter((name) => name !== 'shared');

// Import direction: app → pages → features → routing → {api, domain, i18n, ui, config}. Pages compose
// features and features never know pages; a feature reaches another only through its public file
// (`<name>-api.ts`: what others may use, no HTTP implied), its RTK Query endpoints (`<name>-endpoints.ts`: the
// server data any feature may read from the one cache) and cross-feature events (app/events.ts); the framework-free domain imports nothing of
// the app. Checked on the resolved file (import-x with the TypeScript resolver), so a relative path such as
// `../../api/x` or `../other-page/x` is held to the same rules as an `@/` one.
const ROOT = import.meta.dirname;
const LAYERS = ['app', 'pages', 'features', 'routing', 'api', 'domain', 'i18n', 'ui', 'config'];
const LAYER_MAY_NOT_IMPORT = {
  domain: ['app', 'pages', 'features', 'routing', 'api', 'ui', 'i18n', 'mocks', 'config'],
  api: ['app', 'pages', 'features', 'routing', 'ui', 'mocks'],
  ui: ['app', 'pages', 'features', 'routing', 'api', 'mocks'],
  i18n: ['app', 'pages', 'features', 'routing', 'api', 'mocks'],
  routing: ['app', 'pages', 'features', 'api', 'mocks'],
  config: ['app', 'pages', 'features', 'routing', 'api', 'ui', 'i18n', 'mocks'],
  features: ['pages', 'mocks'],
  pages: ['mocks'],
  app: ['mocks'],
};
const ZONES = [
  ...Object.entries(LAYER_MAY_NOT_IMPORT).map(([layer, forbidden]) => ({
    target: `./src/${layer}`,
    from: forbidden.map((name) => `./src/${name}`),
    message: `src/${layer} may not import that layer.`,
  })),
  {
    target: ['./src/features', './src/pages'],
    from: './src/app',
    except: ['./hooks.ts', './store.ts', './events.ts'],
    message: 'Features and pages use only the typed hooks, the store types and the events of src/app.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: 'src/features/**',
    except: [
      `${ROOT}/src/features/${name}/**`,
      `${ROOT}/src/features/*/*-api.ts`,
      `${ROOT}/src/features/*/*-endpoints.ts`,
    ],
    message:
      'Another feature is reached only through its public <name>-api.ts, its RTK Query <name>-endpoints.ts, or app/events.ts.',
  })),
  ...pages.map((name) => ({
    target: `./src/pages/${name}`,
    from: 'src/pages/**',
    except: [`${ROOT}/src/pages/${name}/**`, `${ROOT}/src/pages/shared/**`],
    message: 'A page does not reach into another page.',
  })),
];
const STORAGES = ['localStorage', 'sessionStorage'];
const STORAGE_MESSAGE = 'Use localStore() or sessionStore() of src/api/browser-storage.ts.';
const packageRules = (paths) => ({ 'no-restricted-imports': ['error', { paths }] });

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'coverage', '.stack'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks, formatjs },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      'formatjs/no-invalid-icu': 'error',
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{aria-label,alt,title,placeholder}']] } },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed hooks in src/app/hooks.ts.',
            },
            { name: 'axios', message: 'Call the request layer (src/api) instead; only it talks to axios.' },
          ],
        },
      ],
    },
  },
  {
    // The app's own code (tests, their helpers `test-*.ts` and the demo API aside): layers, features and pages,
    // no import cycle. A test may set up a store of several features' slices, as app/store.ts does.
    files: [`src/{${LAYERS.join(',')}}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${ROOT}/tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...packageRules([...RESTRICTED_PATHS, YUP]),
      // Reaching storage throws where it is blocked (Safari private mode): localStore()/sessionStore() don't.
      'no-restricted-globals': ['error', ...STORAGES.map((name) => ({ name, message: STORAGE_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis'].flatMap((object) =>
          STORAGES.map((property) => ({ object, property, message: STORAGE_MESSAGE })),
        ),
      ],
    },
  },
  {
    files: ['src/api/browser-storage.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  // The domain's own schemas use yup; the form kit is where formik and yup live; the request layer is axios's.
  { files: ['src/domain/**/*.ts'], ignores: ['**/*.test.ts'], rules: packageRules(RESTRICTED_PATHS) },
  {
    files: ['src/ui/form/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: packageRules(RESTRICTED_PATHS.filter((p) => p.name !== 'formik')),
  },
  {
    files: ['src/api/request.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**', 'tests/**', 'scripts/**', 'src/mocks/**'],
    rules: {
      'formatjs/no-literal-string-in-jsx': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
