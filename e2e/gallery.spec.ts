import path from 'node:path';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, saveScreenshot, screenshot, SCREENSHOT_DIR } from './support';

test.describe('gallery', () => {
  test('open image 7, ArrowRight twice shows 9 / 30, Escape closes and focus returns to image 7', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/gallery');
    const grid = page.getByRole('list', { name: 'Photos of the hotel' });
    await expect(grid.getByRole('button')).toHaveCount(30);
    const seventh = grid.getByRole('button').nth(6);
    await seventh.click();
    const dialog = page.getByRole('dialog', { name: 'Gallery photos' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('7 / 30')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('9 / 30')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Standard Single Room in the evening' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(seventh).toBeFocused();
  });

  test('the lightbox wraps, moves on a click on the photo, preloads neighbours and closes from the backdrop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/gallery');
    const grid = page.getByRole('list', { name: 'Photos of the hotel' });
    await grid.getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Gallery photos' });
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(dialog.getByText('30 / 30')).toBeVisible();
    // The neighbours (29 and 1) are fetched before they are shown.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .map((e) => e.name)
              .filter((n) => /\/img\/gallery\/29-(1024|1600)\./.test(n)).length,
        ),
      )
      .toBeGreaterThan(0);
    await dialog.getByRole('img', { name: 'Wooden sauna benches' }).click();
    await expect(dialog.getByText('1 / 30')).toBeVisible();
    // The dark space beside the photo is the backdrop.
    await page.mouse.click(20, 400);
    await expect(dialog).toHaveCount(0);
  });

  test('a swipe moves and a pull closes on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/gallery');
    await page.getByRole('list', { name: 'Photos of the hotel' }).getByRole('button').nth(2).click();
    const dialog = page.getByRole('dialog', { name: 'Gallery photos' });
    await expect(dialog.getByText('3 / 30')).toBeVisible();
    const box = (await dialog.getByTestId('lightbox-photo').boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 20, y, { steps: 4 });
    await page.mouse.move(x - 50, y, { steps: 4 });
    await page.mouse.up();
    await expect(dialog.getByText('4 / 30')).toBeVisible();
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 40, { steps: 4 });
    await page.mouse.move(x, y + 80, { steps: 4 });
    await page.mouse.up();
    await expect(dialog).toHaveCount(0);
  });

  test('no horizontal overflow at 360 px; the masonry has 2, 3 and 4 columns', async ({ page }) => {
    for (const [width, columns] of [
      [360, '2'],
      [800, '3'],
      [1280, '4'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/en/gallery');
      const grid = page.getByRole('list', { name: 'Photos of the hotel' });
      expect(await grid.evaluate((el) => getComputedStyle(el).columnCount)).toBe(columns);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  test('a phone downloads small files for the grid', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/gallery');
    await page
      .getByRole('list', { name: 'Photos of the hotel' })
      .getByRole('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.decode());
    const widths = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => /\/img\/gallery\/\d+-(\d+)\./.exec(e.name)?.[1])
        .filter((w): w is string => Boolean(w))
        .map(Number),
    );
    expect(widths.length).toBeGreaterThan(0);
    expect(Math.max(...widths)).toBeLessThanOrEqual(640);
  });

  for (const lang of ['uz', 'ru', 'en'] as const) {
    test(`axe finds no violations on the gallery and in the open lightbox (${lang})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${lang}/gallery`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.locator('main ul button').nth(6).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByText('7 / 30')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  for (const width of [360, 1280] as const) {
    test(`screenshots at ${width} px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/en/gallery');
      await screenshot(page, `gallery-en-${width}`);
      await page.locator('main ul button').nth(6).click();
      await expect(page.getByText('7 / 30')).toBeVisible();
      await page
        .getByRole('dialog')
        .getByRole('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.decode());
      await saveScreenshot(page, path.join(SCREENSHOT_DIR, `gallery-lightbox-${width}.png`));
    });
  }
});
