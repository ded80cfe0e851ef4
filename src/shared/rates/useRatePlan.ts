/**
 * The owner's terms for the page's prices and notes: the store's `rates`, which are first those
 * the page was rendered with (so hydration meets the prerendered markup) and then the live ones,
 * which the store fetches from GET /api/rates after the page has rendered (`ratesShown`). The
 * api's code (RTK Query) is no part of a page's first load. When the server cannot say, the
 * rendered terms stay.
 */
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CancellationPolicy, RatePlan } from '../../domain/rates';
import { ratesShown, type RatesState } from './ratesSlice';

// The foundation cannot import the app's typed hooks (src/store/hooks): it types what it reads itself.
const selectRates = (state: { rates: RatesState }) => state.rates;

export interface RatePlanView {
  plan: RatePlan;
  policy: CancellationPolicy | null;
}

/** The plan and policy to show: the rendered ones, then the live ones. */
export function useRatePlan(): RatePlanView {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(ratesShown());
  }, [dispatch]);
  return useSelector(selectRates);
}
