/**
 * iCalendar (RFC 5545) out, through ical.js: the calendar of a room kind's confirmed stays that
 * other channels (Booking.com, Airbnb) import. Theirs are read by icalParse.ts.
 */
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { HOTEL } from '../../src/domain/hotel';
import type { Queryable } from '../db';
import { icsText } from './icsText';
import { confirmedStaysEndingAfter } from './stays';

/**
 * The whole-day events of a calendar: one per room a confirmed stay takes (a group of three rooms
 * is three events over the same nights), so that the events over a night count the rooms taken,
 * for one room as for a group; nothing about the guest.
 */
export function stayCalendar(
  roomId: number,
  stays: ReadonlyArray<{ id: string; checkin: string; checkout: string; units?: number }>,
  now: Date = new Date(),
): string {
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
  return icsText(calendar);
}

/** The calendar other channels import for room kind `roomId`: its confirmed stays from yesterday on. */
export async function roomCalendar(db: Queryable, roomId: number, today: string = todayInHotel()): Promise<string> {
  // From yesterday on: a stay under way still shows; the past is of no use to a channel.
  return stayCalendar(roomId, await confirmedStaysEndingAfter(db, roomId, addDays(today, -1)));
}
