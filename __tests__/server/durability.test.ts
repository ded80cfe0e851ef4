/**
 * The store under faults and abuse: a failed or hanging WAL flush (real server processes with a
 * faulty flush), a replayed Idempotency-Key inside a group commit, an unreachable PostgreSQL,
 * a flood of connections, private files, 64-bit money and the retention of personal data.
 * Real sockets on 127.0.0.1 throughout.
 */
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Migrator, sql } from 'kysely';
import { enableWal, migrateToLatest, openMigratedStore, openStore, sqlitePath } from '../../server/db/database';
import type { Store } from '../../server/db/database';
import * as initial from '../../server/db/migrations/0001_initial';
import { purgePersonalData } from '../../server/db/retention';
import { ConfigError, loadConfig } from '../../server/config';
import { addDays, todayInHotel } from '../../src/domain/dates';
import {
  BACKENDS,
  POSTGRES_URL,
  REPO_ROOT,
  baseEnv,
  configFrom,
  post,
  spawnServerProcess,
  startApp,
  startTcpRelay,
  tempDir,
  validBooking,
  waitFor,
} from './helpers';

// Real processes, sockets and database deadlines: more time than jest's default 5 s.
jest.setTimeout(60_000);

const BOOK = '/api/bot/booking';
const HARNESS = '__tests__/server/fixtures/faultyWalServer.ts';

function modeOf(file: string): number {
  return fs.statSync(file).mode & 0o777;
}

async function countWhere(db: Store, guestName: string): Promise<number> {
  return (await db.selectFrom('bookings').select('id').where('guest_name', '=', guestName).execute()).length;
}

