// @ts-check
/**
 * The import rules (README, "Code layout and import rules") as ESLint config blocks, checked by
 * two well-kept plugins: eslint-plugin-boundaries (which area of src/ may import which) and
 * eslint-plugin-import-x (file cycles; which folder of the repository may reach which other).
 * eslint.config.js spreads `importRules(__dirname)`; __tests__/app/importRules.test.ts lints
 * small fixture trees with `importRules(<temporary root>)`, so the rules themselves are tested.
 *
 * What no plugin checks (every Kysely query on bookings lives in the booking repository) is
 * scripts/check-sql.js.
 */
const boundaries = require('eslint-plugin-boundaries');
const importX = require('eslint-plugin-import-x');

const CODE = '{ts,tsx,js,cjs,mjs}';

/**
 * Areas of src/: the entry files (src/*.tsx) are files of their own (category 'entry'); every
 * other area is a folder. `partialMatch: false` anchors each pattern at the repository root.
 */
const SRC_ELEMENTS = [
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'seo', pattern: 'src/seo', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'store', pattern: 'src/store', partialMatch: false },
  { type: 'shared', pattern: 'src/shared', partialMatch: false },
  { type: 'domain', pattern: 'src/domain', partialMatch: false },
];

/**
 * Imports point down: entry → app, seo → features/* → store → shared → domain. Anything not
 * refused here is allowed (an area importing itself, app and seo importing any area).
 */
const SRC_POLICIES = [
  {
    disallow: { to: { file: { categories: 'entry' } } },
    message: 'nothing imports the entry files (src/index.tsx, src/ssr.tsx)',
  },
  {
    from: { element: { types: { anyOf: ['feature', 'store', 'shared', 'domain'] } } },
    disallow: { to: { element: { type: 'app' } } },
    message: 'app is the composition root: only the entry files and seo import it, not {{from.element.type}}',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature', captured: { feature: '!{{from.element.captured.feature}}' } } } },
    message:
      'features do not import each other (features/{{from.element.captured.feature}} → features/{{to.element.captured.feature}}): move what both need to store, shared or domain, or compose them in app',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'seo' } } },
    message: 'features do not import seo',
  },
  {
    from: { element: { type: 'store' } },
    disallow: { to: { element: { types: { anyOf: ['feature', 'seo'] } } } },
    message: 'the store sits below the features: it imports only store, shared and domain, not {{to.element.type}}',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { types: { anyOf: ['feature', 'seo', 'store'] } } } },
    message: 'shared is the foundation: it imports only shared and domain, not {{to.element.type}}',
  },
  {
    from: { element: { type: 'domain' } },
    disallow: { to: { element: { types: { anyOf: ['feature', 'seo', 'store', 'shared'] } } } },
    message: 'domain is pure: it imports only domain',
  },
];

/** Packages the pure domain may not import (the server imports src/domain too). */
const DOMAIN_FORBIDDEN_PACKAGES = [
  'react',
  'react-dom',
  'react-redux',
  'react-router-dom',
  '@reduxjs/toolkit',
  'styled-components',
];
const DATABASE_PACKAGES = ['kysely', 'pg', 'better-sqlite3'];
const withSubpaths = (names) => names.flatMap((name) => [name, `${name}/*`]);

/**
 * Which folder may reach which, for the whole repository (import-x/no-restricted-paths; paths
 * relative to the root). The rule is configured once, for every file: another configuration of
 * it for some files would replace these zones there, so new zones go in this list.
 */
const ZONES = [
  { target: './src', from: './server', message: 'nothing in src/ imports server/' },
  { target: './server', from: './src', except: ['./domain'], message: 'the server imports only src/domain from src/' },
  {
    target: './server',
    from: ['./__tests__', './e2e', './bench', './scripts'],
    message: 'the server imports only server/ and src/domain/ (no test, bench or script file)',
  },
  {
    target: ['./bench', './scripts'],
    from: ['./__tests__', './e2e'],
    message:
      'bench/ and scripts/ import no test file (__tests__/, e2e/): what they share with the tests lives in scripts/',
  },
  {
    target: ['./server/routes', './server/cli', './server/telegram'],
    from: './server/bookings/repository.ts',
    message: 'routes, the staff bot and the CLI call bookings/ (create, decide, cancel, read), never its repository',
  },
];

/**
 * The import rules as flat-config blocks for a repository at `root`.
 * @param {string} root absolute path of the repository (or of a fixture tree shaped like it)
 * @returns {import('eslint').Linter.Config[]}
 */
function importRules(root) {
  const resolver = importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] });
  return [
    {
      name: 'imports/resolution',
      files: [`**/*.${CODE}`],
      plugins: { 'import-x': importX.importX },
      settings: {
        'import-x/resolver-next': [resolver],
        'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      },
    },
    {
      name: 'imports/areas of src',
      files: [`src/**/*.${CODE}`],
      plugins: { boundaries },
      settings: {
        'boundaries/root-path': root,
        'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
        'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
        'boundaries/files': [{ category: 'entry', pattern: 'src/*.{ts,tsx}' }],
        'boundaries/elements': SRC_ELEMENTS,
      },
      rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: SRC_POLICIES }] },
    },
    {
      name: 'imports/pure domain',
      files: [`src/domain/**/*.${CODE}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: withSubpaths(DOMAIN_FORBIDDEN_PACKAGES),
                message: 'domain is pure: no React, Redux or styling packages',
              },
            ],
          },
        ],
      },
    },
    {
      name: 'imports/no SQL in routes and the CLI',
      files: [`server/routes/**/*.${CODE}`, `server/cli/**/*.${CODE}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: withSubpaths(DATABASE_PACKAGES),
                message: 'routes and the CLI write no SQL: they call a module that does',
              },
            ],
          },
        ],
      },
    },
    {
      name: 'imports/folders of the repository',
      files: [`{src,server,bench,scripts}/**/*.${CODE}`],
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: ZONES }] },
    },
    {
      // Type-only imports vanish from the built code, so they cannot make a loop at run time
      // (import-x/no-cycle skips them); dynamic import() counts.
      name: 'imports/no file cycle',
      files: [`src/**/*.${CODE}`, `server/**/*.${CODE}`],
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
  ];
}

module.exports = { importRules, ZONES };
