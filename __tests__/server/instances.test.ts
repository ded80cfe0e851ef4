/**
 * Two servers on one PostgreSQL hold the limits one server holds: a client's requests count
 * together for a route's rate limit whichever server answers them (sharedRateLimit.ts), the
 * budget of new bookings is the store's count of the minute's bookings (bookings/bookingBudget.ts),
 * and one server at a time runs the outbox's Telegram lane (notify/outbox.ts LaneLease), so the staff
 * chat gets at most its 20 messages a minute from both; when that server stops, the other takes
 * the chat over; the guest emails' daily cap holds between them (the budgets are the store's, the
 * rest in abuse.test.ts). On SQLite one
 * server owns the store, so there is nothing to share; these tests run where DATABASE_URL points
 * at a PostgreSQL.
 */
import { startFakeBotApi } from '../../scripts/fakes/telegramBotApi';
import type { FakeBotApi } from '../../scripts/fakes/telegramBotApi';
import { BOOK, foreignGuestBooking, injectApp, injectClient, startApp, validBooking, waitFor } from './support/app';
import type { TestApp } from './support/app';
import { startSmtp } from './support/smtp';
import { BACKENDS, removeDir, tempDir } from './support/store';
import type { TestStore } from './support/store';
import { busiest, CHAT_MINUTE_MS, FAST_CHAT_OUTBOX, FAST_UPDATES } from './support/telegram';

jest.setTimeout(60_000);

const postgres = BACKENDS.find((backend) => backend.name === 'postgres');
const onPostgres = postgres ? describe : describe.skip;