describe('a WAL flush that fails (real server process)', () => {
  it('answers that booking and every later one 503, never 201, exits 1, and the retry after the restart is stored once', async () => {
    const dataDir = tempDir();
    try {
      const faulty = await spawnServerProcess(HARNESS, ['fail-at=2'], { DATA_DIR: dataDir });
      const before = await post(faulty.url, BOOK, validBooking({ guestName: 'Before The Fault' }), { 'idempotency-key': 'before-fault' });
      expect(before.status).toBe(201);

      const caught = await post(faulty.url, BOOK, validBooking({ guestName: 'Caught In The Fault' }), { 'idempotency-key': 'in-fault' });
      expect(caught.status).toBe(503);
      expect(caught.body).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });

      // Until the process is gone, nothing is answered as stored (a refused connection ends the loop).
      const later: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        try {
          later.push((await post(faulty.url, BOOK, validBooking({ guestName: `After The Fault ${'ABCDEFGHIJ'[i % 10]}` }))).status);
        } catch {
          break;
        }
      }
      expect(later.every((status) => status === 503)).toBe(true);
      expect(await faulty.exited).toEqual({ code: 1, signal: null });
      expect(faulty.output()).toContain('WAL flush failed');

      // The process manager starts it again: SQLite recovers from the WAL, the guest retries.
      const again = await spawnServerProcess('server/index.ts', [], { DATA_DIR: dataDir });
      try {
        expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
        const retry = await post(again.url, BOOK, validBooking({ guestName: 'Caught In The Fault' }), { 'idempotency-key': 'in-fault' });
        expect(retry.status).toBe(201);
        const db = openStore(configFrom({ DATA_DIR: dataDir }));
        try {
          expect(await countWhere(db, 'Before The Fault')).toBe(1);
          expect(await countWhere(db, 'Caught In The Fault')).toBe(1);
        } finally {
          await db.destroy();
        }
      } finally {
        again.child.kill('SIGTERM');
        expect((await again.exited).code).toBe(0);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('sends no 201 while the flush hangs, though the booking is committed; the 201 comes once the flush ends', async () => {
    const dataDir = tempDir();
    try {
      const server = await spawnServerProcess(HARNESS, ['hold'], { DATA_DIR: dataDir });
      try {
        let answered = false;
        const pending = post(server.url, BOOK, validBooking({ guestName: 'Waits For The Disk' }));
        void pending.then(() => (answered = true));

        // Committed (a second connection reads it from the WAL) but not flushed: no answer yet.
        const db = openStore(configFrom({ DATA_DIR: dataDir }));
        let id: string;
        try {
          id = (await waitFor(() => db.selectFrom('bookings').select('id').where('guest_name', '=', 'Waits For The Disk').executeTakeFirst(), 10_000, 'the commit')).id;
        } finally {
          await db.destroy();
        }
        // The event loop is free meanwhile.
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(answered).toBe(false);

        server.child.kill('SIGUSR2');
        const answer = await pending;
        expect(answer.status).toBe(201);
        expect(answer.body.id).toBe(id);
      } finally {
        server.child.kill('SIGTERM');
        expect((await server.exited).code).toBe(0);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start on a SQLite store that cannot use WAL', () => {
    const memory = new BetterSqlite3(':memory:');
    try {
      expect(() => enableWal(memory)).toThrow(/WAL mode \(journal_mode is memory\)/);
    } finally {
      memory.close();
    }
  });
});

// --- group commit --------------------------------------------------------------------------

function openSocket(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

function requestText(method: string, route: string, body?: unknown, headers: Record<string, string> = {}, close = true): string {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const lines = [`${method} ${route} HTTP/1.1`, 'Host: 127.0.0.1', `Connection: ${close ? 'close' : 'keep-alive'}`];
  if (body !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`);
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n${payload}`;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: any;
}

/** Reads one HTTP response (Content-Length framed) from the socket. */
function readResponse(socket: net.Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine, ...headerLines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) return;
      socket.off('data', onData);
      socket.off('close', onClose);
      const text = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      resolve({ status: Number(statusLine?.split(' ')[1]), headers, body: text.startsWith('{') ? JSON.parse(text) : text });
    };
    const onClose = (): void => reject(new Error(`connection closed after ${buffer.length} bytes`));
    socket.on('data', onData);
    socket.once('close', onClose);
  });
}

describe('a replayed Idempotency-Key inside a group commit (SQLite)', () => {
  it('commits every other booking of the batch exactly once, each work run once, and replays the old answer', async () => {
    const store = await BACKENDS[0]!.create();
    let flushes = 0;
    const server = await startApp(baseEnv(store.env), {
      syncWal: async (file) => {
        flushes += 1;
        await file.datasync();
      },
    });
    const uuids = jest.spyOn(crypto, 'randomUUID');
    try {
      const first = await post(server.url, BOOK, validBooking({ guestName: 'First Of Key' }), { 'idempotency-key': 'group-replay' });
      expect(first.status).toBe(201);

      // Five new bookings and a retry of the first, written at once on six open connections:
      // the server reads them in one turn of its event loop, so they share one transaction.
      const { port } = server.app.server.address() as AddressInfo;
      const bodies = Array.from({ length: 5 }, (_, i) => validBooking({ guestName: `Batch Guest ${'ABCDE'[i]}` }));
      const requests = [
        ...bodies.slice(0, 3).map((body, i) => requestText('POST', BOOK, body, { 'idempotency-key': `group-new-${i}` })),
        requestText('POST', BOOK, validBooking({ guestName: 'First Of Key' }), { 'idempotency-key': 'group-replay' }),
        ...bodies.slice(3).map((body, i) => requestText('POST', BOOK, body, { 'idempotency-key': `group-new-${i + 3}` })),
      ];
      const sockets = await Promise.all(requests.map(() => openSocket(port)));
      // Let the server accept all six before any byte arrives.
      await new Promise((resolve) => setTimeout(resolve, 100));
      flushes = 0;
      uuids.mockClear();
      const answers = sockets.map((socket) => readResponse(socket));
      sockets.forEach((socket, i) => socket.write(requests[i]!));
      const [a0, a1, a2, replay, a3, a4] = await Promise.all(answers);
      sockets.forEach((socket) => socket.destroy());

      expect(replay!.status).toBe(201);
      expect(replay!.headers['idempotent-replayed']).toBe('true');
      expect(replay!.body).toEqual({ ...first.body, statusToken: expect.any(String) });
      const fresh = [a0, a1, a2, a3, a4];
      expect(fresh.map((a) => [a!.status, a!.headers['idempotent-replayed']])).toEqual(Array(5).fill([201, undefined]));
      expect(new Set(fresh.map((a) => a!.body.id)).size).toBe(5);

      // One transaction and one flush, the replay's new status token (its hash replaces the old
      // one) included. Every work ran once: a booking id and three outbox ids for each of the five
      // new bookings; the replay is found before any work (its stored answer is looked up ahead of
      // the sold-out check), so it writes nothing but its new token.
      expect(flushes).toBe(1);
      expect(uuids).toHaveBeenCalledTimes(5 * 4);

      const rows = await server.app.store.selectFrom('bookings').select(['id', 'guest_name']).execute();
      expect(rows).toHaveLength(6);
      for (const [i, answer] of fresh.entries()) {
        expect(rows.find((r) => r.id === answer!.body.id)?.guest_name).toBe(`Batch Guest ${'ABCDE'[i]}`);
      }
      expect(await server.app.store.selectFrom('outbox').select('id').execute()).toHaveLength(18);
      expect(await server.app.store.selectFrom('idempotency_keys').select('key').execute()).toHaveLength(6);
    } finally {
      uuids.mockRestore();
      await server.close();
      await store.drop();
    }
  });
});

// --- PostgreSQL deadlines ------------------------------------------------------------------

describe('PostgreSQL that never answers', () => {
  it('stops the start within its deadline, exit 1, with a message that names the failure, not the address', async () => {
    const silent = await startTcpRelay();
    const databaseUrl = `postgres://hotel:s3cret@127.0.0.1:${silent.port}/hotel`;
    const scratch = tempDir();
    try {
      // The store gives up within its deadline…
      const started = Date.now();
      await expect(openMigratedStore({ dataDir: scratch, databaseUrl })).rejects.toThrow('Database not ready: the database is unreachable');
      expect(Date.now() - started).toBeLessThan(10_000);

      // …and the real process says so and exits 1 (its time includes ts-node compiling the server).
      const result = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
        // Not spawnSync: it would block this process, and with it the silent port's accept loop.
        const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'server/index.ts'], {
          cwd: REPO_ROOT,
          env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', DATA_DIR: scratch, DATABASE_URL: databaseUrl },
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('exit', (status) => resolve({ status, stderr }));
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Booking server failed to start: Database not ready: the database is unreachable');
      expect(result.stderr).not.toContain('s3cret');
      expect(result.stderr).not.toContain(String(silent.port));
    } finally {
      await silent.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  // Needs a real PostgreSQL behind the relay (DATABASE_URL, as for the other PostgreSQL runs).
  if (POSTGRES_URL) it('answers health and bookings 503 within 10 s once a running server loses its database', async () => {
    const store = await BACKENDS.find((b) => b.name === 'postgres')!.create();
    const target = new URL(store.env.DATABASE_URL!);
    const relay = await startTcpRelay(Number(target.port));
    target.port = String(relay.port);
    const server = await startApp(baseEnv({ ...store.env, DATABASE_URL: target.toString() }));
    try {
      expect((await post(server.url, BOOK, validBooking({ guestName: 'Before The Cut' }))).status).toBe(201);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

      relay.freeze();
      // Twice: first on pooled connections whose queries never come back, then on new
      // connections that never get past the handshake.
      for (let round = 0; round < 2; round += 1) {
        const started = Date.now();
        const [health, booking] = await Promise.all([
          fetch(`${server.url}/api/health`).then(async (r) => ({ status: r.status, body: await r.json(), at: Date.now() })),
          post(server.url, BOOK, validBooking({ guestName: `During The Cut ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[round % 26]}` })).then((a) => ({ ...a, at: Date.now() })),
        ]);
        expect([health.status, health.body.error.code]).toEqual([503, 'unavailable']);
        expect([booking.status, booking.body.error.code]).toEqual([503, 'unavailable']);
        expect(health.at - started).toBeLessThan(10_000);
        expect(booking.at - started).toBeLessThan(10_000);
      }
    } finally {
      await relay.close();
      await server.close();
      await store.drop();
    }
  });
});

// --- connection cap ------------------------------------------------------------------------

describe('MAX_CONNECTIONS (a slow-client flood)', () => {
  it('drops connections beyond the cap at once and keeps answering on the ones it holds', async () => {
    const dataDir = tempDir();
    const server = await startApp(baseEnv({ DATA_DIR: dataDir, MAX_CONNECTIONS: '3' }));
    const { port } = server.app.server.address() as AddressInfo;
    const sockets: net.Socket[] = [];
    try {
      // Two slow clients that never finish their headers, and one well-behaved keep-alive client.
      for (let i = 0; i < 2; i += 1) {
        const slow = await openSocket(port);
        slow.write(`POST ${BOOK} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
        sockets.push(slow);
      }
      const good = await openSocket(port);
      sockets.push(good);
      const health = requestText('GET', '/api/health', undefined, {}, false);
      let answer = readResponse(good);
      good.write(health);
      expect((await answer).status).toBe(200);

      // The fourth connection is closed without an answer.
      const extra = await openSocket(port);
      sockets.push(extra);
      const received: Buffer[] = [];
      extra.on('data', (chunk: Buffer) => received.push(chunk));
      extra.on('error', () => undefined);
      const closed = new Promise<void>((resolve) => extra.once('close', () => resolve()));
      extra.write(requestText('GET', '/api/health'));
      await closed;
      expect(Buffer.concat(received).toString()).toBe('');

      // The server still answers on the connection it holds…
      answer = readResponse(good);
      good.write(health);
      expect((await answer).status).toBe(200);
      // …and takes new ones once the slow clients are gone.
      sockets.slice(0, 2).forEach((socket) => socket.destroy());
      await waitFor(async () => (await fetch(`${server.url}/api/health`).catch(() => undefined))?.status === 200, 5_000, 'a free slot');
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// --- private files -------------------------------------------------------------------------

describe('private files (SQLite, .eml outbox)', () => {
  it('creates DATA_DIR and outbox/ 0700 and the database, its WAL and SHM and every .eml 0600', async () => {
    const parent = tempDir();
    const dataDir = path.join(parent, 'data');
    const server = await startApp(baseEnv({ DATA_DIR: dataDir }));
    try {
      expect((await post(server.url, BOOK, validBooking())).status).toBe(201);
      const outboxDir = path.join(dataDir, 'outbox');
      const emlFiles = (): string[] => (fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml')) : []);
      const emails = await waitFor(() => emlFiles().length === 2 && emlFiles(), 10_000, 'two .eml files');
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(outboxDir)).toBe(0o700);
      const file = sqlitePath(dataDir);
      expect([file, `${file}-wal`, `${file}-shm`].map(modeOf)).toEqual([0o600, 0o600, 0o600]);
      expect(emails.map((f) => modeOf(path.join(outboxDir, f)))).toEqual(emails.map(() => 0o600));
    } finally {
      await server.close();
      fs.rmSync(parent, { recursive: true, force: true });
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
      const db = await openMigratedStore(configFrom(baseEnv({ DATA_DIR: dataDir })));
      old.close();
      await db.destroy();
      expect(modeOf(file)).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// --- money and retention, on every backend ---------------------------------------------------

function bookingRow(id: string, checkout: string, guestName = `Guest ${id}`) {
  return {
    id,
    created_at: new Date().toISOString(),
    status: 'received' as const,
    room_id: 1,
    room_title: 'Standard single',
    guest_name: guestName,
    phone: '+998901234567',
    email: `${id}@example.org`,
    nationality: 'Uzbekistan',
    nationality_code: 'UZ',
    checkin: addDays(checkout, -2),
    checkout,
    nights: 2,
    guests: 1,
    total_price: 800000,
    lang: 'en',
  };
}

describe.each(BACKENDS)('money and retention on $name', (backend) => {
  it('stores and reads back a total above 2^31 as a number', async () => {
    const store = await backend.create();
    const db = await openMigratedStore(configFrom(baseEnv(store.env)));
    try {
      const total = 5_000_000_000;
      await db.insertInto('bookings').values({ ...bookingRow('big', '2030-01-03'), total_price: total }).execute();
      const row = await db.selectFrom('bookings').select('total_price').where('id', '=', 'big').executeTakeFirstOrThrow();
      expect(row.total_price).toBe(total);
      const count = await db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(count.n).toBe(1);
    } finally {
      await db.destroy();
      await store.drop();
    }
  });

  if (backend.name === 'postgres') {
    it('widens a price column that a parallel migration added before 0003 ran', async () => {
      const store = await backend.create();
      const db = openStore(configFrom(baseEnv(store.env)));
      try {
        const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
        const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ '0001_initial': initial }) }, migrationTableSchema: rows[0]!.schema });
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        await sql`create table room_rates (room_id integer primary key, nightly_price integer not null, guests integer not null)`.execute(db);
        await migrateToLatest(db, true);
        const types = await sql<{ column_name: string; data_type: string }>`
          select column_name, data_type from information_schema.columns
          where table_schema = current_schema() and column_name in ('total_price', 'nightly_price', 'guests') order by column_name`.execute(db);
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
    const config = configFrom(baseEnv({ ...store.env, RETENTION_DAYS: '30' }));
    const today = todayInHotel();
    const db = await openMigratedStore(config);
    const ids = { long: 'a0000000-0000-4000-8000-000000000001', justOver: 'a0000000-0000-4000-8000-000000000002', exactly: 'a0000000-0000-4000-8000-000000000003', coming: 'a0000000-0000-4000-8000-000000000004' };
    const outboxDir = path.join(store.dataDir, 'outbox');
    try {
      const checkouts = { long: addDays(today, -400), justOver: addDays(today, -31), exactly: addDays(today, -30), coming: addDays(today, 5) };
      for (const [name, id] of Object.entries(ids)) {
        await db.insertInto('bookings').values(bookingRow(id, checkouts[name as keyof typeof ids])).execute();
        await db
          .insertInto('outbox')
          .values({ id: `${id}-o`, booking_id: id, channel: 'email', kind: 'guest', recipient: `${id}@example.org`, status: 'skipped', attempts: 1, next_attempt_at: today, locked_until: null, last_error: null, detail: null, created_at: today, updated_at: today, done_at: today })
          .execute();
      }
      fs.mkdirSync(outboxDir, { recursive: true });
      for (const id of Object.values(ids)) for (const kind of ['staff', 'guest']) fs.writeFileSync(path.join(outboxDir, `${id}-${kind}.eml`), 'Subject: x\n\nAziz, +998901234567');
    } finally {
      await db.destroy();
    }

    const server = await startApp(baseEnv({ ...store.env, RETENTION_DAYS: '30' }));
    try {
      const rows = await server.app.store.selectFrom('bookings').selectAll().orderBy('id').execute();
      expect(rows).toHaveLength(4);
      const erased = { guest_name: '', phone: '', email: null, nationality: null };
      const kept = (id: string) => ({ guest_name: `Guest ${id}`, phone: '+998901234567', email: `${id}@example.org`, nationality: 'Uzbekistan' });
      expect(rows.map((r) => ({ guest_name: r.guest_name, phone: r.phone, email: r.email, nationality: r.nationality }))).toEqual([
        erased,
        erased,
        kept(ids.exactly),
        kept(ids.coming),
      ]);
      // What counts and availability need stays.
      expect(rows.map((r) => [r.room_id, r.nights, r.guests, r.total_price, r.status, r.nationality_code])).toEqual(Array(4).fill([1, 2, 1, 800000, 'received', 'UZ']));
      const outbox = await server.app.store.selectFrom('outbox').select('booking_id').orderBy('booking_id').execute();
      expect(outbox.map((r) => r.booking_id)).toEqual([ids.exactly, ids.coming]);
      expect(fs.readdirSync(outboxDir).sort()).toEqual([`${ids.exactly}-guest.eml`, `${ids.exactly}-staff.eml`, `${ids.coming}-guest.eml`, `${ids.coming}-staff.eml`].sort());
      // Idempotent: a second run finds nothing left to erase.
      expect(await purgePersonalData(server.app.store, store.dataDir, 30)).toBe(0);
    } finally {
      await server.close();
      await store.drop();
    }
  });
});

describe('configuration of the new settings', () => {
  it('reads RETENTION_DAYS (unset keeps forever) and MAX_CONNECTIONS, and names a bad value', () => {
    expect(loadConfig({}, '/srv').retentionDays).toBeNull();
    expect(loadConfig({ RETENTION_DAYS: '400', MAX_CONNECTIONS: '50' }, '/srv')).toEqual(expect.objectContaining({ retentionDays: 400, maxConnections: 50 }));
    for (const [variable, value] of [
      ['RETENTION_DAYS', '0'],
      ['RETENTION_DAYS', '-3'],
      ['RETENTION_DAYS', '1.5'],
      ['RETENTION_DAYS', 'a month'],
      ['MAX_CONNECTIONS', '0'],
    ] as const) {
      expect(() => loadConfig({ [variable]: value }, '/srv')).toThrow(ConfigError);
      expect(() => loadConfig({ [variable]: value }, '/srv')).toThrow(variable);
    }
  });
});
