/**
 * The status of a request sent from this device, and its cancellation, through the booking
 * server's status routes (RTK Query). A request is named by its id and the status token the
 * server gave this device; a status is read again when the page regains focus.
 */
import type { BookingStatusAnswer } from '../../domain/booking';
import { requestErased } from '../../shared/myRequests/myRequestsSlice';
import { bookingApi } from './bookingApi';

export interface RequestRef {
  id: string;
  token: string;
}

export const requestStatusApi = bookingApi.enhanceEndpoints({ addTagTypes: ['RequestStatus'] }).injectEndpoints({
  endpoints: (build) => ({
    requestStatus: build.query<BookingStatusAnswer, RequestRef>({
      // The token in a header, never in the address: proxies and servers log addresses.
      query: ({ id, token }) => ({
        url: `/api/bookings/${encodeURIComponent(id)}`,
        headers: { 'x-status-token': token },
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'RequestStatus', id }],
    }),
    cancelRequest: build.mutation<BookingStatusAnswer, RequestRef>({
      query: ({ id, token }) => ({
        url: `/api/bookings/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body: { token },
      }),
      // The answer is the new status: shown at once, without asking again.
      async onQueryStarted(ref, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        // Nothing to wait for: the cache entry is written synchronously.
        if (data) void dispatch(requestStatusApi.util.upsertQueryData('requestStatus', ref, data));
      },
    }),
    // The guest's "Delete my data": the hotel erases the request's personal data; the device forgets it.
    eraseRequest: build.mutation<{ id: string; erased: boolean }, RequestRef>({
      query: ({ id, token }) => ({
        url: `/api/bookings/${encodeURIComponent(id)}/erase`,
        method: 'POST',
        body: { token },
      }),
      async onQueryStarted(ref, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(requestErased({ bookingId: ref.id }));
      },
    }),
  }),
});

export const { useRequestStatusQuery, useCancelRequestMutation, useEraseRequestMutation } = requestStatusApi;
