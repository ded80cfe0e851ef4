import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** closed → open → sending → success, and back to open (values kept) when a call fails. */
export type BookingStatus = 'closed' | 'open' | 'sending' | 'success';

export interface BookingForm {
  firstName: string;
  secondName: string;
  email: string;
  /** ISO 3166-1 alpha-2 code and the label the guest saw; null until chosen. */
  nationality: { code: string; label: string } | null;
  /** The phone's country (ISO code, lower case) and the national number as typed. */
  phoneCountry: string;
  phoneNumber: string;
  checkIn: string;
  checkOut: string;
  guestCount: number;
}

export interface BookingDialogState {
  status: BookingStatus;
  roomId: number | null;
  form: BookingForm;
  /** Set when the last attempt failed; cleared by the next edit or attempt. */
  failed: boolean;
}

export const GUESTS_DEFAULT = 1;

export function emptyForm(phoneCountry = 'uz'): BookingForm {
  return { firstName: '', secondName: '', email: '', nationality: null, phoneCountry, phoneNumber: '', checkIn: '', checkOut: '', guestCount: GUESTS_DEFAULT };
}

const initialState: BookingDialogState = { status: 'closed', roomId: null, form: emptyForm(), failed: false };

export interface BookingOpenPayload {
  roomId: number;
  /** Stay carried over from the booking bar, when the guest came with one. */
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  /** Default phone country for the active language (uz, ru, us). */
  phoneCountry?: string;
}

export const bookingDialogSlice = createSlice({
  name: 'bookingDialog',
  initialState,
  reducers: {
    /** 'Book now': opens the dialog for a room; what the guest typed before is kept. */
    bookingOpened(state, action: PayloadAction<BookingOpenPayload>) {
      if (state.status !== 'closed') return;
      const { roomId, checkIn, checkOut, guests, phoneCountry } = action.payload;
      state.status = 'open';
      state.roomId = roomId;
      state.failed = false;
      if (checkIn) state.form.checkIn = checkIn;
      if (checkOut) state.form.checkOut = checkOut;
      if (guests) state.form.guestCount = guests;
      if (phoneCountry && !state.form.phoneNumber) state.form.phoneCountry = phoneCountry;
    },
  },
  selectors: {
    selectBookingStatus: (state) => state.status,
    selectBookingRoomId: (state) => state.roomId,
  },
});

export const { bookingOpened } = bookingDialogSlice.actions;
export const { selectBookingStatus, selectBookingRoomId } = bookingDialogSlice.selectors;
