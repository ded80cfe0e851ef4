/**
 * A booking's life: create, decide, change, cancel, the stay (arrival, departure, no-show, notes),
 * erase, retention and the per-client budget, with what each change queues for staff and guest
 * (notices.ts). What the messages say is the message folders' (staffChat/, guestEmail/,
 * guestTelegram/).
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export { StoreBookingBudget } from './bookingBudget';
export { cancelByGuest, cancelLinked } from './cancel';
export { changeStay, previewChange, readChange } from './change';
export type { ChangeOutcome, ChangeRefusal, ChangeRule } from './change';
export { createBooking } from './create';
export type { BookingDeps, CallResult } from './create';
export { decide } from './decide';
export type { Decider, Decision } from './decide';
export { queueBookingEmail } from './emailCall';
export { eraseByGuest, eraseByStaff } from './erase';
export {
  cached,
  escapeHtml,
  guestLang,
  isGroup,
  money,
  perNight,
  priceKey,
  stayDate,
  stayDateLong,
  uniformNightPrice,
} from './format';
export { historyOf, undoView } from './history';
export type { Actor } from './history';
export { BookingHooks } from './hooks';
export type { DepositReader, DepositView } from './hooks';
export { lockBooking } from './lock';
export { arrivalDayStarts, linkedChat, queueForChat, queueReminder, requeueStaffEdit } from './notices';
export { bookingSubjects, filtered, findByPrefix, newest, readBooking, readWithToken, statusAnswer } from './read';
export type { BookingFilter } from './read';
export {
  bookingsInSummary,
  calendarSpans,
  clientAddresses,
  exportStays,
  fillSearchKeys,
  findBooking,
  findBookings,
  findByReference,
  recentRequestCounts,
  recordStaffMessage,
  recordSummaryMessage,
  staffBookings,
  staysForToday,
} from './repository';
export type { ExportStay, Queryable, StaffListFilter } from './repository';
export { purgePersonalData } from './retention';
export { STAFF_SOURCES, createStaffBooking } from './staffBooking';
export { addNote, cancelByStaff, checkIn, checkOut, messageGuest, noShow, undoLast } from './stay';
export type { GuardOutcome, StaffOutcome } from './stay';
