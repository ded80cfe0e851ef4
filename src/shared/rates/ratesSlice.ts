/**
 * The owner's terms the pages show: the seasons and restrictions (a RatePlan) and the cancellation
 * policy. First those the page was rendered with (the server renderer's GET /api/rates payload; a
 * prerendered page carries them for hydration, ./ratePayload.ts), so the first render shows
 * exactly the prerendered prices; then the live answer of GET /api/rates, which the store asks for
 * when a page shows them (`ratesShown`, src/store/listeners.ts). Part of the foundation's store:
 * it is small, and its state is named in the preloaded state.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

/** The store's part of a /api/rates answer (anything else it carries is left out). */
export function ratesState(answer: RatesAnswer): RatesState {
  return { plan: { seasons: answer.seasons, restrictions: answer.restrictions }, policy: answer.policy };
}

export const ratesSlice = createSlice({
  name: 'rates',
  initialState: NO_RATES,
  reducers: {
    /** The live terms from GET /api/rates. */
    ratesReceived: (_state, action: PayloadAction<RatesAnswer>) => ratesState(action.payload),
  },
});

export const { ratesReceived } = ratesSlice.actions;

/** A page shows prices or the policy: the store asks for the live terms (again once 5 s old). */
export const ratesShown = createAction('rates/shown');
