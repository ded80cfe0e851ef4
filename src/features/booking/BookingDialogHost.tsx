import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectBookingStatus } from './bookingDialogSlice';
import { loadBookingDialog, loadedBookingDialog } from './loadBookingDialog';
import { setOpeningRoom, usePendingBookingTap } from './useOpenBooking';

const LazyBookingDialog = lazy(loadBookingDialog);

/** The dialog: directly when its code is in, else lazily; chosen once per opening, so it never remounts while open. */
function BookingDialog() {
  const [Dialog] = useState(() => loadedBookingDialog() ?? LazyBookingDialog);
  return <Dialog />;
}

/** Rendered beside the dialog, so it commits with it: the "Book now" that waited is no longer busy. */
function DialogShown() {
  useEffect(() => setOpeningRoom(null), []);
  return null;
}

/** Mounts the booking dialog while it is open; costs nothing before. Takes over a tap made before the app was live. */
export function BookingDialogHost() {
  const status = useAppSelector(selectBookingStatus);
  // When the dialog closes nothing waits for it: a press that could not open it (one was open)
  // leaves no button busy.
  const previous = useRef(status);
  useEffect(() => {
    if (status === 'closed' && previous.current !== 'closed') setOpeningRoom(null);
    previous.current = status;
  }, [status]);
  usePendingBookingTap();
  if (status === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <BookingDialog />
      <DialogShown />
    </Suspense>
  );
}
