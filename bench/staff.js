#!/usr/bin/env node
/**
 * The staff console over a big store: starts the booking server as `npm run server` does
 * (temporary SQLite store), stores BENCH_BOOKINGS requests straight into it (a year of stays over
 * every room kind and status, names in Latin, Uzbek and Cyrillic letters), invites an owner with
 * `npm run staff -- invite`, signs in with the printed address, and times the console's calls:
 * the list (newest, by status and dates, a name search, a phone search), the calendar (30 and 62
 * nights), today and a month's CSV export. Prints the median and the slowest of BENCH_RUNS runs.
 *
 *   npm run bench:staff   (BENCH_BOOKINGS=100000, BENCH_RUNS=9)
 *   BENCH_SMOKE=1 npm run bench:staff   (smoke: 2,000 requests, 2 runs)
 * Exit 1 when a call does not answer 200.
 */
'use strict';

const { randomUUID } = require('node:crypto');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const Sqlite = require('better-sqlite3');
const { startApiServer, hotelDate, hotelDateAt, benchReference } = require('./apiServer');

const SMOKE = process.env.BENCH_SMOKE === '1';
const BOOKINGS = Number(process.env.BENCH_BOOKINGS || (SMOKE ? 2_000 : 100_000));
const RUNS = Number(process.env.BENCH_RUNS || (SMOKE ? 2 : 9));
const ORIGIN = 'https://bench.example';
const ROOT = path.resolve(__dirname, '..');
const STATUSES = [
  'received',
  'confirmed',
  'confirmed',
  'confirmed',
  'declined',
  'cancelled',
  'checked_out',
  'checked_in',
  'no_show',
];
const NAMES = [
  'Aziz Karimov',
  'Oʻgʻiloy Toʻxtayeva',
  'Иван Петров',
  'Ольга Смирнова',
  'Anna Schmidt',
  'Gʻayrat Qodirov',
];
/** Stores BOOKINGS requests: check-ins from 200 days ago to 165 days ahead, newest created last. */
function fill(dataDir) {
  const db = new Sqlite(path.join(dataDir, 'bookings.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const insert = db.prepare(
      `insert into bookings (id, reference, ics_sequence, created_at, status, room_id, room_title, guest_name, phone, email, nationality, nationality_code,
        checkin, checkout, nights, guests, units, total_price, lang, source)
       values (?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, ?, ?, ?)`,
    );
    const start = Date.now() - 365 * 86_400_000;
    db.transaction(() => {
      for (let i = 0; i < BOOKINGS; i += 1) {
        const checkin = hotelDateAt(-200 + (i % 365));
        const nights = 1 + (i % 4);
        const checkout = hotelDateAt(-200 + (i % 365) + nights);
        const room = 1 + (i % 6);
        insert.run(
          randomUUID(),
          benchReference(i),
          new Date(start + Math.floor((i / BOOKINGS) * 365 * 86_400_000)).toISOString(),
          STATUSES[i % STATUSES.length],
          room,
          String(room),
          `${NAMES[i % NAMES.length]} ${i}`,
          `+9989${String(10_000_000 + i).padStart(8, '0')}`,
          i % 3 === 0 ? null : `guest${i}@example.org`,
          i % 2 === 0 ? 'UZ' : 'DE',
          i % 2 === 0 ? 'UZ' : 'DE',
          checkin,
          checkout,
          nights,
          nights * 400_000,
          ['uz', 'ru', 'en'][i % 3],
          ['site', 'site', 'phone', 'desk'][i % 4],
        );
      }
    })();
  } finally {
    db.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-bench-staff-'));
  const env = { DATA_DIR: dataDir, SITE_ORIGIN: ORIGIN };
  let server = await startApiServer(env);
  server.stop();
  await new Promise((resolve) => server.child.once('exit', resolve));
  const filling = Date.now();
  fill(dataDir);
  console.log(`stored ${BOOKINGS.toLocaleString('en')} requests in ${((Date.now() - filling) / 1000).toFixed(1)} s`);
  const printed = execFileSync(
    process.execPath,
    [
      '-r',
      'ts-node/register/transpile-only',
      'server/cli/staff.ts',
      'invite',
      'Bench Owner',
      '--role',
      'owner',
      '--lang',
      'ru',
    ],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    },
  )
    .toString()
    .trim()
    .split('\n');
  const token = printed.at(-1).split('#')[1];
  server = await startApiServer(env);
  let failed = false;
  try {
    const signIn = await fetch(`${server.url}/api/staff/sign-in/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ token }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
    const cookie = signIn.headers.get('set-cookie').split(';')[0];
    const today = hotelDate(0);
    const calls = [
      ['list, newest 200', '/api/staff/bookings'],
      ['list, confirmed this month', `/api/staff/bookings?status=confirmed&from=${today}&to=${hotelDate(30)}`],
      ['list, name search (Cyrillic)', `/api/staff/bookings?q=${encodeURIComponent('петров')}`],
      ['list, phone search', '/api/staff/bookings?q=100001'],
      ['list, a calendar night', `/api/staff/bookings?night=${hotelDate(3)}&roomId=1`],
      ['calendar, 30 nights', `/api/staff/calendar?from=${today}&days=30`],
      ['calendar, 62 nights', `/api/staff/calendar?from=${today}&days=62`],
      ['today', '/api/staff/today'],
      ['export, a month (CSV)', `/api/staff/export.csv?from=${today}&to=${hotelDate(31)}`],
    ];
    console.log(
      `console calls over ${BOOKINGS.toLocaleString('en')} stored requests, ${RUNS} runs each (median / slowest ms):`,
    );
    for (const [label, route] of calls) {
      const times = [];
      let size = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = process.hrtime.bigint();
        const answer = await fetch(`${server.url}${route}`, { headers: { cookie } });
        const text = await answer.text();
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        size = text.length;
        if (answer.status !== 200) {
          failed = true;
          console.error(`${label}: ${answer.status} ${text.slice(0, 200)}`);
        }
      }
      console.log(
        `  ${label.padEnd(32)} ${median(times).toFixed(1).padStart(8)} / ${Math.max(...times)
          .toFixed(1)
          .padStart(8)}   (${(size / 1024).toFixed(1)} KiB)`,
      );
    }
  } finally {
    server.stop();
    await new Promise((resolve) => server.child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
