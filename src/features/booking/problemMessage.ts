import type { Room } from '../../domain/rooms';
import type { bookingTexts } from './booking.texts';
import type { BookingProblem, BookingProblemKey } from './bookingDialogSlice';

type BookingTexts = (typeof bookingTexts)['EN'];

/** What the group's messages count: the rooms the request takes, the kind's rooms and those free. */
export interface GroupFacts {
  units: number;
  room: Pick<Room, 'capacity' | 'units'>;
  /** Rooms of the kind free for the stay; null while unknown. */
  free: number | null;
  /** A price as the guest's language writes it ("2 140 000 so'm"), for a changed price's message. */
  price?: (amount: number) => string;
}

/**
 * A problem's message in the guest's language. The group's name their numbers (how many guests
 * the rooms take, how many rooms the kind has or has free) and what the guest can do about it;
 * the owner's terms name the new total or the fewest nights when the problem carries them.
 */
export function problemMessage(
  t: BookingTexts,
  key: BookingProblemKey,
  { units, room, free, price }: GroupFacts,
  problem?: BookingProblem,
): string {
  const group = t.groupProblems;
  if (key === 'priceChanged' && problem?.total !== undefined && price)
    return t.terms.priceChanged(price(problem.total));
  if (key === 'minNights' && problem?.minNights !== undefined) return t.terms.minNights(problem.minNights);
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
