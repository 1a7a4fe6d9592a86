import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Import direction: app → features → routing → {api, domain, i18n, ui, config}; features never reach
// into each other, and the framework-free domain imports nothing of the app.
const zones = [
  {
    target: './src/domain',
    from: ['./src/app', './src/features', './src/routing', './src/api', './src/ui', './src/i18n', './src/mocks'],
  },
  { target: './src/api', from: ['./src/app', './src/features', './src/routing', './src/ui'] },
  { target: './src/ui', from: ['./src/app', './src/features', './src/routing', './src/api'] },
  { target: './src/i18n', from: ['./src/app', './src/features', './src/routing', './src/api'] },
  { target: './src/routing', from: ['./src/app', './src/features', './src/api'] },
  { target: './src/features', from: './src/app', except: ['./hooks.ts', './store.ts', './events.ts'] },
  { target: './src/(app|features|routing|api|ui|i18n|domain|config)', from: './src/mocks' },
  // A feature's API endpoints (`<name>-api.ts`) are its public face; everything else in it is private.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, ...features.map((other) => `./${other}/${other}-api.ts`)],
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'coverage', '.stack'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: true } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-default-export': 'off',
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
