/**
 * Debian's Chromium, headless, talking to nothing but 127.0.0.1: the launch options of the
 * browser tests (e2e/playwright.config.ts) and of the benchmarks (bench/), in one place. Plain
 * CommonJS, so that the benchmarks run under node as they are.
 */
'use strict';

/**
 * The features Playwright turns off when it launches Chromium (its `chromiumSwitches`, 1.5x), then
 * two of ours. Chromium reads only the last --disable-features, so ours repeats Playwright's;
 * e2e/browser.spec.ts fails when a Playwright upgrade turns off one more that is not here.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'Translate',
  'AutoDeElevate',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
/**
 * Chromium 156 gives every new window (each browser context of a test is one) the address bar's
 * popup as a page of its own, preloaded in a renderer process: about 1 to 1.5 s of CPU a context
 * that nobody sees in a headless browser, the largest single cost of a short test on 2 cores.
 * Both switches are needed; with them a fresh context's first page loads about a fifth faster.
 */
const UNSEEN_BROWSER_PAGES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

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
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_PAGES].join(',')}`,
  ],
};

/** The same options with more command-line switches after the shared ones. */
function chromiumLaunchOptionsWith(...args) {
  return { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...args] };
}

module.exports = { chromiumLaunchOptions, chromiumLaunchOptionsWith, UNSEEN_BROWSER_PAGES };
