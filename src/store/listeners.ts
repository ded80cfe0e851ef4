import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { appStarted, languageChanged, selectLanguage, type LanguageState } from '../shared/language/languageSlice';
import { storeLanguage, toLang } from '../shared/language/languages';
import { saveBookingRecord } from '../shared/myRequests/bookingRecords';
import { bookingStored } from '../shared/myRequests/myRequestsSlice';

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

// The language: saved, and mirrored in <html lang>, when the app starts and on every change.
listenerMiddleware.startListening({
  matcher: isAnyOf(appStarted, languageChanged),
  effect: (action, api) => {
    const language = selectLanguage(api.getState() as { language: LanguageState });
    storeLanguage(browserStorage(), language);
    if (typeof document === 'undefined') return;
    const root = document.documentElement;
    // Written only when it differs: a lang change restyles the whole page.
    const lang = toLang(language);
    if (root.lang !== lang) root.lang = lang;
    if (appStarted.match(action)) {
      // A prerendered page hidden while its language was decided (src/shared/langBoot.ts) may show now.
      root.removeAttribute('data-lang-pending');
      // The app is live (hydrated or rendered): browser tests wait for this before they click.
      root.setAttribute('data-hydrated', '');
    }
  },
});

// A request the server stored joins the guest's list on this device ("My requests").
listenerMiddleware.startListening({
  actionCreator: bookingStored,
  effect: ({ payload }) => {
    saveBookingRecord(payload.record, browserStorage());
  },
});
