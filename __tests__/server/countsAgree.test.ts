/**
 * One truth for every count: a few hundred random operations through the real app (site
 * requests, confirmations, declines, cancellations, phone bookings, closed nights, units out of
 * service with and without `force`, removed restrictions, other channels' calendars read by
 * the iCal importer, check-ins, check-outs), and after each one, for every room kind and every
 * night of the next seven: the staff calendar's `free` equals the public availability's for that
 * single night and the quote's bookable (free ≥ 1); the calendar's other counts equal the stored
 * rows counted night by night; and Today's lists hold exactly the stored stays its rules name.
 * SQLite, and PostgreSQL when DATABASE_URL is set. The operations come from a seeded PRNG: a
 * failure names the seed and the step, and replays.
 */
import { blockedNights, DEFAULT_FEED_LIMITS } from '../../server/availability/icalParse';
import { invite } from '../../server/staffConsole/accounts';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { ROOMS } from '../../src/domain/rooms';
import type { CalendarAnswer, TodayAnswer } from '../../src/domain/staffApi';
import { injectApp, validBooking } from './support/app';
import type { TestApp } from './support/app';
import { BACKENDS, bookingRow } from './support/store';
import { seededDraws } from '../support/seeded';

// 300 operations with four reads after each: 8–40 s quiet, several minutes beside other work (a guard only).
jest.setTimeout(360_000);

const ORIGIN = 'https://hotel.example';
const SEED = 48;
const OPERATIONS = 300;
/** The nights compared after each operation: today and the six after it. */
const WINDOW = 7;

const compact = (day: string): string => day.replace(/-/g, '');
/** A number as letters (a name holds no digits): 12 → "Bc". */
const lettered = (n: number): string =>
  [...String(n)].map((digit, i) => String.fromCharCode((i === 0 ? 65 : 97) + Number(digit))).join('');

