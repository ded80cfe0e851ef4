/**
 * The real server process, started through ts-node like `npm run server`: a booking survives
 * SIGKILL right after its 201, SIGTERM closes cleanly (also while a tarpit mail server holds the
 * deliveries), a row claimed by a killed worker is delivered once after its lock expires, a bad
 * configuration stops the start with the variable's name, and `npm run bookings` lists what is
 * stored while the server is stopped.
 */
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sqlitePath } from '../../server/db/sqlite';
import { openMigratedStore, openStore } from '../../server/db/store';
import { BOOK, configFrom, injectApp, pause, validBooking, waitFor } from './support/app';
import { runBookingsCli, runScript, spawnServer } from './support/process';
import { decodeMail, smtpUrl, startSmtp, startTarpit } from './support/smtp';
import { BACKENDS, countedReference, outboxRow, removeDir, tempDir } from './support/store';
import { sent, startFakeTelegram } from './support/telegram';

// Real processes, sockets and retries: more time than jest's default 5 s; no timing assertion
// except the shutdown budget the server promises.
// Each test starts server processes (ts-node compiles each): minutes on a busy machine, a guard only.
jest.setTimeout(180_000);

/** server/index.ts exits by force after this long; a clean shutdown must come well within it. */
const SHUTDOWN_BUDGET_MS = 15_000;

