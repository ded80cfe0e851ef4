/**
 * The hotel's numbered rooms through the real app (SQLite, and PostgreSQL when DATABASE_URL is
 * set): the seeded rooms of a fresh store and of one migrated from before rooms, the owner's
 * list (add, rename, move, retire) and the units the site sells following it, assignment on
 * confirmation (one room for the stay, a group together, the fewest moves), freeing and the
 * undo, the assign route's refusals and its line of history, the room chart, out of service by
 * room, housekeeping (the role, check-out → dirty, today's list) and today's arrivals' rooms.
 */
import { randomUUID } from 'node:crypto';
import { Migrator } from 'kysely';
import { BOOK, injectApp, validBooking } from './support/app';
import type { HttpAnswer, TestApp } from './support/app';
import { BACKENDS, bookingRow } from './support/store';
import { configFrom } from './support/app';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { invite } from '../../server/staffConsole/accounts';
import { MIGRATIONS, openMigratedStore } from '../../server/db/store';
import { assignStay, fitStay } from '../../server/rooms';
import { decide } from '../../server/bookings';
import { STAFF_ROUTES } from '../../server/routes/staff';

jest.setTimeout(60_000);

const ORIGIN = 'https://hotel.example';
const SEEDED = [
  ...['101', '102', '103', '104', '105', '106'],
  ...['201', '202', '203', '204', '205', '206', '207', '208'],
  ...['301', '302', '303', '304'],
  ...['401', '402', '403', '404', '405', '406'],
];

