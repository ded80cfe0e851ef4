import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

/**
 * The store's language: the one of addresses without a language segment (/, /rooms…), detected
 * at start and then the visitor's choice. An address with a segment (/ru/…) names its own
 * language and owns it; nothing copies one into the other (see languageOfPage in languages.ts).
 */
export interface LanguageState {
  code: LanguageCode;
}

const initialState: LanguageState = { code: DEFAULT_LANGUAGE };

/** The store is made and the app is about to render (dispatched once by src/index.tsx). */
export const appStarting = createAction('app/starting');

/** The app has rendered (hydrated or not): the page is live from now on. */
export const appStarted = createAction('app/started');

/**
 * The page is now shown in this language (at start, and whenever the address or the store changes
 * it): the listener saves it as the visitor's preference and sets <html lang>. An event, not state.
 */
export const languageShown = createAction<LanguageCode>('language/shown');

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
