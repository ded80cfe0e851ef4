#!/usr/bin/env node
/**
 * Redux DevTools reach the staging build only: compares the production build's scripts (dist/,
 * from `npm run build`) with a staging build of the same sources (`webpack --mode production
 * --env staging`, written to a temporary folder unless one is given).
 *  - production: none of the store's DevTools connection (its sanitizer, its options) is in any
 *    script, and the store is made with `devTools: false`. RTK's own vendor code names
 *    `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` in every build (it is library code that only reads
 *    the extension when asked); it must be byte-identical in both builds.
 *  - staging: the same chunks, the same vendor and framework files, and the connection in main
 *    (chunks that import the store may differ in the store's module id).
 * Usage: npm run build && node bench/devtools.js [staging-dir]   Exit 1 on any failed check.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
// Strings only the store's DevTools connection (src/app/devToolsSanitizer.ts) brings.
const CONNECTION_MARKERS = ['"<name>"', '"<phone>"', '"<email>"', 'phoneE164:"phone"'];

function scripts(dir) {
  const js = path.join(dir, 'static', 'js');
  return Object.fromEntries(
    fs
      .readdirSync(js)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [file.replace(/\.[0-9a-f]{8}(?=\.(chunk\.)?js$)/, ''), fs.readFileSync(path.join(js, file), 'utf8')]),
  );
}

function buildStaging() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'staging-'));
  const webpack = path.join(root, 'node_modules', '.bin', 'webpack');
  const result = spawnSync(webpack, ['--mode', 'production', '--env', 'staging', '--output-path', out], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('staging build failed');
  return out;
}

function main() {
  const production = scripts(path.join(root, 'dist'));
  const given = process.argv[2];
  const stagingDir = given ? path.resolve(given) : buildStaging();
  const staging = scripts(stagingDir);
  const checks = [];
  const check = (title, ok) => checks.push({ title, ok });

  const markersIn = (files) => Object.entries(files).filter(([, code]) => CONNECTION_MARKERS.some((m) => code.includes(m))).map(([name]) => name);
  check('production: no script carries the DevTools connection (sanitizer, masks)', markersIn(production).length === 0);
  check('production: the store is made with devTools: false', /devTools:!1[,}]/.test(production['main.js'] ?? ''));
  check('production: only RTK\'s vendor code names the extension', Object.entries(production).every(([name, code]) => name === 'vendor.js' || !code.includes('__REDUX_DEVTOOLS_EXTENSION')));
  check('staging: main carries the DevTools connection with its sanitizer', markersIn(staging).join() === 'main.js' && !/devTools:!1[,}]/.test(staging['main.js']));
  check('staging: the same chunks as production', Object.keys(staging).sort().join() === Object.keys(production).sort().join());
  check('staging: vendor and framework byte-identical to production', ['vendor.js', 'framework.js'].every((name) => production[name] !== undefined && staging[name] === production[name]));

  for (const { title, ok } of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${title}`);
  // A chunk that imports the store refers to it by a module id, which may differ between the two.
  const differing = Object.keys(production).filter((name) => staging[name] !== production[name]);
  console.log(`     scripts that differ: ${differing.join(', ') || 'none'}`);
  if (!given) fs.rmSync(stagingDir, { recursive: true, force: true });
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
}

main();
