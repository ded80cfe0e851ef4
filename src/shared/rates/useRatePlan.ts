/**
 * The owner's terms for the page's prices and notes: first those the page was rendered with (the
 * store's preloaded `rates`, so hydration meets the prerendered markup), then the live ones from
 * GET /api/rates once they are in. The api's code (RTK Query) is no part of a page's first load:
 * it is fetched after the page has rendered. When the server cannot say, the rendered terms stay.
 */
import { useEffect, useMemo } from 'react';
import type { CancellationPolicy, RatePlan } from '../../domain/rates';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { slicesAdded, type AppDispatch, type RootState } from '../../store/store';
import { lazyModule } from '../lazyModule';
import { ratesState, selectRates, type RatesAnswer } from './ratesSlice';

const ratesModule = lazyModule(() => import(/* webpackChunkName: "api" */ './ratesApi'));

type Subscription = { unsubscribe(): void };

function selectLive(state: RootState): RatesAnswer | undefined {
  const module = ratesModule.loaded();
  // Before the api's first call on this store its state is not there: nothing live yet.
  if (!module || state.api === undefined) return undefined;
  return module.ratesApi.endpoints.getRates.select()(state as never).data;
}

/** Asks GET /api/rates while a component shows the terms (again once the answer is older than 5 s). */
function useLiveRates(): RatesAnswer | undefined {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let subscription: Subscription | null = null;
    let done = false;
    ratesModule.load().then(
      ({ ratesApi, RATES_FRESH_S }) => {
        if (done) return;
        subscription = dispatch((innerDispatch: AppDispatch, getState: () => RootState) => {
          if (getState().api === undefined) innerDispatch(slicesAdded());
          return innerDispatch(ratesApi.endpoints.getRates.initiate(undefined, { forceRefetch: RATES_FRESH_S }));
        });
      },
      () => undefined,
    );
    return () => {
      done = true;
      subscription?.unsubscribe();
    };
  }, [dispatch]);
  return useAppSelector(selectLive);
}

export interface RatePlanView {
  plan: RatePlan;
  policy: CancellationPolicy | null;
}

/** The plan and policy to show: the rendered ones, then the live ones. */
export function useRatePlan(): RatePlanView {
  const rendered = useAppSelector(selectRates);
  const live = useLiveRates();
  return useMemo(() => (live ? ratesState(live) : rendered), [live, rendered]);
}
