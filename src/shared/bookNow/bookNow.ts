import { createAction } from '@reduxjs/toolkit';
import { createContext, useCallback, useContext, useSyncExternalStore, type MouseEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useLanguage } from '../language/LanguageProvider';
import type { LanguageCode } from '../language/languages';
import { BOOK_ROOM_ATTRIBUTE, claimClick } from '../pendingTap';

/*
 * "Book now", as every page that lists a room uses it. The booking dialog (src/features/booking)
 * answers bookingOpened; the pages only dispatch it, so no feature imports the booking feature.
 * The dialog's code is fetched through BookingDialogPreload, which the app (src/app/Layout.tsx)
 * fills with the booking feature's preloader.
 */

export interface BookingOpenPayload {
  roomId: number;
  /** Stay carried over from the booking bar, when the guest came with one. */
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  /** Default phone country for the active language (uz, ru, us). */
  phoneCountry?: string;
}

/** 'Book now': opens the booking dialog for a room (refused by the dialog while one is open). */
export const bookingOpened = createAction<BookingOpenPayload>('bookingDialog/bookingOpened');

/** The phone field's first country for each interface language (spec section 9). */
export const PHONE_COUNTRY_BY_LANGUAGE: Readonly<Record<LanguageCode, 'uz' | 'ru' | 'us'>> = { UZ: 'uz', RU: 'ru', EN: 'us' };

/** Fetches the booking dialog's code ahead of a click; the app provides the booking feature's. */
export const BookingDialogPreload = createContext<() => void>(() => undefined);

export type StayChoice = { checkin: string | null; checkout: string | null; guests: number | null };

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

/** The room whose dialog is on its way, if any. */
export function openingRoomId(): number | null {
  return openingRoom;
}

/** A button the app loader marked busy (a tap before the app was live): cleared when the dialog shows. */
export function markLoaderButton(button: Element): void {
  loaderMarked = button;
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
  const dispatch = useDispatch();
  const { language } = useLanguage();
  const preload = useContext(BookingDialogPreload);
  return useCallback(
    (roomId, stay) => {
      // Busy from the press until the dialog shows (BookingDialogHost clears it), its code fetched now.
      setOpeningRoom(roomId);
      preload();
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
    [dispatch, language, preload],
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
  const preload = useContext(BookingDialogPreload);
  return {
    [BOOK_ROOM_ATTRIBUTE]: roomId,
    'aria-busy': busy || undefined,
    onClick: (event: MouseEvent) => {
      if (claimClick(event.nativeEvent)) openBooking(roomId, stay);
    },
    onPointerEnter: preload,
    onPointerDown: preload,
    onFocus: preload,
  };
}
