import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RoomAmenity, RoomType } from '../../domain/rooms';
import { countChecked, emptyFilter, type RoomFilterValue } from './roomFilter';

/** The design card's filter: a draft edited in the modal, and the applied filter the list uses. */
export interface RoomFilterState {
  draft: RoomFilterValue;
  applied: RoomFilterValue;
}

const initialState: RoomFilterState = { draft: emptyFilter(), applied: emptyFilter() };

export const roomFilterSlice = createSlice({
  name: 'roomFilter',
  initialState,
  reducers: {
    draftTypeToggled(state, action: PayloadAction<RoomType>) {
      state.draft.roomTypes[action.payload] = !state.draft.roomTypes[action.payload];
    },
    draftAmenityToggled(state, action: PayloadAction<RoomAmenity>) {
      state.draft.amenities[action.payload] = !state.draft.amenities[action.payload];
    },
    /** Apply: the draft becomes the applied filter. */
    filterApplied(state) {
      state.applied = state.draft;
    },
    /** Clear: both draft and applied are reset. */
    filterCleared() {
      return initialState;
    },
    /** The modal closed without Apply: the draft goes back to what is applied. */
    draftDiscarded(state) {
      state.draft = state.applied;
    },
    /** The address carries a filter (a shared link, a reload, Back): it is both applied and drafted. */
    filterLoaded(_state, action: PayloadAction<RoomFilterValue>) {
      return { draft: action.payload, applied: action.payload };
    },
  },
  selectors: {
    selectDraft: (state) => state.draft,
    selectApplied: (state) => state.applied,
    selectDraftCount: (state) => countChecked(state.draft),
  },
});

export const { draftTypeToggled, draftAmenityToggled, filterApplied, filterCleared, draftDiscarded, filterLoaded } = roomFilterSlice.actions;
export const { selectDraft, selectApplied, selectDraftCount } = roomFilterSlice.selectors;
