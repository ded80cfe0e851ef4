/**
 * GET /api/rates on the one api: the owner's seasons, restrictions and cancellation policy. The
 * server lets an answer be reused for 5 s; so does the site. Loaded on demand by ./listeners.ts
 * when a page shows prices (src/shared/rates/useRatePlan.ts).
 */
import type { RatesAnswer } from '../shared/rates/ratesSlice';
import { api } from './api';

/** How long an answer is reused before it is asked again (seconds): the server's own max-age. */
export const RATES_FRESH_S = 5;

export const ratesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRates: build.query<RatesAnswer, void>({
      query: () => ({ url: '/api/rates' }),
      keepUnusedDataFor: 60,
    }),
  }),
});
