import { listenerMiddleware } from '../../store/listeners';
import { findRoom } from '../../domain/rooms';
import { bookingOpenFor } from '../../shared/bookNow/bookNow';
import { pendingTapTaken, selectOpeningRoom, type BookNowState } from '../../shared/bookNow/bookNowSlice';
import { appStarted, appStarting, selectLanguage, type LanguageState } from '../../shared/language/languageSlice';
import { languageOfPage } from '../../shared/language/languages';
import type { PendingTap } from '../../shared/pendingTap';
import { parseStay, stayForRoom } from '../../shared/stay/stay';
import { LazyBookingDialog } from './loadBookingDialog';

/*
 * A "Book now" tap made before the app was live, taken over by the store. The app loader (the
 * inline APP_LOADER_SCRIPT) notes such a tap on window and keeps the click from the page, so
 * the note is its only record; here, in the store's listeners, the note is taken once, when the
 * app has started (appStarted: the loader notes nothing from then on), and becomes store state
 * (bookNow.opening); the dialog opens once its code has run. Imported by the app's entry before
 * the store starts, and by BookingDialogHost.
 */

type State = { bookNow: BookNowState; language: LanguageState };

/** The loader's note, handed out once (it is gone from window afterwards). */
function takeNote(): PendingTap | undefined {
  if (typeof window === 'undefined') return undefined;
  const tap = window.__bookTap;
  delete window.__bookTap;
  return tap;
}

let dialogFetched: Promise<void> = Promise.resolve();

/**
 * Settles once the dialog's code of a tap noted before the app started is in (at once when there
 * was none): the app's entry holds other downloads (the headings' font) until then, so on a slow
 * connection they never share the line with the files the guest is waiting for.
 */
export function pendingTapDialogFetched(): Promise<void> {
  return dialogFetched;
}

// The store is made: a tap already noted has its dialog's code fetched at once, while the app starts.
listenerMiddleware.startListening({
  actionCreator: appStarting,
  effect: () => {
    if (typeof window !== 'undefined' && window.__bookTap)
      dialogFetched = LazyBookingDialog.preload().catch(() => undefined);
  },
});

// The app is live: the noted tap is taken over, its dialog opened with the stay in the address (as
// the page's own buttons do).
listenerMiddleware.startListening({
  actionCreator: appStarted,
  effect: async (_action, api) => {
    const tap = takeNote();
    if (!tap) return;
    const roomId = Number(tap.room);
    if (!Number.isInteger(roomId) || roomId <= 0) {
      tap.button.removeAttribute('aria-busy');
      return;
    }
    api.dispatch(pendingTapTaken(roomId));
    const room = findRoom(roomId);
    const fromAddress = parseStay(new URLSearchParams(window.location.search));
    // As the buttons do: a group larger than the room brings only as many guests as it takes.
    const stay = room ? stayForRoom(fromAddress, room) : fromAddress;
    const waiting = (state: unknown) => selectOpeningRoom(state as State) === roomId;
    // Open once the dialog's code has run, so it renders in one go; unless it opened meanwhile (a
    // second tap) or another room's did.
    await LazyBookingDialog.preload().catch(() => undefined);
    if (waiting(api.getState())) {
      const language = languageOfPage(window.location.pathname, selectLanguage(api.getState() as State));
      api.dispatch(bookingOpenFor(roomId, language, stay));
    }
    // The loader's busy mark: the button's part of the page may hydrate only after the dialog has
    // shown, and then React never owns the mark. Cleared here once nothing waits for that room.
    if (waiting(api.getState())) await api.condition((_next, state) => !waiting(state));
    tap.button.removeAttribute('aria-busy');
  },
});
