/**
 * The booking API's contract, called in-process with `app.inject()`: status codes, JSON errors,
 * validation, Idempotency-Key replays and health. The real store (SQLite, and PostgreSQL when
 * DATABASE_URL is set) and the real outbox, with no mail server or Telegram configured: the
 * notifications are written as .eml files and marked skipped. What reaches the guest and the
 * staff is in messages.test.ts.
 */
import { BOOK, injectApp, validBooking } from './support/app';
import type { TestApp } from './support/app';
import { BACKENDS } from './support/store';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { requestFingerprint } from '../../server/bookings/create';
import { validateBooking } from '../../src/domain/bookingRules';

describe.each(BACKENDS)('booking API on $name', (backend) => {
  let server: TestApp;

  beforeAll(async () => {
    server = await injectApp({}, { backend });
  });
  afterAll(async () => {
    await server?.close();
  });

  const countBookings = async (): Promise<number> =>
    (await server.app.store.selectFrom('bookings').select('id').execute()).length;

  it.each([
    ['roomId', { roomId: 99 }, 'unknown_room'],
    ['roomTitle', { roomTitle: 'x'.repeat(500) }, 'too_long'],
    ['guestName', { guestName: '' }, 'empty_field'],
    ['phone', { phone: '12345' }, 'invalid_phone'],
    ['email', { email: 'not-an-address' }, 'invalid_email'],
    ['nationality', { nationality: 42 }, 'invalid_type'],
    ['checkin', { checkin: '2020-01-01', checkout: '2020-01-03' }, 'checkin_in_past'],
    ['checkout', { checkout: '10/10/2030' }, 'invalid_date'],
    ['nights', { nights: 3 }, 'nights_mismatch'],
    ['guests', { guests: 11 }, 'guests_out_of_range'],
    ['totalPrice', { totalPrice: '800000' }, 'invalid_type'],
    ['lang', { lang: 'fr' }, 'invalid_lang'],
  ])('refuses an invalid %s with 400 and stores nothing', async (field, overrides, code) => {
    const before = await countBookings();
    const answer = await server.post(BOOK, validBooking(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code, field, message: expect.any(String) } });
    expect(await countBookings()).toBe(before);
  });

  it('refuses tampered totals and nights', async () => {
    const before = await countBookings();
    // A total the server does not charge is answered as a changed price, naming the one it does.
    const cheap = await server.post(BOOK, validBooking({ totalPrice: 1000 }));
    expect(cheap.body.error).toEqual(expect.objectContaining({ code: 'price_changed', field: 'totalPrice' }));
    expect(cheap.body.error.message).toContain("800 000 so'm");
    // A foreign guest sending the citizens' price.
    const foreign = await server.post(BOOK, validBooking({ nationality: 'US', totalPrice: 800000 }));
    expect(foreign.body.error.code).toBe('price_changed');
    expect(foreign.body.error.message).toContain("940 000 so'm");
    const nights = await server.post(BOOK, validBooking({ nights: 1, totalPrice: 400000 }));
    expect(nights.body.error.code).toBe('nights_mismatch');
    expect([cheap.status, foreign.status, nights.status]).toEqual([409, 409, 400]);
    expect(await countBookings()).toBe(before);
  });

  it('refuses a filled honeypot without a hint and stores nothing', async () => {
    const before = await countBookings();
    const answer = await server.post(BOOK, validBooking({ website: 'http://spam.example' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'invalid_request', message: 'The request could not be accepted.' } });
    expect(await countBookings()).toBe(before);
  });

  it('stores one booking for the same Idempotency-Key twice and replays the answer', async () => {
    const before = await countBookings();
    const body = validBooking({ guestName: 'Double Click' });
    const first = await server.post(BOOK, body, { 'idempotency-key': '"double-click-1"' });
    const second = await server.post(BOOK, body, { 'idempotency-key': '"double-click-1"' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    // The same request and the same status token: the first answer's copy (if it arrived) still works.
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await server.get(`/api/bookings/${first.body.id}?token=${first.body.statusToken}`)).status).toBe(200);
    const third = await server.post(BOOK, body, { 'idempotency-key': '"double-click-1"' });
    expect(third.body).toEqual(first.body);
    expect((await server.get(`/api/bookings/${first.body.id}?token=${first.body.statusToken}`)).status).toBe(200);
    // The seed of the token stays in the store: neither answer carries it.
    expect(JSON.stringify([first.body, second.body, third.body])).not.toMatch(/seed/i);
    expect(await countBookings()).toBe(before + 1);

    // Parallel retries of one submission also make a single booking.
    const parallel = await Promise.all(
      [1, 2, 3].map(() =>
        server.post(BOOK, validBooking({ guestName: 'Parallel' }), { 'idempotency-key': 'parallel-1' }),
      ),
    );
    const created = parallel.filter((a) => a.status === 201).map((a) => a.body.id as string);
    expect(new Set(created).size).toBe(1);
    expect(parallel.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await countBookings()).toBe(before + 2);
  });

  it('answers 422 for a reused key with another body and 409 while the key is in flight', async () => {
    const first = await server.post(BOOK, validBooking({ guestName: 'Key Owner' }), { 'idempotency-key': 'reused-1' });
    expect(first.status).toBe(201);
    const other = await server.post(BOOK, validBooking({ guestName: 'Someone Else' }), {
      'idempotency-key': 'reused-1',
    });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');

    const before = await countBookings();
    expect(server.app.idempotency.begin('booking', 'in-flight-1')).toBe(true);
    try {
      const busy = await server.post(BOOK, validBooking(), { 'idempotency-key': 'in-flight-1' });
      expect(busy.status).toBe(409);
      expect(busy.body.error.code).toBe('idempotency_in_progress');
    } finally {
      server.app.idempotency.end('booking', 'in-flight-1');
    }
    expect(await countBookings()).toBe(before);

    const malformed = await server.post(BOOK, validBooking(), { 'idempotency-key': '"with space"' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_idempotency_key');
  });

  it('answers a deeply nested body with a 400, not a 500', async () => {
    // Written out by hand: JSON.stringify itself cannot go that deep.
    const deep = `${'['.repeat(7000)}"x"${']'.repeat(7000)}`;
    const withField = (field: string) => `${JSON.stringify(validBooking()).slice(0, -1)},"${field}":${deep}}`;
    const answer = await server.post(BOOK, withField('website'));
    expect(answer.status).toBe(400);
    const nested = await server.post(BOOK, withField('extra'), { 'idempotency-key': 'deep-1' });
    expect(nested.status).toBe(400);
    expect(nested.body.error.code).toBe('unknown_field');
  });

  it('replays an accepted request to its retry even when a rule no longer holds (past midnight in Tashkent)', async () => {
    // Stored yesterday under this key; the answer never reached the guest. Today its check-in is past.
    const body = validBooking({
      guestName: 'Late Retry',
      checkin: addDays(todayInHotel(), -1),
      checkout: addDays(todayInHotel(), 1),
      nights: 2,
      totalPrice: 800000,
    });
    const accepted = validateBooking(body, { allowPastCheckin: true });
    if (!accepted.ok) throw new Error('the body must be valid but for its date');
    await server.app.store
      .insertInto('idempotency_keys')
      .values({
        scope: 'booking',
        key: 'late-retry-1',
        request_hash: requestFingerprint(accepted.value),
        response_status: 201,
        response_body: JSON.stringify({ id: 'bk-late', status: 'received' }),
        created_at: new Date().toISOString(),
      })
      .execute();
    const retry = await server.post(BOOK, body, { 'idempotency-key': 'late-retry-1' });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual({ id: 'bk-late', status: 'received' });
    // Without that history the same body is refused for its date.
    const fresh = await server.post(BOOK, body, { 'idempotency-key': 'late-retry-2' });
    expect(fresh.status).toBe(400);
    expect(fresh.body.error.code).toBe('checkin_in_past');
  });

  it('reports health after a database round trip', async () => {
    const response = await server.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok' });
  });
});

describe('health', () => {
  it('answers 503 when the database round trip fails', async () => {
    const own = await injectApp();
    try {
      expect((await own.get('/api/health')).status).toBe(200);
      // The store goes away under the running app.
      await own.app.store.destroy();
      const answer = await own.get('/api/health');
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe('unavailable');
    } finally {
      await own.close().catch(() => undefined);
    }
  });
});
