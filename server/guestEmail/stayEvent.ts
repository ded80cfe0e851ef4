/**
 * The stay as a calendar event for the guest (RFC 5545 through ical.js, written by icsText): an
 * all-day event from check-in to check-out, at the hotel's address, the check-in time and the
 * reference in its description. Its UID is the request's, so a later CANCEL (same UID, a higher
 * SEQUENCE, stored with the booking) removes the event the guest added.
 */
import ICAL from 'ical.js';
import { addressIn, HOTEL } from '../../src/domain/hotel';
import { roomName } from '../../src/domain/roomNames';
import { icsText } from '../availability';
import { guestLang } from '../bookings';
import type { BookingsTable } from '../db';
import type { CalendarMethod, CalendarPart } from '../notify';
import { GUEST_TEXTS } from './texts';

/** The event's UID: one per request, the same in every email about it. */
export function stayUid(booking: Pick<BookingsTable, 'id'>): string {
  return `stay-${booking.id}@${HOTEL.emails.booking.split('@')[1] ?? 'hotel.example'}`;
}

export function stayEvent(booking: BookingsTable, method: CalendarMethod, now: Date = new Date()): CalendarPart {
  const lang = guestLang(booking);
  const t = GUEST_TEXTS[lang];
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', `-//${HOTEL.name}//Booking ${booking.reference}//${lang.toUpperCase()}`);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', method);
  const component = new ICAL.Component('vevent');
  const event = new ICAL.Event(component);
  event.uid = stayUid(booking);
  // Date values (VALUE=DATE): the stay's calendar days, in no time zone.
  event.startDate = ICAL.Time.fromDateString(booking.checkin);
  event.endDate = ICAL.Time.fromDateString(booking.checkout);
  event.summary = `${HOTEL.name}: ${roomName(booking.room_id, lang)} (${booking.reference})`;
  event.location = `${HOTEL.name}, ${addressIn(lang).full}`;
  event.description = [
    `${t.labels.id}: ${booking.reference}`,
    t.hotel.checkInOut(HOTEL.checkInTime, HOTEL.checkOutTime),
    `${t.hotel.phones}: ${HOTEL.phones.join(', ')}`,
  ].join('\n');
  event.sequence = booking.ics_sequence;
  component.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(now, true));
  component.addPropertyWithValue('status', method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
  component.addPropertyWithValue('transp', 'TRANSPARENT');
  component.addPropertyWithValue('organizer', `mailto:${HOTEL.emails.booking}`);
  component.addPropertyWithValue('geo', [HOTEL.geo.lat, HOTEL.geo.lng]);
  calendar.addSubcomponent(component);
  return { method, content: icsText(calendar) };
}
