/** Shared pieces of the benchmarks: the real server on 127.0.0.1 and Debian's Chromium. */
const { spawn } = require('node:child_process');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { chromiumLaunchOptionsWith } = require('../scripts/chromium');

const root = path.resolve(__dirname, '..');

async function waitForServer(url, ms = 60000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${url}`);
}

/** Starts the built site and API (e2e/serve.js: temp SQLite, no notifications) and returns its origin and a stop(). */
async function startServer(port) {
  const server = spawn(process.execPath, [path.join(root, 'e2e/serve.js'), String(port)], {
    cwd: root,
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${origin}/api/health`);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return { origin, stop: () => server.kill('SIGTERM') };
}

/** Debian's Chromium with the browser tests' options, and any more switches after them. */
function launchChromium(...args) {
  return chromium.launch(chromiumLaunchOptionsWith(...args));
}

/**
 * Starts the server on `port` and Chromium (with `args` more switches), runs `bench(browser,
 * origin)` and closes both whatever happens; resolves to what `bench` resolves to.
 */
async function withBrowserAndServer(port, bench, ...args) {
  const server = await startServer(port);
  try {
    const browser = await launchChromium(...args);
    try {
      return await bench(browser, server.origin);
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
}

/** Runs a benchmark's main: a verdict line it resolves to is printed with exit code 1; an error exits 1. */
function runMain(main) {
  main().then(
    (verdict) => {
      if (!verdict) return;
      console.log(verdict);
      process.exitCode = 1;
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

module.exports = { startServer, launchChromium, withBrowserAndServer, runMain, root };
