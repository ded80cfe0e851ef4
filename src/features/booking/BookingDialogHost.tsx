import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectBookingStatus } from './bookingDialogSlice';

// The dialog, the date picker, the country list and the phone metadata load when a guest books.
const BookingDialog = lazy(() => import(/* webpackChunkName: "booking" */ './BookingDialog'));

/** Mounts the booking dialog while it is open; costs nothing before. */
export function BookingDialogHost() {
  const status = useAppSelector(selectBookingStatus);
  if (status === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <BookingDialog />
    </Suspense>
  );
}
