import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { LanguageCode } from '../../shared/language/languages';
import { rootReducer } from '../../store/store';
import { isSessionLost } from './sessionLost';
import { staffApi } from './staffApi';

/**
 * The console's own state that is no server's: the language chosen in the console (else the
 * account's), the calendar's range and the night whose bookings are open. Requests, sessions and
 * counts are the server's (staffApi's cache); the list's filters are the address's.
 */
export interface StaffUiState {
  /** Chosen in the console for this visit; null follows the account's language. */
  language: LanguageCode | null;
  /** The calendar's first night (YYYY-MM-DD), null for today, and how many nights it shows. */
  calendarFrom: string | null;
  calendarDays: number;
  /** The night whose bookings are listed, null when none is open. */
  openNight: { roomId: number; date: string } | null;
  /** A staff call answered 401 since the last sign-in: the console shows its sign-in page. */
  sessionLost: boolean;
}

/** Nights the calendar shows at first and at most (the server's limit is 62). */
export const CALENDAR_DAYS = { initial: 30, max: 60, min: 7 } as const;

const initialState: StaffUiState = {
  language: null,
  calendarFrom: null,
  calendarDays: CALENDAR_DAYS.initial,
  openNight: null,
  sessionLost: false,
};

/** A sign-in succeeded (by link or passkey). Written out rather than with isAnyOf: no guest page's shared code grows for it. */
function signedIn(action: UnknownAction): boolean {
  return (
    staffApi.endpoints.signInWithLink.matchFulfilled(action) ||
    staffApi.endpoints.signInWithPasskey.matchFulfilled(action)
  );
}

const slice = createSlice({
  name: 'staffUi',
  initialState,
  reducers: {
    staffLanguageChosen(state, action: PayloadAction<LanguageCode>) {
      state.language = action.payload;
    },
    calendarRangeChosen(state, action: PayloadAction<{ from: string; days: number }>) {
      const days = Math.round(action.payload.days);
      if (!Number.isFinite(days)) return;
      state.calendarFrom = action.payload.from;
      state.calendarDays = Math.min(CALENDAR_DAYS.max, Math.max(CALENDAR_DAYS.min, days));
      state.openNight = null;
    },
    nightOpened(state, action: PayloadAction<{ roomId: number; date: string }>) {
      state.openNight = action.payload;
    },
    nightClosed(state) {
      state.openNight = null;
    },
    /** Signed out: the console shows its sign-in page, in the language it was in. */
    staffSignedOut(state) {
      return { ...initialState, language: state.language, sessionLost: true };
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(signedIn, (state) => {
        state.sessionLost = false;
      })
      .addMatcher(isSessionLost, (state) => {
        state.sessionLost = true;
        state.openNight = null;
      });
  },
  selectors: {
    selectSessionLost: (state) => state.sessionLost,
    selectStaffLanguage: (state) => state.language,
    selectCalendarFrom: (state) => state.calendarFrom,
    selectCalendarDays: (state) => state.calendarDays,
    selectOpenNight: (state) => state.openNight,
  },
});

declare module '../../store/store' {
  interface LazyLoadedSlices {
    staffUi: StaffUiState;
  }
}

/** The slice, in the store from the moment this module loads (the console's chunk). */
export const staffUiSlice = slice.injectInto(rootReducer);

export const { staffLanguageChosen, calendarRangeChosen, nightOpened, nightClosed, staffSignedOut } =
  staffUiSlice.actions;
export const { selectSessionLost, selectStaffLanguage, selectCalendarFrom, selectCalendarDays, selectOpenNight } =
  staffUiSlice.selectors;
