/**
 * The values of a booking's fields, each on its own: length limits, and what a name, an email
 * address and a phone number are (a nationality: countries.ts). Used by the booking rules
 * (bookingRules.ts), the booking dialog's form check and the server's configuration.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { BOOKING_LIMITS } from './bookingLimits';

/**
 * What a person's name is made of: letters and combining marks, spaces, hyphens, apostrophes
 * (Uzbek Oʻ and Gʻ, O'Brien) and dots after initials (J.R.R.); it starts with a letter. No digits,
 * no @ / : and no dot before two letters, so no address or link can pass for a name in a message
 * the hotel sends.
 */
const NAME = /^\p{L}(?:[\p{L}\p{M} .'`ʻʼ‘’-]*[\p{L}\p{M}.])?$/u;

/**
 * Characters that show nothing (Unicode's default-ignorable code points: the soft hyphen, zero
 * width spaces and joiners, the Hangul fillers, variation selectors, tags…), and lone halves of
 * a surrogate pair, which are no character at all and cannot be stored as UTF-8.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Surrogate}]/u;

/** More than three combining marks in a row: no script writes that; it is text stacked into noise. */
const MARK_RUN = /\p{M}{4}/u;

/** A combining mark on nothing: at the start, or after a space or punctuation rather than a letter. */
const LOOSE_MARK = /(?:^|[^\p{L}\p{M}])\p{M}/u;

/** Whether `value` holds a character that shows nothing or is no character (see INVISIBLE). */
export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE.test(value);
}

/**
 * Whether `value` (trimmed) reads as a person's name: made of what names are made of (NAME),
 * with no invisible character (so a name of fillers alone, which looks empty, is none), every
 * combining mark on a letter and no run of more than three. Judged in NFC, the form the server
 * stores.
 */
export function isValidName(value: string): boolean {
  const name = value.normalize('NFC');
  return (
    NAME.test(name) &&
    !/\.\p{L}{2}/u.test(name) &&
    !INVISIBLE.test(name) &&
    !MARK_RUN.test(name) &&
    !LOOSE_MARK.test(name)
  );
}

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * Whether `value` is a deliverable-looking address: dot-atom local part, a domain of at least
 * two valid labels with an alphabetic top level, within RFC 5321 lengths. Quoted local parts
 * and IP literals are refused on purpose: no guest needs them and they complicate relaying.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > BOOKING_LIMITS.email) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > BOOKING_LIMITS.emailLocalPart || !EMAIL_LOCAL.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return /^[A-Za-z]{2,63}$/.test(labels[labels.length - 1] ?? '');
}

/** The phone number in E.164 when `value` is a valid international number, else null. */
export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+') || trimmed.length > BOOKING_LIMITS.phone) return null;
  const parsed = parsePhoneNumberFromString(trimmed);
  return parsed && parsed.isValid() ? parsed.number : null;
}
