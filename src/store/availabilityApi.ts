/**
 * What is free, from GET /api/availability (a stay) and GET /api/availability/{roomId}/nights (the
 * dialog's calendar), on the one api. Loaded on demand by ./availability.ts, whose hooks the pages use.
 */
import type { AvailabilityAnswer, FullNightsAnswer } from '../domain/availability';
import { api } from './api';

/** How long an answer is reused before it is asked again, and kept once nothing shows it (seconds). */
export const FRESH_S = 30;

export interface StayArgs {
  checkin: string;
  checkout: string;
}

export interface NightsArgs {
  roomId: number;
  from: string;
  to: string;
}

export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    availability: build.query<AvailabilityAnswer, StayArgs>({
      query: ({ checkin, checkout }) => ({ url: '/api/availability', params: { checkin, checkout } }),
      keepUnusedDataFor: FRESH_S,
    }),
    fullNights: build.query<FullNightsAnswer, NightsArgs>({
      query: ({ roomId, from, to }) => ({ url: `/api/availability/${roomId}/nights`, params: { from, to } }),
      keepUnusedDataFor: FRESH_S,
    }),
  }),
});
