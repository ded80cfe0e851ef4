/**
 * What is free, from GET /api/availability (a stay) and GET /api/availability/{roomId}/nights (the
 * dialog's calendar), on the one api. An answer is reused for 30 s, then asked again when a page
 * asks for it; an unused one is dropped after 30 s. Without dates, or when the server cannot say,
 * nothing is known and the pages behave as without availability: the server still refuses a
 * sold-out stay (409 sold_out).
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { AvailabilityAnswer, FullNightsAnswer } from '../domain/availability';
import { addDays, todayInHotel } from '../domain/dates';
import { api } from './api';

/** How long an answer is reused before it is asked again, and kept once nothing shows it (seconds). */
export const FRESH_S = 30;

/** How far ahead the dialog's calendar knows the full nights (the server's longest range). */
export const CALENDAR_NIGHTS = 731;

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

const NONE: readonly string[] = [];

/** The nights on which a room kind is full, from the hotel's today on; empty while unknown. */
export function useFullNights(roomId: number | null): readonly string[] {
  const today = todayInHotel();
  const { data } = availabilityApi.useFullNightsQuery(roomId === null ? skipToken : { roomId, from: today, to: addDays(today, CALENDAR_NIGHTS) }, {
    refetchOnMountOrArgChange: FRESH_S,
  });
  return data?.full ?? NONE;
}
