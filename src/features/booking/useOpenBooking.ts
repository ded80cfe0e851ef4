import { useCallback, useEffect, useSyncExternalStore, type MouseEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { BOOK_ROOM_ATTRIBUTE, claimClick, takePendingTap } from '../../shared/pendingTap';
import type { LanguageCode } from '../language/languages';
import { useLanguage } from '../language/LanguageProvider';
import { findRoom } from '../../domain/rooms';
import { parseStay, stayForRoom } from '../rooms/stay';
import { bookingOpened } from './bookingDialogSlice';
import { loadBookingDialog, preloadBookingDialog } from './loadBookingDialog';

/** The phone field's first country for each interface language (spec section 9). */
export const PHONE_COUNTRY_BY_LANGUAGE: Readonly<Record<LanguageCode, 'uz' | 'ru' | 'us'>> = { UZ: 'uz', RU: 'ru', EN: 'us' };

type StayChoice = { checkin: string | null; checkout: string | null; guests: number | null };

// The room whose "Book now" waits for the dialog to show; that button shows busy until then.
let openingRoom: number | null = null;
const openingListeners = new Set<() => void>();
// A button the app loader marked busy before the app was live. Its part of the page may hydrate
// only after the dialog shows, so React may never own that mark: it is cleared by hand.
let loaderMarked: Element | null = null;

/** Marks the room whose dialog is on its way (null: the dialog is showing, nothing waits). */
export function setOpeningRoom(roomId: number | null): void {
  if (roomId === null) {
    loaderMarked?.removeAttribute('aria-busy');
    loaderMarked = null;
  }
  if (openingRoom === roomId) return;
  openingRoom = roomId;
  openingListeners.forEach((listener) => listener());
}

function subscribeOpening(listener: () => void): () => void {
  openingListeners.add(listener);
  return () => openingListeners.delete(listener);
}

/** Whether this room's booking dialog is on its way. */
export function useOpeningRoom(roomId: number): boolean {
  return useSyncExternalStore(
    subscribeOpening,
    () => openingRoom === roomId,
    () => false,
  );
}

/** 'Book now': opens the booking dialog for a room, with the stay the guest chose on the booking bar. */
export function useOpenBooking(): (roomId: number, stay?: StayChoice) => void {
  const dispatch = useAppDispatch();
  const { language } = useLanguage();
  return useCallback(
    (roomId, stay) => {
      // Busy from the press until the dialog shows (BookingDialogHost clears it), its code fetched now.
      setOpeningRoom(roomId);
      preloadBookingDialog();
      dispatch(
        bookingOpened({
          roomId,
          checkIn: stay?.checkin ?? undefined,
          checkOut: stay?.checkout ?? undefined,
          guests: stay?.guests ?? undefined,
          phoneCountry: PHONE_COUNTRY_BY_LANGUAGE[language],
        }),
      );
    },
    [dispatch, language],
  );
}

/**
 * The props of a room's "Book now" button: the room for the app loader (a tap before the app is
 * live is kept, see src/shared/pendingTap.ts), busy until the dialog shows, and the dialog's code
 * fetched as soon as a pointer or focus comes to it.
 */
export function useBookNowButton(roomId: number, stay?: StayChoice) {
  const openBooking = useOpenBooking();
  const busy = useOpeningRoom(roomId);
  return {
    [BOOK_ROOM_ATTRIBUTE]: roomId,
    'aria-busy': busy || undefined,
    onClick: (event: MouseEvent) => {
      if (claimClick(event.nativeEvent)) openBooking(roomId, stay);
    },
    onPointerEnter: preloadBookingDialog,
    onPointerDown: preloadBookingDialog,
    onFocus: preloadBookingDialog,
  };
}

/**
 * Once the app is live, opens the dialog for a "Book now" tap the app loader kept from before,
 * with the stay in the address (as the page's own buttons do).
 */
export function usePendingBookingTap(): void {
  const openBooking = useOpenBooking();
  useEffect(() => {
    const tap = takePendingTap();
    if (!tap) return;
    const roomId = Number(tap.room);
    if (!Number.isInteger(roomId) || roomId <= 0) {
      tap.button.removeAttribute('aria-busy');
      return;
    }
    loaderMarked = tap.button;
    setOpeningRoom(roomId);
    const room = findRoom(roomId);
    const fromAddress = parseStay(new URLSearchParams(window.location.search));
    // As the buttons do: a group larger than the room brings only as many guests as it takes.
    const stay = room ? stayForRoom(fromAddress, room) : fromAddress;
    // The app fetched the dialog's code as it started: open once that has run, so the dialog
    // renders in one go; unless it opened meanwhile (a second tap) or another room's did.
    void loadBookingDialog()
      .catch(() => undefined)
      .then(() => {
        if (openingRoom === roomId) openBooking(roomId, stay);
      });
    // Once, when the app has started: a tap after that is the button's own.
  }, []);
}
