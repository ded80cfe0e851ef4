/**
 * What the store says is taken: confirmed bookings and nights blocked by other channels, per room
 * kind, over a range of nights; and from that, what is free (src/domain/availability.ts).
 * Received requests take nothing: the staff have not said yes yet.
 */
import { PostgresAdapter, sql } from 'kysely';
import type { Transaction } from 'kysely';
import { stayNights, takenPerNight } from '../../src/domain/availability';
import type { AvailabilityAnswer, TakenStay } from '../../src/domain/availability';
import { addDays } from '../../src/domain/dates';
import { isNightClosed, unitsOutOfService } from '../../src/domain/rates';
import type { RatePlan } from '../../src/domain/rates';
import { ROOMS, findRoom } from '../../src/domain/rooms';
import type { Room } from '../../src/domain/rooms';
import type { Database, Queryable } from '../db';
import { loadRatePlan } from '../terms';
import { closedPerNight, roomUnits } from '../rooms';
import { confirmedStays } from './stays';

/**
 * What the store holds of the kinds' rooms over a range: each kind's units (its rooms in use) and
 * how many of them are out of service on each night (room closures). Read once per question.
 */
export interface RoomStock {
  units: ReadonlyMap<number, number>;
  closed: ReadonlyMap<number, ReadonlyMap<string, number>>;
}

/** The kinds' rooms in use and their closures over [from, to). */
export async function loadStock(
  db: Queryable,
  from: string,
  to: string,
  roomIds?: readonly number[],
): Promise<RoomStock> {
  const [units, closed] = await Promise.all([roomUnits(db), closedPerNight(db, from, to, roomIds)]);
  return { units, closed };
}

/** The kind with its units as the store counts them (its rooms in use). */
export function stocked<R extends Pick<Room, 'id' | 'units'>>(room: R, stock: Pick<RoomStock, 'units'>): R {
  return { ...room, units: stock.units.get(room.id) ?? 0 };
}

/** The stays that take units of each room kind on some night of [from, to): a confirmed request its rooms, a blocked night one. */
export async function takenStays(
  db: Queryable,
  roomIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, TakenStay[]>> {
  const byRoom = new Map<number, TakenStay[]>(roomIds.map((id) => [id, []]));
  if (roomIds.length === 0) return byRoom;
  for (const b of await confirmedStays(db, roomIds, from, to))
    byRoom.get(b.room_id)?.push({ checkin: b.checkin, checkout: b.checkout, units: b.units });
  const blocked = await db
    .selectFrom('blocked_nights')
    .select(['room_id', 'night'])
    .where('room_id', 'in', [...roomIds])
    .where('night', '>=', from)
    .where('night', '<', to)
    .execute();
  for (const b of blocked) byRoom.get(b.room_id)?.push({ checkin: b.night, checkout: addDays(b.night, 1) });
  return byRoom;
}

/**
 * Units of the kind the owner's terms leave to sell on `night`: none on a closed night, else its
 * rooms in use (`room.units` as the store counts them: stocked()) less those out of service, by
 * the terms' count (src/domain/rates.ts, the restrictions stored before rooms had numbers) and by
 * room (`stock`'s closures). The public availability, the quote's sold-out check, the staff
 * calendar and the restrictions' conflict check all count with this.
 */
export function unitsInService(
  plan: RatePlan,
  room: Pick<Room, 'id' | 'units'>,
  night: string,
  stock?: Pick<RoomStock, 'closed'>,
): number {
  if (isNightClosed(plan, room, night)) return 0;
  const closed = stock?.closed.get(room.id)?.get(night) ?? 0;
  return Math.max(0, room.units - unitsOutOfService(plan, room.id, night) - closed);
}

/** Units of the kind that may be sold on each night of [from, to): those in service less those taken. */
function freePerNight(
  room: Pick<Room, 'id' | 'units'>,
  plan: RatePlan,
  stock: RoomStock,
  taken: ReadonlyMap<string, number>,
  from: string,
  to: string,
): Array<[string, number]> {
  const kind = stocked(room, stock);
  return stayNights(from, to).map((night) => [
    night,
    unitsInService(plan, kind, night, stock) - (taken.get(night) ?? 0),
  ]);
}

/** Every room kind's units and the fewest free over the stay (out of service and closed nights count as taken). */
export async function availability(db: Queryable, checkin: string, checkout: string): Promise<AvailabilityAnswer> {
  const stays = await takenStays(
    db,
    ROOMS.map((room) => room.id),
    checkin,
    checkout,
  );
  const [plan, stock] = await Promise.all([loadRatePlan(db), loadStock(db, checkin, checkout)]);
  return {
    checkin,
    checkout,
    rooms: ROOMS.map((room) => {
      const units = stock.units.get(room.id) ?? 0;
      const taken = takenPerNight(stays.get(room.id) ?? [], checkin, checkout);
      const free = freePerNight(room, plan, stock, taken, checkin, checkout).reduce(
        (min, [, n]) => Math.min(min, n),
        units,
      );
      return { roomId: room.id, units, free: Math.max(0, free) };
    }),
  };
}

/**
 * The nights of [from, to) on which room kind `roomId` has fewer than `needed` free units (by
 * default: none); `plan` is the owner's terms when the caller has read them already.
 */
export async function soldOutNights(
  db: Queryable,
  roomId: number,
  from: string,
  to: string,
  needed = 1,
  plan?: RatePlan,
): Promise<string[]> {
  const room = findRoom(roomId);
  if (!room) return [];
  const [stays, terms, stock] = await Promise.all([
    takenStays(db, [roomId], from, to).then((taken) => taken.get(roomId) ?? []),
    plan ?? loadRatePlan(db),
    loadStock(db, from, to, [roomId]),
  ]);
  return freePerNight(room, terms, stock, takenPerNight(stays, from, to), from, to)
    .filter(([, free]) => free < needed)
    .map(([night]) => night);
}

/**
 * Serialises confirmations of one room kind until the transaction ends, so two confirms racing
 * for its last unit cannot both see it free. PostgreSQL: a transaction-scoped advisory lock.
 * SQLite needs none: one process writes through one connection, and another process (the CLI)
 * that read before a concurrent write cannot commit its own (SQLITE_BUSY_SNAPSHOT).
 */
export async function lockRoomKind(trx: Transaction<Database>, roomId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  // A fixed namespace (0x686f74 = "hot") keeps the key apart from any other advisory lock.
  await sql`select pg_advisory_xact_lock(${0x686f74}, ${roomId})`.execute(trx);
}
