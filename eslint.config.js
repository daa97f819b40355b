// Lint rules that protect the layering of docs/design.md: the storefront never imports server code,
// the pure commerce package imports no I/O, and storefront features do not import each other.
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: serverPackages,
              message: 'The storefront talks to the server over HTTP through @hemma/api-client only.',
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
            {
              group: serverPackages,
              message: 'The storefront talks to the server over HTTP through @hemma/api-client only.',
            },
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
