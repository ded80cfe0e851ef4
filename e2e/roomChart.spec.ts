/**
 * Rooms at the front desk (issue 51), against the config's server: a receptionist confirms a
 * request from the site and the stay is given room 101 (the first room of its type, free on
 * those nights); the room chart shows it in room 101's row; the receptionist moves it to room 102
 * (on a desktop by dragging the bar onto 102's row, on a 360 px phone with the request's Move)
 * and makes it a night longer (Change booking): the chart then shows three nights in room 102
 * and none in 101. Each screen passes axe, nothing scrolls sideways, and the pictures are saved.
 */
import type { Browser, Page } from '@playwright/test';
import { findRoom } from '../src/domain/rooms';
import { changeTexts } from '../src/features/staff/change.texts';
import { roomsTexts } from '../src/features/staff/rooms.texts';
import { staffTexts } from '../src/features/staff/staff.texts';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, screenshot } from './support';
import { hotelDay, inviteStaff, sendSiteRequest } from './hotel';

/** The first room type: rooms 101–106 in a fresh store. */
const ROOM = findRoom(1)!;

type Lang = 'ru' | 'en';
const CODES = { ru: 'RU', en: 'EN' } as const;

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

async function fits(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe.configure({ mode: 'serial' });

const RUNS: Array<{ lang: Lang; width: number; from: number; guest: string }> = [
  { lang: 'en', width: 1280, from: 120, guest: 'Anna Schmidt' },
  { lang: 'ru', width: 360, from: 130, guest: 'Иван Петров' },
];

for (const { lang, width, from, guest } of RUNS) {
  const t = staffTexts[CODES[lang]];
  const r = roomsTexts[CODES[lang]];
  const c = changeTexts[CODES[lang]];
  const phone = width < 600;
  test(`${lang}, ${width} px: confirmed into room 101, moved to 102, a night longer`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const reference = await sendSiteRequest({
      baseURL: baseURL!,
      roomId: ROOM.id,
      guestName: guest,
      checkin: hotelDay(from),
      checkout: hotelDay(from + 2),
      lang,
    });

    const staff = await device(browser, width);
    const address = inviteStaff(`Reception ${lang.toUpperCase()} ${width} rooms`, { role: 'reception', lang });
    await staff.goto(address.toString());
    await expect(staff.getByRole('heading', { level: 1, name: t.today.title })).toBeVisible();

    // Confirming gives the stay its room: the first of its type free on both nights.
    await staff.goto(`${address.origin}/staff/requests/${reference}`);
    await expect(staff.getByRole('heading', { level: 1, name: t.request.title(reference) })).toBeVisible();
    await staff.getByRole('button', { name: t.actions.confirm, exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: t.actions.done.confirm })).toBeVisible();
    const rooms = staff.getByRole('region', { name: r.request.rooms });
    await expect(rooms).toContainText(r.room('101'));

    const chartAt = phone
      ? `${address.origin}/staff/room-chart?day=${hotelDay(from)}`
      : `${address.origin}/staff/room-chart?from=${hotelDay(from - 1)}&days=14`;
    const bar = (room: string) =>
      staff.getByRole('button', {
        name: new RegExp(`^${guest}, .*${r.chart.bar('', '', '', room).split(', ').pop()}$`),
      });

    if (phone) {
      // The phone's day: room 101 lists the guest.
      await staff.goto(chartAt);
      await expect(staff.getByRole('heading', { level: 1, name: r.chart.title })).toBeVisible();
      const list = staff.getByRole('list', { name: r.chart.rooms });
      await expect(list.getByRole('listitem').filter({ hasText: '101' }).first()).toContainText(guest);
      await expectNoAxeViolations(staff);
      await fits(staff, width);
      await screenshot(staff, `staff-room-chart-${lang}-${width}-101`);

      // A tap on the request's Move: room 102 for the whole stay.
      await staff.goto(`${address.origin}/staff/requests/${reference}`);
      await staff.getByRole('button', { name: r.request.moveOf('101') }).click();
      await staff.getByLabel(r.request.to).selectOption('102');
      await staff.getByRole('button', { name: r.request.move, exact: true }).click();
      await expect(staff.getByRole('status').filter({ hasText: r.request.moved('102') })).toBeVisible();
      await expect(rooms).toContainText(r.room('102'));
      await expect(rooms).not.toContainText(r.room('101'));
    } else {
      // The chart: the stay's bar sits in room 101's row; dragged onto room 102's row.
      await staff.goto(chartAt);
      await expect(staff.getByRole('heading', { level: 1, name: r.chart.title })).toBeVisible();
      await expect(bar('101')).toBeVisible();
      await expectNoAxeViolations(staff);
      await fits(staff, width);
      await screenshot(staff, `staff-room-chart-${lang}-${width}-101`);
      const target = staff.locator(".row[data-row='1']");
      const box = await bar('101').boundingBox();
      const row = await target.boundingBox();
      expect(box && row).toBeTruthy();
      await bar('101').dragTo(target, { targetPosition: { x: box!.x - row!.x + box!.width / 2, y: row!.height / 2 } });
      await expect(bar('102')).toBeVisible();
      await expect(bar('101')).toHaveCount(0);
      await staff.goto(`${address.origin}/staff/requests/${reference}`);
      await expect(rooms).toContainText(r.room('102'));
    }

    // A night longer: Change booking, the check-out a day later, a reason; the room follows.
    await staff.getByRole('button', { name: c.open, exact: true }).click();
    const form = staff.getByRole('form', { name: c.open });
    const checkout = form.getByLabel(t.fields.checkout, { exact: true });
    await checkout.click();
    await expect(staff.locator('.react-datepicker')).toBeVisible();
    const [y, m, d] = hotelDay(from + 3).split('-');
    await checkout.fill(lang === 'en' ? `${d}/${m}/${y}` : `${d}.${m}.${y}`);
    await staff.keyboard.press('Escape');
    await expect(form.getByRole('region', { name: c.preview }).locator('dl')).toBeVisible();
    await form.getByLabel(c.reason).fill('Guest asked for one more night');
    await form.getByRole('button', { name: c.save, exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: c.done })).toBeVisible();
    await expect(rooms).toContainText(r.room('102'));
    await expect(rooms).not.toContainText(r.room('101'));

    // The chart: three nights in room 102.
    await staff.goto(chartAt);
    await expect(staff.getByRole('heading', { level: 1, name: r.chart.title })).toBeVisible();
    if (phone) {
      await staff.getByRole('button', { name: r.chart.nextDay }).click();
      await staff.getByRole('button', { name: r.chart.nextDay }).click();
      const list = staff.getByRole('list', { name: r.chart.rooms });
      await expect(list.getByRole('listitem').filter({ hasText: '102' }).first()).toContainText(guest);
    } else {
      const moved = bar('102');
      await expect(moved).toBeVisible();
      const cell = (await staff.locator(".row[data-row='0']").boundingBox())!;
      const length = (await moved.boundingBox())!.width;
      // Three of the chart's 14 night columns (the side column takes the rest of the row's width).
      expect(length).toBeGreaterThan((cell.width / 15) * 2.5);
    }
    await expectNoAxeViolations(staff);
    await fits(staff, width);
    await screenshot(staff, `staff-room-chart-${lang}-${width}-102`);
    await staff.context().close();
  });
}
