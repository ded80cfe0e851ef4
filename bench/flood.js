#!/usr/bin/env node
/**
 * A flood while a guest books: starts the booking server the way `npm start` does (its own
 * process, default configuration, a temporary SQLite store) with one addition, a staff chat on a
 * fake Telegram Bot API on 127.0.0.1 (scripts/fakes/), so the messages the staff would read can
 * be counted. Then BENCH_ADDRESSES addresses (127.0.0.2, 127.0.0.3, …), starting one after the
 * other over 50 s, flood the booking route at their own limit: valid requests with strangers'
 * email addresses, as fast as the server takes them, and one more a second once it answers 429.
 * Once all flood, a guest from another address (127.0.0.100) books as the dialog does (the
 * booking call, then the email call).
 *
 * Prints the guest's answers and their latency, when the staff chat first showed the guest's
 * request, the busiest staff-chat minute (messages sent to the fake in any 60 s window), and what
 * the flood got stored and mailed. Aims: the guest gets 201, the staff see the request within
 * 2 minutes, the chat never gets more than 20 messages in a minute.
 *
 * Then the guest's email under a flood of email (issue 49): a fresh server, again the default
 * configuration but with SMTP_URL on a fake SMTP server on 127.0.0.1, takes 30 bookings from 10
 * addresses (127.0.0.2–11, three each: the hour's GUEST_EMAILS_PER_HOUR), their emails go out,
 * then a real guest books from an 11th address (127.0.0.100). Prints the time from the guest's
 * 201 until the fake SMTP server holds the guest's "received" email. Aim: within 10 s (before,
 * it waited for the next clock hour).
 *
 *   npm run bench:flood   (BENCH_ADDRESSES=6, BENCH_SECONDS=130 of flood; BENCH_SMOKE=1: a few seconds)
 *
 * Exit 1 when the guest's request never reaches the staff chat or its email never reaches the SMTP
 * server (in smoke mode too: the bench once looked for the request by a text the chat no longer
 * showed, and said AIMS MISSED on every run unnoticed), and when an aim is missed with BENCH_STRICT=1.
 */
'use strict';

require('ts-node/register/transpile-only');
const { randomUUID } = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const Sqlite = require('better-sqlite3');
const { startFakeBotApi } = require('../scripts/fakes/telegramBotApi.ts');
const { ROOMS } = require('../src/domain/rooms.ts');
const { totalPrice } = require('../src/domain/pricing.ts');
const { HOTEL } = require('../src/domain/hotel.ts');
const { drainOutbox, hotelDate, startApiServer } = require('./apiServer');
const { startSmtp } = require('../scripts/fakes/smtp.ts');

const SMOKE = process.env.BENCH_SMOKE === '1';
const ADDRESSES = Number(process.env.BENCH_ADDRESSES || (SMOKE ? 2 : 6));
const FLOOD_MS = 1000 * Number(process.env.BENCH_SECONDS || (SMOKE ? 3 : 130));
/**
 * The flooders start one after the other over this time, so their minutes (and bursts) are spread
 * and new requests keep arriving; the guest books once all of them are at their limit.
 */
const STAGGER_MS = SMOKE ? 600 : 50_000;
const GUEST_AT_MS = SMOKE ? 1500 : 55_000;
/**
 * Longest the bench waits, after the flood, for the staff chat to show the guest's request: in smoke
 * mode too, long enough for the next summary (10 s apart) and its follow-up, so its aims are judged.
 */
const TOLD_WAIT_MS = SMOKE ? 20_000 : 150_000;
const CHAT = -100200300;
const GUEST_ADDRESS = '127.0.0.100';
const AIM_TOLD_MS = 120_000;
const AIM_PER_MINUTE = 20;
/** The email flood: this many addresses, this many bookings each (30 in all: the hour's default budget). */
const EMAIL_FLOODERS = 10;
const EMAIL_ROUNDS = 3;
/** Longest the bench waits for the guest's email at the SMTP fake. */
const EMAIL_WAIT_MS = 60_000;
const AIM_EMAIL_MS = 10_000;

