import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { nightsBetween } from '../../domain/dates';
import { isForeignGuest, nightlyPrice } from '../../domain/pricing';
import { DEFAULT_UNITS, roomsNeeded } from '../../domain/groups';
import { GUESTS, normaliseGuests } from '../../domain/guests';
import { totalPrice } from '../../domain/pricing';
import { findRoom, type Room } from '../../domain/rooms';
import type { BookingPayload } from '../../domain/booking';
import { bookingStored } from '../../shared/myRequests/myRequestsSlice';
import { bookingOpened } from '../../shared/bookNow/bookNowSlice';
import { rootReducer } from '../../store/store';

/** closed → open → sending → success → (OK) closed; a failed send goes back to open with every value kept. */
export type BookingStatus = 'closed' | 'open' | 'sending' | 'success';

export interface BookingForm {
  firstName: string;
  secondName: string;
  email: string;
  /** ISO 3166-1 alpha-2 code and the label the guest saw; null until chosen. */
  nationality: { code: string; label: string } | null;
  /** The phone's country (ISO code, lower case) and the number as typed. */
  phoneCountry: string;
  phoneNumber: string;
  checkIn: string;
  checkOut: string;
  guestCount: number;
  /**
   * Rooms of this kind the guest chose; absent while the guest has not chosen, which means as many
   * as the guests need (formUnits). Absent in recordings made before groups, which replay unchanged.
   */
  units?: number;
}

export type BookingField = keyof BookingForm;

/**
 * Why the dialog cannot send, or why the last send failed: the spec's seven checks, the server's
 * rules the guest can fix, a page that is out of date, and the server's own refusals.
 */
export type BookingProblemKey =
  | 'firstName'
  | 'secondName'
  | 'phone'
  | 'nationality'
  | 'dates'
  | 'nights'
  | 'guests'
  | 'phoneInvalid'
  | 'emailInvalid'
  | 'nameTooLong'
  | 'nameInvalid'
  | 'checkinPast'
  | 'checkinTooFar'
  | 'stayTooLong'
  | 'guestsRange'
  | 'tooManyGuests'
  | 'unitsRange'
  | 'unitsNotFree'
  | 'stale'
  | 'rateLimited'
  | 'soldOut'
  | 'inProgress'
  | 'storedChanged'
  | 'priceChanged'
  | 'minNights'
  | 'closedToArrival'
  | 'error';

export interface BookingProblem {
  key: BookingProblemKey;
  /** The field to mark and focus; absent for a problem of the request as a whole. */
  field?: BookingField;
  /** priceChanged: the stay's total the server now asks (whole so'm), when known. */
  total?: number;
  /** minNights: the fewest nights the owner's terms allow for these dates, when known. */
  minNights?: number;
}

/**
 * A request the server has stored (the first call succeeded) whose email call has not: a retry
 * only repeats the email call for it, so it is never booked twice.
 */
export interface StoredRequest {
  bookingId: string;
  /** The body the server stored, sent again with the email call. */
  payload: BookingPayload;
  /** The Idempotency-Key it was stored under. */
  attemptKey: string;
}

export interface BookingDialogState {
  status: BookingStatus;
  roomId: number | null;
  form: BookingForm;
  /** What stops the request, shown on its field (or for the whole form) until that field changes. */
  problem: BookingProblem | null;
  /** Stored by the server, email call still to succeed. */
  stored: StoredRequest | null;
  /** Idempotency-Key of the current attempt: kept for a retry of unchanged values, new after an edit. */
  attemptKey: string | null;
  /** Id the server gave the last successful request (shown in the success popup). */
  lastBookingId: string | null;
}

export function emptyForm(phoneCountry = 'uz'): BookingForm {
  return {
    firstName: '',
    secondName: '',
    email: '',
    nationality: null,
    phoneCountry,
    phoneNumber: '',
    checkIn: '',
    checkOut: '',
    guestCount: GUESTS.formDefault,
  };
}

const initialState: BookingDialogState = {
  status: 'closed',
  roomId: null,
  form: emptyForm(),
  problem: null,
  stored: null,
  attemptKey: null,
  lastBookingId: null,
};

type FieldChange = { [K in BookingField]: { field: K; value: Exclude<BookingForm[K], undefined> } }[BookingField];

/** The rooms field as typed: a whole number from one up; anything else becomes one room. */
export function normaliseUnits(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= DEFAULT_UNITS ? Math.floor(n) : DEFAULT_UNITS;
}

/**
 * The rooms a request takes: the guest's choice, else the fewest of this kind that sleep the
 * guests (no more than the kind has: the form check then says the guests do not fit).
 */
export function formUnits(
  form: Pick<BookingForm, 'units' | 'guestCount'>,
  room: Pick<Room, 'capacity' | 'units'>,
): number {
  return form.units ?? Math.min(roomsNeeded(room, form.guestCount), room.units);
}

/** The guests and the rooms answer one question (do they fit?): a change of either clears a problem on the other. */
const TIED_FIELDS: Partial<Record<BookingField, BookingField>> = {
  guestCount: 'units',
  units: 'guestCount',
  phoneCountry: 'phoneNumber',
};

