import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * "Book now" on a slow phone: the button shows before the app behind it is live, and a guest taps
 * it at once, exactly once. These tests use the raw page (not ./fixtures, whose goto waits for the
 * app). The app's scripts are held back until the tap has landed, so the tap surely comes before
 * <html data-hydrated> however fast or loaded the machine is; no assertion depends on timing.
 */

declare global {
  interface Window {
    /** For each click the page received: whether the app was live (data-hydrated) at that moment. */
    __clicks: boolean[];
  }
}

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

/** Slow 4G and a phone's CPU, as Lighthouse's mobile run. */
async function throttle(page: Page): Promise<void> {
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

/** Holds requests for `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function countClicks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__clicks = [];
    addEventListener('click', () => window.__clicks.push(document.documentElement.hasAttribute('data-hydrated')), true);
  });
}

async function expectDialogFor(page: Page, heading: string, roomTitle: string, button: Locator): Promise<void> {
  const dialog = page.getByRole('dialog', { name: heading });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
  await expect(dialog).toContainText(roomTitle);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // Once the dialog shows, the button is no longer busy.
  await expect(button).not.toHaveAttribute('aria-busy', /.*/);
}

const CASES = [
  { path: '/en/rooms/6', bookNow: 'Book now', heading: 'Booking request', card: false },
  { path: '/ru/rooms', bookNow: 'Забронировать', heading: 'Запрос на бронирование', card: true },
] as const;

test.describe('a tap on Book now is never lost', () => {
  // A throttled phone on a busy machine: generous, and no figure is asserted.
  test.setTimeout(120_000);

  for (const { path, bookNow, heading, card } of CASES) {
    test(`one tap before the app is live opens the booking dialog (${path})`, async ({ page }) => {
      await countClicks(page);
      const releaseScripts = await holdRequests(page, /\/static\/js\//);
      await throttle(page);
      await page.goto(path, { waitUntil: 'commit' });
      // The first room card's button on /rooms, the side panel's on a room page. includeHidden:
      // the open dialog hides the page behind it from the accessibility tree.
      const scope = card
        ? page.getByRole('article', { includeHidden: true }).first()
        : page.getByRole('complementary', { name: bookNow, includeHidden: true });
      const button = scope.getByRole('button', { name: bookNow, includeHidden: true });
      const roomTitle = card
        ? ((await scope.getByRole('heading', { level: 2 }).textContent({ timeout: 60_000 })) ?? '')
        : 'Deluxe Double Suite';
      await expect(button).toBeVisible({ timeout: 60_000 });
      await button.tap();
      // The tap shows at once: the button is busy while the app has not even got its scripts.
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', /.*/);
      releaseScripts();
      await expectDialogFor(page, heading, roomTitle.trim(), button);
      // Exactly one tap, made before the app was live.
      expect(await page.evaluate(() => window.__clicks)).toEqual([false]);
    });
  }

  test('once the app is live, Book now is busy until the dialog has come, and Enter works', async ({ page }) => {
    await page.goto('/en/rooms/6');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const releaseDialog = await holdRequests(page, /\/static\/js\/booking\./);
    const button = page
      .getByRole('complementary', { name: 'Book now', includeHidden: true })
      .getByRole('button', { name: 'Book now', includeHidden: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('dialog', { name: 'Booking request' })).toHaveCount(0);
    releaseDialog();
    await expectDialogFor(page, 'Booking request', 'Deluxe Double Suite', button);
  });
});
