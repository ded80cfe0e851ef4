import { expect, test } from './fixtures';
import { screenshot, useStoredLanguage } from './support';

test.describe('site shell', () => {
  test('switching language through the dropdown changes the header and survives a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useStoredLanguage(page, 'UZ');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Asosiy menyu' });
    await expect(nav.getByRole('link', { name: 'Xonalar' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');

    await page.getByRole('button', { name: /tilni tanlash/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Rooms' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book now' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The choice is kept: the unprefixed home now sends this guest to the English one.
    await page.reload();
    await expect(page).toHaveURL(/\/en$/);
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Gallery' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the dropdown closes on Escape and on an outside click', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: /choose language/ });
    await toggle.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.mouse.click(640, 600);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('/ru/rooms sets Russian', async ({ page }) => {
    await useStoredLanguage(page, 'EN');
    await page.goto('/ru/rooms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Номера' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('langCode'))).toBe('RU');
  });

  test('the mobile menu opens and closes by its button, the backdrop and Escape', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en');
    const open = page.getByRole('button', { name: 'Open menu' });
    const dialog = page.getByRole('dialog', { name: 'Menu' });

    await open.click();
    await expect(dialog).toBeVisible();
    // 80% of 360 px, flush with the right edge once it has slid in.
    const slidIn = () =>
      expect
        .poll(async () => {
          const box = await dialog.boundingBox();
          return [Math.round(box?.width ?? 0), Math.round((box?.x ?? 0) + (box?.width ?? 0))];
        })
        .toEqual([288, 360]);
    await slidIn();
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await slidIn();
    await page.mouse.click(20, 400); // the dimmed backdrop, left of the panel
    await expect(dialog).toBeHidden();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the mobile panel stops at the extra-small width on wider screens', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect
      .poll(async () => Math.round((await page.getByRole('dialog', { name: 'Menu' }).boundingBox())?.width ?? 0))
      .toBe(400);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await useStoredLanguage(page, 'EN');
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header has 56 px on mobile and 64 px on desktop and turns translucent after scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/gallery');
    const header = page.locator('[data-site-header]');
    expect((await header.boundingBox())?.height).toBe(56);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect((await header.boundingBox())?.height).toBe(64);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 40);
    });
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('home fits 360 and 1280 px without sideways scrolling (screenshots saved)', async ({ page }) => {
    // Six loads of the home page to network idle, each with a full screenshot: a minute on a slow machine.
    test.setTimeout(60_000);
    for (const lang of ['uz', 'ru', 'en']) {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${lang}`);
        await page.waitForLoadState('networkidle');
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${lang} at ${width} px`).toBeLessThanOrEqual(width);
        await screenshot(page, `home-${lang}-${width}`);
      }
    }
  });
});
