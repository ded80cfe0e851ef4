import type { BookingPayload, Lang } from '../../domain/booking';
import { isValidEmail, isValidName } from '../../domain/bookingFields';
import { validateBooking, type BookingProblemCode } from '../../domain/bookingRules';
import { nightsBetween } from '../../domain/dates';
import { DEFAULT_UNITS, groupProblem, type GroupProblem } from '../../domain/groups';
import { GUESTS, guestsProblem } from '../../domain/guests';
import { totalPrice } from '../../domain/pricing';
import { findRoom, type Room } from '../../domain/rooms';
import { datesInOrder } from '../../domain/stayDates';
import { formUnits, type BookingField, type BookingForm, type BookingProblem, type BookingProblemKey } from './bookingDialogSlice';
import { toE164 } from './phone';

export type { BookingProblem, BookingProblemKey };

/**
 * The dialog's checks. First the spec's seven, in its order (section 5), each shown as a browser
 * alert with the spec's exact Uzbek text; then every rule the server applies (src/domain, the
 * same code), so whatever the server would refuse for a reason the guest can fix is explained on
 * its field, in the guest's language, before any request is made.
 */
export type SpecProblemKey = 'firstName' | 'secondName' | 'phone' | 'nationality' | 'dates' | 'nights' | 'guests';

/** Spec section 5, verbatim. */
export const UZ_ALERTS: Record<SpecProblemKey, string> = {
  firstName: 'Ism majburiy.',
  secondName: 'Familiya majburiy.',
  phone: 'Telefon raqami majburiy.',
  nationality: 'Fuqarolikni tanlang.',
  dates: 'Kelish/ketish sanalarini tanlang.',
  nights: "Ketish sanasi kelish sanasidan keyin bo'lishi kerak.",
  guests: `Mehmonlar soni ${GUESTS.min} dan kam bo'lolmaydi.`,
};

export function isSpecProblem(key: BookingProblemKey): key is SpecProblemKey {
  return key in UZ_ALERTS;
}

/** The phone as E.164 (+998901234567), or null when it is not a valid number of that country. */
export const phoneE164 = toE164;

/** The guest's name as the request carries it: first and last name joined. */
function guestName(form: BookingForm): string {
  return `${form.firstName.trim()} ${form.secondName.trim()}`;
}

/**
 * The body of the first call for these values, priced by the domain's rules; null while the
 * values cannot make one (no such room, a phone that is no number).
 */
export function bookingPayload(roomId: number, form: BookingForm, lang: Lang, roomTitle: string): BookingPayload | null {
  const room = findRoom(roomId);
  const phone = phoneE164(form.phoneCountry, form.phoneNumber);
  if (!room || !phone) return null;
  const nationality = form.nationality?.code ?? null;
  const nights = nightsBetween(form.checkIn, form.checkOut);
  const units = formUnits(form, room);
  return {
    roomId,
    roomTitle,
    guestName: guestName(form),
    phone,
    email: form.email.trim() || null,
    nationality,
    checkin: form.checkIn,
    checkout: form.checkOut,
    nights,
    guests: form.guestCount,
    // One room is the spec's own body, without the field; a group says how many rooms.
    ...(units === DEFAULT_UNITS ? {} : { units }),
    totalPrice: totalPrice(room, nationality, nights, units),
    lang,
    website: '',
  };
}

/** Which of the dialog's fields a request field stands for. */
const FIELD_OF: Partial<Record<string, BookingField>> = {
  guestName: 'firstName',
  phone: 'phoneNumber',
  email: 'email',
  nationality: 'nationality',
  checkin: 'checkIn',
  checkout: 'checkOut',
  nights: 'checkOut',
  guests: 'guestCount',
  units: 'units',
};

/**
 * A refusal by the domain's rules (the dialog's own check, or the server's 400 answer) as the
 * dialog's problem: the field to mark and the message key. What the guest cannot fix by editing
 * (a price or room that changed since the page loaded, a malformed body) reads as a stale page.
 */
export function problemFromCode(code: string, field?: string): BookingProblem {
  const at = (key: BookingProblemKey, fallback: BookingField) => ({ key, field: (field && FIELD_OF[field]) || fallback });
  switch (code as BookingProblemCode | GroupProblem['code']) {
    case 'checkin_in_past':
      return { key: 'checkinPast', field: 'checkIn' };
    case 'checkin_too_far':
      return { key: 'checkinTooFar', field: 'checkIn' };
    case 'checkout_not_after_checkin':
      return { key: 'nights', field: 'checkOut' };
    case 'stay_too_long':
      return { key: 'stayTooLong', field: 'checkOut' };
    case 'invalid_date':
      return at('dates', 'checkIn');
    case 'guests_out_of_range':
      return { key: 'guestsRange', field: 'guestCount' };
    case 'too_many_guests':
      return { key: 'tooManyGuests', field: 'guestCount' };
    case 'units_out_of_range':
      return { key: 'unitsRange', field: 'units' };
    case 'invalid_phone':
      return { key: 'phoneInvalid', field: 'phoneNumber' };
    case 'invalid_email':
      return { key: 'emailInvalid', field: 'email' };
    case 'invalid_nationality':
      return { key: 'nationality', field: 'nationality' };
    case 'nights_mismatch':
    case 'total_mismatch':
    case 'unknown_room':
    case 'invalid_lang':
    case 'missing_field':
    case 'invalid_body':
      return { key: 'stale' };
    case 'invalid_name':
      return { key: 'nameInvalid', field: 'firstName' };
    case 'unknown_field':
      return { key: 'stale' };
    case 'too_long':
    case 'empty_field':
    case 'invalid_type':
    case 'invalid_characters':
      if (field === 'guestName') return { key: code === 'too_long' ? 'nameTooLong' : 'nameInvalid', field: 'firstName' };
      if (field === 'email' && code === 'invalid_characters') return { key: 'emailInvalid', field: 'email' };
      if (field === 'email') return { key: 'emailInvalid', field: 'email' };
      return { key: 'stale' };
    default:
      return { key: 'error' };
  }
}

