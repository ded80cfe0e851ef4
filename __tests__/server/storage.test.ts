/**
 * The store itself: migrations, group commit, parallel bookings, private files, 64-bit money and
 * the retention of personal data. The app, where it takes part, is called in-process.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Migrator, sql } from 'kysely';
import { GroupCommitter } from '../../server/db/groupCommit';
import { transactRetryingDeadlocks } from '../../server/db/postgres';
import { sqlitePath } from '../../server/db/sqlite';
import { migrateToLatest, openMigratedStore, openStore } from '../../server/db/store';
import * as initial from '../../server/db/migrations/0001_initial';
import { purgePersonalData } from '../../server/bookings/retention';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { BOOK, configFrom, injectApp, validBooking, waitFor } from './support/app';
import { Client } from 'pg';
import { BACKENDS, POSTGRES_URL, bookingRow, removeDir, tempDir } from './support/store';

const row = (id: string) =>
  bookingRow(id, { guest_name: 'Group Commit', checkout: '2030-01-02', nights: 1, total_price: 400000 });

describe.each(BACKENDS)('storage on $name', (backend) => {
  it('migrates twice without harm and commits a batch where one transaction fails alone', async () => {
    const store = await backend.create();
    const config = configFrom(store.env);
    await (await openMigratedStore(config)).destroy();
    const db = await openMigratedStore(config);
    try {
      const group = new GroupCommitter(db);
      const results = await Promise.allSettled([
        group.transact(async (trx) => trx.insertInto('bookings').values(row('a')).execute()),
        group.transact(async (trx) => {
          await trx.insertInto('bookings').values(row('b')).execute();
          throw new Error('refused after writing');
        }),
        group.transact(async (trx) => trx.insertInto('bookings').values(row('a')).execute()),
        group.transact(async (trx) => trx.insertInto('bookings').values(row('c')).execute()),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
      const ids = (await db.selectFrom('bookings').select('id').orderBy('id').execute()).map((r) => r.id);
      expect(ids).toEqual(['a', 'c']);
    } finally {
      await db.destroy();
      await store.drop();
    }
  });

  it('stores every one of many parallel bookings, each with its own id', async () => {
    const server = await injectApp({}, { backend });
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          server.post(
            BOOK,
            validBooking({
              guestName: `Guest ${String.fromCharCode(65 + (i % 26))}${'a'.repeat(1 + Math.floor(i / 26))}`,
            }),
            { 'idempotency-key': `parallel-${i}` },
          ),
        ),
      );
      expect(answers.every((a) => a.status === 201)).toBe(true);
      const ids = new Set(answers.map((a) => a.body.id));
      expect(ids.size).toBe(30);
      const stored = await server.app.store.selectFrom('bookings').select('id').execute();
      expect(stored.map((r) => r.id).sort()).toEqual([...ids].sort());
      const keys = await server.app.store.selectFrom('idempotency_keys').select('key').execute();
      expect(keys).toHaveLength(30);
    } finally {
      await server.close();
    }
  });
});

// A database other applications share: their schemas come and go while the server starts.
(POSTGRES_URL ? describe : describe.skip)('a PostgreSQL database shared with other schemas', () => {
  it('migrates while another client drops schemas of its own, and sees only its own tables', async () => {
    const postgres = BACKENDS.find((b) => b.name === 'postgres');
    if (!postgres || !POSTGRES_URL) throw new Error('no PostgreSQL');
    const store = await postgres.create();
    const other = new Client({ connectionString: POSTGRES_URL });
    await other.connect();
    // Each with a serial column and a table of the Migrator's own name, as another Kysely app has.
    const schemas = Array.from({ length: 60 }, (_, i) => `t_other_${process.pid}_${i}`);
    for (const schema of schemas)
      await other.query(`CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.kysely_migration (id serial PRIMARY KEY)`);
    const db = openStore(configFrom(store.env));
    try {
      let dropped = false;
      const dropping = (async () => {
        for (const schema of schemas) await other.query(`DROP SCHEMA ${schema} CASCADE`);
        dropped = true;
      })();
      const failures: string[] = [];
      let migrations = 0;
      while (!dropped || migrations === 0) {
        migrations += 1;
        await migrateToLatest(db, true).catch((error: Error) => failures.push(error.message));
      }
      await dropping;
      expect(failures).toEqual([]);
      const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
      const { rows } = await sql<{ own: string }>`select current_schema() as own`.execute(db);
      expect(rows[0]?.own).toMatch(/^t_[0-9a-f]{16}$/);
      expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([rows[0]?.own]));
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['bookings', 'kysely_migration']));
      expect((await db.introspection.getTables()).map((t) => t.name)).not.toContain('kysely_migration');
    } finally {
      await db.destroy();
      for (const schema of schemas) await other.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await other.end();
      await store.drop();
    }
  });
});

(POSTGRES_URL ? describe : describe.skip)('PostgreSQL deadlocks', () => {
  it('runs again the transaction PostgreSQL ends as a deadlock’s victim, so both sides commit', async () => {
    const postgres = BACKENDS.find((b) => b.name === 'postgres');
    if (!postgres) throw new Error('no PostgreSQL');
    const store = await postgres.create();
    const db = await openMigratedStore(configFrom(store.env));
    try {
      await db
        .insertInto('bot_state')
        .values([
          { name: 'a', value: '0', expires_at: null },
          { name: 'b', value: '0', expires_at: null },
        ])
        .execute();
      // Each takes one row, waits until the other has its own, then wants the other's: a deadlock.
      let holding = 0;
      const bothHold = () => waitFor(() => holding >= 2, 5_000, 'both rows held');
      let runs = 0;
      const crossing = (first: string, second: string) =>
        transactRetryingDeadlocks(db, async (trx) => {
          runs += 1;
          await trx
            .updateTable('bot_state')
            .set({ value: `${first}${second}` })
            .where('name', '=', first)
            .execute();
          holding += 1;
          await bothHold();
          await trx
            .updateTable('bot_state')
            .set({ value: `${first}${second}` })
            .where('name', '=', second)
            .execute();
          return first;
        });
      const outcomes = await Promise.allSettled([crossing('a', 'b'), crossing('b', 'a')]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
      // The victim ran a second time, after the other had committed.
      expect(runs).toBe(3);
      const values = await db.selectFrom('bot_state').select(['name', 'value']).orderBy('name').execute();
      expect(new Set(values.map((v) => v.value)).size).toBe(1);
    } finally {
      await db.destroy();
      await store.drop();
    }
  });
});

function modeOf(file: string): number {
  return fs.statSync(file).mode & 0o777;
}

describe('private files (SQLite, .eml outbox)', () => {
  it('creates DATA_DIR and outbox/ 0700 and the database, its WAL and SHM and every .eml 0600', async () => {
    const parent = tempDir();
    const dataDir = path.join(parent, 'data');
    const server = await injectApp({ DATA_DIR: dataDir });
    try {
      expect((await server.post(BOOK, validBooking())).status).toBe(201);
      const outboxDir = path.join(dataDir, 'outbox');
      const emlFiles = (): string[] =>
        fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml')) : [];
      const emails = await waitFor(() => emlFiles().length === 2 && emlFiles(), 10_000, 'two .eml files');
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(outboxDir)).toBe(0o700);
      const file = sqlitePath(dataDir);
      expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual([0o600, 0o600, 0o600]);
      expect(emails.map((f) => modeOf(path.join(outboxDir, f)))).toEqual(emails.map(() => 0o600));
    } finally {
      await server.close();
      removeDir(parent);
    }
  });

  it('tightens a database file an older version left readable by others', async () => {
    const dataDir = tempDir();
    try {
      const file = sqlitePath(dataDir);
      const old = new BetterSqlite3(file);
      old.pragma('journal_mode = WAL');
      old.exec('create table leftover (x integer)');
      fs.chmodSync(file, 0o644);
      const db = await openMigratedStore(configFrom({ DATA_DIR: dataDir }));
      old.close();
      await db.destroy();
      expect(modeOf(file)).toBe(0o600);
    } finally {
      removeDir(dataDir);
    }
  });
});

/** A stay of a guest from Uzbekistan that ends on `checkout`. */
function stayRow(id: string, checkout: string) {
  return bookingRow(id, {
    email: `${id}@example.org`,
    nationality: 'Uzbekistan',
    nationality_code: 'UZ',
    checkin: addDays(checkout, -2),
    checkout,
    client_address: '203.0.113.7',
  });
}

