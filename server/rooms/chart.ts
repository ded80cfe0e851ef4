/**
 * What the room chart and the housekeeper's list read of rooms: each room's held nights over a
 * range (room_nights by night: its index), its out-of-service spans, and today's task per room.
 * The bookings' own fields (guest, reference, status) are the caller's to add: rooms/ never
 * queries bookings.
 */
import { addDays } from '../../src/domain/dates';
import type { HousekeepingStatus, Queryable, RoomsTable } from '../db';
import { closuresIn, roomsInUse } from './store';

export interface ChartRoomNights {
  room: RoomsTable;
  outOfService: Array<{ from: string; to: string }>;
  /** The runs of nights one booking holds the room: `to` exclusive, clipped to the range. */
  runs: Array<{ bookingId: string; from: string; to: string }>;
}

/** Every room in use with its held runs and closures over [from, to), by number. */
export async function chartNights(db: Queryable, from: string, to: string): Promise<ChartRoomNights[]> {
  const [rooms, nights, closures] = await Promise.all([
    roomsInUse(db),
    db
      .selectFrom('room_nights')
      .select(['room', 'night', 'booking_id'])
      .where('night', '>=', from)
      .where('night', '<', to)
      .orderBy('room')
      .orderBy('night')
      .execute(),
    closuresIn(db, from, to),
  ]);
  const runs = new Map<string, ChartRoomNights['runs']>();
  for (const row of nights) {
    const list = runs.get(row.room) ?? [];
    const last = list.at(-1);
    if (last && last.bookingId === row.booking_id && last.to === row.night) last.to = addDays(row.night, 1);
    else list.push({ bookingId: row.booking_id, from: row.night, to: addDays(row.night, 1) });
    runs.set(row.room, list);
  }
  return rooms.map((room) => ({
    room,
    outOfService: closures
      .filter((c) => c.room === room.id)
      .sort((a, b) => a.first_night.localeCompare(b.first_night))
      .map((c) => ({ from: c.first_night, to: addDays(c.last_night, 1) })),
    runs: runs.get(room.id) ?? [],
  }));
}

export type HousekeepingTask = 'departure' | 'stayover' | 'arrival' | 'vacant';

export interface HousekeepingRoom {
  id: string;
  roomNumber: string;
  roomId: number;
  floor: number | null;
  housekeeping: HousekeepingStatus;
  task: HousekeepingTask;
  arrivalToday: boolean;
}

const TASK_ORDER: readonly HousekeepingTask[] = ['departure', 'stayover', 'arrival', 'vacant'];

/**
 * Today's list for housekeeping, from the rooms' nights alone (no guest names): a departure when
 * a stay held the room last night and does not tonight, a stay-over when the same stay holds
 * both, an arrival when a stay begins in it tonight; departures first, then stay-overs, arrivals,
 * vacant rooms, each by number.
 */
export async function housekeepingList(db: Queryable, today: string): Promise<HousekeepingRoom[]> {
  const yesterday = addDays(today, -1);
  const [rooms, nights] = await Promise.all([
    roomsInUse(db),
    db
      .selectFrom('room_nights')
      .select(['room', 'night', 'booking_id'])
      .where('night', '>=', yesterday)
      .where('night', '<=', today)
      .execute(),
  ]);
  const last = new Map<string, string>();
  const tonight = new Map<string, string>();
  for (const row of nights) (row.night === today ? tonight : last).set(row.room, row.booking_id);
  const list = rooms.map((room): HousekeepingRoom => {
    const before = last.get(room.id);
    const now = tonight.get(room.id);
    const arrivalToday = now !== undefined && now !== before;
    const task: HousekeepingTask =
      before !== undefined && before !== now
        ? 'departure'
        : before !== undefined
          ? 'stayover'
          : now
            ? 'arrival'
            : 'vacant';
    return {
      id: room.id,
      roomNumber: room.number,
      roomId: room.room_id,
      floor: room.floor === null ? null : Number(room.floor),
      housekeeping: room.housekeeping,
      task,
      arrivalToday,
    };
  });
  return list.sort((a, b) => TASK_ORDER.indexOf(a.task) - TASK_ORDER.indexOf(b.task));
}
