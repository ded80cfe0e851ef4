#!/usr/bin/env node
/**
 * GET /api/availability with 10,000 stored bookings: starts the booking server as `npm run server`
 * does (temporary SQLite store), fills the store with BENCH_BOOKINGS bookings over the next two
 * years (about half confirmed, the rest received, some cancelled, every room kind), then runs
 * autocannon against random stays of 1–14 nights and prints requests/s and the latency
 * percentiles. Aim: p99 under 20 ms.
 *
 *   npm run bench:availability   (BENCH_BOOKINGS=10000, BENCH_SECONDS=10, BENCH_CONNECTIONS=10)
 *   BENCH_SMOKE=1 npm run bench:availability   (smoke: 500 bookings, 1 s)
 * Exit 1 when a request was not answered 200 (the aim itself is only printed).
 */
'use strict';

const { randomUUID } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const Sqlite = require('better-sqlite3');
const { hotelDate, startApiServer } = require('./apiServer');

// Smoke mode (npm test): the same code path in seconds; its figures mean nothing.
const SMOKE = process.env.BENCH_SMOKE === '1';
const BOOKINGS = Number(process.env.BENCH_BOOKINGS || (SMOKE ? 500 : 10_000));
const SECONDS = Number(process.env.BENCH_SECONDS || (SMOKE ? 1 : 10));
const WARM_UP_SECONDS = SMOKE ? 0.5 : 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const AIM_P99_MS = 20;

/** A small deterministic generator, so every run stores the same bookings. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function fill(dataDir) {
  const db = new Sqlite(path.join(dataDir, 'bookings.sqlite'));
  db.pragma('busy_timeout = 5000');
  const insert =
    db.prepare(`insert into bookings (id, created_at, status, room_id, room_title, guest_name, phone, email, nationality, nationality_code,
    checkin, checkout, nights, guests, total_price, lang) values (?, ?, ?, ?, 'Room', 'Bench Guest', '+998901234567', null, 'UZ', 'UZ', ?, ?, ?, 1, 400000, 'uz')`);
  const next = random(42);
  const statuses = ['confirmed', 'confirmed', 'received', 'cancelled'];
  db.transaction(() => {
    for (let i = 0; i < BOOKINGS; i += 1) {
      const start = Math.floor(next() * 730) - 30;
      const nights = 1 + Math.floor(next() * 6);
      insert.run(
        randomUUID(),
        new Date().toISOString(),
        statuses[i % 4],
        1 + (i % 6),
        hotelDate(start),
        hotelDate(start + nights),
        nights,
      );
    }
  })();
  db.close();
}

function stays() {
  const next = random(7);
  return Array.from({ length: 500 }, () => {
    const start = Math.floor(next() * 700);
    return `/api/availability?checkin=${hotelDate(start)}&checkout=${hotelDate(start + 1 + Math.floor(next() * 14))}`;
  });
}

function run(url, paths, duration) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[(i += 1) % paths.length] }) },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-bench-availability-'));
  // Rate limits far above the load: this measures the route, not the limiter.
  const server = await startApiServer({ DATA_DIR: dataDir, RATE_LIMIT_READS_PER_MINUTE: '10000000' });
  try {
    fill(dataDir);
    const paths = stays();
    await run(server.url, paths, WARM_UP_SECONDS);
    const result = await run(server.url, paths, SECONDS);
    const { latency } = result;
    process.stdout.write(
      `GET /api/availability${SMOKE ? ' (smoke mode: figures not meaningful)' : ''}, ${BOOKINGS} stored bookings, ${CONNECTIONS} connections, ${SECONDS} s (SQLite WAL)\n`,
    );
    process.stdout.write(
      `  ${(result['2xx'] / SECONDS).toFixed(0)} req/s, latency p50 ${latency.p50} ms, p90 ${latency.p90} ms, p99 ${latency.p99} ms, max ${latency.max} ms; non-2xx ${result.non2xx}\n`,
    );
    process.stdout.write(
      latency.p99 < AIM_P99_MS && result.non2xx === 0
        ? `aim met: p99 under ${AIM_P99_MS} ms\n`
        : `aim missed: p99 ${latency.p99} ms (aim ${AIM_P99_MS} ms)\n`,
    );
    if (result.non2xx > 0 || result.errors > 0 || result['2xx'] === 0) process.exitCode = 1;
  } finally {
    server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
