import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/*
 * "Book now" in the store: the action that opens the booking dialog (src/features/booking answers
 * it; the pages only dispatch it, so no feature imports the booking feature) and which room's
 * dialog is on its way, so that room's buttons render busy until the dialog shows.
 */

export interface BookingOpenPayload {
  roomId: number;
  /** Stay carried over from the booking bar, when the guest came with one. */
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  /** Default phone country for the active language (uz, ru, us). */
  phoneCountry?: string;
}

/** 'Book now': opens the booking dialog for a room (refused by the dialog while one is open). */
export const bookingOpened = createAction<BookingOpenPayload>('bookingDialog/bookingOpened');

export interface BookNowState {
  /** The room whose booking dialog is on its way (its "Book now" shows busy); null while nothing waits. */
  opening: number | null;
}

const initialState: BookNowState = { opening: null };

export const bookNowSlice = createSlice({
  name: 'bookNow',
  initialState,
  reducers: {
    /**
     * A tap on "Book now" made before the app was live, which the app loader kept and hands over
     * once, as the app starts (src/features/booking/pendingTap.ts): that room's dialog is on its way.
     */
    pendingTapTaken(state, action: PayloadAction<number>) {
      state.opening = action.payload;
    },
    /** The booking dialog has shown, or has gone again: nothing waits for it any more. */
    bookingDialogSettled(state) {
      state.opening = null;
    },
  },
  extraReducers: (builder) => {
    // Pressed: busy until the dialog shows (or, when one was open already, until that one goes).
    builder.addCase(bookingOpened, (state, action) => {
      state.opening = action.payload.roomId;
    });
  },
  selectors: {
    selectOpeningRoom: (state) => state.opening,
  },
});

export const { pendingTapTaken, bookingDialogSettled } = bookNowSlice.actions;
export const { selectOpeningRoom } = bookNowSlice.selectors;
