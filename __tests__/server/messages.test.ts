/**
 * What the guest and the staff receive: a real SMTP server and a fake Telegram API on
 * 127.0.0.1, the app called in-process. On SQLite and, when DATABASE_URL is set, PostgreSQL.
 */
import { BOOK, EMAIL, injectApp, outboxIdle, validBooking, waitFor } from './support/app';
import type { TestApp } from './support/app';
import { decodeMail, mailsMentioning, startSmtp } from './support/smtp';
import type { SmtpFixture } from './support/smtp';
import { BACKENDS, outboxRows } from './support/store';
import { TELEGRAM_CHAT, TELEGRAM_TOKEN, startFakeTelegram } from './support/telegram';
import type { TelegramFixture } from './support/telegram';
import { HOTEL } from '../../src/domain/hotel';

describe.each(BACKENDS)('notifications on $name', (backend) => {
  let smtp: SmtpFixture;
  let telegram: TelegramFixture;
  let server: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    telegram = await startFakeTelegram();
    server = await injectApp({ SMTP_URL: smtp.url, ...telegram.env }, { backend });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([smtp?.close(), telegram?.close()]);
  });

  it('stores a valid booking and delivers the Telegram message, the staff email and the guest confirmation', async () => {
    // The posted title is checked and ignored: every message names the room from its id.
    const body = validBooking({ guestName: 'Aziz Karimov-Oʻgʻli', roomTitle: 'Win a prize at spam.example' });
    const answer = await server.post(BOOK, body, { 'idempotency-key': '"valid-1"' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(/^GH-[2-9A-HJ-NP-Z]{6}$/),
      status: 'received',
      statusToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const id: string = answer.body.id;
    const reference: string = answer.body.reference;

    const row = await server.app.store
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(
      expect.objectContaining({
        room_id: 1,
        room_title: 'Standard Single Room',
        guest_name: 'Aziz Karimov-Oʻgʻli',
        phone: '+998901234567',
        nights: 2,
        total_price: 800000,
        lang: 'en',
      }),
    );

    const outbox = await waitFor(
      async () => {
        const rows = await outboxRows(server.app.store, id);
        return rows.length === 3 && rows.every((r) => r.status === 'sent') ? rows : undefined;
      },
      10_000,
      'three sent notifications',
    );
    expect(outbox.map((r) => [r.channel, r.kind])).toEqual([
      ['email', 'guest'],
      ['email', 'staff'],
      ['telegram', 'staff'],
    ]);

    const call = telegram.calls.find((c) => c.text.includes(reference));
    expect(call).toBeDefined();
    expect(call!.text).not.toContain(id);
    expect(call!.path).toBe(`/bot${TELEGRAM_TOKEN}/sendMessage`);
    expect(call!.body).toEqual(expect.objectContaining({ chat_id: TELEGRAM_CHAT, parse_mode: 'HTML' }));
    // Staff texts are in STAFF_LANG, Uzbek by default.
    expect(call!.body.text).toContain('Mehmon: Aziz Karimov-Oʻgʻli');
    expect(call!.body.text).toContain('Xona turi: Standart bir kishilik xona (1-tur)');
    expect(call!.body.text).toMatch(/Jami: 800\s000\u00a0so'm/);
    expect(call!.body.reply_markup.inline_keyboard[0].map((b: { callback_data: string }) => b.callback_data)).toEqual([
      `confirm:${id}`,
      `decline:${id}`,
    ]);
    expect(call!.body.text).not.toContain('spam');

    const mails = mailsMentioning(smtp, reference);
    const staff = mails.find((m) => m.to.includes('hotel@example.com'));
    const guest = mails.find((m) => m.to.includes('aziz@example.org'));
    expect(staff && guest).toBeTruthy();
    const staffMail = decodeMail(staff!.raw);
    expect(staffMail.subject).toContain(reference);
    expect(staffMail.text).toContain(reference);
    expect(staffMail.text).toContain('Telefon: +998 90 123 45 67');
    expect(staffMail.text).toMatch(/Jami: 800\s000\u00a0so'm/);
    const guestMail = decodeMail(guest!.raw);
    expect(guest!.from).toBe('hotel@example.com');
    expect(guestMail.subject).toContain('We have received your booking request');
    expect(guestMail.subject).toContain(reference);
    expect(guestMail.text).toContain(`Request number: ${reference}`);
    expect(guestMail.text).toContain('Nights: 2');
    expect(guestMail.text).toMatch(/Total: 800,000\u00a0so'm/);
    expect(guestMail.text).toContain('price for Uzbekistan citizens');
    expect(guestMail.text).toContain('Check-out time is 12:00.');
    expect(guestMail.text).toContain('Room: Standard Single Room');
    expect(`${staffMail.text}${guestMail.text}${guestMail.subject}`).not.toContain('spam');
    expect(guestMail.text).toContain('Early check-in from 06:00 to 12:00 costs 50% of the nightly price.');
  });

  it('writes the guest confirmation in the guest language and skips it without an email', async () => {
    const ru = await server.post(
      BOOK,
      validBooking({ lang: 'ru', email: 'ivan@example.ru', nationality: 'Россия', totalPrice: 940000 }),
    );
    expect(ru.status).toBe(201);
    const mail = await waitFor(
      () => smtp.messages.find((m) => m.to.includes('ivan@example.ru')),
      10_000,
      'Russian confirmation',
    );
    const decoded = decodeMail(mail.raw);
    expect(decoded.subject).toContain('Ваш запрос на бронирование получен');
    expect(decoded.text).toContain('Здравствуйте, Aziz Karimov!');
    expect(decoded.text).toContain('Итого: 940');
    expect(decoded.text).toContain('цена для иностранных гостей');
    expect(decoded.text).toContain('Расчётный час — 12:00.');

    const uz = await server.post(BOOK, validBooking({ lang: 'uz', email: 'olim@example.uz' }));
    const uzMail = await waitFor(
      () => smtp.messages.find((m) => m.to.includes('olim@example.uz')),
      10_000,
      'Uzbek confirmation',
    );
    expect(decodeMail(uzMail.raw).text).toContain('Ketish vaqti — 12:00.');
    expect(uz.status).toBe(201);

    const none = await server.post(BOOK, validBooking({ email: null }));
    const rows = await waitFor(async () => {
      const found = await outboxRows(server.app.store, none.body.id);
      return found.every((r) => r.status === 'sent') ? found : undefined;
    });
    expect(rows.map((r) => `${r.channel}/${r.kind}`)).toEqual(['email/staff', 'telegram/staff']);
  });

  it('tells the staff and the guest, each in their language, how many rooms a group takes', async () => {
    // Four guests in the twin room for 2 nights: 2 rooms at the citizens' price.
    const body = validBooking({
      roomId: 2,
      guests: 4,
      units: 2,
      totalPrice: 1_920_000,
      lang: 'ru',
      email: 'group@example.ru',
      guestName: 'Gruppa Ivanova',
    });
    const answer = await server.post(BOOK, body);
    expect(answer.status).toBe(201);
    const id: string = answer.body.id;
    const reference: string = answer.body.reference;
    await waitFor(
      async () => (await outboxRows(server.app.store, id)).every((r) => r.status === 'sent'),
      10_000,
      'delivery',
    );

    const staff = telegram.calls.find((c) => c.text.includes(reference))!.body.text as string;
    expect(staff).toContain('Mehmonlar soni: 4 (2 ta xona)');
    expect(staff).toMatch(/Bir kecha narxi: 480\s000\u00a0so'm bir xona uchun/);
    expect(staff).toMatch(/Jami: 1\s920\s000\u00a0so'm/);
    const guest = decodeMail(mailsMentioning(smtp, reference).find((m) => m.to.includes('group@example.ru'))!.raw);
    expect(guest.text).toContain('Гостей: 4 (2 номера)');
    expect(guest.text).toMatch(/Итого: 1\s920\s000\u00a0so'm/);
    const staffMail = decodeMail(mailsMentioning(smtp, reference).find((m) => m.to.includes('hotel@example.com'))!.raw);
    expect(staffMail.text).toContain('Mehmonlar soni: 4 (2 ta xona)');
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
      const answer = await server.post(BOOK, validBooking(overrides));
      expect([answer.status, answer.body.error]).toEqual([400, expect.objectContaining({ code, field })]);
    }
    // A long crafted title on a valid request is stored and sent as the room's own name only.
    const ok = await server.post(
      BOOK,
      validBooking({
        guestName: 'Zarina Aliyeva',
        roomTitle: 'FREE MONEY visit spam.example now',
        email: 'zarina@example.org',
      }),
    );
    expect(ok.status).toBe(201);
    const id: string = ok.body.id;
    await waitFor(
      async () => (await outboxRows(server.app.store, id)).every((r) => r.status === 'sent'),
      10_000,
      'delivery',
    );
    const texts = [
      ...telegram.calls.slice(telegramBefore).map((c) => c.text),
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

  it('answers the email call for the hotel address without sending twice, and refuses a stranger', async () => {
    const body = validBooking({ guestName: 'Mail Check', email: 'mail.check@example.org' });
    const booked = await server.post(BOOK, body, { 'idempotency-key': 'mail-1' });
    const bookingId: string = booked.body.id;
    await waitFor(
      async () => (await outboxRows(server.app.store, bookingId)).every((r) => r.status === 'sent'),
      10_000,
      'delivery',
    );
    const mailsBefore = smtp.messages.length;

    const stranger = await server.post(EMAIL, { ...body, toEmail: 'victim@example.net', bookingId });
    expect(stranger.status).toBe(422);
    expect(stranger.body.error).toEqual(expect.objectContaining({ code: 'recipient_not_allowed', field: 'toEmail' }));

    const hotel = await server.post(
      EMAIL,
      { ...body, toEmail: 'hotel@example.com', bookingId },
      { 'idempotency-key': 'mail-1' },
    );
    expect(hotel.status).toBe(200);
    expect(hotel.body).toEqual({ id: bookingId, status: 'sent' });
    // The address the site shows (src/domain/hotel.ts) is the hotel too: the staff email still
    // goes to the operator's HOTEL_EMAIL, and nothing is queued a second time.
    const shown = await server.post(EMAIL, { ...body, toEmail: HOTEL.emails.booking, bookingId });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ id: bookingId, status: 'sent' });
    const guest = await server.post(EMAIL, { ...body, toEmail: 'Mail.Check@example.org', bookingId });
    expect(guest.body).toEqual({ id: bookingId, status: 'sent' });
    const again = await server.post(
      EMAIL,
      { ...body, toEmail: 'hotel@example.com', bookingId },
      { 'idempotency-key': 'mail-1' },
    );
    expect(again.body).toEqual(hotel.body);

    const unknown = await server.post(EMAIL, { ...body, toEmail: 'hotel@example.com', bookingId: 'no-such-booking' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('unknown_booking');
    // Two guests in the single room take two rooms (and pay for both): valid, but not what was stored.
    const mismatch = await server.post(EMAIL, {
      ...body,
      guests: 2,
      units: 2,
      totalPrice: 1_600_000,
      toEmail: 'hotel@example.com',
      bookingId,
    });
    expect(mismatch.body.error.code).toBe('booking_mismatch');

    await outboxIdle(server.app);
    expect(smtp.messages.length).toBe(mailsBefore);
    expect(smtp.messages.some((m) => m.to.includes('victim@example.net'))).toBe(false);
    expect((await outboxRows(server.app.store, bookingId)).length).toBe(3);
  });
});
