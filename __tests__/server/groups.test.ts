/**
 * Groups — several rooms of one kind in one request — through the app's routes, in-process, on
 * the real store (SQLite, and PostgreSQL when DATABASE_URL is set): the payload's `units` checked
 * and stored, the rooms a confirmed group takes, sold out and the staff confirm, Idempotency-Key
 * replays and the email call, and what the staff texts, the guest emails, `npm run bookings` and
 * the calendar export say about it. Delivery over real SMTP and Telegram is in messages.test.ts
 * and staffLoop.test.ts.
 */
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { Migrator, sql } from 'kysely';
import { BOOK, EMAIL, baseEnv, configFrom, injectApp, validBooking } from './support/app';
import type { TestApp } from './support/app';
import { BACKENDS, SQLITE } from './support/store';
import { decide } from '../../server/bookings/decide';
import { listBookings } from '../../server/cli/bookings';
import { runDecision } from '../../server/cli/decide';
import { MIGRATIONS, openMigratedStore } from '../../server/db/store';
import type { BookingsTable } from '../../server/db/schema';
import { guestDecisionEmail, guestEmail } from '../../server/guestEmail/messages';
import { staffEmail } from '../../server/staffChat/email';
import { staffTelegramText } from '../../server/staffChat/message';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { totalPrice } from '../../src/domain/pricing';
import { findRoom } from '../../src/domain/rooms';

jest.setTimeout(60_000);

const STAFF = { id: '1', name: 'Dilnoza' };
const today = todayInHotel();
const d = (days: number): string => addDays(today, days);
/** Room 2, the twin: two guests each, eight of them. */
const TWIN = findRoom(2)!;
/** A token as random as CALENDAR_TOKEN must be (openssl rand -hex 32). */
const CALENDAR_TOKEN = 'c41f0a9d3e7b25681fd04ac9e3b76a5d208f1ce4b97a3d06e5c812f49b0d7a3e';

/** A twin-room request from d(from) to d(to) for `units` rooms and twice as many guests, at the citizens' price. */
function twin(
  units: number | undefined,
  from = 10,
  to = 12,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const nights = to - from;
  return validBooking({
    roomId: TWIN.id,
    checkin: d(from),
    checkout: d(to),
    nights,
    guests: 2 * (units ?? 1),
    ...(units === undefined ? {} : { units }),
    totalPrice: totalPrice(TWIN, 'UZ', nights, units),
    ...overrides,
  });
}

