import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RoomAmenity, RoomType } from '../../domain/rooms';
import { rootReducer } from '../../store/store';
import { countChecked, emptyFilter, type RoomFilterValue } from './roomFilter';

/**
 * The filter modal's draft. The applied filter has one owner, the address (?type=&amenity=, read
 * and written by useRoomFilter), so a filtered list can be shared and Back/Forward restore it;
 * the draft starts from it each time the modal opens, and Apply writes the draft there.
 */
export interface RoomFilterState {
  draft: RoomFilterValue;
}

const initialState: RoomFilterState = { draft: emptyFilter() };

const slice = createSlice({
  name: 'roomFilter',
  initialState,
  reducers: {
    /** The modal opened (from the applied filter) or Clear was pressed (from nothing). */
    draftReset(state, action: PayloadAction<RoomFilterValue>) {
      state.draft = action.payload;
    },
    draftTypeToggled(state, action: PayloadAction<RoomType>) {
      state.draft.roomTypes[action.payload] = !state.draft.roomTypes[action.payload];
    },
    draftAmenityToggled(state, action: PayloadAction<RoomAmenity>) {
      state.draft.amenities[action.payload] = !state.draft.amenities[action.payload];
    },
  },
  selectors: {
    selectDraft: (state) => state.draft,
    selectDraftCount: (state) => countChecked(state.draft),
  },
});

declare module '../../store/store' {
  interface LazyLoadedSlices {
    roomFilter: RoomFilterState;
  }
}

/** The slice, in the store from the moment this module loads. */
export const roomFilterSlice = slice.injectInto(rootReducer);

export const { draftReset, draftTypeToggled, draftAmenityToggled } = roomFilterSlice.actions;
export const { selectDraft, selectDraftCount } = roomFilterSlice.selectors;
