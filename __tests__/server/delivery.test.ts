/**
 * Delivery under Telegram's and SMTP's limits and faults: one message a second per chat with
 * 429s obeyed, refusals for good marked failed (health and `npm run bookings` show them), a
 * deadline per delivery, a tarpit mail server that cannot hold the shutdown, and a row claimed by
 * a dead worker delivered once after its lock expires.
 */
import { spawnSync } from 'node:child_process';
import BetterSqlite3 from 'better-sqlite3';
import { listBookings } from '../../server/cli/bookings';
import { openMigratedStore, openStore, sqlitePath } from '../../server/db/database';
import type { Store } from '../../server/db/database';
import {
  BACKENDS,
  REPO_ROOT,
  baseEnv,
  configFrom,
  decodeMail,
  floodControlledTelegram,
  post,
  processEnv,
  spawnServerProcess,
  startApp,
  startScriptedTelegram,
  startSmtp,
  startSmtpRefusing,
  startTarpit,
  tempDir,
  validBooking,
  waitFor,
} from './helpers';

// Thirty messages at one a second, real processes and sockets: generous time, no timing assertion
// except the shutdown budget the server promises.
jest.setTimeout(120_000);

const BOOK = '/api/bot/booking';
const TELEGRAM = { TELEGRAM_BOT_TOKEN: '42:abc', TELEGRAM_CHAT_ID: '-1001' };
/** server/index.ts exits by force after this long; a clean shutdown must come well within it. */
const SHUTDOWN_BUDGET_MS = 15_000;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function outboxOf(db: Store, bookingId: string, channel: 'telegram' | 'email', kind: 'staff' | 'guest' = 'staff') {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('channel', '=', channel)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
}

