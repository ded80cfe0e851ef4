/**
 * The rooms of the staff API's contract (issue 51) as MSW handlers over the staff fake's requests:
 * the hotel's 24 numbered rooms, their out-of-service periods (409 `conflict` unless confirmed),
 * each booking's assigned rooms (POST …/assign: 409 `room_taken` naming room, night and the other
 * stay's reference; 422 `invalid`), the room chart and the housekeeping list, with today 1 March
 * 2030 as the rest of the fake. A housekeeping account is refused (403) all but its routes.
 */
import { http, HttpResponse } from 'msw';
import { addDays } from '../../src/domain/dates';
import type {
  AssignedRoom,
  ChartStay,
  ChartUnassigned,
  StaffRoom,
  HousekeepingAnswer,
  HousekeepingRoom,
  RoomChartAnswer,
} from '../../src/features/staff/roomsApi';
import type { StaffBookingDetail } from '../../src/features/staff/staffApi';
import { BASE, type FakeStaffServer } from './fakeStaffServer';

export const FAKE_TODAY = '2030-03-01';

const error = (status: number, code: string, figures: Record<string, unknown> = {}) =>
  HttpResponse.json({ error: { code, message: code, ...figures } }, { status });

/** A fresh store's rooms: kind 1 → 101–106, 2 → 201–208, 3 → 301–304, 4, 5, 6 → 401–406 by twos. */
export function seedRooms(): StaffRoom[] {
  const rooms: StaffRoom[] = [];
  const add = (roomId: number, floor: number, first: number, count: number) => {
    for (let i = 0; i < count; i++) {
      const number = String(floor * 100 + first + i);
      rooms.push({
        id: `r${number}`,
        number,
        roomId,
        floor,
        note: null,
        housekeeping: 'clean',
        housekeepingAt: null,
        outOfService: [],
      });
    }
  };
  add(1, 1, 1, 6);
  add(2, 2, 1, 8);
  add(3, 3, 1, 4);
  add(4, 4, 1, 2);
  add(5, 4, 3, 2);
  add(6, 4, 5, 2);
  return rooms;
}

const HOLDING = new Set(['confirmed', 'checked_in', 'checked_out']);
const overlaps = (a: { from: string; to: string }, from: string, to: string) => a.from < to && from < a.to;

/** Who holds `room` on `night`, other than `except`. */
function holder(fake: FakeStaffServer, room: string, night: string, except: string): StaffBookingDetail | null {
  for (const [bookingId, rooms] of fake.assigned) {
    if (bookingId === except) continue;
    const booking = fake.bookings.find((b) => b.id === bookingId);
    if (!booking || !HOLDING.has(booking.status)) continue;
    if (rooms.some((r) => r.roomNumber === room && r.from <= night && night < r.to)) return booking;
  }
  return null;
}

export function chartOf(fake: FakeStaffServer, from: string, days: number): RoomChartAnswer {
  const to = addDays(from, days);
  const live = fake.hotelRooms;
  return {
    from,
    days,
    today: FAKE_TODAY,
    rooms: live.map((room) => ({
      id: room.id,
      roomNumber: room.number,
      roomId: room.roomId,
      floor: room.floor,
      housekeeping: room.housekeeping,
      outOfService: room.outOfService.filter((p) => overlaps(p, from, to)).map((p) => ({ from: p.from, to: p.to })),
      stays: [...fake.assigned.entries()].flatMap(([bookingId, rooms]) => {
        const booking = fake.bookings.find((b) => b.id === bookingId);
        if (!booking || !HOLDING.has(booking.status)) return [];
        return rooms
          .filter((r) => r.roomNumber === room.number && overlaps(r, from, to))
          .map((r) => ({
            bookingId,
            reference: booking.reference,
            guestName: booking.guestName,
            from: r.from,
            to: r.to,
            // HOLDING lets only confirmed, checked-in and checked-out stays through.
            status: booking.status as ChartStay['status'],
          }));
      }),
    })),
    unassigned: fake.bookings
      .filter(
        (b) =>
          (b.status === 'confirmed' || b.status === 'checked_in') &&
          overlaps({ from: b.checkin, to: b.checkout }, from, to) &&
          (fake.assigned.get(b.id) ?? []).length === 0,
      )
      .map((b) => ({
        bookingId: b.id,
        reference: b.reference,
        guestName: b.guestName,
        roomId: b.roomId,
        checkin: b.checkin,
        checkout: b.checkout,
        status: b.status as ChartUnassigned['status'],
        units: b.units,
      })),
    closed: fake.closedNights,
  };
}

