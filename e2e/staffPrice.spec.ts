/**
 * A season's price reaches the staff console, against the real server of the config
 * (e2e/serve.js): the owner, signed in on a 360 px phone by the staff CLI's one-time address,
 * adds a season through the API; the New booking form then shows, from the server's quote, the
 * night before the season at the base price and the season's nights at its price, in two bands,
 * with their total; the booking is saved, and its request page lists the same nights, bands and
 * total, as stored. Check-out keeps the nights when check-in moves. The form with its price passes
 * an axe scan and does not scroll sideways, at 360 px in English and at 320 px in Russian and
 * Uzbek. The season is this spec's own (dates 250+ days on, a week later on a retry) and is
 * deleted at the end, so the other specs see the base prices.
 */
import type { Page } from '@playwright/test';
import { ROOMS } from '../src/domain/rooms';
import { formatPrice } from '../src/shared/format';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, screenshot } from './support';
import { hotelDay, inviteStaff } from './hotel';

const PHONE = { width: 360, height: 740 };
const ROOM = ROOMS[0]!;
/** The figure: the season's price of the New booking form's first room kind. */
const SEASON_PRICE = 920_000;

/** The hotel's date `fromToday` days on (Asia/Tashkent), a week later on each retry. */
function day(fromToday: number): string {
  fromToday += 7 * test.info().retry;
  return hotelDay(fromToday);
}

/** How the English date field writes a date. */
function typed(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** Types a whole date into a date field and closes its calendar, as a receptionist would. */
async function setDate(page: Page, label: string, iso: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await expect(field).not.toHaveAttribute('readonly');
  await field.fill(typed(iso));
  await field.press('Escape');
  await expect(field).toHaveValue(typed(iso));
}

/** The lines of a price section: its bands, and its total line. */
async function priceLines(section: ReturnType<Page['getByRole']>) {
  const bands = await section.getByRole('list', { name: 'Price by night' }).getByRole('listitem').allInnerTexts();
  const total = await section.getByText(/^Total:/).innerText();
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  return { bands: bands.map(clean), total: clean(total) };
}

test('a season added by the owner reaches the New booking form, and the booking’s page lists the same nights and total', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = day(250);
  const checkin = day(249);
  const checkout = day(253);
  const price = (amount: number) => formatPrice(amount, 'EN').replace(/\s+/g, ' ');

  await page.setViewportSize(PHONE);
  const address = inviteStaff('Owner Price');
  await page.goto(address.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

  // The owner adds a season through the API, with the session the console holds.
  const origin = address.origin;
  const added = await page.request.post(`${origin}/api/staff/seasons`, {
    headers: { origin },
    data: {
      name: `Staff price ${first}`,
      from: first,
      to: day(259),
      prices: { [ROOM.id]: { price: SEASON_PRICE, priceIntl: ROOM.priceIntl + 200_000 } },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id: seasonId } = (await added.json()) as { id: string };

  try {
    await page.getByRole('navigation').getByRole('link', { name: 'New booking', exact: true }).click();
    // The page's code comes on the first visit: Today stays until it has (a busy machine took over 7 s).
    await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Room', { exact: true })).toHaveValue(String(ROOM.id));

    // Check-in moves check-out with it (one night, as the form starts); then four nights.
    await setDate(page, 'Check-in date', checkin);
    await expect(page.getByLabel('Check-out date', { exact: true })).toHaveValue(typed(day(250)));
    await setDate(page, 'Check-out date', checkout);

    const section = page.getByRole('region', { name: 'Price' });
    const total = ROOM.price + 3 * SEASON_PRICE;
    await expect(section.getByText(/^Total:/)).toContainText(price(total));
    const quoted = await priceLines(section);
    expect(quoted).toEqual({
      bands: [
        expect.stringMatching(new RegExp(`: 1 night × ${price(ROOM.price)}$`)),
        expect.stringMatching(new RegExp(`: 3 nights × ${price(SEASON_PRICE)}$`)),
      ],
      total: `Total: ${price(total)} (4 nights)`,
    });
    await expect(section.getByText('Price for citizens of Uzbekistan')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'staff-new-booking-season-en-360');

    // Saved; its page lists the nights as stored.
    await page.getByLabel('Guest’s first and last name').fill('Oʻgʻiloy Toʻxtayeva');
    await page.getByLabel('Phone', { exact: true }).fill('+998 90 555 12 34');
    await page.getByRole('button', { name: 'Save the booking' }).click();
    await expect(page.getByRole('main').getByText(/^Booking GH-\w+ is saved and confirmed\.$/)).toBeVisible();
    await page.getByRole('link', { name: 'Open the booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Request GH-/ })).toBeVisible();
    const stored = page.getByRole('region', { name: 'Price (as the guest saw it)' });
    await expect(stored.getByText(/^Total:/)).toBeVisible();
    expect(await priceLines(stored)).toEqual(quoted);
    await expectNoAxeViolations(page);
    await screenshot(page, 'staff-request-season-en-360');

    // The request's price and the form's, in Russian and Uzbek on a 320 px phone: nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    for (const [code, title, heading] of [
      ['RU', 'Цена (как её видел гость)', 'Новая бронь'],
      ['UZ', 'Narx (mehmon koʻrgani)', 'Yangi bron'],
    ] as const) {
      await page.locator('header select').selectOption(code);
      await expect(page.getByRole('region', { name: title }).getByText(/^(Итого|Jami):/)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.getByRole('navigation').getByRole('link', { name: heading, exact: true }).click();
      await expect(
        page.getByRole('region', { name: code === 'RU' ? 'Цена' : 'Narx' }).getByText(/^(Итого|Jami):/),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await expectNoAxeViolations(page);
      await screenshot(page, `staff-new-booking-${code.toLowerCase()}-320`);
      await page.goBack();
    }
  } finally {
    const removed = await page.request.delete(`${origin}/api/staff/seasons/${seasonId}`, { headers: { origin } });
    expect(removed.status()).toBe(204);
  }
});
