import { lazyWithPreload } from '../../shared/lazyWithPreload';

/*
 * The booking dialog's code (the dialog, the date picker and the country list) loads when a guest
 * books, or earlier when a pointer or focus comes to "Book now". The phone metadata is a chunk of
 * its own (loadPhoneRules.ts), fetched once the dialog shows (its phone field asks for it): the
 * dialog opens without waiting for it, and on a slow connection its 50 KB never share the line
 * with the dialog's own files. A module of its own, light enough for the app's entry to import
 * before React has started.
 */

/** The dialog, rendered directly once its code has run (BookingDialogHost mounts it while open). */
export const LazyBookingDialog = lazyWithPreload(() => import(/* webpackChunkName: "booking" */ './BookingDialog'));

/** Fetches the dialog's code ahead of a click, so it opens at once. */
export function preloadBookingDialog(): void {
  void LazyBookingDialog.preload().catch(() => undefined);
}
