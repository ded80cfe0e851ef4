import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

export interface LanguageState {
  code: LanguageCode;
}

const initialState: LanguageState = { code: DEFAULT_LANGUAGE };

/** The app has rendered (hydrated or not): the language's side effects run once for the language it started in. */
export const appStarted = createAction('app/started');

export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    languageChanged(state, action: PayloadAction<LanguageCode>) {
      state.code = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.code,
  },
});

export const { languageChanged } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;
