import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** open → closing (the fade runs) → closed. */
export type LightboxStatus = 'closed' | 'open' | 'closing';

export interface LightboxState {
  status: LightboxStatus;
  /** Which photo set is shown (e.g. 'gallery', 'room-3'): one lightbox serves several pages. */
  set: string;
  index: number;
  total: number;
}

const initialState: LightboxState = { status: 'closed', set: '', index: 0, total: 0 };

const wrap = (index: number, total: number) => (total > 0 ? ((index % total) + total) % total : 0);

export const lightboxSlice = createSlice({
  name: 'lightbox',
  initialState,
  reducers: {
    lightboxOpened(state, action: PayloadAction<{ set: string; index: number; total: number }>) {
      const { set, index, total } = action.payload;
      if (total <= 0) return;
      state.status = 'open';
      state.set = set;
      state.total = total;
      state.index = wrap(index, total);
    },
    lightboxNext(state) {
      if (state.status === 'open') state.index = wrap(state.index + 1, state.total);
    },
    lightboxPrevious(state) {
      if (state.status === 'open') state.index = wrap(state.index - 1, state.total);
    },
    /** Starts the closing fade; the view dispatches lightboxClosed when it has run. */
    lightboxCloseRequested(state) {
      if (state.status === 'open') state.status = 'closing';
    },
    lightboxClosed() {
      return initialState;
    },
  },
  selectors: {
    selectLightbox: (state) => state,
    selectLightboxIndex: (state) => state.index,
    selectLightboxStatus: (state) => state.status,
  },
});

export const { lightboxOpened, lightboxNext, lightboxPrevious, lightboxCloseRequested, lightboxClosed } =
  lightboxSlice.actions;
export const { selectLightbox, selectLightboxIndex, selectLightboxStatus } = lightboxSlice.selectors;