/** Another channel's calendar of whole-day stays (what Booking.com exports). */
function channelCalendar(stays: ReadonlyArray<[string, string]>): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Channel//EN'];
  stays.forEach(([from, to], i) =>
    lines.push(
      'BEGIN:VEVENT',
      `UID:stay-${i}-${from}@channel.example`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${compact(from)}`,
      `DTEND;VALUE=DATE:${compact(to)}`,
      'SUMMARY:Not available',
      'END:VEVENT',
    ),
  );
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

/** Other channels' feeds: room 4 has one, room 6 two (their blocks add up). */
const FEEDS = [
  { feed: 'channel-a', roomId: 4 },
  { feed: 'channel-b', roomId: 6 },
  { feed: 'channel-c', roomId: 6 },
] as const;

interface Row {
  id: string;
  status: string;
  room_id: number;
  units: number;
  checkin: string;
  checkout: string;
}

interface StoredRestriction {
  id: string;
  roomId: number | null;
  from: string;
  to: string;
  closed?: boolean;
  outOfService?: number | null;
}

describe.each(BACKENDS)('counts agree on $name', (backend) => {
  let server: TestApp;
  const today = todayInHotel();
  const nights = Array.from({ length: WINDOW }, (_, i) => addDays(today, i));

  beforeAll(async () => {
    server = await injectApp({ SITE_ORIGIN: ORIGIN }, { backend });
  });
  afterAll(async () => {
    await server?.close();
  });

  /**
   * A channel's calendar read as the importer reads it (blockedNights, what its worker runs) and
   * its nights stored as the importer stores them: the feed's rows replaced, one per night.
   */
  async function importChannel(feed: string, roomId: number, text: string): Promise<void> {
    const { nights: blocked } = blockedNights(text, addDays(today, -1), addDays(today, 731), DEFAULT_FEED_LIMITS);
    await server.app.transact(async (trx) => {
      await trx.deleteFrom('blocked_nights').where('feed', '=', feed).execute();
      if (blocked.length > 0)
        await trx
          .insertInto('blocked_nights')
          .values(blocked.map((night) => ({ feed, room_id: roomId, night })))
          .execute();
    });
  }

  async function signIn(role: 'owner' | 'reception'): Promise<Record<string, string>> {
    const { token } = await invite(server.app.transact, { name: `Staff ${role}`, role, lang: 'en' });
    const answer = await server.post('/api/staff/sign-in/link', { token }, { origin: ORIGIN });
    expect(answer.status).toBe(200);
    return { origin: ORIGIN, cookie: answer.headers['set-cookie']!.split(';')[0]! };
  }

  async function stored(): Promise<Row[]> {
    const rows = await server.app.store
      .selectFrom('bookings')
      .select(['id', 'status', 'room_id', 'units', 'checkin', 'checkout'])
      .execute();
    return rows.map((row) => ({ ...row, room_id: Number(row.room_id), units: Number(row.units) }));
  }

  it(`after each of ${OPERATIONS} random operations, calendar, availability, quote and Today agree with the store`, async () => {
    const owner = await signIn('owner');
    const reception = await signIn('reception');
    const random = seededDraws(SEED);
    const pick = <T>(list: readonly T[]): T | undefined => list[random(list.length)];

    // Stays from before today, as only the store can hold them: guests in the house (one past
    // their check-out day), a confirmed stay that never arrived, one leaving today.
    const past = [
      { status: 'checked_in', room_id: 6, checkin: addDays(today, -2), checkout: addDays(today, 2) },
      { status: 'checked_in', room_id: 4, checkin: addDays(today, -3), checkout: today },
      { status: 'checked_in', room_id: 1, checkin: addDays(today, -4), checkout: addDays(today, -1) },
      { status: 'confirmed', room_id: 5, checkin: addDays(today, -1), checkout: addDays(today, 1) },
      { status: 'confirmed', room_id: 3, checkin: addDays(today, -2), checkout: today },
      { status: 'checked_out', room_id: 2, checkin: addDays(today, -2), checkout: today },
      { status: 'cancelled', room_id: 2, checkin: addDays(today, -1), checkout: addDays(today, 1) },
    ];
    await server.app.store
      .insertInto('bookings')
      .values(
        past.map((stay, i) =>
          bookingRow(`cccccccc-0000-4000-8000-${String(i).padStart(12, '0')}`, {
            ...stay,
            nights: Math.round((Date.parse(stay.checkout) - Date.parse(stay.checkin)) / 86_400_000),
          }),
        ),
      )
      .execute();

    let phone = 0;
    const counted: Record<string, number> = {};
    const count = (what: string) => (counted[what] = (counted[what] ?? 0) + 1);

    const operations: Array<[weight: number, name: string, run: (rows: Row[]) => Promise<void>]> = [
      [
        22,
        'site request',
        async () => {
          const room = pick(ROOMS)!;
          const checkin = addDays(today, random(WINDOW));
          const checkout = addDays(checkin, 1 + random(3));
          const units = room.units > 1 && random(4) === 0 ? 2 : 1;
          const quote = await server.get(
            `/api/quote?roomId=${room.id}&checkin=${checkin}&checkout=${checkout}&nationality=UZ&units=${units}`,
          );
          expect(quote.status).toBe(200);
          phone += 1;
          const made = await server.post(
            '/api/bot/booking',
            validBooking({
              roomId: room.id,
              checkin,
              checkout,
              nights: quote.body.nights.length,
              units,
              guests: units,
              totalPrice: quote.body.total,
              guestName: `Mehmon ${lettered(phone)}`,
              phone: `+99890${String(1_000_000 + phone)}`,
            }),
          );
          // The site takes a request for what the quote says it sells, and refuses the rest as sold out.
          expect([checkin, checkout, room.id, units, made.status]).toEqual([
            checkin,
            checkout,
            room.id,
            units,
            quote.body.bookable ? 201 : 409,
          ]);
          count(made.status === 201 ? 'site request' : 'site request refused');
        },
      ],
      [
        16,
        'confirm',
        async (rows) => {
          const request = pick(rows.filter((row) => row.status === 'received'));
          if (!request) return;
          const done = await server.post(`/api/staff/bookings/${request.id}/confirm`, {}, reception);
          expect([200, 409]).toContain(done.status);
          count(done.status === 200 ? 'confirm' : 'confirm refused (sold out)');
        },
      ],
      [
        5,
        'decline',
        async (rows) => {
          const request = pick(rows.filter((row) => row.status === 'received'));
          if (!request) return;
          expect(
            (await server.post(`/api/staff/bookings/${request.id}/decline`, { reason: 'full' }, reception)).status,
          ).toBe(200);
          count('decline');
        },
      ],
      [
        6,
        'cancel',
        async (rows) => {
          const stay = pick(rows.filter((row) => row.status === 'received' || row.status === 'confirmed'));
          if (!stay) return;
          expect((await server.post(`/api/staff/bookings/${stay.id}/cancel`, {}, reception)).status).toBe(200);
          count('cancel');
        },
      ],
      [
        10,
        'phone booking',
        async () => {
          const room = pick(ROOMS)!;
          const checkin = addDays(today, random(WINDOW));
          phone += 1;
          const made = await server.post(
            '/api/staff/bookings',
            {
              roomId: room.id,
              checkin,
              checkout: addDays(checkin, 1 + random(3)),
              guests: 1,
              guestName: `Telefon ${lettered(phone)}`,
              phone: `+99891${String(1_000_000 + phone)}`,
              lang: 'uz',
              source: 'phone',
            },
            reception,
          );
          expect([201, 409]).toContain(made.status);
          count(made.status === 201 ? 'phone booking' : 'phone booking refused (sold out)');
        },
      ],
      [
        9,
        'restriction',
        async () => {
          const room = random(4) === 0 ? null : pick(ROOMS)!;
          const from = addDays(today, random(WINDOW));
          const most = room ? room.units : 2;
          const force = random(2) === 0;
          const body = {
            roomId: room?.id ?? null,
            from,
            to: addDays(from, random(3)),
            ...(random(3) === 0 ? { closed: true } : { outOfService: 1 + random(most) }),
            ...(force ? { force } : {}),
          };
          const before = await server.app.store.selectFrom('rate_restrictions').select('id').execute();
          const made = await server.app.inject({
            method: 'POST',
            url: '/api/staff/restrictions',
            headers: owner,
            payload: body,
          });
          if (made.statusCode === 409) {
            // Refused only when it takes sold units, naming what holds them; nothing is stored.
            const error = JSON.parse(made.body).error;
            expect(force).toBe(false);
            expect(error.code).toBe('conflict');
            expect(error.bookings.length + error.blocked.length).toBeGreaterThan(0);
            const after = await server.app.store.selectFrom('rate_restrictions').select('id').execute();
            expect(after.length).toBe(before.length);
            count('restriction refused (conflict)');
          } else {
            expect(made.statusCode).toBe(201);
            count(force ? 'restriction (forced)' : 'restriction');
          }
        },
      ],
      [
        4,
        'restriction removed',
        async () => {
          const list = (await server.get('/api/staff/restrictions', owner)).body.restrictions as StoredRestriction[];
          const gone = pick(list);
          if (!gone) return;
          const done = await server.app.inject({
            method: 'DELETE',
            url: `/api/staff/restrictions/${gone.id}`,
            headers: owner,
          });
          expect(done.statusCode).toBe(204);
          count('restriction removed');
        },
      ],
      [
        8,
        'channel',
        async () => {
          const { feed, roomId } = FEEDS[random(FEEDS.length)]!;
          const stays = Array.from({ length: random(3) }, () => {
            const from = addDays(today, random(WINDOW));
            return [from, addDays(from, 1 + random(3))] as [string, string];
          });
          await importChannel(feed, roomId, channelCalendar(stays));
          count('channel calendar imported');
        },
      ],
      [
        8,
        'check-in',
        async (rows) => {
          const stay = pick(
            rows.filter((row) => row.status === 'confirmed' && row.checkin <= today && today < row.checkout),
          );
          if (!stay) return;
          expect((await server.post(`/api/staff/bookings/${stay.id}/check-in`, {}, reception)).status).toBe(200);
          count('check-in');
        },
      ],
      [
        5,
        'check-out',
        async (rows) => {
          const stay = pick(rows.filter((row) => row.status === 'checked_in'));
          if (!stay) return;
          expect((await server.post(`/api/staff/bookings/${stay.id}/check-out`, {}, reception)).status).toBe(200);
          count('check-out');
        },
      ],
    ];
    const total = operations.reduce((sum, [weight]) => sum + weight, 0);

    for (let step = 0; step < OPERATIONS; step += 1) {
      let draw = random(total);
      const operation = operations.find(([weight]) => (draw -= weight) < 0)!;
      try {
        await operation[2](await stored());
        await compare(step === OPERATIONS - 1 || step % 50 === 0);
      } catch (error) {
        throw new Error(`seed ${SEED}, step ${step} (${operation[1]}): ${(error as Error).message}`, { cause: error });
      }
    }
    // The draw did each kind of operation, and refusals as well as sales.
    expect(Object.keys(counted).sort()).toEqual(
      expect.arrayContaining([
        'cancel',
        'channel calendar imported',
        'check-in',
        'check-out',
        'confirm',
        'decline',
        'phone booking',
        'restriction',
        'restriction (forced)',
        'restriction refused (conflict)',
        'restriction removed',
        'site request',
        'site request refused',
      ]),
    );

    /** Every count after a step; every quote on `all`, else two drawn (room kind, night) pairs. */
    async function compare(all: boolean): Promise<void> {
      const rows = await stored();
      const [calendar, restrictions, blocked] = await Promise.all([
        server.get(`/api/staff/calendar?from=${today}&days=${WINDOW}`, owner).then((r) => r.body as CalendarAnswer),
        server.get('/api/staff/restrictions', owner).then((r) => r.body.restrictions as StoredRestriction[]),
        server.app.store.selectFrom('blocked_nights').select(['room_id', 'night']).execute(),
      ]);
      // The calendar against the stored rows, counted night by night.
      const counted = ROOMS.map((room) => ({
        roomId: room.id,
        units: room.units,
        nights: nights.map((night) => {
          const on = rows.filter((row) => row.room_id === room.id && row.checkin <= night && night < row.checkout);
          const sum = (statuses: string[]) =>
            on.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + row.units, 0);
          const covering = restrictions.filter(
            (r) => (r.roomId === null || r.roomId === room.id) && r.from <= night && night <= r.to,
          );
          const out = covering.reduce((total, r) => total + (r.outOfService ?? 0), 0);
          const cell = {
            date: night,
            taken: sum(['confirmed', 'checked_in']),
            pending: sum(['received']),
            blocked: blocked.filter((b) => Number(b.room_id) === room.id && b.night === night).length,
            closed: covering.some((r) => r.closed) ? room.units : Math.min(room.units, out),
          };
          return { ...cell, free: Math.max(0, room.units - cell.closed - cell.taken - cell.blocked) };
        }),
      }));
      expect(calendar.rooms).toEqual(counted);
      // The site's availability for each single night, and the quote, say the calendar's free.
      const calendarFree = calendar.rooms.map((room) => [room.roomId, room.nights.map((night) => night.free)]);
      const sold = await Promise.all(
        nights.map((night) => server.get(`/api/availability?checkin=${night}&checkout=${addDays(night, 1)}`)),
      );
      expect(
        ROOMS.map((room) => [
          room.id,
          sold.map((answer) => answer.body.rooms.find((r: { roomId: number }) => r.roomId === room.id).free),
        ]),
      ).toEqual(calendarFree);
      const pairs = all
        ? ROOMS.flatMap((room) => nights.map((night, i) => [room.id, night, i] as const))
        : Array.from({ length: 2 }, () => {
            const i = random(WINDOW);
            return [pick(ROOMS)!.id, nights[i]!, i] as const;
          });
      const quotes = await Promise.all(
        pairs.map(([roomId, night]) =>
          server.get(`/api/quote?roomId=${roomId}&checkin=${night}&checkout=${addDays(night, 1)}`),
        ),
      );
      expect(pairs.map(([roomId, night], k) => [roomId, night, quotes[k]!.body.bookable])).toEqual(
        pairs.map(([roomId, night, i]) => [
          roomId,
          night,
          calendar.rooms.find((room) => room.roomId === roomId)!.nights[i]!.free >= 1,
        ]),
      );
      const answer = (await server.get('/api/staff/today', reception)).body as TodayAnswer;
      const ids = (list: readonly { id: string }[]) => list.map((b) => b.id).sort();
      const where = (keep: (row: Row) => boolean) => ids(rows.filter(keep));
      const tomorrow = addDays(today, 1);
      expect(answer.days.map((day) => day.date)).toEqual([today, tomorrow]);
      for (const day of answer.days) {
        const date = day.date;
        expect([date, 'arrivals', ids(day.arrivals)]).toEqual([
          date,
          'arrivals',
          where(
            (row) =>
              row.checkin === date && ['received', 'confirmed', 'checked_in', 'checked_out'].includes(row.status),
          ),
        ]);
        expect([date, 'departures', ids(day.departures)]).toEqual([
          date,
          'departures',
          where(
            (row) =>
              (row.status === 'checked_out' && row.checkout === date) ||
              (row.status === 'checked_in' && (row.checkout === date || (date === today && row.checkout < today))),
          ),
        ]);
        expect([date, 'inHouse', ids(day.inHouse)]).toEqual([
          date,
          'inHouse',
          where((row) => row.status === 'checked_in' && (date === today || row.checkout >= date)),
        ]);
        // Each arrival carries its status: received ones are the unanswered requests.
        for (const arrival of day.arrivals)
          expect(arrival.status).toBe(rows.find((row) => row.id === arrival.id)!.status);
      }
      expect(ids(answer.notArrived)).toEqual(
        where((row) => row.status === 'confirmed' && row.checkin < today && row.checkout >= today),
      );
    }
  });
});
