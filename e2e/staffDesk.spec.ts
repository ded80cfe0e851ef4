/**
 * Today and the calendar on a 360 px phone, in Uzbek and Russian, against the real server: a
 * request from the site arriving today shows under arrivals flagged "awaiting reply" with its
 * Confirm at hand, a phone booking arriving today offers Check in, and the calendar shows a unit
 * put out of service (saved over a sold night with force) as the tag in its cell. Both pages pass
 * the axe scan and do not scroll sideways; their pictures are saved for a person to look at.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, screenshot } from './support';
import { hotelDay, inviteStaff } from './hotel';

const PHONE = { width: 360, height: 740 };

/** A call from the signed-in page itself (its cookie, its Origin). */
async function call(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: { total?: number } | null }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, url, body },
  );
}

const LANGS = {
  uz: {
    today: 'Bugun',
    calendar: 'Taqvim',
    awaiting: 'Yangi — javob kutilmoqda',
    confirm: 'Tasdiqlash',
    checkIn: 'Joylashtirish',
    site: { roomId: 4, guestName: 'Dilnoza Yusupova' },
    phone: { roomId: 6, guestName: 'Oʻgʻiloy Toʻxtayeva' },
  },
  ru: {
    today: 'Сегодня',
    calendar: 'Календарь',
    awaiting: 'Новая — ждёт ответа',
    confirm: 'Подтвердить',
    checkIn: 'Заселить',
    site: { roomId: 3, guestName: 'Иван Петров' },
    phone: { roomId: 5, guestName: 'Шахзода Юсупова' },
  },
} as const;

test.describe.configure({ mode: 'serial' });

for (const lang of ['uz', 'ru'] as const) {
  const t = LANGS[lang];
  test(`${lang}: Today and the calendar on a 360 px phone`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(inviteStaff(`Owner ${lang}`, { lang }).href);
    await expect(page.getByRole('heading', { level: 1, name: t.today })).toBeVisible();

    // A request from the site arriving today, priced by the quote; a phone booking arriving today.
    const quote = await call(
      page,
      'GET',
      `/api/quote?roomId=${t.site.roomId}&checkin=${hotelDay(0)}&checkout=${hotelDay(2)}`,
    );
    expect(quote.status).toBe(200);
    const request = await call(page, 'POST', '/api/bot/booking', {
      roomId: t.site.roomId,
      roomTitle: 'Room',
      guestName: t.site.guestName,
      phone: '+998901234567',
      email: 'guest@example.org',
      nationality: 'UZ',
      checkin: hotelDay(0),
      checkout: hotelDay(2),
      nights: 2,
      guests: 1,
      totalPrice: quote.body?.total,
      lang,
      website: '',
    });
    expect(request.status).toBe(201);
    const phone = await call(page, 'POST', '/api/staff/bookings', {
      roomId: t.phone.roomId,
      checkin: hotelDay(0),
      checkout: hotelDay(2),
      guests: 1,
      guestName: t.phone.guestName,
      phone: '+998901112233',
      lang,
      source: 'phone',
    });
    expect(phone.status).toBe(201);
    // Both units of the kind out of service tomorrow, over the phone booking: refused, then forced.
    const outOfService = { roomId: t.phone.roomId, from: hotelDay(1), to: hotelDay(1), outOfService: 1 };
    const both = { ...outOfService, outOfService: 2 };
    expect((await call(page, 'POST', '/api/staff/restrictions', both)).status).toBe(409);
    expect((await call(page, 'POST', '/api/staff/restrictions', { ...outOfService, force: true })).status).toBe(201);

    await page.reload();
    const today = page.getByRole('region', { name: new RegExp(`^${t.today} · `) });
    const card = today.getByRole('listitem').filter({ hasText: t.site.guestName });
    await expect(card).toContainText(t.awaiting);
    await expect(card.getByRole('button', { name: `${t.confirm}: ${t.site.guestName}` })).toBeVisible();
    await expect(
      today
        .getByRole('listitem')
        .filter({ hasText: t.phone.guestName })
        .getByRole('button', { name: `${t.checkIn}: ${t.phone.guestName}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, `staff-today-${lang}-360`);

    await page.getByRole('navigation').getByRole('link', { name: t.calendar, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.calendar })).toBeVisible();
    await expect(page.locator('table')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, `staff-calendar-${lang}-360`);
    await context.close();
  });
}
