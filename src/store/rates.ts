/**
 * The live terms: when a page shows the owner's prices or policy (`ratesShown`, from
 * src/shared/rates/useRatePlan.ts) the store asks GET /api/rates through the one api and puts the
 * answer in its `rates`. Its own chunk with the api's: the entry (src/index.tsx) loads it with the
 * guest's first action on the page and then asks at once. A page served by the booking server
 * carries the terms of the moment it was served (the server renders the priced pages again within
 * seconds of a change), so its first load needs none of this; the server renderer never asks.
 */
import { ratesReceived, ratesShown } from '../shared/rates/ratesSlice';
import { listenerMiddleware } from './listeners';
import { slicesAdded } from './slicesAdded';

// Reused for 5 s; a failed call keeps the terms the page has. Of several pages' parts asking at
// once, the last one's answer is put in the store (the api sends one request for them all).
listenerMiddleware.startListening({
  actionCreator: ratesShown,
  effect: async (_action, listenerApi) => {
    listenerApi.cancelActiveListeners();
    try {
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

/** The action that asks for the live terms now (the entry's, once the module has loaded). */
export const liveRatesWanted = ratesShown;
