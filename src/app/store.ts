import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { languageSlice } from '../features/language/languageSlice';

export const rootReducer = combineSlices(languageSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests and the prerenderer build their own from this. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