describe.each(BACKENDS)('server process on $name', (backend) => {
  // SIGKILL kills the process, not the machine: the kernel's page cache survives it, so this
  // passes even if nothing was ever flushed to the disk. It shows that the booking and its
  // outbox rows were committed before the 201, not that they would survive a power cut. What a
  // test can show about the flush is in durability.test.ts: the 201 waits for it (a flush that
  // never ends sends no 201), and a failed flush answers 503 and ends the process.
  it('keeps a booking accepted just before SIGKILL, with its notifications, across a restart', async () => {
    const store = await backend.create();
    try {
      const first = await spawnServer(store.env);
      const booked = await first.post(BOOK, validBooking({ guestName: 'Killed Right After' }));
      first.child.kill('SIGKILL');
      expect(booked.status).toBe(201);
      expect((await first.exited).signal).toBe('SIGKILL');

      const db = openStore(configFrom(store.env));
      try {
        const row = await db.selectFrom('bookings').selectAll().where('id', '=', booked.body.id).executeTakeFirst();
        expect(row?.guest_name).toBe('Killed Right After');
        // Its notifications were committed with it (delivered already, or pending for the next start;
        // a row the killed worker had claimed waits for its lock to expire, then is retried).
        const outbox = await db
          .selectFrom('outbox')
          .select(['channel', 'kind'])
          .where('booking_id', '=', booked.body.id)
          .execute();
        expect(outbox.map((r) => `${r.channel}/${r.kind}`).sort()).toEqual([
          'email/guest',
          'email/staff',
          'telegram/staff',
        ]);
      } finally {
        await db.destroy();
      }

      const second = await spawnServer(store.env);
      try {
        expect((await second.get('/api/health')).status).toBe(200);
        const listing = await runBookingsCli(store.env);
        expect(listing.status).toBe(0);
        expect(listing.stdout).toContain('Killed Right After');
        expect(listing.stdout).toContain(String(booked.body.id).slice(0, 8));
        expect(listing.stdout).toContain(String(booked.body.reference));
      } finally {
        expect((await second.stop()).code).toBe(0);
      }
    } finally {
      await store.drop();
    }
  });

  it('exits cleanly within the shutdown budget on SIGTERM while a tarpit SMTP holds both emails, and sends them once after a restart', async () => {
    const tarpit = await startTarpit();
    const store = await backend.create();
    try {
      const env = { ...store.env, SMTP_URL: smtpUrl(tarpit.port) };
      const first = await spawnServer(env);
      const booked = await first.post(BOOK, validBooking({ guestName: 'Tarpit Guest', email: 'guest@example.org' }));
      expect(booked.status).toBe(201);
      // Both emails are past the greeting and stuck waiting for the answer to EHLO.
      await waitFor(
        () => tarpit.sessions.filter((s) => s.received.includes('EHLO')).length === 2,
        20_000,
        'two SMTP sessions in the tarpit',
      );
      const signalled = Date.now();
      first.child.kill('SIGTERM');
      const exit = await first.exited;
      const took = Date.now() - signalled;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(took).toBeLessThan(SHUTDOWN_BUDGET_MS);
      expect(first.output()).not.toContain('shutdown timed out');

      const db = openStore(configFrom(store.env));
      try {
        const rows = await db
          .selectFrom('outbox')
          .selectAll()
          .where('booking_id', '=', booked.body.id)
          .where('channel', '=', 'email')
          .execute();
        expect(rows.map((r) => [r.status, r.attempts, r.locked_until, r.last_error])).toEqual([
          ['pending', 0, null, 'interrupted by shutdown'],
          ['pending', 0, null, 'interrupted by shutdown'],
        ]);
      } finally {
        await db.destroy();
      }

      const smtp = await startSmtp();
      const second = await spawnServer({ ...store.env, SMTP_URL: smtp.url });
      try {
        const db2 = openStore(configFrom(store.env));
        try {
          await waitFor(
            async () => {
              const rows = await db2
                .selectFrom('outbox')
                .select('status')
                .where('booking_id', '=', booked.body.id)
                .where('channel', '=', 'email')
                .execute();
              return rows.every((r) => r.status === 'sent');
            },
            30_000,
            'emails after the restart',
          );
        } finally {
          await db2.destroy();
        }
        await pause(500);
        const forBooking = smtp.messages.filter((m) => decodeMail(m.raw).text.includes(booked.body.reference));
        expect(forBooking.map((m) => m.to.join(',')).sort()).toEqual(['guest@example.org', 'hotel@example.com']);
      } finally {
        expect((await second.stop()).code).toBe(0);
        await smtp.close();
      }
    } finally {
      await tarpit.close();
      await store.drop();
    }
  });

  it('delivers once a row that a killed worker had claimed, after its lock expires and not before', async () => {
    const hanging = await startFakeTelegram(() => 'hang');
    const store = await backend.create();
    let bookingId = '';
    let reference = '';
    try {
      const first = await spawnServer({ ...store.env, ...hanging.env });
      const booked = await first.post(BOOK, validBooking({ guestName: 'Orphaned Claim' }));
      bookingId = booked.body.id;
      reference = booked.body.reference;
      await waitFor(() => hanging.calls.length === 1, 20_000, 'the claimed message in flight');
      first.child.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
    } finally {
      await hanging.close();
    }

    const db = openStore(configFrom(store.env));
    const telegram = await startFakeTelegram(() => sent(9));
    const server = await injectApp({ ...store.env, ...telegram.env });
    try {
      const claimed = await outboxRow(db, bookingId, 'telegram');
      expect(claimed.status).toBe('pending');
      expect(claimed.attempts).toBe(0);
      expect((claimed.locked_until ?? '') > new Date().toISOString()).toBe(true);
      // While the dead worker's lock holds, the new worker leaves the row alone (it polls every 40 ms).
      await pause(1000);
      expect(telegram.calls).toHaveLength(0);

      // Two minutes on: the lock has expired, and so has the dead server's hold on the Telegram
      // lane (on PostgreSQL, where several servers may share the store).
      await db
        .updateTable('outbox')
        .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', claimed.id)
        .execute();
      await db
        .updateTable('bot_state')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('name', '=', 'telegram_lane')
        .execute();
      const sent = await waitFor(
        async () => {
          const row = await outboxRow(db, bookingId, 'telegram');
          return row.status === 'sent' ? row : undefined;
        },
        20_000,
        'the orphaned message',
      );
      expect(sent.attempts).toBe(1);
      await pause(1500);
      expect(telegram.calls.filter((m) => m.text.includes(reference))).toHaveLength(1);
      expect(telegram.calls).toHaveLength(1);
    } finally {
      await server.close();
      await db.destroy();
      await telegram.close();
      await store.drop();
    }
  });
});