const slice = createSlice({
  name: 'bookingDialog',
  initialState,
  reducers: {
    fieldChanged(state, action: PayloadAction<FieldChange>) {
      if (state.status !== 'open') return;
      const { field, value } = action.payload;
      if (field === 'guestCount') {
        state.form.guestCount = normaliseGuests(value);
        // Other guests: the rooms go back to what they need (the guest may add rooms again).
        delete state.form.units;
      } else if (field === 'units') {
        state.form.units = normaliseUnits(value);
      } else {
        (state.form as Record<BookingField, unknown>)[field] = value;
      }
      // Other values are another request: a new attempt gets a new Idempotency-Key.
      state.attemptKey = null;
      const problemField = state.problem?.field;
      if (!problemField || problemField === field || TIED_FIELDS[field] === problemField) state.problem = null;
    },
    /** Confirm found a problem before sending anything (or the guest left a count Confirm would refuse). */
    validationFailed(state, action: PayloadAction<BookingProblem>) {
      if (state.status !== 'open') return;
      state.problem = action.payload;
    },
    /** Confirm passed validation: controls lock while the request is on its way. */
    sendStarted(state, action: PayloadAction<{ newKey: string }>) {
      if (state.status !== 'open') return;
      state.status = 'sending';
      state.problem = null;
      state.attemptKey ??= action.payload.newKey;
    },
    sendFailed(state, action: PayloadAction<BookingProblem>) {
      if (state.status !== 'sending') return;
      state.status = 'open';
      state.problem = action.payload;
    },
    /** Both calls succeeded: the success popup shows and every field is emptied (guests back to the form's default). */
    sendSucceeded(state, action: PayloadAction<{ bookingId: string }>) {
      if (state.status !== 'sending') return;
      state.status = 'success';
      state.lastBookingId = action.payload.bookingId;
      state.form = emptyForm(state.form.phoneCountry);
      state.attemptKey = null;
      state.stored = null;
      state.problem = null;
    },
    /** Close, Cancel, Escape or the backdrop: refused while sending and while the success popup shows. */
    bookingClosed(state) {
      if (state.status !== 'open') return;
      state.status = 'closed';
      state.problem = null;
    },
    /** OK in the success popup. */
    successAcknowledged(state) {
      if (state.status !== 'success') return;
      state.status = 'closed';
      state.roomId = null;
    },
  },
  // Actions of the foundation (src/shared), so the features that start a booking or list the
  // stored requests need not import this one.
  extraReducers: (builder) => {
    builder
      /** 'Book now': opens the dialog for a room; what the guest typed before is kept. */
      .addCase(bookingOpened, (state, action) => {
        if (state.status !== 'closed') return;
        const { roomId, checkIn, checkOut, guests, phoneCountry } = action.payload;
        state.status = 'open';
        state.roomId = roomId;
        state.problem = null;
        if (checkIn) state.form.checkIn = checkIn;
        if (checkOut) state.form.checkOut = checkOut;
        if (guests) state.form.guestCount = normaliseGuests(guests);
        // Rooms chosen for another opening (perhaps another kind): this one starts from what its guests need.
        if (state.form.units !== undefined) delete state.form.units;
        if (phoneCountry && !state.form.phoneNumber) state.form.phoneCountry = phoneCountry;
      })
      /** The first call succeeded: the request is stored, whatever happens to the email call. */
      .addCase(bookingStored, (state, action) => {
        if (state.status !== 'sending' || state.attemptKey === null) return;
        state.stored = {
          bookingId: action.payload.bookingId,
          payload: action.payload.payload,
          attemptKey: state.attemptKey,
        };
      });
  },
  selectors: {
    selectBookingStatus: (state) => state.status,
    selectBookingRoomId: (state) => state.roomId,
    selectBookingForm: (state) => state.form,
    selectBookingProblem: (state) => state.problem,
    selectStoredRequest: (state) => state.stored,
    selectAttemptKey: (state) => state.attemptKey,
    selectLastBookingId: (state) => state.lastBookingId,
  },
});

declare module '../../store/store' {
  interface LazyLoadedSlices {
    bookingDialog: BookingDialogState;
  }
}

/** The slice, in the store from the moment this module loads. */
export const bookingDialogSlice = slice.injectInto(rootReducer);

export const {
  fieldChanged,
  validationFailed,
  sendStarted,
  sendFailed,
  sendSucceeded,
  bookingClosed,
  successAcknowledged,
} = bookingDialogSlice.actions;
export const {
  selectBookingStatus,
  selectBookingRoomId,
  selectBookingForm,
  selectBookingProblem,
  selectStoredRequest,
  selectAttemptKey,
  selectLastBookingId,
} = bookingDialogSlice.selectors;

/**
 * Nights, the guest's nightly price, the rooms (taken and needed) and the total, derived from the
 * form (never stored).
 */
export const selectBookingQuote = createSelector([selectBookingRoomId, selectBookingForm], (roomId, form) => {
  const room = roomId === null ? undefined : findRoom(roomId);
  const nights = nightsBetween(form.checkIn, form.checkOut);
  const nationality = form.nationality?.code ?? null;
  const price = room ? nightlyPrice(room, nationality) : 0;
  const units = room ? formUnits(form, room) : DEFAULT_UNITS;
  const needed = room ? roomsNeeded(room, form.guestCount) : DEFAULT_UNITS;
  const total = room ? totalPrice(room, nationality, nights, units) : 0;
  return { room, nights, price, units, needed, total, foreign: isForeignGuest(nationality) };
});
