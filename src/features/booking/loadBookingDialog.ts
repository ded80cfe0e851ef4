import { lazyWithPreload } from '../../shared/lazyWithPreload';

/*
 * The booking dialog's code (the dialog, the date picker, the country list and the phone
 * metadata) loads when a guest books, or earlier when a pointer or focus comes to "Book now".
 * A module of its own, light enough for the app's entry to import before React has started.
 */

/** The dialog, rendered directly once its code has run (BookingDialogHost mounts it while open). */
export const LazyBookingDialog = lazyWithPreload(() => import(/* webpackChunkName: "booking" */ './BookingDialog'));

/** Fetches the dialog's code ahead of a click, so it opens at once. */
export function preloadBookingDialog(): void {
  void LazyBookingDialog.preload().catch(() => undefined);
}
