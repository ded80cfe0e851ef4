/**
 * Delivery under Telegram's and SMTP's limits and faults: a paced message per chat with
 * 429s obeyed, refusals for good marked failed (health and `npm run bookings` show them), a
 * deadline per delivery, and an abort on close. Mail and Telegram servers on 127.0.0.1, the app
 * called in-process; the same faults across a real process's shutdown are in process.test.ts.
 */
import { listBookings } from '../../server/cli/bookings';
import { openStore } from '../../server/db/store';
import { DEFAULT_OUTBOX_OPTIONS } from '../../server/notify/outbox';
import { BOOK, FAST_OUTBOX, configFrom, injectApp, outboxIdle, validBooking, waitFor } from './support/app';
import { smtpUrl, startSmtp, startTarpit } from './support/smtp';
import { BACKENDS, outboxRow } from './support/store';
import { TELEGRAM_CHAT, floodControlledTelegram, sent, startFakeTelegram } from './support/telegram';

// Thirty paced messages and retries: generous time, no timing assertion.
jest.setTimeout(60_000);

/** The Telegram pace of these tests (the default is Telegram's own limit, one a second). */
const PACE_MS = 250;

it('paces Telegram by default at one message a second per chat, Telegram’s own limit', () => {
  expect(DEFAULT_OUTBOX_OPTIONS.telegramIntervalMs).toBe(1000);
});

