// The conventions a tool can hold (STYLE.md rules 1, 11 and 13): features and modules never
// import each other, a module's insides are reached only through its public files; plus
// typescript-eslint's and React hooks' recommended rules. Formatting is Prettier's. No import
// cycles and the type-aware promise rules are oxlint's (.oxlintrc.json), which type-checks with
// typescript-go at a fraction of the cost (docs/decisions/lint-in-parallel-with-oxlint.md).
// The rules name folder shapes, never folders, so a new feature or module is covered unedited.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const extensions = ['.ts', '.tsx', '.js', '.mjs', '.json'];

/**
 * Where an element of this kind (a web feature, an API module) may be reached from: from its
 * own files, anything (the plugin leaves imports inside an element alone); from outside, only its public files; from another of its kind, nothing.
 * Policies are read in order and the last one that matches decides.
 */
const boundaryPolicies = (type, publicFile, { outsider, neighbour }) => [
  { disallow: { to: { element: { type, fileInternalPath: `!${publicFile}` } } }, message: outsider },
  ...(neighbour
    ? [{ from: { element: { type } }, disallow: { to: { element: { type, captured: { name: '!{{ from.element.captured.name }}' } } } }, message: neighbour }]
    : []),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'web/dist/**',
      'coverage/**',
      'e2e/.artifacts/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'web/public/**',
      'sdk/src/generated/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `catch (error)` that ignores the error, `_unused` arguments kept for a signature.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // `total += await part()` in work that runs side by side adds to the total as it stood before
    // the wait (the demo matcher lost fills from its count so). The app's code only: tests and
    // scripts reassign after an await one step after another. Properties are left out: a
    // request's or session's property set after an await is the usual, safe case here.
    files: ['api/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.{spec,test}.{ts,tsx}'],
    rules: { 'require-atomic-updates': ['error', { allowProperties: true }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions } },
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['name'] },
        { type: 'api-module', pattern: 'api/src/modules/*', capture: ['name'] },
        // Everything else in each app, so that its imports are checked too.
        { type: 'web-shell', pattern: 'web/src' },
        { type: 'api-shell', pattern: 'api/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            // The router reaches a feature through its pages; the app reaches a module through its top-level files.
            ...boundaryPolicies('web-feature', 'pages/*.tsx', {
              outsider: 'Reach a feature only through its pages/.',
              neighbour: 'Features never import each other: move what both need to components/, api/ or config/.',
            }),
            // Nest modules compose: one module uses what another exports (the sandbox drives the
            // simulator's ledger), but only through its index.ts, and its *.module.ts for Nest's
            // imports: its rows, views and errors stay its own (docs/decisions/one-simulator-two-doors.md).
            ...boundaryPolicies('api-module', '{index,*.module}.ts', {
              outsider: "Reach another module only through its index.ts (and its *.module.ts in a Nest module's imports).",
            }),
          ],
        },
      ],
    },
  },
  {
    // No file under api/src over 300 lines, blank lines and comments counted (issue 30): past that
    // a file is cut into modules named for what they are (docs/decisions/ledger-in-small-modules.md).
    // Specs are scenarios and may run longer.
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Tests, the e2e suite and scripts may reach into anything they exercise, and read JSON loosely.
    files: ['api/test/**', 'e2e/**', 'scripts/**', '**/*.spec.ts', '**/*.test.{ts,tsx}'],
    rules: { 'boundaries/dependencies': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
