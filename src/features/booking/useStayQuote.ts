/**
 * The server's price of the dialog's stay (GET /api/quote, bookingApi.ts): asked once the dates,
 * the rooms and the nationality make a stay, through the booking calls' code, which loads after the
 * dialog shows. Until the answer is in, or when the server cannot say, there is none and the dialog
 * shows its own computation (the spec's table); the server still prices the request it is sent.
 */
import { useEffect, useMemo } from 'react';
import { nightsBetween } from '../../domain/dates';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { slicesAdded, type AppDispatch, type RootState } from '../../store/store';
import type { StayQuote, StayQuoteArgs } from './bookingApi';
import { loadBookingApi } from './loadBookingApi';

type Subscription = { unsubscribe(): void };

/** The quote's arguments for the form's stay, or null when it is not one yet (no dates, or out of order). */
export function stayQuoteArgs(
  roomId: number | null,
  stay: { checkIn: string; checkOut: string; nationality: string | null; units: number },
): StayQuoteArgs | null {
  if (roomId === null || nightsBetween(stay.checkIn, stay.checkOut) < 1) return null;
  return {
    roomId,
    checkin: stay.checkIn,
    checkout: stay.checkOut,
    nationality: stay.nationality ?? '',
    units: stay.units,
  };
}

/** Joins the api's state to this store (RTK Query looks for a cached answer before its own first action). */
function joinStore(dispatch: AppDispatch, getState: () => RootState): void {
  if (getState().api === undefined) dispatch(slicesAdded());
}

/** Asks the server again for a stay's quote (after it said the price changed); resolves when the answer is in. */
export async function refetchStayQuote(
  dispatch: AppDispatch,
  getState: () => RootState,
  args: StayQuoteArgs,
): Promise<StayQuote | undefined> {
  const { bookingApi } = await loadBookingApi.load();
  joinStore(dispatch, getState);
  const request = dispatch(bookingApi.endpoints.stayQuote.initiate(args, { subscribe: false, forceRefetch: true }));
  const result = await request;
  return result.data;
}

/** The server's quote of `args` (undefined while unknown), subscribed to while the dialog shows it. */
export function useStayQuote(args: StayQuoteArgs | null): StayQuote | undefined {
  const dispatch = useAppDispatch();
  // One object per stay, so a render with the same values neither asks again nor reads another entry.
  const key = args === null ? null : JSON.stringify(args);
  const stable = useMemo(() => (key === null ? null : (JSON.parse(key) as StayQuoteArgs)), [key]);
  useEffect(() => {
    if (stable === null) return undefined;
    let subscription: Subscription | null = null;
    let done = false;
    loadBookingApi.load().then(
      ({ bookingApi }) => {
        if (done) return;
        subscription = dispatch((inner: AppDispatch, getState: () => RootState) => {
          joinStore(inner, getState);
          return inner(bookingApi.endpoints.stayQuote.initiate(stable));
        });
      },
      () => undefined,
    );
    return () => {
      done = true;
      subscription?.unsubscribe();
    };
  }, [dispatch, stable]);
  return useAppSelector((state) => {
    const module = loadBookingApi.loaded();
    if (stable === null || !module || state.api === undefined) return undefined;
    return module.bookingApi.endpoints.stayQuote.select(stable)(state as never).data;
  });
}
