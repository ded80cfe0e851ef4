/**
 * The server is no spam cannon: guest emails have a ceiling per hour in all and per address, and
 * a booking over it is still stored and the staff still told. Real SQLite, a real SMTP server on
 * 127.0.0.1, the app called in-process.
 */
import { requiresStartTls } from '../../server/notify/email';
import { BOOK, EMAIL, injectApp, validBooking, waitFor } from './support/app';
import type { TestApp } from './support/app';
import { startSmtp } from './support/smtp';
import type { SmtpFixture } from './support/smtp';

jest.setTimeout(30_000);

describe('guest email ceilings', () => {
  let smtp: SmtpFixture;
  let server: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await injectApp({ SMTP_URL: smtp.url, GUEST_EMAILS_PER_HOUR: '2' });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('sends at most one an hour to an address and GUEST_EMAILS_PER_HOUR in all; every booking is stored and its staff email sent', async () => {
    const emails = ['first@example.org', 'FIRST@example.org', 'second@example.org', 'third@example.org'];
    const ids: string[] = [];
    for (const email of emails) {
      const answer = await server.post(BOOK, validBooking({ email }));
      expect(answer.status).toBe(201);
      ids.push(answer.body.id);
    }
    const rows = await waitFor(async () => {
      const found = await server.app.store.selectFrom('outbox').selectAll().where('channel', '=', 'email').execute();
      return found.length === 8 && found.every((r) => r.status === 'sent' || r.status === 'skipped') ? found : undefined;
    }, 10_000, 'every email settled');
    const guest = (id: string) => rows.find((r) => r.booking_id === id && r.kind === 'guest')!;
    expect(ids.map((id) => guest(id).status)).toEqual(['sent', 'skipped', 'sent', 'skipped']);
    expect(guest(ids[1]!).detail).toBe('guest email limit: one an hour to this address');
    expect(guest(ids[3]!).detail).toBe('guest email limit: 2 an hour in all');
    expect(rows.filter((r) => r.kind === 'staff').every((r) => r.status === 'sent')).toBe(true);
    expect(smtp.messages.filter((m) => m.to.includes('hotel@example.com'))).toHaveLength(4);
    expect(smtp.messages.filter((m) => !m.to.includes('hotel@example.com')).map((m) => m.to[0])).toEqual(['first@example.org', 'second@example.org']);

    // The site's email call for a booking over the ceiling answers with that state, sending nothing.
    const body = validBooking({ email: 'third@example.org' });
    const call = await server.post(EMAIL, { ...body, toEmail: 'third@example.org', bookingId: ids[3] });
    expect(call.body).toEqual({ id: ids[3], status: 'skipped' });
  });
});

describe('SMTP', () => {
  it('plain smtp:// requires STARTTLS unless the URL opts out; smtps:// is TLS already', () => {
    expect(requiresStartTls('smtp://user:pass@mail.hotel.uz:587')).toBe(true);
    expect(requiresStartTls('smtp://127.0.0.1:2525?ignoreTLS=true')).toBe(false);
    expect(requiresStartTls('smtp://127.0.0.1:2525?requireTLS=false')).toBe(false);
    expect(requiresStartTls('smtps://user:pass@mail.hotel.uz:465')).toBe(false);
  });

  it('refuses to send over a server that offers no STARTTLS when the URL does not opt out', async () => {
    const smtp = await startSmtp();
    const server = await injectApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const answer = await server.post(BOOK, validBooking({ email: 'tls@example.org' }));
      expect(answer.status).toBe(201);
      await waitFor(async () => {
        const rows = await server.app.store.selectFrom('outbox').selectAll().where('booking_id', '=', answer.body.id).where('channel', '=', 'email').execute();
        return rows.length === 2 && rows.every((r) => r.attempts > 0 || r.last_error) ? rows : undefined;
      }, 15_000, 'attempted emails');
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
