import { lazyModule } from '../../shared/lazyModule';

/*
 * The booking calls (bookingApi.ts, and with it RTK Query's code) are needed only at Confirm, so
 * they are no part of the dialog's code: the dialog fetches them once it shows (BookingDialog's
 * first effect), and Confirm awaits them if the guest is faster.
 */
export const loadBookingApi = lazyModule<typeof import('./bookingApi')>(
  () => import(/* webpackChunkName: "booking-api" */ './bookingApi'),
);
