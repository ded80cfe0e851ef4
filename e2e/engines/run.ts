/**
 * `npm test`'s engines step: the guest's main flow (mainFlow.ts) in Debian's Chromium, Firefox
 * ESR and WebKitGTK, against the server started as `npm start` starts it with none of its
 * variables but PORT. One check per engine and language; a browser that is not installed is a
 * failed check that says which package to install. Prints the time each engine took and writes
 * `{ passed, failed, results }` to the file given with --json.
 *
 *   node -r ts-node/register/transpile-only e2e/engines/run.ts [--port 4192] [--json FILE] [--engine WebKitGTK]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Driver } from './driver';
import { mainFlow, type FlowLanguage } from './mainFlow';
import { openChromium, openFirefox } from './playwrightDriver';
import { openWebKit } from './webkitDriver';

const root = path.resolve(__dirname, '..', '..');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
// The site's port; WebKitWebDriver listens on the next one.
// Not 4190: it is on the Fetch standard's list of blocked ports (sieve), which fetch() and browsers refuse.
const PORT = Number(arg('--port') ?? process.env.ENGINES_PORT ?? 4192);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const JSON_FILE = arg('--json');
// One engine by name ('WebKitGTK'), for a person chasing a failure.
const ONLY = arg('--engine');

interface Engine {
  name: string;
  open: () => Promise<Driver>;
}

const ENGINES: Engine[] = [
  { name: 'Chromium', open: openChromium },
  { name: 'Firefox ESR', open: openFirefox },
  { name: 'WebKitGTK', open: () => openWebKit(PORT + 1) },
];
const LANGUAGES: FlowLanguage[] = ['uz', 'ru', 'en'];

interface Result {
  engine: string;
  lang: FlowLanguage;
  ok: boolean;
  seconds: number;
  error?: string;
}

/** The environment of a fresh shell (none of the server's settings), with PORT. */
function newcomerEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (
      /^(PORT|HOST|DATA_DIR|DATABASE_URL|HOTEL_EMAIL|SMTP_URL|BOOKING_API_KEY|RATE_LIMIT_.*|TRUST_PROXY|STAFF_LANG|TELEGRAM_.*|E2E_PORT)$/.test(
        name,
      )
    )
      delete env[name];
  }
  return { ...env, PORT: String(PORT) };
}

async function answers(): Promise<boolean> {
  try {
    return (await fetch(`${ORIGIN}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

async function npmStart(): Promise<ChildProcess> {
  if (await answers()) throw new Error(`port ${PORT} is already taken by a running server`);
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: newcomerEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (await answers()) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Never leave the server behind: the next run would find its port taken.
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  throw new Error(`npm start did not answer on port ${PORT} within 120 s`);
}

let server: ChildProcess | undefined;
const open = new Set<Driver>();

function stopServer(): void {
  if (server?.pid !== undefined && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.allSettled([...open].map((driver) => driver.close())).finally(() => {
      stopServer();
      process.exit(1);
    });
  });
}

async function runEngine(engine: Engine, daysAhead: number): Promise<Result[]> {
  const results: Result[] = [];
  const started = Date.now();
  let driver: Driver | undefined;
  try {
    driver = await engine.open();
    open.add(driver);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stdout.write(`✘ ${engine.name}: could not start: ${message}\n`);
    return LANGUAGES.map((lang) => ({ engine: engine.name, lang, ok: false, seconds: 0, error: message }));
  }
  const launch = (Date.now() - started) / 1000;
  try {
    for (const [i, lang] of LANGUAGES.entries()) {
      const flowStarted = Date.now();
      try {
        const reference = await mainFlow(driver, ORIGIN, lang, daysAhead + i * 3);
        const seconds = (Date.now() - flowStarted) / 1000;
        results.push({ engine: engine.name, lang, ok: true, seconds });
        process.stdout.write(
          `✔ ${engine.name} ${lang}: booked ${reference}, listed on My requests (${seconds.toFixed(1)} s)\n`,
        );
      } catch (error) {
        const seconds = (Date.now() - flowStarted) / 1000;
        const message = error instanceof Error ? error.message : String(error);
        results.push({ engine: engine.name, lang, ok: false, seconds, error: message });
        process.stdout.write(`✘ ${engine.name} ${lang} (${seconds.toFixed(1)} s): ${message}\n`);
      }
    }
  } finally {
    open.delete(driver);
    await driver
      .close()
      .catch((error: unknown) => process.stdout.write(`${engine.name}: closing failed: ${String(error)}\n`));
  }
  process.stdout.write(
    `  ${engine.name}: ${((Date.now() - started) / 1000).toFixed(1)} s in all (launch ${launch.toFixed(1)} s)\n`,
  );
  return results;
}

async function main(): Promise<number> {
  const started = Date.now();
  const results: Result[] = [];
  try {
    server = await npmStart();
    process.stdout.write(
      `server (npm start, PORT=${PORT}) answered after ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    // Different dates per engine and language, so no request meets another's.
    for (const [i, engine] of ENGINES.entries()) {
      if (ONLY && engine.name !== ONLY) continue;
      results.push(...(await runEngine(engine, 50 + i * 10)));
    }
  } catch (error) {
    process.stdout.write(`✘ ${error instanceof Error ? error.message : String(error)}\n`);
    results.push({ engine: 'server', lang: 'en', ok: false, seconds: 0, error: String(error) });
  } finally {
    stopServer();
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  process.stdout.write(
    `engines: ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  if (JSON_FILE) fs.writeFileSync(JSON_FILE, JSON.stringify({ passed, failed, results }, null, 2));
  return failed === 0 ? 0 : 1;
}

void main().then((code) => process.exit(code));
