import { createSlice } from '@reduxjs/toolkit';

/** Rooms shown at first, and how many more each 'Load more' adds (spec section 9). */
export const PAGE_SIZE = 9;
export const PAGE_INCREMENT = 6;

export const paginationSlice = createSlice({
  name: 'pagination',
  initialState: { visible: PAGE_SIZE },
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

export const { moreLoaded, paginationReset } = paginationSlice.actions;
export const { selectVisibleCount } = paginationSlice.selectors;
