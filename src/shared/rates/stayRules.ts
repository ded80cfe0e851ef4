/**
 * The owner's restrictions a stay breaks, for the words under the date fields (src/domain/rates.ts
 * decides; the server refuses the same stays): a night no one may arrive on, a minimum stay, a
 * night nothing is sold on. For several rooms (a search with no room chosen) only what holds for
 * every one of them: a stay some room still allows is not explained away.
 */
import { stayNights } from '../../domain/availability';
import { nightsBetween } from '../../domain/dates';
import { isClosedToArrival, isNightClosed, minimumStay, type RatePlan } from '../../domain/rates';
import type { Room } from '../../domain/rooms';

export type StayRule =
  | { kind: 'closed_to_arrival'; date: string }
  | { kind: 'min_nights'; nights: number }
  | { kind: 'closed'; nights: string[] };

/** The rules the stay breaks for every one of `rooms`, in the order the server names them; none for no rooms or bad dates. */
export function brokenStayRules(
  plan: RatePlan,
  rooms: readonly Pick<Room, 'id' | 'units'>[],
  checkin: string,
  checkout: string,
): StayRule[] {
  if (rooms.length === 0 || checkout <= checkin) return [];
  if (plan.restrictions.length === 0) return [];
  const nights = stayNights(checkin, checkout);
  const rules: StayRule[] = [];
  if (rooms.every((room) => isClosedToArrival(plan, room.id, checkin)))
    rules.push({ kind: 'closed_to_arrival', date: checkin });
  const least = Math.min(...rooms.map((room) => minimumStay(plan, room.id, nights)));
  if (nightsBetween(checkin, checkout) < least) rules.push({ kind: 'min_nights', nights: least });
  const closed = nights.filter((night) => rooms.every((room) => isNightClosed(plan, room, night)));
  if (closed.length > 0) rules.push({ kind: 'closed', nights: closed });
  return rules;
}
