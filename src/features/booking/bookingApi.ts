import { api } from '../../app/api';
import { apiBase, bookingApiKey, emailApiBase } from '../../app/config';
import { dynamicMiddleware, rootReducer } from '../../app/store';
import type { BookingAnswer, BookingEmailPayload, BookingPayload } from '../../domain/booking';
import type { LocalBookingRecord } from '../../shared/myRequests/bookingRecords';
import { bookingStored } from '../../shared/myRequests/myRequestsSlice';

/** Each call's time limit: the spec's 15 s for the email call, and the same for the first. */
export const REQUEST_TIMEOUT_MS = 15000;

export interface SubmitBookingArgs {
  payload: BookingPayload;
  /** One per submission attempt, reused on a retry of the same values. */
  idempotencyKey: string;
  toEmail: string;
  /** Set when the server already stored this request: only the email call is made again. */
  storedBookingId?: string;
  /** Each call's timeout; tests shorten it. */
  timeoutMs?: number;
  /** The guest's copy of the request, kept on this device once the server has stored it. */
  record: Omit<LocalBookingRecord, 'bookingId' | 'createdAt'>;
}

export interface SubmitBookingResult {
  bookingId: string;
  emailStatus: string;
}

function headers(idempotencyKey: string): Record<string, string> {
  return { 'Idempotency-Key': idempotencyKey, ...apiKeyHeader() };
}

/** The x-api-key header when the deployment sets a key. */
export function apiKeyHeader(): Record<string, string> {
  const key = bookingApiKey();
  return key ? { 'x-api-key': key } : {};
}

/**
 * The two booking calls as one mutation, in sequence: the email call only after the bot call
 * succeeded; the first failure ends it. The moment the first call succeeds the dialog learns the
 * request is stored (bookingStored), so a failed email call is retried alone. Not wrapped in
 * retry(): a retry is the guest's Confirm, with the same Idempotency-Key.
 */
export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitBooking: build.mutation<SubmitBookingResult, SubmitBookingArgs>({
      async queryFn({ payload, idempotencyKey, toEmail, storedBookingId, timeoutMs = REQUEST_TIMEOUT_MS, record }, { dispatch }, _extra, fetchWithBQ) {
        let bookingId = storedBookingId;
        if (bookingId === undefined) {
          const first = await fetchWithBQ({ url: `${apiBase()}/api/bot/booking`, method: 'POST', body: payload, headers: headers(idempotencyKey), timeout: timeoutMs });
          if (first.error) return { error: first.error };
          const { id, statusToken } = first.data as BookingAnswer;
          bookingId = id;
          dispatch(bookingStored({ bookingId, payload, record: { ...record, bookingId, createdAt: new Date().toISOString(), ...(statusToken ? { statusToken } : {}) } }));
        }
        const second = await fetchWithBQ({
          url: `${emailApiBase()}/api/booking/email`,
          method: 'POST',
          body: { ...payload, toEmail, bookingId } satisfies BookingEmailPayload,
          headers: headers(idempotencyKey),
          timeout: timeoutMs,
        });
        if (second.error) return { error: second.error };
        return { data: { bookingId, emailStatus: (second.data as BookingAnswer).status } };
      },
    }),
  }),
});

// The api joins the store when this chunk loads (see src/app/store.ts).
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);
