/**
 * The staff console in the browser, against the real server of the config (e2e/serve.js): a
 * receptionist on a 360 px phone, in Uzbek, Russian and English, signs in by the one-time address
 * `npm run staff -- invite` prints, finds a guest's request made through the site, confirms it,
 * and the guest's "My requests" shows it confirmed; then the owner downloads the month's CSV.
 * Every console page passes an axe scan. The guest and the receptionist are two devices (two
 * browser contexts); the console is opened at the origin the invitation names.
 */
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, fillGuestForm, screenshot } from './support';
import { hotelDay, inviteStaff } from './hotel';

/** The data folder of the config's server (e2e/serve.js). */
const PHONE = { width: 360, height: 740 };

const LANGS = {
  uz: {
    prefix: '/uz',
    guest: { firstName: 'Dilnoza', lastName: 'Yusupova', nationality: 'Oʻzbekiston', phone: '90 123 45 67' },
    confirmBooking: 'Tasdiqlash',
    sent: 'Soʻrovingiz yuborildi',
    today: 'Bugun',
    requests: 'Soʻrovlar',
    search: 'Qidirish',
    show: 'Koʻrsatish',
    request: (reference: string) => `Soʻrov ${reference}`,
    confirm: 'Tasdiqlash',
    confirmed: 'Soʻrov tasdiqlandi.',
    calendar: 'Taqvim',
    newBooking: 'Yangi bron',
    settings: 'Sozlamalar',
    guestStatus: 'Tasdiqlandi',
    myRequests: 'Mening soʻrovlarim',
  },
  ru: {
    prefix: '/ru',
    guest: { firstName: 'Иван', lastName: 'Петров', nationality: 'Россия', phone: '+7 912 345 67 89' },
    confirmBooking: 'Подтвердить',
    sent: 'Запрос отправлен',
    today: 'Сегодня',
    requests: 'Запросы',
    search: 'Поиск',
    show: 'Показать',
    request: (reference: string) => `Запрос ${reference}`,
    confirm: 'Подтвердить',
    confirmed: 'Запрос подтверждён.',
    calendar: 'Календарь',
    newBooking: 'Новая бронь',
    settings: 'Настройки',
    guestStatus: 'Подтверждён',
    myRequests: 'Мои запросы',
  },
  en: {
    prefix: '/en',
    guest: { firstName: 'Anna', lastName: 'Schmidt', nationality: 'Germany', phone: '+49 30 901820' },
    confirmBooking: 'Confirm',
    sent: 'Your request has been sent',
    today: 'Today',
    requests: 'Requests',
    search: 'Search',
    show: 'Show',
    request: (reference: string) => `Request ${reference}`,
    confirm: 'Confirm',
    confirmed: 'The request is confirmed.',
    calendar: 'Calendar',
    newBooking: 'New booking',
    settings: 'Settings',
    guestStatus: 'Confirmed',
    myRequests: 'My requests',
  },
} as const;

type Lang = keyof typeof LANGS;

/**
 * A one-time sign-in address from the staff CLI, as the owner would make one; it prints the
 * address last. PORT makes its default origin this server's.
 */
/** A sign-in address from the staff CLI: the console's page, its token in the fragment. */
function invite(name: string, role: 'owner' | 'reception', lang: Lang): URL {
  const address = inviteStaff(name, { role, lang });
  expect(address.pathname).toBe('/staff/sign-in');
  expect(address.hash.length).toBeGreaterThan(20);
  return address;
}

/** A phone of its own for a staff member: a new browser context at 360 px. */
async function staffPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
  });
  return context.newPage();
}

