#!/usr/bin/env node
/**
 * Redux DevTools reach the staging build only: compares the production build's scripts (dist/,
 * from `npm run build`) with a staging build of the same sources (`webpack --mode production
 * --env staging`, written to a temporary folder unless one is given).
 *  - production: none of the store's DevTools connection (its sanitizer, its options) is in any
 *    script, and the store is made with `devTools: false`. RTK's own vendor code names
 *    `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` in every build (it looks the extension up when it
 *    loads and calls it only for a store made with `devTools`); it must be byte-identical in both.
 *  - staging: the same chunks, the same vendor and framework files, and the connection in main
 *    (chunks that import the store may differ in the store's module id).
 *  - in Debian's Chromium, with a stand-in for the extension: the staging site connects and a
 *    name and e-mail address typed in the booking dialog reach it masked; production never asks.
 * Usage: npm run build && node bench/devtools.js [staging-dir]   Exit 1 on any failed check.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');

const { launchChromium } = require('./lib');

const root = path.resolve(__dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4181);
// Strings only the store's DevTools connection (src/app/devToolsSanitizer.ts) brings.
const CONNECTION_MARKERS = ['"<name>"', '"<phone>"', '"<email>"', 'phoneE164:"phone"'];

function scripts(dir) {
  const js = path.join(dir, 'static', 'js');
  return Object.fromEntries(
    fs
      .readdirSync(js)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [
        file.replace(/\.[0-9a-f]{8}(?=\.(chunk\.)?js$)/, ''),
        fs.readFileSync(path.join(js, file), 'utf8'),
      ]),
  );
}

function buildStaging() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'staging-'));
  const webpack = path.join(root, 'node_modules', '.bin', 'webpack');
  const result = spawnSync(webpack, ['--mode', 'production', '--env', 'staging', '--output-path', out], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('staging build failed');
  return out;
}

/** Serves a build's files on 127.0.0.1, the app shell for any other path. */
function serveStatic(dir, port) {
  const types = {
    '.js': 'text/javascript',
    '.html': 'text/html',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
  };
  const server = http.createServer((request, response) => {
    let file = path.join(dir, path.normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(dir, 'app.html');
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A stand-in for the extension: keeps its options and what each sanitizer gives for every action. */
function fakeExtension() {
  window.__devtools = { options: null, actions: [], states: [] };
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options) => {
    window.__devtools.options = { name: options.name, export: options.features && options.features.export };
    return (...enhancers) =>
      (next) =>
      (reducer, preloaded) => {
        const store = enhancers.reduceRight((inner, enhancer) => enhancer(inner), next)(reducer, preloaded);
        const dispatch = (action) => {
          const result = store.dispatch(action);
          window.__devtools.actions.push(JSON.stringify(options.actionSanitizer(action)));
          window.__devtools.states.push(JSON.stringify(options.stateSanitizer(store.getState())));
          return result;
        };
        return { ...store, dispatch };
      };
  };
}

/** Opens the booking dialog on a room page, types a name and an address; returns what the stand-in saw. */
async function bookInBrowser(browser, dir, port) {
  const server = await serveStatic(dir, port);
  const page = await browser.newPage();
  try {
    await page.addInitScript(fakeExtension);
    // The app shell: this check needs the scripts only, not the prerendered pages.
    await page.goto(`http://127.0.0.1:${port}/en/rooms/6`);
    await page
      .getByRole('button', { name: /book now/i })
      .first()
      .click();
    await page.getByLabel(/first name/i).fill('Zebunniso');
    await page.getByLabel(/e-?mail/i).fill('zebunniso@example.com');
    await page.getByLabel(/e-?mail/i).press('Tab');
    return await page.evaluate(() => window.__devtools);
  } finally {
    await page.close();
    server.close();
  }
}

async function main() {
  const production = scripts(path.join(root, 'dist'));
  const given = process.argv[2];
  const stagingDir = given ? path.resolve(given) : buildStaging();
  const staging = scripts(stagingDir);
  const checks = [];
  const check = (title, ok) => checks.push({ title, ok });

  const markersIn = (files) =>
    Object.entries(files)
      .filter(([, code]) => CONNECTION_MARKERS.some((m) => code.includes(m)))
      .map(([name]) => name);
  check('production: no script carries the DevTools connection (sanitizer, masks)', markersIn(production).length === 0);
  check('production: the store is made with devTools: false', /devTools:!1[,}]/.test(production['main.js'] ?? ''));
  check(
    "production: only RTK's vendor code names the extension",
    Object.entries(production).every(
      ([name, code]) => name === 'vendor.js' || !code.includes('__REDUX_DEVTOOLS_EXTENSION'),
    ),
  );
  check(
    'staging: main carries the DevTools connection with its sanitizer',
    markersIn(staging).join() === 'main.js' && !/devTools:!1[,}]/.test(staging['main.js']),
  );
  check(
    'staging: the same chunks as production',
    Object.keys(staging).sort().join() === Object.keys(production).sort().join(),
  );
  check(
    'staging: vendor and framework byte-identical to production',
    ['vendor.js', 'framework.js'].every((name) => production[name] !== undefined && staging[name] === production[name]),
  );

  const browser = await launchChromium();
  try {
    const seen = await bookInBrowser(browser, stagingDir, PORT);
    const all = [...seen.actions, ...seen.states].join('\n');
    check(
      'staging in Chromium: the store connects to the extension with its own sanitized export',
      seen.options?.name === 'Hotel site' && seen.options.export === true,
    );
    check(
      'staging in Chromium: the typed name and e-mail reach DevTools masked',
      all.includes('"firstName","value":"<name>"') &&
        all.includes('"email":"<email>"') &&
        !/Zebunniso|zebunniso@/i.test(all),
    );
    const production = await bookInBrowser(browser, path.join(root, 'dist'), PORT + 1);
    check(
      'production in Chromium: the store never asks the extension',
      production.options === null && production.actions.length === 0,
    );
  } finally {
    await browser.close();
  }

  for (const { title, ok } of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${title}`);
  // A chunk that imports the store refers to it by a module id, which may differ between the two.
  const differing = Object.keys(production).filter((name) => staging[name] !== production[name]);
  console.log(`     scripts that differ: ${differing.join(', ') || 'none'}`);
  if (!given) fs.rmSync(stagingDir, { recursive: true, force: true });
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
