import { Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { bookingDialogSettled } from '../../shared/bookNow/bookNowSlice';
import { selectBookingStatus } from './bookingDialogSlice';
import { LazyBookingDialog } from './loadBookingDialog';
// The store takes over a "Book now" tap made before the app was live wherever the dialog can show.
import './pendingTap';

/**
 * Rendered beside the dialog, so it commits with it: from the dialog's showing to its going,
 * nothing waits for it (a press that could not open it, one being open, waits until it goes).
 */
function DialogShown() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(bookingDialogSettled());
    return () => void dispatch(bookingDialogSettled());
  }, [dispatch]);
  return null;
}

/** Mounts the booking dialog while it is open; costs nothing before. */
export function BookingDialogHost() {
  const status = useAppSelector(selectBookingStatus);
  if (status === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <LazyBookingDialog />
      <DialogShown />
    </Suspense>
  );
}
