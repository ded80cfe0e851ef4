import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../../app/api';
import { apiBase, bookingApiKey, emailApiBase } from '../../app/config';
import { dynamicMiddleware, rootReducer } from '../../app/store';
import type { BookingAnswer, BookingPayload } from '../../domain/booking';

/** The email call's time limit (spec section 9). */
export const EMAIL_TIMEOUT_MS = 15000;

export interface SubmitBookingArgs {
  payload: BookingPayload;
  /** One per submission attempt, reused on a retry of the same values. */
  idempotencyKey: string;
  toEmail: string;
  /** The email call's timeout; tests shorten it. */
  emailTimeoutMs?: number;
}

export interface SubmitBookingResult {
  bookingId: string;
  emailStatus: string;
}

function headers(idempotencyKey: string): Record<string, string> {
  const key = bookingApiKey();
  return { 'Idempotency-Key': idempotencyKey, ...(key ? { 'x-api-key': key } : {}) };
}

/**
 * The two booking calls as one mutation, in sequence: the email call only after the bot call
 * succeeded; the first failure ends it. Not wrapped in retry(): a retry is the guest's Confirm,
 * with the same Idempotency-Key, so it can never make a second booking.
 */
export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitBooking: build.mutation<SubmitBookingResult, SubmitBookingArgs>({
      async queryFn({ payload, idempotencyKey, toEmail, emailTimeoutMs = EMAIL_TIMEOUT_MS }, _api, _extra, fetchWithBQ) {
        const first = await fetchWithBQ({ url: `${apiBase()}/api/bot/booking`, method: 'POST', body: payload, headers: headers(idempotencyKey) });
        if (first.error) return { error: first.error };
        const answer = first.data as BookingAnswer;
        const second = await fetchWithBQ({
          url: `${emailApiBase()}/api/booking/email`,
          method: 'POST',
          body: { ...payload, toEmail, bookingId: answer.id },
          headers: headers(idempotencyKey),
          timeout: emailTimeoutMs,
        });
        if (second.error) return { error: second.error as FetchBaseQueryError };
        return { data: { bookingId: answer.id, emailStatus: (second.data as BookingAnswer).status } };
      },
    }),
  }),
});

// The api joins the store when this chunk loads (see src/app/store.ts).
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);