onPostgres('two servers on one PostgreSQL', () => {
  let store: TestStore;
  let secondDir: string;
  const servers: TestApp[] = [];

  beforeEach(async () => {
    store = await postgres!.create();
    secondDir = tempDir();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    await store.drop();
    removeDir(secondDir);
  });

  it('count a client’s requests to a route together: of 40 sent to both in turn, 20 are answered', async () => {
    const env = { ...store.env, RATE_LIMIT_READS_PER_MINUTE: '20' };
    servers.push(await injectApp(env), await injectApp({ ...env, DATA_DIR: secondDir }));
    const statuses: number[] = [];
    for (let n = 0; n < 40; n += 1)
      statuses.push((await injectClient(servers[n % 2]!.app, '203.0.113.9').get('/api/rates')).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    // Another client, and another route for the same client, have limits of their own.
    expect((await injectClient(servers[1]!.app, '203.0.113.10').get('/api/rates')).status).toBe(200);
    expect((await injectClient(servers[0]!.app, '203.0.113.9').post(BOOK, validBooking())).status).toBe(201);
  });

  it('hold the guest emails’ daily cap between them: of 10 clients’ first emails booked at once on both, at most the day’s 6 go', async () => {
    const smtp = await startSmtp();
    try {
      const env = { ...store.env, SMTP_URL: smtp.url, GUEST_EMAILS_PER_HOUR: '1000', GUEST_EMAILS_PER_DAY: '6' };
      servers.push(await injectApp(env), await injectApp({ ...env, DATA_DIR: secondDir }));
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          injectClient(servers[n % 2]!.app, `203.0.113.${n + 1}`).post(
            BOOK,
            validBooking({ email: `first${n}@d${n}.example` }),
          ),
        ),
      );
      expect(answers.every((answer) => answer.status === 201)).toBe(true);
      const guestRows = await waitFor(
        async () => {
          const rows = await servers[0]!.app.store
            .selectFrom('outbox')
            .select(['status', 'detail'])
            .where('kind', '=', 'guest')
            .execute();
          // Each sent, or held for a later hour.
          return rows.length === 10 && rows.every((r) => r.status === 'sent' || r.detail?.startsWith('held until '))
            ? rows
            : undefined;
        },
        15_000,
        'every guest email sent or held',
      );
      const sent = guestRows.filter((r) => r.status === 'sent').length;
      // What the other server holds under way counts as spent: never more than the cap between them.
      expect(sent).toBeLessThanOrEqual(6);
      expect(sent).toBeGreaterThanOrEqual(1);
      expect(smtp.messages.filter((m) => /^first\d@/.test(m.to[0] ?? ''))).toHaveLength(sent);
    } finally {
      await smtp.close();
    }
  });

  it('share one budget of new bookings: one client gets its fair share of both, and another client still books', async () => {
    const env = { ...store.env, RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_GLOBAL_PER_MINUTE: '10' };
    servers.push(await injectApp(env), await injectApp({ ...env, DATA_DIR: secondDir }));
    const statuses: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      const answer = await injectClient(servers[n % 2]!.app, '203.0.113.20').post(
        BOOK,
        validBooking({ phone: `+9989012346${String(n).padStart(2, '0')}` }),
      );
      statuses.push(answer.status);
    }
    // Alone, the client may take the whole budget of ten, counted across both servers, and no more.
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    // A guest from another address is below its fair share: it books, through either server.
    expect((await injectClient(servers[1]!.app, '198.51.100.30').post(BOOK, validBooking())).status).toBe(201);
    expect((await injectClient(servers[0]!.app, '198.51.100.31').post(BOOK, validBooking())).status).toBe(201);
  });

  it('never take more than the shared budget between them, however many book at once', async () => {
    const env = { ...store.env, RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_GLOBAL_PER_MINUTE: '10' };
    servers.push(await injectApp(env), await injectApp({ ...env, DATA_DIR: secondDir }));
    // Thirty guests from thirty addresses at once: each below its fair share, so the budget's
    // ceiling holds them, twice the budget in all.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        injectClient(servers[n % 2]!.app, `198.51.100.${n + 1}`).post(
          BOOK,
          validBooking({ phone: `+9989012347${String(n).padStart(2, '0')}` }),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });

  describe('the staff chat', () => {
    const MINUTE_MS = CHAT_MINUTE_MS;
    /** As staffChat.test.ts, with the lane's lease cut to 1 s. */
    const OUTBOX = { ...FAST_CHAT_OUTBOX, laneLeaseMs: 1_000 };
    const UPDATES = FAST_UPDATES;
    const CHAT = -100200300;
    let bot: FakeBotApi;

    beforeEach(async () => {
      bot = await startFakeBotApi();
    });
    afterEach(async () => {
      await bot.close();
    });

    it('gets at most 20 messages a minute from both, every request told; when its sender stops, the other takes over', async () => {
      const env = {
        ...store.env,
        TELEGRAM_BOT_TOKEN: '123456:test-token',
        TELEGRAM_CHAT_ID: String(CHAT),
        TELEGRAM_API_BASE: bot.url,
      };
      const options = { outbox: OUTBOX, telegramUpdates: UPDATES };
      servers.push(await startApp(env, options), await startApp({ ...env, DATA_DIR: secondDir }, options));
      const ids: string[] = [];
      for (let n = 0; n < 60; n += 1) {
        const answer = await injectClient(servers[n % 2]!.app, `203.0.113.${(n % 12) + 1}`).post(
          BOOK,
          validBooking({ phone: `+9989012345${String(n).padStart(2, '0')}`, email: null }),
        );
        expect(answer.status).toBe(201);
        ids.push(answer.body.id);
      }
      const staffSent = async () =>
        (
          await servers[0]!.app.store
            .selectFrom('outbox')
            .select('booking_id')
            .where('channel', '=', 'telegram')
            .where('kind', '=', 'staff')
            .where('status', '=', 'sent')
            .execute()
        ).length;
      await waitFor(async () => (await staffSent()) === ids.length, 30_000, 'every request told');
      const calls = [...bot.of('sendMessage'), ...bot.of('editMessageText')].map((call) => call.at);
      const most = busiest(calls, MINUTE_MS);
      process.stdout.write(
        `two servers, 60 requests: ${calls.length} messages to the staff chat, at most ${most} in a ${MINUTE_MS / 1000} s minute (cap 20)\n`,
      );
      expect(most).toBeLessThanOrEqual(20);

      // Both stop in turn; whichever sent, the one left takes the chat over and tells a new request.
      await servers.shift()!.close();
      const last = await injectClient(servers[0]!.app, '198.51.100.7').post(BOOK, foreignGuestBooking({ email: null }));
      expect(last.status).toBe(201);
      await waitFor(
        () => bot.of('sendMessage').some((call) => String(call.body.text).includes(last.body.reference)),
        15_000,
        'the new request told by the server left',
      );
    });
  });
});
