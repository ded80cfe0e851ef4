/**
 * Availability arithmetic, shared by the booking server and the site: which nights a stay
 * covers, how many units of a room kind those nights have taken, and how many are free.
 * A night is named by its date (the night from that date to the next); a stay from checkin to
 * checkout covers the nights checkin … checkout − 1.
 */
import { addDays } from './dates';

/** GET /api/availability: for each room kind, its units and the fewest free over the stay. */
export interface RoomAvailability {
  roomId: number;
  units: number;
  free: number;
}

export interface AvailabilityAnswer {
  checkin: string;
  checkout: string;
  rooms: RoomAvailability[];
}

/** GET /api/availability/{roomId}/nights: the nights of a range on which the kind is full. */
export interface FullNightsAnswer {
  roomId: number;
  units: number;
  from: string;
  to: string;
  full: string[];
}

/** A span of nights that takes units: a confirmed booking (its rooms) or a blocked stretch of another channel (one). */
export interface TakenStay {
  checkin: string;
  checkout: string;
  /** Units taken on each of its nights; absent means 1. */
  units?: number;
}

/** The nights from `checkin` up to, not including, `checkout`. */
export function stayNights(checkin: string, checkout: string): string[] {
  const nights: string[] = [];
  for (let night = checkin; night < checkout; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** Units taken on each night of [from, to), counting every stay that covers it (a group's each room). */
export function takenPerNight(stays: readonly TakenStay[], from: string, to: string): Map<string, number> {
  const taken = new Map<string, number>();
  for (const stay of stays) {
    const start = stay.checkin > from ? stay.checkin : from;
    const end = stay.checkout < to ? stay.checkout : to;
    for (const night of stayNights(start, end)) taken.set(night, (taken.get(night) ?? 0) + (stay.units ?? 1));
  }
  return taken;
}

/** The fewest free units over the nights of a stay (never below 0, even when overbooked). */
export function freeOverStay(
  units: number,
  taken: ReadonlyMap<string, number>,
  checkin: string,
  checkout: string,
): number {
  let free = units;
  for (const night of stayNights(checkin, checkout)) free = Math.min(free, units - (taken.get(night) ?? 0));
  return Math.max(0, free);
}

/** The nights of [from, to) with fewer than `needed` free units (by default: with no free unit). */
export function fullNights(
  units: number,
  taken: ReadonlyMap<string, number>,
  from: string,
  to: string,
  needed = 1,
): string[] {
  return stayNights(from, to).filter((night) => units - (taken.get(night) ?? 0) < needed);
}

/** The last day a stay from `checkin` may end: the first full night on or after it (that morning), or `max`. */
export function lastCheckout(
  checkin: string,
  fullNights: readonly string[],
  max: string | undefined,
): string | undefined {
  const firstFull = fullNights.find((night) => night >= checkin);
  if (firstFull === undefined) return max;
  return max === undefined || firstFull < max ? firstFull : max;
}
