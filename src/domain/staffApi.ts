/**
 * The staff console's API answers (/api/staff/…), as JSON: the server builds them
 * (server/staff/views.ts, server/routes/staff.ts) and the console reads them
 * (src/features/staff/staffApi.ts), both from these types. Plain data, no React or Redux.
 */
import type { BookingSource, DepositStatus, Lang, StoredStatus } from './booking';
import type { QuoteNight, Restriction, Season } from './rates';
import type { HousekeepingStatus } from './staffWords';

/** housekeeping sees only the rooms and today's cleaning list (issue 51). */
export type StaffRole = 'owner' | 'reception' | 'housekeeping';

export interface StaffMember {
  id: string;
  name: string;
  role: StaffRole;
  lang: Lang;
  passkeys: number;
}

/** A request as the list shows it. */
export interface StaffBooking {
  id: string;
  reference: string;
  status: StoredStatus;
  roomId: number;
  units: number;
  checkin: string;
  checkout: string;
  guests: number;
  guestName: string;
  phone: string;
  email: string | null;
  nationality: string | null;
  totalPrice: number;
  source: BookingSource;
  createdAt: string;
}

export interface StaffDeposit {
  status: DepositStatus;
  amount: number;
  paidAt: string | null;
  gateway: 'payme' | 'click' | null;
  receiptUrl: string | null;
}

export type EmailState = 'pending' | 'sent' | 'failed' | 'skipped';

/**
 * Why an email waits or was not sent, where its state alone does not say: `held` waits for the
 * next hour of the guest-email limit (until `until`), `limit` was dropped by that limit, `filed`
 * was written as an .eml file (no SMTP_URL set), `no_address` had nowhere to go.
 */
export type EmailNote = 'held' | 'limit' | 'filed' | 'no_address';

export interface StaffEmail {
  kind: string;
  /** The address; null for a row that never had one (nothing to send to). */
  to: string | null;
  status: EmailState;
  at: string;
  note: EmailNote | null;
  /** A held email's earliest time to go (ISO); null otherwise. */
  until: string | null;
}

