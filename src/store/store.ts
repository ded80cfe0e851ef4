import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { bookNowSlice } from '../shared/bookNow/bookNowSlice';
import { languageSlice } from '../shared/language/languageSlice';
import { lightboxSlice } from '../shared/lightbox/lightboxSlice';
import { myRequestsSlice } from '../shared/myRequests/myRequestsSlice';
import { ratesSlice } from '../shared/rates/ratesSlice';
import type { api } from './api';
import { devToolsOptions } from './devToolsSanitizer';
import { listenerMiddleware } from './listeners';

/**
 * The slices that add themselves when their module loads: the RTK Query api (./api.ts) and each
 * feature's own (`slice.injectInto(rootReducer)` where the slice is defined). A feature declares its
 * part by declaration merging (`declare module '…/store/store' { interface LazyLoadedSlices { … } }`),
 * so the store imports no feature. A slice's state is in the store from the first action after its
 * module loaded; until then its selectors read its initial state.
 */
export interface LazyLoadedSlices {
  api: ReturnType<typeof api.reducer>;
}

/**
 * The foundation's slices (language, lightbox, my requests, the dialog on its way, the terms the
 * page was rendered with), and the lazily added ones.
 */
export const rootReducer = combineSlices(
  languageSlice,
  lightboxSlice,
  myRequestsSlice,
  bookNowSlice,
  ratesSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export { slicesAdded } from './slicesAdded';

/**
 * The RTK Query api's middleware joins here when ./api.ts loads (in the chunks that call the
 * server), so none of RTK Query weighs on the first page load.
 */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/** webpack's flag (webpack.config.ts): true in development and staging builds, false in production. */
declare const __DEVTOOLS__: boolean | undefined;

/** Whether the store connects to Redux DevTools; outside webpack (jest, Node) everywhere but production. */
const DEVTOOLS = typeof __DEVTOOLS__ !== 'undefined' ? __DEVTOOLS__ : process.env.NODE_ENV !== 'production';

/**
 * A fresh store; tests, the prerenderer and QA's replay build their own from this. It holds every
 * slice whose module has loaded: a preloaded state may only name those (import the feature's slice first).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // No immutability middleware: every slice's state (createSlice, RTK Query's) comes from Immer,
    // which freezes it deeply, so a mutation outside a reducer throws where it is written
    // (__tests__/store/frozenState.test.ts). The middleware found the same thing after the fact by
    // walking the whole state at every action: 10 % of the component tests' CPU. The
    // serializability check stays.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ immutableCheck: false })
        .prepend(listenerMiddleware.middleware)
        .concat(dynamicMiddleware.middleware),
    devTools: DEVTOOLS ? devToolsOptions : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
