import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, fillGuestForm, saveScreenshot, SCREENSHOT_DIR, settled } from './support';

/*
 * The guest's path without a stumble, in three languages: pages open at the top and Back returns
 * to where the guest was (scrollY after each step), the booking dialog's room, total, Cancel and
 * Confirm are in view on a phone and two laptops (bounding boxes against the viewport), a phone's
 * room page keeps the price and Book now in a bar, the rooms list shows the first card's photo
 * and price in a phone's first screen, the success popup says what happens next, and axe (4.14,
 * Label in Name on) finds nothing.
 */

const TEXTS = {
  uz: {
    allRooms: 'Barcha xonalar',
    myRequests: 'Mening soʻrovlarim',
    cancel: 'Bekor qilish',
    confirm: 'Tasdiqlash',
    bookNow: 'Bron qilish',
    notYet: 'Bu hali bron emas',
    nothingPaid: 'Hozir hech narsa toʻlamaysiz.',
    call: 'Qabulxonaga qoʻngʻiroq qilish',
    telegram: 'Telegramda yozish',
    guest: { firstName: 'Aziz', lastName: 'Karimov', nationality: 'Oʻzbekiston', phone: '90 123 45 67' },
  },
  ru: {
    allRooms: 'Все номера',
    myRequests: 'Мои запросы',
    cancel: 'Отмена',
    confirm: 'Подтвердить',
    bookNow: 'Забронировать',
    notYet: 'Это ещё не бронирование',
    nothingPaid: 'Сейчас ничего платить не нужно.',
    call: 'Позвонить на ресепшен',
    telegram: 'Написать в Telegram',
    guest: { firstName: 'Иван', lastName: 'Петров', nationality: 'Россия', phone: '+7 912 345 67 89' },
  },
  en: {
    allRooms: 'All rooms',
    myRequests: 'My requests',
    cancel: 'Cancel',
    confirm: 'Confirm',
    bookNow: 'Book now',
    notYet: 'This is a request, not yet a booking',
    nothingPaid: 'You pay nothing now.',
    call: 'Call reception',
    telegram: 'Message us on Telegram',
    guest: { firstName: 'Anna', lastName: 'Schmidt', nationality: 'Germany', phone: '+49 30 901820' },
  },
} as const;

/** A stay far enough ahead that no other test's bookings take its rooms. */
function stay(daysAhead: number): string {
  const day = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
  return `?checkin=${day(daysAhead)}&checkout=${day(daysAhead + 2)}&guests=2`;
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The element's box lies wholly inside the viewport. */
async function expectInView(page: Page, locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  const { x, y, width, height } = box!;
  const inside = {
    left: x >= -0.5,
    top: y >= -0.5,
    right: x + width <= size.width + 0.5,
    bottom: y + height <= size.height + 0.5,
  };
  expect({ what, ...inside }).toEqual({ what, left: true, top: true, right: true, bottom: true });
}

async function shot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, path.join(SCREENSHOT_DIR, `${name}.png`));
}