export const HISTORY_ACTIONS = [
  'created',
  'confirmed',
  'declined',
  'cancelled',
  'checked_in',
  'no_show',
  'checked_out',
  'note',
  'message',
  'deposit_paid',
  'deposit_refunded',
  'erased',
  // Guards and undo (issue 48, point 4): a check-in before the arrival day, and the undos.
  'checked_in_early',
  'check_in_undone',
  'no_show_undone',
  'check_out_undone',
  'decline_undone',
  // Changing a stay (issue 51, point 4): dates, guests, room kind, rooms or price; the detail is a ChangeRecord.
  'changed',
  // Rooms (issue 51): staff put the stay in other rooms; the detail says which, `101 → 102, 12.01–14.01`.
  'assign',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The actions an undo takes back, as the history names them (an early check-in is a check-in). */
export type UndoableAction = 'checked_in' | 'no_show' | 'checked_out' | 'declined';

/**
 * What POST /api/staff/bookings/{id}/undo would take back now, and until when (ISO; 24 hours
 * after the action's line of history, by the server's clock).
 */
export interface StaffUndo {
  action: UndoableAction;
  until: string;
}

export interface HistoryEntry {
  at: string;
  /** A staff member's name, 'Telegram: <name>', 'guest', 'system' or 'CLI'. */
  actor: string;
  action: HistoryAction;
  detail: string | null;
}

/** A request with everything its page shows. */
export interface StaffBookingDetail extends StaffBooking {
  lang: Lang;
  nights: number;
  /** The base price of one night of one room for this guest (the room list's); the stored nights below are what was charged. */
  pricePerNight: number;
  /**
   * Each night of the stay and what one room cost that night, as stored when the request was
   * made (`bookings.night_prices`; the total is their sum times the rooms); null for a request
   * stored before nightly prices were kept.
   */
  nightPrices: QuoteNight[] | null;
  declineReason: string | null;
  deposit: StaffDeposit | null;
  emails: StaffEmail[];
  history: HistoryEntry[];
  /** The last action if it may still be undone (POST …/undo), else null. */
  undo: StaffUndo | null;
  /**
   * The rooms the stay sleeps in (issue 51): one entry per room and run of consecutive nights,
   * `to` exclusive like the check-out; a group has one entry per room; empty when none is held.
   */
  assignedRooms: AssignedRoom[];
}

/** A room a stay holds from `from` to the day before `to`. */
export interface AssignedRoom {
  roomNumber: string;
  from: string;
  to: string;
}

/** The room an arrival sleeps in on its first night, and whether it is ready. */
export interface ArrivalRoom {
  roomNumber: string;
  housekeeping: HousekeepingStatus;
}

/** An arrival of the day with its rooms (empty when none is assigned). */
export interface TodayArrival extends StaffBooking {
  rooms: ArrivalRoom[];
}

/** One day at the desk (GET /api/staff/today; server/staff/views.ts todayView says who is in which list). */
export interface TodayDay {
  date: string;
  /** Stays whose check-in is this day, each with its status: `received` (awaiting reply), `confirmed`, `checked_in`… */
  arrivals: TodayArrival[];
  /** Stays whose check-out is this day whose guest is in the house (`checked_in`) or has left (`checked_out`). */
  departures: StaffBooking[];
  /** Checked-in guests in the house that day, those leaving that day included. */
  inHouse: StaffBooking[];
}

export interface TodayAnswer {
  /** Today and tomorrow, in the hotel's time. */
  days: TodayDay[];
  /** Confirmed stays whose arrival day has passed without a check-in and whose check-out is today or later. */
  notArrived: StaffBooking[];
}

/** One room kind on one night of the calendar. */
export interface CalendarNight {
  date: string;
  /** Units of confirmed and checked-in stays (staff bookings too). */
  taken: number;
  /** Units of requests not yet answered (they take nothing until confirmed). */
  pending: number;
  /** Units blocked by other channels' calendars (one per imported event). */
  blocked: number;
  /** Units the owner took out of sale: out of service, or every unit of a closed night. */
  closed: number;
  /** What the site sells that night: max(0, units − closed − taken − blocked), as GET /api/availability says. */
  free: number;
}

/** A booking a restriction would leave without a room (409 `conflict`). */
export interface ConflictBooking {
  id: string;
  reference: string;
  guestName: string;
  checkin: string;
  checkout: string;
}

/** The error of a restriction refused because its nights are sold: send it again with `force: true` to save anyway. */
export interface RestrictionConflict {
  code: 'conflict';
  message: string;
  bookings: ConflictBooking[];
  /** Nights blocked by other channels that it overrides too, per room kind. */
  blocked: { roomId: number; night: string; count: number }[];
}

export interface CalendarAnswer {
  from: string;
  days: number;
  rooms: { roomId: number; units: number; nights: CalendarNight[] }[];
}

export interface StaffAccount {
  id: string;
  name: string;
  role: StaffRole;
  lang: Lang;
  createdAt: string;
  revokedAt: string | null;
  activeSessions: number;
}

/** A season as GET /api/staff/seasons lists it (server/availability/rates.ts). */
export type StaffSeason = Season & { id: string };

/** A restriction as GET /api/staff/restrictions lists it. */
export type StaffRestriction = Restriction & { id: string };

/** What a line of the terms' history changed. */
export type RateSubject = 'season' | 'restriction' | 'policy';

/** A line of GET /api/staff/rate-changes: who, when, what, the record before and after (null: none). */
/**
 * What a restriction saved over sold nights (`force`) took, kept in its change's `after`: the
 * bookings by id and reference (no names: the log outlives a guest's erasure) and the nights
 * other channels had blocked.
 */
export interface RateOverrode {
  bookings: { id: string; reference: string }[];
  blockedNights: number;
}

/** The bookings a change's record overrode, when it was saved with `force`; else null. */
export function overrodeOf(record: unknown): RateOverrode | null {
  if (typeof record !== 'object' || record === null || !('overrode' in record)) return null;
  const overrode = record.overrode as Partial<RateOverrode> | null | undefined;
  return overrode && Array.isArray(overrode.bookings) ? (overrode as RateOverrode) : null;
}

export interface RateChange {
  id: string;
  at: string;
  actor: string;
  subject: RateSubject;
  subjectId: string;
  /** 'create' or 'delete' for a season or a restriction, 'set' for the policy. */
  action: string;
  before: unknown;
  after: unknown;
}

/** A stay's terms as a change reads and writes them (POST /api/staff/bookings/{id}/change). */
export interface StayTerms {
  checkin: string;
  checkout: string;
  nights: number;
  guests: number;
  roomId: number;
  units: number;
  /** Whole so'm, every night and room. */
  total: number;
}

/**
 * What POST /api/staff/bookings/{id}/change and …/change/preview take: only what changes, and why
 * (1–500 characters, kept in the history). `price` (the owner's only) is the whole stay's total in
 * whole so'm; without it the stay is priced by the quote (nights kept keep their stored price).
 */
export interface StayChangeAsk {
  checkin?: string;
  checkout?: string;
  guests?: number;
  roomId?: number;
  units?: number;
  price?: number;
  reason: string;
}

/** The deposit against a change: what was paid, and what the rule asks of the changed stay (whole so'm). */
export interface ChangeDeposit {
  paid: number;
  due: number;
}

/** What a change comes to, before it is saved (…/change/preview) and as saved (the history's ChangeRecord). */
export interface StayChangePreview {
  before: StayTerms;
  after: StayTerms;
  /** Each night of the changed stay and one room's price that night. */
  nightPrices: QuoteNight[];
  /** `quote`: nights kept at their stored price, new nights at today's terms; `owner`: the owner's total. */
  priceBy: 'quote' | 'owner';
  /** Nights the stay takes that it did not hold before (the inventory is checked for these). */
  nightsAdded: string[];
  /** Nights it held and gives back (the site sells them again). */
  nightsFreed: string[];
  /** What the site's own rules would refuse and staff waive: a minimum stay, a closed arrival. */
  waived: { minNights?: number; closedToArrival?: boolean };
  /** A received request's nights on which its rooms are not free now: confirming it would be refused (advice). */
  unconfirmable?: string[];
  /** A paid deposit against the changed stay's, when the hotel takes one and it was paid; else null. */
  deposit: ChangeDeposit | null;
}

/** A line of history for a change (`changed`): its detail, as JSON. */
export interface ChangeRecord {
  before: StayTerms;
  after: StayTerms;
  priceBy: 'quote' | 'owner';
  reason: string;
}

/** The ChangeRecord a history line's detail holds, or null (erased, or not a change). */
export function changeRecordOf(detail: string | null): ChangeRecord | null {
  if (!detail) return null;
  try {
    const record = JSON.parse(detail) as Partial<ChangeRecord> | null;
    return record && typeof record === 'object' && record.before && record.after && typeof record.reason === 'string'
      ? (record as ChangeRecord)
      : null;
  } catch {
    return null;
  }
}
