import { lazy, Suspense, useEffect, useState } from 'react';
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
  // A press that did not open the dialog leaves no button busy once it is closed. (Before the
  // pickup below: effects run in order, and the pickup's own press must stay busy.)
  useEffect(() => {
    if (status === 'closed') setOpeningRoom(null);
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
