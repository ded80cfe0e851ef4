#!/usr/bin/env node
/**
 * Backups of a big store: starts the booking server as `npm run server` does (temporary SQLite
 * store), books BENCH_SEEDS requests through the API and copies them (bookings with their
 * outbox rows, every unique column given a fresh value) up to BENCH_BOOKINGS stored requests;
 * then times `npm run backup`'s code (server/db/backup.ts: VACUUM INTO, fsync, integrity check,
 * rename) in its own process, as the systemd timer runs it, and prints the file's size. Last, it
 * runs autocannon against POST /api/bot/booking in alternating rounds, quiet and with backups
 * taken back to back, and prints how much the booking route's p99 grows while a backup runs.
 *
 *   npm run bench:backup   (BENCH_BOOKINGS=100000, BENCH_SECONDS=12 per side, BENCH_ROUNDS=3)
 *   BENCH_SMOKE=1 npm run bench:backup   (smoke: 2,000 requests, 1 s per side in one round)
 * Exit 1 when a request was not answered 201 or a backup failed (the figures are only printed).
 */
'use strict';

const { randomUUID } = require('node:crypto');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const readline = require('node:readline');
const autocannon = require('autocannon');
const Sqlite = require('better-sqlite3');
const { benchBooking, drainOutbox, startApiServer } = require('./apiServer');

// Smoke mode (npm test): the same code path in seconds; its figures mean nothing.
const SMOKE = process.env.BENCH_SMOKE === '1';
const BOOKINGS = Number(process.env.BENCH_BOOKINGS || (SMOKE ? 2_000 : 100_000));
const SEEDS = Number(process.env.BENCH_SEEDS || (SMOKE ? 20 : 200));
const SECONDS = Number(process.env.BENCH_SECONDS || (SMOKE ? 1 : 12));
const ROUNDS = Number(process.env.BENCH_ROUNDS || (SMOKE ? 1 : 3));
const TIMED_BACKUPS = SMOKE ? 1 : 3;
const WARM_UP_SECONDS = SMOKE ? 0.5 : 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const ROOT = path.resolve(__dirname, '..');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => (bytes / 1e6).toFixed(1);

function booking(i) {
  return benchBooking({
    name: `Bench Guest ${String.fromCharCode(65 + (i % 26))}`,
    email: `bench.guest${i}@example.org`,
  });
}

