/**
 * The stay's guards and the undo in the browser (issue 48, point 4), on a 320 px phone in Uzbek,
 * Russian and English against the config's server: a receptionist confirms a request arriving in
 * two months, presses the check-in verb, is asked (the question focused, the arrival date named)
 * and checks the guest in early; the request page then offers the undo with until when, and the
 * undo brings the request back to confirmed, its line in the history. Each step passes an axe scan
 * and nothing scrolls sideways; the question and the undo are photographed.
 */
import type { Browser, Page } from '@playwright/test';
import { findRoom } from '../src/domain/rooms';
import { staffTexts } from '../src/features/staff/staff.texts';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, screenshot } from './support';
import { hotelDay, inviteStaff, sendSiteRequest } from './hotel';

const PHONE = { width: 320, height: 700 };
const ROOM = findRoom(1)!;

async function staffPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  return context.newPage();
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe.configure({ mode: 'serial' });

for (const lang of ['uz', 'ru', 'en'] as const) {
  const t = staffTexts[lang === 'uz' ? 'UZ' : lang === 'ru' ? 'RU' : 'EN'];
  test(`${lang}: an early check-in asks first, and is undone, on a 320 px phone`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const from = 60 + ['uz', 'ru', 'en'].indexOf(lang) * 3;
    const reference = await sendSiteRequest({
      baseURL: baseURL!,
      roomId: ROOM.id,
      guestName: 'Oʻgʻiloy Toʻxtayeva',
      checkin: hotelDay(from),
      checkout: hotelDay(from + 2),
      lang,
    });

    const staff = await staffPhone(browser);
    // The console at the origin the invitation names (its session cookie is that host's).
    const address = inviteStaff(`Reception ${lang.toUpperCase()} undo`, { role: 'reception', lang });
    await staff.goto(address.toString());
    await expect(staff.getByRole('heading', { level: 1, name: t.today.title })).toBeVisible();
    await staff.goto(`${address.origin}/staff/requests/${reference}`);
    await expect(staff.getByRole('heading', { level: 1, name: t.request.title(reference) })).toBeVisible();
    await staff.getByRole('button', { name: t.actions.confirm, exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: t.actions.done.confirm })).toBeVisible();

    await staff.getByRole('button', { name: t.actions.checkIn, exact: true }).click();
    const question = staff.getByRole('form').locator('p[tabindex="-1"]');
    await expect(question).toBeFocused();
    await expect(question).toContainText(/\d/);
    await expectNoAxeViolations(staff);
    await expectNoSidewaysScroll(staff);
    await screenshot(staff, `staff-early-check-in-${lang}-320`);
    await staff.getByRole('button', { name: t.stayActions.earlyConfirm, exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: t.actions.done.checkIn })).toBeVisible();

    const history = staff.getByRole('region', { name: t.request.history });
    await expect(history).toContainText(t.request.historyActions.checked_in_early);
    const undo = staff.getByRole('button', { name: t.stayActions.undo.checked_in, exact: true });
    await expect(undo).toBeVisible();
    await expectNoAxeViolations(staff);
    await expectNoSidewaysScroll(staff);
    await screenshot(staff, `staff-undo-${lang}-320`);
    await undo.click();
    await expect(staff.getByRole('status').filter({ hasText: t.stayActions.undone.checked_in })).toBeVisible();
    await expect(history).toContainText(t.request.historyActions.check_in_undone);
    await expect(undo).toHaveCount(0);
    await expectNoSidewaysScroll(staff);
    await staff.context().close();
  });
}
