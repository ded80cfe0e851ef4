import { test as base, expect } from '@playwright/test';

/**
 * Pages are prerendered: a button is on screen before the app behind it is live. As a guest's
 * click in that instant would be, a test's click would be lost, so every navigation waits until
 * the app has marked <html data-hydrated>.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
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
    await use(page);
  },
});

export { expect };
