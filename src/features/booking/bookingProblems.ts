import type { BookingPayload } from '../../domain/booking';
import type { BookingProblemCode } from '../../domain/bookingRules';
import { DEFAULT_UNITS, groupProblem, type GroupProblem } from '../../domain/groups';
import { GUESTS, guestsProblem } from '../../domain/guests';
import type { Room } from '../../domain/rooms';
import {
  formUnits,
  type BookingField,
  type BookingForm,
  type BookingProblem,
  type BookingProblemKey,
} from './bookingDialogSlice';

/*
 * The dialog's problems that need no phone library: the spec's alerts, the server's codes as
 * the dialog's problems, the group and guests rules. The dialog's own chunk imports this; the
 * checks that parse a phone number (bookingFormCheck.ts) load with libphonenumber-js
 * (loadPhoneRules.ts).
 */

/** The spec's seven checks (section 5), each shown as a browser alert with the spec's exact Uzbek text. */
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

/** The booking route's refusals by the owner's terms (server/bookings/create.ts termsRefusal). */
type TermsRefusalCode = 'price_changed' | 'min_nights' | 'closed_to_arrival';

/**
 * A refusal by the domain's rules (the dialog's own check, or the server's 400 answer) as the
 * dialog's problem: the field to mark and the message key. What the guest cannot fix by editing
 * (a price or room that changed since the page loaded, a malformed body) reads as a stale page.
 */
export function problemFromCode(code: string, field?: string): BookingProblem {
  const at = (key: BookingProblemKey, fallback: BookingField) => ({
    key,
    field: (field && FIELD_OF[field]) || fallback,
  });
  switch (code as BookingProblemCode | GroupProblem['code'] | TermsRefusalCode) {
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
    case 'invalid_privacy_notice':
    case 'missing_field':
    case 'invalid_body':
      return { key: 'stale' };
    case 'invalid_name':
      return { key: 'nameInvalid', field: 'firstName' };
    // The owner's terms (docs/rates.md): a price changed since the dialog showed it, a minimum stay, no arrival that day.
    case 'price_changed':
      return { key: 'priceChanged' };
    case 'min_nights':
      return { key: 'minNights', field: 'checkOut' };
    case 'closed_to_arrival':
      return { key: 'closedToArrival', field: 'checkIn' };
    case 'unknown_field':
      return { key: 'stale' };
    case 'too_long':
    case 'empty_field':
    case 'invalid_type':
    case 'invalid_characters':
      if (field === 'guestName')
        return { key: code === 'too_long' ? 'nameTooLong' : 'nameInvalid', field: 'firstName' };
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
export function groupFormProblem(
  form: Pick<BookingForm, 'units' | 'guestCount'>,
  room: Room,
  free: number | null = null,
): BookingProblem | null {
  const units = formUnits(form, room);
  const problem = groupProblem(room, units, form.guestCount);
  if (problem?.code === 'units_out_of_range') return problemFromCode(problem.code, problem.field);
  if (free !== null && units > free)
    return free === 0 ? { key: 'soldOut', field: 'checkIn' } : { key: 'unitsNotFree', field: 'units' };
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
