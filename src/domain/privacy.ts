/**
 * The privacy notice's facts shared by the site (the /privacy page, the booking dialog) and the
 * server (what a booking records, how long it keeps personal data): one place, so the page never
 * says something the server does not do.
 */

/**
 * The version of the privacy notice the site shows: the date its text took effect. Change it
 * whenever the notice's meaning changes; each booking records the version its guest accepted.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/** Every version the site has shown; a booking may carry any of them (a page loaded before a change). */
export const PRIVACY_NOTICE_VERSIONS: readonly string[] = [PRIVACY_NOTICE_VERSION];

/**
 * Days after a request ends (its check-out, or the day it was cancelled or declined) until its
 * guest's personal data is erased, unless RETENTION_DAYS says otherwise: a year covers the
 * questions and claims that follow a stay (a disputed charge, a lost item, an accountant's
 * query about a deposit) and no more.
 */
export const DEFAULT_RETENTION_DAYS = 365;
