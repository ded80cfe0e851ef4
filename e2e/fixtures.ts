import { test as base, expect, type Page } from '@playwright/test';

/**
 * Pages are prerendered: a button is on screen before the app behind it is live. As a guest's
 * click in that instant would be, a test's click would be lost, so every navigation of `page`
 * waits until the app has marked <html data-hydrated>. The test's `page` has this already; a page
 * a test opens in a context of its own (a second guest, a phone) gets it from here.
 */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
});

export { expect };
