import { UNSEEN_BROWSER_PAGES } from '../scripts/chromium';
import { expect, test } from '@playwright/test';

/**
 * The browser the tests run: Chromium reads only the last --disable-features, so the one of
 * scripts/chromium.js must keep every feature Playwright turns off (its own switch, earlier on
 * the command line) and add the unseen address-bar pages.
 */
test('the test browser keeps every feature Playwright turns off, and the address bar’s unseen pages', async ({
  page,
}) => {
  await page.goto('chrome://version');
  const line = (await page.locator('#command_line').textContent()) ?? '';
  const lists = [...line.matchAll(/--disable-features=(\S+)/g)].map((m) => m[1]!.split(','));
  expect(lists.length).toBeGreaterThanOrEqual(2);
  const inEffect = lists.at(-1)!;
  for (const list of lists.slice(0, -1)) expect(inEffect).toEqual(expect.arrayContaining(list));
  expect(inEffect).toEqual(expect.arrayContaining(UNSEEN_BROWSER_PAGES));
});
