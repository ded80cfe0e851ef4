/**
 * Changing a stay in the browser (issue 51, point 4), on a 320 px phone in Uzbek, Russian and
 * English and on a desktop in English, against the config's server: a receptionist confirms a
 * request, opens "Change booking", types the check-out a night later into the date picker,
 * sees the server's new price before saving (the total for three nights), writes the reason and
 * saves; the stay shows the new check-out, the history says the change, and the calendar's night
 * is taken. The open form passes axe and nothing scrolls sideways; it is photographed.
 */
import type { Browser, Page } from '@playwright/test';
import { findRoom } from '../src/domain/rooms';
import { changeTexts } from '../src/features/staff/change.texts';
import { staffTexts } from '../src/features/staff/staff.texts';
import { formatStayDate } from '../src/shared/format';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, screenshot } from './support';
import { hotelDay, inviteStaff, sendSiteRequest } from './hotel';

const ROOM = findRoom(1)!;

type Lang = 'uz' | 'ru' | 'en';
const CODES = { uz: 'UZ', ru: 'RU', en: 'EN' } as const;

async function device(browser: Browser, width: number): Promise<Page> {
  const phone = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 740 : 900 },
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
  });
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

const RUNS: Array<{ lang: Lang; width: number }> = [
  { lang: 'uz', width: 320 },
  { lang: 'ru', width: 320 },
  { lang: 'en', width: 320 },
  { lang: 'en', width: 1280 },
];

for (const [index, { lang, width }] of RUNS.entries()) {
  const t = staffTexts[CODES[lang]];
  const c = changeTexts[CODES[lang]];
  test(`${lang}, ${width} px: a confirmed stay is a night longer, its new price shown before saving`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const from = 75 + index * 4;
    const reference = await sendSiteRequest({
      baseURL: baseURL!,
      roomId: ROOM.id,
      guestName: 'Oʻgʻiloy Toʻxtayeva',
      checkin: hotelDay(from),
      checkout: hotelDay(from + 2),
      lang,
    });

    const staff = await device(browser, width);
    const address = inviteStaff(`Reception ${lang.toUpperCase()} ${width} change`, { role: 'reception', lang });
    await staff.goto(address.toString());
    await expect(staff.getByRole('heading', { level: 1, name: t.today.title })).toBeVisible();
    await staff.goto(`${address.origin}/staff/requests/${reference}`);
    await expect(staff.getByRole('heading', { level: 1, name: t.request.title(reference) })).toBeVisible();
    await staff.getByRole('button', { name: t.actions.confirm, exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: t.actions.done.confirm })).toBeVisible();

    await staff.getByRole('button', { name: c.open, exact: true }).click();
    const form = staff.getByRole('form', { name: c.open });
    await expect(form.getByRole('heading', { name: c.open })).toBeFocused();
    // A night later, typed into the date picker as the language writes dates (dd.mm.yyyy, English dd/mm/yyyy).
    const checkout = form.getByLabel(t.fields.checkout, { exact: true });
    await checkout.click();
    await expect(staff.locator('.react-datepicker')).toBeVisible();
    const [y, m, d] = hotelDay(from + 3).split('-');
    await checkout.fill(lang === 'en' ? `${d}/${m}/${y}` : `${d}.${m}.${y}`);
    await staff.keyboard.press('Escape');
    await expect(staff.locator('.react-datepicker')).toHaveCount(0);
    const preview = form.getByRole('region', { name: c.preview });
    await expect(preview.locator('dl')).toBeVisible();
    // The total for three nights at the room's price, as the console writes money (grouped digits).
    const digits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s,\u00a0\u202f]?');
    await expect(preview.locator('.total').first()).toHaveText(new RegExp(`${digits(3 * ROOM.price)}`));
    await form.getByLabel(c.reason).fill('Guest called: one more night');
    await expectNoAxeViolations(staff);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(staff, `staff-change-${lang}-${width}`);

    await form.getByRole('button', { name: c.save, exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: c.done })).toBeVisible();
    await expect(form).toHaveCount(0);
    const history = staff.getByRole('region', { name: t.request.history });
    await expect(history).toContainText(t.request.historyActions.changed);
    await expect(history).toContainText('Guest called: one more night');
    await expect(staff.getByRole('region', { name: t.request.stay })).toContainText(
      formatStayDate(hotelDay(from + 3), CODES[lang]),
    );
    await expectNoAxeViolations(staff);
    await staff.context().close();
  });
}
