/**
 * ESLint for the whole tree (`npm run lint`, a stage of `npm test`): typescript-eslint with type
 * information, the React hooks rules, jsx-a11y, and the test rules that catch a test that cannot fail
 * (vitest for *.test.ts(x), Playwright for tests/e2e). Formatting is Prettier's, not ESLint's.
 */
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Test helpers that assert for the test that calls them: a test that calls one of these has an
 * assertion (expect-expect), here and in tests/e2e.
 */
const ASSERTING_HELPERS = [
  'expect',
  'expect.*',
  // fast-check's property runner: it throws with the counterexample when a property fails.
  'fc.assert',
  'expectNoAxeViolations',
  'expectNoFooterViolations',
  'checkFormStates',
  'checkOpenStates',
  // forms/mortgage-quote/form.test.tsx: the field's error message in its description, and aria-invalid.
  'expectError',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      '.next-edit/',
      'out/',
      'next-env.d.ts',
      'test-results/',
      'playwright-report/',
      '.bench/',
      'public/',
      '.cache/',
      '.lighthouse/',
      '.editor-site/',
      // The issue-39 build test's planted copy of the project, while it runs.
      '.planted-build-*/',
      '.kept/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.mjs', '.dependency-cruiser.cjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An unused argument named with a leading underscore is a signature kept on purpose (a callback's shape).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // A CommonJS config file (dependency-cruiser's) has no other way to export.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  {
    // Hooks live in .ts files too (the form engine's use-*.ts, useFormEngine.ts): the same rules of hooks.
    files: ['{app,components,forms,editor}/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // ARCHITECTURE.md: the brand is passed down from the route, so one compile serves eight brands and
    // a component renders the same for whatever environment the build ran in.
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'A component takes the brand and its settings as props from the route; it never reads process.env.' },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    languageOptions: { globals: vitest.environments.env.globals },
    rules: {
      // Test doubles keep the async shape of what they stand in for, and act(async () => ...) flushes what a promise resolves.
      '@typescript-eslint/require-await': 'off',
      'vitest/no-conditional-expect': 'error',
      'vitest/no-standalone-expect': 'error',
      'vitest/expect-expect': ['error', { assertFunctionNames: ASSERTING_HELPERS }],
    },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/no-conditional-in-test': 'error',
      'playwright/no-conditional-expect': 'error',
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-force-option': 'error',
      'playwright/no-standalone-expect': 'error',
      'playwright/expect-expect': ['error', { assertFunctionNames: ASSERTING_HELPERS }],
    },
  },
  {
    // A spec that opens pages fails on a Content-Security-Policy violation only if its `test` is the
    // fixture's (tests/e2e/fixtures.ts), which watches every page for one.
    files: ['tests/e2e/*.spec.ts'],
    // This spec opens no browser page: it speaks raw HTTP to the server.
    ignores: ['tests/e2e/static-server.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Take `test` from './fixtures', which fails a page on a Content-Security-Policy violation.",
            },
          ],
        },
      ],
    },
  },
);
