import { createListenerMiddleware } from '@reduxjs/toolkit';
import { appStarted, languageShown } from '../shared/language/languageSlice';
import { storeLanguage, toLang } from '../shared/language/languages';
import { removeBookingRecord, saveBookingRecord } from '../shared/myRequests/bookingRecords';
import { bookingStored, requestErased } from '../shared/myRequests/myRequestsSlice';

/**
 * Every side effect of the store's state, in one place: reducers stay pure (a recorded action
 * list replays on a fresh store), and what leaves the store — localStorage, <html lang>, the
 * page's markers — happens here, after the action.
 */
export const listenerMiddleware = createListenerMiddleware();

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

// The language the page is shown in: saved as the visitor's preference (the one place that writes
// it) and mirrored in <html lang>, at start and on every change.
listenerMiddleware.startListening({
  actionCreator: languageShown,
  effect: ({ payload: language }) => {
    storeLanguage(browserStorage(), language);
    if (typeof document === 'undefined') return;
    const root = document.documentElement;
    // Written only when it differs: a lang change restyles the whole page.
    const lang = toLang(language);
    if (root.lang !== lang) root.lang = lang;
  },
});

// The app has rendered (hydrated or not), its language already on <html lang>.
listenerMiddleware.startListening({
  actionCreator: appStarted,
  effect: () => {
    if (typeof document === 'undefined') return;
    const root = document.documentElement;
    // A prerendered page hidden on its way to another language (src/shared/langBoot.ts) shows, should the app run on it.
    root.removeAttribute('data-lang-pending');
    // The app is live (hydrated or rendered): browser tests wait for this before they click.
    root.setAttribute('data-hydrated', '');
  },
});

// A request the server stored joins the guest's list on this device ("My requests").
listenerMiddleware.startListening({
  actionCreator: bookingStored,
  effect: ({ payload }) => {
    saveBookingRecord(payload.record, browserStorage());
  },
});

// A request whose data the hotel erased leaves the guest's list on this device too.
listenerMiddleware.startListening({
  actionCreator: requestErased,
  effect: ({ payload }) => {
    removeBookingRecord(payload.bookingId, browserStorage());
  },
});
