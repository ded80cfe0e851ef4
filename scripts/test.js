#!/usr/bin/env node
/**
 * The README's test command. Side by side: the type check, ESLint, the production build, the
 * import rules and formatting. Then jest (every tier: unit, component, server integration, and
 * the slow tier of child processes and real sockets). Then, on the build, the DevTools bundle
 * check (bench/devtools.js), every benchmark in smoke mode, the guest's main flow in Chromium,
 * Firefox ESR and WebKitGTK (e2e/engines/) and the browser tests in Debian's Chromium. Prints
 * its wall time, then ends with the line 'N passed, N failed'.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const startedAll = Date.now();
const results = path.join(root, 'test-results');

/** A cache file that does not exist yet, under test-results/ (a run's caches start empty). */
function freshCacheFile(name) {
  const file = path.join(results, name);
  fs.rmSync(file, { force: true });
  return file;
}
fs.mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;

/**
 * Runs one step and resolves with whether it passed. A `live` step writes as it goes; any other's
 * output is held back and written when it ends, so that steps side by side do not interleave.
 */
function run(title, command, args, { env = {}, live = false } = {}) {
  const header = `\n=== ${title}: ${command} ${args.join(' ')}\n`;
  if (live) process.stdout.write(header);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${live ? '' : header + output}=== ${title} finished in ${seconds} s (exit ${code})\n`);
      resolve(code === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Every benchmark in smoke mode (BENCH_SMOKE=1: seconds each, the same code path, the default
 * configuration), so none rots unnoticed: one check per `bench:*` script of package.json, and one
 * failed check for each bench/ entry point (a file starting with #!) without its `bench:<name>`.
 * After the build: the browser benchmarks serve dist/. bench:devtools has no lighter mode (its
 * check is the staging build itself) and ran in full just before, so it is not run twice.
 */
async function benchmarksInSmokeMode() {
  const scripts = Object.keys(readJson(path.join(root, 'package.json'))?.scripts ?? {}).filter((name) =>
    name.startsWith('bench:'),
  );
  for (const file of fs.readdirSync(path.join(root, 'bench')).sort()) {
    if (!file.endsWith('.js') || !fs.readFileSync(path.join(root, 'bench', file), 'utf8').startsWith('#!')) continue;
    const script = `bench:${file.slice(0, -'.js'.length)}`;
    if (!scripts.includes(script)) {
      process.stdout.write(`\n=== bench/${file} has no npm script ${script}\n`);
      failed += 1;
    }
  }
  const started = Date.now();
  for (const script of scripts) {
    if (script === 'bench:devtools') continue;
    if (await run(`${script} (smoke)`, 'npm', ['run', '--silent', script], { env: { BENCH_SMOKE: '1' }, live: true }))
      passed += 1;
    else failed += 1;
  }
  process.stdout.write(`\n=== benchmarks in smoke mode: ${((Date.now() - started) / 1000).toFixed(1)} s in all\n`);
}

/**
 * Runs several checks side by side (each a process of its own, mostly on one core). Each check
 * counts once; returns whether each passed, in the order given.
 */
async function runSideBySide(steps) {
  const oks = await Promise.all(steps.map(([title, command, args]) => run(title, command, args)));
  for (const ok of oks) {
    if (ok) passed += 1;
    else failed += 1;
  }
  return oks;
}

/** 6. jest, every project (the in-process suites and the slow tier): every test counts. */
async function jestAll() {
  const jestJson = path.join(results, 'jest.json');
  fs.rmSync(jestJson, { force: true });
  // A worker per core: many suites wait on sockets, timers and child processes.
  const jestOk = await run('jest', bin('jest'), ['--ci', '--maxWorkers=100%', '--json', `--outputFile=${jestJson}`], {
    live: true,
  });
  const jest = readJson(jestJson);
  if (jest) {
    passed += jest.numPassedTests;
    failed += jest.numFailedTests;
    // A suite that failed to run at all (syntax error, crash) has no failed tests but must count.
    failed += jest.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.every((a) => a.status !== 'failed'),
    ).length;
  } else if (!jestOk) {
    failed += 1;
  }
}

/**
 * 7. On the build: Redux DevTools in a staging build of the same sources only, never in
 * production (one check); every benchmark in smoke mode; the guest's main flow in Chromium,
 * Firefox ESR and WebKitGTK (e2e/engines/run.ts: each engine and language counts; a browser that
 * is not installed counts as failed). One step at a time, each writing as it goes.
 */
async function browserChecks() {
  if (await run('DevTools only in staging', process.execPath, ['bench/devtools.js'], { live: true })) passed += 1;
  else failed += 1;
  await benchmarksInSmokeMode();
  const enginesJson = path.join(results, 'engines.json');
  fs.rmSync(enginesJson, { force: true });
  const enginesOk = await run(
    'main flow in three engines',
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', path.join('e2e', 'engines', 'run.ts'), '--json', enginesJson],
    { live: true },
  );
  const engines = readJson(enginesJson);
  if (engines) {
    passed += engines.passed;
    failed += engines.failed;
    if (!enginesOk && engines.failed === 0) failed += 1;
  } else {
    failed += 1;
  }
}

async function main() {
  // 1-5. The static checks and the production build, side by side (each is mostly one process on
  // one core; none reads what another writes): the type check; ESLint with the import rules and no
  // warning allowed; the build (dist/ and dist-ssr/, used by the browser steps); where SQL may
  // live (scripts/check-sql.js, the one import rule no lint plugin checks; the others are
  // ESLint's, eslint.imports.js, and __tests__/app/importRules.test.ts tests both on fixture
  // trees); Prettier's check.
  const [, , built] = await runSideBySide([
    ['type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
    ['lint', bin('eslint'), ['--max-warnings', '0', '.']],
    ['build', 'npm', ['run', 'build']],
    ['import rules (SQL)', process.execPath, [path.join('scripts', 'check-sql.js')]],
    // A cache of its own, new each run: the same as none, and Prettier run without --cache would
    // delete the fast loop's cache (node_modules/.cache/prettier), so the next test:fast checks
    // every file again.
    [
      'formatting',
      bin('prettier'),
      ['--check', '--cache', '--cache-location', freshCacheFile('prettier-check-cache'), '.'],
    ],
  ]);

  // 6, then 7. Side by side they took as long as one after the other (446 s against 261 s + 196 s
  // on 2 cores: the browser checks' Chromium and servers fill what jest leaves idle), and jest's
  // real-time suites are better off with the machine to themselves.
  await jestAll();
  if (built) {
    await browserChecks();
    // 8. The browser tests against the real server, on the build of step 1 (the build counted there).
    const e2eJson = path.join(results, 'e2e.json');
    fs.rmSync(e2eJson, { force: true });
    const e2eOk = await run('browser tests', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
      live: true,
    });
    const e2e = readJson(e2eJson);
    if (e2e && e2e.stats) {
      passed += e2e.stats.expected + e2e.stats.flaky;
      failed += e2e.stats.unexpected;
      if (!e2eOk && e2e.stats.unexpected === 0) failed += 1;
    } else {
      failed += 1;
    }
  }

  const wall = Math.round((Date.now() - startedAll) / 1000);
  process.stdout.write(
    `\n=== npm test finished in ${Math.floor(wall / 60)} min ${String(wall % 60).padStart(2, '0')} s\n`,
  );
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  process.exit(failed === 0 ? 0 : 1);
}

void main();
