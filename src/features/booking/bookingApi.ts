import { api } from '../../store/api';
import type { BookingAnswer, BookingEmailPayload, BookingPayload } from '../../domain/booking';
import type { CancellationPolicy, Quote } from '../../domain/rates';
import type { LocalBookingRecord } from '../../shared/myRequests/bookingRecords';
import { bookingStored } from '../../shared/myRequests/myRequestsSlice';

export interface SubmitBookingArgs {
  payload: BookingPayload;
  /** One per submission attempt, reused on a retry of the same values. */
  idempotencyKey: string;
  toEmail: string;
  /** Set when the server already stored this request: only the email call is made again. */
  storedBookingId?: string;
  /** Each call's time limit when not the client's (src/store/baseQuery.ts); tests shorten it. */
  timeoutMs?: number;
  /** The guest's copy of the request, kept on this device once the server has stored it. */
  record: Omit<LocalBookingRecord, 'bookingId' | 'createdAt'>;
}

export interface SubmitBookingResult {
  bookingId: string;
  emailStatus: string;
}

/** The stay the dialog asks the server's price of (GET /api/quote). */
export interface StayQuoteArgs {
  roomId: number;
  checkin: string;
  checkout: string;
  /** The nationality's code ('' while none is chosen: the citizen's price, as the site's own rule). */
  nationality: string;
  units: number;
}

/** The server's quote of a stay, with the owner's cancellation policy (null while none is set). */
export type StayQuote = Quote & { policy?: CancellationPolicy | null };

/**
 * The two booking calls as one mutation, in sequence: the email call only after the bot call
 * succeeded; the first failure ends it. The moment the first call succeeds the dialog learns the
 * request is stored (bookingStored), so a failed email call is retried alone. Not wrapped in
 * retry(): a retry is the guest's Confirm, with the same Idempotency-Key.
 */
export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What the stay costs by the owner's terms of now: each night's price, the total, and whether it may be booked. */
    stayQuote: build.query<StayQuote, StayQuoteArgs>({
      // The owner's terms show within seconds (GET /api/rates is cacheable for 5 s): no older answer is reused.
      keepUnusedDataFor: 5,
      query: ({ roomId, checkin, checkout, nationality, units }) => ({
        url: `/api/quote?${new URLSearchParams({
          roomId: String(roomId),
          checkin,
          checkout,
          nationality,
          units: String(units),
        }).toString()}`,
      }),
    }),
    submitBooking: build.mutation<SubmitBookingResult, SubmitBookingArgs>({
      async queryFn(
        { payload, idempotencyKey, toEmail, storedBookingId, timeoutMs, record },
        { dispatch },
        _extra,
        fetchWithBQ,
      ) {
        const headers = { 'Idempotency-Key': idempotencyKey };
        let bookingId = storedBookingId;
        if (bookingId === undefined) {
          const first = await fetchWithBQ({
            url: '/api/bot/booking',
            method: 'POST',
            body: payload,
            headers,
            timeout: timeoutMs,
          });
          if (first.error) return { error: first.error };
          const { id, reference, statusToken } = first.data as BookingAnswer;
          bookingId = id;
          const extra = { ...(reference ? { reference } : {}), ...(statusToken ? { statusToken } : {}) };
          dispatch(
            bookingStored({
              bookingId,
              payload,
              record: { ...record, bookingId, createdAt: new Date().toISOString(), ...extra },
            }),
          );
        }
        const second = await fetchWithBQ({
          url: '/api/booking/email',
          server: 'email',
          method: 'POST',
          body: { ...payload, toEmail, bookingId } satisfies BookingEmailPayload,
          headers,
          timeout: timeoutMs,
        });
        if (second.error) return { error: second.error };
        return { data: { bookingId, emailStatus: (second.data as BookingAnswer).status } };
      },
    }),
  }),
});
