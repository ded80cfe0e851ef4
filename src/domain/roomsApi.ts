/**
 * The staff console's answers about the hotel's numbered rooms (issue 51): the rooms, the room
 * chart and the housekeeper's list, as JSON. The server builds them (server/rooms/consoleRoutes.ts)
 * and the console reads them; plain data.
 */

import type { HousekeepingStatus, HousekeepingTask } from './staffWords';

/** The statuses and the tasks are the glossary's (./staffWords.ts), which names each in three languages. */
export type { HousekeepingStatus, HousekeepingTask };

/** A room out of service from `from` to the day before `to`. */
export interface RoomOutOfService {
  id: string;
  from: string;
  to: string;
  note: string | null;
}

/** GET /api/staff/rooms: each room in use, by number. */
export interface StaffRoom {
  id: string;
  number: string;
  /** Its kind (src/domain/rooms.ts). */
  roomId: number;
  floor: number | null;
  note: string | null;
  housekeeping: HousekeepingStatus;
  housekeepingAt: string | null;
  /** Only periods ending today or later. */
  outOfService: RoomOutOfService[];
}

export interface RoomsAnswer {
  rooms: StaffRoom[];
}

/** A stay's bar on the chart: one booking in one room over a run of nights (`to` exclusive, clipped to the range). */
export interface ChartStay {
  bookingId: string;
  reference: string;
  guestName: string;
  from: string;
  to: string;
  status: 'confirmed' | 'checked_in' | 'checked_out';
  /** Absent until payments at the desk exist. */
  balanceDue?: number;
}

export interface ChartRoom {
  id: string;
  roomNumber: string;
  roomId: number;
  floor: number | null;
  housekeeping: HousekeepingStatus;
  outOfService: Array<{ from: string; to: string }>;
  stays: ChartStay[];
}

/** A stay with nights of the range no room holds. */
export interface ChartUnassigned {
  bookingId: string;
  reference: string;
  guestName: string;
  roomId: number;
  checkin: string;
  checkout: string;
  status: 'confirmed' | 'checked_in';
  units: number;
}

/** GET /api/staff/room-chart?from=&days= (14–62 nights). */
export interface RoomChartAnswer {
  from: string;
  days: number;
  today: string;
  rooms: ChartRoom[];
  unassigned: ChartUnassigned[];
  /** The nights a kind is not sold (closed by the owner's terms, or every room out of service). */
  closed: Array<{ roomId: number; nights: string[] }>;
}

/** GET /api/staff/housekeeping: today's rooms, departures first, then stay-overs, arrivals, vacant; no guest names. */
export interface HousekeepingAnswer {
  date: string;
  rooms: HousekeepingRoom[];
}

/** A room on the housekeeper's list: what to do in it today. */
export interface HousekeepingRoom {
  id: string;
  roomNumber: string;
  roomId: number;
  floor: number | null;
  housekeeping: HousekeepingStatus;
  task: HousekeepingTask;
  arrivalToday: boolean;
}
