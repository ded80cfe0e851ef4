/**
 * The hotel's rooms in the staff console (docs/staff-console.md, "Rooms"): the owner's list of
 * rooms (add, rename, move to another kind, retire), out of service by room, housekeeping
 * statuses and today's cleaning list, a stay's reassignment, and the room chart. Registered
 * inside the staff routes (routes/staff.ts), so their guard applies; the housekeeping role may
 * call only the routes marked `all` here. rooms/ stores; bookings/ records a reassignment in the
 * booking's history; availability/ checks an out-of-service span against the stays.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addDays, isIsoDate, todayInHotel } from '../../src/domain/dates';
import { isNightClosed } from '../../src/domain/rates';
import { ROOMS, findRoom } from '../../src/domain/rooms';
import type { ChartRoom, ChartStay, ChartUnassigned, RoomChartAnswer } from '../../src/domain/roomsApi';
import type { Transaction } from 'kysely';
import {
  loadStock,
  lockRoomKind,
  roomClosureConflicts,
  staysByIds,
  stocked,
  takingStaysNamed,
  vacateRoom,
} from '../availability';
import type { RestrictionConflicts } from '../availability';
import { assignRooms, findBooking } from '../bookings';
import type { Config } from '../config';
import type { Database, HousekeepingStatus } from '../db';
import { sendError } from '../http';
import { CONSOLE_TEXTS, bookingDetail, findStaffBooking, staffLang } from '../staffConsole';
import type { StaffRoute } from '../staffConsole';
import { loadRatePlan } from '../terms';
import {
  HOUSEKEEPING_STATUSES,
  addClosure,
  chartNights,
  createRoom,
  findRoomRow,
  heldCounts,
  housekeepingList,
  removeClosure,
  retireRoom,
  roomView,
  roomViews,
  roomsInUse,
  setHousekeeping,
  updateRoom,
} from '.';
import type { RoomChange, RoomFields } from '.';

export const STAFF_ROOM_ROUTES: readonly StaffRoute[] = [
  { method: 'GET', url: '/api/staff/rooms', access: 'all' },
  { method: 'POST', url: '/api/staff/rooms', access: 'owner' },
  { method: 'PATCH', url: '/api/staff/rooms/:id', access: 'owner' },
  { method: 'POST', url: '/api/staff/rooms/:id/retire', access: 'owner' },
  { method: 'POST', url: '/api/staff/rooms/:id/housekeeping', access: 'all' },
  { method: 'POST', url: '/api/staff/rooms/:id/out-of-service', access: 'owner' },
  { method: 'DELETE', url: '/api/staff/rooms/:id/out-of-service/:entryId', access: 'owner' },
  { method: 'GET', url: '/api/staff/housekeeping', access: 'all' },
  { method: 'POST', url: '/api/staff/bookings/:id/assign', access: 'any' },
  { method: 'GET', url: '/api/staff/room-chart', access: 'any' },
];

/** The chart's range: two weeks to two months of nights. */
export const CHART_MIN_DAYS = 14;
export const CHART_MAX_DAYS = 62;
/** The furthest an out-of-service span may reach: a year of nights. */
const MAX_CLOSURE_NIGHTS = 366;

type Params = { Params: { id: string } };
const OWNER = { staff: 'owner' as const };
const ALL = { staff: 'all' as const };

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const value = request.body;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** `staff:<id>`, as the history and the rooms' records name a staff member. */
function staffId(request: FastifyRequest): string {
  return `staff:${request.staffAccount!.id}`;
}

// Control characters and bidirectional overrides: what a room's number or note refuses.
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const REFUSED_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** A room's number as on its door: letters, digits, a space or a hyphen, up to 10 characters. */
const NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} -]{0,9}$/u;

type Parsed<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** A room's fields from a body; `partial` for PATCH (absent fields stay as they are). */
function parseRoom(body: Record<string, unknown>, partial: boolean): Parsed<Partial<RoomFields>> {
  const value: Partial<RoomFields> = {};
  if (body.number !== undefined || !partial) {
    const number = typeof body.number === 'string' ? body.number.normalize('NFC').trim() : '';
    if (!NUMBER.test(number))
      return { ok: false, field: 'number', message: 'number must be 1 to 10 letters, digits, spaces or hyphens.' };
    value.number = number;
  }
  if (body.roomId !== undefined || !partial) {
    if (typeof body.roomId !== 'number' || !findRoom(body.roomId))
      return { ok: false, field: 'roomId', message: 'roomId must be one of the room kinds.' };
    value.roomId = body.roomId;
  }
  if (body.floor !== undefined) {
    if (
      body.floor !== null &&
      (typeof body.floor !== 'number' || !Number.isInteger(body.floor) || body.floor < -5 || body.floor > 200)
    )
      return { ok: false, field: 'floor', message: 'floor must be a whole number from -5 to 200, or null.' };
    value.floor = body.floor;
  } else if (!partial) value.floor = null;
  if (body.note !== undefined) {
    const note = typeof body.note === 'string' ? body.note.normalize('NFC').trim() : body.note;
    if (note !== null && (typeof note !== 'string' || note.length > 200 || REFUSED_CHARACTERS.test(note)))
      return { ok: false, field: 'note', message: 'note must be text of up to 200 characters, or null.' };
    value.note = note === '' ? null : note;
  } else if (!partial) value.note = null;
  return { ok: true, value };
}

