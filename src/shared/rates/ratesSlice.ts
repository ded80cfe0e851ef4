/**
 * The owner's terms the page was rendered with: the seasons and restrictions (a RatePlan) and the
 * cancellation policy, as GET /api/rates gave them to the server renderer. A prerendered page
 * carries them for hydration (./ratePayload.ts), so the first render shows exactly the prerendered
 * prices; the live answer then comes through the api (./useRatePlan.ts). Part of the foundation's
 * store: it is small, and its state is named in the preloaded state.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { CancellationPolicy, RatePlan } from '../../domain/rates';

/** The answer of GET /api/rates. */
export interface RatesAnswer extends RatePlan {
  policy: CancellationPolicy | null;
}

export interface RatesState {
  plan: RatePlan;
  policy: CancellationPolicy | null;
}

/** No season, no restriction, no policy: every price is the spec's (the build renders with this). */
export const NO_RATES: RatesState = { plan: { seasons: [], restrictions: [] }, policy: null };

export const ratesSlice = createSlice({
  name: 'rates',
  initialState: NO_RATES,
  reducers: {},
  selectors: { selectRates: (state) => state },
});

export const { selectRates } = ratesSlice.selectors;

/** The store's part of a /api/rates answer (anything else it carries is left out). */
export function ratesState(answer: RatesAnswer): RatesState {
  return { plan: { seasons: answer.seasons, restrictions: answer.restrictions }, policy: answer.policy };
}
