import type { BookingPayload, Lang } from '../../domain/booking';
import { PRIVACY_NOTICE_VERSION } from '../../domain/privacy';
import { isValidEmail, isValidName } from '../../domain/bookingFields';
import { validateBooking } from '../../domain/bookingRules';
import { nightsBetween } from '../../domain/dates';
import { DEFAULT_UNITS } from '../../domain/groups';
import { GUESTS, guestsProblem } from '../../domain/guests';
import { totalPrice } from '../../domain/pricing';
import { findRoom } from '../../domain/rooms';
import { datesInOrder } from '../../domain/stayDates';
import { formUnits, type BookingForm, type BookingProblem, type BookingProblemKey } from './bookingDialogSlice';
import { groupFormProblem, problemFromCode } from './bookingProblems';
import { toE164 } from './phone';

export type { BookingProblem, BookingProblemKey };
// The problems that need no phone library live in bookingProblems.ts (the dialog's chunk); the
// form's whole check is read here, so they are named here too.
export {
  groupFormProblem,
  guestsOverProblem,
  isSpecProblem,
  problemFromCode,
  sameRequest,
  UZ_ALERTS,
  type SpecProblemKey,
} from './bookingProblems';

/*
 * The dialog's checks. First the spec's seven, in its order (section 5), each shown as a browser
 * alert with the spec's exact Uzbek text; then every rule the server applies (src/domain, the
 * same code), so whatever the server would refuse for a reason the guest can fix is explained on
 * its field, in the guest's language, before any request is made. It parses phone numbers, so it
 * loads with libphonenumber-js's metadata, apart from the dialog (loadPhoneRules.ts).
 */

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
export function bookingPayload(
  roomId: number,
  form: BookingForm,
  lang: Lang,
  roomTitle: string,
): BookingPayload | null {
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
    // The notice shown beside Confirm: sending the request accepts it.
    privacyNotice: PRIVACY_NOTICE_VERSION,
  };
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
