/**
 * The notification outbox: Telegram's 429 retry_after, SMTP down then up across a restart,
 * unconfigured channels recorded as skipped, and the back-off schedule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { backoffDelay } from '../../server/notify/outbox';
import { HOTEL } from '../../src/shared/hotel';
import { BACKENDS, baseEnv, decodeMail, freePort, post, startApp, startFakeTelegram, startSmtp, validBooking, waitFor } from './helpers';

// Real sockets, processes and retries: more time than jest's default 5 s, never a timing assertion.
jest.setTimeout(30_000);

const BOOK = '/api/bot/booking';

describe.each(BACKENDS)('outbox on $name', (backend) => {
  it('delivers a Telegram message exactly once after a 429, waiting retry_after', async () => {
    const telegram = await startFakeTelegram((n) =>
      n === 0
        ? { status: 429, body: { ok: false, error_code: 429, description: 'Too Many Requests: retry after 1', parameters: { retry_after: 1 } } }
        : { status: 200, body: { ok: true, result: { message_id: 77 } } },
    );
    const store = await backend.create();
    const server = await startApp(
      baseEnv({ ...store.env, TELEGRAM_BOT_TOKEN: '42:abc', TELEGRAM_CHAT_ID: '-1001', TELEGRAM_API_BASE: telegram.url }),
    );
    try {
      const booked = await post(server.url, BOOK, validBooking());
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
      // Nothing more is sent afterwards.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(telegram.calls).toHaveLength(2);
    } finally {
      await server.close();
      await telegram.close();
      await store.drop();
    }
  });

  it('delivers emails after a restart once SMTP is back', async () => {
    const smtpPort = await freePort();
    const store = await backend.create();
    const env = baseEnv({ ...store.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true` });

    const first = await startApp(env);
    let bookingId = '';
    try {
      const booked = await post(first.url, BOOK, validBooking({ email: 'guest@example.org' }));
      expect(booked.status).toBe(201);
      bookingId = booked.body.id;
      const failed = await waitFor(async () => {
        const rows = await first.app.store.selectFrom('outbox').selectAll().where('booking_id', '=', bookingId).where('channel', '=', 'email').execute();
        return rows.length === 2 && rows.every((r) => r.attempts >= 1) ? rows : undefined;
      }, 10_000, 'failed email attempts');
      expect(failed.every((r) => r.status === 'pending' && (r.last_error ?? '').startsWith('SMTP'))).toBe(true);
    } finally {
      await first.close();
    }

    const smtp = await startSmtp(smtpPort);
    const second = await startApp(env);
    try {
      const rows = await waitFor(async () => {
        const found = await second.app.store.selectFrom('outbox').selectAll().where('booking_id', '=', bookingId).where('channel', '=', 'email').execute();
        return found.every((r) => r.status === 'sent') ? found : undefined;
      }, 15_000, 'emails after restart');
      expect(rows).toHaveLength(2);
      const forBooking = smtp.messages.filter((m) => decodeMail(m.raw).text.includes(bookingId));
      expect(forBooking.map((m) => m.to[0]).sort()).toEqual(['guest@example.org', 'hotel@example.com']);
    } finally {
      await second.close();
      await smtp.close();
      await store.drop();
    }
  });

  it('with HOTEL_EMAIL unset, files the staff email to the address the site shows, writes .eml files without SMTP and skips Telegram', async () => {
    const store = await backend.create();
    const server = await startApp(baseEnv({ ...store.env, HOTEL_EMAIL: undefined }));
    try {
      const booked = await post(server.url, BOOK, validBooking({ email: 'eml@example.org', lang: 'uz' }));
      const id: string = booked.body.id;
      const rows = await waitFor(async () => {
        const found = await server.app.store.selectFrom('outbox').selectAll().where('booking_id', '=', id).orderBy('channel').orderBy('kind').execute();
        return found.length === 3 && found.every((r) => r.status !== 'pending') ? found : undefined;
      }, 10_000, 'skipped notifications');
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
      expect(decodeMail(fs.readFileSync(path.join(store.dataDir, 'outbox', `${id}-staff.eml`), 'utf8')).headers.to).toBe(HOTEL.emails.booking);
      // The site's email call names that address: answered, not refused; a stranger still is.
      const body = validBooking({ email: 'eml@example.org', lang: 'uz' });
      const hotel = await post(server.url, '/api/booking/email', { ...body, toEmail: HOTEL.emails.booking, bookingId: id });
      expect(hotel.status).toBe(200);
      expect(hotel.body).toEqual({ id, status: 'skipped' });
      const stranger = await post(server.url, '/api/booking/email', { ...body, toEmail: 'someone@example.net', bookingId: id });
      expect(stranger.status).toBe(422);
      expect(stranger.body.error.code).toBe('recipient_not_allowed');
      const eml = fs.readFileSync(path.join(store.dataDir, 'outbox', `${id}-guest.eml`), 'utf8');
      const mail = decodeMail(eml);
      expect(mail.headers.to).toBe('eml@example.org');
      expect(mail.text).toContain(`Soʻrov raqami: ${id}`);
      expect(mail.text).toContain('Jami: 800');
    } finally {
      await server.close();
      await store.drop();
    }
  });
});

describe('back-off', () => {
  it('doubles from the base delay up to the cap', () => {
    const options = { baseDelayMs: 1000, maxDelayMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelay(n, options))).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    expect(backoffDelay(500, options)).toBe(60_000);
  });
});
