/**
 * Debian's Chromium, headless, talking to nothing but 127.0.0.1: the launch options of the
 * browser tests (e2e/playwright.config.ts) and of the benchmarks (bench/), in one place. Plain
 * CommonJS, so that the benchmarks run under node as they are.
 */
'use strict';

const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The same options with more command-line switches after the shared ones. */
function chromiumLaunchOptionsWith(...args) {
  return { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...args] };
}

module.exports = { chromiumLaunchOptions, chromiumLaunchOptionsWith };