describe.each(BACKENDS)('delivery on $name', (backend) => {
  it('sends 30 bookings to a chat that allows one message a second: each exactly once, at most two 429s, bookings not held up', async () => {
    const telegram = await startScriptedTelegram(floodControlledTelegram(1000));
    const store = await backend.create();
    // The default pace (one a second); only polling and back-off are shortened.
    const server = await startApp(baseEnv({ ...store.env, ...TELEGRAM, TELEGRAM_API_BASE: telegram.url }));
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => post(server.url, BOOK, validBooking({ guestName: 'Paced Guest' }))),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
      // Every booking was answered long before its message could go out at one a second.
      expect(telegram.messages.filter((m) => m.status === 200).length).toBeLessThan(30);

      const ids = answers.map((a) => String(a.body.id));
      await waitFor(
        async () => {
          const rows = await server.app.store.selectFrom('outbox').select('status').where('channel', '=', 'telegram').execute();
          return rows.length === 30 && rows.every((r) => r.status === 'sent');
        },
        100_000,
        'thirty Telegram messages',
      );
      await pause(1500);
      const accepted = telegram.messages.filter((m) => m.status === 200);
      for (const id of ids) expect(accepted.filter((m) => m.text.includes(id))).toHaveLength(1);
      expect(accepted).toHaveLength(30);
      expect(telegram.messages.filter((m) => m.status === 429).length).toBeLessThanOrEqual(2);
      expect(telegram.messages.every((m) => m.chatId === '-1001')).toBe(true);
    } finally {
      await server.close();
      await telegram.close();
      await store.drop();
    }
  });

  it('marks Telegram 403, a migrated chat and an SMTP 550 address as failed, tries them once, and health and npm run bookings show them', async () => {
    const telegram = await startScriptedTelegram(({ text }) => {
      if (text.includes('Blocked Bot')) {
        return { status: 403, body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } };
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
    const smtp = await startSmtpRefusing(['bounce@example.org']);
    const store = await backend.create();
    const server = await startApp(
      baseEnv({ ...store.env, ...TELEGRAM, TELEGRAM_API_BASE: telegram.url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` }),
    );
    try {
      const blocked = await post(server.url, BOOK, validBooking({ guestName: 'Blocked Bot' }));
      const migrated = await post(server.url, BOOK, validBooking({ guestName: 'Migrated Chat' }));
      const flaky = await post(server.url, BOOK, validBooking({ guestName: 'Flaky Gateway', email: 'bounce@example.org' }));
      const db = server.app.store;

      await waitFor(
        async () =>
          (await outboxOf(db, blocked.body.id, 'telegram')).status === 'failed' &&
          (await outboxOf(db, migrated.body.id, 'telegram')).status === 'failed' &&
          (await outboxOf(db, flaky.body.id, 'email', 'guest')).status === 'failed' &&
          (await outboxOf(db, flaky.body.id, 'telegram')).attempts >= 2,
        30_000,
        'refusals recorded',
      );
      // Several back-off periods (150 ms doubling) later: a refusal for good is never asked again.
      await pause(2500);

      const blockedRow = await outboxOf(db, blocked.body.id, 'telegram');
      expect(blockedRow).toMatchObject({ status: 'failed', attempts: 1, last_error: 'Telegram 403 Forbidden: bot was blocked by the user', locked_until: null });
      expect(telegram.messages.filter((m) => m.text.includes('Blocked Bot'))).toHaveLength(1);

      const migratedRow = await outboxOf(db, migrated.body.id, 'telegram');
      expect(migratedRow).toMatchObject({ status: 'failed', attempts: 1 });
      expect(migratedRow.last_error).toContain('chat migrated to a supergroup');
      expect(migratedRow.detail).toContain('-1009876543210');
      expect(telegram.messages.filter((m) => m.text.includes('Migrated Chat'))).toHaveLength(1);

      const bounced = await outboxOf(db, flaky.body.id, 'email', 'guest');
      expect(bounced).toMatchObject({ status: 'failed', attempts: 1, last_error: 'SMTP 550 on RCPT TO: recipient refused' });
      expect(bounced.detail).toContain('550');
      expect(smtp.recipientsOffered.filter((a) => a === 'bounce@example.org')).toHaveLength(1);
      // The same booking's staff email went out; its Telegram message (502) is still being retried.
      expect((await outboxOf(db, flaky.body.id, 'email')).status).toBe('sent');
      const retrying = await outboxOf(db, flaky.body.id, 'telegram');
      expect(retrying.status).toBe('pending');
      expect(retrying.last_error).toBe('Telegram HTTP 502 Bad Gateway');

      // The oldest undelivered notification, made an hour old.
      const hourAgo = new Date(Date.now() - 3600_000).toISOString();
      await db.updateTable('outbox').set({ created_at: hourAgo }).where('id', '=', retrying.id).execute();
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      const report = (await health.json()) as { status: string; outbox: { undelivered: number; oldestUndeliveredSeconds: number; failed: number } };
      expect(report.status).toBe('ok');
      expect(report.outbox.failed).toBe(3);
      expect(report.outbox.undelivered).toBe(1);
      expect(report.outbox.oldestUndeliveredSeconds).toBeGreaterThanOrEqual(3600);
      expect(report.outbox.oldestUndeliveredSeconds).toBeLessThan(3700);

      const listing = await listBookings(db, 50);
      const lineOf = (name: string): string => listing.split('\n').find((line) => line.includes(name)) ?? '';
      expect(lineOf('Blocked Bot')).toContain('tg:fail');
      expect(lineOf('Migrated Chat')).toContain('tg:fail');
      expect(lineOf('Flaky Gateway')).toMatch(/guest:fail mail:sent tg:wait/);
      expect(listing).toContain('Failed notifications, refused for good and not retried (their bookings are stored all the same): 3');
      expect(listing).toContain('1 × tg: Telegram 403 Forbidden: bot was blocked by the user');
      expect(listing).toContain('1 × guest: SMTP 550 on RCPT TO: recipient refused');
    } finally {
      await server.close();
      await smtp.close();
      await telegram.close();
      await store.drop();
    }
  });

  it('cuts a Telegram request that never answers at its deadline, retries it and sends it once', async () => {
    let first = true;
    const telegram = await startScriptedTelegram(() => {
      if (first) {
        first = false;
        return 'hang';
      }
      return { status: 200, body: { ok: true, result: { message_id: 5 } } };
    });
    const store = await backend.create();
    const server = await startApp(baseEnv({ ...store.env, ...TELEGRAM, TELEGRAM_API_BASE: telegram.url }), {
      outbox: { baseDelayMs: 100, pollMs: 40, maxDelayMs: 1_000, deliveryTimeoutMs: 500 },
    });
    try {
      const booked = await post(server.url, BOOK, validBooking());
      const row = await waitFor(async () => {
        const found = await outboxOf(server.app.store, booked.body.id, 'telegram');
        return found.status === 'sent' ? found : undefined;
      }, 20_000, 'Telegram after the deadline');
      expect(row.attempts).toBe(2);
      expect(row.last_error).toBe('Telegram delivery timed out after 0.5 s');
      expect(telegram.messages.map((m) => m.status)).toEqual(['hang', 200]);
    } finally {
      await server.close();
      await telegram.close();
      await store.drop();
    }
  });

  it('cuts an SMTP session that answers too slowly at its deadline and closes the connection', async () => {
    const tarpit = await startTarpit();
    const store = await backend.create();
    const server = await startApp(baseEnv({ ...store.env, SMTP_URL: `smtp://127.0.0.1:${tarpit.port}?ignoreTLS=true` }), {
      outbox: { baseDelayMs: 60_000, pollMs: 40, deliveryTimeoutMs: 1_000 },
    });
    try {
      const booked = await post(server.url, BOOK, validBooking({ email: null }));
      const row = await waitFor(async () => {
        const found = await outboxOf(server.app.store, booked.body.id, 'email');
        return found.attempts === 1 ? found : undefined;
      }, 20_000, 'the deadline');
      expect(row).toMatchObject({ status: 'pending', locked_until: null, last_error: 'SMTP delivery timed out after 1 s' });
      expect(tarpit.sessions).toHaveLength(1);
      await waitFor(() => tarpit.sessions[0]!.closed, 5_000, 'the SMTP connection closed');
    } finally {
      await server.close();
      await tarpit.close();
      await store.drop();
    }
  });

  it('aborts a Telegram request in flight on close and releases its row for the next start', async () => {
    const telegram = await startScriptedTelegram(() => 'hang');
    const store = await backend.create();
    // A deadline longer than the test: only the abort on close can end this delivery.
    const server = await startApp(baseEnv({ ...store.env, ...TELEGRAM, TELEGRAM_API_BASE: telegram.url }), {
      outbox: { pollMs: 40, deliveryTimeoutMs: 110_000 },
    });
    let closed = false;
    try {
      const booked = await post(server.url, BOOK, validBooking());
      await waitFor(() => telegram.messages.length === 1, 10_000, 'the request in flight');
      await server.close();
      closed = true;
      const db = openStore(configFrom(baseEnv(store.env)));
      try {
        const row = await outboxOf(db, booked.body.id, 'telegram');
        expect(row).toMatchObject({ status: 'pending', attempts: 0, locked_until: null, last_error: 'interrupted by shutdown' });
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

  it('exits cleanly within the shutdown budget on SIGTERM while a tarpit SMTP holds both emails, and sends them once after a restart', async () => {
    const tarpit = await startTarpit();
    const store = await backend.create();
    try {
      const env = { ...store.env, SMTP_URL: `smtp://127.0.0.1:${tarpit.port}?ignoreTLS=true` };
      const first = await spawnServerProcess('server/index.ts', [], env);
      const booked = await post(first.url, BOOK, validBooking({ guestName: 'Tarpit Guest', email: 'guest@example.org' }));
      expect(booked.status).toBe(201);
      // Both emails are past the greeting and stuck waiting for the answer to EHLO.
      await waitFor(() => tarpit.sessions.filter((s) => s.received.includes('EHLO')).length === 2, 20_000, 'two SMTP sessions in the tarpit');
      const signalled = Date.now();
      first.child.kill('SIGTERM');
      const exit = await first.exited;
      const took = Date.now() - signalled;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(took).toBeLessThan(SHUTDOWN_BUDGET_MS);
      expect(first.output()).not.toContain('shutdown timed out');

      const db = openStore(configFrom(baseEnv(store.env)));
      try {
        const rows = await db.selectFrom('outbox').selectAll().where('booking_id', '=', booked.body.id).where('channel', '=', 'email').execute();
        expect(rows.map((r) => [r.status, r.attempts, r.locked_until, r.last_error])).toEqual([
          ['pending', 0, null, 'interrupted by shutdown'],
          ['pending', 0, null, 'interrupted by shutdown'],
        ]);
      } finally {
        await db.destroy();
      }

      const smtp = await startSmtp();
      const second = await spawnServerProcess('server/index.ts', [], { ...store.env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
      try {
        const db2 = openStore(configFrom(baseEnv(store.env)));
        try {
          await waitFor(
            async () => {
              const rows = await db2.selectFrom('outbox').select('status').where('booking_id', '=', booked.body.id).where('channel', '=', 'email').execute();
              return rows.every((r) => r.status === 'sent');
            },
            30_000,
            'emails after the restart',
          );
        } finally {
          await db2.destroy();
        }
        await pause(500);
        const forBooking = smtp.messages.filter((m) => decodeMail(m.raw).text.includes(booked.body.id));
        expect(forBooking.map((m) => m.to.join(',')).sort()).toEqual(['guest@example.org', 'hotel@example.com']);
      } finally {
        second.child.kill('SIGTERM');
        expect((await second.exited).code).toBe(0);
        await smtp.close();
      }
    } finally {
      await tarpit.close();
      await store.drop();
    }
  });

  it('delivers once a row that a killed worker had claimed, after its lock expires and not before', async () => {
    const hanging = await startScriptedTelegram(() => 'hang');
    const store = await backend.create();
    let bookingId = '';
    try {
      const first = await spawnServerProcess('server/index.ts', [], { ...store.env, ...TELEGRAM, TELEGRAM_API_BASE: hanging.url });
      const booked = await post(first.url, BOOK, validBooking({ guestName: 'Orphaned Claim' }));
      bookingId = booked.body.id;
      await waitFor(() => hanging.messages.length === 1, 20_000, 'the claimed message in flight');
      first.child.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
    } finally {
      await hanging.close();
    }

    const db = openStore(configFrom(baseEnv(store.env)));
    const telegram = await startScriptedTelegram(() => ({ status: 200, body: { ok: true, result: { message_id: 9 } } }));
    const server = await startApp(baseEnv({ ...store.env, ...TELEGRAM, TELEGRAM_API_BASE: telegram.url }));
    try {
      const claimed = await outboxOf(db, bookingId, 'telegram');
      expect(claimed.status).toBe('pending');
      expect(claimed.attempts).toBe(0);
      expect((claimed.locked_until ?? '') > new Date().toISOString()).toBe(true);
      // While the dead worker's lock holds, the new worker leaves the row alone (it polls every 40 ms).
      await pause(1000);
      expect(telegram.messages).toHaveLength(0);

      // Two minutes on: the lock has expired.
      await db.updateTable('outbox').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).where('id', '=', claimed.id).execute();
      const sent = await waitFor(async () => {
        const row = await outboxOf(db, bookingId, 'telegram');
        return row.status === 'sent' ? row : undefined;
      }, 20_000, 'the orphaned message');
      expect(sent.attempts).toBe(1);
      await pause(1500);
      expect(telegram.messages.filter((m) => m.text.includes(bookingId))).toHaveLength(1);
      expect(telegram.messages).toHaveLength(1);
    } finally {
      await server.close();
      await db.destroy();
      await telegram.close();
      await store.drop();
    }
  });
});

describe('health', () => {
  it('answers 503 when the database round trip fails', async () => {
    const dataDir = tempDir();
    const server = await startApp(baseEnv({ DATA_DIR: dataDir }));
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      // The store goes away under the running server.
      await server.app.store.destroy();
      const answer = await fetch(`${server.url}/api/health`);
      expect(answer.status).toBe(503);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});

describe('npm run bookings', () => {
  it('lists every booking with --all past SQLite’s 32,766 variables, with fail marks and their reasons', async () => {
    const dataDir = tempDir();
    await (await openMigratedStore({ dataDir, databaseUrl: null })).destroy();
    const count = 33_000;
    const sqlite = new BetterSqlite3(sqlitePath(dataDir));
    try {
      const booking = sqlite.prepare(
        `insert into bookings (id, created_at, status, room_id, room_title, guest_name, phone, email, nationality, nationality_code, checkin, checkout, nights, guests, total_price, lang)
         values (?, ?, 'received', 1, 'Standard single', ?, '+998901234567', null, 'UZ', 'UZ', '2030-01-01', '2030-01-03', 2, 1, 800000, 'en')`,
      );
      const outbox = sqlite.prepare(
        `insert into outbox (id, booking_id, channel, kind, recipient, status, attempts, next_attempt_at, locked_until, last_error, detail, created_at, updated_at, done_at)
         values (?, ?, 'telegram', 'staff', null, ?, 1, ?, null, ?, null, ?, ?, ?)`,
      );
      const base = Date.parse('2030-01-01T00:00:00Z');
      sqlite.transaction(() => {
        for (let i = 0; i < count; i += 1) {
          const id = `b${String(i).padStart(7, '0')}`;
          const at = new Date(base - i * 1000).toISOString();
          booking.run(id, at, `Bulk Guest ${i}`);
          const failed = i === 0 || i === count - 1;
          outbox.run(`o${i}`, id, failed ? 'failed' : 'sent', at, failed ? 'Telegram 403 Forbidden: bot was blocked by the user' : null, at, at, at);
        }
      })();
    } finally {
      sqlite.close();
    }
    try {
      const result = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', 'server/cli/bookings.ts', '--all'], {
        cwd: REPO_ROOT,
        env: processEnv({ DATA_DIR: dataDir }),
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`${count} of ${count} booking requests`);
      const lines = result.stdout.split('\n');
      expect(lines.filter((line) => line.includes('Bulk Guest ')).length).toBe(count);
      expect(lines.find((line) => line.includes(`Bulk Guest ${count - 1} `))).toContain('tg:fail');
      expect(lines.find((line) => line.includes('Bulk Guest 1 '))).toContain('tg:sent');
      expect(result.stdout).toContain('2 × tg: Telegram 403 Forbidden: bot was blocked by the user');
    } finally {
      require('node:fs').rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
