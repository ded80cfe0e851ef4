/**
 * The booking server as the benchmarks start it: its own process, exactly as `npm run server`
 * runs it, on 127.0.0.1 with a free port and the given environment. Resolves with its URL once it
 * listens; its logs are drained (a full pipe would stall it).
 */
'use strict';

const { spawn } = require('node:child_process');
const path = require('node:path');
const Sqlite = require('better-sqlite3');

const ROOT = path.resolve(__dirname, '..');

function startApiServer(env) {
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'server/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error('server did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${seen ?? ''}`)));
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.stdout.on('data', (chunk) => {
      if (seen === null) return;
      seen += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (match) {
        seen = null;
        clearTimeout(timer);
        resolve({ child, url: match[1], stop: () => child.kill('SIGTERM') });
      }
    });
  });
}

/** YYYY-MM-DD of today plus `days` in Asia/Tashkent (the hotel's calendar). */
function hotelDate(days) {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tashkent',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The request body the API benchmarks book with: the Deluxe double (room 6) for three nights a
 * month ahead, a foreign guest at its price; `name` and `email` make each one distinct.
 */
function benchBooking({ name = 'Bench Guest', email = 'bench.guest@example.org' } = {}) {
  return JSON.stringify({
    roomId: 6,
    roomTitle: 'Deluxe double',
    guestName: name,
    phone: '+998901234567',
    email,
    nationality: 'DE',
    checkin: hotelDate(30),
    checkout: hotelDate(33),
    nights: 3,
    guests: 2,
    totalPrice: 3 * 1150000,
    lang: 'en',
    website: '',
  });
}

/**
 * Waits until the server's outbox worker has handled every notification queued so far, and
 * returns the seconds that took. A guest email a budget holds back for a later hour (its detail
 * says "held until …", as the health check's `held`) is handled: it waits by design.
 */
async function drainOutbox(dataDir) {
  const started = Date.now();
  const db = new Sqlite(path.join(dataDir, 'bookings.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const pending = db.prepare(
      "select count(*) as n from outbox where status = 'pending' and coalesce(detail, '') not like 'held until %'",
    );
    while (pending.get().n > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    db.close();
  }
  return (Date.now() - started) / 1000;
}

const remembered = new Map();
/** hotelDate, remembered: Intl's formatting is the slow part of storing many stays. */
function hotelDateAt(days) {
  if (!remembered.has(days)) remembered.set(days, hotelDate(days));
  return remembered.get(days);
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** The n-th request reference (`GH-` and six of the references' letters), distinct for each n. */
function benchReference(n) {
  let code = '';
  for (let i = 0, v = n; i < 6; i += 1, v = Math.floor(v / 32)) code += REFERENCE_ALPHABET[v % 32];
  return `GH-${code}`;
}

module.exports = { startApiServer, hotelDate, hotelDateAt, benchReference, benchBooking, drainOutbox };
