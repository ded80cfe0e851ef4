/**
 * The server is no spam cannon: guest "received" emails have hourly budgets per recipient, per
 * client address, per recipient domain and in all; an email over one waits for the next hour
 * (first the clients that sent fewest), a booking over one is still stored and the staff still
 * told, and the staff's answers are never held. Real SQLite, a real SMTP server on
 * 127.0.0.1, the app called in-process from several client addresses.
 */
import { decide } from '../../server/bookings/decide';
import { requiresStartTls } from '../../server/notify/email';
import { BOOK, EMAIL, FAST_OUTBOX, injectApp, injectClient, validBooking, waitFor } from './support/app';
import type { TestApp } from './support/app';
import { startSmtp } from './support/smtp';
import type { SmtpFixture } from './support/smtp';

describe('guest email budgets (GUEST_EMAILS_PER_HOUR=10, to count small)', () => {
  let smtp: SmtpFixture;
  let server: TestApp;
  const HOUR = 60 * 60 * 1000;
  /**
   * The outbox's clock, held still so that a test never crosses an hour by chance: a minute ahead
   * of the real time (the rows the test writes are due by it), moved to the next hour by the test.
   */
  let clock = 0;

  beforeEach(async () => {
    clock = Date.now() + 60_000;
    smtp = await startSmtp();
    server = await injectApp(
      { SMTP_URL: smtp.url, GUEST_EMAILS_PER_HOUR: '10' },
      { outbox: { ...FAST_OUTBOX, clock: () => new Date(clock) } },
    );
  });
  afterEach(async () => {
    await server.close();
    await smtp.close();
  });

  const emailRows = () => server.app.store.selectFrom('outbox').selectAll().where('channel', '=', 'email').execute();
  /** The email rows once none is under way or due: each sent, skipped, or waiting for a later hour. */
  const settled = (count: number) =>
    waitFor(
      async () => {
        const found = await emailRows();
        const now = new Date(clock).toISOString();
        return found.length === count &&
          found.every((r) => r.status !== 'pending' || (r.locked_until === null && r.next_attempt_at > now))
          ? found
          : undefined;
      },
      10_000,
      'every email settled',
    );

  it('sends at most one an hour to an address, one (a tenth) for one client address, three (a third) to a domain and ten in all; the rest wait for the next hour, and every booking is stored and its staff email sent', async () => {
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
    const rows = await settled(2 * bookings.length);
    const guest = (id: string) => rows.find((r) => r.booking_id === id && r.kind === 'guest')!;
    const held = [1, 2, 5, 13];
    expect(ids.map((id) => guest(id).status)).toEqual(ids.map((_, i) => (held.includes(i) ? 'pending' : 'sent')));
    const nextHour = Math.floor(clock / HOUR) * HOUR + HOUR;
    const heldUntil = (ms: number) => `held until ${new Date(nextHour + ms).toISOString()}: guest email limit: `;
    expect(guest(ids[1]!).detail).toBe(`${heldUntil(1000)}one an hour to this address`);
    expect(guest(ids[2]!).detail).toBe(`${heldUntil(1000)}1 an hour for the requests of one client address`);
    expect(guest(ids[5]!).detail).toBe(`${heldUntil(0)}3 an hour to one domain`);
    expect(guest(ids[13]!).detail).toBe(`${heldUntil(0)}10 an hour in all`);
    // The health check counts them apart: held back by design, not a channel that is down.
    const health = await server.get('/api/health');
    expect(health.body.outbox).toEqual({ undelivered: 0, oldestUndeliveredSeconds: 0, failed: 0, held: 4 });
    // The next hour takes first the clients that sent none this hour (a second per email sent).
    expect(held.map((i) => Date.parse(guest(ids[i]!).next_attempt_at) - nextHour)).toEqual([1000, 1000, 0, 0]);
    expect(held.map((i) => guest(ids[i]!).attempts)).toEqual([0, 0, 0, 0]);
    expect(rows.filter((r) => r.kind === 'staff').every((r) => r.status === 'sent')).toBe(true);
    expect(smtp.messages.filter((m) => m.to.includes('hotel@example.com'))).toHaveLength(bookings.length);
    const guestsMailed = () => smtp.messages.filter((m) => !m.to.includes('hotel@example.com')).map((m) => m.to[0]);
    expect(guestsMailed().sort()).toEqual(
      bookings
        .filter((_, i) => !held.includes(i))
        .map(([, email]) => email)
        .sort(),
    );

    // The site's email call for a booking over a budget answers that its email is queued, sending nothing.
    const body = validBooking({ email: 'l1@nine.example' });
    const call = await injectClient(server.app, '203.0.113.12').post(EMAIL, {
      ...body,
      toEmail: 'l1@nine.example',
      bookingId: ids[13],
    });
    expect(call.body).toEqual({ id: ids[13], status: 'queued' });

    // The staff's answers are never held: with every budget spent, a confirmation and a decline go out.
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
    const answered = smtp.messages.length;

    // The next hour: the waiting emails of requests still waiting for an answer go; the two answered
    // meanwhile are skipped (their answer has said more).
    clock = nextHour + 2 * 60 * 1000;
    server.app.outbox.kick();
    // Besides: the two answers, and the confirmed stay's reminder (due before its check-in).
    const later = await settled(2 * bookings.length + 3);
    const after = (id: string) => later.find((r) => r.booking_id === id && r.kind === 'guest')!;
    expect([1, 5].map((i) => after(ids[i]!).status)).toEqual(['sent', 'sent']);
    expect(after(ids[2]!)).toMatchObject({
      status: 'skipped',
      detail: 'guest email limit: the request was declined meanwhile',
    });
    expect(after(ids[13]!)).toMatchObject({
      status: 'skipped',
      detail: 'guest email limit: the request was confirmed meanwhile',
    });
    expect(
      smtp.messages
        .slice(answered)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(['A1@one.example', 'd1@one.example']);
  });

  it("a flood from ten client addresses spends an hour, and the next real guest's email goes first in the next one", async () => {
    // Thirty bookings from ten addresses (three each), as an attacker would spread them.
    for (let round = 0; round < 3; round += 1)
      for (let n = 1; n <= 10; n += 1) {
        const answer = await injectClient(server.app, `198.51.100.${n}`).post(
          BOOK,
          validBooking({ email: `flood${n}.${round}@mail${n}.example` }),
        );
        expect(answer.status).toBe(201);
      }
    const guestAnswer = await injectClient(server.app, '192.0.2.77').post(
      BOOK,
      validBooking({ email: 'real.guest@example.org' }),
    );
    const rows = await settled(2 * 31);
    const real = rows.find((r) => r.booking_id === guestAnswer.body.id && r.kind === 'guest')!;
    // This hour: one email per flooding address (ten in all); the real guest's waits, first in line.
    expect(rows.filter((r) => r.kind === 'guest' && r.status === 'sent')).toHaveLength(10);
    const nextHour = Math.floor(clock / HOUR) * HOUR + HOUR;
    expect(real).toMatchObject({
      status: 'pending',
      detail: `held until ${new Date(nextHour).toISOString()}: guest email limit: 10 an hour in all`,
    });
    expect(Date.parse(real.next_attempt_at)).toBe(nextHour);
    const flood = rows.filter((r) => r.kind === 'guest' && r.status === 'pending' && r.id !== real.id);
    expect(flood).toHaveLength(20);
    expect(flood.every((r) => Date.parse(r.next_attempt_at) === nextHour + 1000)).toBe(true);

    // The next hour: the real guest's email goes, then one per flooding address up to the budget.
    const before = smtp.messages.length;
    clock = nextHour + 5 * 60 * 1000;
    server.app.outbox.kick();
    const later = await settled(2 * 31);
    expect(later.find((r) => r.id === real.id)!.status).toBe('sent');
    expect(smtp.messages.slice(before).map((m) => m.to[0])).toContain('real.guest@example.org');
    expect(later.filter((r) => r.kind === 'guest' && r.status === 'sent')).toHaveLength(20);
    // Nothing is lost: the rest still wait, for the hour after.
    expect(later.filter((r) => r.kind === 'guest' && r.status === 'pending')).toHaveLength(11);

    // But not for ever: an email that finds no room within a day of its request is skipped (here
    // the waiting ones are made a day old; the third hour sends ten of the eleven, and the last is
    // its address's second this hour).
    await server.app.store
      .updateTable('outbox')
      .set({ created_at: new Date(clock - 24 * HOUR).toISOString() })
      .where('kind', '=', 'guest')
      .where('status', '=', 'pending')
      .execute();
    clock = nextHour + HOUR + 5 * 60 * 1000;
    server.app.outbox.kick();
    const last = await settled(2 * 31);
    expect(last.filter((r) => r.kind === 'guest' && r.status === 'sent')).toHaveLength(30);
    expect(last.filter((r) => r.kind === 'guest' && r.status === 'skipped').map((r) => r.detail)).toEqual([
      'guest email limit: 1 an hour for the requests of one client address; no room within a day',
    ]);
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
