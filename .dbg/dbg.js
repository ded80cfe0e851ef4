const { chromium } = require('/work/wt/guestpath/node_modules/playwright-core');
const { chromiumLaunchOptions } = require('/work/wt/guestpath/scripts/chromium');
(async () => {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  page.on('console', (m) => console.log('console', m.text()));
  await page.goto('http://127.0.0.1:4508/uz/rooms');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const info = await page.evaluate(() => ({ sh: document.documentElement.scrollHeight, ih: innerHeight, bodyOverflow: getComputedStyle(document.body).overflow, htmlOverflow: getComputedStyle(document.documentElement).overflow, sr: history.scrollRestoration, state: JSON.stringify(history.state) }));
  console.log(info);
  await page.evaluate(() => window.scrollTo(0, 1800));
  for (let i = 0; i < 5; i++) { console.log('y', await page.evaluate(() => scrollY)); await page.waitForTimeout(300); }
  await page.evaluate(() => { document.scrollingElement.scrollTop = 1500; });
  console.log('y2', await page.evaluate(() => [scrollY, document.scrollingElement.scrollTop, document.scrollingElement.tagName]));
  await browser.close();
})();
