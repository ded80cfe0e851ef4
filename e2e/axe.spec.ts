import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectAlerts, expectNoAxeViolations, fillGuestForm } from './support';

/*
 * axe (every WCAG 2.x A/AA rule, plus label-content-name-mismatch) finds nothing
 * on every page and every open popup, in all three languages. The home, rooms, room (with its
 * amenities dialog), about, gallery (with its lightbox) and service pages and the open booking
 * dialog are scanned by their own specs; these are the rest: the 404 pages, "My requests" (empty
 * and with a request), a room page's lightbox, the language menu, the mobile menu, the rooms
 * filter, the date pickers, the dialog's nationality list, the dialog with a field marked, and
 * the success popup. The staff console's screens, in the three languages, its sign-in page at
 * 320 px and a request's print view are scanned by e2e/staffFit.spec.ts, which visits them all.
 */

const TEXTS = {
  uz: {
    chooseLanguage: /tilni tanlash/,
    openMenu: 'Menyuni ochish',
    filter: /^Filtr/,
    enlarge: 'Suratni kattalashtirish (2 / 5)',
    checkIn: 'Kelish sanasi',
    guests: 'Mehmonlar soni',
    confirm: 'Tasdiqlash',
    success: 'Soʻrovingiz yuborildi',
    myRequests: 'Mening soʻrovlarim',
    notFound: 'Sahifa topilmadi',
    guest: { firstName: 'Aziz', lastName: 'Karimov', nationality: 'Oʻzbekiston', phone: '90 123 45 67' },
  },
  ru: {
    chooseLanguage: /выбор языка/,
    openMenu: 'Открыть меню',
    filter: /^Фильтр/,
    enlarge: 'Увеличить фото (2 / 5)',
    checkIn: 'Дата заезда',
    guests: 'Количество гостей',
    confirm: 'Подтвердить',
    success: 'Запрос отправлен',
    myRequests: 'Мои запросы',
    notFound: 'Страница не найдена',
    guest: { firstName: 'Иван', lastName: 'Петров', nationality: 'Россия', phone: '+7 912 345 67 89' },
  },
  en: {
    chooseLanguage: /choose language/,
    openMenu: 'Open menu',
    filter: /^Filter/,
    enlarge: 'Enlarge photo (2 / 5)',
    checkIn: 'Check-in',
    guests: 'Guests',
    confirm: 'Confirm',
    success: 'Your request has been sent',
    myRequests: 'My requests',
    notFound: 'Page not found',
    guest: { firstName: 'Anna', lastName: 'Schmidt', nationality: 'Germany', phone: '+49 30 901820' },
  },
} as const;

/** A stay far enough ahead that no other test's bookings take its rooms. */
function stay(daysAhead: number): string {
  const day = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
  return `?checkin=${day(daysAhead)}&checkout=${day(daysAhead + 2)}&guests=2`;
}

async function openBookingDialog(page: Page, lang: keyof typeof TEXTS, roomId: number, query: string) {
  await page.goto(`/${lang}/rooms/${roomId}${query}`);
  await page.getByRole('complementary').getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

for (const lang of ['uz', 'ru', 'en'] as const) {
  const t = TEXTS[lang];

  test.describe(`axe on the pages and popups other specs do not scan (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      // Reduced motion: a scan must not catch a popup halfway through its entrance.
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('the 404 page and a room that does not exist', async ({ page }) => {
      await page.goto(`/${lang}/no-such-page`);
      await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(`/${lang}/rooms/99`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("a room page's lightbox, open", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/${lang}/rooms/6`);
      await page.getByRole('button', { name: t.enlarge }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog')).toContainText('2 / 5');
      await expectNoAxeViolations(page);
    });

    test('the language menu and the mobile menu, open', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${lang}`);
      await page.getByRole('button', { name: t.chooseLanguage }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 360, height: 740 });
      await page.getByRole('button', { name: t.openMenu }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("the rooms filter and the booking bar's date picker, open", async ({ page }) => {
      await page.goto(`/${lang}/rooms`);
      await page.getByRole('button', { name: t.filter }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${lang}`);
      await page.getByLabel(t.checkIn).click();
      await expect(page.locator('.react-datepicker')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the booking dialog: its date picker and nationality list open, a field marked', async ({ page }) => {
      const alerts = collectAlerts(page);
      await openBookingDialog(page, lang, 2, stay(300));
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t.checkIn).click();
      await expect(page.locator('.react-datepicker')).toBeVisible();
      await expectNoAxeViolations(page);
      // Escape closes the calendar, not the dialog around it.
      await page.keyboard.press('Escape');
      await expect(page.locator('.react-datepicker')).toHaveCount(0);
      await expect(dialog).toBeVisible();
      const nationality = dialog.getByRole('combobox').first();
      await nationality.fill(t.guest.nationality.slice(0, 3));
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      // A field marked with its message: more guests than one request may name.
      const guests = dialog.getByRole('spinbutton', { name: t.guests });
      await guests.fill('12');
      await guests.press('Tab');
      await expect(guests).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      expect(alerts).toEqual([]);
    });

    test('the success popup and "My requests", empty and with the request', async ({ page }) => {
      await page.goto(`/${lang}/my-requests`);
      await expect(page.getByRole('heading', { level: 1, name: t.myRequests })).toBeVisible();
      await expectNoAxeViolations(page);
      // Each language books its own nights, so the three runs never take the same room.
      await openBookingDialog(page, lang, 2, stay({ uz: 320, ru: 330, en: 340 }[lang]));
      await fillGuestForm(page, lang, t.guest);
      await page.getByRole('button', { name: t.confirm }).click();
      await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'OK' }).click();
      await page.goto(`/${lang}/my-requests`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