describe.each(BACKENDS)('rooms on $name', (backend) => {
  let server: TestApp;
  let now: Date;
  const D = addDays(todayInHotel(), 20);

  beforeEach(async () => {
    now = new Date();
    server = await injectApp({ SITE_ORIGIN: ORIGIN }, { backend, clock: () => now });
  });
  afterEach(async () => {
    await server.close();
  });

  const headers = (cookie: string) => ({ origin: ORIGIN, cookie });

  async function signIn(role: 'owner' | 'reception' | 'housekeeping', name: string = role): Promise<string> {
    const { token } = await invite(server.app.transact, { name, role, lang: 'en' });
    const answer = await server.post('/api/staff/sign-in/link', { token }, { origin: ORIGIN });
    expect(answer.status).toBe(200);
    return answer.headers['set-cookie']!.split(';')[0]!;
  }

  async function call(
    method: 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    body?: unknown,
  ): Promise<HttpAnswer> {
    const response = await server.app.inject({
      method,
      url,
      headers: { ...headers(cookie), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const text = response.body;
    return { status: response.statusCode, headers: {}, body: text ? JSON.parse(text) : null, text };
  }

  /** A received request written to the store (the site's validation is not what this tests). */
  async function request(roomId: number, checkin: string, checkout: string, units = 1): Promise<string> {
    const id = randomUUID();
    const nights = Math.round((Date.parse(checkout) - Date.parse(checkin)) / 86_400_000);
    await server.app.store
      .insertInto('bookings')
      .values(bookingRow(id, { room_id: roomId, checkin, checkout, nights, units, guests: 1 }))
      .execute();
    return id;
  }

  async function confirm(id: string, cookie: string): Promise<HttpAnswer> {
    return server.post(`/api/staff/bookings/${id}/confirm`, {}, headers(cookie));
  }

  async function roomsOf(id: string, cookie: string) {
    const detail = await server.get(`/api/staff/bookings/${id}`, headers(cookie));
    expect(detail.status).toBe(200);
    return detail.body.booking.assignedRooms as Array<{ roomNumber: string; from: string; to: string }>;
  }

  async function units(roomId: number, checkin: string, checkout: string) {
    const answer = await server.get(`/api/availability?checkin=${checkin}&checkout=${checkout}`);
    expect(answer.status).toBe(200);
    return answer.body.rooms.find((r: { roomId: number }) => r.roomId === roomId) as { units: number; free: number };
  }

  it('seeds a fresh store with the kinds’ units as numbered rooms, by floor, all clean', async () => {
    const cookie = await signIn('reception');
    const answer = await server.get('/api/staff/rooms', headers(cookie));
    expect(answer.status).toBe(200);
    const rooms = answer.body.rooms as Array<Record<string, unknown>>;
    expect(rooms.map((room) => room.number)).toEqual(SEEDED);
    expect(rooms[0]).toEqual({
      id: expect.any(String),
      number: '101',
      roomId: 1,
      floor: 1,
      note: null,
      housekeeping: 'clean',
      housekeepingAt: null,
      outOfService: [],
    });
    expect(rooms.filter((room) => room.roomId === 2).map((room) => room.floor)).toEqual(Array(8).fill(2));
    expect(rooms.filter((room) => room.roomId === 6).map((room) => room.number)).toEqual(['405', '406']);
  });

  it('the owner adds, renames, moves and retires rooms; the site’s units follow at once', async () => {
    const owner = await signIn('owner');
    const reception = await signIn('reception');
    expect(await units(1, D, addDays(D, 2))).toEqual({ roomId: 1, units: 6, free: 6 });

    const refused = await server.post('/api/staff/rooms', { number: '107', roomId: 1 }, headers(reception));
    expect([refused.status, refused.body.error.code]).toEqual([403, 'forbidden']);
    const added = await server.post('/api/staff/rooms', { number: '107', roomId: 1, floor: 1 }, headers(owner));
    expect(added.status).toBe(201);
    expect(added.body.room).toMatchObject({ number: '107', roomId: 1, floor: 1, housekeeping: 'clean' });
    expect(await units(1, D, addDays(D, 2))).toEqual({ roomId: 1, units: 7, free: 7 });
    const nights = await server.get(`/api/availability/1/nights?from=${D}&to=${addDays(D, 3)}`);
    expect(nights.body.units).toBe(7);
    const calendar = await server.get(`/api/staff/calendar?from=${D}&days=3`, headers(owner));
    expect(calendar.body.rooms[0]).toMatchObject({ roomId: 1, units: 7 });
    expect(calendar.body.rooms[0].nights[0]).toMatchObject({ closed: 0, free: 7 });
    // The quote sells a group of all seven.
    const quote = await server.get(`/api/quote?roomId=1&checkin=${D}&checkout=${addDays(D, 2)}&units=7`);
    expect([quote.status, quote.body.bookable]).toEqual([200, true]);
    const eight = await server.get(`/api/quote?roomId=1&checkin=${D}&checkout=${addDays(D, 2)}&units=8`);
    expect([eight.status, eight.body.error.code]).toEqual([400, 'units_out_of_range']);
    // The site's request, a phone booking and the change of a stay take up to the rooms in use too.
    const far = addDays(D, 30);
    const priced = await server.get(
      `/api/quote?roomId=1&checkin=${far}&checkout=${addDays(far, 2)}&units=7&nationality=UZ`,
    );
    const seven = { roomId: 1, checkin: far, checkout: addDays(far, 2), nights: 2, guests: 7, units: 7 };
    const site = await server.post(BOOK, validBooking({ ...seven, totalPrice: priced.body.total }));
    expect(site.status).toBe(201);
    const phone = await server.post(
      '/api/staff/bookings',
      {
        roomId: 1,
        checkin: addDays(far, 4),
        checkout: addDays(far, 5),
        guests: 7,
        units: 7,
        guestName: 'Aziz Karimov',
        phone: '+998901234567',
        lang: 'en',
        source: 'phone',
      },
      headers(reception),
    );
    expect(phone.status).toBe(201);
    const overSite = await server.post(
      BOOK,
      validBooking({ ...seven, guests: 8, units: 8, totalPrice: priced.body.total }),
    );
    expect([overSite.status, overSite.body.error.code]).toEqual([400, 'units_out_of_range']);

    const twice = await server.post('/api/staff/rooms', { number: '107', roomId: 2 }, headers(owner));
    expect([twice.status, twice.body.error.code]).toEqual([409, 'number_taken']);
    const bad = await server.post('/api/staff/rooms', { number: '', roomId: 9 }, headers(owner));
    expect([bad.status, bad.body.error.field]).toEqual([400, 'number']);

    const id = added.body.room.id as string;
    const renamed = await call('PATCH', `/api/staff/rooms/${id}`, owner, { number: '110', note: 'Corner room' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.room).toMatchObject({ number: '110', note: 'Corner room', roomId: 1 });
    const clash = await call('PATCH', `/api/staff/rooms/${id}`, owner, { number: '101' });
    expect([clash.status, clash.body.error.code]).toEqual([409, 'number_taken']);

    // A stay in it: moving it to another kind, or retiring it, is refused with the stay named.
    const list = (await server.get('/api/staff/rooms', headers(owner))).body.rooms as Array<{
      id: string;
      number: string;
    }>;
    const hold: string[] = [];
    for (let i = 0; i < 7; i += 1) hold.push(await request(1, D, addDays(D, 2)));
    for (const booking of hold) expect((await confirm(booking, reception)).status).toBe(200);
    expect((await roomsOf(hold[6]!, reception))[0]!.roomNumber).toBe('110');
    const reference = (await server.get(`/api/staff/bookings/${hold[6]}`, headers(owner))).body.booking.reference;
    const moved = await call('PATCH', `/api/staff/rooms/${id}`, owner, { roomId: 2 });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toMatchObject({ code: 'room_taken', reference, night: D });
    const retire = await server.post(`/api/staff/rooms/${id}/retire`, {}, headers(owner));
    expect([retire.status, retire.body.error.code]).toEqual([409, 'room_taken']);

    // Retiring a free room: the kind sells one fewer.
    const free = list.find((room) => room.number === '206')!;
    expect((await server.post(`/api/staff/rooms/${free.id}/retire`, {}, headers(owner))).status).toBe(200);
    expect(await units(2, D, addDays(D, 2))).toEqual({ roomId: 2, units: 7, free: 7 });
    const after = (await server.get('/api/staff/rooms', headers(owner))).body.rooms as Array<{ number: string }>;
    expect(after.map((room) => room.number)).not.toContain('206');
    // Its number is free for a new room.
    expect((await server.post('/api/staff/rooms', { number: '206', roomId: 2 }, headers(owner))).status).toBe(201);
  });

  it('a migration gives a store from before rooms its seeded rooms, and the start gives its stays rooms', async () => {
    const store = await backend.create();
    const db = await openMigratedStore(configFrom(store.env));
    try {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => MIGRATIONS },
        allowUnorderedMigrations: true,
      });
      expect((await migrator.migrateTo('0019_search_key')).error).toBeUndefined();
      const id = randomUUID();
      await db
        .insertInto('bookings')
        .values(bookingRow(id, { status: 'confirmed', room_id: 4, checkin: D, checkout: addDays(D, 2), units: 2 }))
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rooms = await db.selectFrom('rooms').select(['number', 'room_id']).execute();
      expect(rooms.map((room) => room.number).sort()).toEqual([...SEEDED].sort());
      await db.destroy();
      const started = await injectApp({ ...store.env, SITE_ORIGIN: ORIGIN }, { backend });
      try {
        const nights = await started.app.store
          .selectFrom('room_nights')
          .innerJoin('rooms', 'rooms.id', 'room_nights.room')
          .select(['rooms.number', 'room_nights.night'])
          .where('booking_id', '=', id)
          .orderBy('night')
          .orderBy('number')
          .execute();
        expect(nights).toEqual([
          { number: '401', night: D },
          { number: '402', night: D },
          { number: '401', night: addDays(D, 1) },
          { number: '402', night: addDays(D, 1) },
        ]);
      } finally {
        await started.app.close();
      }
    } finally {
      await store.drop();
    }
  });

  it('confirming assigns one room for the stay, a group’s rooms together, and the fewest moves when none is free throughout', async () => {
    const cookie = await signIn('reception');
    const first = await request(1, D, addDays(D, 3));
    expect((await confirm(first, cookie)).status).toBe(200);
    expect(await roomsOf(first, cookie)).toEqual([{ roomNumber: '101', from: D, to: addDays(D, 3) }]);
    const second = await request(1, addDays(D, 1), addDays(D, 4));
    expect((await confirm(second, cookie)).status).toBe(200);
    expect(await roomsOf(second, cookie)).toEqual([{ roomNumber: '102', from: addDays(D, 1), to: addDays(D, 4) }]);

    // A group of three: consecutive numbers on one floor (103–105), one entry per room.
    const group = await request(1, D, addDays(D, 2), 3);
    expect((await confirm(group, cookie)).status).toBe(200);
    expect(await roomsOf(group, cookie)).toEqual(
      ['103', '104', '105'].map((roomNumber) => ({ roomNumber, from: D, to: addDays(D, 2) })),
    );

    // A group goes where its rooms are together: 202 is free but alone, so 204 and 205.
    const singles: string[] = [];
    for (let i = 0; i < 3; i += 1) singles.push(await request(2, D, addDays(D, 2)));
    for (const id of singles) expect((await confirm(id, cookie)).status).toBe(200);
    expect((await server.post(`/api/staff/bookings/${singles[1]}/cancel`, {}, headers(cookie))).status).toBe(200);
    const pair = await request(2, D, addDays(D, 2), 2);
    expect((await confirm(pair, cookie)).status).toBe(200);
    expect((await roomsOf(pair, cookie)).map((entry) => entry.roomNumber)).toEqual(['204', '205']);

    // The CLI and the staff Telegram buttons confirm through the same decide(): rooms too.
    const byCli = await request(3, D, addDays(D, 1));
    const outcome = await decide(server.app.transact, byCli, { action: 'confirm' }, { id: 'cli:anvar', name: 'anvar' });
    expect(outcome.kind).toBe('decided');
    expect(await roomsOf(byCli, cookie)).toEqual([{ roomNumber: '301', from: D, to: addDays(D, 1) }]);

    // Kind 4 has 401 and 402: A in 401 for two nights, B moved to 402 for the next two; C over all
    // four nights finds no room free throughout, and moves once: 402 then 401.
    const a = await request(4, D, addDays(D, 2));
    const b = await request(4, addDays(D, 2), addDays(D, 4));
    expect((await confirm(a, cookie)).status).toBe(200);
    expect((await confirm(b, cookie)).status).toBe(200);
    const moved = await server.post(
      `/api/staff/bookings/${b}/assign`,
      { rooms: [{ roomNumber: '402', from: addDays(D, 2), to: addDays(D, 4) }] },
      headers(cookie),
    );
    expect(moved.status).toBe(200);
    const c = await request(4, D, addDays(D, 4));
    expect((await confirm(c, cookie)).status).toBe(200);
    expect(await roomsOf(c, cookie)).toEqual([
      { roomNumber: '402', from: D, to: addDays(D, 2) },
      { roomNumber: '401', from: addDays(D, 2), to: addDays(D, 4) },
    ]);

    // A stay whose dates change keeps its room for the nights it keeps, and gets the new ones (fitStay).
    await server.app.store
      .updateTable('bookings')
      .set({ checkin: addDays(D, 1), checkout: addDays(D, 5), nights: 4 })
      .where('id', '=', first)
      .execute();
    await server.app.transact((trx) =>
      fitStay(trx, { id: first, room_id: 1, checkin: addDays(D, 1), checkout: addDays(D, 5), units: 1 }),
    );
    expect(await roomsOf(first, cookie)).toEqual([{ roomNumber: '101', from: addDays(D, 1), to: addDays(D, 5) }]);

    // A legacy over-sale: a stay with no room left is not refused, it stays without one.
    const legacy = randomUUID();
    await server.app.store
      .insertInto('bookings')
      .values(bookingRow(legacy, { status: 'confirmed', room_id: 4, checkin: D, checkout: addDays(D, 1) }))
      .execute();
    const left = await server.app.transact((trx) =>
      assignStay(trx, { id: legacy, room_id: 4, checkin: D, checkout: addDays(D, 1), units: 1 }),
    );
    expect(left).toEqual([D]);
    const chart = await server.get(`/api/staff/room-chart?from=${D}&days=14`, headers(cookie));
    expect(chart.body.unassigned).toEqual([
      expect.objectContaining({ bookingId: legacy, roomId: 4, checkin: D, status: 'confirmed', units: 1 }),
    ]);
  });

  it('a staff booking by phone gets its rooms; cancel frees them; a no-show frees them and its undo takes the same room back', async () => {
    const cookie = await signIn('reception');
    const today = todayInHotel(now);
    const made = await server.post(
      '/api/staff/bookings',
      {
        source: 'phone',
        roomId: 3,
        guestName: 'Dilshod Rahimov',
        phone: '+998901112233',
        checkin: today,
        checkout: addDays(today, 2),
        guests: 2,
        lang: 'uz',
      },
      headers(cookie),
    );
    expect(made.status).toBe(201);
    expect(await roomsOf(made.body.id, cookie)).toEqual([{ roomNumber: '301', from: today, to: addDays(today, 2) }]);
    // A no-show frees 301; the undo takes it back where still free (the clock: after the booking's line).
    now = new Date();
    expect((await server.post(`/api/staff/bookings/${made.body.id}/no-show`, {}, headers(cookie))).status).toBe(200);
    expect(await roomsOf(made.body.id, cookie)).toEqual([]);
    const undone = await server.post(`/api/staff/bookings/${made.body.id}/undo`, {}, headers(cookie));
    expect([undone.status, undone.body.error]).toEqual([200, undefined]);
    expect(await roomsOf(made.body.id, cookie)).toEqual([{ roomNumber: '301', from: today, to: addDays(today, 2) }]);

    const cancelled = await request(3, D, addDays(D, 2));
    expect((await confirm(cancelled, cookie)).status).toBe(200);
    expect(await roomsOf(cancelled, cookie)).toEqual([{ roomNumber: '301', from: D, to: addDays(D, 2) }]);
    expect((await server.post(`/api/staff/bookings/${cancelled}/cancel`, {}, headers(cookie))).status).toBe(200);
    expect(await roomsOf(cancelled, cookie)).toEqual([]);
    const next = await request(3, D, addDays(D, 1));
    expect((await confirm(next, cookie)).status).toBe(200);
    expect(await roomsOf(next, cookie)).toEqual([{ roomNumber: '301', from: D, to: addDays(D, 1) }]);
  });

  it('check-out frees the nights from today on and makes the room dirty; housekeeping sees only its routes and its list', async () => {
    const reception = await signIn('reception');
    const housekeeper = await signIn('housekeeping', 'Malika');
    const today = todayInHotel(now);
    const early = await request(5, today, addDays(today, 3));
    const staying = await request(5, today, addDays(today, 2));
    for (const id of [early, staying]) expect((await confirm(id, reception)).status).toBe(200);
    for (const id of [early, staying])
      expect((await server.post(`/api/staff/bookings/${id}/check-in`, {}, headers(reception))).status).toBe(200);
    const arriving = await request(6, addDays(today, 1), addDays(today, 2));
    expect((await confirm(arriving, reception)).status).toBe(200);

    // The next day, the first guest leaves early: the nights from then on are free, 403 is dirty.
    now = new Date(now.getTime() + 86_400_000);
    const tomorrow = todayInHotel(now);
    expect((await server.post(`/api/staff/bookings/${early}/check-out`, {}, headers(reception))).status).toBe(200);
    expect(await roomsOf(early, reception)).toEqual([{ roomNumber: '403', from: today, to: tomorrow }]);
    const list = await server.get('/api/staff/housekeeping', headers(housekeeper));
    expect(list.status).toBe(200);
    expect(list.body.date).toBe(tomorrow);
    expect(list.body.rooms.slice(0, 3)).toEqual([
      {
        id: expect.any(String),
        roomNumber: '403',
        roomId: 5,
        floor: 4,
        housekeeping: 'dirty',
        task: 'departure',
        arrivalToday: false,
      },
      {
        id: expect.any(String),
        roomNumber: '404',
        roomId: 5,
        floor: 4,
        housekeeping: 'clean',
        task: 'stayover',
        arrivalToday: false,
      },
      {
        id: expect.any(String),
        roomNumber: '405',
        roomId: 6,
        floor: 4,
        housekeeping: 'clean',
        task: 'arrival',
        arrivalToday: true,
      },
    ]);
    expect(list.body.rooms.slice(3).every((room: { task: string }) => room.task === 'vacant')).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain('Guest ');

    // Today's arrivals say their room and whether it is ready.
    const days = (await server.get('/api/staff/today', headers(reception))).body.days as Array<{
      date: string;
      arrivals: Array<{ id: string; rooms: unknown }>;
    }>;
    const day = days.find((d) => d.date === tomorrow)!;
    expect(day.arrivals.find((a) => a.id === arriving)!.rooms).toEqual([{ roomNumber: '405', housekeeping: 'clean' }]);

    // The housekeeper marks 403 clean, and may read the rooms, but nothing else.
    const room403 = list.body.rooms[0].id as string;
    const marked = await server.post(
      `/api/staff/rooms/${room403}/housekeeping`,
      { status: 'clean' },
      headers(housekeeper),
    );
    expect(marked.status).toBe(200);
    expect(marked.body.room).toMatchObject({ number: '403', housekeeping: 'clean', housekeepingAt: now.toISOString() });
    const wrong = await server.post(
      `/api/staff/rooms/${room403}/housekeeping`,
      { status: 'sparkling' },
      headers(housekeeper),
    );
    expect(wrong.status).toBe(400);
    expect((await server.get('/api/staff/rooms', headers(housekeeper))).status).toBe(200);
    expect((await server.get('/api/staff/session', headers(housekeeper))).body.staff.role).toBe('housekeeping');
    for (const url of [
      '/api/staff/bookings',
      `/api/staff/bookings/${early}`,
      '/api/staff/today',
      '/api/staff/calendar',
      `/api/staff/room-chart?from=${today}&days=14`,
    ]) {
      const refused = await server.get(url, headers(housekeeper));
      expect([url, refused.status, refused.body.error.code]).toEqual([url, 403, 'forbidden']);
    }
    for (const url of [
      `/api/staff/bookings/${early}/undo`,
      `/api/staff/bookings/${staying}/check-out`,
      '/api/staff/rooms',
    ]) {
      const refused = await server.post(url, {}, headers(housekeeper));
      expect([url, refused.status, refused.body.error.code]).toEqual([url, 403, 'forbidden']);
    }
    // Every staff route but the session's, passkeys', the rooms' list and status, and the cleaning list: 403.
    for (const route of STAFF_ROUTES.filter((r) => r.access === 'any' || r.access === 'owner')) {
      const url = route.url.replace(':id', early).replace(':entryId', early);
      const answer =
        route.method === 'GET'
          ? await server.get(url, headers(housekeeper))
          : route.method === 'POST'
            ? await server.post(url, {}, headers(housekeeper))
            : await call(route.method, url, housekeeper, route.method === 'DELETE' ? undefined : {});
      expect([route.method, route.url, answer.status]).toEqual([route.method, route.url, 403]);
    }
    expect(STAFF_ROUTES.filter((r) => r.access === 'all').map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/staff/session',
      'POST /api/staff/sign-out',
      'POST /api/staff/passkeys/registration-options',
      'POST /api/staff/passkeys/registration',
      'GET /api/staff/rooms',
      'POST /api/staff/rooms/:id/housekeeping',
      'GET /api/staff/housekeeping',
    ]);
    // Undoing the check-out takes the freed nights back in 403.
    expect((await server.post(`/api/staff/bookings/${early}/undo`, {}, headers(reception))).status).toBe(200);
    expect(await roomsOf(early, reception)).toEqual([{ roomNumber: '403', from: today, to: addDays(today, 3) }]);
  });

  it('a changed stay keeps its room for the nights it keeps, gets the new night, and frees those it drops', async () => {
    const cookie = await signIn('reception');
    const id = await request(1, D, addDays(D, 2));
    const other = await request(1, addDays(D, 2), addDays(D, 3));
    for (const booking of [id, other]) expect((await confirm(booking, cookie)).status).toBe(200);
    expect(await roomsOf(other, cookie)).toEqual([{ roomNumber: '101', from: addDays(D, 2), to: addDays(D, 3) }]);
    // A night longer: 101 is taken on it, so the stay (not under way) goes to 102 for all three nights.
    const longer = await server.post(
      `/api/staff/bookings/${id}/change`,
      { checkout: addDays(D, 3), reason: 'The guest stays a night longer' },
      headers(cookie),
    );
    expect(longer.status).toBe(200);
    expect(await roomsOf(id, cookie)).toEqual([{ roomNumber: '102', from: D, to: addDays(D, 3) }]);
    const shorter = await server.post(
      `/api/staff/bookings/${id}/change`,
      { checkout: addDays(D, 1), reason: 'The guest leaves a day early' },
      headers(cookie),
    );
    expect(shorter.status).toBe(200);
    expect(await roomsOf(id, cookie)).toEqual([{ roomNumber: '102', from: D, to: addDays(D, 1) }]);
    // Another kind: the stay's rooms are of the new kind.
    const moved = await server.post(
      `/api/staff/bookings/${id}/change`,
      { roomId: 2, reason: 'Asked for a twin room' },
      headers(cookie),
    );
    expect(moved.status).toBe(200);
    expect(await roomsOf(id, cookie)).toEqual([{ roomNumber: '201', from: D, to: addDays(D, 1) }]);
  });

  it('assign: moves a stay to other rooms and records it; 422 invalid, 409 room_taken naming the clash', async () => {
    const cookie = await signIn('reception');
    const mine = await request(1, D, addDays(D, 3));
    const theirs = await request(1, addDays(D, 1), addDays(D, 2));
    expect((await confirm(mine, cookie)).status).toBe(200);
    expect((await confirm(theirs, cookie)).status).toBe(200);
    const reference = (await server.get(`/api/staff/bookings/${theirs}`, headers(cookie))).body.booking.reference;
    const assign = (rooms: unknown) => server.post(`/api/staff/bookings/${mine}/assign`, { rooms }, headers(cookie));

    const taken = await assign([{ roomNumber: '102', from: D, to: addDays(D, 3) }]);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'room_taken', roomNumber: '102', night: addDays(D, 1), reference });
    for (const rooms of [
      [{ roomNumber: '201', from: D, to: addDays(D, 3) }],
      [{ roomNumber: '103', from: D, to: addDays(D, 2) }],
      [
        { roomNumber: '103', from: D, to: addDays(D, 3) },
        { roomNumber: '104', from: D, to: addDays(D, 1) },
      ],
      [{ roomNumber: '103', from: addDays(D, -1), to: addDays(D, 3) }],
    ]) {
      const refused = await assign(rooms);
      expect([refused.status, refused.body.error.code]).toEqual([422, 'invalid']);
    }
    expect((await assign('103')).status).toBe(400);

    const moved = await assign([
      { roomNumber: '101', from: D, to: addDays(D, 1) },
      { roomNumber: '103', from: addDays(D, 1), to: addDays(D, 3) },
    ]);
    expect(moved.status).toBe(200);
    expect(moved.body.booking.assignedRooms).toEqual([
      { roomNumber: '101', from: D, to: addDays(D, 1) },
      { roomNumber: '103', from: addDays(D, 1), to: addDays(D, 3) },
    ]);
    const dm = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
    expect(moved.body.booking.history.find((line: { action: string }) => line.action === 'assign')).toMatchObject({
      actor: 'reception',
      action: 'assign',
      detail: `101 → 103, ${dm(addDays(D, 1))}–${dm(addDays(D, 3))}`,
    });
    // The room it left is free again for another stay.
    const next = await request(1, addDays(D, 2), addDays(D, 3));
    expect((await confirm(next, cookie)).status).toBe(200);
    expect(await roomsOf(next, cookie)).toEqual([{ roomNumber: '101', from: addDays(D, 2), to: addDays(D, 3) }]);
    // A request not yet confirmed holds no rooms to move.
    const received = await request(1, D, addDays(D, 1));
    const refused = await server.post(
      `/api/staff/bookings/${received}/assign`,
      { rooms: [{ roomNumber: '104', from: D, to: addDays(D, 1) }] },
      headers(cookie),
    );
    expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_transition']);
  });

  it('the room chart: rooms by number with their bars, out-of-service spans, closed nights and today', async () => {
    const owner = await signIn('owner');
    const id = await request(2, addDays(D, 2), addDays(D, 5));
    expect((await confirm(id, owner)).status).toBe(200);
    for (const days of ['13', '63', 'x']) {
      const refused = await server.get(`/api/staff/room-chart?from=${D}&days=${days}`, headers(owner));
      expect([refused.status, refused.body.error.field]).toEqual([400, 'days']);
    }
    const chart = await server.get(`/api/staff/room-chart?from=${D}&days=14`, headers(owner));
    expect(chart.status).toBe(200);
    expect(chart.body).toMatchObject({ from: D, days: 14, today: todayInHotel(now), unassigned: [], closed: [] });
    expect(chart.body.rooms.map((room: { roomNumber: string }) => room.roomNumber)).toEqual(SEEDED);
    const room201 = chart.body.rooms.find((room: { roomNumber: string }) => room.roomNumber === '201');
    expect(room201).toEqual({
      id: expect.any(String),
      roomNumber: '201',
      roomId: 2,
      floor: 2,
      housekeeping: 'clean',
      outOfService: [],
      stays: [
        {
          bookingId: id,
          reference: expect.stringMatching(/^GH-/),
          guestName: `Guest ${id}`,
          from: addDays(D, 2),
          to: addDays(D, 5),
          status: 'confirmed',
        },
      ],
    });
    // A bar is clipped to the range.
    const later = await server.get(`/api/staff/room-chart?from=${addDays(D, 3)}&days=14`, headers(owner));
    expect(later.body.rooms.find((room: { roomNumber: string }) => room.roomNumber === '201').stays[0]).toMatchObject({
      from: addDays(D, 3),
      to: addDays(D, 5),
    });
    // A kind closed by the owner's terms shows its nights closed.
    const restriction = await server.post(
      '/api/staff/restrictions',
      { roomId: 6, from: addDays(D, 1), to: addDays(D, 2), closed: true },
      headers(owner),
    );
    expect(restriction.status).toBe(201);
    const closed = await server.get(`/api/staff/room-chart?from=${D}&days=14`, headers(owner));
    expect(closed.body.closed).toEqual([{ roomId: 6, nights: [addDays(D, 1), addDays(D, 2)] }]);
  });

  it('out of service by room: the kind sells one fewer, its stays move to a free room, a clash is a conflict unless confirmed', async () => {
    const owner = await signIn('owner');
    const rooms = (await server.get('/api/staff/rooms', headers(owner))).body.rooms as Array<{
      id: string;
      number: string;
    }>;
    const idOf = (number: string) => rooms.find((room) => room.number === number)!.id;
    const stay = await request(1, D, addDays(D, 2));
    expect((await confirm(stay, owner)).status).toBe(200);
    expect((await roomsOf(stay, owner))[0]!.roomNumber).toBe('101');

    // 101 out for the stay's second night: room enough in the kind, so the stay moves to 102 for it.
    const out = await server.post(
      `/api/staff/rooms/${idOf('101')}/out-of-service`,
      { from: addDays(D, 1), to: addDays(D, 3), note: 'Plumbing' },
      headers(owner),
    );
    expect(out.status).toBe(201);
    expect(out.body.room.outOfService).toEqual([
      { id: expect.any(String), from: addDays(D, 1), to: addDays(D, 3), note: 'Plumbing' },
    ]);
    expect(await roomsOf(stay, owner)).toEqual([
      { roomNumber: '101', from: D, to: addDays(D, 1) },
      { roomNumber: '102', from: addDays(D, 1), to: addDays(D, 2) },
    ]);
    expect(await units(1, addDays(D, 1), addDays(D, 3))).toEqual({ roomId: 1, units: 6, free: 4 });
    const full = await server.get(`/api/availability/1/nights?from=${D}&to=${addDays(D, 4)}`);
    expect(full.body.full).toEqual([]);
    const chart = await server.get(`/api/staff/room-chart?from=${D}&days=14`, headers(owner));
    expect(chart.body.rooms[0]).toMatchObject({
      roomNumber: '101',
      outOfService: [{ from: addDays(D, 1), to: addDays(D, 3) }],
    });

    // Kind 6 full (405 and 406 taken): putting 405 out is a conflict naming the stays.
    const a = await request(6, D, addDays(D, 2));
    const b = await request(6, D, addDays(D, 2));
    for (const id of [a, b]) expect((await confirm(id, owner)).status).toBe(200);
    const body = { from: D, to: addDays(D, 1) };
    const conflict = await server.post(`/api/staff/rooms/${idOf('405')}/out-of-service`, body, headers(owner));
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe('conflict');
    expect(conflict.body.error.bookings.map((booking: { id: string }) => booking.id).sort()).toEqual([a, b].sort());
    const forced = await server.post(
      `/api/staff/rooms/${idOf('405')}/out-of-service`,
      { ...body, confirm: true },
      headers(owner),
    );
    expect(forced.status).toBe(201);
    const after = await server.get(`/api/staff/room-chart?from=${D}&days=14`, headers(owner));
    expect(after.body.unassigned.map((u: { bookingId: string }) => u.bookingId)).toEqual([
      (await roomsOf(a, owner)).length === 2 ? b : a,
    ]);
    // Ended: the room is in service again.
    const entry = forced.body.room.outOfService[0].id as string;
    const back = await call('DELETE', `/api/staff/rooms/${idOf('405')}/out-of-service/${entry}`, owner);
    expect(back.status).toBe(200);
    expect(back.body.room.outOfService).toEqual([]);
    expect((await call('DELETE', `/api/staff/rooms/${idOf('405')}/out-of-service/${entry}`, owner)).status).toBe(404);
  });

  it('never puts two stays in one room on one night when many requests of a kind are confirmed at once', async () => {
    const cookie = await signIn('reception');
    // Kind 2 has 8 rooms; 14 overlapping requests, all confirmed at the same time.
    const ids: string[] = [];
    for (let i = 0; i < 14; i += 1) ids.push(await request(2, addDays(D, i % 3), addDays(D, 3 + (i % 2))));
    const answers = await Promise.all(ids.map((id) => confirm(id, cookie)));
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const confirmed = ids.filter((_, i) => answers[i]!.status === 200);
    // Every stay takes the third night: exactly the kind's 8 rooms are confirmed, the rest sold out.
    expect(confirmed.length).toBe(8);
    const taken = new Map<string, string>();
    for (const id of confirmed) {
      const detail = (await server.get(`/api/staff/bookings/${id}`, headers(cookie))).body.booking;
      let nights = 0;
      for (const entry of detail.assignedRooms as Array<{ roomNumber: string; from: string; to: string }>)
        for (let night = entry.from; night < entry.to; night = addDays(night, 1)) {
          const key = `${entry.roomNumber} ${night}`;
          expect([key, taken.get(key)]).toEqual([key, undefined]);
          taken.set(key, id);
          nights += 1;
        }
      // Every night of every confirmed stay has its room.
      expect(nights).toBe(detail.nights);
    }
  });
});
