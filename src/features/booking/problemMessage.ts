import type { Room } from '../../domain/rooms';
import type { bookingTexts } from './booking.texts';
import type { BookingProblemKey } from './bookingDialogSlice';

type BookingTexts = (typeof bookingTexts)['EN'];

/** What the group's messages count: the rooms the request takes, the kind's rooms and those free. */
export interface GroupFacts {
  units: number;
  room: Pick<Room, 'capacity' | 'units'>;
  /** Rooms of the kind free for the stay; null while unknown. */
  free: number | null;
}

/**
 * A problem's message in the guest's language. The group's name their numbers (how many guests
 * the rooms take, how many rooms the kind has or has free) and what the guest can do about it.
 */
export function problemMessage(t: BookingTexts, key: BookingProblemKey, { units, room, free }: GroupFacts): string {
  const group = t.groupProblems;
  const available = Math.min(room.units, free ?? room.units);
  switch (key) {
    case 'tooManyGuests':
      return `${group.tooManyGuests(units, units * room.capacity)} ${units < available ? group.addRoom : group.noMoreRooms}`;
    case 'unitsRange':
      return group.unitsRange(room.units);
    case 'unitsNotFree':
      return group.unitsNotFree(free ?? 0);
    default:
      return t.problems[key];
  }
}
