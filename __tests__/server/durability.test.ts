/**
 * The store under faults and abuse, where the socket or the process is the point: a failed or
 * hanging WAL flush (real server processes with a faulty flush), a replayed Idempotency-Key
 * inside a group commit (requests written at once on open connections), an unreachable or lost
 * PostgreSQL, and a flood of connections. Real sockets on 127.0.0.1.
 */
import crypto from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';
import BetterSqlite3 from 'better-sqlite3';
import { enableWal } from '../../server/db/sqlite';
import { openMigratedStore, openStore } from '../../server/db/store';
import type { Store } from '../../server/db/store';
import { BOOK, configFrom, injectApp, startApp, validBooking, waitFor } from './support/app';
import { runScript, spawnServer } from './support/process';
import { openSocket, readResponse, requestText, startTcpRelay } from './support/socket';
import { BACKENDS, POSTGRES_URL, removeDir, tempDir } from './support/store';

jest.setTimeout(120_000);

const HARNESS = '__tests__/server/fixtures/faultyWalServer.ts';

async function countWhere(db: Store, guestName: string): Promise<number> {
  return (await db.selectFrom('bookings').select('id').where('guest_name', '=', guestName).execute()).length;
}

describe('a WAL flush that fails (real server process)', () => {
  it('answers that booking and every later one 503, never 201, exits 1, and the retry after the restart is stored once', async () => {
    const dataDir = tempDir();
    try {
      const faulty = await spawnServer({ DATA_DIR: dataDir }, HARNESS, ['fail-at=2']);
      const before = await faulty.post(BOOK, validBooking({ guestName: 'Before The Fault' }), {
        'idempotency-key': 'before-fault',
      });
      expect(before.status).toBe(201);

      const caught = await faulty.post(BOOK, validBooking({ guestName: 'Caught In The Fault' }), {
        'idempotency-key': 'in-fault',
      });
      expect(caught.status).toBe(503);
      expect(caught.body).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });

      // Until the process is gone, nothing is answered as stored (a refused connection ends the loop).
      const later: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        try {
          later.push(
            (await faulty.post(BOOK, validBooking({ guestName: `After The Fault ${'ABCDEFGHIJ'[i % 10]}` }))).status,
          );
        } catch {
          break;
        }
      }
      expect(later.every((status) => status === 503)).toBe(true);
      expect(await faulty.exited).toEqual({ code: 1, signal: null });
      expect(faulty.output()).toContain('WAL flush failed');

      // The process manager starts it again: SQLite recovers from the WAL, the guest retries.
      const again = await spawnServer({ DATA_DIR: dataDir });
      try {
        expect((await again.get('/api/health')).status).toBe(200);
        const retry = await again.post(BOOK, validBooking({ guestName: 'Caught In The Fault' }), {
          'idempotency-key': 'in-fault',
        });
        expect(retry.status).toBe(201);
        const db = openStore(configFrom({ DATA_DIR: dataDir }));
        try {
          expect(await countWhere(db, 'Before The Fault')).toBe(1);
          expect(await countWhere(db, 'Caught In The Fault')).toBe(1);
        } finally {
          await db.destroy();
        }
      } finally {
        expect((await again.stop()).code).toBe(0);
      }
    } finally {
      removeDir(dataDir);
    }
  });

  it('sends no 201 while the flush hangs, though the booking is committed; the 201 comes once the flush ends', async () => {
    const dataDir = tempDir();
    try {
      const server = await spawnServer({ DATA_DIR: dataDir }, HARNESS, ['hold']);
      try {
        let answered = false;
        const pending = server.post(BOOK, validBooking({ guestName: 'Waits For The Disk' }));
        void pending.then(() => (answered = true));

        // Committed (a second connection reads it from the WAL) but not flushed: no answer yet.
        const db = openStore(configFrom({ DATA_DIR: dataDir }));
        let id: string;
        try {
          id = (
            await waitFor(
              () =>
                db
                  .selectFrom('bookings')
                  .select('id')
                  .where('guest_name', '=', 'Waits For The Disk')
                  .executeTakeFirst(),
              10_000,
              'the commit',
            )
          ).id;
        } finally {
          await db.destroy();
        }
        // The event loop is free meanwhile: a request made after the commit is answered, and the
        // booking's still is not (a 201 sent before its flush would have come with the commit).
        expect((await server.get('/api/health')).status).toBe(200);
        expect(answered).toBe(false);

        server.child.kill('SIGUSR2');
        const answer = await pending;
        expect(answer.status).toBe(201);
        expect(answer.body.id).toBe(id);
      } finally {
        expect((await server.stop()).code).toBe(0);
      }
    } finally {
      removeDir(dataDir);
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

describe('a replayed Idempotency-Key inside a group commit (SQLite)', () => {
  it('commits every other booking of the batch exactly once, each work run once, and replays the old answer', async () => {
    let flushes = 0;
    const server = await startApp(
      {},
      {
        syncWal: async (file) => {
          flushes += 1;
          await file.datasync();
        },
      },
    );
    const uuids = jest.spyOn(crypto, 'randomUUID');
    try {
      const first = await server.post(BOOK, validBooking({ guestName: 'First Of Key' }), {
        'idempotency-key': 'group-replay',
      });
      expect(first.status).toBe(201);

      // Five new bookings and a retry of the first, written at once on six open connections:
      // the server reads them in one turn of its event loop, so they share one transaction.
      const { port } = server.app.server.address() as AddressInfo;
      const bodies = Array.from({ length: 5 }, (_, i) => validBooking({ guestName: `Batch Guest ${'ABCDE'[i]}` }));
      const requests = [
        ...bodies
          .slice(0, 3)
          .map((body, i) => requestText('POST', BOOK, body, { 'idempotency-key': `group-new-${i}` })),
        requestText('POST', BOOK, validBooking({ guestName: 'First Of Key' }), { 'idempotency-key': 'group-replay' }),
        ...bodies
          .slice(3)
          .map((body, i) => requestText('POST', BOOK, body, { 'idempotency-key': `group-new-${i + 3}` })),
      ];
      // The server has accepted all six before any byte arrives (its own 'connection' events).
      let accepted = 0;
      const onConnection = () => (accepted += 1);
      server.app.server.on('connection', onConnection);
      const sockets = await Promise.all(requests.map(() => openSocket(port)));
      await waitFor(() => accepted >= requests.length, 30_000, 'the six connections accepted');
      server.app.server.off('connection', onConnection);
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

      // One transaction and one flush. Every work ran once: a booking id and three outbox ids for
      // each of the five new bookings; the replay is found before any work (its stored answer is
      // looked up ahead of the sold-out check), and its status token is the first one's, derived
      // again, so it writes nothing.
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
      await expect(openMigratedStore({ dataDir: scratch, databaseUrl })).rejects.toThrow(
        'Database not ready: the database is unreachable',
      );
      expect(Date.now() - started).toBeLessThan(10_000);

      // …and the real process says so and exits 1 (its time includes ts-node compiling the server).
      const result = await runScript('server/index.ts', [], { DATA_DIR: scratch, DATABASE_URL: databaseUrl });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'Booking server failed to start: Database not ready: the database is unreachable',
      );
      expect(result.stderr).not.toContain('s3cret');
      expect(result.stderr).not.toContain(String(silent.port));
    } finally {
      await silent.close();
      removeDir(scratch);
    }
  });

  // Needs a real PostgreSQL behind the relay (DATABASE_URL, as for the other PostgreSQL runs).
  if (POSTGRES_URL)
    it('answers health and bookings 503 within 10 s once a running server loses its database', async () => {
      const store = await BACKENDS.find((b) => b.name === 'postgres')!.create();
      const target = new URL(store.env.DATABASE_URL!);
      const relay = await startTcpRelay(Number(target.port));
      target.port = String(relay.port);
      const server = await injectApp({ ...store.env, DATABASE_URL: target.toString() });
      try {
        expect((await server.post(BOOK, validBooking({ guestName: 'Before The Cut' }))).status).toBe(201);
        expect((await server.get('/api/health')).status).toBe(200);

        relay.freeze();
        // Twice: first on pooled connections whose queries never come back, then on new
        // connections that never get past the handshake.
        for (let round = 0; round < 2; round += 1) {
          const started = Date.now();
          const [health, booking] = await Promise.all([
            server.get('/api/health').then((a) => ({ ...a, at: Date.now() })),
            server
              .post(BOOK, validBooking({ guestName: `During The Cut ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[round % 26]}` }))
              .then((a) => ({ ...a, at: Date.now() })),
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
    const server = await startApp({ MAX_CONNECTIONS: '3' });
    const { port } = server.app.server.address() as AddressInfo;
    const sockets: Socket[] = [];
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
      await waitFor(
        async () => (await server.get('/api/health').catch(() => undefined))?.status === 200,
        5_000,
        'a free slot',
      );
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await server.close();
    }
  });
});
