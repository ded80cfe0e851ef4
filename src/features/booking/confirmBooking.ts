import type { ApiProblem } from '../../store/baseQuery';
import type { AppDispatch, RootState } from '../../store/store';
import type { Lang } from '../../domain/booking';
import { todayInHotel } from '../../domain/dates';
import { DEFAULT_UNITS } from '../../domain/groups';
import { HOTEL } from '../../domain/hotel';
import {
  selectAttemptKey,
  selectBookingForm,
  selectBookingProblem,
  selectBookingQuote,
  selectBookingRoomId,
  selectBookingStatus,
  selectStoredRequest,
  sendFailed,
  sendStarted,
  sendSucceeded,
  validationFailed,
  type BookingProblem,
  type BookingProblemKey,
} from './bookingDialogSlice';
import { isSpecProblem, problemFromCode, sameRequest, UZ_ALERTS } from './bookingProblems';
import type { StayQuoteArgs } from './bookingApi';
import { loadBookingApi } from './loadBookingApi';
import { refetchStayQuote } from './useStayQuote';
import { loadedPhoneRules, loadPhoneRules, type PhoneRules } from './loadPhoneRules';

/** A random Idempotency-Key; crypto.getRandomValues works on plain-http pages too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface ConfirmContext {
  lang: Lang;
  /** The room's title in the guest's language (sent as roomTitle). */
  roomTitle: string;
  /** Each problem's message in the guest's language ('error' is section 8's message), with its numbers when known. */
  problemText: (key: BookingProblemKey, problem?: BookingProblem) => string;
  /** Said after section 8's message when the request was stored but the email call failed. */
  storedText: (bookingId: string) => string;
  /** Each call's time limit; tests shorten it. */
  timeoutMs?: number;
  /** The hotel's date; tests pin it. */
  today?: string;
  /** Rooms of this kind free for the stay, when the availability answer is in (null while unknown). */
  free?: number | null;
  /** The stay the dialog asked the server's price of (null: not a stay yet). */
  quoteArgs?: StayQuoteArgs | null;
  /** The server's total for that stay, once its answer is in: the total posted (else the spec's computation). */
  quotedTotal?: number;
}

export type ConfirmOutcome =
  | { kind: 'invalid'; problem: BookingProblem }
  | { kind: 'failed'; problem: BookingProblem }
  | { kind: 'sent'; bookingId: string }
  | { kind: 'ignored' };

/**
 * A failed call (as the api's client reads it, src/store/baseQuery.ts) as the dialog's problem: a
 * refusal with a reason the guest can act on (a rule of src/domain that a day boundary or a stale
 * tab broke, too many requests, a request still in progress) names it; anything else (network,
 * time-out, server fault) is section 8's error.
 */
export function problemFromFailure(problem: ApiProblem): BookingProblem {
  // The owner's terms refused it (409 price_changed, 422 min_nights or closed_to_arrival).
  if (problem.code === 'price_changed' || problem.code === 'min_nights' || problem.code === 'closed_to_arrival')
    return problemFromCode(problem.code, problem.field);
  switch (problem.kind) {
    case 'rateLimited':
      return { key: 'rateLimited' };
    case 'inProgress':
      return { key: 'inProgress' };
    // Taken since the page showed it free (or the calendar had not loaded): other dates may be free.
    case 'soldOut':
      return { key: 'soldOut', field: 'checkIn' };
    case 'invalid':
      return problem.code ? problemFromCode(problem.code, problem.field) : { key: 'error' };
    default:
      return { key: 'error' };
  }
}

/** The number a server's message names (its digits, grouped or not), or undefined. */
function numberIn(message: string | undefined, pattern: RegExp): number | undefined {
  const digits = message ? pattern.exec(message)?.[1]?.replace(/\D/g, '') : undefined;
  return digits ? Number(digits) : undefined;
}

/**
 * The request with the server's total for its stay when the dialog has it (the owner's seasons
 * price each night); else as the form computes it, the spec's table.
 */
function priced<P extends { roomId: number; checkin: string; checkout: string; units?: number; totalPrice: number }>(
  payload: P | null,
  { quoteArgs, quotedTotal }: Pick<ConfirmContext, 'quoteArgs' | 'quotedTotal'>,
): P | null {
  if (!payload || !quoteArgs || quotedTotal === undefined) return payload;
  const same =
    quoteArgs.roomId === payload.roomId &&
    quoteArgs.checkin === payload.checkin &&
    quoteArgs.checkout === payload.checkout &&
    quoteArgs.units === (payload.units ?? DEFAULT_UNITS);
  return same ? { ...payload, totalPrice: quotedTotal } : payload;
}

/**
 * Confirm: validate (first problem → alert, on its field), then send both calls in sequence. A
 * failure alerts its message, logs it and returns the dialog to editing with every value kept;
 * success shows the success popup. Once the server has stored the request it is kept on this
 * device ("My requests"), and a later Confirm with the same values only repeats the email call
 * for it; changed values are a new request, which the dialog says before the guest confirms.
 */