describe.each(BACKENDS)('delivery on $name', (backend) => {
  it('sends 30 bookings to a chat with flood control at the worker’s pace: each exactly once, at most two 429s, bookings not held up', async () => {
    // Telegram allows one message a second per chat, the default pace; here both are a quarter
    // second, so thirty messages take 8 s instead of 30. Polling and back-off are shortened too.
    // The staff chat's 20 a minute would summarise the thirty (staffChat.test.ts): this test is
    // about Telegram's pace, so its minute is made to hold them all.
    const telegram = await startFakeTelegram(floodControlledTelegram(PACE_MS));
    const server = await injectApp(telegram.env, {
      backend,
      outbox: { ...FAST_OUTBOX, telegramIntervalMs: PACE_MS, telegramPerMinute: 1000 },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => server.post(BOOK, validBooking({ guestName: 'Paced Guest' }))),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
      // Every booking was answered long before its message could go out at the pace.
      expect(telegram.calls.filter((m) => m.status === 200).length).toBeLessThan(30);

      // The staff message names a request by its reference.
      const ids = answers.map((a) => String(a.body.reference));
      await waitFor(
        async () => {
          const rows = await server.app.store
            .selectFrom('outbox')
            .select('status')
            .where('channel', '=', 'telegram')
            .execute();
          return rows.length === 30 && rows.every((r) => r.status === 'sent');
        },
        40_000,
        'thirty Telegram messages',
      );
      // Nothing is on its way any more: a message sent twice would be among the calls now.
      await outboxIdle(server.app);
      const accepted = telegram.calls.filter((m) => m.status === 200);
      for (const id of ids) expect(accepted.filter((m) => m.text.includes(id))).toHaveLength(1);
      expect(accepted).toHaveLength(30);
      expect(telegram.calls.filter((m) => m.status === 429).length).toBeLessThanOrEqual(2);
      expect(telegram.calls.every((m) => m.chatId === TELEGRAM_CHAT)).toBe(true);
    } finally {
      await server.close();
      await telegram.close();
    }
  });

  it('marks Telegram 403, a migrated chat and an SMTP 550 address as failed, tries them once, and health and npm run bookings show them', async () => {
    const telegram = await startFakeTelegram(({ text }) => {
      if (text.includes('Blocked Bot')) {
        return {
          status: 403,
          body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' },
        };
      }
      if (text.includes('Migrated Chat')) {
        return {
          status: 400,
          body: {
            ok: false,
            error_code: 400,
            description: 'Bad Request: group chat was upgraded to a supergroup chat',
            parameters: { migrate_to_chat_id: -1009876543210 },
          },
        };
      }
      return { status: 502, body: { ok: false, error_code: 502, description: 'Bad Gateway' } };
    });
    const smtp = await startSmtp({ refuse: ['bounce@example.org'] });
    const server = await injectApp({ ...telegram.env, SMTP_URL: smtp.url }, { backend });
    try {
      const blocked = await server.post(BOOK, validBooking({ guestName: 'Blocked Bot' }));
      const migrated = await server.post(BOOK, validBooking({ guestName: 'Migrated Chat' }));
      const flaky = await server.post(BOOK, validBooking({ guestName: 'Flaky Gateway', email: 'bounce@example.org' }));
      const db = server.app.store;

      await waitFor(
        async () =>
          (await outboxRow(db, blocked.body.id, 'telegram')).status === 'failed' &&
          (await outboxRow(db, migrated.body.id, 'telegram')).status === 'failed' &&
          (await outboxRow(db, flaky.body.id, 'email', 'guest')).status === 'failed' &&
          (await outboxRow(db, flaky.body.id, 'telegram')).attempts >= 2,
        30_000,
        'refusals recorded',
      );
      // Several back-off periods later (the flaky gateway's row, 150 ms doubling, asked three times
      // more): a refusal for good is never asked again.
      const flakyTries = (await outboxRow(db, flaky.body.id, 'telegram')).attempts;
      await waitFor(
        async () => (await outboxRow(db, flaky.body.id, 'telegram')).attempts >= flakyTries + 3,
        30_000,
        'three more tries of the flaky gateway',
      );

      const blockedRow = await outboxRow(db, blocked.body.id, 'telegram');
      expect(blockedRow).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_error: 'Telegram 403 Forbidden: bot was blocked by the user',
        locked_until: null,
      });
      expect(telegram.calls.filter((m) => m.text.includes('Blocked Bot'))).toHaveLength(1);

      const migratedRow = await outboxRow(db, migrated.body.id, 'telegram');
      expect(migratedRow).toMatchObject({ status: 'failed', attempts: 1 });
      expect(migratedRow.last_error).toContain('chat migrated to a supergroup');
      expect(migratedRow.detail).toContain('-1009876543210');
      expect(telegram.calls.filter((m) => m.text.includes('Migrated Chat'))).toHaveLength(1);

      const bounced = await outboxRow(db, flaky.body.id, 'email', 'guest');
      expect(bounced).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_error: 'SMTP 550 on RCPT TO: recipient refused',
      });
      expect(bounced.detail).toContain('550');
      expect(smtp.recipientsOffered.filter((a) => a === 'bounce@example.org')).toHaveLength(1);
      // The same booking's staff email went out; its Telegram message (502) is still being retried.
      expect((await outboxRow(db, flaky.body.id, 'email')).status).toBe('sent');
      const retrying = await outboxRow(db, flaky.body.id, 'telegram');
      expect(retrying.status).toBe('pending');
      expect(retrying.last_error).toBe('Telegram HTTP 502 Bad Gateway');

      // The oldest undelivered notification, made an hour old.
      const hourAgo = new Date(Date.now() - 3600_000).toISOString();
      await db.updateTable('outbox').set({ created_at: hourAgo }).where('id', '=', retrying.id).execute();
      const health = await server.get('/api/health');
      expect(health.status).toBe(200);
      const report = health.body as {
        status: string;
        outbox: { undelivered: number; oldestUndeliveredSeconds: number; failed: number; held: number };
      };
      expect(report.status).toBe('ok');
      expect(report.outbox.failed).toBe(3);
      expect(report.outbox.undelivered).toBe(1);
      // The second guest email to the same address this hour waits for the next (not undelivered).
      expect(report.outbox.held).toBe(1);
      expect(report.outbox.oldestUndeliveredSeconds).toBeGreaterThanOrEqual(3600);
      expect(report.outbox.oldestUndeliveredSeconds).toBeLessThan(3700);

      const listing = await listBookings(db, 50);
      const lineOf = (name: string): string => listing.split('\n').find((line) => line.includes(name)) ?? '';
      expect(lineOf('Blocked Bot')).toContain('tg:fail');
      expect(lineOf('Migrated Chat')).toContain('tg:fail');
      expect(lineOf('Flaky Gateway')).toMatch(/guest:fail mail:sent tg:wait/);
      expect(listing).toContain(
        'Failed notifications, refused for good and not retried (their bookings are stored all the same): 3',
      );
      expect(listing).toContain('1 × tg: Telegram 403 Forbidden: bot was blocked by the user');
      expect(listing).toContain('1 × guest: SMTP 550 on RCPT TO: recipient refused');
    } finally {
      await server.close();
      await smtp.close();
      await telegram.close();
    }
  });

  it('cuts a Telegram request that never answers at its deadline, retries it and sends it once', async () => {
    let first = true;
    const telegram = await startFakeTelegram(() => {
      if (first) {
        first = false;
        return 'hang';
      }
      return sent(5);
    });
    const server = await injectApp(telegram.env, {
      backend,
      outbox: { baseDelayMs: 100, pollMs: 40, maxDelayMs: 1_000, deliveryTimeoutMs: 500 },
    });
    try {
      const booked = await server.post(BOOK, validBooking());
      const row = await waitFor(
        async () => {
          const found = await outboxRow(server.app.store, booked.body.id, 'telegram');
          return found.status === 'sent' ? found : undefined;
        },
        20_000,
        'Telegram after the deadline',
      );
      expect(row.attempts).toBe(2);
      expect(row.last_error).toBe('Telegram delivery timed out after 0.5 s');
      expect(telegram.calls.map((m) => m.status)).toEqual(['hang', 200]);
    } finally {
      await server.close();
      await telegram.close();
    }
  });

  it('cuts an SMTP session that answers too slowly at its deadline and closes the connection', async () => {
    const tarpit = await startTarpit();
    const server = await injectApp(
      { SMTP_URL: smtpUrl(tarpit.port) },
      {
        backend,
        outbox: { baseDelayMs: 60_000, pollMs: 40, deliveryTimeoutMs: 1_000 },
      },
    );
    try {
      const booked = await server.post(BOOK, validBooking({ email: null }));
      const row = await waitFor(
        async () => {
          const found = await outboxRow(server.app.store, booked.body.id, 'email');
          return found.attempts === 1 ? found : undefined;
        },
        20_000,
        'the deadline',
      );
      expect(row).toMatchObject({
        status: 'pending',
        locked_until: null,
        last_error: 'SMTP delivery timed out after 1 s',
      });
      expect(tarpit.sessions).toHaveLength(1);
      await waitFor(() => tarpit.sessions[0]!.closed, 5_000, 'the SMTP connection closed');
    } finally {
      await server.close();
      await tarpit.close();
    }
  });

  it('aborts a Telegram request in flight on close and releases its row for the next start', async () => {
    const telegram = await startFakeTelegram(() => 'hang');
    const store = await backend.create();
    // A deadline longer than the test: only the abort on close can end this delivery.
    const server = await injectApp(
      { ...store.env, ...telegram.env },
      { outbox: { pollMs: 40, deliveryTimeoutMs: 110_000 } },
    );
    let closed = false;
    try {
      const booked = await server.post(BOOK, validBooking());
      await waitFor(() => telegram.calls.length === 1, 10_000, 'the request in flight');
      await server.close();
      closed = true;
      const db = openStore(configFrom(store.env));
      try {
        const row = await outboxRow(db, booked.body.id, 'telegram');
        expect(row).toMatchObject({
          status: 'pending',
          attempts: 0,
          locked_until: null,
          last_error: 'interrupted by shutdown',
        });
        expect(row.next_attempt_at <= new Date().toISOString()).toBe(true);
      } finally {
        await db.destroy();
      }
    } finally {
      if (!closed) await server.close();
      await telegram.close();
      await store.drop();
    }
  });
});