/** The room kinds' locks, in id order (availability/ lockRoomKind), as a confirmation takes one. */
async function lockKinds(trx: Transaction<Database>, kinds: readonly number[]): Promise<void> {
  for (const kind of [...new Set(kinds)].sort((a, b) => a - b)) await lockRoomKind(trx, kind);
}

export async function staffRoomRoutes(
  app: FastifyInstance,
  opts: { config: Pick<Config, 'staffLang' | 'payments'>; clock: () => Date },
): Promise<void> {
  const { config, clock } = opts;
  const store = app.store;
  const today = () => todayInHotel(clock());
  const texts = (request: FastifyRequest) =>
    CONSOLE_TEXTS[request.staffAccount ? staffLang(request.staffAccount) : config.staffLang];
  const invalid = (request: FastifyRequest, reply: FastifyReply, field: string, message: string) =>
    sendError(reply, 400, 'invalid_body', `${texts(request).errors.invalid_body} ${message}`, field);
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 404, 'not_found', texts(request).errors.not_found);
  /** A refusal with the figures the console says it from; the message is English, for an API client. */
  const refuse = (
    reply: FastifyReply,
    status: number,
    error: { code: string; message: string } & Record<string, unknown>,
  ) => reply.code(status).type('application/json; charset=utf-8').send({ error });

  /** A room change's answer: the room, or its refusal (number_taken, room_taken with the stay's reference and night). */
  const changed = async (request: FastifyRequest, reply: FastifyReply, outcome: RoomChange, status = 200) => {
    if (outcome.kind === 'not_found') return notFound(request, reply);
    if (outcome.kind === 'number_taken')
      return refuse(reply, 409, {
        code: 'number_taken',
        message: 'Another room in use has this number.',
        field: 'number',
      });
    if (outcome.kind === 'room_taken') {
      const booking = await findBooking(store, outcome.bookingId);
      return refuse(reply, 409, {
        code: 'room_taken',
        message: `A stay holds this room on ${outcome.night}: move it to another room first.`,
        reference: booking?.reference ?? null,
        night: outcome.night,
      });
    }
    return reply.code(status).send({ room: await roomView(store, outcome.room, today()) });
  };

  // --- The rooms --------------------------------------------------------------------------------
  app.get('/api/staff/rooms', { config: ALL }, async () => ({
    rooms: await roomViews(store, await roomsInUse(store), today()),
  }));

  app.post('/api/staff/rooms', { config: OWNER }, async (request, reply) => {
    const parsed = parseRoom(bodyOf(request), false);
    if (!parsed.ok) return invalid(request, reply, parsed.field, parsed.message);
    const outcome = await app.transact((trx) => createRoom(trx, parsed.value as RoomFields, clock()));
    if (outcome.kind === 'ok') request.log.info({ roomId: outcome.room.id }, 'room added');
    return changed(request, reply, outcome, 201);
  });

  app.patch<Params>('/api/staff/rooms/:id', { config: OWNER }, async (request, reply) => {
    const parsed = parseRoom(bodyOf(request), true);
    if (!parsed.ok) return invalid(request, reply, parsed.field, parsed.message);
    const outcome = await app.transact(async (trx) => {
      // The kinds' locks (old and new, in id order): no confirmation assigns the room meanwhile.
      const room = await findRoomRow(trx, request.params.id);
      if (room) await lockKinds(trx, [room.room_id, parsed.value.roomId ?? room.room_id]);
      return updateRoom(trx, request.params.id, parsed.value, today());
    });
    return changed(request, reply, outcome);
  });

  app.post<Params>('/api/staff/rooms/:id/retire', { config: OWNER }, async (request, reply) => {
    const outcome = await app.transact(async (trx) => {
      const room = await findRoomRow(trx, request.params.id);
      if (room) await lockKinds(trx, [room.room_id]);
      return retireRoom(trx, request.params.id, today(), clock());
    });
    return changed(request, reply, outcome);
  });

  app.post<Params>('/api/staff/rooms/:id/housekeeping', { config: ALL }, async (request, reply) => {
    const status = bodyOf(request).status;
    if (!HOUSEKEEPING_STATUSES.includes(status as HousekeepingStatus))
      return invalid(request, reply, 'status', `status must be one of ${HOUSEKEEPING_STATUSES.join(', ')}.`);
    const room = await setHousekeeping(
      store,
      request.params.id,
      status as HousekeepingStatus,
      staffId(request),
      clock(),
    );
    if (!room) return notFound(request, reply);
    return { room: await roomView(store, room, today()) };
  });

  // --- Out of service by room -------------------------------------------------------------------
  /** 409 conflict: the stays the span would leave without a room, as for a closure (terms' restrictions). */
  const conflict = (reply: FastifyReply, found: RestrictionConflicts) =>
    refuse(reply, 409, {
      code: 'conflict',
      message: `These nights are already sold (requests left without a room: ${found.bookings.length}; nights other channels blocked: ${found.blocked.reduce((sum, b) => sum + b.count, 0)}): send confirm: true to save it anyway.`,
      bookings: found.bookings,
      blocked: found.blocked,
    });

  app.post<Params>('/api/staff/rooms/:id/out-of-service', { config: OWNER }, async (request, reply) => {
    const body = bodyOf(request);
    const { from, to } = body;
    if (!isIsoDate(from)) return invalid(request, reply, 'from', 'from must be a date (YYYY-MM-DD).');
    if (!isIsoDate(to) || to <= from || to > addDays(from, MAX_CLOSURE_NIGHTS))
      return invalid(request, reply, 'to', `to must be a date after from, at most ${MAX_CLOSURE_NIGHTS} nights later.`);
    if (to <= today()) return invalid(request, reply, 'to', 'The span is already over.');
    const note =
      body.note === undefined || body.note === null || body.note === ''
        ? null
        : typeof body.note === 'string' && body.note.trim().length <= 200 && !REFUSED_CHARACTERS.test(body.note)
          ? body.note.trim()
          : undefined;
    if (note === undefined) return invalid(request, reply, 'note', 'note must be text of up to 200 characters.');
    if (body.confirm !== undefined && typeof body.confirm !== 'boolean')
      return invalid(request, reply, 'confirm', 'confirm must be true or false.');
    const confirm = body.confirm === true;
    const outcome = await app.transact(async (trx) => {
      const room = await findRoomRow(trx, request.params.id);
      if (!room) return { kind: 'not_found' as const };
      const found = await roomClosureConflicts(trx, room, from, to);
      if ((found.bookings.length > 0 || found.blocked.length > 0) && !confirm)
        return { kind: 'conflict' as const, found };
      await addClosure(trx, room.id, { from, to, note }, staffId(request), clock());
      // The stays that held it on those nights move to other rooms of the kind where one is free.
      await vacateRoom(trx, room, from, to);
      return { kind: 'ok' as const, room };
    });
    if (outcome.kind === 'not_found') return notFound(request, reply);
    if (outcome.kind === 'conflict') return conflict(reply, outcome.found);
    return reply.code(201).send({ room: await roomView(store, outcome.room, today()) });
  });

  app.delete<{ Params: { id: string; entryId: string } }>(
    '/api/staff/rooms/:id/out-of-service/:entryId',
    { config: OWNER },
    async (request, reply) => {
      const room = await findRoomRow(store, request.params.id);
      if (!room || !(await removeClosure(store, room.id, request.params.entryId))) return notFound(request, reply);
      return { room: await roomView(store, room, today()) };
    },
  );

  // --- Housekeeping ----------------------------------------------------------------------------
  app.get('/api/staff/housekeeping', { config: ALL }, async () => ({
    date: today(),
    rooms: await housekeepingList(store, today()),
  }));

  // --- A stay's rooms --------------------------------------------------------------------------
  app.post<Params>('/api/staff/bookings/:id/assign', async (request, reply) => {
    const found = await findStaffBooking(store, request.params.id);
    if (!found) return notFound(request, reply);
    const list = bodyOf(request).rooms;
    const valid =
      Array.isArray(list) &&
      list.length > 0 &&
      list.length <= 200 &&
      list.every(
        (entry: unknown) =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as Record<string, unknown>).roomNumber === 'string' &&
          isIsoDate((entry as Record<string, unknown>).from) &&
          isIsoDate((entry as Record<string, unknown>).to),
      );
    if (!valid) return invalid(request, reply, 'rooms', 'rooms must list { roomNumber, from, to }.');
    const rooms = (list as Array<{ roomNumber: string; from: string; to: string }>).map((entry) => ({
      roomNumber: entry.roomNumber.trim(),
      from: entry.from,
      to: entry.to,
    }));
    const account = request.staffAccount!;
    const outcome = await assignRooms(
      app.transact,
      found.id,
      rooms,
      { id: staffId(request), name: account.name },
      clock(),
    );
    if (outcome.kind === 'unknown') return notFound(request, reply);
    if (outcome.kind === 'invalid_transition')
      return sendError(reply, 409, 'invalid_transition', texts(request).errors.invalid_transition);
    if (outcome.kind === 'invalid')
      return refuse(reply, 422, { code: 'invalid', message: outcome.message, field: 'rooms' });
    if (outcome.kind === 'room_taken')
      return refuse(reply, 409, {
        code: 'room_taken',
        message: `Room ${outcome.roomNumber} is taken on ${outcome.night}.`,
        roomNumber: outcome.roomNumber,
        night: outcome.night,
        reference: outcome.reference,
      });
    request.log.info({ bookingId: found.id }, 'rooms reassigned');
    const fresh = (await findStaffBooking(store, found.id)) ?? found;
    return { booking: await bookingDetail(store, fresh, config.payments, clock()) };
  });

  // --- The room chart --------------------------------------------------------------------------
  app.get('/api/staff/room-chart', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const from = q.from || today();
    if (!isIsoDate(from)) return invalid(request, reply, 'from', 'from must be a date (YYYY-MM-DD).');
    const days = q.days === undefined || q.days === '' ? CHART_MIN_DAYS : Number(q.days);
    if (!Number.isInteger(days) || days < CHART_MIN_DAYS || days > CHART_MAX_DAYS)
      return invalid(
        request,
        reply,
        'days',
        `days must be a whole number from ${CHART_MIN_DAYS} to ${CHART_MAX_DAYS}.`,
      );
    return roomChart(app, from, days, today());
  });
}