function housekeepingOf(fake: FakeStaffServer): HousekeepingAnswer {
  const today = FAKE_TODAY;
  const order = { departure: 0, stayover: 1, arrival: 2, vacant: 3 } as const;
  const rooms: HousekeepingRoom[] = fake.hotelRooms.map((room) => {
    const stays = [...fake.assigned.entries()].flatMap(([bookingId, segments]) => {
      const booking = fake.bookings.find((b) => b.id === bookingId);
      return booking && HOLDING.has(booking.status)
        ? segments.filter((s) => s.roomNumber === room.number).map((s) => ({ ...s, status: booking.status }))
        : [];
    });
    const departure = stays.some((s) => s.to === today);
    const stayover = stays.some((s) => s.from < today && today < s.to);
    const arrivalToday = stays.some((s) => s.from === today);
    return {
      id: room.id,
      roomNumber: room.number,
      roomId: room.roomId,
      floor: room.floor,
      housekeeping: room.housekeeping,
      task: departure ? 'departure' : stayover ? 'stayover' : arrivalToday ? 'arrival' : 'vacant',
      arrivalToday,
    };
  });
  rooms.sort((a, b) => order[a.task] - order[b.task] || a.roomNumber.localeCompare(b.roomNumber));
  return { date: today, rooms };
}

/** The booking detail as GET answers it: with its assigned rooms. */
export function withRooms(fake: FakeStaffServer, booking: StaffBookingDetail) {
  return { ...booking, assignedRooms: fake.assigned.get(booking.id) ?? [] };
}

/** Today's arrivals each with its rooms and whether each is clean. */
export function arrivalRooms(fake: FakeStaffServer, booking: StaffBookingDetail) {
  return {
    ...booking,
    rooms: (fake.assigned.get(booking.id) ?? []).map((r) => ({
      roomNumber: r.roomNumber,
      housekeeping: fake.hotelRooms.find((room) => room.number === r.roomNumber)?.housekeeping ?? 'clean',
    })),
  };
}

