import { Suspense, useEffect, useRef } from 'react';
import { useAppSelector } from '../../store/hooks';
import { setOpeningRoom } from '../../shared/bookNow/bookNow';
import { selectBookingStatus } from './bookingDialogSlice';
import { LazyBookingDialog } from './loadBookingDialog';
import { usePendingBookingTap } from './usePendingBookingTap';

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
      <LazyBookingDialog />
      <DialogShown />
    </Suspense>
  );
}
