/**
 * The staff loop over real sockets: a fake Bot API on loopback that serves getUpdates (long
 * polling), a real SMTP server, the real store (SQLite, and PostgreSQL when DATABASE_URL is set).
 * Staff press Confirm or Decline in the chat; the guest reads the answer by email and from
 * GET /api/bookings/{id}; the guest cancels and the staff chat is told.
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT, baseEnv, startApp, validBooking, waitFor } from './support/app';
import type { HttpAnswer, RunningApp } from './support/app';
import { startFakeBotApi } from '../../scripts/fakes/telegramBotApi';
import type { FakeBotApi } from '../../scripts/fakes/telegramBotApi';
import { decodeMail, startSmtp } from './support/smtp';
import type { SmtpFixture } from './support/smtp';
import { BACKENDS, outboxSettled } from './support/store';
import { runDecision } from '../../server/cli/decide';
import { stayDate } from '../../server/bookings/format';

jest.setTimeout(60_000);

const BOOK = '/api/bot/booking';
const CHAT = -100200300;
const STAFF = 501;
/** Short long polls, margins and leases, so a restart, a takeover or a dead poll is over within a test. */
const FAST_UPDATES = { pollTimeoutSeconds: 1, pollMarginMs: 1_000, leaseMs: 3_000, retryMs: 200 };
const FAST_OUTBOX = { baseDelayMs: 150, pollMs: 40, maxDelayMs: 2_000, telegramIntervalMs: 50 };

async function status(url: string, id: string, token: string): Promise<Pick<HttpAnswer, 'status' | 'body'>> {
  const response = await fetch(`${url}/api/bookings/${id}?token=${encodeURIComponent(token)}`);
  return { status: response.status, body: await response.json() };
}

