// @ts-check
/**
 * Prettier: lines of code within 120 characters, single quotes; the rest is Prettier's default,
 * which is already this code's style (semicolons, trailing commas wherever the syntax allows,
 * parentheses around a lone arrow parameter, double quotes in JSX). `npm run format` writes,
 * `npm run format:check` (one check of `npm test`) reads. What it leaves alone: .prettierignore.
 * @type {import('prettier').Config}
 */
module.exports = {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  semi: true,
};