describe.each(BACKENDS)('groups on $name', (backend) => {
  let store: Awaited<ReturnType<typeof backend.create>>;
  let server: TestApp;

  const book = async (body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<string> => {
    const answer = await server.post(BOOK, body, headers);
    expect([answer.status, answer.body.error]).toEqual([201, undefined]);
    return answer.body.id;
  };
  const row = (id: string): Promise<BookingsTable> =>
    server.app.store.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const count = async (): Promise<number> =>
    (await server.app.store.selectFrom('bookings').select('id').execute()).length;
  const confirm = (id: string) => decide(server.app.transact, id, { action: 'confirm' }, STAFF);
  const freeTwins = async (from: number, to: number): Promise<number> => {
    const answer = await server.get(`/api/availability?checkin=${d(from)}&checkout=${d(to)}`);
    expect(answer.status).toBe(200);
    return answer.body.rooms.find((r: { roomId: number }) => r.roomId === TWIN.id).free;
  };

  beforeEach(async () => {
    store = await backend.create();
    server = await injectApp(baseEnv({ ...store.env, CALENDAR_TOKEN }));
  });

  afterEach(async () => {
    await server.close();
    await store.drop();
  });

  it('books 4 guests in the twin room for 2 nights as 2 rooms at the citizens’ price, 1,920,000 so’m, and stores the rooms', async () => {
    const body = validBooking({
      roomId: 2,
      checkin: d(10),
      checkout: d(12),
      nights: 2,
      guests: 4,
      units: 2,
      nationality: 'UZ',
      totalPrice: 1_920_000,
    });
    const id = await book(body);
    expect(await row(id)).toEqual(
      expect.objectContaining({
        room_id: 2,
        guests: 4,
        units: 2,
        nights: 2,
        total_price: 1_920_000,
        status: 'received',
      }),
    );
    // The spec's payload, without units: one room, as before groups.
    const single = await book(validBooking({ guestName: 'One Room' }));
    expect((await row(single)).units).toBe(1);
  });

  it('refuses more guests than the rooms sleep, a count of rooms the kind does not have, and a total for fewer rooms', async () => {
    const before = await count();
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [twin(undefined, 10, 12, { guests: 4 }), 'too_many_guests', 'guests'],
      [twin(2, 10, 12, { guests: 5 }), 'too_many_guests', 'guests'],
      [twin(TWIN.units + 1, 10, 12, { guests: 10 }), 'units_out_of_range', 'units'],
      [twin(2, 10, 12, { units: 0 }), 'units_out_of_range', 'units'],
      [twin(2, 10, 12, { units: 1.5 }), 'units_out_of_range', 'units'],
      [twin(2, 10, 12, { units: '2' }), 'invalid_type', 'units'],
    ];
    for (const [body, code, field] of refusals) {
      const answer = await server.post(BOOK, body);
      expect([body.units, answer.status, answer.body.error]).toEqual([
        body.units,
        400,
        expect.objectContaining({ code, field }),
      ]);
    }
    // A total for fewer rooms than asked: the server names what the group costs.
    const fewer = await server.post(BOOK, twin(2, 10, 12, { totalPrice: totalPrice(TWIN, 'UZ', 2) }));
    expect([fewer.status, fewer.body.error.code, fewer.body.error.field]).toEqual([409, 'price_changed', 'totalPrice']);
    expect(await count()).toBe(before);
  });

  it('takes a confirmed group’s rooms on each of its nights, sells out for a group larger than what is free, and refuses a confirm that would overbook', async () => {
    expect(await freeTwins(10, 13)).toBe(TWIN.units);
    const a = await book(twin(3, 10, 12, { guestName: 'Group A' }));
    // Received: nothing taken yet.
    expect(await freeTwins(10, 13)).toBe(8);
    expect((await confirm(a)).kind).toBe('decided');
    expect(await freeTwins(10, 12)).toBe(5);
    expect(await freeTwins(12, 13)).toBe(8);

    const b = await book(twin(3, 11, 13, { guestName: 'Group B' }));
    const c = await book(twin(3, 11, 12, { guestName: 'Group C' }));
    expect((await confirm(b)).kind).toBe('decided');
    // Night d(11) has 8 − 3 − 3 = 2 free: a third group of three would overbook it.
    expect(await freeTwins(11, 12)).toBe(2);
    const refused = await confirm(c);
    expect(refused).toEqual(expect.objectContaining({ kind: 'full', nights: [d(11)] }));
    expect((await row(c)).status).toBe('received');
    await expect(runDecision(server.app.store, ['confirm', c.slice(0, 8)])).rejects.toThrow(
      `has fewer free units than the request's 3 rooms on ${d(11)}`,
    );

    // More rooms than are free on one night of the stay: 409, the night named; as many as are free: accepted.
    const soldOut = await server.post(BOOK, twin(3, 10, 13, { guestName: 'Group D' }));
    expect([soldOut.status, soldOut.body.error]).toEqual([
      409,
      expect.objectContaining({ code: 'sold_out', field: 'checkin' }),
    ]);
    expect(soldOut.body.error.message).toContain(`Fewer than 3 rooms of this kind are free on ${d(11)}`);
    await book(twin(2, 10, 13, { guestName: 'Group E' }));
  });

  it('replays a group to the same key and body, and answers 422 to the same key with another count of rooms', async () => {
    const key = { 'idempotency-key': 'group-1' };
    const first = await server.post(BOOK, twin(2), key);
    expect(first.status).toBe(201);
    const again = await server.post(BOOK, twin(2), key);
    expect([again.status, again.body.id]).toEqual([201, first.body.id]);
    const other = await server.post(BOOK, twin(3), key);
    expect([other.status, other.body.error.code]).toEqual([422, 'idempotency_key_reused']);
    expect(await count()).toBe(1);

    // One room: `units: 1` and no units are one and the same request.
    const single = { 'idempotency-key': 'single-1' };
    const plain = await server.post(BOOK, twin(undefined), single);
    const spelled = await server.post(BOOK, twin(1), single);
    expect([plain.status, spelled.status, spelled.body.id]).toEqual([201, 201, plain.body.id]);
    expect(await count()).toBe(2);
  });

  it('answers the email call that restates the group, and refuses one that names other rooms', async () => {
    const body = twin(2, 10, 12, { email: 'group@example.org' });
    const id = await book(body);
    const hotel = await server.post(EMAIL, { ...body, toEmail: 'hotel@example.com', bookingId: id });
    expect(hotel.status).toBe(200);
    const more = await server.post(EMAIL, {
      ...twin(3, 10, 12, { email: 'group@example.org' }),
      toEmail: 'hotel@example.com',
      bookingId: id,
    });
    expect([more.status, more.body.error.code]).toEqual([422, 'booking_mismatch']);
  });

  it('says “2 rooms” to the staff in STAFF_LANG and to the guest in the guest’s language, with the price of each room and the total of all', async () => {
    const id = await book(twin(2, 10, 12, { lang: 'ru', email: 'group@example.org' }));
    const stored = await row(id);

    const uz = staffTelegramText(stored, 'uz');
    expect(uz).toContain('Mehmonlar soni: 4 (2 ta xona)');
    expect(uz).toMatch(/Bir kecha narxi: 480\s000\u00a0so'm bir xona uchun \(Oʻzbekiston fuqarolari uchun narx\)/);
    expect(uz).toMatch(/Jami: 1\s920\s000\u00a0so'm/);
    expect(staffTelegramText(stored, 'ru')).toContain('Гостей: 4 (2 номера)');
    const en = staffTelegramText(stored, 'en');
    expect(en).toContain('Guests: 4 (2 rooms)');
    expect(en).toContain("Price per night: 480,000\u00a0so'm per room (price for Uzbekistan citizens)");
    expect(en).toContain("Total: 1,920,000\u00a0so'm");
    expect(staffEmail(stored, 'en').text).toContain('Guests: 4 (2 rooms)');

    const received = guestEmail(stored);
    expect(received.text).toContain('Гостей: 4 (2 номера)');
    expect(received.text).toContain("so'm за номер (цена для граждан Узбекистана)");
    expect(received.text).toMatch(/Итого: 1\s920\s000\u00a0so'm/);
    const inLang = (lang: string) => guestEmail({ ...stored, lang }).text;
    expect(inLang('uz')).toContain('Mehmonlar soni: 4 (2 ta xona)');
    expect(inLang('en')).toContain('Guests: 4 (2 rooms)');

    const confirmed = { ...stored, status: 'confirmed' as const };
    expect(guestDecisionEmail(confirmed).text).toContain(
      'Рады сообщить: ваш запрос на 2 номера («Стандартный двухместный номер (раздельные кровати)») подтверждён, номера забронированы за вами.',
    );
    expect(guestDecisionEmail({ ...confirmed, lang: 'en' }).text).toContain(
      'Good news: your request is confirmed, and 2 rooms (Standard Twin Room) are reserved for you.',
    );
    expect(guestDecisionEmail({ ...confirmed, lang: 'uz' }).text).toContain(
      '«Standart ikki kishilik xona (alohida karavotlar)» turidagi 2 ta xona siz uchun band qilindi.',
    );
    const declined = { ...stored, status: 'declined' as const, decline_reason: 'full' as const };
    expect(guestDecisionEmail({ ...declined, lang: 'en' }).text).toContain(
      'There are not enough free rooms of this kind for your request on your dates.',
    );
    expect(guestDecisionEmail(declined).text).toContain('Гостей: 4 (2 номера)');
    const cancelled = { ...stored, status: 'cancelled' as const, cancelled_at: new Date().toISOString() };
    expect(staffTelegramText(cancelled, 'en')).toContain('Guests: 4 (2 rooms)');

    // One room reads exactly as before groups.
    const one = await row(await book(validBooking({ guestName: 'One Room' })));
    expect(staffTelegramText(one, 'en')).toContain('Guests: 1\n');
    expect(guestEmail(one).text).not.toMatch(/per room|rooms\)/);
  });

  it('lists the rooms of each request in `npm run bookings`', async () => {
    await book(twin(2, 10, 12, { guestName: 'Group Listed' }));
    await book(validBooking({ guestName: 'Single Listed' }));
    const listing = await listBookings(server.app.store, 50);
    const cells = (line: string): string[] =>
      line
        .split('│')
        .slice(1, -1)
        .map((cell) => cell.trim());
    const lines = listing.split('\n');
    const header = cells(lines.find((line) => line.includes('Received (UTC)'))!);
    const rooms = header.indexOf('Rooms');
    expect(rooms).toBe(header.indexOf('Guests') + 1);
    expect(cells(lines.find((line) => line.includes('Group Listed'))!).slice(rooms - 1, rooms + 2)).toEqual([
      '4',
      '2',
      '1,920,000',
    ]);
    expect(cells(lines.find((line) => line.includes('Single Listed'))!)[rooms]).toBe('1');
  });

  it('exports a confirmed group as one event per room, with nothing about the guest', async () => {
    const group = await book(twin(3, 30, 33, { guestName: 'Secret Guestname', email: 'secret@example.org' }));
    const single = await book(twin(undefined, 40, 41));
    await confirm(group);
    await confirm(single);
    const ics = await server.get(`/api/calendar/${TWIN.id}.ics?token=${CALENDAR_TOKEN}`);
    expect(ics.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(ics.text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => [e.startDate.toString(), e.endDate.toString(), e.summary])).toEqual([
      [d(30), d(33), 'Reserved'],
      [d(30), d(33), 'Reserved'],
      [d(30), d(33), 'Reserved'],
      [d(40), d(41), 'Reserved'],
    ]);
    expect(new Set(events.map((e) => e.uid)).size).toBe(4);
    // A stay's first event keeps the UID it had before groups: channels see no change.
    const uidOf = (source: string) => `${createHash('sha256').update(source).digest('hex').slice(0, 32)}@`;
    expect(events[0]!.uid.startsWith(uidOf(group))).toBe(true);
    expect(events[3]!.uid.startsWith(uidOf(single))).toBe(true);
    for (const secret of ['Secret', 'Guestname', 'secret@example.org', group, single])
      expect(ics.text).not.toContain(secret);
  });
});

describe('the groups migration (0006)', () => {
  it('gives every request stored before it one room, and goes down and up again', async () => {
    const store = await SQLITE.create();
    const config = configFrom(store.env);
    const db = await openMigratedStore(config);
    try {
      // A row written as before groups: no units column named.
      await sql`insert into bookings (id, created_at, status, room_id, room_title, guest_name, phone, email, nationality, nationality_code, checkin, checkout, nights, guests, total_price, lang)
        values ('old-1', '2026-01-01T00:00:00.000Z', 'confirmed', 2, 'Standard Twin Room', 'Old Guest', '+998901234567', null, null, null, '2030-01-01', '2030-01-03', 2, 2, 960000, 'en')`.execute(
        db,
      );
      expect(
        (await db.selectFrom('bookings').select('units').where('id', '=', 'old-1').executeTakeFirstOrThrow()).units,
      ).toBe(1);

      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => MIGRATIONS },
        allowUnorderedMigrations: true,
      });
      // Down to before groups: the references (0008) and the client address (0007) go first, then 0006.
      const down = await migrator.migrateTo('0005_availability');
      expect(down.error).toBeUndefined();
      const columns = async () =>
        (await sql<{ name: string }>`select name from pragma_table_info('bookings')`.execute(db)).rows.map(
          (r) => r.name,
        );
      expect(await columns()).not.toContain('units');
      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      expect(await columns()).toContain('units');
      const old = await db
        .selectFrom('bookings')
        .select(['units', 'reference'])
        .where('id', '=', 'old-1')
        .executeTakeFirstOrThrow();
      expect(old.units).toBe(1);
      // Migration 0008 gives every request stored before it a reference.
      expect(old.reference).toMatch(/^GH-[2-9A-HJ-NP-Z]{6}$/);
    } finally {
      await db.destroy();
      await store.drop();
    }
  });
});
