import { useEffect } from 'react';
import { findRoom } from '../../domain/rooms';
import { markLoaderButton, openingRoomId, setOpeningRoom, useOpenBooking } from '../../shared/bookNow/bookNow';
import { takePendingTap } from '../../shared/pendingTap';
import { parseStay, stayForRoom } from '../../shared/stay/stay';
import { LazyBookingDialog } from './loadBookingDialog';

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
    markLoaderButton(tap.button);
    setOpeningRoom(roomId);
    const room = findRoom(roomId);
    const fromAddress = parseStay(new URLSearchParams(window.location.search));
    // As the buttons do: a group larger than the room brings only as many guests as it takes.
    const stay = room ? stayForRoom(fromAddress, room) : fromAddress;
    // The app fetched the dialog's code as it started: open once that has run, so the dialog
    // renders in one go; unless it opened meanwhile (a second tap) or another room's did.
    void LazyBookingDialog.preload()
      .catch(() => undefined)
      .then(() => {
        if (openingRoomId() === roomId) openBooking(roomId, stay);
      });
    // Acts once, when the app has started (a tap after that is the button's own): takePendingTap
    // hands the tap over only once, so a re-run for a new openBooking finds none.
  }, [openBooking]);
}
