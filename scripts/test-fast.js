#!/usr/bin/env node
/**
 * `npm run test:fast`: the loop to run after each change. Type check, lint (with the import
 * rules), where SQL may live, and every in-process jest suite (the client and server projects of
 * jest.config.ts; the slow tier is `npm run test:slow`). The checks run in one lane and jest in
 * another, side by side. The type check and ESLint keep caches
 * under node_modules/.cache, so a second run reads only what changed; `npm test` runs them
 * without caches. Extra arguments go to jest (e.g. a path to run only the tests it matches).
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const cache = path.join(root, 'node_modules', '.cache');
const eslintCache = path.join(cache, 'eslint');
// ESLint keeps its results in this folder, named with a trailing separator (path.join drops one:
// ESLint then took the name for a file, which the next run removed, so every run linted all 600
// files again). A file of that name (an older run's, another tool's) would stop it saving them
// without a word: it goes.
if (fs.statSync(eslintCache, { throwIfNoEntry: false })?.isDirectory() === false) fs.rmSync(eslintCache);
fs.mkdirSync(eslintCache, { recursive: true });

/**
 * Runs one step and resolves with its result. jest writes as it goes; a check's output is held
 * back and shown only when it fails, so the two lanes do not interleave.
 */
function step(title, command, args, { live = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: live ? 'inherit' : 'pipe' });
    // The checks yield to jest, the longer lane: they run in the moments its workers wait, and
    // jest's two workers keep both cores (test:fast 93.6 s before, 83.9-90.1 s after on 2 cores).
    if (!live && child.pid !== undefined) os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n=== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s\n${code === 0 ? '' : output}`,
      );
      resolve({ title, ok: code === 0, seconds });
    });
  });
}

async function checks() {
  const results = [];
  results.push(
    await step('type check', bin('tsc'), [
      '--noEmit',
      '-p',
      'tsconfig.json',
      '--incremental',
      '--tsBuildInfoFile',
      path.join(cache, 'tsc', 'tsbuildinfo'),
    ]),
  );
  results.push(
    await step('lint', bin('eslint'), [
      '--max-warnings',
      '0',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      `${eslintCache}${path.sep}`,
      '.',
    ]),
  );
  results.push(await step('import rules (SQL)', process.execPath, [path.join('scripts', 'check-sql.js')]));
  results.push(await step('formatting', bin('prettier'), ['--check', '--cache', '.']));
  return results;
}

async function main() {
  const started = Date.now();
  const [lane, jest] = await Promise.all([
    checks(),
    // Every core a worker: jest's default leaves one core free, which the checks lane uses only part
    // of the time. Its workers inherit --single-threaded-gc: with a worker on each core and the
    // checks beside them, V8's parallel GC helper threads only queue for a core (jest alone on this
    // 2-core machine: 80.6, 82.7 and 85.4 s with it; 83.1, 92.1 s without in runs between those).
    step(
      'jest',
      process.execPath,
      [
        '--single-threaded-gc',
        path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
        '--selectProjects',
        'client',
        'server',
        '--maxWorkers=100%',
        ...process.argv.slice(2),
      ],
      { live: true },
    ),
  ]);
  const results = [...lane, jest];
  const failed = results.filter((result) => !result.ok);
  process.stdout.write(`\n${results.map((result) => `${result.title} ${result.seconds} s`).join(', ')}\n`);
  process.stdout.write(
    `test:fast finished in ${((Date.now() - started) / 1000).toFixed(1)} s: ${failed.length === 0 ? 'all passed' : `failed: ${failed.map((result) => result.title).join(', ')}`}\n`,
  );
  process.exit(failed.length === 0 ? 0 : 1);
}

void main();
