/**
 * The notification outbox: Telegram's 429 retry_after, SMTP down then up across a restart,
 * unconfigured channels recorded as skipped, and the back-off schedule. Mail and Telegram on
 * 127.0.0.1; the app called in-process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { backoffDelay } from '../../server/notify/outbox';
import { makeTelegramDue } from '../../server/notify/outboxRecord';
import { enqueue } from '../../server/notify/outboxRows';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { HOTEL } from '../../src/domain/hotel';
import { BOOK, EMAIL, injectApp, outboxIdle, validBooking, waitFor } from './support/app';
import { decodeMail, freePort, smtpUrl, startSmtp } from './support/smtp';
import { BACKENDS, outboxRows } from './support/store';
import { sent, startFakeTelegram, tooManyRequests } from './support/telegram';

const emailRows = <T extends { channel: string }>(rows: T[]): T[] => rows.filter((r) => r.channel === 'email');

describe.each(BACKENDS)('outbox on $name', (backend) => {
  it('delivers a Telegram message exactly once after a 429, waiting retry_after', async () => {
    const telegram = await startFakeTelegram((_call, n) => (n === 0 ? tooManyRequests(1) : sent(77)));
    const server = await injectApp(telegram.env, { backend });
    try {
      const booked = await server.post(BOOK, validBooking());
      expect(booked.status).toBe(201);
      const row = await waitFor(
        () =>
          server.app.store
            .selectFrom('outbox')
            .selectAll()
            .where('booking_id', '=', booked.body.id)
            .where('channel', '=', 'telegram')
            .where('status', '=', 'sent')
            .executeTakeFirst(),
        10_000,
        'Telegram delivery',
      );
      expect(row.attempts).toBe(2);
      expect(row.last_error).toContain('429');
      expect(row.detail).toBe('telegram message 77');
      // The retry came no earlier than retry_after (the test back-off alone would be 150 ms).
      expect(telegram.calls).toHaveLength(2);
      expect(telegram.calls[1]!.at - telegram.calls[0]!.at).toBeGreaterThanOrEqual(1000);
      // Nothing more is sent afterwards: the outbox is idle and the calls are still two.
      await outboxIdle(server.app);
      expect(telegram.calls).toHaveLength(2);
    } finally {
      await server.close();
      await telegram.close();
    }
  });

  it('delivers emails after a restart once SMTP is back', async () => {
    const smtpPort = await freePort();
    const store = await backend.create();
    const env = { ...store.env, SMTP_URL: smtpUrl(smtpPort) };

    const first = await injectApp(env);
    let bookingId = '';
    let reference = '';
    try {
      const booked = await first.post(BOOK, validBooking({ email: 'guest@example.org' }));
      expect(booked.status).toBe(201);
      bookingId = booked.body.id;
      reference = booked.body.reference;
      const failed = await waitFor(
        async () => {
          const rows = emailRows(await outboxRows(first.app.store, bookingId));
          return rows.length === 2 && rows.every((r) => r.attempts >= 1) ? rows : undefined;
        },
        10_000,
        'failed email attempts',
      );
      expect(failed.every((r) => r.status === 'pending' && (r.last_error ?? '').startsWith('SMTP'))).toBe(true);
    } finally {
      await first.close();
    }

    const smtp = await startSmtp({ port: smtpPort });
    const second = await injectApp(env);
    try {
      const rows = await waitFor(
        async () => {
          const found = emailRows(await outboxRows(second.app.store, bookingId));
          return found.every((r) => r.status === 'sent') ? found : undefined;
        },
        15_000,
        'emails after restart',
      );
      expect(rows).toHaveLength(2);
      const forBooking = smtp.messages.filter((m) => decodeMail(m.raw).text.includes(reference));
      expect(forBooking.map((m) => m.to[0]).sort()).toEqual(['guest@example.org', 'hotel@example.com']);
    } finally {
      await second.close();
      await smtp.close();
      await store.drop();
    }
  });

  it('with HOTEL_EMAIL unset, files the staff email to the address the site shows, writes .eml files without SMTP and skips Telegram', async () => {
    const server = await injectApp({ HOTEL_EMAIL: undefined }, { backend });
    const dataDir = server.env.DATA_DIR!;
    try {
      const booked = await server.post(BOOK, validBooking({ email: 'eml@example.org', lang: 'uz' }));
      const id: string = booked.body.id;
      const reference: string = booked.body.reference;
      const rows = await waitFor(
        async () => {
          const found = await outboxRows(server.app.store, id);
          return found.length === 3 && found.every((r) => r.status !== 'pending') ? found : undefined;
        },
        10_000,
        'skipped notifications',
      );
      expect(rows.map((r) => [r.channel, r.kind, r.status])).toEqual([
        ['email', 'guest', 'skipped'],
        ['email', 'staff', 'skipped'],
        ['telegram', 'staff', 'skipped'],
      ]);
      expect(rows.some((r) => r.status === 'sent')).toBe(false);
      expect(rows[0]!.detail).toBe(`SMTP_URL not set; written to outbox/${id}-guest.eml`);
      expect(rows[1]!.detail).toBe(`SMTP_URL not set; written to outbox/${id}-staff.eml`);
      expect(rows[1]!.recipient).toBe(HOTEL.emails.booking);
      expect(rows[2]!.detail).toContain('Telegram not configured');
      expect(decodeMail(fs.readFileSync(path.join(dataDir, 'outbox', `${id}-staff.eml`), 'utf8')).headers.to).toBe(
        HOTEL.emails.booking,
      );
      // The site's email call names that address: answered, not refused; a stranger still is.
      const body = validBooking({ email: 'eml@example.org', lang: 'uz' });
      const hotel = await server.post(EMAIL, { ...body, toEmail: HOTEL.emails.booking, bookingId: id });
      expect(hotel.status).toBe(200);
      expect(hotel.body).toEqual({ id, status: 'skipped' });
      const stranger = await server.post(EMAIL, { ...body, toEmail: 'someone@example.net', bookingId: id });
      expect(stranger.status).toBe(422);
      expect(stranger.body.error.code).toBe('recipient_not_allowed');
      const eml = fs.readFileSync(path.join(dataDir, 'outbox', `${id}-guest.eml`), 'utf8');
      const mail = decodeMail(eml);
      expect(mail.headers.to).toBe('eml@example.org');
      expect(mail.text).toContain(`Soʻrov raqami: ${reference}`);
      // The file is the message as it goes on the wire: CRLF line ends only.
      expect(eml).not.toMatch(/(^|[^\r])\n/);
      expect(mail.text).toContain('Jami: 800');
    } finally {
      await server.close();
    }
  });
});

describe.each(BACKENDS)('Telegram back after an outage on $name', (backend) => {
  it('makes due the messages waiting out a back-off, never one queued for its own later time', async () => {
    const server = await injectApp({}, { backend });
    try {
      const store = server.app.store;
      const [backedOff, reminded] = await Promise.all(
        [20, 30].map(async (days) => {
          const checkin = addDays(todayInHotel(), days);
          const made = await server.post(BOOK, validBooking({ checkin, checkout: addDays(checkin, 2) }));
          expect(made.status).toBe(201);
          return made.body.id as string;
        }),
      );
      const now = new Date();
      const later = new Date(now.getTime() + 9 * 86_400_000);
      await store.transaction().execute(async (trx) => {
        for (const id of [backedOff!, reminded!])
          await enqueue(trx, id, [{ channel: 'telegram', kind: 'reminder', recipient: '7' }], later);
      });
      // The first was tried and failed (its back-off runs to `later`); the other was never tried.
      await store
        .updateTable('outbox')
        .set({ attempts: 1 })
        .where('booking_id', '=', backedOff!)
        .where('channel', '=', 'telegram')
        .execute();

      expect(await makeTelegramDue(store, now)).toBe(1);
      const dueAt = async (id: string) =>
        (
          await store
            .selectFrom('outbox')
            .select('next_attempt_at')
            .where('booking_id', '=', id)
            .where('channel', '=', 'telegram')
            .executeTakeFirstOrThrow()
        ).next_attempt_at;
      expect(await dueAt(backedOff!)).toBe(now.toISOString());
      expect(await dueAt(reminded!)).toBe(later.toISOString());
    } finally {
      await server.close();
    }
  });
});

describe('back-off', () => {
  it('doubles from the base delay up to the cap', () => {
    const options = { baseDelayMs: 1000, maxDelayMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelay(n, options))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
    expect(backoffDelay(500, options)).toBe(60_000);
  });
});
