import { createAction, createSlice } from '@reduxjs/toolkit';
import type { BookingPayload } from '../../domain/booking';
import { readBookingRecords, type LocalBookingRecord } from './bookingRecords';

export interface BookingStoredPayload {
  bookingId: string;
  /** The body the server stored (the booking dialog sends it again with a retried email call). */
  payload: BookingPayload;
  /** The guest's own copy of the request, for "My requests". */
  record: LocalBookingRecord;
}

/**
 * The server has stored a request (the booking's first call succeeded). The booking dialog keeps
 * it for a retry of the email call alone; "My requests" lists it; the store's listener saves the
 * list. Declared here, below both features, so neither imports the other.
 */
export const bookingStored = createAction<BookingStoredPayload>('bookingDialog/bookingStored');

/** The hotel erased a request's personal data at the guest's wish: this device forgets it too. */
export const requestErased = createAction<{ bookingId: string }>('myRequests/requestErased');

export interface MyRequestsState {
  /** Newest first, one per booking id. */
  records: LocalBookingRecord[];
}

/** The guest's requests sent from this device: read from localStorage once, when the store is made. */
export const myRequestsSlice = createSlice({
  name: 'myRequests',
  initialState: (): MyRequestsState => ({ records: readBookingRecords() }),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(bookingStored, (state, { payload: { record } }) => {
      state.records = [record, ...state.records.filter((r) => r.bookingId !== record.bookingId)];
    });
    builder.addCase(requestErased, (state, { payload: { bookingId } }) => {
      state.records = state.records.filter((r) => r.bookingId !== bookingId);
    });
  },
  selectors: {
    selectMyRequests: (state) => state.records,
    selectHasMyRequests: (state) => state.records.length > 0,
  },
});

export const { selectMyRequests, selectHasMyRequests } = myRequestsSlice.selectors;
