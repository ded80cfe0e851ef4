/**
 * Validation of a booking request, shared by the booking server (the trusted layer) and the
 * booking dialog. Pure and framework-free: it only reads src/domain and libphonenumber-js.
 *
 * Each check returns the first problem found, in field order, as `{ code, field, message }`.
 * Messages are plain English for API clients; the dialog maps `code` to its own catalogue.
 */
import { hasInvisibleCharacters, isValidEmail, isValidName, normalizePhone } from './bookingFields';
import { PRIVACY_NOTICE_VERSIONS } from './privacy';
import { BOOKING_LIMITS } from './bookingLimits';
import { resolveNationality } from './countries';
import { LANGS } from './booking';
import type { BookingPayload, Lang } from './booking';
import { nightsBetween, todayInHotel } from './dates';
import { DEFAULT_UNITS, groupProblem } from './groups';
import { guestsProblem } from './guests';
import { totalPrice as computeTotal } from './pricing';
import { roomName } from './roomNames';
import { findRoom } from './rooms';
import { checkinProblem, checkoutProblem } from './stayDates';

/** Machine-readable reasons a booking request is refused. */
export type BookingProblemCode =
  | 'invalid_body'
  | 'unknown_field'
  | 'missing_field'
  | 'invalid_type'
  | 'empty_field'
  | 'too_long'
  | 'invalid_characters'
  | 'invalid_name'
  | 'unknown_room'
  | 'invalid_phone'
  | 'invalid_email'
  | 'invalid_nationality'
  | 'invalid_date'
  | 'checkin_in_past'
  | 'checkin_too_far'
  | 'checkout_not_after_checkin'
  | 'stay_too_long'
  | 'nights_mismatch'
  | 'guests_out_of_range'
  | 'units_out_of_range'
  | 'too_many_guests'
  | 'total_mismatch'
  | 'invalid_lang'
  | 'invalid_privacy_notice';

/** Why a booking request is refused: the first broken rule (the server answers it as a 400; the dialog maps it to its own BookingProblem). */
export interface BookingRefusal {
  code: BookingProblemCode;
  /** The offending body field; absent when the body as a whole is wrong. */
  field?: string;
  message: string;
}

/** A booking request that passed every check, with values normalised (trimmed, E.164 phone). */
export interface ValidBooking extends Omit<BookingPayload, 'privacyNotice'> {
  /** Rooms of this kind the request takes: the posted units, or 1 when the body has none. */
  units: number;
  /** ISO 3166-1 alpha-2 code the nationality resolved to, or null (none chosen). */
  nationalityCode: string | null;
  /** The privacy notice's version the guest accepted, or null when the body names none. */
  privacyNotice: string | null;
}

/** A valid email-call body. */
export interface ValidBookingEmail extends ValidBooking {
  toEmail: string;
  bookingId: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; problem: BookingRefusal };

export interface ValidationOptions {
  /** Today's date in the hotel (YYYY-MM-DD); defaults to todayInHotel(). Tests pin it. */
  today?: string;
  /**
   * Skip the "check-in not before today" rule: for a body that restates an already stored
   * booking (the email call right after midnight must not fail for a same-day stay).
   */
  allowPastCheckin?: boolean;
  /**
   * Check totalPrice against the spec's table (the default). The booking server passes false: it
   * prices the stay itself with the owner's seasons (rates.ts) and answers a difference with 409
   * price_changed; the email call compares it with the stored booking instead.
   */
  checkTotal?: boolean;
  /**
   * How many rooms of a kind are in use (the booking server's store: the owner adds and retires
   * rooms); a request may take 1 to that many. Without it, the room catalogue's `units`.
   */
  kindUnits?: (roomId: number) => number | undefined;
}

class Problem extends Error {
  constructor(readonly problem: BookingRefusal) {
    super(problem.message);
  }
}

function fail(code: BookingProblemCode, field: string | undefined, message: string): never {
  throw new Problem(field === undefined ? { code, message } : { code, field, message });
}

