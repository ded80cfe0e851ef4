import { isIsoDate, nightsBetween, todayInHotel } from '../../domain/dates';
import { groupCapacity, roomsNeeded } from '../../domain/groups';
import { GUESTS, isGuestCount } from '../../domain/guests';
import { datesInOrder, isCheckinPast } from '../../domain/stayDates';
import type { Room } from '../../domain/rooms';

/** The stay a guest brought from the booking bar (?checkin=&checkout=&guests=), once checked. */
export interface Stay {
  checkin: string | null;
  checkout: string | null;
  nights: number;
  guests: number | null;
}

/**
 * Reads the booking bar's parameters. Anything invalid is ignored rather than trusted: dates must
 * be real, check-in not before the hotel's today, check-out after check-in (else both dates are
 * dropped); guests must be a whole number within the guest limits (src/domain/guests.ts).
 */
export function parseStay(params: URLSearchParams, today: string = todayInHotel()): Stay {
  const checkin = params.get('checkin');
  const checkout = params.get('checkout');
  const datesOk = isIsoDate(checkin) && datesInOrder(checkin, checkout) && !isCheckinPast(checkin, today);
  const rawGuests = params.get('guests');
  // Digits only, no longer than the largest count is written (so '01' is read, '001' is not).
  const guests =
    rawGuests !== null && /^\d+$/.test(rawGuests) && rawGuests.length <= String(GUESTS.max).length
      ? Number(rawGuests)
      : NaN;
  const guestsOk = isGuestCount(guests);
  return {
    checkin: datesOk ? checkin : null,
    checkout: datesOk ? checkout : null,
    nights: datesOk ? nightsBetween(checkin, checkout) : 0,
    guests: guestsOk ? guests : null,
  };
}

export function hasDates(stay: Stay): stay is Stay & { checkin: string; checkout: string } {
  return stay.checkin !== null && stay.checkout !== null;
}

/** The same parameters without the stay (the 'Remove dates' link). */
export function withoutStay(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  ['checkin', 'checkout', 'guests'].forEach((key) => next.delete(key));
  return next;
}

/** The same parameters without the guest count ('Show all rooms': dates and filter stay). */
export function withoutGuests(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('guests');
  return next;
}

/** Most guests any one of the rooms takes. */
export function largestCapacity(rooms: readonly Room[]): number {
  return rooms.reduce((most, room) => Math.max(most, room.capacity), 0);
}

/**
 * Most guests a kind's rooms take together (src/domain/groups.ts): all its rooms, or those free
 * for the stay once the availability answer says (`free`; null while unknown). A kind with none
 * free is measured by all its rooms: it shows as sold out for the dates, not as too small.
 */
export function kindSleeps(room: Room, free: number | null): number {
  return groupCapacity(room, free ? Math.min(room.units, free) : room.units);
}

/** What a kind's rooms do for a search's group: how many rooms, for how many of its guests. */
export interface GroupRooms {
  units: number;
  /** The guests those rooms take: the whole group, or as many as the kind can take. */
  guests: number;
}

/** The rooms of this kind a stay's guests need (null without guests). */
export function groupRooms(room: Room, guests: number | null, free: number | null): GroupRooms | null {
  if (guests === null) return null;
  const taken = Math.min(guests, kindSleeps(room, free));
  return { units: roomsNeeded(room, taken), guests: taken };
}

/**
 * The stay a room's booking dialog starts from: the group keeps its size when this kind's rooms
 * take it (the dialog preselects the rooms it needs), else it brings as many guests as they take.
 */
export function stayForRoom(stay: Stay, room: Room, free: number | null = null): Stay {
  const group = groupRooms(room, stay.guests, free);
  return group === null || group.guests === stay.guests ? stay : { ...stay, guests: group.guests };
}
