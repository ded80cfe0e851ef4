/**
 * iCalendar (RFC 5545) in and out, through ical.js: the calendar of a room kind's confirmed
 * stays that other channels (Booking.com, Airbnb) import, and the nights read from theirs.
 */
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { stayNights } from '../../src/domain/availability';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { HOTEL } from '../../src/domain/hotel';
import { confirmedStaysEndingAfter } from '../bookings/repository';
import type { Queryable } from '../bookings/repository';

/**
 * The whole-day events of a calendar: one per room a confirmed stay takes (a group of three rooms
 * is three events over the same nights), so that the events over a night count the rooms taken,
 * for one room as for a group; nothing about the guest.
 */
export function stayCalendar(roomId: number, stays: ReadonlyArray<{ id: string; checkin: string; checkout: string; units?: number }>, now: Date = new Date()): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', `-//${HOTEL.name}//Room ${roomId} availability//EN`);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('x-wr-calname', `${HOTEL.name}: room ${roomId}`);
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const stay of stays) {
    for (let unit = 1; unit <= (stay.units ?? 1); unit += 1) {
      const component = new ICAL.Component('vevent');
      const event = new ICAL.Event(component);
      // A hash, not the booking id: the calendar names no booking a guest could be traced by. The
      // first room keeps the id's own hash, so a stay's event keeps the UID it had before groups.
      const source = unit === 1 ? stay.id : `${stay.id}#${unit}`;
      event.uid = `${createHash('sha256').update(source).digest('hex').slice(0, 32)}@${HOTEL.emails.booking.split('@')[1]}`;
      event.startDate = ICAL.Time.fromDateString(stay.checkin);
      event.endDate = ICAL.Time.fromDateString(stay.checkout);
      event.summary = 'Reserved';
      component.addPropertyWithValue('dtstamp', stamp);
      component.addPropertyWithValue('transp', 'OPAQUE');
      calendar.addSubcomponent(component);
    }
  }
  return calendar.toString();
}

/** The calendar other channels import for room kind `roomId`: its confirmed stays from yesterday on. */
export async function roomCalendar(db: Queryable, roomId: number, today: string = todayInHotel()): Promise<string> {
  // From yesterday on: a stay under way still shows; the past is of no use to a channel.
  return stayCalendar(roomId, await confirmedStaysEndingAfter(db, roomId, addDays(today, -1)));
}

/** The date part of an ical.js time, in the calendar's own day (a date, or a date-time as written). */
function dayOf(time: ICAL.Time): string {
  return time.toString().slice(0, 10);
}

/**
 * The nights a calendar blocks within [from, to): every event that is not cancelled covers the
 * nights from its start day to its end day (an event without an end takes its start night).
 * Throws on text that is not an iCalendar.
 */
export function blockedNights(text: string, from: string, to: string): string[] {
  const root = ICAL.Component.fromString(text);
  if (root.name !== 'vcalendar') throw new Error('not a VCALENDAR');
  const nights = new Set<string>();
  for (const component of root.getAllSubcomponents('vevent')) {
    if (String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    const start = dayOf(event.startDate);
    let end = event.endDate ? dayOf(event.endDate) : addDays(start, 1);
    // A timed event ending later the same day still takes that night.
    if (end <= start) end = addDays(start, 1);
    const first = start > from ? start : from;
    const last = end < to ? end : to;
    for (const night of stayNights(first, last)) nights.add(night);
  }
  return [...nights].sort();
}
