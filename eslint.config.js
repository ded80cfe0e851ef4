// @ts-check
/**
 * ESLint flat config: JS recommended everywhere, typescript-eslint's type-checked recommended set
 * on TypeScript, the React hooks rules (with the React Compiler's checks) on the site's code.
 * `npm run lint` runs it with --max-warnings 0, and `npm test` counts it as one check.
 */
const js = require('@eslint/js');
const { defineConfig, globalIgnores } = require('eslint/config');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const boundaries = require('eslint-plugin-boundaries');
const { importRules } = require('./eslint.imports.js');

/**
 * The project's rule that a disable comment carries its reason on the same line, in ESLint's own
 * syntax: `// eslint-disable-next-line rule -- why`. (A local rule: the plugin that has one,
 * eslint-comments, would be a dependency for twenty lines.)
 */
const disableNeedsReason = {
  meta: {
    type: 'suggestion',
    docs: { description: 'require a reason after -- in eslint-disable comments' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          if (!/^eslint-disable(-next-line|-line)?(\s|$)/.test(text)) continue;
          const reason = text.split(/\s--\s/)[1];
          if (!reason || reason.trim() === '')
            context.report({ loc: comment.loc, message: 'Give the reason on the same line: `-- why`.' });
        }
      },
    };
  },
};

// The server's layers, written once in server/layers.js (the docs and scripts/server-imports.js read
// the same list). Each imports only those below it, so no two folders can import each other; a
// new server file must fall in one of them (no-unknown-files), and another folder is imported only
// through its entry file, index.ts (entry-point).
const { SERVER_LAYERS, SERVER_ROOTS, SERVER_TOP_FILES, FEATURE_ROUTES } = require('./server/layers.js');
/** Layers imported file by file: composition (app, cli, routes), server/'s top files (core) and src/domain. */
const ANY_FILE = ['app', 'cli', 'routes', 'core', 'domain'];
const serverBoundaries = {
  name: 'imports/folders of server',
  files: ['server/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/include': ['server/**/*.ts', 'src/domain/**/*.ts'],
    // A folder is an element with partialMatch: false (its path from the root); the top files of
    // server/ need a file pattern, which only the older `mode: 'full'` gives (the plugin warns once
    // that it is deprecated).
    'boundaries/elements': [
      ...Object.entries(SERVER_TOP_FILES).map(([type, pattern]) => ({ type, pattern, mode: 'full' })),
      // Before the folders: a feature's routes file is of the routes layer, not its folder's.
      { type: 'routes', pattern: FEATURE_ROUTES, mode: 'full' },
      ...SERVER_LAYERS.filter((type) => !(type in SERVER_TOP_FILES) && type !== 'domain').map((type) => ({
        type,
        pattern: `server/${type}`,
        partialMatch: false,
      })),
      { type: 'domain', pattern: 'src/domain', partialMatch: false },
    ],
    'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
  },
  rules: {
    'boundaries/no-unknown-files': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: SERVER_LAYERS.map((type, index) => {
          const below = SERVER_LAYERS.slice(index + 1).filter(
            (other) => !(SERVER_ROOTS.includes(type) && SERVER_ROOTS.includes(other) && type !== 'app'),
          );
          return {
            from: { element: { type } },
            allow: {
              to: [
                // Its own files, and any file of a layer that has no entry (composition, top files, src/domain).
                { element: { types: { anyOf: [type, ...below.filter((other) => ANY_FILE.includes(other))] } } },
                // Another folder only through its entry file.
                {
                  element: {
                    types: { anyOf: below.filter((other) => !ANY_FILE.includes(other)) },
                    fileInternalPath: 'index.ts',
                  },
                },
              ],
            },
          };
        }),
      },
    ],
  },
};

module.exports = defineConfig([
  globalIgnores([
    'dist/',
    'dist-ssr/',
    'public/generated/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'data/',
    '.cache/',
    '.screenshots/',
  ]),

  js.configs.recommended,

  {
    plugins: { local: { rules: { 'disable-needs-reason': disableNeedsReason } } },
    rules: { 'local/disable-needs-reason': 'error' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: __dirname },
    },
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },

  // Import rules: areas of src/, folders of the repository, no file cycle (eslint.imports.js).
  ...importRules(__dirname),

  // Import rules between the folders of server/: the last block, serverBoundaries (one-way layers).

  // Fastify reads an async plugin or hook as "no done callback", and Kysely's MigrationProvider
  // and the tests' store backends must return promises: there an async function with no await is
  // the contract, not a slip (throws become rejections, as the callers expect).
  {
    files: ['server/**/*.ts', '__tests__/server/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },

  // Tests read JSON answers (fetch, inject, JSON.parse: typed any, or declared any with a reason)
  // and check their shape with expect at run time, which is the check the no-unsafe-* rules would
  // ask types for. `expect(window.scrollTo)` and keeping a method to restore it are jest idioms
  // that unbound-method misreads (typescript-eslint points tests to eslint-plugin-jest's variant).
  {
    files: ['__tests__/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  // Plain JavaScript is CommonJS run by Node (the package has no "type": "module").
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  // Benchmarks whose page.evaluate callbacks run in the browser.
  {
    files: ['bench/booking-tap.js', 'bench/cls.js', 'bench/devtools.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // Last and self-contained: the server's one-way layers (see SERVER_LAYERS above).
  serverBoundaries,
]);
