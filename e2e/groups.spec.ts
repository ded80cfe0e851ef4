import Database from 'better-sqlite3';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, fillGuestForm, saveScreenshot, SCREENSHOT_DIR } from './support';
import { hotelDay } from './hotel';

/*
 * A group books several rooms of one kind in one request: on a 360 px phone, in each
 * language, four guests in the twin room (two beds) for two nights see "2 rooms" and the total
 * 1,920,000 so'm (2 nights × 480,000 × 2 rooms, an Uzbek citizen's price), confirm, and the real
 * booking server stores two rooms. Nothing scrolls sideways at 360 px.
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, reducedMotion: 'reduce' });

/** The booking the server stored (see e2e/serve.js for where its SQLite file lives). */
function storedBooking(
  id: string,
): { room_id: number; guests: number; units: number; nights: number; total_price: number } | undefined {
  const file = path.join(os.tmpdir(), `hotel-e2e-data-${process.env.E2E_PORT ?? 4173}`, 'bookings.sqlite');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT room_id, guests, units, nights, total_price FROM bookings WHERE id = ?').get(id) as never;
  } finally {
    db.close();
  }
}

/** Whether anything makes the page wider than the phone. */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

const CASES = [
  {
    lang: 'uz',
    guest: { firstName: 'Aziz', lastName: 'Karimov', nationality: 'Oʻzbekiston', phone: '90 123 45 67' },
    guests: 'Mehmonlar soni',
    rooms: '2 ta xona',
    total: /^1\s920\s000\sso'm$/,
    confirm: 'Tasdiqlash',
    success: 'Soʻrovingiz yuborildi',
    from: 40,
  },
  {
    lang: 'ru',
    guest: { firstName: 'Азиз', lastName: 'Каримов', nationality: 'Узбекистан', phone: '90 123 45 67' },
    guests: 'Количество гостей',
    rooms: '2 номера',
    total: /^1\s920\s000\sso'm$/,
    confirm: 'Подтвердить',
    success: 'Запрос отправлен',
    from: 44,
  },
  {
    lang: 'en',
    guest: { firstName: 'Aziz', lastName: 'Karimov', nationality: 'Uzbekistan', phone: '90 123 45 67' },
    guests: 'Guests',
    rooms: '2 rooms',
    total: /^1,920,000\sso'm$/,
    confirm: 'Confirm',
    success: 'Your request has been sent',
    from: 48,
  },
] as const;

test.describe('a group books several rooms of one kind, on a 360 px phone', () => {
  for (const c of CASES) {
    test(`4 guests in the twin for 2 nights: 2 rooms and 1,920,000 so'm (${c.lang})`, async ({ page }) => {
      const checkin = hotelDay(c.from);
      const checkout = hotelDay(c.from + 2);
      await page.goto(`/${c.lang}/rooms/2?checkin=${checkin}&checkout=${checkout}`);
      expect(await scrollsSideways(page)).toBe(false);
      await page.getByRole('complementary').getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();

      await fillGuestForm(dialog, c.lang, c.guest);
      const guests = dialog.getByLabel(c.guests, { exact: true });
      await guests.click();
      await guests.press('ControlOrMeta+a');
      await guests.pressSequentially('4');
      await expect(guests).toHaveValue('4');

      // The rooms they need, said in the language; nights × price × rooms; the total.
      await expect(dialog.getByText(c.rooms).first()).toBeVisible();
      await expect(dialog.getByRole('spinbutton').last()).toHaveValue('2');
      await expect(dialog.getByTestId('booking-total')).toHaveText(c.total);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expectNoAxeViolations(page);

      if (c.lang === 'ru') {
        // The whole dialog at 360 px, for a person to look at: a phone as tall as the dialog.
        await dialog.getByTestId('booking-total').scrollIntoViewIfNeeded();
        const height = await dialog.evaluate((el) => Math.ceil(el.scrollHeight + 120));
        await page.setViewportSize({ width: 360, height });
        await saveScreenshot(page, path.join(SCREENSHOT_DIR, 'groups-dialog-ru-360.png'));
        await page.setViewportSize({ width: 360, height: 740 });
      }

      const answer = page.waitForResponse((r) => r.url().endsWith('/api/bot/booking'));
      await dialog.getByRole('button', { name: c.confirm }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await expect(page.getByRole('heading', { name: c.success })).toBeVisible();
      expect(storedBooking(id)).toEqual({ room_id: 2, guests: 4, units: 2, nights: 2, total_price: 1_920_000 });
      expect(await scrollsSideways(page)).toBe(false);
    });
  }
});
