import { createContext, useCallback, useContext } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLanguage } from '../language/LanguageProvider';
import type { LanguageCode } from '../language/languages';
import { BOOK_ROOM_ATTRIBUTE } from '../pendingTap';
import { bookingOpened, selectOpeningRoom, type BookNowState } from './bookNowSlice';

/*
 * "Book now", as every page that lists a room uses it. It dispatches bookingOpened (bookNowSlice.ts),
 * which the booking dialog (src/features/booking) answers, and renders busy from the store while
 * that room's dialog is on its way. The dialog's code is fetched through BookingDialogPreload,
 * which the app (src/app/Layout.tsx) fills with the booking feature's preloader.
 */

/** The phone field's first country for each interface language (spec section 9). */
export const PHONE_COUNTRY_BY_LANGUAGE: Readonly<Record<LanguageCode, 'uz' | 'ru' | 'us'>> = {
  UZ: 'uz',
  RU: 'ru',
  EN: 'us',
};

/** Fetches the booking dialog's code ahead of a click; the app provides the booking feature's. */
export const BookingDialogPreload = createContext<() => void>(() => undefined);

export type StayChoice = { checkin: string | null; checkout: string | null; guests: number | null };

/** bookingOpened's payload for a room and the stay the guest chose, with the phone country of `language`. */
export function bookingOpenFor(roomId: number, language: LanguageCode, stay?: StayChoice) {
  return bookingOpened({
    roomId,
    checkIn: stay?.checkin ?? undefined,
    checkOut: stay?.checkout ?? undefined,
    guests: stay?.guests ?? undefined,
    phoneCountry: PHONE_COUNTRY_BY_LANGUAGE[language],
  });
}

// The foundation cannot import the app's typed hooks (src/store/hooks): it types what it reads itself.
const useBookNowSelector = useSelector.withTypes<{ bookNow: BookNowState }>();

/** 'Book now': opens the booking dialog for a room, with the stay the guest chose on the booking bar. */
export function useOpenBooking(): (roomId: number, stay?: StayChoice) => void {
  const dispatch = useDispatch();
  const { language } = useLanguage();
  const preload = useContext(BookingDialogPreload);
  return useCallback(
    (roomId, stay) => {
      // Busy from the press until the dialog shows (the store's bookNow.opening), its code fetched now.
      preload();
      dispatch(bookingOpenFor(roomId, language, stay));
    },
    [dispatch, language, preload],
  );
}

/**
 * The props of a room's "Book now" button: the room for the app loader (a tap before the app is
 * live is kept, see src/shared/pendingTap.ts), busy while its dialog is on its way, and the
 * dialog's code fetched as soon as a pointer or focus comes to it.
 */
export function useBookNowButton(roomId: number, stay?: StayChoice) {
  const openBooking = useOpenBooking();
  const busy = useBookNowSelector(selectOpeningRoom) === roomId;
  const preload = useContext(BookingDialogPreload);
  return {
    [BOOK_ROOM_ATTRIBUTE]: roomId,
    'aria-busy': busy || undefined,
    onClick: () => openBooking(roomId, stay),
    onPointerEnter: preload,
    onPointerDown: preload,
    onFocus: preload,
  };
}
