/**
 * What is free, for the rooms pages' notes and the dialog's calendar, through the one api
 * (./availabilityApi.ts) and its cache: an answer is reused for 30 s, then asked again when a page
 * asks for it; one nothing shows is dropped after 30 s. The api's code (RTK Query) is no part of
 * the rooms pages' first load: it is fetched after the page has rendered, and only when something
 * is asked. Until an answer is in, or when the server cannot say, nothing is known and the pages
 * behave as without availability: the server still refuses a sold-out stay (409 sold_out).
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useMemo } from 'react';
import type { AvailabilityAnswer, FullNightsAnswer } from '../domain/availability';
import { addDays, todayInHotel } from '../domain/dates';
import type { NightsArgs, StayArgs } from './availabilityApi';
import { useAppDispatch, useAppSelector } from './hooks';
import { slicesAdded, type AppDispatch, type RootState } from './store';

type AvailabilityModule = typeof import('./availabilityApi');

/** The module once it has loaded (the same for every store: the api joins each store on its first call). */
let loaded: AvailabilityModule | null = null;
let loading: Promise<AvailabilityModule> | null = null;

function loadAvailabilityApi(): Promise<AvailabilityModule> {
  loading ??= import(/* webpackChunkName: "api" */ './availabilityApi').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A chunk that failed to load (offline) is asked for again by the next page that needs it.
      loading = null;
      throw error;
    },
  );
  return loading;
}

type Subscription = { unsubscribe(): void };

/** What the hooks need of an endpoint of the api (RTK Query's own types say more). */
interface Endpoint<Args, Answer> {
  initiate(args: Args, options: { forceRefetch: number }): ThunkAction<Subscription, unknown, unknown, UnknownAction>;
  select(args: Args): (state: never) => { data?: Answer };
}

const stayEndpoint = (module: AvailabilityModule): Endpoint<StayArgs, AvailabilityAnswer> =>
  module.availabilityApi.endpoints.availability;
const nightsEndpoint = (module: AvailabilityModule): Endpoint<NightsArgs, FullNightsAnswer> =>
  module.availabilityApi.endpoints.fullNights;

/** The answer of an endpoint for `args` (null: nothing asked), subscribed to while the component shows it. */
function useAnswer<Args, Answer>(
  endpointOf: (module: AvailabilityModule) => Endpoint<Args, Answer>,
  args: Args | null,
): Answer | undefined {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (args === null) return undefined;
    let subscription: Subscription | null = null;
    let done = false;
    loadAvailabilityApi().then(
      (module) => {
        if (done) return;
        subscription = dispatch((innerDispatch: AppDispatch, getState: () => RootState) => {
          // The api's state joins this store with the first action after its module loaded; RTK
          // Query looks for a cached answer before its own first action.
          if (getState().api === undefined) innerDispatch(slicesAdded());
          // Asked again when the cached answer is older than its freshness.
          return innerDispatch(endpointOf(module).initiate(args, { forceRefetch: module.FRESH_S }));
        });
      },
      () => undefined,
    );
    return () => {
      done = true;
      subscription?.unsubscribe();
    };
  }, [dispatch, endpointOf, args]);
  return useAppSelector((state) => {
    // Before the api's first call on this store its state is not there: nothing is known yet.
    if (args === null || !loaded || state.api === undefined) return undefined;
    return endpointOf(loaded).select(args)(state as never).data;
  });
}

/** Free units of each room kind over a stay, by room id; null while unknown or without dates. */
export function useAvailability(checkin: string | null, checkout: string | null): ReadonlyMap<number, number> | null {
  const stay = useMemo(() => (checkin && checkout ? { checkin, checkout } : null), [checkin, checkout]);
  const answer = useAnswer(stayEndpoint, stay);
  return useMemo(() => (answer ? new Map(answer.rooms.map((room) => [room.roomId, room.free])) : null), [answer]);
}

/** How far ahead the dialog's calendar knows the full nights (the server's longest range). */
export const CALENDAR_NIGHTS = 731;

const NONE: readonly string[] = [];

/** The nights on which a room kind is full, from the hotel's today on; empty while unknown. */
export function useFullNights(roomId: number | null): readonly string[] {
  const today = todayInHotel();
  const range = useMemo(
    () => (roomId === null ? null : { roomId, from: today, to: addDays(today, CALENDAR_NIGHTS) }),
    [roomId, today],
  );
  return useAnswer(nightsEndpoint, range)?.full ?? NONE;
}
