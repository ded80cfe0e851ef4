/**
 * The booking API contract shared by the site and the booking server
 * (see ../shared/design/architecture.md, "Booking API contract").
 */
export const LANGS = ['uz', 'ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** Body of POST {API_BASE}/api/bot/booking. */
export interface BookingPayload {
  roomId: number;
  roomTitle: string;
  /** First and last name joined by a space. */
  guestName: string;
  /** E.164, e.g. +998901234567. */
  phone: string;
  /** Null when the guest left it blank. */
  email: string | null;
  /** ISO 3166-1 alpha-2 code or the country's label; null when not chosen. */
  nationality: string | null;
  checkin: string;
  checkout: string;
  nights: number;
  guests: number;
  /**
   * Rooms of this kind the request takes (groups, 1 to the kind's units); absent means 1, the
   * spec's own payload. Guests must fit them and totalPrice pays for each.
   */
  units?: number;
  totalPrice: number;
  /** The guest's interface language; the guest's confirmation email is written in it. */
  lang: Lang;
  /** Honeypot: the site always sends it empty. */
  website: string;
  /**
   * The version of the privacy notice shown beside Confirm (src/domain/privacy.ts), which sending
   * accepts; the booking stores it with the time. Absent from the spec's own payload.
   */
  privacyNotice?: string;
}

/** Body of POST {EMAIL_API_BASE}/api/booking/email. */
export interface BookingEmailPayload extends BookingPayload {
  toEmail: string;
  /** The id answered by the first call. */
  bookingId: string;
}

/** Answer of both calls on success (201 for a new booking, 200 for the email call). */
export interface BookingAnswer {
  id: string;
  /** The short reference guests and staff quote (`GH-7K3Q9M`); absent in answers stored before it. */
  reference?: string;
  status: string;
  /**
   * Only in the 201 of a new booking: the guest's key to read the request's status and cancel
   * it (GET /api/bookings/{id} with X-Status-Token, POST /api/bookings/{id}/cancel). The server
   * keeps only its hash; a replayed 201 carries a new token, which replaces the old one.
   */
  statusToken?: string;
}

/** The status of a request as staff and guest see it. */
export type BookingStatus = 'received' | 'confirmed' | 'declined' | 'cancelled';

/**
 * A request's status as the hotel stores it: the guest's four, and what reception records at the
 * stay itself (confirmed → checked_in → checked_out, or confirmed → no_show).
 */
export type StoredStatus = BookingStatus | 'checked_in' | 'no_show' | 'checked_out';

export const STORED_STATUSES: readonly StoredStatus[] = [
  'received',
  'confirmed',
  'declined',
  'cancelled',
  'checked_in',
  'no_show',
  'checked_out',
];

/** Where a request came from: the site's booking form, or staff taking it by phone or at the desk. */
export type BookingSource = 'site' | 'phone' | 'desk';

/** What the guest is told of a stored status: a stay under way or over is still their confirmed booking; a no-show is off. */
export function guestStatus(status: StoredStatus): BookingStatus {
  if (status === 'checked_in' || status === 'checked_out') return 'confirmed';
  return status === 'no_show' ? 'cancelled' : status;
}

/** Answer of GET /api/bookings/{id} (X-Status-Token) and of a cancel. */
export interface BookingStatusAnswer {
  id: string;
  /** The short reference guests and staff quote (`GH-7K3Q9M`). */
  reference: string;
  status: BookingStatus;
  /** When staff confirmed or declined it (ISO 8601). */
  decidedAt?: string;
  /** The deposit, when the hotel takes one online (Payme, Click) and the request is or was confirmed. */
  payment?: PaymentAnswer;
  /**
   * While no Telegram chat follows the request and the hotel's bot is configured: the bot's link
   * (`https://t.me/<bot>?start=<code>`, single use, 7 days) that makes the guest's chat follow it.
   */
  telegramLink?: string;
  /**
   * The owner's cancellation policy dated for this stay, only when one is set and the request may
   * still be cancelled: `freeUntil` is the last moment it is free (ISO 8601), null when it never is.
   */
  cancellation?: { freeUntil: string | null };
  /** True once the guest cancelled after the free deadline. */
  cancelledLate?: boolean;
}

/**
 * none: not paid (links given while it may be paid); pending: a gateway holds a transaction that
 * is not paid yet; paid; refunded: paid, then cancelled and returned.
 */
export type DepositStatus = 'none' | 'pending' | 'paid' | 'refunded';

export interface PaymentAnswer {
  status: DepositStatus;
  /** Whole so'm, computed by the server from the stored booking. */
  amount: number;
  /** Checkout addresses for the configured gateways, only while the deposit can be paid. */
  links: { payme?: string; click?: string };
  /** The payment's fiscal receipt at the tax office (its QR code's address), once the gateway reported it. */
  receiptUrl?: string;
}

/** Error body of every 4xx/5xx answer. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}