async function seed(url) {
  for (let i = 0; i < SEEDS; i += 1) {
    const answer = await fetch(`${url}/api/bot/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `"${randomUUID()}"` },
      body: booking(i),
    });
    if (answer.status !== 201) throw new Error(`seed booking ${i} answered ${answer.status}: ${await answer.text()}`);
  }
}

/** The columns of `table` that a unique index or the primary key covers. */
function uniqueColumns(db, table) {
  const columns = new Set(
    db
      .pragma(`table_info(${table})`)
      .filter((c) => c.pk > 0)
      .map((c) => c.name),
  );
  for (const index of db.pragma(`index_list(${table})`).filter((i) => i.unique)) {
    for (const column of db.pragma(`index_info(${index.name})`)) columns.add(column.name);
  }
  return columns;
}

/** A value as long as `value` (a reference stays reference-sized), unique through `n`. */
function fresh(value, n) {
  const tail = n.toString(36).padStart(8, '0');
  return `${String(value).slice(0, Math.max(0, String(value).length - tail.length))}${tail}`;
}

/** Copies the seeded bookings and their outbox rows until the store holds BOOKINGS requests. */
function grow(dataDir) {
  const db = new Sqlite(path.join(dataDir, 'bookings.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const seeds = db.prepare('select * from bookings').all();
    const outbox = db.prepare('select * from outbox').all();
    const bookingUnique = uniqueColumns(db, 'bookings');
    const outboxUnique = uniqueColumns(db, 'outbox');
    const insert = (table, row) => {
      const columns = Object.keys(row);
      return db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
    };
    const insertBooking = insert('bookings', seeds[0]);
    const insertOutbox = insert('outbox', outbox[0]);
    let n = 0;
    db.transaction(() => {
      for (let i = seeds.length; i < BOOKINGS; i += 1) {
        const from = seeds[i % seeds.length];
        const row = { ...from };
        for (const column of bookingUnique) if (row[column] !== null) row[column] = fresh(row[column], (n += 1));
        insertBooking.run(Object.values(row));
        for (const message of outbox.filter((m) => m.booking_id === from.id)) {
          const copy = { ...message, booking_id: row.id };
          for (const column of outboxUnique)
            if (copy[column] !== null && column !== 'booking_id') copy[column] = fresh(copy[column], (n += 1));
          insertOutbox.run(Object.values(copy));
        }
      }
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
    // Where the bytes are: tables and indexes by size (dbstat is built into better-sqlite3's SQLite).
    const largest = db
      .prepare('select name, sum(pgsize) as bytes from dbstat group by name order by bytes desc limit 6')
      .all()
      .map((row) => `${row.name} ${mb(row.bytes)} MB`);
    return {
      bookings: db.prepare('select count(*) as n from bookings').get().n,
      messages: db.prepare('select count(*) as n from outbox').get().n,
      largest,
    };
  } finally {
    db.close();
  }
}

/** bench/backupWorker.js with the server's DATA_DIR: `send(command)` resolves with its output lines up to "done". */
async function startWorker(dataDir) {
  const child = spawn(process.execPath, [path.join(__dirname, 'backupWorker.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  let waiting = null;
  let collected = [];
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`backup worker exited (${code})`))),
  );
  exited.catch(() => undefined);
  lines.on('line', (line) => {
    if (line === 'ready' || line === 'done') {
      const resolve = waiting;
      waiting = null;
      const got = collected;
      collected = [];
      resolve?.(got);
    } else collected.push(line.split(' ').map(Number));
  });
  const next = () => Promise.race([new Promise((resolve) => (waiting = resolve)), exited]);
  await next();
  return {
    send(command) {
      const done = next();
      child.stdin.write(`${command}\n`);
      return done;
    },
    start(command) {
      child.stdin.write(`${command}\n`);
    },
    next,
    stop: () => child.kill('SIGTERM'),
  };
}

function load(url, duration) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: 'POST',
            path: '/api/bot/booking',
            setupRequest: (request) => ({
              ...request,
              headers: { 'content-type': 'application/json', 'idempotency-key': `"${randomUUID()}"` },
              body: booking((i += 1)),
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-bench-backup-'));
  const server = await startApiServer({
    DATA_DIR: dataDir,
    HOTEL_EMAIL: 'hotel@example.com',
    RATE_LIMIT_PER_MINUTE: '10000000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '10000000',
    GUEST_EMAILS_PER_HOUR: '1000000',
    GUEST_EMAILS_PER_DAY: '10000000',
  });
  let worker;
  let failed;
  try {
    await seed(server.url);
    await drainOutbox(dataDir);
    const stored = grow(dataDir);
    const storeBytes = fs.statSync(path.join(dataDir, 'bookings.sqlite')).size;
    worker = await startWorker(dataDir);

    // A quiet server: the backup alone.
    const alone = [];
    for (let i = 0; i < TIMED_BACKUPS; i += 1) alone.push(...(await worker.send('once')));

    await load(server.url, WARM_UP_SECONDS);
    await drainOutbox(dataDir);
    const quiet = [];
    const busy = [];
    const during = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      quiet.push(await load(server.url, SECONDS / ROUNDS));
      await drainOutbox(dataDir);
      worker.start('loop');
      busy.push(await load(server.url, SECONDS / ROUNDS));
      const ended = worker.next();
      worker.start('stop');
      during.push(...(await ended));
      await drainOutbox(dataDir);
    }

    const p99 = (results) => Math.max(...results.map((r) => r.latency.p99));
    const answered = (results) => results.reduce((sum, r) => sum + r['2xx'], 0);
    const other = (results) => results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
    const rps = (results) => answered(results) / results.reduce((sum, r) => sum + r.duration, 0);
    process.stdout.write(
      `Backup benchmark${SMOKE ? ' (smoke mode: figures not meaningful)' : ''}: ${stored.bookings} stored requests with ${stored.messages} outbox rows (store ${mb(storeBytes)} MB), SQLite WAL in ${os.tmpdir()}\n`,
    );
    process.stdout.write(`  largest: ${stored.largest.join(', ')}\n`);
    process.stdout.write(
      `  backup alone: ${alone.map(([ms]) => `${ms.toFixed(0)} ms`).join(', ')} (median ${median(alone.map(([ms]) => ms)).toFixed(0)} ms), file ${mb(alone[0][1])} MB\n`,
    );
    process.stdout.write(
      `  under load: ${during.length} backups back to back, median ${during.length ? median(during.map(([ms]) => ms)).toFixed(0) : '-'} ms\n`,
    );
    process.stdout.write(
      `POST /api/bot/booking, ${CONNECTIONS} connections, ${SECONDS} s per side in ${ROUNDS} alternating rounds:\n`,
    );
    process.stdout.write(
      `  quiet          ${rps(quiet).toFixed(0).padStart(6)} req/s   p99 ${p99(quiet)} ms   other ${other(quiet)}\n`,
    );
    process.stdout.write(
      `  during backups ${rps(busy).toFixed(0).padStart(6)} req/s   p99 ${p99(busy)} ms   other ${other(busy)}\n`,
    );
    process.stdout.write(
      `p99 grows by ${p99(busy) - p99(quiet)} ms (x${(p99(busy) / Math.max(1, p99(quiet))).toFixed(2)}) while backups run\n`,
    );
    process.stdout.write(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (${os.cpus().length} cores)\n`,
    );
    failed = other(quiet) + other(busy) > 0 || answered(quiet) === 0 || answered(busy) === 0 || during.length === 0;
  } finally {
    worker?.stop();
    server.stop();
    await new Promise((resolve) => server.child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  process.stderr.write(`bench:backup failed: ${error.message}\n`);
  process.exit(1);
});