/**
 * Whether this kind's rooms take the guests (src/domain/groups.ts), and whether as many rooms
 * are free as the request takes (`free`: the availability answer for the stay, null while unknown;
 * the server answers more than are free with 409 sold_out). Null when they do.
 */
export function groupFormProblem(form: Pick<BookingForm, 'units' | 'guestCount'>, room: Room, free: number | null = null): BookingProblem | null {
  const units = formUnits(form, room);
  const problem = groupProblem(room, units, form.guestCount);
  if (problem?.code === 'units_out_of_range') return problemFromCode(problem.code, problem.field);
  if (free !== null && units > free) return free === 0 ? { key: 'soldOut', field: 'checkIn' } : { key: 'unitsNotFree', field: 'units' };
  return problem ? problemFromCode(problem.code, problem.field) : null;
}

/**
 * More guests than one request may name, or than all this kind's rooms take: the guests field's
 * problem (what Confirm would refuse), or null.
 */
export function guestsOverProblem(guests: number, room: Room): BookingProblem | null {
  if (guestsProblem(guests)) return { key: 'guestsRange', field: 'guestCount' };
  const group = groupFormProblem({ guestCount: guests }, room);
  return group?.field === 'guestCount' ? group : null;
}

export interface FormRequest {
  roomId: number;
  /** The hotel's date; tests pin it. */
  today?: string;
  /** Rooms of this kind free for the stay (the availability answer), null or absent while unknown. */
  free?: number | null;
}

/**
 * The first problem of the form, or null when it may be sent. Values are trimmed first. The spec's
 * seven come first, in its order; then the server's rules for this room on the hotel's `today`,
 * the group's (rooms and guests) before the rest.
 */
export function validateBookingForm(form: BookingForm, request?: FormRequest): BookingProblem | null {
  if (!form.firstName.trim()) return { key: 'firstName', field: 'firstName' };
  if (!form.secondName.trim()) return { key: 'secondName', field: 'secondName' };
  if (!form.phoneNumber.trim()) return { key: 'phone', field: 'phoneNumber' };
  if (!form.nationality) return { key: 'nationality', field: 'nationality' };
  if (!form.checkIn || !form.checkOut) return { key: 'dates', field: form.checkIn ? 'checkOut' : 'checkIn' };
  if (!datesInOrder(form.checkIn, form.checkOut)) return { key: 'nights', field: 'checkOut' };
  if (!(form.guestCount >= GUESTS.min)) return { key: 'guests', field: 'guestCount' };
  if (!isValidName(form.firstName.trim())) return { key: 'nameInvalid', field: 'firstName' };
  if (!isValidName(form.secondName.trim())) return { key: 'nameInvalid', field: 'secondName' };
  if (!phoneE164(form.phoneCountry, form.phoneNumber)) return { key: 'phoneInvalid', field: 'phoneNumber' };
  if (form.email.trim() && !isValidEmail(form.email.trim())) return { key: 'emailInvalid', field: 'email' };
  if (!request) return null;
  const room = findRoom(request.roomId);
  if (!room) return { key: 'stale' };
  if (guestsProblem(form.guestCount)) return { key: 'guestsRange', field: 'guestCount' };
  const group = groupFormProblem(form, room, request.free ?? null);
  if (group) return group;
  // The room title and language do not change what the server checks; any placeholder will do.
  const payload = bookingPayload(request.roomId, form, 'en', 'room');
  if (!payload) return { key: 'stale' };
  const checked = validateBooking(payload, { today: request.today });
  return checked.ok ? null : problemFromCode(checked.problem.code, checked.problem.field);
}

/** Whether two sets of values make the same request (what the server stored for one of them). */
export function sameRequest(a: BookingPayload, b: BookingPayload): boolean {
  return (
    a.roomId === b.roomId &&
    a.guestName === b.guestName &&
    a.phone === b.phone &&
    (a.email ?? '').toLowerCase() === (b.email ?? '').toLowerCase() &&
    a.nationality === b.nationality &&
    a.checkin === b.checkin &&
    a.checkout === b.checkout &&
    a.guests === b.guests &&
    (a.units ?? DEFAULT_UNITS) === (b.units ?? DEFAULT_UNITS)
  );
}
