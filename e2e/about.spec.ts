import { expect, test } from './fixtures';
import { expectNoAxeViolations, screenshot } from './support';

test.describe('about page', () => {
  test('the booking panel leads to /rooms with dates and guests; 4+ sends guests=4', async ({ page }) => {
    await page.goto('/en/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About the Hotel' })).toBeVisible();
    const panel = page.getByRole('form', { name: 'Choose your dates' });
    await expect(panel.getByText('4+')).toBeVisible();
    await panel.getByRole('radio', { name: '4 or more guests' }).click();
    await expect(panel.getByRole('radio', { name: '4 or more guests' })).toBeChecked();
    await panel.getByRole('button', { name: 'Show rooms' }).click();
    await expect(page).toHaveURL(/\/en\/rooms\?checkin=\d{4}-\d{2}-\d{2}&checkout=\d{4}-\d{2}-\d{2}&guests=4$/);
    const url = new URL(page.url());
    expect(Date.parse(url.searchParams.get('checkout')!) - Date.parse(url.searchParams.get('checkin')!)).toBe(
      24 * 3600 * 1000,
    );
  });

  test('the guests choice works from the keyboard', async ({ page }) => {
    await page.goto('/ru/about');
    const panel = page.getByRole('form', { name: 'Выберите даты' });
    await panel.getByRole('radio', { name: '2 гостя' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(panel.getByRole('radio', { name: '1 гость' })).toBeChecked();
    await panel.getByRole('button', { name: 'Показать номера' }).click();
    await expect(page).toHaveURL(/\/ru\/rooms\?checkin=.*&guests=1$/);
  });

  test('no horizontal overflow at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const lang of ['uz', 'ru', 'en'] as const) {
      await page.goto(`/${lang}/about`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(360);
    }
  });

  for (const lang of ['uz', 'ru', 'en'] as const) {
    test(`axe finds no violations on the about page (${lang})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${lang}/about`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  for (const width of [360, 1280] as const) {
    test(`screenshots at ${width} px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 800 });
      for (const lang of ['en', 'uz'] as const) {
        await page.goto(`/${lang}/about`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await screenshot(page, `about-${lang}-${width}`);
      }
    });
  }
});
