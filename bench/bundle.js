#!/usr/bin/env node
/**
 * Initial JavaScript budget: loads `/` in Debian's Chromium from the real server and sums the
 * gzip -9 size of every script it fetched until the network went quiet (everything needed to be
 * interactive), beside the client stack's own floor (../shared/design/toolchain.md).
 * Usage: npm run build && npm run bench:bundle -- [path…]   Exit 1 when over budget.
 * BENCH_SMOKE=1 (npm test): the same, on `/` only, which is the default anyway: a size does not
 * depend on the machine, so the budget holds in smoke mode too.
 */
const zlib = require('node:zlib');
const { runMain, withBrowserAndServer } = require('./lib');

const FLOOR_KB = 135; // React 19 + react-router + styled-components + RTK (+ Query) + react-redux, gzip -9
const BUDGET_ABOVE_FLOOR_KB = 15;
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const SMOKE = process.env.BENCH_SMOKE === '1';
const paths = process.argv.slice(2).length && !SMOKE ? process.argv.slice(2) : ['/'];

async function main() {
  let over = false;
  await withBrowserAndServer(PORT, async (browser, origin) => {
    for (const pagePath of paths) {
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
      const scripts = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => null);
        if (body)
          scripts.push({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
          });
      });
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
      await page.close();
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
      console.log(`\nJavaScript loaded by ${pagePath} before it is interactive (gzip -9):`);
      for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  (${(s.raw / 1024).toFixed(1)} KB raw)  ${s.url}`);
      }
      const above = total - FLOOR_KB;
      const bytes = scripts.reduce((sum, s) => sum + s.gzip, 0);
      // The bytes as well: a change of a few dozen bytes does not show in a tenth of a KB.
      console.log(
        `  total ${total.toFixed(1)} KB (${bytes} B); stack floor ${FLOOR_KB} KB; above the floor ${above.toFixed(1)} KB (budget ${BUDGET_ABOVE_FLOOR_KB} KB)`,
      );
      if (above > BUDGET_ABOVE_FLOOR_KB) over = true;
    }
  });
  return over ? 'OVER BUDGET' : undefined;
}

runMain(main);
