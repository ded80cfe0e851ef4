#!/usr/bin/env node
/**
 * A guest on a slow phone taps "Book now" as soon as it shows: how long until the booking dialog
 * is open, and how many taps it took. Each run is a fresh browser context (cold cache) on a
 * phone screen, throttled like Lighthouse's mobile run (150 ms RTT, 1.6 Mbit/s down, 750 Kbit/s
 * up, CPU 4× slower). The bench taps once the button is visible, then again every 1.5 s while no
 * dialog has appeared and the button does not show it is busy (aria-busy: the tap was taken),
 * and gives up 15 s after the first tap.
 * Usage: npm run build && npm run bench:booking-tap -- [path…]   (default: /en/rooms/6 /ru/rooms)
 * BENCH_RUNS sets the runs per page (default 5). Exit 1 when a run never opened the dialog.
 * BENCH_SMOKE=1 (npm test): one run on /en/rooms/6; the dialog must still open.
 */
const os = require('node:os');
const { runMain, withBrowserAndServer } = require('./lib');

const PORT = Number(process.env.BENCH_PORT ?? 4189);
const SMOKE = process.env.BENCH_SMOKE === '1';
const RUNS = Number(process.env.BENCH_RUNS ?? (SMOKE ? 1 : 5));
const RETAP_MS = 1500;
const GIVE_UP_MS = 15000;
const paths = SMOKE
  ? ['/en/rooms/6']
  : process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['/en/rooms/6', '/ru/rooms'];

/** The page's first "Book now" button, by its text in the page's language. */
const BOOK_NOW = { en: 'Book now', ru: 'Забронировать', uz: 'Bron qilish' };

/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The booking dialog's heading (the closed mobile menu is a dialog too, hidden). */
const DIALOG_HEADING = '[role="dialog"]:not([aria-hidden="true"]) h2';

/**
 * Runs in the page from navigation on: notes each tap, when the app is live (<html
 * data-hydrated>) and when the dialog's heading exists (page clock: ms since navigation start).
 */
function observeBooking(selector) {
  window.__taps = [];
  window.__dialogAt = null;
  window.__liveAt = null;
  addEventListener('click', () => window.__taps.push(performance.now()), true);
  new MutationObserver((_, observer) => {
    if (window.__liveAt === null && document.documentElement.hasAttribute('data-hydrated'))
      window.__liveAt = performance.now();
    if (document.querySelector(selector)) {
      window.__dialogAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function run(browser, origin, pagePath) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.addInitScript(observeBooking, DIALOG_HEADING);
    await throttle(page);
    const lang = (/^\/(uz|ru|en)\b/.exec(pagePath) ?? [])[1] ?? 'uz';
    // By its text, not its role: an open dialog hides the page from the accessibility tree.
    const button = page.locator('main button', { hasText: BOOK_NOW[lang] }).first();
    const dialog = page.locator(DIALOG_HEADING).first();
    const shown = () => page.evaluate(() => window.__dialogAt !== null);
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'commit' });
    await button.waitFor({ state: 'visible', timeout: 30000 });
    const visibleAt = await page.evaluate(() => performance.now());
    const giveUp = Date.now() + GIVE_UP_MS;
    while (Date.now() < giveUp && !(await shown())) {
      // A guest taps again when nothing seems to happen, not while the button shows it is busy.
      // The dialog may cover the button just as a tap is due: then there is nothing to tap.
      const busy = (await button.getAttribute('aria-busy', { timeout: RETAP_MS }).catch(() => null)) === 'true';
      if (!busy) await button.tap({ timeout: RETAP_MS }).catch(() => undefined);
      await dialog
        .waitFor({ state: 'attached', timeout: Math.max(1, Math.min(RETAP_MS, giveUp - Date.now())) })
        .catch(() => undefined);
    }
    // Taps as the page received them (a tap the bench gave up waiting on may still have landed).
    const { dialogAt, taps, firstTap, liveAt } = await page.evaluate(() => ({
      dialogAt: window.__dialogAt,
      taps: window.__taps.length,
      firstTap: window.__taps[0] ?? null,
      liveAt: window.__liveAt,
    }));
    // Why a run never opened the dialog: the page's errors and the button's state.
    const why =
      dialogAt !== null
        ? ''
        : `${errors.join(' | ')} busy=${await button.getAttribute('aria-busy', { timeout: 1000 }).catch(() => '?')}`;
    return { visibleAt, firstTap, liveAt, dialogAt, taps, why };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const seconds = (ms) => (ms === null ? '  —  ' : `${(ms / 1000).toFixed(2)} s`);

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(
    `Book now tapped as soon as it shows (Slow 4G 150 ms / 1.6 Mbit/s / 750 Kbit/s, CPU 4×), ${RUNS} runs per page`,
  );
  console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
  let failed = false;
  const bench = async (browser, origin) => {
    for (const pagePath of paths) {
      const results = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await run(browser, origin, pagePath);
        results.push(result);
        console.log(
          `  ${pagePath.padEnd(14)} run ${i + 1}: button visible ${seconds(result.visibleAt)}, first tap ${seconds(result.firstTap)}, app live ${seconds(result.liveAt)}, dialog open ${seconds(result.dialogAt)}, taps ${result.taps}${result.why ? ` (${result.why})` : ''}`,
        );
      }
      const opened = results.filter((r) => r.dialogAt !== null);
      if (opened.length < results.length) failed = true;
      const times = opened.map((r) => r.dialogAt);
      const taps = results.map((r) => r.taps);
      console.log(
        `${pagePath.padEnd(16)} dialog open after navigation: median ${seconds(times.length ? median(times) : null)}, max ${seconds(times.length ? Math.max(...times) : null)}; taps: median ${median(taps)}, max ${Math.max(...taps)}; opened ${opened.length}/${results.length}`,
      );
    }
  };
  // Every host but the local server resolves to nothing.
  await withBrowserAndServer(PORT, bench, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1');
  console.log(`load average after: ${load()}`);
  return failed ? 'A RUN NEVER OPENED THE DIALOG' : undefined;
}

runMain(main);
