// ESLint: typescript-eslint's recommended rules, Prettier for formatting (eslint-config-prettier
// turns off the rules it owns), and the server's layers as import rules (docs/api.md §10): a wrong
// import fails `npm run lint`, and so CI.
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';

const WIRE = ['**/v1', '**/v1/**'];
const SERVICES = ['**/services', '**/services/**', '**/utils/get-service'];

/** `files` may not import what `patterns` name (type-only imports too, unless `allowTypeImports`). */
const forbid = (files, message, groups, allowTypeImports = false) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ group: groups, message, allowTypeImports }] },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'tests/app/**',
      'bench/results/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      // `_name` marks a binding kept on purpose (a destructured field left out of a copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Request/response pairs per route, as namespaces of types (Strapi's content-releases contracts).
    files: ['contracts/**'],
    rules: { '@typescript-eslint/no-namespace': 'off' },
  },
  {
    // Tests reach into Strapi's untyped internals (the `strapi` object, admin services).
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  forbid(
    ['server/src/services/**', 'server/src/admin-api/services/**'],
    'Services never import the wire layer (v1/): share types through domain/.',
    WIRE
  ),
  forbid(
    ['server/src/v1/**'],
    'The wire layer does no I/O: it may import types from services/, never the services themselves (controllers hand it what it needs).',
    SERVICES,
    true
  ),
  forbid(
    ['server/src/import/tec/**', 'server/src/import/ical/**'],
    'Import readers turn a source into domain/import.ts records: they import neither v1/ nor services/ (docs/api.md §15.1).',
    [...WIRE, ...SERVICES]
  ),
  forbid(['server/src/domain/**'], 'domain/ is shared by v1/ and services/ and imports neither.', [
    ...WIRE,
    ...SERVICES,
  ])
);
