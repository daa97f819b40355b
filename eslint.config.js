// Lint rules that protect the layering of docs/design.md: the storefront and the admin app never import server code
// nor each other (each is its own bundle), the pure commerce package imports no I/O, and storefront features do not
// import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverPackages = [
  '@hemma/api',
  '@hemma/server',
  'fastify',
  'kysely',
  'pg',
  'libsql',
  'sharp',
  'node:*',
  'fs',
  'path',
];

const serverCode = {
  group: serverPackages,
  message: 'The storefront talks to the server over HTTP through @hemma/api-client only.',
};
/** The back office is its own bundle (decision 0023): the storefront never carries any of it. */
const adminApp = {
  group: ['@hemma/admin', '@hemma/admin/*', '@hemma/api-client/admin', '**/apps/admin/**'],
  message:
    'The storefront never imports the back office (apps/admin, @hemma/api-client/admin): its own bundle.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/commerce/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...serverPackages, 'react', 'react-dom', 'react-router'],
              message: 'commerce is pure: no I/O, no React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}', 'packages/api-client/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverCode] }],
    },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverCode, adminApp] }] },
  },
  {
    // React Router's server entry and its streaming render run only in the host (SSR): they may use Node's streams,
    // nothing else of the server.
    files: [
      'apps/storefront/app/entry.server.tsx',
      'apps/storefront/app/lib/stream-document.server.ts',
      'apps/storefront/app/lib/stream-document.server.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ ...serverCode, group: serverPackages.filter((name) => name !== 'node:*') }, adminApp],
        },
      ],
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: serverPackages,
              message: 'The admin app talks to the server over HTTP through @hemma/api-client/admin only.',
            },
            {
              group: ['@hemma/storefront', '@hemma/storefront/*', '**/apps/storefront/**', '~/*'],
              message: 'The admin app never imports the storefront; what both need lives in packages/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/storefront/app/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverCode,
            adminApp,
            {
              group: ['~/features/*', '../../features/*', '../../*/**'],
              message: 'Features do not import each other; compose them in routes.',
            },
          ],
        },
      ],
    },
  },
);
