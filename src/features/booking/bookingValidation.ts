import { nightsBetween } from '../../domain/dates';
import { isValidEmail } from '../../domain/bookingValidation';
import type { BookingField, BookingForm } from './bookingDialogSlice';
import { toE164 } from './PhoneField';

/**
 * The dialog's checks, in the spec's order (section 5); the first failure is shown as a browser
 * alert with the spec's exact Uzbek text. Two checks beyond the spec (a phone number that cannot
 * exist, a malformed e-mail) catch what the server would refuse, in the guest's language.
 */
export type BookingProblemKey = 'firstName' | 'secondName' | 'phone' | 'phoneInvalid' | 'nationality' | 'dates' | 'nights' | 'guests' | 'emailInvalid';

/** Spec section 5, verbatim. */
export const UZ_ALERTS: Record<Exclude<BookingProblemKey, 'phoneInvalid' | 'emailInvalid'>, string> = {
  firstName: 'Ism majburiy.',
  secondName: 'Familiya majburiy.',
  phone: 'Telefon raqami majburiy.',
  nationality: 'Fuqarolikni tanlang.',
  dates: 'Kelish/ketish sanalarini tanlang.',
  nights: "Ketish sanasi kelish sanasidan keyin bo'lishi kerak.",
  guests: "Mehmonlar soni 1 dan kam bo'lolmaydi.",
};

export interface BookingProblem {
  key: BookingProblemKey;
  /** The field to mark and focus. */
  field: BookingField;
}

/** The phone as E.164 (+998901234567), or null when it is not a valid number of that country. */
export const phoneE164 = toE164;

/** The first problem of the form, or null when it may be sent. Values are trimmed first. */
export function validateBookingForm(form: BookingForm): BookingProblem | null {
  if (!form.firstName.trim()) return { key: 'firstName', field: 'firstName' };
  if (!form.secondName.trim()) return { key: 'secondName', field: 'secondName' };
  if (!form.phoneNumber.trim()) return { key: 'phone', field: 'phoneNumber' };
  if (!phoneE164(form.phoneCountry, form.phoneNumber)) return { key: 'phoneInvalid', field: 'phoneNumber' };
  if (!form.nationality) return { key: 'nationality', field: 'nationality' };
  if (!form.checkIn || !form.checkOut) return { key: 'dates', field: form.checkIn ? 'checkOut' : 'checkIn' };
  if (nightsBetween(form.checkIn, form.checkOut) <= 0) return { key: 'nights', field: 'checkOut' };
  if (!(form.guestCount >= 1)) return { key: 'guests', field: 'guestCount' };
  if (form.email.trim() && !isValidEmail(form.email.trim())) return { key: 'emailInvalid', field: 'email' };
  return null;
}