export function roomHandlers(fake: FakeStaffServer) {
  const record = async (request: Request, housekeeping = false) => {
    const url = new URL(request.url);
    const body: unknown =
      request.method === 'GET' || request.method === 'DELETE'
        ? null
        : await request
            .clone()
            .json()
            .catch(() => null);
    fake.calls.push({ method: request.method, path: url.pathname, search: url.searchParams, body });
    const refused =
      fake.staff === null
        ? error(401, 'unauthenticated')
        : fake.staff.role === 'housekeeping' && !housekeeping
          ? error(403, 'forbidden')
          : null;
    return { url, body: (body ?? {}) as Record<string, unknown>, refused };
  };
  const owner = () => (fake.staff?.role === 'owner' ? null : error(403, 'forbidden'));
  const room = (id: unknown) => fake.hotelRooms.find((r) => r.id === id);
  const sorted = () => fake.hotelRooms.sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }));
  /** A room's nights held from today on: 409 room_taken with the first one's night and reference. */
  const held = (number: string) => {
    for (const [bookingId, rooms] of fake.assigned)
      for (const r of rooms)
        if (r.roomNumber === number && r.to > FAKE_TODAY) {
          const booking = fake.bookings.find((b) => b.id === bookingId);
          if (booking && (booking.status === 'confirmed' || booking.status === 'checked_in'))
            return error(409, 'room_taken', {
              reference: booking.reference,
              night: r.from > FAKE_TODAY ? r.from : FAKE_TODAY,
            });
        }
    return null;
  };
  return [
    http.get(`${BASE}/api/staff/rooms`, async ({ request }) => {
      const { refused } = await record(request, true);
      return refused ?? HttpResponse.json({ rooms: sorted() });
    }),
    http.post(`${BASE}/api/staff/rooms`, async ({ request }) => {
      const { body, refused } = await record(request);
      if (refused) return refused;
      const notOwner = owner();
      if (notOwner) return notOwner;
      const number = typeof body.number === 'string' ? body.number : '';
      if (fake.hotelRooms.some((r) => r.number === number)) return error(409, 'number_taken');
      const created: StaffRoom = {
        id: `r${number}`,
        number,
        roomId: Number(body.roomId),
        floor: typeof body.floor === 'number' ? body.floor : null,
        note: typeof body.note === 'string' ? body.note : null,
        housekeeping: 'clean',
        housekeepingAt: null,
        outOfService: [],
      };
      fake.hotelRooms.push(created);
      return HttpResponse.json({ room: created }, { status: 201 });
    }),
    http.patch(`${BASE}/api/staff/rooms/:id`, async ({ request, params }) => {
      const { body, refused } = await record(request);
      if (refused) return refused;
      const notOwner = owner();
      if (notOwner) return notOwner;
      const found = room(params.id);
      if (!found) return error(404, 'not_found');
      if (typeof body.number === 'string' && body.number !== found.number) {
        if (fake.hotelRooms.some((r) => r.number === body.number)) return error(409, 'number_taken');
      }
      if (typeof body.roomId === 'number' && body.roomId !== found.roomId) {
        const busy = held(found.number);
        if (busy) return busy;
      }
      if (typeof body.number === 'string') found.number = body.number;
      if (typeof body.roomId === 'number') found.roomId = body.roomId;
      if ('floor' in body) found.floor = typeof body.floor === 'number' ? body.floor : null;
      if ('note' in body) found.note = typeof body.note === 'string' ? body.note : null;
      return HttpResponse.json({ room: found });
    }),
    http.post(`${BASE}/api/staff/rooms/:id/retire`, async ({ request, params }) => {
      const { refused } = await record(request);
      if (refused) return refused;
      const notOwner = owner();
      if (notOwner) return notOwner;
      const found = room(params.id);
      if (!found) return error(404, 'not_found');
      const busy = held(found.number);
      if (busy) return busy;
      fake.hotelRooms = fake.hotelRooms.filter((r) => r !== found);
      return HttpResponse.json({ room: found });
    }),
    http.post(`${BASE}/api/staff/rooms/:id/housekeeping`, async ({ request, params }) => {
      const { body, refused } = await record(request, true);
      if (refused) return refused;
      const found = room(params.id);
      if (!found) return error(404, 'not_found');
      found.housekeeping = body.status as StaffRoom['housekeeping'];
      found.housekeepingAt = '2030-03-01T09:00:00.000Z';
      return HttpResponse.json({ room: found });
    }),
    http.post(`${BASE}/api/staff/rooms/:id/out-of-service`, async ({ request, params }) => {
      const { body, refused } = await record(request);
      if (refused) return refused;
      const notOwner = owner();
      if (notOwner) return notOwner;
      const found = room(params.id);
      if (!found) return error(404, 'not_found');
      const from = String(body.from);
      const to = String(body.to);
      const clashes = [...fake.assigned.entries()]
        .filter(([, rooms]) => rooms.some((r) => r.roomNumber === found.number && overlaps(r, from, to)))
        .map(([bookingId]) => fake.bookings.find((b) => b.id === bookingId))
        .filter((b): b is StaffBookingDetail => !!b && (b.status === 'confirmed' || b.status === 'checked_in'));
      if (clashes.length > 0 && body.confirm !== true)
        return error(409, 'conflict', {
          bookings: clashes.map((b) => ({
            id: b.id,
            reference: b.reference,
            guestName: b.guestName,
            checkin: b.checkin,
            checkout: b.checkout,
          })),
          blocked: [],
        });
      found.outOfService.push({
        id: `o${found.outOfService.length + 1}`,
        from,
        to,
        note: typeof body.note === 'string' ? body.note : null,
      });
      return HttpResponse.json({ room: found }, { status: 201 });
    }),
    http.delete(`${BASE}/api/staff/rooms/:id/out-of-service/:entry`, async ({ request, params }) => {
      const { refused } = await record(request);
      if (refused) return refused;
      const found = room(params.id);
      if (!found) return error(404, 'not_found');
      found.outOfService = found.outOfService.filter((p) => p.id !== params.entry);
      return HttpResponse.json({ room: found });
    }),
    http.get(`${BASE}/api/staff/room-chart`, async ({ request }) => {
      const { url, refused } = await record(request);
      if (refused) return refused;
      if (fake.chartHeld) await fake.chartHeld;
      const from = url.searchParams.get('from') ?? FAKE_TODAY;
      const days = Number(url.searchParams.get('days') ?? 31);
      if (days < 14 || days > 62) return error(400, 'invalid');
      return HttpResponse.json(chartOf(fake, from, days));
    }),
    http.get(`${BASE}/api/staff/housekeeping`, async ({ request }) => {
      const { refused } = await record(request, true);
      return refused ?? HttpResponse.json(housekeepingOf(fake));
    }),
    http.post(`${BASE}/api/staff/bookings/:id/assign`, async ({ request, params }) => {
      const { body, refused } = await record(request);
      if (refused) return refused;
      const booking = fake.bookings.find((b) => b.id === params.id || b.reference === params.id);
      if (!booking) return error(404, 'not_found');
      const rooms = (Array.isArray(body.rooms) ? body.rooms : []) as AssignedRoom[];
      // Each night of the stay exactly `units` rooms, every room of the booking's kind.
      for (let night = booking.checkin; night < booking.checkout; night = addDays(night, 1)) {
        const count = rooms.filter((r) => r.from <= night && night < r.to).length;
        if (count !== booking.units) return error(422, 'invalid');
      }
      for (const r of rooms) {
        const kind = fake.hotelRooms.find((h) => h.number === r.roomNumber)?.roomId;
        if (kind !== booking.roomId) return error(422, 'invalid');
        for (let night = r.from; night < r.to; night = addDays(night, 1)) {
          const other = holder(fake, r.roomNumber, night, booking.id);
          if (other) return error(409, 'room_taken', { roomNumber: r.roomNumber, night, reference: other.reference });
        }
      }
      fake.assigned.set(booking.id, rooms);
      return HttpResponse.json({ booking: withRooms(fake, booking) });
    }),
  ];
}