/** A valid request body for room `roomId`, `nights` nights from `offset` days ahead. */
function bookingBody(roomId, offset, overrides) {
  const room = ROOMS.find((r) => r.id === roomId);
  const nationality = overrides.nationality ?? 'UZ';
  return {
    roomId,
    roomTitle: 'Room',
    guestName: 'Flood Bot',
    phone: '+998901234567',
    email: null,
    nationality,
    checkin: hotelDate(offset),
    checkout: hotelDate(offset + 2),
    nights: 2,
    guests: 1,
    totalPrice: totalPrice(room, nationality, 2),
    lang: 'en',
    website: '',
    ...overrides,
  };
}

/** POSTs JSON from `agent` (its local address) and resolves with the status, body and latency. */
function post(origin, agent, route, body, headers = {}) {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      `${origin}${route}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
        timeout: 30_000,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          let parsed = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON
          }
          resolve({
            status: response.statusCode,
            body: parsed,
            retryAfter: response.headers['retry-after'],
            ms: performance.now() - started,
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      resolve({ status: 0, body: { error: error.message }, ms: performance.now() - started }),
    );
    request.end(payload);
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One flooding address until `until`: requests back to back while they are stored, then one a
 * second while it is refused (a new minute of its limit starts storing again). Bounded in time
 * and in count.
 */
async function flood(origin, n, until, tally) {
  await pause((n * STAGGER_MS) / ADDRESSES);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: `127.0.0.${n + 2}` });
  const maxRequests = Math.ceil(FLOOD_MS / 1000) * 30;
  try {
    for (let i = 0; i < maxRequests && Date.now() < until; i += 1) {
      const roomId = (i % 6) + 1;
      // Strangers' addresses at a handful of domains: what a spammer would make the hotel write to.
      const email = `victim${n}x${i}@stranger${i % 4}.example`;
      const answer = await post(
        origin,
        agent,
        '/api/bot/booking',
        bookingBody(roomId, 20 + (i % 60), {
          email,
          phone: `+99890123${String(4500 + n).padStart(4, '0')}`,
          guestName: `Flood Bot ${String.fromCharCode(65 + n)}`,
        }),
      );
      tally.sent += 1;
      tally.byStatus[answer.status] = (tally.byStatus[answer.status] ?? 0) + 1;
      if (answer.status !== 201) await pause(1000);
    }
  } finally {
    agent.destroy();
  }
}

/** The guest books like the dialog: the booking call with an Idempotency-Key, then the email call to the hotel. */
async function guestBooks(origin) {
  const agent = new http.Agent({ keepAlive: true, localAddress: GUEST_ADDRESS });
  try {
    const body = bookingBody(4, 14, {
      guestName: 'Anna Schmidt',
      phone: '+4915123456789',
      email: 'anna.schmidt@example.de',
      nationality: 'DE',
      lang: 'en',
    });
    const first = await post(origin, agent, '/api/bot/booking', body, { 'idempotency-key': `"${randomUUID()}"` });
    const bookedAt = Date.now();
    let second = null;
    if (first.status === 201) {
      second = await post(
        origin,
        agent,
        '/api/booking/email',
        { ...body, toEmail: HOTEL.emails.booking, bookingId: first.body.id },
        { 'idempotency-key': `"${randomUUID()}"` },
      );
    }
    return { first, second, bookedAt };
  } finally {
    agent.destroy();
  }
}

/** The most calls in any 60 s window. */
function busiestMinute(times) {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while (sorted[end] - sorted[start] >= 60_000) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

function describe(answer) {
  if (!answer) return 'not made';
  const what =
    answer.status === 201 || answer.status === 200
      ? JSON.stringify({ status: answer.body?.status })
      : JSON.stringify(answer.body?.error?.code ?? answer.body);
  return `${answer.status} ${what}${answer.retryAfter ? ` retry-after ${answer.retryAfter}` : ''} in ${answer.ms.toFixed(0)} ms`;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-flood-'));
  const bot = await startFakeBotApi();
  let server;
  try {
    // The default configuration, plus the staff chat on the fake (the figure this bench is about).
    server = await startApiServer({
      DATA_DIR: dataDir,
      TELEGRAM_BOT_TOKEN: '123456:bench',
      TELEGRAM_CHAT_ID: String(CHAT),
      TELEGRAM_API_BASE: bot.url,
    });
    const started = Date.now();
    const until = started + FLOOD_MS;
    const tally = { sent: 0, byStatus: {} };
    const flooders = Array.from({ length: ADDRESSES }, (_, n) => flood(server.url, n, until, tally));
    await pause(GUEST_AT_MS);
    const guest = await guestBooks(server.url);
    await Promise.all(flooders);

    // When the staff chat first showed the guest's request (its own message or a summary naming it).
    const guestId = guest.first.status === 201 ? guest.first.body.id : null;
    // The chat names a request by its reference (a flood's by its short id).
    const guestReference = guest.first.status === 201 ? guest.first.body.reference : null;
    // And when its own message with Confirm/Decline came (at once, or after a summary as a follow-up).
    let toldAt = null;
    let buttonsAt = null;
    const deadline = Date.now() + TOLD_WAIT_MS;
    while (guestId && (toldAt === null || buttonsAt === null) && Date.now() < deadline) {
      const mentions = bot.of('sendMessage').filter((c) => {
        const text = String(c.body.text ?? '');
        return text.includes(guestReference) || text.includes(guestId.slice(0, 8));
      });
      toldAt = mentions[0]?.at ?? null;
      buttonsAt = mentions.find((c) => c.body.reply_markup)?.at ?? null;
      if (toldAt === null || buttonsAt === null) await pause(250);
    }

    const sends = bot.of('sendMessage').map((c) => c.at);
    const edits = bot.of('editMessageText').map((c) => c.at);
    const db = new Sqlite(path.join(dataDir, 'bookings.sqlite'), { readonly: true, fileMustExist: true });
    let stored;
    let mail;
    let guestMail;
    try {
      stored = db.prepare('select count(*) as n from bookings').get().n;
      // Without SMTP_URL a guest email is filed as .eml (recorded as skipped with that reason); one
      // a budget holds back waits for the next hour ("guest email limit" in its detail).
      mail = db
        .prepare(
          "select case when status = 'pending' and detail like 'held until %' then 'waiting for the next hour' when status = 'skipped' and detail like 'guest email limit%' then 'skipped by a budget' when status = 'pending' then 'queued' else 'sent or filed' end as what, count(*) as n from outbox where channel = 'email' and kind = 'guest' group by what",
        )
        .all();
      guestMail = guestId
        ? db.prepare("select status, detail from outbox where booking_id = ? and kind = 'guest'").get(guestId)
        : undefined;
    } finally {
      db.close();
    }
    const told = toldAt === null ? null : Math.max(0, toldAt - guest.bookedAt);
    const buttons = buttonsAt === null ? null : Math.max(0, buttonsAt - guest.bookedAt);
    const busiest = busiestMinute(sends);
    const busiestAll = busiestMinute([...sends, ...edits]);

    console.log(
      `Flood: ${ADDRESSES} addresses for ${FLOOD_MS / 1000} s at their own limit (default configuration, staff chat on a fake Bot API)${SMOKE ? ' [smoke]' : ''}`,
    );
    console.log(
      `  flood requests: ${tally.sent} (${Object.entries(tally.byStatus)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}), bookings stored in all: ${stored}`,
    );
    console.log(`  guest booking call: ${describe(guest.first)}`);
    console.log(`  guest email call:   ${describe(guest.second)}`);
    console.log(
      `  guest's received email: ${guestMail ? `${guestMail.status}${guestMail.detail ? ` (${guestMail.detail})` : ''}` : 'none'}; guest emails in all: ${mail.map((m) => `${m.what} ${m.n}`).join(', ') || 'none'}`,
    );
    console.log(
      `  staff chat showed the guest's request: ${told === null ? 'not within the wait' : `${(told / 1000).toFixed(1)} s after the booking`}; its own message with Confirm/Decline: ${buttons === null ? 'not within the wait' : `${(buttons / 1000).toFixed(1)} s after`}`,
    );
    console.log(
      `  staff chat: ${sends.length} messages sent, ${edits.length} edits; busiest minute ${busiest} messages (${busiestAll} with edits)`,
    );
    const met = guest.first.status === 201 && told !== null && told <= AIM_TOLD_MS && busiestAll <= AIM_PER_MINUTE;
    // Never shown at all is not a slow machine but a broken bench or product: it fails in any mode.
    if (told === null) broken.push("the staff chat never showed the guest's request");
    console.log(
      met ? 'aims met' : 'AIMS MISSED (aims: guest 201, told within 2 min, at most 20 chat messages a minute)',
    );
    return met;
  } finally {
    if (server) {
      server.stop();
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    await bot.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * 30 bookings from 10 addresses (their emails sent or held), then a real guest from an 11th:
 * how long after its booking the guest's "received" email reaches the (fake) mail server.
 */
async function emailFlood() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-flood-email-'));
  const smtp = await startSmtp();
  let server;
  try {
    server = await startApiServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
    const statuses = {};
    for (let round = 0; round < EMAIL_ROUNDS; round += 1)
      for (let n = 0; n < EMAIL_FLOODERS; n += 1) {
        const agent = new http.Agent({ localAddress: `127.0.0.${n + 2}` });
        const answer = await post(
          server.url,
          agent,
          '/api/bot/booking',
          bookingBody((n % 6) + 1, 20 + round * 3, {
            // Strangers' addresses at a handful of domains, as a spammer would make the hotel write to.
            email: `victim${n}x${round}@stranger${(n + round) % 4}.example`,
            phone: `+99890123${String(4600 + n).padStart(4, '0')}`,
            guestName: `Flood Bot ${String.fromCharCode(65 + n)}`,
          }),
        );
        agent.destroy();
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    // The flood's emails go (or wait for a later hour) before the guest comes.
    await drainOutbox(dataDir);
    const floodMailed = smtp.messages.filter((m) =>
      m.to.some((to) => to.endsWith('.example') && to.startsWith('victim')),
    ).length;
    const guest = await guestBooks(server.url);
    let mailedAt = null;
    const deadline = Date.now() + EMAIL_WAIT_MS;
    while (guest.first.status === 201 && mailedAt === null && Date.now() < deadline) {
      if (smtp.messages.some((m) => m.to.includes('anna.schmidt@example.de'))) mailedAt = Date.now();
      else await pause(10);
    }
    const db = new Sqlite(path.join(dataDir, 'bookings.sqlite'), { readonly: true, fileMustExist: true });
    let held;
    try {
      held = db
        .prepare(
          "select count(*) as n from outbox where kind = 'guest' and status = 'pending' and detail like 'held until %'",
        )
        .get().n;
    } finally {
      db.close();
    }
    const ms = mailedAt === null ? null : mailedAt - guest.bookedAt;
    console.log(
      `Email flood: ${EMAIL_FLOODERS * EMAIL_ROUNDS} bookings from ${EMAIL_FLOODERS} addresses (${Object.entries(
        statuses,
      )
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}), then a guest from an 11th (default budgets, SMTP on a fake)${SMOKE ? ' [smoke]' : ''}`,
    );
    console.log(`  flood emails mailed: ${floodMailed}, waiting for a later hour: ${held}`);
    console.log(`  guest booking call: ${describe(guest.first)}`);
    console.log(
      `  guest's received email at the SMTP server: ${ms === null ? `not within ${EMAIL_WAIT_MS / 1000} s` : `${ms} ms after the booking`}`,
    );
    const met = guest.first.status === 201 && ms !== null && ms <= AIM_EMAIL_MS;
    if (ms === null) broken.push("the guest's email never reached the SMTP server");
    console.log(met ? 'aim met' : "AIM MISSED (aim: the guest's email within 10 s)");
    return met;
  } finally {
    if (server) {
      server.stop();
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What did not happen at all (not merely late): fails the bench in smoke mode too, so it cannot rot unseen. */
const broken = [];

async function mainAll() {
  const chat = await main();
  const email = await emailFlood();
  for (const what of broken) console.log(`FAILED: ${what}`);
  process.exitCode = broken.length === 0 && ((chat && email) || process.env.BENCH_STRICT !== '1') ? 0 : 1;
}

mainAll().catch((error) => {
  console.error(error);
  process.exit(1);
});