describe('server process', () => {
  const dataDir = tempDir('hotel-proc-');
  afterAll(() => removeDir(dataDir));

  it('closes gracefully on SIGTERM and logs no personal data', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, BOOKING_API_KEY: 'super-secret-key-1' });
    const booked = await server.post(BOOK, validBooking({ guestName: 'Private Person', phone: '+998935551122' }), {
      'x-api-key': 'super-secret-key-1',
    });
    expect(booked.status).toBe(201);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    const log = server.output();
    expect(log).toContain(booked.body.id);
    expect(log).toContain('shutting down');
    for (const secret of [
      'Private Person',
      '+998935551122',
      'super-secret-key-1',
      'hotel@example.com',
      'aziz@example.org',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('refuses to start with a bad variable and names it', async () => {
    const result = await runScript('server/index.ts', [], { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: 'lots' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('RATE_LIMIT_PER_MINUTE');
    expect(result.stdout).toBe('');
  });

  it('refuses to start with a public @name staff chat and no TELEGRAM_STAFF_IDS, or a weak CALENDAR_TOKEN', async () => {
    const publicChat = await runScript('server/index.ts', [], {
      DATA_DIR: dataDir,
      TELEGRAM_BOT_TOKEN: '123:abc',
      TELEGRAM_CHAT_ID: '@namangan_hotel',
    });
    expect(publicChat.status).toBe(1);
    expect(publicChat.stderr).toContain('TELEGRAM_STAFF_IDS must be set when TELEGRAM_CHAT_ID is a public @name');
    const weakToken = await runScript('server/index.ts', [], {
      DATA_DIR: dataDir,
      CALENDAR_TOKEN: 'namangan-hotel-calendar-2026-token',
    });
    expect(weakToken.status).toBe(1);
    expect(weakToken.stderr).toContain('CALENDAR_TOKEN must be a long random string');
    expect(weakToken.stderr).not.toContain('namangan-hotel-calendar');
  });

  it('lists bookings from the CLI with the server stopped, and says so when there are none', async () => {
    const listing = await runBookingsCli({ DATA_DIR: dataDir }, ['--limit', '5']);
    expect(listing.status).toBe(0);
    expect(listing.stdout).toContain('Private Person');
    expect(listing.stdout).toMatch(/1 of 1 booking requests/);
    const empty = await runBookingsCli({ DATA_DIR: path.join(dataDir, 'none') });
    expect(empty.stdout).toContain('No booking requests stored yet');
    expect((await runBookingsCli({ DATA_DIR: dataDir }, ['--limit', 'x'])).status).toBe(1);
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
        `insert into bookings (id, reference, created_at, status, room_id, room_title, guest_name, phone, email, nationality, nationality_code, checkin, checkout, nights, guests, total_price, lang)
         values (?, ?, ?, 'received', 1, 'Standard single', ?, '+998901234567', null, 'UZ', 'UZ', '2030-01-01', '2030-01-03', 2, 1, 800000, 'en')`,
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
          booking.run(id, countedReference(i), at, `Bulk Guest ${i}`);
          const failed = i === 0 || i === count - 1;
          outbox.run(
            `o${i}`,
            id,
            failed ? 'failed' : 'sent',
            at,
            failed ? 'Telegram 403 Forbidden: bot was blocked by the user' : null,
            at,
            at,
            at,
          );
        }
      })();
    } finally {
      sqlite.close();
    }
    try {
      const result = await runBookingsCli({ DATA_DIR: dataDir }, ['--all']);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`${count} of ${count} booking requests`);
      const lines = result.stdout.split('\n');
      expect(lines.filter((line) => line.includes('Bulk Guest ')).length).toBe(count);
      expect(lines.find((line) => line.includes(`Bulk Guest ${count - 1} `))).toContain('tg:fail');
      expect(lines.find((line) => line.includes('Bulk Guest 1 '))).toContain('tg:sent');
      expect(result.stdout).toContain('2 × tg: Telegram 403 Forbidden: bot was blocked by the user');
    } finally {
      removeDir(dataDir);
    }
  });
});
