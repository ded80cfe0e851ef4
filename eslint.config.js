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

  // Plain JavaScript is CommonJS run by Node (the package has no "type": "module").
  {
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
]);
