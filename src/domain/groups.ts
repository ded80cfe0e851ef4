/**
 * Groups: one request may take several rooms of one kind (architecture.md, "Groups"). The payload's
 * optional `units` (default 1) is how many; the guests must fit them (`units × capacity`), each
 * room is paid (`nights × price × units`) and a confirmed request takes `units` rooms on each of
 * its nights. The booking dialog, the rooms pages and the server all read these.
 */
import type { Room } from './rooms';

/** Rooms of one kind a request takes when it does not say (the spec's own payload). */
export const DEFAULT_UNITS = 1;

/** Fewest rooms of this kind that sleep `guests` (at least one). */
export function roomsNeeded(room: Pick<Room, 'capacity'>, guests: number): number {
  if (!Number.isFinite(guests) || guests <= room.capacity) return DEFAULT_UNITS;
  return Math.ceil(guests / room.capacity);
}

/** Most guests `units` rooms of this kind sleep. */
export function groupCapacity(room: Pick<Room, 'capacity'>, units: number): number {
  return room.capacity * units;
}

/** Whether `value` is a whole number of rooms of this kind one request may take (1 to the kind's units). */
export function isUnitCount(room: Pick<Room, 'units'>, value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= DEFAULT_UNITS && value <= room.units;
}

export interface GroupProblem {
  code: 'units_out_of_range' | 'too_many_guests';
  field: 'units' | 'guests';
  message: string;
}

/**
 * The rule a request's rooms and guests break, or null (the booking API's code, field and
 * message): a count of rooms the kind does not have, or more guests than those rooms sleep.
 */
export function groupProblem(
  room: Pick<Room, 'capacity' | 'units'>,
  units: number,
  guests: number,
): GroupProblem | null {
  if (!isUnitCount(room, units)) {
    return {
      code: 'units_out_of_range',
      field: 'units',
      message: `units must be a whole number between ${DEFAULT_UNITS} and ${room.units} for this room.`,
    };
  }
  if (guests > groupCapacity(room, units)) {
    return {
      code: 'too_many_guests',
      field: 'guests',
      message: `${units} room(s) of this kind sleep at most ${groupCapacity(room, units)} guests.`,
    };
  }
  return null;
}
