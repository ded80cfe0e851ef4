#!/usr/bin/env node
/**
 * The staff loop's latency: starts the booking server as `npm run server` does (its own
 * process, a temporary SQLite store, default long polling of 25 s) against a fake Telegram Bot
 * API on 127.0.0.1 (scripts/fakes/, the one the server tests use, which holds getUpdates like
 * Telegram), books BENCH_PRESSES requests, then presses Confirm on each in turn and measures
 * from the press to
 *   (a) the guest's "confirmed" email queued (its outbox row exists), and
 *   (b) GET /api/bookings/{id} answering `confirmed`.
 * Prints median, p90 and max of both. Aim: under 1 s.
 *
 *   npm run bench:staff-press   (BENCH_PRESSES=20)
 *   BENCH_SMOKE=1 npm run bench:staff-press   (smoke: 2 presses)
 */
'use strict';

require('ts-node/register/transpile-only');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const Sqlite = require('better-sqlite3');
const { startFakeBotApi } = require('../scripts/fakes/telegramBotApi.ts');
const { hotelDate, startApiServer } = require('./apiServer');

// Smoke mode (npm test): the same code path in seconds; its figures mean nothing.
const SMOKE = process.env.BENCH_SMOKE === '1';
const PRESSES = Number(process.env.BENCH_PRESSES || (SMOKE ? 2 : 20));
const CHAT = -100200300;
const AIM_MS = 1000;

async function until(check, label, ms = 15_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out: ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

function startServer(dataDir, botUrl) {
  return startApiServer({
    DATA_DIR: dataDir,
    TELEGRAM_BOT_TOKEN: '123456:bench',
    TELEGRAM_CHAT_ID: String(CHAT),
    TELEGRAM_API_BASE: botUrl,
  });
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-press-'));
  const bot = await startFakeBotApi();
  const server = await startServer(dataDir, bot.url);
  const db = new Sqlite(path.join(dataDir, 'bookings.sqlite'), { readonly: true, fileMustExist: true });
  const queued = [];
  const confirmed = [];
  try {
    const bookings = [];
    for (let i = 0; i < PRESSES; i += 1) {
      // Each request its own stay: confirming takes a unit, and room 1 has only a few of them.
      const checkin = hotelDate(20 + 2 * i);
      const body = {
        roomId: 1,
        roomTitle: 'Standard Single Room',
        guestName: 'Bench Guest',
        phone: '+998901234567',
        email: `guest${i}@example.org`,
        nationality: 'UZ',
        checkin,
        checkout: hotelDate(22 + 2 * i),
        nights: 2,
        guests: 1,
        totalPrice: 800000,
        lang: 'ru',
        website: '',
      };
      const response = await fetch(`${server.url}/api/bot/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      bookings.push(await response.json());
    }
    const messageIds = await until(
      () => {
        const rows = db.prepare('select id, staff_message_id from bookings').all();
        return rows.length === PRESSES && rows.every((r) => r.staff_message_id)
          ? new Map(rows.map((r) => [r.id, Number(r.staff_message_id)]))
          : undefined;
      },
      'staff messages sent',
      60_000,
    );
    // The poller holds a long poll now: a press arrives the way Telegram would deliver it.
    await until(() => bot.of('getUpdates').length > 0, 'polling');
    const hasDecisionRow = db.prepare("select 1 from outbox where booking_id = ? and kind = 'decision'");
    for (const { id, statusToken } of bookings) {
      const pressed = performance.now();
      bot.press({ data: `confirm:${id}`, chatId: CHAT, fromId: 501, messageId: messageIds.get(id) });
      await until(() => hasDecisionRow.get(id), 'decision email queued');
      queued.push(performance.now() - pressed);
      await until(
        async () =>
          (await (await fetch(`${server.url}/api/bookings/${id}?token=${statusToken}`)).json()).status === 'confirmed',
        'status confirmed',
      );
      confirmed.push(performance.now() - pressed);
    }
  } finally {
    db.close();
    server.stop();
    await bot.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (SMOKE) console.log('smoke mode: figures not meaningful');
  console.log(`staff press → guest email queued (${PRESSES} presses): ${stats(queued)}`);
  console.log(`staff press → status answers confirmed:          ${stats(confirmed)}`);
  const worst = Math.max(...confirmed);
  console.log(
    worst < AIM_MS
      ? `aim met: every press under ${AIM_MS} ms`
      : `aim missed: worst ${worst.toFixed(0)} ms (aim ${AIM_MS} ms)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