// A loaded machine: a booking with its dialog, its calls and two axe scans takes its time.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const lang of ['uz', 'ru', 'en'] as const) {
  const t = TEXTS[lang];

  test.describe(`the guest's path (${lang})`, () => {
    test('a new page opens at the top, Back returns to where the guest was, a section below the header', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/${lang}/rooms`);
      const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      const at = Math.min(1800, max - 10);
      await page.evaluate((y) => window.scrollTo(0, y), at);
      await expect.poll(() => scrollY(page)).toBe(at);
      // The rooms list → a room: the room opens at its title.
      const card = page.locator('article h2 a').nth(3);
      await card.scrollIntoViewIfNeeded();
      const before = await scrollY(page);
      await card.click();
      await expect(page).toHaveURL(/\/rooms\/\d+/);
      await expect.poll(() => scrollY(page)).toBe(0);
      await expectInView(page, page.getByRole('heading', { level: 1 }), 'room title');
      // Back: the list where the guest left it; Forward: the room at its top again.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${lang}/rooms$`));
      await expect.poll(() => scrollY(page)).toBe(before);
      await page.goForward();
      await expect.poll(() => scrollY(page)).toBe(0);

      // Home → "All rooms": the list at its top.
      await page.goto(`/${lang}`);
      const all = page.getByRole('link', { name: t.allRooms, exact: true });
      await all.scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(300);
      await all.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/rooms$`));
      await expect.poll(() => scrollY(page)).toBe(0);

      // A section's address: the section just below the fixed header.
      await page.goto(`/${lang}#rooms`);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const header = document.querySelector<HTMLElement>('[data-site-header]')!.offsetHeight;
            return Math.round(document.getElementById('rooms')!.getBoundingClientRect().top - header);
          }),
        )
        .toBe(8);
    });

    test('the booking dialog keeps the room, total, Cancel and Confirm in view at 360 × 640, 1280 × 800 and 1366 × 768', async ({
      page,
    }) => {
      // Opened on the phone (a fresh load at its size), then the same dialog as the window grows:
      // its layout follows the viewport through CSS alone.
      await page.setViewportSize({ width: 360, height: 640 });
      await page.goto(`/${lang}/rooms/2${stay(400)}`);
      await page.getByRole('complementary').getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await fillGuestForm(dialog, lang, t.guest);
      const parts = {
        room: dialog.locator('.room'),
        total: dialog.getByTestId('booking-total'),
        cancel: dialog.getByRole('button', { name: t.cancel, exact: true }),
        confirm: dialog.getByRole('button', { name: t.confirm, exact: true }),
      };
      for (const [width, height] of [
        [360, 640],
        [1280, 800],
        [1366, 768],
      ] as const) {
        await page.setViewportSize({ width, height });
        const at = `${width} × ${height}`;
        await dialog.locator('.fields').evaluate((el) => el.scrollTo(0, 0));
        for (const [what, locator] of Object.entries(parts)) await expectInView(page, locator, `${what} at ${at}`);
        // The fields scroll under them: at the last field, all four are still in view.
        await dialog.locator('.fields').evaluate((el) => el.scrollTo(0, el.scrollHeight));
        for (const [what, locator] of Object.entries(parts)) {
          await expectInView(page, locator, `${what}, fields scrolled, at ${at}`);
        }
        await expectInView(page, dialog, `the dialog at ${at}`);
        if (lang === 'en') await shot(page, `guestpath-dialog-${width}x${height}`);
        if (width === 1280) await expectNoAxeViolations(page);
      }
    });

    test("a phone's room page keeps the price and Book now in a bar once its own button has gone", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/${lang}/rooms/4`);
      const bar = page.getByTestId('sticky-book-bar');
      await expect(bar).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 1400));
      await expect(bar).toBeVisible();
      await expect(bar).toContainText("so'm");
      await expectInView(page, bar, 'the bar');
      await settled(page);
      if (lang === 'en') await shot(page, 'guestpath-room-phone-scrolled');
      await expectNoAxeViolations(page);
      // It never covers the page: at the very bottom the footer ends above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = await page.locator('footer').last().boundingBox();
      const barBox = await bar.boundingBox();
      expect(footer!.y + footer!.height).toBeLessThanOrEqual(barBox!.y + 1);
      // Back at the top, the page's own button is there and the bar is gone.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 1400));
      await bar.getByRole('button', { name: t.bookNow }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // On a laptop there is no bar.
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(bar).toBeHidden();
    });

    test("the rooms list shows the first card's photo and price in a phone's first screen", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/${lang}/rooms`);
      const first = page.locator('article').first();
      await expectInView(page, first.locator('img').first(), 'the first photo');
      await expectInView(page, first.locator('strong', { hasText: "so'm" }).first(), 'the first price');
    });

    test('after sending, the popup and My requests say what happens next and how to reach reception', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`/${lang}/rooms/3${stay(500 + ['uz', 'ru', 'en'].indexOf(lang) * 5)}`);
      await page.getByRole('complementary').getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await fillGuestForm(dialog, lang, t.guest);
      await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
      const popup = page.getByRole('dialog');
      await expect(popup.getByText(t.notYet)).toBeVisible({ timeout: 15_000 });
      await expect(popup.getByText(t.nothingPaid)).toBeVisible();
      // It opens at its top: the title in view, and OK, which has the focus, in view as well.
      const ok = popup.getByRole('button', { name: 'OK' });
      await expect(ok).toBeFocused();
      const title = popup.getByRole('heading', { level: 2 });
      await expectInView(page, title, 'the popup title');
      await expectInView(page, ok, 'OK');
      expect(await title.evaluate((heading) => heading.closest('[role="status"]')?.scrollTop)).toBe(0);
      await expect(popup.getByRole('link', { name: new RegExp(`^${t.call}`) })).toHaveAttribute('href', /^tel:\+998/);
      await expect(popup.getByRole('link', { name: t.telegram })).toHaveAttribute('href', /^https:\/\/t\.me\//);
      if (lang === 'en') await shot(page, 'guestpath-success-320x640');
      await expectNoAxeViolations(page);
      await popup.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The header's My requests from a scrolled page: its title in view.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.locator('header').getByRole('link', { name: t.myRequests }).first().click();
      await expect.poll(() => scrollY(page)).toBe(0);
      await expectInView(page, page.getByRole('heading', { level: 1, name: t.myRequests }), 'My requests title');
      await expect(page.getByText(t.notYet).first()).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`^${t.call}`) })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goBack();
      await expect.poll(() => scrollY(page)).toBe(900);
    });
  });
}