/** Fails with a rule's problem, if it found one. */
function refuse(problem: BookingRefusal | null): void {
  if (problem) throw new Problem(problem);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireField(body: Record<string, unknown>, field: string): unknown {
  if (!(field in body) || body[field] === undefined) fail('missing_field', field, `${field} is required.`);
  return body[field];
}

/**
 * Characters no field of a booking may hold: C0 and C1 controls, bidirectional overrides and
 * marks (they can make a message read backwards) and the line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

/** Half of a surrogate pair on its own: no character, and not storable as UTF-8. */
const LONE_SURROGATE = /\p{Surrogate}/u;

function refuseForbidden(field: string, value: string): void {
  if (FORBIDDEN_CHARACTERS.test(value))
    fail('invalid_characters', field, `${field} contains control, bidirectional or separator characters.`);
  if (LONE_SURROGATE.test(value))
    fail('invalid_characters', field, `${field} contains half of a surrogate pair, which is no character.`);
}

/** Text as it is stored: Unicode NFC (a letter and its accent as one character where Unicode has one), trimmed. */
function storedForm(text: string): string {
  return text.normalize('NFC').trim();
}

function requireText(body: Record<string, unknown>, field: string, max: number): string {
  const raw = requireField(body, field);
  if (typeof raw !== 'string') fail('invalid_type', field, `${field} must be a string.`);
  const value = storedForm(raw);
  if (value === '') fail('empty_field', field, `${field} must not be empty.`);
  if (value.length > max) fail('too_long', field, `${field} must be at most ${max} characters.`);
  refuseForbidden(field, value);
  return value;
}

/** The fields a booking body may have; anything else is refused, not carried along. */
const BOOKING_FIELDS = new Set([
  'roomId',
  'roomTitle',
  'guestName',
  'phone',
  'email',
  'nationality',
  'checkin',
  'checkout',
  'nights',
  'guests',
  'units',
  'totalPrice',
  'lang',
  'website',
  'privacyNotice',
]);
const EMAIL_CALL_FIELDS = new Set([...BOOKING_FIELDS, 'toEmail', 'bookingId']);

function refuseUnknownFields(body: Record<string, unknown>, allowed: ReadonlySet<string>): void {
  for (const field of Object.keys(body)) {
    if (!allowed.has(field))
      fail('unknown_field', field.length <= 64 ? field : undefined, 'The body has a field this API does not take.');
  }
}

function requireInteger(body: Record<string, unknown>, field: string): number {
  const raw = requireField(body, field);
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw))
    fail('invalid_type', field, `${field} must be an integer.`);
  return raw;
}

function checkBooking(
  input: unknown,
  today: string,
  allowPastCheckin: boolean,
  allowed: ReadonlySet<string> = BOOKING_FIELDS,
  checkTotal = true,
  kindUnits?: ValidationOptions['kindUnits'],
): ValidBooking {
  if (!isRecord(input)) fail('invalid_body', undefined, 'The body must be a JSON object.');
  const body = input;
  refuseUnknownFields(body, allowed);

  const roomId = requireInteger(body, 'roomId');
  const room = findRoom(roomId);
  if (!room) fail('unknown_room', 'roomId', 'roomId is not one of the hotel rooms.');
  // Checked like any text, then replaced by the room's own name: a posted title is never echoed.
  requireText(body, 'roomTitle', BOOKING_LIMITS.roomTitle);
  const guestNameText = requireText(body, 'guestName', BOOKING_LIMITS.guestName);
  // Judged before spaces are collapsed: \s counts a byte order mark as a space.
  const guestName = guestNameText.replace(/\s+/g, ' ');
  if (hasInvisibleCharacters(guestNameText) || !isValidName(guestName)) {
    fail(
      'invalid_name',
      'guestName',
      'guestName must start with a letter and may hold only letters, spaces, hyphens, apostrophes and dots, with no invisible characters and no more than three combining marks in a row.',
    );
  }

  const phoneRaw = requireField(body, 'phone');
  if (typeof phoneRaw !== 'string') fail('invalid_type', 'phone', 'phone must be a string.');
  const phone = normalizePhone(phoneRaw);
  if (!phone)
    fail('invalid_phone', 'phone', 'phone must be a valid international number in E.164 form, e.g. +998901234567.');

  const emailRaw = requireField(body, 'email');
  if (emailRaw !== null && typeof emailRaw !== 'string')
    fail('invalid_type', 'email', 'email must be a string or null.');
  const emailTrimmed = typeof emailRaw === 'string' ? emailRaw.trim() : '';
  if (emailTrimmed.length > BOOKING_LIMITS.email)
    fail('too_long', 'email', `email must be at most ${BOOKING_LIMITS.email} characters.`);
  refuseForbidden('email', emailTrimmed);
  if (emailTrimmed !== '' && !isValidEmail(emailTrimmed))
    fail('invalid_email', 'email', 'email is not a valid address.');
  const email = emailTrimmed === '' ? null : emailTrimmed;

  const nationalityRaw = requireField(body, 'nationality');
  if (nationalityRaw !== null && typeof nationalityRaw !== 'string') {
    fail('invalid_type', 'nationality', 'nationality must be a string or null.');
  }
  const nationalityTrimmed = typeof nationalityRaw === 'string' ? storedForm(nationalityRaw) : '';
  if (nationalityTrimmed.length > BOOKING_LIMITS.nationality) {
    fail('too_long', 'nationality', `nationality must be at most ${BOOKING_LIMITS.nationality} characters.`);
  }
  refuseForbidden('nationality', nationalityTrimmed);
  const nationality = nationalityTrimmed === '' ? null : nationalityTrimmed;
  // A country of the site's list (countries.ts), by its code or one of its names; nothing else
  // reaches a message the hotel sends.
  const nationalityCode = resolveNationality(nationality);
  if (nationality !== null && nationalityCode === null) {
    fail(
      'invalid_nationality',
      'nationality',
      'nationality must be a country: its ISO 3166-1 alpha-2 code, or its name in Uzbek, Russian or English.',
    );
  }

  // The stay's dates and guests, by the rules declared once in stayDates.ts and guests.ts:
  // check-in's rules first, then check-out's (each after its field is found present).
  refuse(checkinProblem(requireField(body, 'checkin'), today, allowPastCheckin));
  const checkin = body.checkin as string;
  refuse(checkoutProblem(checkin, requireField(body, 'checkout')));
  const checkout = body.checkout as string;
  const expectedNights = nightsBetween(checkin, checkout);

  const nights = requireInteger(body, 'nights');
  if (nights !== expectedNights) fail('nights_mismatch', 'nights', 'nights does not match checkin and checkout.');

  const guests = requireInteger(body, 'guests');
  refuse(guestsProblem(guests));

  // Groups (groups.ts): absent means one room, the spec's own payload; any number is judged by
  // groupProblem (a fraction or 0 is out of range), anything else is the wrong type.
  const units = body.units === undefined ? DEFAULT_UNITS : body.units;
  if (typeof units !== 'number') fail('invalid_type', 'units', 'units must be a whole number.');
  refuse(groupProblem({ ...room, units: kindUnits?.(room.id) ?? room.units }, units, guests));

  const total = requireInteger(body, 'totalPrice');
  // The nationality rule of spec section 9, applied to the resolved code: a label such as
  // "Uzbekistan" pays the citizens' price, any other chosen nationality the foreign one; each room pays.
  if (checkTotal && total !== computeTotal(room, pricingNationality({ nationality, nationalityCode }), nights, units)) {
    const what = units === DEFAULT_UNITS ? 'these nights' : `these nights and ${units} rooms`;
    fail('total_mismatch', 'totalPrice', `totalPrice does not match the room price for ${what} and this nationality.`);
  }

  let lang: Lang = 'uz';
  if (body.lang !== undefined) {
    if (typeof body.lang !== 'string' || !(LANGS as readonly string[]).includes(body.lang)) {
      fail('invalid_lang', 'lang', `lang must be one of ${LANGS.join(', ')}.`);
    }
    lang = body.lang as Lang;
  }

  let website = '';
  if (body.website !== undefined) {
    if (typeof body.website !== 'string') fail('invalid_type', 'website', 'website must be a string.');
    if (body.website.length > BOOKING_LIMITS.website) fail('too_long', 'website', 'website is too long.');
    refuseForbidden('website', body.website);
    website = body.website;
  }

  let privacyNotice: string | null = null;
  if (body.privacyNotice !== undefined) {
    if (typeof body.privacyNotice !== 'string' || !PRIVACY_NOTICE_VERSIONS.includes(body.privacyNotice)) {
      fail('invalid_privacy_notice', 'privacyNotice', 'privacyNotice must be a version of the privacy notice.');
    }
    privacyNotice = body.privacyNotice;
  }

  return {
    roomId,
    roomTitle: roomName(roomId, lang),
    guestName,
    phone,
    email,
    nationality,
    nationalityCode,
    checkin,
    checkout,
    nights,
    guests,
    units,
    totalPrice: total,
    lang,
    website,
    privacyNotice,
  };
}

