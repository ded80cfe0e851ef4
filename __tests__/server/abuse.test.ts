/**
 * The server is no spam cannon: guest "received" emails have hourly budgets per recipient, per
 * client address, per recipient domain and in all; a booking over one is still stored and the
 * staff still told, and the staff's answers are never cut. Real SQLite, a real SMTP server on
 * 127.0.0.1, the app called in-process from several client addresses.
 */
import { decide } from '../../server/bookings/decide';
import { requiresStartTls } from '../../server/notify/email';
import { BOOK, EMAIL, injectApp, injectClient, validBooking, waitFor } from './support/app';
import type { TestApp } from './support/app';
import { startSmtp } from './support/smtp';
import type { SmtpFixture } from './support/smtp';

jest.setTimeout(30_000);

describe('guest email budgets (GUEST_EMAILS_PER_HOUR=10, to count small)', () => {
  let smtp: SmtpFixture;
  let server: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await injectApp({ SMTP_URL: smtp.url, GUEST_EMAILS_PER_HOUR: '10' });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('sends at most one an hour to an address, one (a tenth) for one client address, three (a third) to a domain and ten in all; every booking is stored and its staff email sent', async () => {
    const bookings: Array<[string, string]> = [
      ['203.0.113.1', 'a1@one.example'],
      ['203.0.113.1', 'A1@one.example'], // the same address: one an hour
      ['203.0.113.1', 'a2@two.example'], // the client's second: one an hour
      ['203.0.113.2', 'b1@one.example'],
      ['203.0.113.3', 'c1@one.example'],
      ['203.0.113.4', 'd1@one.example'], // one.example's fourth: three an hour
      ['203.0.113.5', 'e1@two.example'],
      ['203.0.113.6', 'f1@three.example'],
      ['203.0.113.7', 'g1@four.example'],
      ['203.0.113.8', 'h1@five.example'],
      ['203.0.113.9', 'i1@six.example'],
      ['203.0.113.10', 'j1@seven.example'],
      ['203.0.113.11', 'k1@eight.example'], // the tenth sent
      ['203.0.113.12', 'l1@nine.example'], // ten in all
    ];
    const ids: string[] = [];
    for (const [client, email] of bookings) {
      const answer = await injectClient(server.app, client).post(BOOK, validBooking({ email }));
      expect(answer.status).toBe(201);
      ids.push(answer.body.id);
    }
    const rows = await waitFor(
      async () => {
        const found = await server.app.store.selectFrom('outbox').selectAll().where('channel', '=', 'email').execute();
        return found.length === 2 * bookings.length && found.every((r) => r.status === 'sent' || r.status === 'skipped')
          ? found
          : undefined;
      },
      10_000,
      'every email settled',
    );
    const guest = (id: string) => rows.find((r) => r.booking_id === id && r.kind === 'guest')!;
    const refused = [1, 2, 5, 13];
    expect(ids.map((id) => guest(id).status)).toEqual(ids.map((_, i) => (refused.includes(i) ? 'skipped' : 'sent')));
    expect(guest(ids[1]!).detail).toBe('guest email limit: one an hour to this address');
    expect(guest(ids[2]!).detail).toBe('guest email limit: 1 an hour for the requests of one client address');
    expect(guest(ids[5]!).detail).toBe('guest email limit: 3 an hour to one domain');
    expect(guest(ids[13]!).detail).toBe('guest email limit: 10 an hour in all');
    expect(rows.filter((r) => r.kind === 'staff').every((r) => r.status === 'sent')).toBe(true);
    expect(smtp.messages.filter((m) => m.to.includes('hotel@example.com'))).toHaveLength(bookings.length);
    const guestsMailed = smtp.messages.filter((m) => !m.to.includes('hotel@example.com')).map((m) => m.to[0]);
    expect(guestsMailed.sort()).toEqual(
      bookings
        .filter((_, i) => !refused.includes(i))
        .map(([, email]) => email)
        .sort(),
    );

    // The site's email call for a booking over a budget answers with that state, sending nothing.
    const body = validBooking({ email: 'l1@nine.example' });
    const call = await injectClient(server.app, '203.0.113.12').post(EMAIL, {
      ...body,
      toEmail: 'l1@nine.example',
      bookingId: ids[13],
    });
    expect(call.body).toEqual({ id: ids[13], status: 'skipped' });

    // The staff's answers are never cut: with every budget spent, a confirmation and a decline go out.
    const staff = { id: 'cli:test', name: 'Dilnoza' };
    expect((await decide(server.app.transact, ids[13]!, { action: 'confirm' }, staff)).kind).toBe('decided');
    expect((await decide(server.app.transact, ids[2]!, { action: 'decline', reason: 'full' }, staff)).kind).toBe(
      'decided',
    );
    await waitFor(
      () =>
        smtp.messages.some((m) => m.to[0] === 'l1@nine.example') &&
        smtp.messages.some((m) => m.to[0] === 'a2@two.example'),
      10_000,
      'both answers mailed',
    );
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
      await waitFor(
        async () => {
          const rows = await server.app.store
            .selectFrom('outbox')
            .selectAll()
            .where('booking_id', '=', answer.body.id)
            .where('channel', '=', 'email')
            .execute();
          return rows.length === 2 && rows.every((r) => r.attempts > 0 || r.last_error) ? rows : undefined;
        },
        15_000,
        'attempted emails',
      );
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
