/**
 * What is free, from GET /api/availability (a stay) and GET /api/availability/{roomId}/nights
 * (the dialog's calendar). A plain fetch with a small cache rather than RTK Query: the rooms pages
 * need it right after they start, and RTK Query's code would add to their first load (the booking
 * chunk brings it later). Without dates, or when the server cannot say, nothing is known and the
 * pages behave as before: the server still refuses a sold-out stay (409 sold_out).
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { AvailabilityAnswer, FullNightsAnswer } from '../domain/availability';
import { addDays, todayInHotel } from '../domain/dates';
import { apiBase, bookingApiKey } from './config';

/** How long an answer is reused before it is asked again. */
const FRESH_MS = 30_000;

interface Entry<T> {
  value: T | null;
  at: number;
  loading: boolean;
}

const entries = new Map<string, Entry<unknown>>();
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function load<T>(path: string): void {
  const entry = entries.get(path);
  if (entry && (entry.loading || Date.now() - entry.at < FRESH_MS)) return;
  entries.set(path, { value: entry?.value ?? null, at: Date.now(), loading: true });
  const key = bookingApiKey();
  fetch(`${apiBase()}${path}`, { headers: key ? { 'x-api-key': key } : {} })
    .then((response) => (response.ok ? (response.json() as Promise<T>) : null))
    .catch(() => null)
    .then((value) => {
      entries.set(path, { value: value ?? entry?.value ?? null, at: Date.now(), loading: false });
      notify();
    });
}

function useCached<T>(path: string | null): T | null {
  // The fetch starts after render (and again when an answer has gone stale and the path is asked anew).
  useEffect(() => {
    if (path !== null) load<T>(path);
  }, [path]);
  return useSyncExternalStore(
    subscribe,
    () => (path === null ? null : ((entries.get(path)?.value as T | undefined) ?? null)),
    () => null,
  );
}

/** Free units of each room kind over a stay, by room id; null while unknown or without dates. */
export function useAvailability(checkin: string | null, checkout: string | null): ReadonlyMap<number, number> | null {
  const answer = useCached<AvailabilityAnswer>(checkin && checkout ? `/api/availability?checkin=${checkin}&checkout=${checkout}` : null);
  return useMemo(() => (answer ? new Map(answer.rooms.map((room) => [room.roomId, room.free])) : null), [answer]);
}

/** How far ahead the dialog's calendar knows the full nights (the server's longest range). */
export const CALENDAR_NIGHTS = 731;

/** The nights on which a room kind is full, from the hotel's today on; empty while unknown. */
export function useFullNights(roomId: number | null): readonly string[] {
  const today = todayInHotel();
  const answer = useCached<FullNightsAnswer>(roomId === null ? null : `/api/availability/${roomId}/nights?from=${today}&to=${addDays(today, CALENDAR_NIGHTS)}`);
  return answer?.full ?? NONE;
}

const NONE: readonly string[] = [];

/** The last day a stay from `checkin` may end: the first full night on or after it (that morning), or `max`. */
export function lastCheckout(checkin: string, fullNights: readonly string[], max: string | undefined): string | undefined {
  const firstFull = fullNights.find((night) => night >= checkin);
  if (firstFull === undefined) return max;
  return max === undefined || firstFull < max ? firstFull : max;
}
