import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
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

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Import direction: app → pages → features → routing → {api, domain, i18n, ui, config}. Pages compose
// features and features never know pages; a feature reaches another only through its endpoints
// (`<name>-api.ts`) and cross-feature events (app/events.ts); the framework-free domain imports nothing of
// the app. Written as import patterns on the `@/` alias, so no module resolver is needed.
const layer = (...names) => ({ regex: `^@/(${names.join('|')})(/|$)`, message: 'This layer may not import that one.' });
const BOUNDARIES = {
  'src/domain/**': [
    layer('app', 'pages', 'features', 'routing', 'api', 'ui', 'i18n', 'mocks', 'config'),
    { regex: '^react', message: 'The domain is framework-free.' },
  ],
  'src/api/**': [layer('app', 'pages', 'features', 'routing', 'ui', 'mocks')],
  'src/ui/**': [layer('app', 'pages', 'features', 'routing', 'api', 'mocks')],
  'src/i18n/**': [layer('app', 'pages', 'features', 'routing', 'api', 'mocks')],
  'src/routing/**': [layer('app', 'pages', 'features', 'api', 'mocks')],
  'src/config/**': [layer('app', 'pages', 'features', 'routing', 'api', 'ui', 'i18n', 'mocks')],
  'src/app/**': [layer('mocks')],
};
const APP_FOR_FEATURES = {
  regex: `^@/app/(?!(hooks|store|events)$)`,
  message: 'Features and pages use only the typed hooks, the store types and the events of src/app.',
};
const pages = readdirSync('src/pages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const pageBoundaries = pages.map((name) => ({
  files: [`src/pages/${name}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [...RESTRICTED_PATHS, YUP],
        patterns: [
          layer('mocks'),
          APP_FOR_FEATURES,
          { regex: `^@/pages/(?!${name}/)`, message: 'A page does not reach into another page.' },
        ],
      },
    ],
  },
}));
const featureBoundaries = features.map((name) => ({
  files: [`src/features/${name}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [...RESTRICTED_PATHS, YUP],
        patterns: [
          layer('mocks', 'pages'),
          APP_FOR_FEATURES,
          {
            regex: `^@/features/(?!${name}/)[^/]+/(?![^/]+-api$)`,
            message: 'Another feature is reached only through its <name>-api.ts endpoints or app/events.ts.',
          },
        ],
      },
    ],
  },
}));

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
  ...Object.entries(BOUNDARIES).map(([glob, patterns]) => ({
    files: [glob.endsWith('**') ? `${glob}/*.{ts,tsx}` : glob],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: glob === 'src/domain/**' ? RESTRICTED_PATHS : [...RESTRICTED_PATHS, YUP], patterns },
      ],
    },
  })),
  {
    // The form kit is where formik and yup live.
    files: ['src/ui/form/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: RESTRICTED_PATHS.filter((p) => p.name !== 'formik'), patterns: BOUNDARIES['src/ui/**'] },
      ],
    },
  },
  ...featureBoundaries,
  ...pageBoundaries,
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
