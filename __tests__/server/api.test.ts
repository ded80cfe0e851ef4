/**
 * The booking API over real sockets on 127.0.0.1, with a real SMTP server and a fake Telegram.
 * The storage-backed cases run on SQLite and, when DATABASE_URL is set, on PostgreSQL too.
 */
import {
  BACKENDS,
  baseEnv,
  decodeMail,
  post,
  startApp,
  startFakeTelegram,
  startSmtp,
  validBooking,
  waitFor,
} from './helpers';
import type { RunningApp, SmtpFixture, TelegramFixture } from './helpers';
import { HOTEL } from '../../src/shared/hotel';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { fingerprint } from '../../server/idempotency';
import { validateBooking } from '../../src/domain/bookingRules';

// Real sockets, processes and retries: more time than jest's default 5 s, never a timing assertion.
jest.setTimeout(30_000);

const BOOK = '/api/bot/booking';
const EMAIL = '/api/booking/email';

describe.each(BACKENDS)('booking API on $name', (backend) => {
  let smtp: SmtpFixture;
  let telegram: TelegramFixture;
  let server: RunningApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtp();
    telegram = await startFakeTelegram();
    const store = await backend.create();
    drop = store.drop;
    server = await startApp(
      baseEnv({
        ...store.env,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        TELEGRAM_BOT_TOKEN: '123456:test-token',
        TELEGRAM_CHAT_ID: '-100200300',
        TELEGRAM_API_BASE: telegram.url,
      }),
    );
  });

  afterAll(async () => {
    await server?.close();
    await Promise.all([smtp?.close(), telegram?.close()]);
    await drop?.();
  });

  const countBookings = async (): Promise<number> => (await server.app.store.selectFrom('bookings').select('id').execute()).length;
  const outboxOf = (id: string) => server.app.store.selectFrom('outbox').selectAll().where('booking_id', '=', id).orderBy('channel').orderBy('kind').execute();

  it('stores a valid booking and delivers the Telegram message, the staff email and the guest confirmation', async () => {
    // The posted title is checked and ignored: every message names the room from its id.
    const body = validBooking({ guestName: 'Aziz Karimov-Oʻgʻli', roomTitle: 'Win a prize at spam.example' });
    const answer = await post(server.url, BOOK, body, { 'idempotency-key': '"valid-1"' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(String), status: 'received', statusToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const id: string = answer.body.id;

    const row = await server.app.store.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual(
      expect.objectContaining({ room_id: 1, room_title: 'Standard Single Room', guest_name: 'Aziz Karimov-Oʻgʻli', phone: '+998901234567', nights: 2, total_price: 800000, lang: 'en' }),
    );

    const outbox = await waitFor(async () => {
      const rows = await outboxOf(id);
      return rows.length === 3 && rows.every((r) => r.status === 'sent') ? rows : undefined;
    }, 10_000, 'three sent notifications');
    expect(outbox.map((r) => [r.channel, r.kind])).toEqual([
      ['email', 'guest'],
      ['email', 'staff'],
      ['telegram', 'staff'],
    ]);

    const call = telegram.calls.find((c) => String(c.body.text).includes(id));
    expect(call).toBeDefined();
    expect(call!.path).toBe('/bot123456:test-token/sendMessage');
    expect(call!.body).toEqual(expect.objectContaining({ chat_id: '-100200300', parse_mode: 'HTML' }));
    // Staff texts are in STAFF_LANG, Uzbek by default.
    expect(call!.body.text).toContain('Mehmon: Aziz Karimov-Oʻgʻli');
    expect(call!.body.text).toContain('Xona: Standart bir kishilik xona (1-xona)');
    expect(call!.body.text).toMatch(/Jami: 800\s000\u00a0so'm/);
    expect(call!.body.reply_markup.inline_keyboard[0].map((b: { callback_data: string }) => b.callback_data)).toEqual([`confirm:${id}`, `decline:${id}`]);
    expect(call!.body.text).not.toContain('spam');

    const mails = smtp.messages.filter((m) => m.raw.includes(id) || decodeMail(m.raw).text.includes(id));
    const staff = mails.find((m) => m.to.includes('hotel@example.com'));
    const guest = mails.find((m) => m.to.includes('aziz@example.org'));
    expect(staff && guest).toBeTruthy();
    const staffMail = decodeMail(staff!.raw);
    expect(staffMail.subject).toContain(id.slice(0, 8));
    expect(staffMail.text).toContain(id);
    expect(staffMail.text).toContain('Telefon: +998901234567');
    expect(staffMail.text).toMatch(/Jami: 800\s000\u00a0so'm/);
    const guestMail = decodeMail(guest!.raw);
    expect(guest!.from).toBe('hotel@example.com');
    expect(guestMail.subject).toContain('We have received your booking request');
    expect(guestMail.text).toContain(`Request number: ${id}`);
    expect(guestMail.text).toContain('Nights: 2');
    expect(guestMail.text).toMatch(/Total: 800,000\u00a0so'm/);
    expect(guestMail.text).toContain('price for Uzbekistan citizens');
    expect(guestMail.text).toContain('Check-out time is 12:00.');
    expect(guestMail.text).toContain('Room: Standard Single Room');
    expect(`${staffMail.text}${guestMail.text}${guestMail.subject}`).not.toContain('spam');
    expect(guestMail.text).toContain('Early check-in from 06:00 to 12:00 costs 50% of the nightly price.');
  });

  it('writes the guest confirmation in the guest language and skips it without an email', async () => {
    const ru = await post(server.url, BOOK, validBooking({ lang: 'ru', email: 'ivan@example.ru', nationality: 'Россия', totalPrice: 940000 }));
    expect(ru.status).toBe(201);
    const mail = await waitFor(() => smtp.messages.find((m) => m.to.includes('ivan@example.ru')), 10_000, 'Russian confirmation');
    const decoded = decodeMail(mail.raw);
    expect(decoded.subject).toContain('Ваш запрос на бронирование получен');
    expect(decoded.text).toContain('Здравствуйте, Aziz Karimov!');
    expect(decoded.text).toContain('Итого: 940');
    expect(decoded.text).toContain('цена для иностранных гостей');
    expect(decoded.text).toContain('Расчётный час — 12:00.');

    const uz = await post(server.url, BOOK, validBooking({ lang: 'uz', email: 'olim@example.uz' }));
    const uzMail = await waitFor(() => smtp.messages.find((m) => m.to.includes('olim@example.uz')), 10_000, 'Uzbek confirmation');
    expect(decodeMail(uzMail.raw).text).toContain('Ketish vaqti — 12:00.');
    expect(uz.status).toBe(201);

    const none = await post(server.url, BOOK, validBooking({ email: null }));
    const rows = await waitFor(async () => {
      const found = await outboxOf(none.body.id);
      return found.every((r) => r.status === 'sent') ? found : undefined;
    });
    expect(rows.map((r) => `${r.channel}/${r.kind}`)).toEqual(['email/staff', 'telegram/staff']);
  });

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
    const answer = await post(server.url, BOOK, validBooking(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code, field, message: expect.any(String) } });
    expect(await countBookings()).toBe(before);
  });

  it('refuses tampered totals and nights', async () => {
    const before = await countBookings();
    const cheap = await post(server.url, BOOK, validBooking({ totalPrice: 1000 }));
    expect(cheap.body.error).toEqual(expect.objectContaining({ code: 'total_mismatch', field: 'totalPrice' }));
    // A foreign guest sending the citizens' price.
    const foreign = await post(server.url, BOOK, validBooking({ nationality: 'US', totalPrice: 800000 }));
    expect(foreign.body.error.code).toBe('total_mismatch');
    const nights = await post(server.url, BOOK, validBooking({ nights: 1, totalPrice: 400000 }));
    expect(nights.body.error.code).toBe('nights_mismatch');
    expect([cheap.status, foreign.status, nights.status]).toEqual([400, 400, 400]);
    expect(await countBookings()).toBe(before);
  });

  it('refuses a filled honeypot without a hint and stores nothing', async () => {
    const before = await countBookings();
    const answer = await post(server.url, BOOK, validBooking({ website: 'http://spam.example' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'invalid_request', message: 'The request could not be accepted.' } });
    expect(await countBookings()).toBe(before);
  });

  it('stores one booking for the same Idempotency-Key twice and replays the answer', async () => {
    const before = await countBookings();
    const body = validBooking({ guestName: 'Double Click' });
    const first = await post(server.url, BOOK, body, { 'idempotency-key': '"double-click-1"' });
    const second = await post(server.url, BOOK, body, { 'idempotency-key': '"double-click-1"' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    // The same request; its status token is new (the first answer's may never have arrived).
    expect(second.body).toEqual({ ...first.body, statusToken: expect.any(String) });
    expect(second.body.statusToken).not.toBe(first.body.statusToken);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await countBookings()).toBe(before + 1);

    // Parallel retries of one submission also make a single booking.
    const parallel = await Promise.all(
      [1, 2, 3].map(() => post(server.url, BOOK, validBooking({ guestName: 'Parallel' }), { 'idempotency-key': 'parallel-1' })),
    );
    const created = parallel.filter((a) => a.status === 201).map((a) => a.body.id as string);
    expect(new Set(created).size).toBe(1);
    expect(parallel.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await countBookings()).toBe(before + 2);
  });

  it('answers 422 for a reused key with another body and 409 while the key is in flight', async () => {
    const first = await post(server.url, BOOK, validBooking({ guestName: 'Key Owner' }), { 'idempotency-key': 'reused-1' });
    expect(first.status).toBe(201);
    const other = await post(server.url, BOOK, validBooking({ guestName: 'Someone Else' }), { 'idempotency-key': 'reused-1' });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');

    const before = await countBookings();
    expect(server.app.idempotency.begin('booking', 'in-flight-1')).toBe(true);
    try {
      const busy = await post(server.url, BOOK, validBooking(), { 'idempotency-key': 'in-flight-1' });
      expect(busy.status).toBe(409);
      expect(busy.body.error.code).toBe('idempotency_in_progress');
    } finally {
      server.app.idempotency.end('booking', 'in-flight-1');
    }
    expect(await countBookings()).toBe(before);

    const malformed = await post(server.url, BOOK, validBooking(), { 'idempotency-key': '"with space"' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_idempotency_key');
  });

  it('never lets a crafted name or room title reach an email or Telegram text', async () => {
    const telegramBefore = telegram.calls.length;
    const mailsBefore = smtp.messages.length;
    const crafted: Array<[Record<string, unknown>, string, string]> = [
      [{ guestName: 'Claim your prize at spam.example' }, 'invalid_name', 'guestName'],
      [{ guestName: 'Call +998 90 123 45 67' }, 'invalid_name', 'guestName'],
      [{ guestName: 'Anna http://spam.example' }, 'invalid_name', 'guestName'],
      [{ guestName: 'anna@spam.example' }, 'invalid_name', 'guestName'],
      [{ guestName: 'Anna \u202eelgooG' }, 'invalid_characters', 'guestName'],
      [{ guestName: 'Anna\u2028Schmidt' }, 'invalid_characters', 'guestName'],
      [{ guestName: 'Anna\u0085Schmidt' }, 'invalid_characters', 'guestName'],
      [{ roomTitle: 'Room \u2066spam\u2069' }, 'invalid_characters', 'roomTitle'],
      [{ nationality: 'Germany\u200f' }, 'invalid_characters', 'nationality'],
      [{ extra: 'http://spam.example' }, 'unknown_field', 'extra'],
    ];
    for (const [overrides, code, field] of crafted) {
      const answer = await post(server.url, BOOK, validBooking(overrides));
      expect([answer.status, answer.body.error]).toEqual([400, expect.objectContaining({ code, field })]);
    }
    // A long crafted title on a valid request is stored and sent as the room's own name only.
    const ok = await post(server.url, BOOK, validBooking({ guestName: 'Zarina Aliyeva', roomTitle: 'FREE MONEY visit spam.example now', email: 'zarina@example.org' }));
    expect(ok.status).toBe(201);
    const id: string = ok.body.id;
    await waitFor(async () => (await outboxOf(id)).every((r) => r.status === 'sent'), 10_000, 'delivery');
    const texts = [
      ...telegram.calls.slice(telegramBefore).map((c) => String(c.body.text)),
      ...smtp.messages.slice(mailsBefore).map((m) => {
        const mail = decodeMail(m.raw);
        return `${mail.subject}\n${mail.text}`;
      }),
    ];
    expect(texts.length).toBeGreaterThanOrEqual(3);
    for (const text of texts) {
      expect(text).not.toMatch(/spam|FREE MONEY|prize|\u202e/i);
    }
  });

  it('answers a deeply nested body with a 400, not a 500', async () => {
    // Written out by hand: JSON.stringify itself cannot go that deep.
    const deep = `${'['.repeat(7000)}"x"${']'.repeat(7000)}`;
    const withField = (field: string) => `${JSON.stringify(validBooking()).slice(0, -1)},"${field}":${deep}}`;
    const answer = await post(server.url, BOOK, withField('website'));
    expect(answer.status).toBe(400);
    const nested = await post(server.url, BOOK, withField('extra'), { 'idempotency-key': 'deep-1' });
    expect(nested.status).toBe(400);
    expect(nested.body.error.code).toBe('unknown_field');
  });

  it('replays an accepted request to its retry even when a rule no longer holds (past midnight in Tashkent)', async () => {
    // Stored yesterday under this key; the answer never reached the guest. Today its check-in is past.
    const body = validBooking({ guestName: 'Late Retry', checkin: addDays(todayInHotel(), -1), checkout: addDays(todayInHotel(), 1), nights: 2, totalPrice: 800000 });
    const accepted = validateBooking(body, { allowPastCheckin: true });
    if (!accepted.ok) throw new Error('the body must be valid but for its date');
    await server.app.store
      .insertInto('idempotency_keys')
      .values({ scope: 'booking', key: 'late-retry-1', request_hash: fingerprint(accepted.value), response_status: 201, response_body: JSON.stringify({ id: 'bk-late', status: 'received' }), created_at: new Date().toISOString() })
      .execute();
    const retry = await post(server.url, BOOK, body, { 'idempotency-key': 'late-retry-1' });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual({ id: 'bk-late', status: 'received' });
    // Without that history the same body is refused for its date.
    const fresh = await post(server.url, BOOK, body, { 'idempotency-key': 'late-retry-2' });
    expect(fresh.status).toBe(400);
    expect(fresh.body.error.code).toBe('checkin_in_past');
  });

  it('answers the email call for the hotel address without sending twice, and refuses a stranger', async () => {
    const body = validBooking({ guestName: 'Mail Check', email: 'mail.check@example.org' });
    const booked = await post(server.url, BOOK, body, { 'idempotency-key': 'mail-1' });
    const bookingId: string = booked.body.id;
    await waitFor(async () => (await outboxOf(bookingId)).every((r) => r.status === 'sent'), 10_000, 'delivery');
    const mailsBefore = smtp.messages.length;

    const stranger = await post(server.url, EMAIL, { ...body, toEmail: 'victim@example.net', bookingId });
    expect(stranger.status).toBe(422);
    expect(stranger.body.error).toEqual(expect.objectContaining({ code: 'recipient_not_allowed', field: 'toEmail' }));

    const hotel = await post(server.url, EMAIL, { ...body, toEmail: 'hotel@example.com', bookingId }, { 'idempotency-key': 'mail-1' });
    expect(hotel.status).toBe(200);
    expect(hotel.body).toEqual({ id: bookingId, status: 'sent' });
    // The address the site shows (src/shared/hotel.ts) is the hotel too: the staff email still
    // goes to the operator's HOTEL_EMAIL, and nothing is queued a second time.
    const shown = await post(server.url, EMAIL, { ...body, toEmail: HOTEL.emails.booking, bookingId });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ id: bookingId, status: 'sent' });
    const guest = await post(server.url, EMAIL, { ...body, toEmail: 'Mail.Check@example.org', bookingId });
    expect(guest.body).toEqual({ id: bookingId, status: 'sent' });
    const again = await post(server.url, EMAIL, { ...body, toEmail: 'hotel@example.com', bookingId }, { 'idempotency-key': 'mail-1' });
    expect(again.body).toEqual(hotel.body);

    const unknown = await post(server.url, EMAIL, { ...body, toEmail: 'hotel@example.com', bookingId: 'no-such-booking' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('unknown_booking');
    const mismatch = await post(server.url, EMAIL, { ...body, guests: 2, toEmail: 'hotel@example.com', bookingId });
    expect(mismatch.body.error.code).toBe('booking_mismatch');

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.length).toBe(mailsBefore);
    expect(smtp.messages.some((m) => m.to.includes('victim@example.net'))).toBe(false);
    expect((await outboxOf(bookingId)).length).toBe(3);
  });

  it('reports health after a database round trip', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});
