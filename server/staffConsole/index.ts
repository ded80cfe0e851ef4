/**
 * The staff console: accounts, sign-in (links, passkeys), sessions and roles, and what its screens
 * read.
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export {
  ROLES,
  endSessions,
  invite,
  issueLink,
  listAccounts,
  passkeyCount,
  revoke,
  signInWithLink,
  signOut,
  staffLang,
  staffView,
  telegramLogin,
} from './accounts';
export { sendStaffError, sessionCookie, staffGuard } from './guard';
export type { StaffRoute } from './guard';
export { requestPage, signInAddress } from './origin';
export { authenticate, authenticationOptions, register, registrationOptions } from './passkeys';
export { CONSOLE_TEXTS } from './texts';
export {
  CALENDAR_MAX_DAYS,
  EXPORT_MAX_DAYS,
  bookingDetail,
  calendarView,
  exportCsv,
  findStaffBooking,
  listBookings,
  todayView,
} from './views';
