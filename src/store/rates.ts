/**
 * The live terms: when a page shows the owner's prices or policy (`ratesShown`, from
 * src/shared/rates/useRatePlan.ts) the store asks GET /api/rates through the one api and puts the
 * answer in its `rates`. Its own module, registered by the entry (src/index.tsx) before the store
 * starts; the server renderer, which has the terms already, never asks.
 *
 * A page served by the booking server carries the terms of the moment it was served (the server
 * renders the priced pages again within seconds of a change), so the first load does not wait on
 * the api's code (./ratesApi.ts, RTK Query): it is fetched with the first thing the guest does
 * (a tap, a key, a scroll), or at once when another part of the page has loaded it already.
 */
import { ratesReceived, ratesShown } from '../shared/rates/ratesSlice';
import { listenerMiddleware } from './listeners';
import { slicesAdded } from './slicesAdded';

const GUEST_ACTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Resolves at the guest's first tap, key, wheel or scroll on the page, watched from the app's start (at once outside a browser). */
const firstGuestAction: Promise<void> = new Promise<void>((resolve) => {
  if (typeof window === 'undefined') return resolve();
  const acted = () => {
    for (const type of GUEST_ACTS) window.removeEventListener(type, acted, true);
    resolve();
  };
  for (const type of GUEST_ACTS) window.addEventListener(type, acted, { capture: true, passive: true });
});

// Reused for 5 s; a failed call keeps the terms the page has. Of several pages' parts asking at
// once, the last one's answer is put in the store (the api sends one request for them all).
listenerMiddleware.startListening({
  actionCreator: ratesShown,
  effect: async (_action, listenerApi) => {
    listenerApi.cancelActiveListeners();
    try {
      const apiLoaded = (listenerApi.getState() as { api?: unknown }).api !== undefined;
      if (!apiLoaded) await listenerApi.pause(firstGuestAction);
      const { ratesApi, RATES_FRESH_S } = await listenerApi.pause(import(/* webpackChunkName: "api" */ './ratesApi'));
      if ((listenerApi.getState() as { api?: unknown }).api === undefined) listenerApi.dispatch(slicesAdded());
      const request = listenerApi.dispatch(
        ratesApi.endpoints.getRates.initiate(undefined, { forceRefetch: RATES_FRESH_S, subscribe: false }),
      );
      listenerApi.dispatch(ratesReceived(await listenerApi.pause(request.unwrap())));
    } catch {
      // Offline, the server down, or the listener cancelled by a newer request: nothing to change.
    }
  },
});
