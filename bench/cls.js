#!/usr/bin/env node
/**
 * Layout shift while pages load: opens each page in Debian's Chromium at 360 and 1280 px,
 * records every layout-shift entry (the CLS of Web Vitals: session windows of shifts without
 * recent input), scrolls to the bottom so lazy images and reveals happen, and prints the CLS.
 * Usage: npm run build && npm run bench:cls -- [path…]   Exit 1 when a page exceeds 0.02.
 * BENCH_SMOKE=1 (npm test): `/en` only, both widths; the budget holds in smoke mode too.
 */
const { runMain, withBrowserAndServer } = require('./lib');

const BUDGET = 0.02;
const PORT = Number(process.env.BENCH_PORT ?? 4181);
const SMOKE = process.env.BENCH_SMOKE === '1';
const paths = SMOKE ? ['/en'] : process.argv.slice(2).length ? process.argv.slice(2) : ['/uz', '/ru', '/en'];

/** Runs in the page: collects layout shifts into window.__shifts from the start of loading. */
function observeShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, time: entry.startTime });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as Web Vitals defines it: the largest session window (gaps < 1 s, windows ≤ 5 s). */
function cls(shifts) {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const { value, time } of shifts) {
    if (current && time - last < 1000 && time - first < 5000) {
      current += value;
    } else {
      current = value;
      first = time;
    }
    last = time;
    worst = Math.max(worst, current);
  }
  return worst;
}

async function main() {
  let over = false;
  await withBrowserAndServer(PORT, async (browser, origin) => {
    console.log('Cumulative Layout Shift (load, then scroll to the bottom):');
    for (const pagePath of paths) {
      for (const width of [360, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: width < 768 ? 740 : 800 } });
        const page = await context.newPage();
        await page.addInitScript(observeShifts);
        await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 600) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(80);
        }
        await page.waitForTimeout(800);
        const shifts = await page.evaluate(() => window.__shifts);
        const value = cls(shifts);
        if (value > BUDGET) over = true;
        console.log(
          `  ${pagePath.padEnd(16)} ${String(width).padStart(4)} px  CLS ${value.toFixed(4)}  (${shifts.length} shifts)`,
        );
        await context.close();
      }
    }
  });
  console.log(`budget: CLS ≤ ${BUDGET}`);
  return over ? 'OVER BUDGET' : undefined;
}

runMain(main);
