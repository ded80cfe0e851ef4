import { expect, test } from './fixtures';
import { expectNoAxeViolations, screenshot, useStoredLanguage } from './support';

const SLUGS = ['breakfast', 'parking', 'wifi', 'sauna', 'pool', 'birds'] as const;
const TITLES = {
  uz: {
    breakfast: 'Nonushta',
    parking: 'Avtoturargoh',
    wifi: 'Wi‑Fi',
    sauna: 'Sauna',
    pool: 'Hovuz',
    birds: 'Qushlar bogʻi',
  },
  ru: {
    breakfast: 'Завтрак',
    parking: 'Парковка',
    wifi: 'Wi‑Fi',
    sauna: 'Сауна',
    pool: 'Бассейн',
    birds: 'Птичий сад',
  },
  en: { breakfast: 'Breakfast', parking: 'Parking', wifi: 'Wi‑Fi', sauna: 'Sauna', pool: 'Pool', birds: 'Bird garden' },
} as const;
const CTA = { uz: 'Xonalarni koʻrish', ru: 'Посмотреть номера', en: 'See the rooms' } as const;
const BACK = { uz: 'Orqaga', ru: 'Назад', en: 'Back' } as const;

test.describe('service pages', () => {
  for (const lang of ['uz', 'ru', 'en'] as const) {
    test(`every service page renders under /${lang}/ and unprefixed, with Back and the rooms link, and axe finds nothing`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      // Reduced motion: a scan must not catch a section halfway through its entrance.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const slug of SLUGS) {
        await page.goto(`/${lang}/services/${slug}`);
        await expect(page.getByRole('heading', { level: 1, name: TITLES[lang][slug] })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('button', { name: BACK[lang] })).toBeVisible();
        await expect(page.getByRole('link', { name: CTA[lang] })).toHaveAttribute('href', `/${lang}/rooms`);
        const photos = await page.locator('main picture').count();
        expect(photos, slug).toBe(slug === 'wifi' ? 1 : 3);
        await expectNoAxeViolations(page);
      }
      // Unprefixed: the stored language decides; a guest of Russian or English is sent to the page
      // in their language (src/shared/langBoot.ts), an Uzbek one stays.
      const code = lang.toUpperCase() as 'UZ' | 'RU' | 'EN';
      await useStoredLanguage(page, code);
      const prefix = lang === 'uz' ? '' : `/${lang}`;
      for (const slug of SLUGS) {
        await page.goto(`/services/${slug}`);
        await expect(page).toHaveURL(new RegExp(`${prefix}/services/${slug}$`));
        await expect(page.getByRole('heading', { level: 1, name: TITLES[lang][slug] })).toBeVisible();
        await expect(page.getByRole('link', { name: CTA[lang] })).toHaveAttribute('href', `${prefix}/rooms`);
      }
    });
  }

  test('an unknown language code (/xx/services/pool) shows Uzbek', async ({ page }) => {
    await useStoredLanguage(page, 'EN');
    await page.goto('/xx/services/pool');
    await expect(page.getByRole('heading', { level: 1, name: 'Hovuz' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  });

  test('an unknown service is the 404 page', async ({ page }) => {
    await page.goto('/en/services/golf');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the call to action leads to the rooms and Back returns', async ({ page }) => {
    await page.goto('/en/services/sauna');
    await page.getByRole('link', { name: 'See the rooms' }).click();
    await expect(page).toHaveURL(/\/en\/rooms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/en\/services\/sauna$/);
  });

  test('no horizontal overflow at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const slug of SLUGS) {
      await page.goto(`/ru/services/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBeLessThanOrEqual(360);
    }
  });

  for (const width of [360, 1280] as const) {
    test(`screenshots at ${width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 800 });
      for (const [lang, slug] of [
        ['en', 'breakfast'],
        ['uz', 'wifi'],
        ['ru', 'birds'],
      ] as const) {
        await page.goto(`/${lang}/services/${slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await screenshot(page, `service-${slug}-${lang}-${width}`);
      }
    });
  }
});