const SHOWN = new Set(['confirmed', 'checked_in', 'checked_out']);

/**
 * Rooms × nights of [from, from + days): each room's stays as bars (a booking's run of nights in
 * it), its out-of-service spans, the stays with nights no room holds (unassigned), and the
 * nights each kind is closed. Reads room_nights by night (its index), the bookings it names by
 * id, and the stays taking units over the range (the bookings' calendar index).
 */
export async function roomChart(
  app: Pick<FastifyInstance, 'store'>,
  from: string,
  days: number,
  today: string,
): Promise<RoomChartAnswer> {
  const store = app.store;
  const to = addDays(from, days);
  const kinds = ROOMS.map((room) => room.id);
  const [rooms, plan, stock, taking, held] = await Promise.all([
    chartNights(store, from, to),
    loadRatePlan(store),
    loadStock(store, from, to),
    takingStaysNamed(store, kinds, from, to),
    heldCounts(store, from, to),
  ]);
  const short = taking.filter((stay) => {
    const start = stay.checkin > from ? stay.checkin : from;
    const end = stay.checkout < to ? stay.checkout : to;
    const nights = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
    return (held.get(stay.id) ?? 0) < nights * Number(stay.units);
  });
  const ids = new Set([...rooms.flatMap((room) => room.runs.map((run) => run.bookingId)), ...short.map((s) => s.id)]);
  const bookings = new Map((await staysByIds(store, [...ids])).map((b) => [b.id, b]));
  const chartRooms: ChartRoom[] = rooms.map(({ room, outOfService, runs }) => ({
    id: room.id,
    roomNumber: room.number,
    roomId: room.room_id,
    floor: room.floor === null ? null : Number(room.floor),
    housekeeping: room.housekeeping,
    outOfService,
    stays: runs.flatMap((run): ChartStay[] => {
      const booking = bookings.get(run.bookingId);
      if (!booking || !SHOWN.has(booking.status)) return [];
      return [
        {
          bookingId: booking.id,
          reference: booking.reference,
          guestName: booking.guest_name,
          from: run.from,
          to: run.to,
          status: booking.status as ChartStay['status'],
        },
      ];
    }),
  }));
  const unassigned: ChartUnassigned[] = short.map((stay) => ({
    bookingId: stay.id,
    reference: stay.reference,
    guestName: stay.guest_name,
    roomId: stay.room_id,
    checkin: stay.checkin,
    checkout: stay.checkout,
    status: (bookings.get(stay.id)?.status ?? 'confirmed') as ChartUnassigned['status'],
    units: Number(stay.units),
  }));
  const nights = Array.from({ length: days }, (_, i) => addDays(from, i));
  const closed = ROOMS.map((kind) => ({
    roomId: kind.id,
    nights: nights.filter((night) => isNightClosed(plan, stocked(kind, stock), night)),
  })).filter((entry) => entry.nights.length > 0);
  return { from, days, today, rooms: chartRooms, unassigned, closed };
}
