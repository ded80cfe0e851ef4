import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { bookingDialogSlice } from '../features/booking/bookingDialogSlice';
import { bookNowSlice } from '../shared/bookNow/bookNowSlice';
import { lightboxSlice } from '../shared/lightbox/lightboxSlice';
import { languageSlice } from '../shared/language/languageSlice';
import { paginationSlice } from '../features/rooms/paginationSlice';
import { roomFilterSlice } from '../features/rooms/roomFilterSlice';
import { devToolsOptions } from './devToolsSanitizer';
import { listenerMiddleware } from './listeners';
import { myRequestsSlice } from '../shared/myRequests/myRequestsSlice';

export const rootReducer = combineSlices(languageSlice, roomFilterSlice, paginationSlice, lightboxSlice, bookingDialogSlice, bookNowSlice, myRequestsSlice);

/**
 * The RTK Query api lives in the booking chunk: it injects its reducer into rootReducer and its
 * middleware here when that chunk loads, so none of it weighs on the first page load.
 */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/** webpack's flag (webpack.config.ts): true in development and staging builds, false in production. */
declare const __DEVTOOLS__: boolean | undefined;

/** Whether the store connects to Redux DevTools; outside webpack (jest, Node) everywhere but production. */
const DEVTOOLS = typeof __DEVTOOLS__ !== 'undefined' ? __DEVTOOLS__ : process.env.NODE_ENV !== 'production';

/** A fresh store; tests and the prerenderer build their own from this. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(dynamicMiddleware.middleware),
    devTools: DEVTOOLS ? devToolsOptions : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
