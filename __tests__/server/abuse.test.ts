/**
 * The server is no spam cannon, and strangers cannot hold a real guest's email: a client's first
 * "received" email of the hour goes at once within a daily cap (a third of it to one domain); a
 * repeat sender's (the client's 2nd+, the same address again, a domain flood) needs room in the
 * hour's budgets and half the day's; an email over one waits for the next hour (first the clients
 * that sent fewest), a booking over one is still stored and the staff still told, and the staff's
 * answers are never held. Real SQLite, a real SMTP server on
 * 127.0.0.1, the app called in-process from several client addresses.
 */
import { decide } from '../../server/bookings/decide';
import { requiresStartTls } from '../../server/notify/email';
import { BOOK, EMAIL, FAST_OUTBOX, injectApp, injectClient, validBooking, waitFor } from './support/app';
import type { TestApp } from './support/app';
import { startSmtp } from './support/smtp';
import { BACKENDS, bookingRow } from './support/store';
import { guestEmailBudget } from '../../server/guestEmail/budget';
import type { BookingsTable } from '../../server/db/schema';
import type { SmtpFixture } from './support/smtp';

describe.each(BACKENDS)('guest email budgets on $name', (backend) => {
  let smtp: SmtpFixture;
  let server: TestApp;
  const HOUR = 60 * 60 * 1000;
  /**
   * The outbox's clock, held still so that a test never crosses an hour by chance: a minute ahead
   * of the real time (the rows the test writes are due by it), moved on by the test.
   */
  let clock = 0;
  const nextHour = () => Math.floor(clock / HOUR) * HOUR + HOUR;

  const start = async (budgets: Record<string, string>) => {
    clock = Date.now() + 60_000;
    smtp = await startSmtp();
    server = await injectApp(
      { SMTP_URL: smtp.url, ...budgets },
      { backend, outbox: { ...FAST_OUTBOX, clock: () => new Date(clock) } },
    );
  };
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
      15_000,
      'every email settled',
    );
  /** Books from `client` for `email`, and waits until its emails (staff, guest) are settled; returns its guest email row. */
  const bookFrom = async (client: string, email: string) => {
    const answer = await injectClient(server.app, client).post(BOOK, validBooking({ email }));
    expect(answer.status).toBe(201);
    const count = (await emailRows()).length;
    const rows = await settled(count);
    return {
      id: answer.body.id as string,
      row: () => rows.find((r) => r.booking_id === answer.body.id && r.kind === 'guest')!,
    };
  };
  const guestRows = async () => (await emailRows()).filter((r) => r.kind === 'guest');
  const heldUntil = (ms: number, why: string) =>
    `held until ${new Date(nextHour() + ms).toISOString()}: guest email limit: ${why}`;

  it("30 bookings from 10 addresses, then a real guest from an 11th: the guest's email goes at once, in the same hour (default budgets)", async () => {
    await start({ GUEST_EMAILS_PER_HOUR: '30', GUEST_EMAILS_PER_DAY: '200' });
    // Thirty bookings from ten addresses (three each), as an attacker would spread them: the hour's 30 in all.
    for (let round = 0; round < 3; round += 1)
      for (let n = 1; n <= 10; n += 1) {
        const answer = await injectClient(server.app, `198.51.100.${n}`).post(
          BOOK,
          validBooking({ email: `flood${n}.${round}@mail${n}.example` }),
        );
        expect(answer.status).toBe(201);
      }
    await settled(2 * 30);
    expect((await guestRows()).filter((r) => r.status === 'sent')).toHaveLength(30);
    // The real guest books from an 11th address: the hour's 30 are spent, but this is its first email.
    const guestAnswer = await injectClient(server.app, '192.0.2.77').post(
      BOOK,
      validBooking({ email: 'real.guest@example.org' }),
    );
    await waitFor(() => smtp.messages.some((m) => m.to[0] === 'real.guest@example.org'), 15_000, "the guest's email");
    const rows = await settled(2 * 31);
    expect(rows.find((r) => r.booking_id === guestAnswer.body.id && r.kind === 'guest')).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
    // The clock never left the hour: nothing waited for the next one.
    expect(rows.filter((r) => r.status === 'pending')).toEqual([]);
  });

  it("repeat senders wait (the same address again, a client's 2nd, a domain flood, the hour's total); a client's first email never does", async () => {
    // 20 an hour: 2 for one client, 6 to one domain.
    await start({ GUEST_EMAILS_PER_HOUR: '20', GUEST_EMAILS_PER_DAY: '1000' });
    const first = await bookFrom('203.0.113.1', 'a1@one.example');
    expect(first.row().status).toBe('sent');
    // The same address again, from the same client and from another: one an hour to an address.
    const again = await bookFrom('203.0.113.1', 'A1@one.example');
    expect(again.row()).toMatchObject({ status: 'pending', detail: heldUntil(1000, 'one an hour to this address') });
    const againElsewhere = await bookFrom('203.0.113.2', 'a1@ONE.example');
    expect(againElsewhere.row().detail).toBe(heldUntil(0, 'one an hour to this address'));
    // The client's second email goes while the hour has room; its third waits.
    expect((await bookFrom('203.0.113.1', 'a2@two.example')).row().status).toBe('sent');
    const third = await bookFrom('203.0.113.1', 'a3@three.example');
    expect(third.row().detail).toBe(heldUntil(2000, '2 an hour for the requests of one client address'));
    // Five more clients' first emails to one.example all go (six to it this hour); a repeat to it waits.
    for (let n = 3; n <= 7; n += 1)
      expect((await bookFrom(`203.0.113.${n}`, `c${n}@one.example`)).row().status).toBe('sent');
    const domainRepeat = await bookFrom('203.0.113.3', 'c3b@one.example');
    expect(domainRepeat.row().detail).toBe(heldUntil(1000, '6 an hour to one domain'));
    // ...but the next client's first email to it goes: it is not behind the repeat senders.
    expect((await bookFrom('203.0.113.8', 'c8@one.example')).row().status).toBe('sent');
    // Twelve more first emails: twenty this hour, and still a first email goes; a repeat waits.
    for (let n = 9; n <= 20; n += 1)
      expect((await bookFrom(`203.0.113.${n}`, `c${n}@d${n}.example`)).row().status).toBe('sent');
    const overHour = await bookFrom('203.0.113.9', 'c9b@d99.example');
    expect(overHour.row().detail).toBe(heldUntil(1000, '20 an hour in all'));
    expect((await bookFrom('203.0.113.21', 'c21@d21.example')).row().status).toBe('sent');
    const rows = await guestRows();
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(21);
    expect(rows.filter((r) => r.status === 'pending').every((r) => r.attempts === 0)).toBe(true);
    // The health check counts them apart: held back by design, not a channel that is down.
    const health = await server.get('/api/health');
    expect(health.body.outbox).toEqual({ undelivered: 0, oldestUndeliveredSeconds: 0, failed: 0, held: 5 });
    // Every booking is stored and its staff email sent.
    expect(smtp.messages.filter((m) => m.to.includes('hotel@example.com'))).toHaveLength(26);

    // The site's email call for a booking over a budget answers that its email is queued, sending nothing.
    const call = await injectClient(server.app, '203.0.113.9').post(EMAIL, {
      ...validBooking({ email: 'c9b@d99.example' }),
      toEmail: 'c9b@d99.example',
      bookingId: overHour.id,
    });
    expect(call.body).toEqual({ id: overHour.id, status: 'queued' });

    // The staff's answers are never held: with the budgets spent, a confirmation and a decline go out.
    const staff = { id: 'cli:test', name: 'Dilnoza' };
    expect((await decide(server.app.transact, overHour.id, { action: 'confirm' }, staff)).kind).toBe('decided');
    expect((await decide(server.app.transact, third.id, { action: 'decline', reason: 'full' }, staff)).kind).toBe(
      'decided',
    );
    await waitFor(
      () =>
        smtp.messages.some((m) => m.to[0] === 'c9b@d99.example') &&
        smtp.messages.some((m) => m.to[0] === 'a3@three.example'),
      15_000,
      'both answers mailed',
    );

    // The next hour: the waiting emails of requests still waiting go (one of the two to a1@one.example:
    // one an hour to an address); the two answered meanwhile are skipped (their answer said more).
    clock = nextHour() + 2 * 60 * 1000;
    server.app.outbox.kick();
    // Besides: the two answers, and the confirmed stay's reminder (due before its check-in).
    const later = await settled(2 * 26 + 3);
    const after = (id: string) => later.find((r) => r.booking_id === id && r.kind === 'guest')!;
    expect(after(domainRepeat.id).status).toBe('sent');
    expect([after(again.id).status, after(againElsewhere.id).status].sort()).toEqual(['pending', 'sent']);
    expect(after(third.id)).toMatchObject({
      status: 'skipped',
      detail: 'guest email limit: the request was declined meanwhile',
    });
    expect(after(overHour.id)).toMatchObject({
      status: 'skipped',
      detail: 'guest email limit: the request was confirmed meanwhile',
    });
  });

  it('in one claim, the clients’ first emails are weighed before the repeats: a repeat sender never takes a first email’s room', async () => {
    // 4 a day, repeat senders 2 of them; the hour's budgets far away.
    await start({ GUEST_EMAILS_PER_HOUR: '1000', GUEST_EMAILS_PER_DAY: '4' });
    const at = new Date(clock).toISOString();
    // One claim, in the order the outbox took it: client X's three, then three other clients' first.
    const claim = (
      [
        ['x1', '203.0.113.1'],
        ['x2', '203.0.113.1'],
        ['x3', '203.0.113.1'],
        ['y1', '203.0.113.2'],
        ['z1', '203.0.113.3'],
        ['w1', '203.0.113.4'],
      ] as const
    ).map(([name, client]) => ({
      row: {
        id: `row-${name}`,
        booking_id: `booking-${name}`,
        channel: 'email' as const,
        kind: 'guest' as const,
        recipient: `${name}@${name}.example`,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: at,
        locked_until: null,
        last_error: null,
        detail: null,
        created_at: at,
        updated_at: at,
        done_at: null,
      },
      booking: bookingRow(`booking-${name}`, { client_address: client }) as unknown as BookingsTable,
    }));
    const admit = guestEmailBudget(server.app.store, { perHour: 1000, perDay: 4 });
    const held = await admit(
      claim.map((c) => c.row),
      (row) => claim.find((c) => c.row.id === row.id)?.booking,
      new Date(clock),
    );
    // Every client's first goes (four, the day's cap); X's repeats wait, though they came first.
    expect([...held.keys()].sort()).toEqual(['row-x2', 'row-x3']);
    expect(held.get('row-x2')).toMatchObject({
      kind: 'waiting',
      detail: "guest email limit: 2 a day in all for repeat senders (half the day's cap)",
    });
  });

  it('the daily cap holds: repeat senders use half of it, first emails the rest, a third of it to one domain; none waits past a day', async () => {
    // 6 a day: 2 to one domain; repeat senders 3 (and 1 to one domain). The hour's budgets are far away.
    await start({ GUEST_EMAILS_PER_HOUR: '1000', GUEST_EMAILS_PER_DAY: '6' });
    expect((await bookFrom('203.0.113.1', 'r1@a.example')).row().status).toBe('sent');
    expect((await bookFrom('203.0.113.1', 'r2@b.example')).row().status).toBe('sent');
    expect((await bookFrom('203.0.113.1', 'r3@c.example')).row().status).toBe('sent');
    const repeat = await bookFrom('203.0.113.1', 'r4@d.example');
    expect(repeat.row().detail).toBe(heldUntil(3000, "3 a day in all for repeat senders (half the day's cap)"));
    // The other half stays for first emails: two to x.example (a third of the day), then a third waits.
    expect((await bookFrom('203.0.113.2', 's1@x.example')).row().status).toBe('sent');
    expect((await bookFrom('203.0.113.3', 't1@x.example')).row().status).toBe('sent');
    const domain = await bookFrom('203.0.113.4', 'u1@x.example');
    expect(domain.row().detail).toBe(heldUntil(0, '2 a day to one domain'));
    expect((await bookFrom('203.0.113.5', 'v1@e.example')).row().status).toBe('sent');
    const overDay = await bookFrom('203.0.113.6', 'w1@f.example');
    expect(overDay.row().detail).toBe(heldUntil(0, '6 a day in all'));
    expect((await guestRows()).filter((r) => r.status === 'sent')).toHaveLength(6);

    // The next hour is still within the day: every one waits again (the repeat now a first email), the day's 6 spent.
    clock = nextHour() + 2 * 60 * 1000;
    server.app.outbox.kick();
    const waited = await waitFor(
      async () => {
        const rows = (await guestRows()).filter((r) => r.status === 'pending');
        return rows.length === 3 && rows.every((r) => Date.parse(r.next_attempt_at) >= nextHour()) ? rows : undefined;
      },
      15_000,
      'held again for the hour after',
    );
    expect(waited.map((r) => r.detail!.replace(/^held until \S+ /, '')).sort()).toEqual([
      'guest email limit: 6 a day in all',
      'guest email limit: 6 a day in all',
      'guest email limit: 6 a day in all',
    ]);
    // Not for ever: an email that finds no room within a day of its request is skipped.
    await server.app.store
      .updateTable('outbox')
      .set({ created_at: new Date(clock - 24 * HOUR).toISOString() })
      .where('kind', '=', 'guest')
      .where('status', '=', 'pending')
      .execute();
    clock = nextHour() + 2 * 60 * 1000;
    server.app.outbox.kick();
    const last = await waitFor(
      async () => {
        const rows = await guestRows();
        return rows.every((r) => r.status !== 'pending') ? rows : undefined;
      },
      15_000,
      'the waiting ones skipped',
    );
    expect(
      last
        .filter((r) => r.status === 'skipped')
        .map((r) => r.detail)
        .sort(),
    ).toEqual([
      'guest email limit: 6 a day in all; no room within a day',
      'guest email limit: 6 a day in all; no room within a day',
      'guest email limit: 6 a day in all; no room within a day',
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
