/**
 * The owner's "Prices and rules" page in the browser, against the real server of the config
 * (e2e/serve.js). A guest opens the booking dialog for three nights of the Deluxe Double Suite far
 * ahead; then, on a 360 px phone, the owner signs in by the staff CLI's one-time address and adds a
 * season over the last two of those nights, and sees it in the list and the history. Without a
 * restart the room page prices the season's first night within 10 s, a new dialog across the
 * boundary shows two price bands and their sum, the public quote has the two nightly prices, and
 * the guest's dialog opened before gets price_changed naming the new total, keeps what was typed
 * and books on the second Confirm. The owner reverts the season and the quote is back to base. The
 * page passes an axe scan and does not scroll sideways. Its dates (319+ days on, a week later on a
 * retry) and its name are this spec's own, and the revert removes the season, so the other specs
 * see the base prices.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ROOMS } from '../src/domain/rooms';
import { formatPrice } from '../src/shared/format';
import { expect, test, waitingForApp } from './fixtures';
import { expectNoAxeViolations, fillGuestForm, screenshot } from './support';
import { hotelDay, inviteStaff } from './hotel';

const PHONE = { width: 360, height: 740 };
const SUITE = ROOMS.find((room) => room.id === 6)!;

/**
 * The hotel's date `fromToday` days on (Asia/Tashkent), a week later on each retry: a failed try
 * leaves its season stored, and a retry must not meet it.
 */
function day(fromToday: number): string {
  fromToday += 7 * test.info().retry;
  return hotelDay(fromToday);
}

/** The nightly prices the public quote gives a citizen for the stay. */
async function nightlyPrices(request: APIRequestContext, checkin: string, checkout: string): Promise<number[]> {
  const answer = await request.get(`/api/quote?roomId=6&checkin=${checkin}&checkout=${checkout}&nationality=UZ`);
  expect(answer.status()).toBe(200);
  const quote = (await answer.json()) as { nights: { date: string; price: number }[] };
  return quote.nights.map((night) => night.price);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('the owner adds a season on a phone, the quote follows it, and a revert brings the base price back', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // A guest opens the booking dialog for a stay across the season's first night before the owner adds it.
  const guest = waitingForApp(
    await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage(),
  );
  await guest.goto(`/ru/rooms/6?checkin=${day(319)}&checkout=${day(322)}&guests=1`);
  await guest.getByRole('complementary').getByRole('button').click();
  const early = guest.getByRole('dialog');
  await fillGuestForm(early, 'ru', {
    firstName: 'Анна',
    lastName: 'Смирнова',
    nationality: 'Россия',
    phone: '+7 912 345 67 80',
  });
  await expect(early.getByText(formatPrice(SUITE.priceIntl * 3, 'RU')).first()).toBeVisible();
  const name = `E2E season ${Date.now().toString(36)}`;
  const first = day(320);
  const last = day(321);
  const price = SUITE.price + 111_000;
  const priceIntl = SUITE.priceIntl + 111_000;

  await page.goto(inviteStaff(`Owner rates ${Date.now().toString(36)}`).href);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Prices and rules', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prices and rules' })).toBeVisible();
  const seasons = page.getByRole('region', { name: 'Seasons' });
  await expect(seasons.getByRole('button', { name: 'Add the season' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // Before: the stay across the season's first night costs the base price each night.
  expect(await nightlyPrices(request, day(319), day(321))).toEqual([SUITE.price, SUITE.price]);

  await seasons.getByLabel('Season name').fill(name);
  await seasons.getByLabel('First night').fill(first);
  await seasons.getByLabel('Last night (included)').fill(last);
  const suite = seasons.getByRole('group', { name: 'Deluxe Double Suite' });
  await suite.getByLabel('Price for Uzbekistan citizens').fill(String(price));
  await suite.getByLabel('Price for foreign guests').fill(String(priceIntl));
  await seasons.getByRole('button', { name: 'Add the season' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Season “${name}” added.` })).toBeVisible();

  const item = seasons.getByRole('list', { name: 'Seasons' }).getByRole('listitem').filter({ hasText: name });
  await expect(item.first()).toContainText('Deluxe Double Suite');
  const history = page.getByRole('region', { name: 'History of changes' });
  const change = history.getByRole('listitem').filter({ hasText: `Season “${name}” added` });
  await expect(change).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'staff-rates-en-360');

  // The public quote: the night before the season at the base price, its first night at the season's.
  expect(await nightlyPrices(request, day(319), day(321))).toEqual([SUITE.price, price]);

  // Without a restart the room page prices the season's first night, within 10 s.
  const later = waitingForApp(
    await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage(),
  );
  await expect
    .poll(
      async () => {
        await later.goto(`/ru/rooms/6?checkin=${first}&checkout=${day(322)}&guests=1`);
        return later.getByText(formatPrice(price, 'RU')).count();
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  // A new dialog across the boundary shows the two price bands and their sum (a foreign guest's prices).
  await later.goto(`/ru/rooms/6?checkin=${day(319)}&checkout=${day(322)}&guests=1`);
  await later.getByRole('complementary').getByRole('button').click();
  const fresh = later.getByRole('dialog');
  await fillGuestForm(fresh, 'ru', {
    firstName: 'Олег',
    lastName: 'Иванов',
    nationality: 'Россия',
    phone: '+7 912 345 67 81',
  });
  await expect(fresh.getByText(`1 ночь × ${formatPrice(SUITE.priceIntl, 'RU')}`)).toBeVisible();
  await expect(fresh.getByText(`2 ночи × ${formatPrice(priceIntl, 'RU')}`)).toBeVisible();
  const newTotal = formatPrice(SUITE.priceIntl + 2 * priceIntl, 'RU');
  await expect(fresh.getByText(newTotal).first()).toBeVisible();
  await later.context().close();

  // The dialog opened before the change: Confirm gets price_changed, the new total is named, nothing
  // typed is lost, and a second Confirm books it.
  await early.getByRole('button', { name: 'Подтвердить', exact: true }).click();
  await expect(
    early.getByText(`Стоимость проживания на эти даты изменилась: теперь ${newTotal}.`, { exact: false }),
  ).toBeVisible();
  await expect(early.getByLabel('Имя', { exact: true })).toHaveValue('Анна');
  const booked = guest.waitForResponse((response) => response.url().endsWith('/api/bot/booking'));
  await early.getByRole('button', { name: 'Подтвердить', exact: true }).click();
  expect((await booked).status()).toBe(201);
  await expect(guest.getByRole('heading', { name: 'Запрос отправлен' })).toBeVisible();
  await guest.context().close();

  // The owner reverts it: asked first, then the season is gone and the quote is back to base.
  await change.getByRole('button', { name: /^Revert:/ }).click();
  await change.getByRole('button', { name: 'Yes, revert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The change is reverted.' })).toBeVisible();
  await expect(seasons.getByText(name)).toHaveCount(0);
  await expect(history.getByRole('listitem').filter({ hasText: `Season “${name}” deleted` })).toHaveCount(1);
  expect(await nightlyPrices(request, day(319), day(321))).toEqual([SUITE.price, SUITE.price]);
  await context.close();
});
