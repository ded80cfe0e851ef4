/**
 * /login to the bot through the fake Bot API (long polling over real sockets): a staff member of
 * TELEGRAM_STAFF_IDS in a private chat gets a one-time sign-in address that signs in; a stranger
 * is refused and nothing is stored; in a group the bot says to ask in private. The staff message
 * links the request's console page and names no terminal command.
 */
import { baseEnv, startApp, validBooking, waitFor } from './support/app';
import type { RunningApp } from './support/app';
import { startFakeBotApi } from '../../scripts/fakes/telegramBotApi';
import type { FakeBotApi } from '../../scripts/fakes/telegramBotApi';
import { BACKENDS } from './support/store';

jest.setTimeout(60_000);

const CHAT = -100200300;
const STAFF = 501;
const ORIGIN = 'https://hotel.example';
const FAST_UPDATES = { pollTimeoutSeconds: 1, pollMarginMs: 1_000, leaseMs: 3_000, retryMs: 200 };

describe.each(BACKENDS)('/login on $name', (backend) => {
  let bot: FakeBotApi;
  let store: Awaited<ReturnType<typeof backend.create>>;
  let server: RunningApp;

  beforeEach(async () => {
    bot = await startFakeBotApi();
    store = await backend.create();
    server = await startApp(
      baseEnv({
        ...store.env,
        SITE_ORIGIN: ORIGIN,
        STAFF_LANG: 'ru',
        TELEGRAM_BOT_TOKEN: '123456:test-token',
        TELEGRAM_CHAT_ID: String(CHAT),
        TELEGRAM_STAFF_IDS: `${STAFF},502`,
        TELEGRAM_API_BASE: bot.url,
      }),
      { telegramUpdates: FAST_UPDATES },
    );
  });
  afterEach(async () => {
    await server.close();
    await bot.close();
    await store.drop();
  });

  const replyTo = (chatId: number, after: number) =>
    waitFor(
      () => bot.of('sendMessage').find((c) => Number(c.body.chat_id) === chatId && c.at >= after),
      10_000,
      `reply to ${chatId}`,
    );

  it('gives a staff member in a private chat a sign-in address in the staff language that signs in once', async () => {
    const at = Date.now();
    bot.message({ text: '/login', fromId: STAFF, firstName: 'Dilnoza' });
    const reply = await replyTo(STAFF, at);
    expect(String(reply.body.text)).toMatch(/^Ссылка для входа в панель сотрудников/);
    const token = /\/staff\/sign-in#([A-Za-z0-9_-]{43})$/.exec(String(reply.body.text))?.[1];
    expect(token).toBeDefined();
    const signIn = await server.post('/api/staff/sign-in/link', { token }, { origin: ORIGIN });
    expect(signIn.status).toBe(200);
    expect(signIn.body.staff).toEqual(expect.objectContaining({ name: 'Dilnoza', role: 'reception', lang: 'ru' }));
    // A second /login finds the same account.
    bot.message({ text: '/login', fromId: STAFF, firstName: 'Dilnoza' });
    await waitFor(
      () => bot.of('sendMessage').filter((c) => Number(c.body.chat_id) === STAFF).length >= 2,
      10_000,
      'second address',
    );
    expect(await server.app.store.selectFrom('staff_accounts').selectAll().execute()).toHaveLength(1);
  });

  it('refuses a stranger politely and in a group says to ask in private; nothing is stored', async () => {
    const at = Date.now();
    bot.message({ text: '/login', fromId: 777, firstName: 'Stranger' });
    expect(String((await replyTo(777, at)).body.text)).toBe('Извините, эта команда только для сотрудников отеля.');
    bot.message({ text: '/login', fromId: STAFF, chatType: 'group', chatId: CHAT });
    const group = await replyTo(CHAT, at);
    expect(String(group.body.text)).toBe('Чтобы получить ссылку для входа, напишите мне /login в личном чате.');
    expect(String(group.body.text)).not.toContain('/staff/sign-in');
    expect(await server.app.store.selectFrom('staff_accounts').selectAll().execute()).toHaveLength(0);
    expect(await server.app.store.selectFrom('staff_sign_in_links').selectAll().execute()).toHaveLength(0);
  });

  it('links the staff message to the request’s console page, names no terminal command, and its buttons still decide', async () => {
    const answer = await server.post('/api/bot/booking', validBooking());
    const { id, reference } = answer.body as { id: string; reference: string };
    const sent = await waitFor(
      () => bot.of('sendMessage').find((c) => String(c.body.text).includes(reference)),
      10_000,
      'staff message',
    );
    expect(String(sent.body.text)).toContain(`${ORIGIN}/staff/requests/${reference}`);
    expect(String(sent.body.text)).not.toContain('npm run');
    bot.press({ data: `confirm:${id}`, chatId: CHAT, fromId: STAFF, firstName: 'Dilnoza', messageId: 101 });
    await waitFor(
      async () =>
        (await server.app.store.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirst())
          ?.status === 'confirmed',
      10_000,
      'confirmed',
    );
    const history = await server.app.store
      .selectFrom('booking_events')
      .selectAll()
      .where('booking_id', '=', id)
      .execute();
    expect(history.map((h) => [h.actor, h.action])).toEqual([['Telegram: Dilnoza', 'confirmed']]);
  });
});
