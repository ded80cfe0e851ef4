/**
 * Changing a stay (issue 51, point 4) through the real app, on SQLite and on PostgreSQL when
 * DATABASE_URL is set: the nights a change adds are checked (409 sold_out naming them; a night the
 * stay holds needs only the rooms added), nights kept keep their stored price while new nights are
 * priced at today's terms, the owner alone may set a total, a reason and a real change are asked
 * for, the history keeps who, before → after and why, a guest in the house leaving early frees the
 * nights left (another stay then fits), and the guest is told by email in their language, and in
 * their linked chat.
 */
import { BOOK, injectApp, validBooking, waitFor } from './support/app';
import type { TestApp } from './support/app';
import { decodeMail, startSmtp } from './support/smtp';
import type { SmtpFixture } from './support/smtp';
import { BACKENDS } from './support/store';
import type { Backend } from './support/store';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { changeRecordOf } from '../../src/domain/staffApi';
import type { HistoryEntry, StaffBookingDetail, StayChangePreview } from '../../src/domain/staffApi';
import { stayDateLong } from '../../server/bookings/format';
import { invite } from '../../server/staffConsole/accounts';
import { gatewayEnv } from './support/gateways';

jest.setTimeout(60_000);

const ORIGIN = 'https://hotel.example';

describe.each(BACKENDS)('changing a stay on $name', (backend: Backend) => {
  let server: TestApp;

  async function open(env: Record<string, string> = {}): Promise<void> {
    server = await injectApp({ SITE_ORIGIN: ORIGIN, ...env }, { backend });
  }
  afterEach(async () => {
    await server.close();
  });

  async function signIn(name: string, role: 'owner' | 'reception' = 'reception'): Promise<Record<string, string>> {
    const { token } = await invite(server.app.transact, { name, role, lang: 'en' });
    const answer = await server.post('/api/staff/sign-in/link', { token }, { origin: ORIGIN });
    expect(answer.status).toBe(200);
    return { origin: ORIGIN, cookie: answer.headers['set-cookie']!.split(';')[0]! };
  }

  /** A phone booking of `roomId`, confirmed at once (it takes its rooms); its status and id. */
  async function phone(
    staff: Record<string, string>,
    stay: { roomId: number; units: number; checkin: string; nights: number; guests?: number },
  ): Promise<{ status: number; id: string }> {
    const answer = await server.post(
      '/api/staff/bookings',
      {
        roomId: stay.roomId,
        units: stay.units,
        checkin: stay.checkin,
        checkout: addDays(stay.checkin, stay.nights),
        guests: stay.guests ?? stay.units,
        guestName: 'Shahzoda Yusupova',
        phone: '+998901112233',
        lang: 'uz',
        source: 'phone',
      },
      staff,
    );
    return { status: answer.status, id: answer.body.id as string };
  }

  const change = (staff: Record<string, string>, id: string, body: Record<string, unknown>) =>
    server.post(`/api/staff/bookings/${id}/change`, body, staff);
  const preview = (staff: Record<string, string>, id: string, body: Record<string, unknown>) =>
    server.post(`/api/staff/bookings/${id}/change/preview`, body, staff);
  const detail = async (staff: Record<string, string>, id: string) =>
    (await server.get(`/api/staff/bookings/${id}`, staff)).body.booking as StaffBookingDetail;
  const lastChange = (booking: StaffBookingDetail): HistoryEntry =>
    booking.history.filter((line) => line.action === 'changed').at(-1)!;

  it('checks the nights a change adds under the lock (409 sold_out names them); a night it holds needs only the rooms added', async () => {
    await open();
    const staff = await signIn('Dilnoza');
    const d = addDays(todayInHotel(), 10);
    // Room kind 4 has two rooms: A takes one for d, d+1; B both for d+2, d+3.
    const a = await phone(staff, { roomId: 4, units: 1, checkin: d, nights: 2 });
    const b = await phone(staff, { roomId: 4, units: 2, checkin: addDays(d, 2), nights: 2 });
    expect([a.status, b.status]).toEqual([201, 201]);

    const longer = await change(staff, a.id, { checkout: addDays(d, 3), reason: 'Stays a night longer' });
    expect(longer.status).toBe(409);
    expect(longer.body.error).toMatchObject({ code: 'sold_out', field: 'checkout', nights: [addDays(d, 2)] });
    expect(longer.body.error.message).toBe('Not enough rooms are free on these dates.');
    // The preview says the same, and nothing was stored.
    expect((await preview(staff, a.id, { checkout: addDays(d, 3), reason: 'x' })).body.error.nights).toEqual([
      addDays(d, 2),
    ]);
    expect((await detail(staff, a.id)).checkout).toBe(addDays(d, 2));

    // A received request takes no night: its change is not refused, the preview says it could not be confirmed.
    const request = await server.post(
      BOOK,
      validBooking({
        roomId: 4,
        roomTitle: 'Suite',
        checkin: d,
        checkout: addDays(d, 1),
        nights: 1,
        totalPrice: 720_000,
      }),
    );
    const unconfirmable = await preview(staff, request.body.id as string, { checkout: addDays(d, 3) });
    expect(unconfirmable.body.preview.unconfirmable).toEqual([addDays(d, 2)]);
    expect(
      (await change(staff, request.body.id as string, { checkout: addDays(d, 3), reason: 'Asked by phone' })).status,
    ).toBe(200);
    expect((await server.post(`/api/staff/bookings/${request.body.id as string}/confirm`, {}, staff)).status).toBe(409);

    // A second room on the nights A holds: one more is free, so it fits.
    const group = await change(staff, a.id, { units: 2, guests: 5, reason: 'A friend joins' });
    expect(group.status).toBe(200);
    expect(group.body.booking).toMatchObject({ units: 2, guests: 5, totalPrice: 2 * 2 * 720_000 });
    // No third room on those nights: a kind has only its units.
    const third = await change(staff, a.id, { units: 3, reason: 'x' });
    expect(third.status).toBe(422);
    expect(third.body.error).toMatchObject({ code: 'invalid', rule: 'units_out_of_range', field: 'units', units: 2 });

    // To another kind: every night is new there, and kind 5 is free.
    const moved = await change(staff, a.id, { roomId: 5, guests: 4, reason: 'Upgrade' });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ roomId: 5, units: 2, totalPrice: 2 * 2 * 850_000 });
    // …which gave kind 4's nights back: B may now take an earlier night there.
    expect((await change(staff, b.id, { checkin: addDays(d, 1), reason: 'Arrives a day early' })).status).toBe(200);
  });

  it('keeps the nights kept at their stored price and prices new nights by today’s terms; only the owner sets a total', async () => {
    await open();
    const reception = await signIn('Dilnoza');
    const owner = await signIn('Rustam', 'owner');
    const d = addDays(todayInHotel(), 10);
    const made = await server.post(BOOK, validBooking({ checkin: d, checkout: addDays(d, 2) }));
    const id = made.body.id as string;
    expect((await server.post(`/api/staff/bookings/${id}/confirm`, {}, reception)).status).toBe(200);
    // The owner raises room 1's price after the guest booked at 400,000 a night.
    const season = await server.post(
      '/api/staff/seasons',
      {
        name: 'Navruz',
        from: d,
        to: addDays(d, 20),
        prices: { '1': { price: 500_000, priceIntl: 600_000 } },
      },
      owner,
    );
    expect(season.status).toBe(201);

    const asked = await preview(reception, id, { checkout: addDays(d, 3), reason: 'One more night' });
    expect(asked.status).toBe(200);
    const seen = asked.body.preview as StayChangePreview;
    expect(seen).toMatchObject({
      before: { checkin: d, checkout: addDays(d, 2), nights: 2, total: 800_000 },
      after: { checkin: d, checkout: addDays(d, 3), nights: 3, total: 1_300_000 },
      priceBy: 'quote',
      nightsAdded: [addDays(d, 2)],
      nightsFreed: [],
      deposit: null,
    });
    expect(seen.nightPrices.map((n) => n.price)).toEqual([400_000, 400_000, 500_000]);
    // A preview saves nothing.
    expect((await detail(reception, id)).totalPrice).toBe(800_000);

    const longer = await change(reception, id, { checkout: addDays(d, 3), reason: 'One more night' });
    expect(longer.body.booking).toMatchObject({ nights: 3, totalPrice: 1_300_000 });
    expect((longer.body.booking as StaffBookingDetail).nightPrices!.map((n) => n.price)).toEqual([
      400_000, 400_000, 500_000,
    ]);
    // A shorter stay drops the nights removed; a night kept keeps its price.
    const shorter = await change(reception, id, { checkout: addDays(d, 1), reason: 'Leaves sooner' });
    expect(shorter.body.booking).toMatchObject({ nights: 1, totalPrice: 400_000 });

    // The owner's price: reception may not, the owner may, with the reason; whole so'm over the nights.
    const refused = await change(reception, id, { price: 300_000, reason: 'Discount' });
    expect([refused.status, refused.body.error.code, refused.body.error.field]).toEqual([403, 'forbidden', 'price']);
    const discounted = await change(owner, id, { checkout: addDays(d, 3), price: 1_000_000, reason: 'Regular guest' });
    expect(discounted.status).toBe(200);
    const booking = discounted.body.booking as StaffBookingDetail;
    expect(booking.totalPrice).toBe(1_000_000);
    expect(booking.nightPrices!.map((n) => n.price)).toEqual([333_333, 333_333, 333_334]);
    expect(changeRecordOf(lastChange(booking).detail)).toMatchObject({ priceBy: 'owner', reason: 'Regular guest' });
    // A total for two rooms must share out between them in whole so'm.
    const odd = await change(owner, id, { units: 2, price: 1_000_001, reason: 'Two rooms' });
    expect(odd.status).toBe(422);
    expect(odd.body.error).toMatchObject({ code: 'invalid', rule: 'price_per_room', field: 'price', units: 2 });
    expect((await change(owner, id, { price: 1.5, reason: 'x' })).body.error).toMatchObject({
      rule: 'not_a_number',
      field: 'price',
    });
  });

  it('asks for a reason and a real change, holds the site’s rules, and records who, before → after and why', async () => {
    await open();
    const staff = await signIn('Dilnoza');
    const d = addDays(todayInHotel(), 10);
    const { id } = await phone(staff, { roomId: 1, units: 1, checkin: d, nights: 2, guests: 1 });

    for (const body of [{ units: 2 }, { units: 2, reason: '   ' }, { units: 2, reason: 'x'.repeat(501) }]) {
      const answer = await change(staff, id, body);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({ code: 'invalid', rule: 'reason', field: 'reason', max: 500 });
    }
    // A preview prices the change before its reason is written.
    expect((await preview(staff, id, { checkout: addDays(d, 3) })).body.preview.after.total).toBe(1_200_000);
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ guests: 1 }, 'unchanged', 'form'],
      [{ checkin: addDays(todayInHotel(), -1) }, 'checkin_in_past', 'checkin'],
      [{ checkout: d }, 'checkout_not_after_checkin', 'checkout'],
      [{ checkout: addDays(d, 91) }, 'stay_too_long', 'checkout'],
      [{ guests: 11 }, 'guests_out_of_range', 'guests'],
      [{ guests: 2 }, 'too_many_guests', 'guests'],
      [{ roomId: 99 }, 'unknown_room', 'roomId'],
      [{ checkin: '12.06.2030' }, 'invalid_date', 'checkin'],
    ];
    for (const [body, rule, field] of refusals) {
      const answer = await change(staff, id, { ...body, reason: 'Guest called' });
      expect([answer.status, answer.body.error.code, answer.body.error.rule, answer.body.error.field]).toEqual([
        422,
        'invalid',
        rule,
        field,
      ]);
    }

    const done = await change(staff, id, {
      checkin: addDays(d, 1),
      checkout: addDays(d, 4),
      guests: 2,
      units: 2,
      reason: ' Flight moved ',
    });
    expect(done.status).toBe(200);
    const line = lastChange(done.body.booking as StaffBookingDetail);
    expect(line.actor).toBe('Dilnoza');
    expect(changeRecordOf(line.detail)).toEqual({
      before: { checkin: d, checkout: addDays(d, 2), nights: 2, guests: 1, roomId: 1, units: 1, total: 800_000 },
      after: {
        checkin: addDays(d, 1),
        checkout: addDays(d, 4),
        nights: 3,
        guests: 2,
        roomId: 1,
        units: 2,
        total: 2_400_000,
      },
      priceBy: 'quote',
      reason: 'Flight moved',
    });

    // Over, or erased: nothing to change.
    expect((await server.post(`/api/staff/bookings/${id}/cancel`, {}, staff)).status).toBe(200);
    const cancelled = await change(staff, id, { guests: 1, reason: 'x' });
    expect([cancelled.status, cancelled.body.error.code]).toEqual([409, 'invalid_transition']);
    expect((await server.post(`/api/staff/bookings/${id}/erase`, {}, staff)).status).toBe(200);
    expect((await change(staff, id, { guests: 1, reason: 'x' })).body.error.code).toBe('invalid_transition');
  });

  it('a change and a confirmation racing for a kind’s last room: exactly one takes it (the room kind’s lock)', async () => {
    await open();
    const staff = await signIn('Dilnoza');
    for (const round of [0, 1, 2]) {
      const d = addDays(todayInHotel(), 20 + round * 5);
      // Kind 4 has two rooms; on d+1 one is taken by C, so one is left for A's extra night or B's request.
      const a = await phone(staff, { roomId: 4, units: 1, checkin: d, nights: 1 });
      const c = await phone(staff, { roomId: 4, units: 1, checkin: addDays(d, 1), nights: 1 });
      const b = await server.post(
        BOOK,
        validBooking({
          roomId: 4,
          roomTitle: 'Suite',
          checkin: addDays(d, 1),
          checkout: addDays(d, 2),
          nights: 1,
          totalPrice: 720_000,
        }),
      );
      expect([a.status, c.status, b.status]).toEqual([201, 201, 201]);
      const [extended, confirmed] = await Promise.all([
        change(staff, a.id, { checkout: addDays(d, 2), reason: 'One more night' }),
        server.post(`/api/staff/bookings/${b.body.id as string}/confirm`, {}, staff),
      ]);
      expect([extended.status, confirmed.status].sort()).toEqual([200, 409]);
      const free = await server.get(`/api/availability?checkin=${addDays(d, 1)}&checkout=${addDays(d, 2)}`);
      expect((free.body.rooms as Array<{ roomId: number; free: number }>).find((r) => r.roomId === 4)?.free).toBe(0);
    }
  });

  it('a guest in the house moved to another kind keeps the nights spent as they were; the nights ahead are checked and priced anew', async () => {
    let ahead = 0;
    server = await injectApp({ SITE_ORIGIN: ORIGIN }, { backend, clock: () => new Date(Date.now() + ahead) });
    const staff = await signIn('Dilnoza');
    const today = todayInHotel();
    const guest = await phone(staff, { roomId: 4, units: 1, checkin: today, nights: 3 });
    // Kind 5 is full tonight (both rooms), free after.
    expect((await phone(staff, { roomId: 5, units: 2, checkin: today, nights: 1 })).status).toBe(201);
    expect((await server.post(`/api/staff/bookings/${guest.id}/check-in`, {}, staff)).status).toBe(200);
    const tonight = await change(staff, guest.id, { roomId: 5, reason: 'Upgrade' });
    expect([tonight.status, tonight.body.error.nights]).toEqual([409, [today]]);

    // The next morning: tonight is spent (kind 4, its price), the two nights ahead are kind 5's.
    ahead = 24 * 60 * 60 * 1000;
    const moved = await change(staff, guest.id, { roomId: 5, reason: 'Upgrade' });
    expect(moved.status).toBe(200);
    const booking = moved.body.booking as StaffBookingDetail;
    expect(booking).toMatchObject({ roomId: 5, status: 'checked_in', totalPrice: 720_000 + 2 * 850_000 });
    expect(booking.nightPrices!.map((n) => n.price)).toEqual([720_000, 850_000, 850_000]);
  });

  it('an early departure: a guest in the house leaving sooner frees the nights left, and another stay then fits', async () => {
    await open();
    const staff = await signIn('Dilnoza');
    const today = todayInHotel();
    const inHouse = await phone(staff, { roomId: 4, units: 2, checkin: today, nights: 3 });
    expect((await server.post(`/api/staff/bookings/${inHouse.id}/check-in`, {}, staff)).status).toBe(200);
    expect((await phone(staff, { roomId: 4, units: 1, checkin: addDays(today, 1), nights: 2 })).status).toBe(409);

    // The arrival happened: it stays; the departure may be today, not before.
    const moved = await change(staff, inHouse.id, { checkin: addDays(today, 1), reason: 'x' });
    expect(moved.body.error).toMatchObject({ rule: 'checkin_fixed', field: 'checkin' });
    const past = await change(staff, inHouse.id, { checkout: addDays(today, -1), reason: 'x' });
    expect(past.body.error.rule).toMatch(/^checkout_/);

    const early = await change(staff, inHouse.id, { checkout: addDays(today, 1), reason: 'Early departure' });
    expect(early.status).toBe(200);
    expect(early.body.booking).toMatchObject({ status: 'checked_in', nights: 1, totalPrice: 2 * 720_000 });
    expect((await phone(staff, { roomId: 4, units: 1, checkin: addDays(today, 1), nights: 2 })).status).toBe(201);
    expect((await server.post(`/api/staff/bookings/${inHouse.id}/check-out`, {}, staff)).status).toBe(200);
  });

  describe('with a mail server', () => {
    let smtp: SmtpFixture;
    beforeEach(async () => {
      smtp = await startSmtp();
    });
    afterEach(async () => {
      await smtp.close();
    });

    it('tells the guest in their language, with the new dates and total, and queues the news for their linked chat', async () => {
      await open({ SMTP_URL: smtp.url });
      const staff = await signIn('Dilnoza');
      const d = addDays(todayInHotel(), 10);
      const made = await server.post(BOOK, validBooking({ checkin: d, checkout: addDays(d, 2), lang: 'ru' }));
      const { id, reference } = made.body as { id: string; reference: string };
      expect((await server.post(`/api/staff/bookings/${id}/confirm`, {}, staff)).status).toBe(200);
      await server.app.store
        .insertInto('guest_telegram_chats')
        .values({ booking_id: id, chat_id: '777001', linked_at: new Date().toISOString() })
        .execute();

      expect((await change(staff, id, { checkout: addDays(d, 3), reason: 'Stays longer' })).status).toBe(200);
      const mail = await waitFor(
        () =>
          smtp.messages
            .map((m) => decodeMail(m.raw))
            .find((m) => m.subject === `Ваше бронирование изменено (${reference})`),
        10_000,
        'the change email',
      );
      expect(mail.text).toContain('В ваше бронирование внесены изменения.');
      expect(mail.text).toContain(stayDateLong(addDays(d, 3), 'ru'));
      expect(mail.text).toMatch(/Итого\W+1\s200\s000\s+so'm/);
      const chat = await server.app.store
        .selectFrom('outbox')
        .select(['channel', 'recipient'])
        .where('booking_id', '=', id)
        .where('kind', '=', 'tg_changed')
        .execute();
      expect(chat).toEqual([{ channel: 'telegram', recipient: '777001' }]);
      // The staff Telegram message is brought up to date with the new dates.
      expect(
        await server.app.store
          .selectFrom('outbox')
          .select('kind')
          .where('booking_id', '=', id)
          .where('kind', '=', 'staff_edit')
          .execute(),
      ).toHaveLength(1);
    });
    it('a hotel that takes a deposit: the preview and the guest’s email state the paid deposit against the changed stay’s', async () => {
      await open({ SMTP_URL: smtp.url, ...gatewayEnv({ payme: 'payme-key', click: 'click-key' }) });
      const staff = await signIn('Dilnoza');
      const owner = await signIn('Rustam', 'owner');
      const d = addDays(todayInHotel(), 10);
      const made = await server.post(BOOK, validBooking({ checkin: d, checkout: addDays(d, 2) }));
      const { id, reference } = made.body as { id: string; reference: string };
      expect((await server.post(`/api/staff/bookings/${id}/confirm`, {}, staff)).status).toBe(200);
      // The first night's deposit, 400,000 so'm, paid with Payme.
      await server.app.store
        .insertInto('payments')
        .values({
          id: 'p1',
          booking_id: id,
          gateway: 'payme',
          transaction_id: 't1',
          amount: 400_000,
          state: 2,
          reason: null,
          gateway_time: Date.now() - 60_000,
          prepare_id: null,
          create_time: Date.now() - 60_000,
          perform_time: Date.now(),
          cancel_time: null,
        })
        .execute();
      // The night before costs 500,000 so'm now: arriving a day early makes it the first night.
      const season = {
        name: 'Eve',
        from: addDays(d, -1),
        to: addDays(d, -1),
        prices: { '1': { price: 500_000, priceIntl: 600_000 } },
      };
      expect((await server.post('/api/staff/seasons', season, owner)).status).toBe(201);

      const asked = await preview(staff, id, { checkin: addDays(d, -1) });
      expect(asked.body.preview).toMatchObject({
        after: { total: 1_300_000 },
        deposit: { paid: 400_000, due: 500_000 },
      });
      expect((await change(staff, id, { checkin: addDays(d, -1), reason: 'Arrives a day early' })).status).toBe(200);
      // The reminder follows the new arrival day: the day before it, at 10:00 in Namangan.
      const reminder = await server.app.store
        .selectFrom('outbox')
        .select(['channel', 'next_attempt_at'])
        .where('booking_id', '=', id)
        .where('kind', '=', 'reminder')
        .execute();
      expect(reminder).toEqual([{ channel: 'email', next_attempt_at: `${addDays(d, -2)}T05:00:00.000Z` }]);
      const mail = await waitFor(
        () =>
          smtp.messages
            .map((m) => decodeMail(m.raw))
            .find((m) => m.subject === `Your booking has been changed (${reference})`),
        10_000,
        'the change email',
      );
      expect(mail.text.replace(/\s+/g, ' ')).toContain(
        "You paid a deposit of 400,000 so'm. The deposit for the changed booking is 500,000 so'm: the remaining 100,000 so'm is paid at reception.",
      );
    });
  });
});