describe.each(BACKENDS)('staff loop on $name', (backend) => {
  let smtp: SmtpFixture;
  let bot: FakeBotApi;
  let store: Awaited<ReturnType<typeof backend.create>>;
  let server: RunningApp | undefined;

  const env = (extra: Record<string, string> = {}) =>
    baseEnv({
      ...store.env,
      SMTP_URL: smtp.url,
      TELEGRAM_BOT_TOKEN: '123456:test-token',
      TELEGRAM_CHAT_ID: String(CHAT),
      TELEGRAM_API_BASE: bot.url,
      ...extra,
    });
  const start = (extra: Record<string, string> = {}) =>
    startApp(env(extra), { outbox: FAST_OUTBOX, telegramUpdates: FAST_UPDATES });

  /** Books a room and waits until the staff message is in the chat; returns id, token and message id. */
  async function book(
    overrides: Record<string, unknown> = {},
  ): Promise<{ id: string; reference: string; token: string; messageId: number }> {
    const answer = await server!.post(BOOK, validBooking(overrides));
    expect(answer.status).toBe(201);
    const { id, reference, statusToken } = answer.body as { id: string; reference: string; statusToken: string };
    expect(reference).toMatch(/^GH-[2-9A-HJ-NP-Z]{6}$/);
    // The staff read the reference, never the id (it is only in the buttons' data).
    const sent = await waitFor(
      () => bot.of('sendMessage').find((c) => String(c.body.text).includes(reference)),
      10_000,
      'staff message',
    );
    expect(String(sent.body.text)).not.toContain(id);
    const messageId = 100 + bot.of('sendMessage').indexOf(sent) + 1;
    // The message id is stored once the outbox records the delivery.
    await waitFor(
      async () =>
        (
          await server!.app.store
            .selectFrom('bookings')
            .select('staff_message_id')
            .where('id', '=', id)
            .executeTakeFirst()
        )?.staff_message_id,
      5_000,
      'message id stored',
    );
    return { id, reference, token: statusToken, messageId };
  }

  const mailsTo = (address: string) =>
    smtp.messages.filter((m) => m.to.includes(address)).map((m) => decodeMail(m.raw));

  beforeEach(async () => {
    smtp = await startSmtp();
    bot = await startFakeBotApi();
    store = await backend.create();
    server = await start();
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
    await Promise.all([smtp.close(), bot.close()]);
    await store.drop();
  });

  it('confirms on a press: status confirmed, the guest told in Russian, the staff message edited, the press answered', async () => {
    const { id, reference, token, messageId } = await book({
      lang: 'ru',
      email: 'ivan@example.ru',
      nationality: 'RU',
      totalPrice: 940000,
    });
    const staffMessage = bot.of('sendMessage').find((c) => String(c.body.text).includes(reference))!;
    expect(
      staffMessage.body.reply_markup.inline_keyboard[0].map((b: { text: string; callback_data: string }) => [
        b.text,
        b.callback_data,
      ]),
    ).toEqual([
      ['✅ Tasdiqlash', `confirm:${id}`],
      ['❌ Rad etish', `decline:${id}`],
    ]);
    // With the bot configured, the guest is offered its link while no chat follows the request.
    expect((await status(server!.url, id, token)).body).toEqual({
      id,
      reference,
      status: 'received',
      telegramLink: expect.stringMatching(/^https:\/\/t\.me\/hotel_test_bot\?start=[A-Za-z0-9_-]{43}$/),
    });

    bot.press({ data: `confirm:${id}`, chatId: CHAT, fromId: STAFF, firstName: 'Dilnoza', messageId });
    const confirmed = await waitFor(
      async () => {
        const answer = await status(server!.url, id, token);
        return answer.body.status === 'confirmed' ? answer : undefined;
      },
      10_000,
      'status confirmed',
    );
    expect(confirmed.body).toEqual({
      id,
      reference,
      status: 'confirmed',
      decidedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      telegramLink: expect.stringMatching(/^https:\/\/t\.me\//),
    });

    const answered = await waitFor(() => bot.of('answerCallbackQuery')[0], 5_000, 'answerCallbackQuery');
    expect(answered.body).toEqual(
      expect.objectContaining({ callback_query_id: 'cb1', text: 'Tasdiqlandi. Mehmonga xat yuboriladi.' }),
    );

    const mail = await waitFor(
      () => mailsTo('ivan@example.ru').find((m) => m.subject.includes('подтверждено')),
      10_000,
      'Russian confirmation',
    );
    expect(mail.subject).toBe(`Ваше бронирование подтверждено (${reference})`);
    expect(mail.text).toContain('Здравствуйте, Aziz Karimov!');
    expect(mail.text).toContain('Итого: 940');
    expect(mail.text).toContain('цена для иностранных гостей');
    expect(mail.text).toContain('Расчётный час — 12:00.');

    const edit = await waitFor(
      () => bot.of('editMessageText').find((c) => c.body.message_id === messageId),
      10_000,
      'staff message edited',
    );
    expect(String(edit.body.chat_id)).toBe(String(CHAT));
    expect(edit.body.text).toContain('✅ Tasdiqlangan: Dilnoza');
    expect(edit.body.reply_markup.inline_keyboard).toEqual([]);

    const row = await server!.app.store
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(
      expect.objectContaining({ status: 'confirmed', decided_by_id: String(STAFF), decided_by_name: 'Dilnoza' }),
    );

    // The guest cancels the confirmed stay: their email carries the calendar event's CANCEL, one SEQUENCE up.
    expect((await server!.post(`/api/bookings/${id}/cancel`, { token })).status).toBe(200);
    const cancelMail = await waitFor(
      () =>
        smtp.messages.find((m) => m.to.includes('ivan@example.ru') && decodeMail(m.raw).subject.includes('отменено')),
      10_000,
      'guest cancellation',
    );
    expect(decodeMail(cancelMail.raw).subject).toBe(`Ваше бронирование отменено (${reference})`);
    expect(cancelMail.raw).toMatch(/text\/calendar; charset=utf-8; method=CANCEL/i);
    expect(
      (
        await server!.app.store
          .selectFrom('bookings')
          .select('ics_sequence')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).ics_sequence,
    ).toBe(1);
  });

  it('lets only the staff chat, and only TELEGRAM_STAFF_IDS when set, decide', async () => {
    await server!.close();
    server = await start({ TELEGRAM_STAFF_IDS: `${STAFF}, 777` });
    const { id, token, messageId } = await book();

    bot.press({ data: `confirm:${id}`, chatId: -999, fromId: STAFF, messageId });
    bot.press({ data: `decline:${id}:full`, chatId: CHAT, fromId: 12345, messageId });
    const refusals = await waitFor(
      () => (bot.of('answerCallbackQuery').length === 2 ? bot.of('answerCallbackQuery') : undefined),
      10_000,
      'two answers',
    );
    expect(refusals.map((c) => [c.body.text, c.body.show_alert])).toEqual([
      ['Bu amalga ruxsatingiz yoʻq.', true],
      ['Bu amalga ruxsatingiz yoʻq.', true],
    ]);
    expect((await status(server.url, id, token)).body.status).toBe('received');
    expect(bot.of('editMessageText')).toHaveLength(0);

    bot.press({ data: `confirm:${id}`, chatId: CHAT, fromId: 777, messageId });
    await waitFor(
      async () => (await status(server!.url, id, token)).body.status === 'confirmed',
      10_000,
      'a staff member confirms',
    );
  });

  it('decides once: a second press (and a press on an old message) changes nothing and says who decided', async () => {
    const { id, token, messageId } = await book({ email: 'twice@example.org' });
    // Decline first asks for the reason; the reason decides.
    bot.press({ data: `decline:${id}`, chatId: CHAT, fromId: STAFF, messageId });
    const markup = await waitFor(() => bot.of('editMessageReplyMarkup')[0], 5_000, 'reasons offered');
    expect(
      markup.body.reply_markup.inline_keyboard.flat().map((b: { callback_data: string }) => b.callback_data),
    ).toEqual([`decline:${id}:full`, `decline:${id}:other`, `back:${id}`]);
    expect((await status(server!.url, id, token)).body.status).toBe('received');

    bot.press({ data: `decline:${id}:full`, chatId: CHAT, fromId: STAFF, firstName: 'Dilnoza', messageId });
    bot.press({ data: `confirm:${id}`, chatId: CHAT, fromId: 502, firstName: 'Sardor', messageId });
    const answers = await waitFor(
      () => (bot.of('answerCallbackQuery').length === 3 ? bot.of('answerCallbackQuery') : undefined),
      10_000,
      'three answers',
    );
    expect(answers[1]!.body.text).toBe('Rad etildi. Mehmonga xat yuboriladi.');
    expect(answers[2]!.body.text).toMatch(
      /^Oʻzgartirilmadi\. ❌ Rad etilgan \(boʻsh xona yoʻq\): Dilnoza, \d\d\.\d\d\.\d{4}, \d\d:\d\d \(Toshkent vaqti\)$/,
    );
    expect((await status(server!.url, id, token)).body.status).toBe('declined');

    const declined = await waitFor(
      () => mailsTo('twice@example.org').find((m) => m.subject.startsWith('About your booking request')),
      10_000,
      'decline email',
    );
    expect(declined.text).toContain('There are no rooms of this kind left for your dates.');
    expect(declined.text).toContain('+998 69 000 00 01');
    // Once every notification of the request is settled, there is no second email.
    await outboxSettled(server!.app.store, id);
    expect(mailsTo('twice@example.org').filter((m) => m.subject.startsWith('About your booking request'))).toHaveLength(
      1,
    );
    const decisionRows = await server!.app.store
      .selectFrom('outbox')
      .selectAll()
      .where('booking_id', '=', id)
      .where('kind', '=', 'decision')
      .execute();
    expect(decisionRows).toHaveLength(1);
  });

  it('does not replay a press after a restart: the offset is stored', async () => {
    const { id, token, messageId } = await book();
    const update = bot.press({ data: `confirm:${id}`, chatId: CHAT, fromId: STAFF, messageId });
    await waitFor(async () => (await status(server!.url, id, token)).body.status === 'confirmed', 10_000, 'confirmed');
    await waitFor(
      () => bot.of('getUpdates').some((c) => Number(c.body.offset) === update + 1),
      5_000,
      'offset confirmed',
    );
    await server!.close();
    const answersBefore = bot.of('answerCallbackQuery').length;

    server = await start();
    await waitFor(
      () => bot.of('getUpdates').filter((c) => Number(c.body.offset) === update + 1).length >= 2,
      10_000,
      'polling again',
    );
    expect(bot.served.filter((n) => n === update)).toHaveLength(1);
    expect(bot.of('answerCallbackQuery')).toHaveLength(answersBefore);
  });

  it('applies a press within the long poll deadline after a poll that never answers (1 s poll + 1 s margin here, 25 + 15 s by default)', async () => {
    const { id, token, messageId } = await book();
    bot.hangPolls(1);
    await waitFor(() => bot.hanging() === 1, 5_000, 'a long poll that never answers');
    const pressed = Date.now();
    bot.press({ data: `confirm:${id}`, chatId: CHAT, fromId: STAFF, messageId });
    await waitFor(
      async () => (await status(server!.url, id, token)).body.status === 'confirmed',
      10_000,
      'confirmed after the dead poll',
    );
    const ms = Date.now() - pressed;
    process.stdout.write(
      `press applied ${ms} ms after it was made, behind a dead long poll (deadline 1 s + 1 s, retry after 0.2 s)\n`,
    );
    // At most the dead poll's deadline and the pause before the next poll, which gets the press at once.
    expect(ms).toBeLessThan(
      FAST_UPDATES.pollTimeoutSeconds * 1000 + FAST_UPDATES.pollMarginMs + FAST_UPDATES.retryMs + 1_500,
    );
    // The dead call was given up: its connection is closed.
    expect(bot.hanging()).toBe(0);
  });

  it('after an outage, the first message Telegram takes makes the waiting ones due at once', async () => {
    await server!.close();
    // A minute of back-off after the first failure: without the reset the messages would wait it out.
    server = await startApp(env(), {
      outbox: { ...FAST_OUTBOX, baseDelayMs: 60_000, maxDelayMs: 60_000 },
      telegramUpdates: FAST_UPDATES,
    });
    bot.setDown(true);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await server.post(BOOK, validBooking({ email: `outage${i}@example.org` }))).body.reference as string);
    await waitFor(
      async () => {
        const rows = await server!.app.store
          .selectFrom('outbox')
          .select('attempts')
          .where('channel', '=', 'telegram')
          .where('kind', '=', 'staff')
          .execute();
        return rows.length === 3 && rows.every((row) => Number(row.attempts) >= 1);
      },
      10_000,
      'each staff message failed once',
    );
    expect(bot.of('sendMessage')).toHaveLength(3);

    bot.setDown(false);
    const back = Date.now();
    const fourth = await server.post(BOOK, validBooking({ email: 'after@example.org' }));
    ids.push(fourth.body.reference as string);
    await waitFor(
      () => ids.every((id) => bot.of('sendMessage').some((call, i) => i >= 3 && String(call.body.text).includes(id))),
      10_000,
      'all four staff messages',
    );
    const ms = Date.now() - back;
    process.stdout.write(`after the outage all four staff messages were out in ${ms} ms (back-off 60 s)\n`);
    expect(ms).toBeLessThan(5_000);
  });

  it('answers 404 alike for a wrong token and a wrong id, and lets the guest cancel: the staff chat is told', async () => {
    const { id, reference, token, messageId } = await book();
    const wrongToken = await status(server!.url, id, 'x'.repeat(43));
    const wrongId = await status(server!.url, '00000000-0000-4000-8000-000000000000', token);
    const malformed = await status(server!.url, 'not-an-id', 'short');
    expect([wrongToken.status, wrongId.status, malformed.status]).toEqual([404, 404, 404]);
    expect(wrongToken.body).toEqual(wrongId.body);
    expect(wrongToken.body).toEqual({ error: { code: 'not_found', message: 'No request with this id and token.' } });
    expect((await server!.post(`/api/bookings/${id}/cancel`, { token: 'y'.repeat(43) })).status).toBe(404);

    const cancelled = await server!.post(`/api/bookings/${id}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ id, reference, status: 'cancelled' });
    const notice = await waitFor(
      () => bot.of('sendMessage').find((c) => String(c.body.text).includes('soʻrovini bekor qildi')),
      10_000,
      'staff told',
    );
    expect(notice.body.reply_parameters).toEqual({ message_id: messageId, allow_sending_without_reply: true });
    const edit = await waitFor(
      () => bot.of('editMessageText').find((c) => c.body.message_id === messageId),
      10_000,
      'message edited',
    );
    expect(edit.body.text).toContain('🚫 Bekor qilingan');
    const staffMail = await waitFor(
      () => mailsTo('hotel@example.com').find((m) => m.subject.includes('bekor qildi')),
      10_000,
      'staff email',
    );
    expect(staffMail.subject).toBe(`Mehmon ${reference} soʻrovini bekor qildi`);

    // Cancelling again changes nothing; a press after it says so.
    expect((await server!.post(`/api/bookings/${id}/cancel`, { token })).body).toEqual({
      id,
      reference,
      status: 'cancelled',
    });
    bot.press({ data: `confirm:${id}`, chatId: CHAT, fromId: STAFF, messageId });
    const answer = await waitFor(() => bot.of('answerCallbackQuery')[0], 5_000, 'press answered');
    expect(answer.body.text).toMatch(/^Oʻzgartirilmadi\. 🚫 Bekor qilingan/);
    expect((await status(server!.url, id, token)).body.status).toBe('cancelled');
  });

  it('refuses in Telegram a confirm that would overbook, naming the room and the full nights', async () => {
    // The family suite: the hotel has two. Three requests for the same nights; two are confirmed.
    const suite = { roomId: 4, guests: 2, totalPrice: 2 * 720000 };
    const first = await book(suite);
    const second = await book(suite);
    const third = await book(suite);
    bot.press({ data: `confirm:${first.id}`, chatId: CHAT, fromId: STAFF, messageId: first.messageId });
    bot.press({ data: `confirm:${second.id}`, chatId: CHAT, fromId: STAFF, messageId: second.messageId });
    bot.press({ data: `confirm:${third.id}`, chatId: CHAT, fromId: STAFF, messageId: third.messageId });
    const answers = await waitFor(
      () => (bot.of('answerCallbackQuery').length === 3 ? bot.of('answerCallbackQuery') : undefined),
      10_000,
      'three answers',
    );
    const nights = validBooking().checkin as string;
    expect(answers[2]!.body).toEqual(
      expect.objectContaining({
        show_alert: true,
        text: expect.stringContaining(`Tasdiqlab boʻlmaydi: «Oilaviy lyuks» uchun boʻsh xona yoʻq (${nights}`),
      }),
    );
    expect((await status(server!.url, third.id, third.token)).body.status).toBe('received');
  });

  it('refuses in Telegram to confirm a group for more rooms than are free, saying how many it needs', async () => {
    // The family suite: the hotel has two. A group asks for both; then one is confirmed for someone else.
    const group = await book({ roomId: 4, guests: 6, units: 2, totalPrice: 2 * 2 * 720000 });
    const message = bot.of('sendMessage').find((c) => String(c.body.text).includes(group.reference))!;
    expect(message.body.text).toContain('Mehmonlar soni: 6 (2 ta xona)');
    const single = await book({ roomId: 4, guests: 2, totalPrice: 2 * 720000 });
    bot.press({ data: `confirm:${single.id}`, chatId: CHAT, fromId: STAFF, messageId: single.messageId });
    await waitFor(() => bot.of('answerCallbackQuery')[0], 10_000, 'first answer');
    bot.press({ data: `confirm:${group.id}`, chatId: CHAT, fromId: STAFF, messageId: group.messageId });
    const answers = await waitFor(
      () => (bot.of('answerCallbackQuery').length === 2 ? bot.of('answerCallbackQuery') : undefined),
      10_000,
      'two answers',
    );
    const nights = validBooking().checkin as string;
    expect(answers[1]!.body).toEqual(
      expect.objectContaining({
        show_alert: true,
        text: expect.stringContaining(
          `Tasdiqlab boʻlmaydi: «Oilaviy lyuks» turidagi 2 ta xona kerak, boʻsh xonalar kamroq (${nights}`,
        ),
      }),
    );
    expect((await status(server!.url, group.id, group.token)).body.status).toBe('received');
  });

  it('writes every staff text in STAFF_LANG', async () => {
    await server!.close();
    server = await start({ STAFF_LANG: 'en' });
    const { id, reference, messageId } = await book();
    const message = bot.of('sendMessage').find((c) => String(c.body.text).includes(reference))!;
    expect(message.body.text).toContain('<b>New booking request</b>');
    expect(message.body.text).toContain('Room type: Standard Single Room (type 1)');
    expect(message.body.text).toMatch(/Total: 800,000\u00a0so'm/);
    expect(message.body.reply_markup.inline_keyboard[0].map((b: { text: string }) => b.text)).toEqual([
      '✅ Confirm',
      '❌ Decline',
    ]);
    const staffMail = await waitFor(
      () => mailsTo('hotel@example.com').find((m) => m.text.includes(reference)),
      10_000,
      'staff email',
    );
    // Dates in words, never ISO: the subject is read by people.
    expect(staffMail.subject).toBe(
      `New booking request ${reference}: ${stayDate(String(validBooking().checkin), 'en-GB')} – ${stayDate(String(validBooking().checkout), 'en-GB')}`,
    );
    bot.press({ data: `confirm:${id}`, chatId: CHAT, fromId: STAFF, firstName: 'Dilnoza', messageId });
    const edit = await waitFor(() => bot.of('editMessageText')[0], 10_000, 'edit');
    expect(edit.body.text).toContain('✅ Confirmed by Dilnoza');
  });

  it('refuses a webhook call without the secret and decides on one with it', async () => {
    await server!.close();
    const secret = 'webhook-secret-0123456789';
    server = await start({
      TELEGRAM_WEBHOOK_URL: 'https://hotel.example/api/telegram/webhook',
      TELEGRAM_WEBHOOK_SECRET: secret,
    });
    const registered = await waitFor(() => bot.of('setWebhook')[0], 5_000, 'setWebhook');
    expect(registered.body).toEqual(
      expect.objectContaining({ url: 'https://hotel.example/api/telegram/webhook', secret_token: secret }),
    );
    const { id, token, messageId } = await book();
    // This server never polls. The previous test's server may have had a long poll on the wire when
    // it stopped: the fake records it when its body arrives, which under load can be after this
    // test began, so only calls after the webhook's registration count.
    expect(bot.of('getUpdates').filter((call) => call.at >= registered.at)).toHaveLength(0);
    const update = {
      update_id: 9,
      callback_query: {
        id: 'cb-hook',
        from: { id: STAFF, is_bot: false, first_name: 'Dilnoza' },
        chat_instance: 'ci',
        data: `confirm:${id}`,
        message: {
          message_id: messageId,
          date: 0,
          chat: { id: CHAT, type: 'supergroup', title: 'Staff' },
          text: 'request',
        },
      },
    };
    const wrong = await server.post('/api/telegram/webhook', update, {
      'x-telegram-bot-api-secret-token': 'not-the-secret-000000',
    });
    const missing = await server.post('/api/telegram/webhook', update);
    expect([wrong.status, missing.status]).toEqual([401, 401]);
    expect(wrong.body.error.code).toBe('unauthorized');
    expect((await status(server.url, id, token)).body.status).toBe('received');

    const right = await server.post('/api/telegram/webhook', update, { 'x-telegram-bot-api-secret-token': secret });
    expect(right.status).toBe(200);
    expect((await status(server.url, id, token)).body.status).toBe('confirmed');
  });

  it('confirms from the command line by the id prefix the table shows', async () => {
    const { id, reference, token } = await book({ email: 'cli@example.org' });
    // Run without blocking this process: the server under test lives here and must keep answering.
    const cli = await promisify(execFile)(
      process.execPath,
      [
        '-r',
        'ts-node/register/transpile-only',
        'server/cli/bookings.ts',
        'confirm',
        id.slice(0, 8),
        '--by',
        'Reception',
      ],
      { cwd: REPO_ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...store.env }, encoding: 'utf8' },
    );
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toContain(`Request ${reference} (${id}) confirmed by Reception.`);
    expect((await status(server!.url, id, token)).body.status).toBe('confirmed');
    await waitFor(
      () => mailsTo('cli@example.org').find((m) => m.subject.startsWith('Your booking is confirmed')),
      10_000,
      'guest email after the CLI',
    );
    await expect(runDecision(server!.app.store, ['decline', id.slice(0, 8)])).rejects.toThrow(
      `Nothing changed: request ${reference} is already confirmed by Reception`,
    );
    // The reference finds it too, in any case and with or without its dash.
    await expect(runDecision(server!.app.store, ['decline', reference.toLowerCase()])).rejects.toThrow(
      `Nothing changed: request ${reference} is already confirmed by Reception`,
    );
    await expect(runDecision(server!.app.store, ['decline', reference.replace('-', '')])).rejects.toThrow(
      `Nothing changed: request ${reference} is already`,
    );
    await expect(runDecision(server!.app.store, ['confirm', 'ffffffff'])).rejects.toThrow(
      'No request has the reference ffffffff or an id starting with it.',
    );
    await expect(runDecision(server!.app.store, ['confirm', 'GH-ZZZZZZ'])).rejects.toThrow(
      'No request has the reference GH-ZZZZZZ',
    );
  });

  it('polls from exactly one process of two on one database; the other takes over when it stops', async () => {
    const second = await start();
    try {
      const pollers = () => [server!.app.telegramUpdates!.polling, second.app.telegramUpdates!.polling];
      await waitFor(() => pollers().some(Boolean), 30_000, 'a poller');
      // The other has asked for the lease several times and been told to stand by each time.
      const standbys = () => server!.app.telegramUpdates!.standbys + second.app.telegramUpdates!.standbys;
      const before = standbys();
      await waitFor(() => standbys() >= before + 3, 30_000, 'three tries of the other process');
      expect(pollers().filter(Boolean)).toHaveLength(1);
      const [holder, other] = server!.app.telegramUpdates!.polling ? [server!, second] : [second, server!];
      await holder.close();
      if (holder === server) server = undefined;
      await waitFor(() => other.app.telegramUpdates!.polling, 10_000, 'takeover');
    } finally {
      if (second !== server) await second.close().catch(() => undefined);
    }
  });

  it('polls from only one of two real server processes on one PostgreSQL', async () => {
    if (backend.name !== 'postgres') return;
    await server!.close();
    server = undefined;
    let output = '';
    const spawnServer = () => {
      const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'server/index.ts'], {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...(env() as Record<string, string>) },
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return child;
    };
    const children = [spawnServer(), spawnServer()];
    try {
      // One process polls, and the other has been told to stand by (each says which, once). The
      // lines come through pipes: the poller's may arrive after its first getUpdates did.
      await waitFor(
        () =>
          bot.of('getUpdates').length >= 1 &&
          output.includes('another process polls; standing by') &&
          output.includes('telegram updates: this process polls'),
        90_000,
        'a poller and a process standing by',
      );
      expect(output.match(/telegram updates: this process polls/g)).toHaveLength(1);
      expect(bot.maxConcurrentPolls()).toBe(1);
    } finally {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(
        children.map(
          (child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
        ),
      );
    }
  }, 150_000);
});
