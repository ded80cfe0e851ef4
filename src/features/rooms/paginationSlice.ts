import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/store';

/** Rooms shown at first, and how many more each 'Load more' adds (spec section 9). */
export const PAGE_SIZE = 9;
export const PAGE_INCREMENT = 6;

export interface PaginationState {
  visible: number;
}

const initialState: PaginationState = { visible: PAGE_SIZE };

const slice = createSlice({
  name: 'pagination',
  initialState,
  reducers: {
    moreLoaded(state) {
      state.visible += PAGE_INCREMENT;
    },
    paginationReset(state) {
      state.visible = PAGE_SIZE;
    },
  },
  selectors: {
    selectVisibleCount: (state) => state.visible,
  },
});

declare module '../../store/store' {
  interface LazyLoadedSlices {
    pagination: PaginationState;
  }
}

/** The slice, in the store from the moment this module loads. */
export const paginationSlice = slice.injectInto(rootReducer);

export const { moreLoaded, paginationReset } = paginationSlice.actions;
export const { selectVisibleCount } = paginationSlice.selectors;