describe.each(BACKENDS)('money and retention on $name', (backend) => {
  it('stores and reads back a total above 2^31 as a number', async () => {
    const store = await backend.create();
    const db = await openMigratedStore(configFrom(store.env));
    try {
      const total = 5_000_000_000;
      await db
        .insertInto('bookings')
        .values({ ...stayRow('big', '2030-01-03'), total_price: total })
        .execute();
      const row = await db
        .selectFrom('bookings')
        .select('total_price')
        .where('id', '=', 'big')
        .executeTakeFirstOrThrow();
      expect(row.total_price).toBe(total);
      const count = await db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(count.n).toBe(1);
    } finally {
      await db.destroy();
      await store.drop();
    }
  });

  if (backend.name === 'postgres') {
    it('widens a price column that a parallel migration added before 0003 ran', async () => {
      const store = await backend.create();
      const db = openStore(configFrom(store.env));
      try {
        const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
        const migrator = new Migrator({
          db,
          provider: { getMigrations: async () => ({ '0001_initial': initial }) },
          migrationTableSchema: rows[0]!.schema,
        });
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        await sql`create table room_rates (room_id integer primary key, nightly_price integer not null, guests integer not null)`.execute(
          db,
        );
        await migrateToLatest(db, true);
        const types = await sql<{ column_name: string; data_type: string }>`
          select column_name, data_type from information_schema.columns
          where table_schema = current_schema() and column_name in ('total_price', 'nightly_price', 'guests') order by column_name`.execute(
          db,
        );
        expect(types.rows).toEqual([
          { column_name: 'guests', data_type: 'integer' },
          { column_name: 'guests', data_type: 'integer' },
          { column_name: 'nightly_price', data_type: 'bigint' },
          { column_name: 'total_price', data_type: 'bigint' },
        ]);
      } finally {
        await db.destroy();
        await store.drop();
      }
    });
  }

  it('RETENTION_DAYS erases the personal data of stays that ended longer ago, at start, and keeps the rest', async () => {
    const store = await backend.create();
    const config = configFrom({ ...store.env, RETENTION_DAYS: '30' });
    const today = todayInHotel();
    const db = await openMigratedStore(config);
    const ids = {
      long: 'a0000000-0000-4000-8000-000000000001',
      justOver: 'a0000000-0000-4000-8000-000000000002',
      exactly: 'a0000000-0000-4000-8000-000000000003',
      coming: 'a0000000-0000-4000-8000-000000000004',
    };
    const outboxDir = path.join(store.dataDir, 'outbox');
    try {
      const checkouts = {
        long: addDays(today, -400),
        justOver: addDays(today, -31),
        exactly: addDays(today, -30),
        coming: addDays(today, 5),
      };
      for (const [name, id] of Object.entries(ids)) {
        await db
          .insertInto('bookings')
          .values(stayRow(id, checkouts[name as keyof typeof ids]))
          .execute();
        await db
          .insertInto('outbox')
          .values({
            id: `${id}-o`,
            booking_id: id,
            channel: 'email',
            kind: 'guest',
            recipient: `${id}@example.org`,
            status: 'skipped',
            attempts: 1,
            next_attempt_at: today,
            locked_until: null,
            last_error: null,
            detail: null,
            created_at: today,
            updated_at: today,
            done_at: today,
          })
          .execute();
      }
      fs.mkdirSync(outboxDir, { recursive: true });
      for (const id of Object.values(ids))
        for (const kind of ['staff', 'guest'])
          fs.writeFileSync(path.join(outboxDir, `${id}-${kind}.eml`), 'Subject: x\n\nAziz, +998901234567');
    } finally {
      await db.destroy();
    }

    const server = await injectApp({ ...store.env, RETENTION_DAYS: '30' });
    try {
      const rows = await server.app.store.selectFrom('bookings').selectAll().orderBy('id').execute();
      expect(rows).toHaveLength(4);
      const erased = { guest_name: '', phone: '', email: null, nationality: null, client_address: null };
      const kept = (id: string) => ({
        guest_name: `Guest ${id}`,
        phone: '+998901234567',
        email: `${id}@example.org`,
        nationality: 'Uzbekistan',
        client_address: '203.0.113.7',
      });
      expect(
        rows.map((r) => ({
          guest_name: r.guest_name,
          phone: r.phone,
          email: r.email,
          nationality: r.nationality,
          client_address: r.client_address,
        })),
      ).toEqual([erased, erased, kept(ids.exactly), kept(ids.coming)]);
      // What counts and availability need stays.
      expect(rows.map((r) => [r.room_id, r.nights, r.guests, r.total_price, r.status, r.nationality_code])).toEqual(
        Array(4).fill([1, 2, 1, 800000, 'received', 'UZ']),
      );
      const outbox = await server.app.store.selectFrom('outbox').select('booking_id').orderBy('booking_id').execute();
      expect(outbox.map((r) => r.booking_id)).toEqual([ids.exactly, ids.coming]);
      expect(fs.readdirSync(outboxDir).sort()).toEqual(
        [
          `${ids.exactly}-guest.eml`,
          `${ids.exactly}-staff.eml`,
          `${ids.coming}-guest.eml`,
          `${ids.coming}-staff.eml`,
        ].sort(),
      );
      // Idempotent: a second run finds nothing left to erase.
      expect(await purgePersonalData(server.app.store, store.dataDir, 30)).toBe(0);
    } finally {
      await server.close();
      await store.drop();
    }
  });
});