function run<T>(check: () => T): ValidationResult<T> {
  try {
    return { ok: true, value: check() };
  } catch (error) {
    if (error instanceof Problem) return { ok: false, problem: error.problem };
    throw error;
  }
}

/**
 * Validates the body of POST /api/bot/booking: every field's type, length and format, the dates
 * against today in the hotel, and nights and totalPrice recomputed from the domain's prices.
 */
export function validateBooking(input: unknown, options: ValidationOptions = {}): ValidationResult<ValidBooking> {
  const today = options.today ?? todayInHotel();
  return run(() =>
    checkBooking(
      input,
      today,
      options.allowPastCheckin ?? false,
      BOOKING_FIELDS,
      options.checkTotal ?? true,
      options.kindUnits,
    ),
  );
}

/** Validates the body of POST /api/booking/email: a booking body plus toEmail and bookingId. */
export function validateBookingEmail(
  input: unknown,
  options: ValidationOptions = {},
): ValidationResult<ValidBookingEmail> {
  const today = options.today ?? todayInHotel();
  return run(() => {
    const booking = checkBooking(
      input,
      today,
      options.allowPastCheckin ?? false,
      EMAIL_CALL_FIELDS,
      options.checkTotal ?? true,
      options.kindUnits,
    );
    const body = input as Record<string, unknown>;
    const toEmailRaw = requireField(body, 'toEmail');
    if (typeof toEmailRaw !== 'string') fail('invalid_type', 'toEmail', 'toEmail must be a string.');
    const toEmail = toEmailRaw.trim();
    if (!isValidEmail(toEmail)) fail('invalid_email', 'toEmail', 'toEmail is not a valid address.');
    const bookingId = requireText(body, 'bookingId', BOOKING_LIMITS.bookingId);
    return { ...booking, toEmail, bookingId };
  });
}

/** The price key the nationality rule uses for a validated booking (its resolved code, or its label). */
export function pricingNationality(booking: Pick<ValidBooking, 'nationality' | 'nationalityCode'>): string | null {
  return booking.nationalityCode ?? booking.nationality;
}
