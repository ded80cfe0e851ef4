/**
 * How many guests a stay is for, declared once (spec sections 5 and 9): the home booking bar, the
 * about panel, the rooms page's reading of ?guests=, the booking dialog and the booking server
 * all read these.
 */
export const GUESTS = {
  /** Fewest guests a search or a request may name. */
  min: 1,
  /** Most guests one search or request may name; above it the server answers guests_out_of_range. */
  max: 10,
  /** What a stay search starts with (home booking bar, about panel). */
  searchDefault: 2,
  /** What the booking form starts with, and what an entry below the minimum becomes. */
  formDefault: 1,
} as const;

/** Whether `value` is a whole number of guests one request may name. */
export function isGuestCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= GUESTS.min && value <= GUESTS.max;
}

/** A guests value brought into the allowed range (the booking bar's choice). */
export function clampGuests(value: number): number {
  if (!Number.isFinite(value)) return GUESTS.min;
  return Math.min(GUESTS.max, Math.max(GUESTS.min, Math.trunc(value)));
}

/** The booking form's guests: a whole number from the minimum up; anything invalid or lower becomes the form's default (spec section 5). */
export function normaliseGuests(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= GUESTS.min ? Math.floor(n) : GUESTS.formDefault;
}

export interface GuestsProblem {
  code: 'guests_out_of_range';
  field: 'guests';
  message: string;
}

/** The rule a request's guests break, or null (the booking API's code, field and message). */
export function guestsProblem(guests: number): GuestsProblem | null {
  if (isGuestCount(guests)) return null;
  return {
    code: 'guests_out_of_range',
    field: 'guests',
    message: `guests must be between ${GUESTS.min} and ${GUESTS.max}.`,
  };
}