/** Signs in by the invitation; the token leaves the address at once. */
async function signIn(page: Page, address: URL, todayHeading: string): Promise<void> {
  await page.goto(address.toString());
  await expect(page.getByRole('heading', { level: 1, name: todayHeading })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  expect(page.url()).not.toContain(address.hash.slice(1));
}

/** The page must fit the phone: nothing scrolls sideways but the calendar's own table. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

const references: string[] = [];

test.describe.configure({ mode: 'serial' });

for (const lang of ['uz', 'ru', 'en'] as const) {
  const t = LANGS[lang];
  test(`${lang}: a guest's request appears in the console, a receptionist confirms it on a 360 px phone, and My requests shows it confirmed`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The guest books through the site.
    await page.setViewportSize(PHONE);
    const from = 40 + ['uz', 'ru', 'en'].indexOf(lang) * 3;
    await page.goto(`${t.prefix}/rooms/2?checkin=${hotelDay(from)}&checkout=${hotelDay(from + 2)}&guests=2`);
    await page.getByRole('complementary').getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await fillGuestForm(dialog, lang, t.guest);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/bot/booking'));
    await dialog.getByRole('button', { name: t.confirmBooking, exact: true }).click();
    const { reference } = (await (await answer).json()) as { reference: string };
    references.push(reference);
    await expect(page.getByRole('heading', { name: t.sent })).toBeVisible();

    // A receptionist signs in on their own phone, in their own language.
    const staff = await staffPhone(browser);
    await signIn(staff, invite(`Receptionist ${lang.toUpperCase()}`, 'reception', lang), t.today);
    await expect(staff.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(staff);
    await expectNoSidewaysScroll(staff);

    // The request is in the list; a search by its number finds it.
    await staff.getByRole('navigation').getByRole('link', { name: t.requests, exact: true }).click();
    await expect(staff.getByRole('heading', { level: 1, name: t.requests })).toBeVisible();
    await staff.getByRole('searchbox', { name: t.search }).fill(reference);
    await staff.getByRole('button', { name: t.show, exact: true }).click();
    const row = staff.getByRole('link').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${t.guest.firstName} ${t.guest.lastName}`);
    await expectNoAxeViolations(staff);
    await expectNoSidewaysScroll(staff);
    await screenshot(staff, `staff-requests-${lang}-360`);

    // Its page; confirm, and the result is said.
    await row.click();
    await expect(staff.getByRole('heading', { level: 1, name: t.request(reference) })).toBeVisible();
    await expectNoAxeViolations(staff);
    await expectNoSidewaysScroll(staff);
    await staff.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(staff.getByRole('status').filter({ hasText: t.confirmed })).toBeVisible();
    await expectNoAxeViolations(staff);
    await screenshot(staff, `staff-request-${lang}-360`);

    // Every other console page passes the scan on the phone.
    for (const [name, heading] of [
      [t.calendar, t.calendar],
      [t.newBooking, t.newBooking],
      [t.settings, t.settings],
      [t.today, t.today],
    ] as const) {
      await staff.getByRole('navigation').getByRole('link', { name, exact: true }).click();
      await expect(staff.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(staff);
    }
    await staff.context().close();

    // The guest's My requests shows the hotel's answer.
    await page.goto(`${t.prefix}/my-requests`);
    await expect(page.getByRole('heading', { level: 1, name: t.myRequests })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: reference });
    await expect(item.getByRole('status')).toContainText(t.guestStatus);
  });
}

test('the sign-in page without an invitation says how to get one, and passes the scan', async ({ browser }) => {
  const page = await staffPhone(browser);
  await page.goto('/staff/sign-in');
  await expect(page.getByText('/login')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('the owner downloads the month of the requests as CSV', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await staffPhone(browser);
  await signIn(page, invite('Owner', 'owner', 'en'), 'Today');
  await page.getByRole('navigation').getByRole('link', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Export for the accountant' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The period of the requests made above: from their first check-in's month to after their last.
  const first = hotelDay(40);
  await page.getByLabel('From').fill(`${first.slice(0, 7)}-01`);
  await page.getByLabel('Until (not included)').fill(hotelDay(60));
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the CSV' }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('\r\n');
  for (const reference of references) expect(csv).toContain(reference);
  await page.context().close();
});

test('a console page opened by its address fetches its code while the session is asked for', async ({ browser }) => {
  const page = await staffPhone(browser);
  const address = invite('Receptionist wait', 'reception', 'en');
  await signIn(page, address, 'Today');
  // The session's answer held back for a moment: the requests page's code is asked for meanwhile,
  // not after it (one wait on a phone, not two in a row).
  let sessionAnswered = 0;
  await page.route('**/api/staff/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
    sessionAnswered = Date.now();
  });
  const scripts: { url: string; at: number }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/static/js/')) scripts.push({ url: request.url(), at: Date.now() });
  });
  await page.goto(new URL('/staff/requests', address).toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  expect(sessionAnswered).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.at >= sessionAnswered).map((script) => script.url)).toEqual([]);
  await page.context().close();
});