export function confirmBooking(context: ConfirmContext) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<ConfirmOutcome> => {
    // The check reads the phone with libphonenumber-js, and the calls go through the api's code:
    // a guest faster than their chunks waits for them.
    let rules: PhoneRules | null = loadedPhoneRules();
    let calls = loadBookingApi.loaded();
    if (!rules || !calls) {
      try {
        [rules, calls] = await Promise.all([loadPhoneRules(), loadBookingApi.load()]);
      } catch (error) {
        if (selectBookingStatus(getState()) !== 'open') return { kind: 'ignored' };
        console.error('Booking check could not load', error);
        const problem: BookingProblem = { key: 'error' };
        dispatch(validationFailed(problem));
        window.alert(context.problemText(problem.key));
        return { kind: 'failed', problem };
      }
    }
    const { bookingPayload, validateBookingForm } = rules;
    const state = getState();
    const roomId = selectBookingRoomId(state);
    if (selectBookingStatus(state) !== 'open' || roomId === null) return { kind: 'ignored' };
    const form = selectBookingForm(state);
    const today = context.today ?? todayInHotel();
    // The spec's seven keep their Uzbek alert text; everything else is in the guest's language.
    const messageOf = (problem: BookingProblem) =>
      isSpecProblem(problem.key) ? UZ_ALERTS[problem.key] : context.problemText(problem.key, problem);

    const invalid = validateBookingForm(form, { roomId, today, free: context.free });
    const payload = priced(bookingPayload(roomId, form, context.lang, context.roomTitle), context);
    if (invalid || !payload || !form.nationality) {
      const problem = invalid ?? { key: 'stale' };
      dispatch(validationFailed(problem));
      window.alert(messageOf(problem));
      return { kind: 'invalid', problem };
    }

    /**
     * A refusal by the owner's terms: the quote is asked again (the dialog then shows the new
     * price and bands), and the problem carries the number its message names.
     */
    const withTerms = async (problem: BookingProblem, failure: ApiProblem): Promise<BookingProblem> => {
      if (problem.key !== 'priceChanged' && problem.key !== 'minNights') return problem;
      const args = context.quoteArgs;
      const fresh = args ? await refetchStayQuote(dispatch, getState, args).catch(() => undefined) : undefined;
      if (problem.key === 'priceChanged') {
        const total = fresh?.total ?? numberIn(failure.message, /now ([\d\s\u00a0]+) so'm/);
        return total === undefined ? problem : { ...problem, total };
      }
      const minNights = fresh?.minNights ?? numberIn(failure.message, /at least (\d+) nights/);
      return minNights === undefined ? problem : { ...problem, minNights };
    };

    const earlier = selectStoredRequest(state);
    const retryOfStored = earlier !== null && sameRequest(earlier.payload, payload);
    // Changed values after a stored request: the guest is told first, and only a second press
    // (no edit between) sends them as a new request.
    if (earlier !== null && !retryOfStored && selectBookingProblem(state)?.key !== 'storedChanged') {
      const problem: BookingProblem = { key: 'storedChanged' };
      dispatch(validationFailed(problem));
      window.alert(messageOf(problem));
      return { kind: 'invalid', problem };
    }
    dispatch(sendStarted({ newKey: newIdempotencyKey() }));
    const idempotencyKey = retryOfStored ? earlier.attemptKey : selectAttemptKey(getState())!;
    const quote = selectBookingQuote(state);
    let outcome: ConfirmOutcome;
    try {
      const result = await dispatch(
        calls.bookingApi.endpoints.submitBooking.initiate(
          {
            // The stored request goes again exactly as it was stored: the server checks the email call's body against it.
            payload: retryOfStored ? earlier.payload : payload,
            idempotencyKey,
            toEmail: HOTEL.emails.booking,
            storedBookingId: retryOfStored ? earlier.bookingId : undefined,
            timeoutMs: context.timeoutMs,
            record: {
              roomId,
              roomTitle: context.roomTitle,
              pricePerNight: quote.price,
              firstName: form.firstName.trim(),
              secondName: form.secondName.trim(),
              email: payload.email,
              nationality: form.nationality,
              phoneE164: payload.phone,
              dates: { checkIn: form.checkIn, checkOut: form.checkOut, nights: payload.nights },
              guests: form.guestCount,
              units: payload.units ?? DEFAULT_UNITS,
              totalPrice: payload.totalPrice,
            },
          },
          { track: false },
        ),
      );
      outcome =
        'error' in result
          ? {
              kind: 'failed',
              problem: await withTerms(problemFromFailure(result.error as ApiProblem), result.error as ApiProblem),
            }
          : { kind: 'sent', bookingId: result.data.bookingId };
      if ('error' in result) console.error('Booking request failed', result.error);
    } catch (error) {
      console.error('Booking request failed', error);
      outcome = { kind: 'failed', problem: { key: 'error' } };
    }

    // Kept on this device ("My requests") by bookingStored as soon as the server has it.
    const stored = selectStoredRequest(getState());

    if (outcome.kind === 'sent') {
      dispatch(sendSucceeded({ bookingId: outcome.bookingId }));
      return outcome;
    }
    if (outcome.kind === 'failed') {
      // The sending state always ends, whatever went wrong.
      dispatch(sendFailed(outcome.problem));
      const message = messageOf(outcome.problem);
      window.alert(stored ? `${message}\n\n${context.storedText(stored.bookingId)}` : message);
    }
    return outcome;
  };
}
