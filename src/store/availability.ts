/**
 * Availability for the rooms pages, through the one api (./availabilityApi.ts) with its cache. Its
 * code (RTK Query) is not part of these pages' first load: it is fetched after the page has
 * rendered, and only when the guest gave dates. Until the answer is in, nothing is known and the
 * pages behave as without availability.
 */
import { useEffect, useMemo } from 'react';
import type { AvailabilityAnswer } from '../domain/availability';
import type { StayArgs } from './availabilityApi';
import { useAppDispatch, useAppSelector } from './hooks';
import type { RootState } from './store';

type AvailabilityModule = typeof import('./availabilityApi');

/** The module once it has loaded (one for every store: the api joins each store on its first call). */
let loaded: AvailabilityModule | null = null;
let loading: Promise<AvailabilityModule> | null = null;

function loadAvailabilityApi(): Promise<AvailabilityModule> {
  loading ??= import(/* webpackChunkName: "api" */ './availabilityApi').catch((error: unknown) => {
    // A chunk that failed to load (offline) is asked again by the next page that needs it.
    loading = null;
    throw error;
  });
  return loading;
}

function selectAnswer(state: RootState, stay: StayArgs): AvailabilityAnswer | undefined {
  // Before the api's first call on this store its state is not there yet: nothing is known.
  if (!loaded || state.api === undefined) return undefined;
  const select = loaded.availabilityApi.endpoints.availability.select(stay);
  // The store's type knows the api without the endpoints injected later.
  return select(state as Parameters<typeof select>[0]).data;
}

/** Free units of each room kind over a stay, by room id; null while unknown or without dates. */
export function useAvailability(checkin: string | null, checkout: string | null): ReadonlyMap<number, number> | null {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!checkin || !checkout) return undefined;
    let subscription: { unsubscribe(): void } | null = null;
    let done = false;
    loadAvailabilityApi().then(
      (module) => {
        loaded = module;
        // Asked again when the answer is older than its freshness; otherwise the cached one serves.
        if (!done) subscription = dispatch(module.availabilityApi.endpoints.availability.initiate({ checkin, checkout }, { forceRefetch: module.FRESH_S }));
      },
      () => undefined,
    );
    return () => {
      done = true;
      subscription?.unsubscribe();
    };
  }, [dispatch, checkin, checkout]);
  const answer = useAppSelector((state) => (checkin && checkout ? selectAnswer(state, { checkin, checkout }) : undefined));
  return useMemo(() => (answer ? new Map(answer.rooms.map((room) => [room.roomId, room.free])) : null), [answer]);
}
