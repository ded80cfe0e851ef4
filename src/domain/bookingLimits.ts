/**
 * Length and range limits of a booking request, on their own: the stay rules, the booking bar and
 * the dialog read them on every page, so they must not pull in the phone-number library that
 * bookingFields.ts needs (its metadata belongs to the dialog's chunk, not the first page).
 */
export const BOOKING_LIMITS = {
  roomTitle: 120,
  guestName: 120,
  /** RFC 5321: 254 octets for a path, 64 for the local part. */
  email: 254,
  emailLocalPart: 64,
  phone: 32,
  nationality: 64,
  website: 200,
  bookingId: 64,
  /** Longest stay one request may ask for. */
  maxNights: 90,
  /** How far ahead check-in may be, in days from today in the hotel. */
  maxDaysAhead: 730,
} as const;
