import type { ComponentType } from 'react';

/*
 * The booking dialog's code (the dialog, the date picker, the country list and the phone
 * metadata) loads when a guest books, or earlier when a pointer or focus comes to "Book now".
 * A module of its own, light enough for the app's entry to import before React has started.
 */

let loadedDialog: ComponentType | null = null;

/** Loads the dialog's chunk (BookingDialogHost renders it lazily from here). */
export const loadBookingDialog = () =>
  import(/* webpackChunkName: "booking" */ './BookingDialog').then((module) => {
    loadedDialog = module.default;
    return module;
  });

/**
 * The dialog's component once its code has run, else null. Rendered directly it shows in the
 * same render; through React.lazy its first render always waits, and React may hold a Suspense
 * reveal back for up to 300 ms after showing the fallback.
 */
export function loadedBookingDialog(): ComponentType | null {
  return loadedDialog;
}

/** Fetches the dialog's code ahead of a click, so it opens at once. */
export function preloadBookingDialog(): void {
  void loadBookingDialog().catch(() => undefined);
}
