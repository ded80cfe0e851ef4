/**
 * The guest follows the request in Telegram, in the browser (Telegram and a gateway configured:
 * the variables are why this spec runs a server of its own, on E2E_PORT + 6, with the fake Bot
 * API of scripts/fakes/): a guest books on a 360 px phone without an email, taps "Get updates in
 * Telegram" in the success popup (t.me answers as Telegram would: the app starts the bot with the
 * link's code), the bot answers in the guest's language, a receptionist confirms the request in
 * the console, and the guest's chat receives the confirmation with the deposit's Payme and Click
 * buttons. My requests offers no link once the chat follows the request.
 */
import { startFakeBotApi } from '../scripts/fakes/telegramBotApi';
import type { BotCall, FakeBotApi } from '../scripts/fakes/telegramBotApi';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './ownServer';
import { fillGuestForm, screenshot } from './support';
import { hotelDay, inviteStaff } from './hotel';

const BASE_PORT = Number(process.env.E2E_PORT ?? 4173);
const PORT = BASE_PORT + 6;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const STAFF_CHAT = -100777;
const GUEST_USER = 55501;
const PHONE = { width: 360, height: 740 };

test.describe.configure({ mode: 'serial' });

let server: OwnServer | undefined;
let bot: FakeBotApi | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  bot = await startFakeBotApi();
  server = await startOwnServer(PORT, {
    SITE_ORIGIN: ORIGIN,
    TELEGRAM_BOT_TOKEN: '123456:e2e-token',
    TELEGRAM_CHAT_ID: String(STAFF_CHAT),
    TELEGRAM_API_BASE: bot.url,
    PAYME_MERCHANT_ID: 'e2e-merchant',
    PAYME_KEY: 'e2e-payme-cashbox-key',
    CLICK_SERVICE_ID: '4361',
    CLICK_MERCHANT_ID: '4362',
    CLICK_SECRET_KEY: 'e2e-click-secret-key',
    CLICK_MERCHANT_USER_ID: '4363',
    CLICK_API_BASE: 'http://127.0.0.1:9/v2/merchant',
    FISCAL_IKPU: '10105001001000000',
    FISCAL_PACKAGE_CODE: '1501336',
    FISCAL_VAT_PERCENT: '0',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await bot?.close();
});

/** A receptionist's sign-in address for this spec's own server. */
function invite(): URL {
  return inviteStaff('Dilnoza', {
    role: 'reception',
    lang: 'ru',
    env: { DATA_DIR: server!.dataDir, PORT: String(PORT), SITE_ORIGIN: ORIGIN },
  });
}

async function toGuest(after: number, what: (call: BotCall) => boolean): Promise<BotCall> {
  let found: BotCall | undefined;
  await expect
    .poll(
      () =>
        (found = bot!.calls
          .slice(after)
          .find((c) => c.method === 'sendMessage' && Number(c.body.chat_id) === GUEST_USER && what(c))) !== undefined,
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test('a guest without an email follows the request in Telegram and gets the confirmation with the deposit’s buttons', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  // Telegram's t.me page, as the app opens it: the bot is started with the link's code.
  await page.context().route('https://t.me/**', async (route) => {
    const url = new URL(route.request().url());
    expect(url.pathname).toBe('/hotel_test_bot');
    bot!.message({ text: `/start ${url.searchParams.get('start')}`, fromId: GUEST_USER, languageCode: 'ru' });
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Telegram</title><p>Open in Telegram',
    });
  });

  await page.goto(`${ORIGIN}/ru/rooms/1?checkin=${hotelDay(50)}&checkout=${hotelDay(52)}&guests=1`);
  await page.getByRole('complementary').getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await fillGuestForm(dialog, 'ru', {
    firstName: 'Иван',
    lastName: 'Петров',
    nationality: 'Россия',
    phone: '+7 912 345 67 89',
  });
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/bot/booking'));
  await dialog.getByRole('button', { name: 'Подтвердить', exact: true }).click();
  const { reference } = (await (await answer).json()) as { reference: string };
  await expect(page.getByRole('heading', { name: 'Запрос отправлен' })).toBeVisible();

  // The success popup offers the link, as a real link that fits the phone.
  const follow = page.getByRole('link', { name: 'Следить в Telegram' });
  await expect(follow).toBeVisible();
  await expect(follow).toHaveAttribute('href', /^https:\/\/t\.me\/hotel_test_bot\?start=[A-Za-z0-9_-]{43}$/);
  const box = (await follow.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'guest-telegram-success-ru-360');
  const before = bot!.calls.length;
  const opened = page.context().waitForEvent('page');
  await follow.click();
  await (await opened).waitForLoadState();
  const linked = await toGuest(before, (c) => String(c.body.text).includes(reference));
  expect(String(linked.body.text)).toContain('Теперь все новости по этому запросу будут приходить сюда.');

  // A receptionist confirms in the console.
  const staff = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
  await staff.goto(invite().toString());
  await expect(staff.getByRole('heading', { level: 1, name: 'Сегодня' })).toBeVisible();
  await staff.goto(`${ORIGIN}/staff/requests/${reference}`);
  await expect(staff.getByRole('heading', { level: 1, name: `Запрос ${reference}` })).toBeVisible();
  const confirmedAt = bot!.calls.length;
  await staff.getByRole('button', { name: 'Подтвердить', exact: true }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Запрос подтверждён.' })).toBeVisible();
  await staff.context().close();

  // The guest's chat receives the confirmation with the deposit's buttons.
  const confirmation = await toGuest(confirmedAt, (c) => String(c.body.text).includes('бронирование подтверждено'));
  const buttons = (confirmation.body.reply_markup.inline_keyboard as { text: string; url?: string }[][]).flat();
  expect(buttons.map((b) => b.text)).toEqual(['Оплатить через Payme', 'Оплатить через Click', 'Отменить бронирование']);
  expect(buttons[0]!.url).toMatch(/^https:\/\/checkout\.paycom\.uz\//);
  expect(buttons[1]!.url).toMatch(/^https:\/\/my\.click\.uz\//);

  // My requests: the chat follows it, so no link any more.
  await page.goto(`${ORIGIN}/ru/my-requests`);
  const item = page.getByRole('listitem').filter({ hasText: reference });
  await expect(item.getByRole('status')).toContainText('Подтверждён');
  await expect(item.getByRole('link', { name: 'Следить в Telegram' })).toHaveCount(0);
});
