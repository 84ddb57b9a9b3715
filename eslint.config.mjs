// ESLint: typescript-eslint's recommended rules, Prettier for formatting (eslint-config-prettier
// turns off the rules it owns), and the server's layers as import rules (docs/api.md §10): a wrong
// import fails `npm run lint`, and so CI.
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';

const WIRE = ['**/v1', '**/v1/**'];
const SERVICES = ['**/services', '**/services/**', '**/utils/get-service'];
// The importer writes through the controllers' handlers, so it sits above them and the services
// (docs/api.md §10, §15.1). An import rule checks only the module a file names, not what that
// module imports: a service naming the importer would reach v1/ through it unseen. So the services
// may not name it; the plugin's root (server/src/index.ts) registers it, and they call it by name
// (getService), as the command line does.
const IMPORTER = ['**/import/importer', '**/import/importer/**'];

/** A group of imports `forbid` refuses (type-only imports too, unless `allowTypeImports`). */
const refuse = (group, message, allowTypeImports = false) => ({ group, message, allowTypeImports });

/**
 * `files` may not import what the groups name. One call per set of files: a later object's rule
 * replaces an earlier one's for the files both match, it does not add to it.
 */
const forbid = (files, ...patterns) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
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
    refuse(WIRE, 'Services never import the wire layer (v1/): share types through domain/.'),
    refuse(
      IMPORTER,
      'The importer is above the services (docs/api.md §10): reach it by name (getService), share types through domain/.'
    )
  ),
  forbid(
    ['server/src/v1/**'],
    refuse(
      SERVICES,
      'The wire layer does no I/O: it may import types from services/, never the services themselves (controllers hand it what it needs).',
      true
    )
  ),
  forbid(
    ['server/src/import/tec/**', 'server/src/import/ical/**', 'server/src/import/read-source.ts'],
    refuse(
      [...WIRE, ...SERVICES],
      'Import readers turn a source into domain/import.ts records: they import neither v1/ nor services/ (docs/api.md §15.1).'
    )
  ),
  forbid(
    ['server/src/import/importer/**'],
    refuse(
      WIRE,
      'The importer reaches the wire layer only through call-route.ts (docs/api.md §15.1).'
    )
  ),
  {
    // The importer's door to the wire layer: it calls the routes' handlers as a REST client would.
    files: ['server/src/import/importer/call-route.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  forbid(
    ['server/src/domain/**'],
    refuse([...WIRE, ...SERVICES], 'domain/ is shared by v1/ and services/ and imports neither.')
  )
);
