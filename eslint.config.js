// ESLint flat config. The layer boundaries (docs/architecture.md) are enforced below by
// import-x/no-restricted-paths; see `zones`, and `uiTakesApiTypes` for what ui/ may take from api/.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const BROWSER = ['api', 'ui', 'machines', 'store', 'mocks', 'stories', 'dev'];
const NODE = ['server', 'scripts', 'bench', 'e2e', '.storybook', 'stories/check'];

/** Who may not import whom. `target` imports; `from` is forbidden to it. */
const zones = [
  {
    target: './api',
    from: ['./ui', './machines', './store', './mocks', './stories', './server', './dev', './e2e', './bench'],
    message: 'api/ is the contract: it imports nothing of ours.',
  },
  {
    // api/ is left to `uiTakesApiTypes` below: its types, and values only from its zod-free formatting.
    target: './ui',
    from: ['./machines', './store', './mocks', './server', './stories', './dev', './e2e', './bench'],
    message:
      'ui/ is presentational: props in, callbacks out. It must not import machines/, store/, mocks/ or server/.',
  },
  {
    target: './machines',
    from: ['./ui', './store', './mocks', './server', './stories', './dev', './e2e', './bench'],
    message: 'machines/ may import only api/.',
  },
  {
    target: './mocks',
    from: ['./ui', './machines', './store', './server', './stories', './dev', './e2e', './bench'],
    message: 'mocks/ may import only api/.',
  },
  {
    target: './store',
    from: ['./mocks', './server', './stories', './dev', './e2e', './bench'],
    message: 'store/ may import only ui/, machines/ and api/.',
  },
  {
    target: './server',
    from: ['./ui', './machines', './store', './mocks', './stories', './dev', './e2e', './bench'],
    message:
      'server/ may import only api/ (it loads the built SSR bundle by path at runtime, not by import).',
  },
  {
    target: './stories',
    from: ['./server', './dev', './e2e', './bench'],
    message: 'stories/ may import ui/, store/, mocks/, machines/ and api/, never server/.',
  },
  {
    target: './dev',
    from: ['./server', './stories', './e2e', './bench'],
    message: 'dev/ is a browser harness: it may import store/, mocks/ (and what they import), never server/.',
  },
];

/**
 * ui/ may import api/'s types anywhere, but values only from the formatting modules that import no zod (one
 * money format, one order reference and one set of Lagos dates for the whole shop): a schema or a message table
 * taken as a value would bring zod into the shopper's scripts (docs/decisions/038-ui-imports-api-types.md).
 */
const uiTakesApiTypes = {
  regex: '^(\\.\\./)+api(/(?!rules/(money|order-reference|dates|address)(\\.ts)?$).*)?$',
  allowTypeImports: true,
  message:
    "ui/ takes api/'s types (`import type`) and values only from api/rules/money.ts, api/rules/order-reference.ts, api/rules/dates.ts and api/rules/address.ts.",
};

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'storybook-static/',
      'data/',
      '.data-*/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'e2e/artifacts/',
      'bench/.tmp/',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'shop/layer-boundaries',
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      // An import that does not resolve would slip past the boundary rule, so relative imports must resolve.
      // Bare specifiers (packages, virtual: modules, Vite's /absolute and ?query imports) are left to tsc and Vite.
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]', '\\?'] }],
      // A cycle makes what a module sees at load time depend on who imported first (type imports are exempt).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    name: 'shop/typescript',
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // A cast makes TypeScript take our word for a value's type. The shop's code looks instead (api/guards.ts, a
    // type guard, `satisfies`, zod on the server, XState's assertEvent) or says on the line why the cast is safe.
    // Tests, stories and their helpers may cast: they build half-made values on purpose.
    name: 'shop/no-casts',
    files: ['**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'stories/**',
      '.storybook/**',
      'e2e/**',
      'bench/**',
      'server/test/**',
      'mocks/test/**',
      'api/test/**',
      'machines/testing/**',
    ],
    // `as const` is no cast and stays allowed
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
  {
    name: 'shop/browser',
    files: BROWSER.map((dir) => `${dir}/**/*.{ts,tsx,js,mjs}`),
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The server checks every call with api/'s zod schemas; a schema imported as a value by browser code brings
    // zod's core into the shopper's chunks (it once reached a chunk every storefront page preloads).
    name: 'shop/no-schemas-in-the-browser',
    files: ['{store,ui,machines}/**/*.{ts,tsx}'],
    // the server-side renderer runs on the server, where it checks the API's answers
    ignores: ['**/*.test.{ts,tsx}', 'store/entry-server.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind!='type'][source.value=/(^|\\/)api(\\/|$)/] > ImportSpecifier[importKind!='type'][imported.name=/^[a-z]\\w*(Schema|Request|Answer)$/]",
          message: "Browser code checks forms without api/'s zod schemas (import their types with `type`).",
        },
      ],
    },
  },
  {
    name: 'shop/ui-takes-api-types',
    files: ['ui/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [uiTakesApiTypes] }] },
  },
  {
    // ui/ takes these as values, so they stay free of value imports: one would bring zod's schemas along.
    name: 'shop/formatting-imports-nothing',
    files: [
      'api/rules/money.ts',
      'api/rules/order-reference.ts',
      'api/rules/dates.ts',
      'api/rules/address.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind!='type'], ExportAllDeclaration, ExportNamedDeclaration[source][exportKind!='type']",
          message:
            'ui/ imports this module as a value (see uiTakesApiTypes): it may take only types (`import type`).',
        },
      ],
    },
  },
  {
    name: 'shop/node',
    files: [...NODE.map((dir) => `${dir}/**/*.{ts,tsx,js,mjs,cjs}`), '*.{ts,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // React code lives in the browser folders (and any .tsx); server/ test helpers named use* are not hooks.
    name: 'shop/react-hooks',
    files: ['{ui,store,stories,dev}/**/*.{ts,tsx}', '**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    name: 'shop/jsx-a11y',
    files: ['**/*.tsx'],
  },
  storybook.configs['flat/recommended'],
);
