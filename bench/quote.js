#!/usr/bin/env node
/**
 * Pricing with the owner's terms: (1) 100,000 quotes of src/domain/rates.ts quoteStay with 50
 * seasons and 200 restrictions (random rooms, stays of 1 to 14 nights, both nationalities,
 * groups), the pure function the site and the server share; (2) the booking route's p99 on a
 * server with no terms, then with those 50 seasons and 200 restrictions in its store (each booking
 * reads them and prices with them), autocannon on 127.0.0.1 with a temporary SQLite store.
 * Seasons and restrictions leave room 6, which the bench books, at the spec's price and open.
 *
 *   npm run bench:quote   (BENCH_QUOTES=100000, BENCH_SECONDS=5 per booking run by default)
 *   BENCH_SMOKE=1 npm run bench:quote   (smoke: 5,000 quotes, 1 s per booking run)
 */
'use strict';

require('ts-node/register/transpile-only');
const { randomUUID } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const Sqlite = require('better-sqlite3');
const { benchBooking, hotelDate, startApiServer } = require('./apiServer');
const { quoteStay } = require('../src/domain/rates.ts');
const { ROOMS } = require('../src/domain/rooms.ts');

const SMOKE = process.env.BENCH_SMOKE === '1';
const QUOTES = Number(process.env.BENCH_QUOTES || (SMOKE ? 5_000 : 100_000));
const SECONDS = Number(process.env.BENCH_SECONDS || (SMOKE ? 1 : 5));
const SEASONS = 50;
const RESTRICTIONS = 200;

let seed = 37;
function random(n) {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed % n;
}

/** 50 back-to-back seasons of a week each, over the next year; rooms 1 to 5 priced (room 6 keeps the spec's). */
function seasons() {
  return Array.from({ length: SEASONS }, (_, i) => ({
    id: `s${i}`,
    name: `Season ${i}`,
    from: hotelDate(1 + i * 7),
    to: hotelDate(7 + i * 7),
    prices: Object.fromEntries(
      ROOMS.filter((room) => room.id !== 6).map((room) => [
        String(room.id),
        { price: room.price + 10_000 * random(30), priceIntl: room.priceIntl + 10_000 * random(30) },
      ]),
    ),
  }));
}

/** 200 restrictions of one to four nights on rooms 1 to 5 or (out of service, one unit) on all. */
function restrictions() {
  return Array.from({ length: RESTRICTIONS }, (_, i) => {
    const start = 1 + random(360);
    const kind = i % 4;
    return {
      id: `r${i}`,
      roomId: kind === 3 ? null : 1 + random(5),
      from: hotelDate(start),
      to: hotelDate(start + random(4)),
      minNights: kind === 0 ? 2 + random(3) : null,
      closedToArrival: kind === 1,
      closed: kind === 2,
      outOfService: kind === 3 ? 1 : null,
    };
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

function quotes(plan) {
  const stays = Array.from({ length: QUOTES }, () => {
    const room = ROOMS[random(ROOMS.length)];
    const start = random(365);
    return {
      room,
      stay: {
        checkin: hotelDate(start),
        checkout: hotelDate(start + 1 + random(14)),
        nationality: random(2) === 0 ? 'UZ' : 'DE',
        units: 1 + random(2),
      },
    };
  });
  for (let i = 0; i < 2000; i += 1) quoteStay(stays[i].room, plan, stays[i].stay); // warm up
  const times = new Float64Array(QUOTES);
  let refused = 0;
  let sum = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < QUOTES; i += 1) {
    const t = process.hrtime.bigint();
    const quote = quoteStay(stays[i].room, plan, stays[i].stay);
    times[i] = Number(process.hrtime.bigint() - t) / 1000;
    if (!quote.bookable) refused += 1;
    sum += quote.total;
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const sorted = Array.from(times).sort((a, b) => a - b);
  return { ms, refused, sum, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, pipelining: 1, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function storeTerms(dataDir, plan) {
  const db = new Sqlite(path.join(dataDir, 'bookings.sqlite'));
  const now = new Date().toISOString();
  try {
    const season = db.prepare(
      'insert into rate_seasons (id, name, first_night, last_night, prices, created_at) values (?, ?, ?, ?, ?, ?)',
    );
    for (const s of plan.seasons) season.run(randomUUID(), s.name, s.from, s.to, JSON.stringify(s.prices), now);
    const restriction = db.prepare(
      'insert into rate_restrictions (id, room_id, first_night, last_night, min_nights, closed_to_arrival, closed, out_of_service, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const r of plan.restrictions)
      restriction.run(
        randomUUID(),
        r.roomId,
        r.from,
        r.to,
        r.minNights,
        r.closedToArrival ? 1 : 0,
        r.closed ? 1 : 0,
        r.outOfService,
        now,
      );
  } finally {
    db.close();
  }
}

/** The booking route's figures on a fresh server, with `plan` in its store when given. */
async function bookingRun(plan) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-bench-quote-'));
  const { child, url } = await startApiServer({
    DATA_DIR: dataDir,
    HOTEL_EMAIL: 'hotel@example.com',
    RATE_LIMIT_PER_MINUTE: '10000000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '10000000',
    GUEST_EMAILS_PER_HOUR: '1000000',
    GUEST_EMAILS_PER_DAY: '10000000',
  });
  try {
    if (plan) storeTerms(dataDir, plan);
    const body = benchBooking();
    const request = {
      method: 'POST',
      path: '/api/bot/booking',
      setupRequest: (r) => ({
        ...r,
        headers: { 'content-type': 'application/json', 'idempotency-key': `"${randomUUID()}"` },
        body,
      }),
    };
    await run({ url, duration: SMOKE ? 0.5 : 2, requests: [request] });
    const result = await run({ url, requests: [request] });
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      ok: result['2xx'],
      other: result.non2xx + result.errors,
    };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

async function main() {
  const plan = { seasons: seasons(), restrictions: restrictions() };
  const q = quotes(plan);
  process.stdout.write(
    `Quote benchmark${SMOKE ? ' (smoke mode: figures not meaningful)' : ''}: ${QUOTES} quotes, ${SEASONS} seasons, ${RESTRICTIONS} restrictions\n`,
  );
  process.stdout.write(
    `  ${q.ms.toFixed(0)} ms in all, ${((QUOTES / q.ms) * 1000).toFixed(0)} quotes/s, p50 ${q.p50.toFixed(1)} µs, p99 ${q.p99.toFixed(1)} µs, ${q.refused} refused by the terms\n`,
  );
  const before = await bookingRun(null);
  const after = await bookingRun(plan);
  const line = (label, x) =>
    `  ${label.padEnd(34)} ${x.rps.toFixed(0).padStart(6)} req/s   p99 ${String(x.p99).padStart(4)} ms   2xx ${x.ok}   other ${x.other}\n`;
  process.stdout.write(`POST /api/bot/booking, 10 connections, ${SECONDS} s each:\n`);
  process.stdout.write(line('no seasons or restrictions', before));
  process.stdout.write(line(`${SEASONS} seasons, ${RESTRICTIONS} restrictions`, after));
  if (before.other > 0 || after.other > 0) {
    process.stdout.write('some bookings were refused\n');
    process.exitCode = 1;
  }
  process.stdout.write(
    `load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
