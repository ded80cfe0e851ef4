/**
 * The guest follows a request in Telegram, through the fake Bot API (long polling over real
 * sockets, private chats, /start payloads, the user's language): the status route's link, linking
 * (used, expired, unknown, from a group), the answer in the guest's site language, each news in
 * three languages (the decision with the deposit's Payme/Click buttons, the hotel's message, the
 * receipt, a cancellation), cancelling with a second tap, /status, /stop, forged presses and
 * commands from a guest's chat, the commands' descriptions per language, retention unlinking, the
 * reminder's hour with a moved clock, and the bot's answers delivered after Telegram's 429. On SQLite, and PostgreSQL when DATABASE_URL is set.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxIdle, startApp, validBooking, waitFor } from './support/app';
import type { RunningApp } from './support/app';
import { FAKE_BOT, startFakeBotApi } from '../../scripts/fakes/telegramBotApi';
import type { BotCall, FakeBotApi } from '../../scripts/fakes/telegramBotApi';
import { paymeClient } from '../../scripts/fakes/payme';
import { BACKENDS } from './support/store';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { roomName } from '../../src/domain/roomNames';
import type { Lang } from '../../src/domain/booking';
import { stayDateLong } from '../../server/bookings/format';
import { formatPrice } from '../../src/shared/format';
import { messageGuest } from '../../server/bookings/stay';
import { purgePersonalData } from '../../server/bookings/retention';
import { reminderDueAt } from '../../server/bookings/notices';
import { GUEST_CHAT_TEXTS } from '../../server/guestTelegram/texts';
import { GUEST_TEXTS } from '../../server/guestEmail/texts';
import { STAFF_TEXTS } from '../../server/staffChat/texts';

jest.setTimeout(90_000);

const STAFF_CHAT = -100200300;
const FAST_UPDATES = { pollTimeoutSeconds: 1, pollMarginMs: 1_000, leaseMs: 3_000, retryMs: 200 };
const PAYME_KEY = 'test-payme-key-0123';
const GATEWAYS = {
  PAYME_MERCHANT_ID: 'merchant-1',
  PAYME_KEY,
  CLICK_SERVICE_ID: '4321',
  CLICK_MERCHANT_ID: '765',
  CLICK_SECRET_KEY: 'test-click-secret-0123',
  CLICK_MERCHANT_USER_ID: '766',
  CLICK_API_BASE: 'http://127.0.0.1:9/v2/merchant',
  FISCAL_IKPU: '10105001001000000',
  FISCAL_PACKAGE_CODE: '1501336',
  FISCAL_VAT_PERCENT: '0',
};
const LANGS: Lang[] = ['uz', 'ru', 'en'];
const LANG_CODE = { uz: 'UZ', ru: 'RU', en: 'EN' } as const;

interface Made {
  id: string;
  reference: string;
  statusToken: string;
}

describe.each(BACKENDS)('the guest’s Telegram on $name', (backend) => {
  let bot: FakeBotApi;
  let store: Awaited<ReturnType<typeof backend.create>>;
  let server: RunningApp;
  let now: Date | undefined;
  let nextUser = 9000;

  beforeEach(async () => {
    now = undefined;
    bot = await startFakeBotApi();
    store = await backend.create();
    server = await startApp(
      {
        ...store.env,
        ...GATEWAYS,
        TELEGRAM_BOT_TOKEN: '123456:test-token',
        TELEGRAM_CHAT_ID: String(STAFF_CHAT),
        TELEGRAM_API_BASE: bot.url,
      },
      { telegramUpdates: FAST_UPDATES, clock: () => now ?? new Date() },
    );
  });
  afterEach(async () => {
    await server.close();
    await bot.close();
    await store.drop();
  });

  async function book(lang: Lang, overrides: Record<string, unknown> = {}): Promise<Made> {
    const answer = await server.post('/api/bot/booking', validBooking({ lang, email: null, ...overrides }));
    expect(answer.status).toBe(201);
    return answer.body as Made;
  }
  const status = async (made: Made) =>
    (await server.get(`/api/bookings/${made.id}?token=${made.statusToken}`)).body as Record<string, unknown>;
  const codeOf = (link: unknown): string => {
    const match = /^https:\/\/t\.me\/hotel_test_bot\?start=([A-Za-z0-9_-]{43})$/.exec(String(link));
    expect(match).not.toBeNull();
    return match![1]!;
  };
  /** Where the calls from now on start (an index: two calls may come within one millisecond). */
  const mark = (): number => bot.calls.length;
  const since = (after: number, method: string): BotCall[] => bot.calls.slice(after).filter((c) => c.method === method);
  const toChat = (chat: number, after = 0): BotCall[] =>
    since(after, 'sendMessage').filter((c) => Number(c.body.chat_id) === chat);
  const nextToChat = (chat: number, after: number, label: string) =>
    waitFor(() => toChat(chat, after)[0], 10_000, label);
  const answers = (after: number) => since(after, 'answerCallbackQuery');
  const buttons = (call: BotCall): { text: string; url?: string; callback_data?: string }[] =>
    (call.body.reply_markup?.inline_keyboard ?? []).flat();

  /** A user starts the bot with `made`'s link in a private chat; returns the user (= chat) id and the answer. */
  async function follow(made: Made, languageCode?: string): Promise<{ user: number; reply: BotCall }> {
    const user = (nextUser += 1);
    const code = codeOf((await status(made)).telegramLink);
    const at = mark();
    bot.message({ text: `/start ${code}`, fromId: user, ...(languageCode ? { languageCode } : {}) });
    return { user, reply: await nextToChat(user, at, 'the linking answer') };
  }

  it('links a private chat by the status route’s link and answers with the summary in the guest’s language', async () => {
    for (const lang of LANGS) {
      const made = await book(lang);
      const before = await status(made);
      expect(before.telegramLink).toBeDefined();
      // The Telegram app may speak another language: the request's own is the site's.
      const { reply } = await follow(made, lang === 'en' ? 'ru' : 'en');
      const text = String(reply.body.text);
      const t = GUEST_CHAT_TEXTS[lang];
      expect(text).toContain(t.linked);
      expect(text).toContain(made.reference);
      expect(text).toContain(roomName(1, lang));
      const checkin = addDays(todayInHotel(), 10);
      expect(text).toContain(stayDateLong(checkin, lang));
      expect(text).toContain(formatPrice(800000, LANG_CODE[lang]));
      expect(text).toContain(t.status.received);
      expect(text).toContain(t.next.received('8:00', '22:00'));
      expect(buttons(reply)).toEqual([{ text: t.buttons.cancel, callback_data: `g:c:${made.id}` }]);
      expect(reply.body.parse_mode).toBe('HTML');
      // Linked: the status route offers no link any more.
      expect((await status(made)).telegramLink).toBeUndefined();
    }
    expect(bot.of('getMe').length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a used, an expired and an unknown code, and one sent from a group; none links anything', async () => {
    const made = await book('ru');
    const code = codeOf((await status(made)).telegramLink);
    const spare = codeOf((await status(made)).telegramLink);
    // From a group: refused, and the code stays good.
    let at = mark();
    bot.message({ text: `/start ${code}`, fromId: 801, chatType: 'group', chatId: -555, languageCode: 'ru' });
    expect(String((await nextToChat(-555, at, 'group refusal')).body.text)).toBe(GUEST_CHAT_TEXTS.ru.refused.group);
    at = mark();
    bot.message({ text: `/start ${code}`, fromId: 802, languageCode: 'en' });
    expect(String((await nextToChat(802, at, 'linked')).body.text)).toContain(GUEST_CHAT_TEXTS.ru.linked);
    // The same code again, and another code of the same request: used.
    for (const [user, again] of [
      [803, code],
      [804, spare],
    ] as const) {
      at = mark();
      bot.message({ text: `/start ${again}`, fromId: user, languageCode: 'en' });
      expect(String((await nextToChat(user, at, 'used')).body.text)).toBe(GUEST_CHAT_TEXTS.en.refused.used);
    }
    // Unknown (well-formed, and junk), in the user's Telegram language.
    at = mark();
    bot.message({ text: `/start ${'A'.repeat(43)}`, fromId: 805, languageCode: 'uz' });
    expect(String((await nextToChat(805, at, 'unknown')).body.text)).toBe(GUEST_CHAT_TEXTS.uz.refused.unknown);
    at = mark();
    bot.message({ text: '/start <b>x</b>', fromId: 806, languageCode: 'ru' });
    expect(String((await nextToChat(806, at, 'junk')).body.text)).toBe(GUEST_CHAT_TEXTS.ru.refused.unknown);
    // Expired: a code older than 7 days.
    const other = await book('en');
    const old = codeOf((await status(other)).telegramLink);
    await server.app.store
      .updateTable('guest_telegram_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('booking_id', '=', other.id)
      .execute();
    at = mark();
    bot.message({ text: `/start ${old}`, fromId: 807, languageCode: 'en' });
    expect(String((await nextToChat(807, at, 'expired')).body.text)).toBe(GUEST_CHAT_TEXTS.en.refused.expired);
    const chats = await server.app.store.selectFrom('guest_telegram_chats').selectAll().execute();
    expect(chats).toEqual([expect.objectContaining({ booking_id: made.id, chat_id: '802' })]);
    // Codes are stored only as hashes.
    const stored = await server.app.store.selectFrom('guest_telegram_codes').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(code);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
  });

  it('tells the chat the staff’s decision in its language: confirmed with the Payme and Click buttons, declined with the reason', async () => {
    for (const lang of LANGS) {
      const confirmed = await book(lang);
      const declined = await book(lang);
      const { user } = await follow(confirmed);
      const other = await follow(declined);
      const at = mark();
      bot.press({ data: `confirm:${confirmed.id}`, chatId: STAFF_CHAT, fromId: 501 });
      bot.press({ data: `decline:${declined.id}:full`, chatId: STAFF_CHAT, fromId: 501 });
      const yes = await nextToChat(user, at, 'the confirmation');
      const t = GUEST_CHAT_TEXTS[lang];
      const e = GUEST_TEXTS[lang];
      expect(String(yes.body.text)).toContain(t.decision.confirmed);
      expect(String(yes.body.text)).toContain(confirmed.reference);
      const keys = buttons(yes);
      expect(keys).toEqual([
        { text: e.deposit.payWith.payme, url: expect.stringMatching(/^https:\/\/checkout\.paycom\.uz\//) },
        { text: e.deposit.payWith.click, url: expect.stringMatching(/^https:\/\/my\.click\.uz\//) },
        { text: t.buttons.cancel, callback_data: `g:c:${confirmed.id}` },
      ]);
      // No staff button ever reaches a guest.
      expect(keys.some((k) => /^(confirm|decline|back):/.test(k.callback_data ?? ''))).toBe(false);
      const no = await nextToChat(other.user, at, 'the decline');
      expect(String(no.body.text)).toContain(t.decision.declined);
      expect(String(no.body.text)).toContain(e.declined.reasons.full);
      expect(buttons(no)).toEqual([]);
      // Each chat got only its own request.
      expect(toChat(user, at).every((c) => !String(c.body.text).includes(declined.reference))).toBe(true);
    }
  });

  it('sends the hotel’s message and the deposit’s receipt to the chat in its language', async () => {
    for (const lang of LANGS) {
      const made = await book(lang);
      const { user } = await follow(made);
      let at = mark();
      const outcome = await messageGuest(
        server.app.transact,
        made.id,
        { id: 'staff:1', name: 'Dilnoza' },
        'A cot is ready <3',
      );
      expect(outcome.kind).toBe('done');
      server.app.outbox.kick();
      const message = await nextToChat(user, at, 'the hotel’s message');
      expect(String(message.body.text)).toContain(GUEST_CHAT_TEXTS[lang].fromHotel);
      expect(String(message.body.text)).toContain('A cot is ready &lt;3');
      at = mark();
      bot.press({ data: `confirm:${made.id}`, chatId: STAFF_CHAT, fromId: 501 });
      await nextToChat(user, at, 'the confirmation');
      at = mark();
      const paid = await paymeClient(`${server.url}/api/payments/payme`, PAYME_KEY).pay(made.reference, 400_000 * 100);
      expect(paid.ok).toBe(true);
      const receipt = await nextToChat(user, at, 'the receipt');
      expect(String(receipt.body.text)).toContain(GUEST_CHAT_TEXTS[lang].receipt(formatPrice(400000, LANG_CODE[lang])));
    }
  });

  it('cancels after a second tap, as My requests does, tells the staff and the chat; No keeps it', async () => {
    const made = await book('en');
    const { user, reply } = await follow(made);
    const t = GUEST_CHAT_TEXTS.en;
    let at = mark();
    bot.press({ data: `g:c:${made.id}`, chatId: user, fromId: user, chatType: 'private', messageId: 7 });
    await waitFor(() => answers(at).length >= 1, 10_000, 'the question');
    expect(answers(at)[0]!.body.text).toBe(t.cancel.ask(made.reference));
    const edit = await waitFor(() => since(at, 'editMessageReplyMarkup')[0], 10_000, 'the second tap');
    expect(
      edit.body.reply_markup.inline_keyboard.flat().map((b: { callback_data: string }) => b.callback_data),
    ).toEqual([`g:y:${made.id}`, `g:n:${made.id}`]);
    expect((await status(made)).status).toBe('received');
    at = mark();
    bot.press({ data: `g:n:${made.id}`, chatId: user, fromId: user, chatType: 'private', messageId: 7 });
    await waitFor(() => answers(at).length >= 1, 10_000, 'kept');
    expect(answers(at)[0]!.body.text).toBe(t.cancel.kept);
    expect((await status(made)).status).toBe('received');
    at = mark();
    bot.press({ data: `g:y:${made.id}`, chatId: user, fromId: user, chatType: 'private', messageId: 7 });
    await waitFor(() => answers(at).length >= 1, 10_000, 'cancelled');
    expect(answers(at)[0]!.body.text).toBe(t.cancel.done);
    expect((await status(made)).status).toBe('cancelled');
    const told = await nextToChat(user, at, 'the cancellation');
    expect(String(told.body.text)).toContain(t.cancelled.byGuest);
    // The staff are told as after a cancel on My requests (their message is edited).
    const rows = await server.app.store
      .selectFrom('outbox')
      .select(['channel', 'kind'])
      .where('booking_id', '=', made.id)
      .execute();
    expect(rows.map((r) => `${r.channel}:${r.kind}`)).toEqual(
      expect.arrayContaining(['telegram:cancel', 'email:cancel', 'telegram:staff_edit', 'telegram:tg_cancel']),
    );
    // Pressing Yes again: it is off already.
    at = mark();
    bot.press({ data: `g:y:${made.id}`, chatId: user, fromId: user, chatType: 'private', messageId: 7 });
    await waitFor(() => answers(at).length >= 1, 10_000, 'second yes');
    expect(answers(at)[0]!.body.text).toBe(t.cancel.notCancellable);
    expect(reply).toBeDefined();
  });

  it('never lets a guest chat confirm, decline, cancel or read another request, whatever it sends', async () => {
    const mine = await book('en');
    const theirs = await book('ru');
    const { user } = await follow(mine);
    await follow(theirs);
    const t = GUEST_CHAT_TEXTS.en;
    const forged = [
      `confirm:${mine.id}`,
      `decline:${mine.id}:full`,
      `confirm:${theirs.id}`,
      `g:y:${theirs.id}`,
      `g:c:${theirs.id}`,
      `g:s:${theirs.id}`,
      `g:y:${theirs.reference}`,
      'g:y:',
      `g:x:${mine.id}`,
    ];
    for (const data of forged) {
      const at = mark();
      bot.press({ data, chatId: user, fromId: user, chatType: 'private', languageCode: 'en' });
      const answer = await waitFor(() => answers(at)[0], 10_000, `refusal of ${data}`);
      expect(answer.body.show_alert).toBe(true);
      expect([t.notAllowed, STAFF_TEXTS.uz.answers.notAllowed]).toContain(answer.body.text);
    }
    // A forged own press from someone else's private chat (another user pressing it) is refused too.
    let at = mark();
    bot.press({ data: `g:y:${mine.id}`, chatId: user, fromId: user + 1, chatType: 'private', languageCode: 'en' });
    expect((await waitFor(() => answers(at)[0], 10_000, 'other user')).body.text).toBe(t.notAllowed);
    expect((await status(mine)).status).toBe('received');
    expect((await status(theirs)).status).toBe('received');
    // /status with another request's reference or id shows only the chat's own.
    at = mark();
    bot.message({ text: `/status ${theirs.reference} ${theirs.id}`, fromId: user, languageCode: 'en' });
    const shown = await nextToChat(user, at, '/status');
    // Every answer the command made has gone (answers about a request go through the outbox).
    await outboxIdle(server.app);
    const texts = toChat(user, at).map((c) => String(c.body.text));
    expect(texts).toHaveLength(1);
    expect(String(shown.body.text)).toContain(mine.reference);
    expect(texts.join('\n')).not.toContain(theirs.reference);
    // Nothing sent to any guest chat ever carried a staff button.
    for (const call of bot.of('sendMessage').filter((c) => Number(c.body.chat_id) > 0))
      expect(buttons(call).every((b) => !/^(confirm|decline|back):/.test(b.callback_data ?? ''))).toBe(true);
  });

  it('/stop unlinks the chat: nothing more is sent there, and the link is offered again', async () => {
    const first = await book('uz');
    const second = await book('uz');
    const { user } = await follow(first, 'uz');
    const code = codeOf((await status(second)).telegramLink);
    let at = mark();
    bot.message({ text: `/start ${code}`, fromId: user, languageCode: 'uz' });
    await nextToChat(user, at, 'second link');
    at = mark();
    bot.message({ text: '/status', fromId: user, languageCode: 'uz' });
    await waitFor(() => toChat(user, at).length >= 2, 10_000, 'both requests');
    at = mark();
    bot.message({ text: '/stop', fromId: user, languageCode: 'uz' });
    expect(String((await nextToChat(user, at, '/stop')).body.text)).toBe(GUEST_CHAT_TEXTS.uz.stopped(2));
    expect((await status(first)).telegramLink).toBeDefined();
    at = mark();
    bot.press({ data: `confirm:${first.id}`, chatId: STAFF_CHAT, fromId: 501 });
    await waitFor(
      async () =>
        (
          await server.app.store
            .selectFrom('outbox')
            .select('status')
            .where('booking_id', '=', first.id)
            .where('kind', '=', 'staff_edit')
            .executeTakeFirst()
        )?.status === 'sent',
      10_000,
      'the staff edit',
    );
    // Whatever the confirmation would have told the guest has been settled: nothing went to them.
    await outboxIdle(server.app);
    expect(toChat(user, at)).toHaveLength(0);
    at = mark();
    bot.message({ text: '/stop', fromId: user, languageCode: 'en' });
    expect(String((await nextToChat(user, at, '/stop again')).body.text)).toBe(GUEST_CHAT_TEXTS.en.notFollowing);
  });

  it('answers /start, /status and the Status button after Telegram’s 429: each answer waits its retry_after and goes', async () => {
    const made = await book('ru');
    const code = codeOf((await status(made)).telegramLink);
    const user = (nextUser += 1);
    const refusedTo = (chat: number, after: number) => toChat(chat, after).filter((c) => c.status === 429);
    const deliveredTo = (chat: number, after: number) => toChat(chat, after).filter((c) => c.status === undefined);
    const answered = (chat: number, after: number, label: string) =>
      waitFor(() => deliveredTo(chat, after)[0], 15_000, label);
    /** The answer's outbox row once it is recorded as sent (the fake sees the call before that). */
    const row = (kind: 'tg_linked' | 'tg_status') =>
      waitFor(
        async () => {
          const found = await server.app.store
            .selectFrom('outbox')
            .select(['status', 'attempts', 'last_error', 'recipient'])
            .where('booking_id', '=', made.id)
            .where('kind', '=', kind)
            .executeTakeFirstOrThrow();
          return found.status === 'sent' ? found : undefined;
        },
        10_000,
        `the ${kind} row recorded`,
      );

    // /start: the first answer to the guest's chat is refused (retry after 1 s; the staff chat's
    // messages are not); the chat is linked, and the summary follows.
    let at = mark();
    bot.floodControl(1, 1, user);
    bot.message({ text: `/start ${code}`, fromId: user, languageCode: 'en' });
    let reply = await answered(user, at, 'the linking answer after a 429');
    expect(String(reply.body.text)).toContain(GUEST_CHAT_TEXTS.ru.linked);
    expect(String(reply.body.text)).toContain(made.reference);
    expect(buttons(reply)).toEqual([{ text: GUEST_CHAT_TEXTS.ru.buttons.cancel, callback_data: `g:c:${made.id}` }]);
    let refused = refusedTo(user, at);
    expect(refused).toHaveLength(1);
    // Telegram's retry_after was waited before the next try.
    expect(reply.at - refused[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(await row('tg_linked')).toEqual({
      status: 'sent',
      attempts: 2,
      last_error: expect.stringContaining('Telegram 429'),
      recipient: String(user),
    });

    // /status: the same, the request's summary without the linking words.
    at = mark();
    bot.floodControl(1, 1, user);
    bot.message({ text: '/status', fromId: user, languageCode: 'en' });
    reply = await answered(user, at, 'the /status answer after a 429');
    expect(String(reply.body.text)).toContain(made.reference);
    expect(String(reply.body.text)).not.toContain(GUEST_CHAT_TEXTS.ru.linked);
    refused = refusedTo(user, at);
    expect(refused).toHaveLength(1);
    expect(reply.at - refused[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(await row('tg_status')).toMatchObject({ status: 'sent', attempts: 2 });

    // The Status button: the same path, asked again.
    at = mark();
    bot.floodControl(1, 1, user);
    bot.press({ data: `g:s:${made.id}`, chatId: user, fromId: user, chatType: 'private', languageCode: 'en' });
    reply = await answered(user, at, 'the Status button’s answer after a 429');
    expect(String(reply.body.text)).toContain(made.reference);
    expect(refusedTo(user, at)).toHaveLength(1);

    // An answer about no request (this chat follows none) is tried again after the retry_after too.
    const stranger = (nextUser += 1);
    at = mark();
    bot.floodControl(1, 1, stranger);
    bot.message({ text: '/status', fromId: stranger, languageCode: 'en' });
    reply = await answered(stranger, at, 'the refusal after a 429');
    expect(String(reply.body.text)).toBe(GUEST_CHAT_TEXTS.en.list.none);
    refused = refusedTo(stranger, at);
    expect(refused).toHaveLength(1);
    expect(reply.at - refused[0]!.at).toBeGreaterThanOrEqual(1000);
  });

  it('publishes the commands with a description in each language', async () => {
    const calls = await waitFor(() => (bot.of('setMyCommands').length >= 4 ? bot.of('setMyCommands') : null));
    for (const lang of LANGS) {
      const call = calls.find((c) => c.body.language_code === lang)!;
      expect(call.body.scope).toEqual({ type: 'all_private_chats' });
      expect(call.body.commands).toEqual([
        { command: 'start', description: GUEST_CHAT_TEXTS[lang].commands.start },
        { command: 'status', description: GUEST_CHAT_TEXTS[lang].commands.status },
        { command: 'stop', description: GUEST_CHAT_TEXTS[lang].commands.stop },
      ]);
    }
  });

  it('erasing a stay’s data (retention) unlinks its chat', async () => {
    const made = await book('en');
    await follow(made);
    const checkout = addDays(todayInHotel(), 12);
    expect(
      await purgePersonalData(server.app.store, server.env.DATA_DIR ?? '/nonexistent', 30, addDays(checkout, 31)),
    ).toBe(1);
    expect(await server.app.store.selectFrom('guest_telegram_chats').selectAll().execute()).toEqual([]);
    expect(await server.app.store.selectFrom('guest_telegram_codes').selectAll().execute()).toEqual([]);
  });

  it('reminds the chat and the email the day before arrival at 10:00 in Namangan, never after the arrival day began', async () => {
    const checkin = addDays(todayInHotel(), 10);
    const made = await book('ru', { email: 'guest@example.org' });
    const { user } = await follow(made);
    let at = mark();
    bot.press({ data: `confirm:${made.id}`, chatId: STAFF_CHAT, fromId: 501 });
    await nextToChat(user, at, 'the confirmation');
    const due = reminderDueAt(checkin);
    expect(due.toISOString()).toBe(`${addDays(checkin, -1)}T05:00:00.000Z`);
    const reminders = () =>
      server.app.store
        .selectFrom('outbox')
        .select(['channel', 'status', 'next_attempt_at', 'recipient'])
        .where('booking_id', '=', made.id)
        .where('kind', '=', 'reminder')
        .orderBy('channel')
        .execute();
    expect(await reminders()).toEqual([
      { channel: 'email', status: 'pending', next_attempt_at: due.toISOString(), recipient: 'guest@example.org' },
      { channel: 'telegram', status: 'pending', next_attempt_at: due.toISOString(), recipient: String(user) },
    ]);
    // The clock reaches the hour: the rows are due, and they go.
    now = new Date(due.getTime() + 60_000);
    at = mark();
    await server.app.store
      .updateTable('outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('kind', '=', 'reminder')
      .execute();
    server.app.outbox.kick();
    const reminder = await nextToChat(user, at, 'the reminder');
    const text = String(reminder.body.text);
    const r = GUEST_CHAT_TEXTS.ru.reminder;
    expect(text).toContain(r.intro);
    expect(text).toContain('ул. Навои, 1, Наманган, 160100');
    expect(text).toContain('https://www.openstreetmap.org/?mlat=');
    expect(text).toContain(r.checkIn('12:00'));
    expect(text).toContain('+998 69 000 00 01');
    await waitFor(async () => (await reminders()).every((row) => row.status !== 'pending'), 10_000, 'both sent');
    // Without SMTP_URL the email is written as an .eml file (recorded as skipped, as every email then).
    expect((await reminders()).map((row) => row.status)).toEqual(['skipped', 'sent']);
    const outbox = path.join(server.env.DATA_DIR!, 'outbox');
    const eml = readdirSync(outbox).find((name) => name.startsWith(`${made.id}-reminder`));
    expect(eml).toBeDefined();
    expect(readFileSync(path.join(outbox, eml!), 'utf8')).toMatch(/Subject: /);
  });

  it('skips a reminder whose arrival day has begun by the time it would go', async () => {
    const checkin = addDays(todayInHotel(), 10);
    const made = await book('en');
    const { user } = await follow(made);
    let at = mark();
    bot.press({ data: `confirm:${made.id}`, chatId: STAFF_CHAT, fromId: 501 });
    await nextToChat(user, at, 'the confirmation');
    now = new Date(`${checkin}T03:00:00Z`);
    at = mark();
    await server.app.store
      .updateTable('outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('kind', '=', 'reminder')
      .execute();
    server.app.outbox.kick();
    const row = await waitFor(
      async () =>
        (await server.app.store
          .selectFrom('outbox')
          .select(['status', 'detail'])
          .where('booking_id', '=', made.id)
          .where('kind', '=', 'reminder')
          .where('status', '!=', 'pending')
          .executeTakeFirst()) ?? null,
      10_000,
      'the reminder skipped',
    );
    expect(row).toEqual({ status: 'skipped', detail: 'the arrival day has begun' });
    expect(toChat(user, at).filter((c) => String(c.body.text).includes(GUEST_CHAT_TEXTS.en.reminder.intro))).toEqual(
      [],
    );
    expect(FAKE_BOT.username).toBe('hotel_test_bot');
  });
});
