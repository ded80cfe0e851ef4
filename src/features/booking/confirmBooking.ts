import type { AppDispatch, RootState } from '../../app/store';
import { hotelEmail } from '../../app/config';
import type { BookingPayload, Lang } from '../../domain/booking';
import { bookingApi } from './bookingApi';
import { selectAttemptKey, selectBookingForm, selectBookingQuote, selectBookingStatus, sendFailed, sendStarted, sendSucceeded } from './bookingDialogSlice';
import { saveBookingRecord } from './bookingRecords';
import { phoneE164, UZ_ALERTS, validateBookingForm, type BookingProblem } from './bookingValidation';

/** A random Idempotency-Key; crypto.getRandomValues works on plain-http pages too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface ConfirmContext {
  lang: Lang;
  /** The room's title in the guest's language (sent as roomTitle). */
  roomTitle: string;
  /** Section 8's message in the guest's language. */
  errorMessage: string;
  /** Alert texts of the two checks beyond the spec, in the guest's language. */
  extraAlerts: { phoneInvalid: string; emailInvalid: string };
  emailTimeoutMs?: number;
}

export type ConfirmOutcome = { kind: 'invalid'; problem: BookingProblem } | { kind: 'failed' } | { kind: 'sent'; bookingId: string } | { kind: 'ignored' };

/**
 * Confirm: validate (first problem → alert), then send both calls in sequence. Any failure
 * alerts section 8's message, logs it and returns the dialog to editing with every value kept;
 * success stores the guest's local record and shows the success popup.
 */
export function confirmBooking(context: ConfirmContext) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<ConfirmOutcome> => {
    const state = getState();
    if (selectBookingStatus(state) !== 'open') return { kind: 'ignored' };
    const form = selectBookingForm(state);
    const problem = validateBookingForm(form);
    if (problem) {
      const { key } = problem;
      window.alert(key === 'phoneInvalid' || key === 'emailInvalid' ? context.extraAlerts[key] : UZ_ALERTS[key]);
      return { kind: 'invalid', problem };
    }
    const quote = selectBookingQuote(state);
    const room = quote.room;
    const phone = phoneE164(form.phoneCountry, form.phoneNumber);
    if (!room || !phone || !form.nationality) return { kind: 'ignored' };

    dispatch(sendStarted({ newKey: newIdempotencyKey() }));
    const idempotencyKey = selectAttemptKey(getState())!;
    const email = form.email.trim() || null;
    const payload: BookingPayload = {
      roomId: room.id,
      roomTitle: context.roomTitle,
      guestName: `${form.firstName.trim()} ${form.secondName.trim()}`,
      phone,
      email,
      nationality: form.nationality.code,
      checkin: form.checkIn,
      checkout: form.checkOut,
      nights: quote.nights,
      guests: form.guestCount,
      totalPrice: quote.total,
      lang: context.lang,
      website: '',
    };
    const result = await dispatch(
      bookingApi.endpoints.submitBooking.initiate({ payload, idempotencyKey, toEmail: hotelEmail(), emailTimeoutMs: context.emailTimeoutMs }, { track: false }),
    );
    if ('error' in result) {
      console.error('Booking request failed', result.error);
      dispatch(sendFailed());
      window.alert(context.errorMessage);
      return { kind: 'failed' };
    }
    const { bookingId } = result.data;
    saveBookingRecord({
      bookingId,
      roomId: room.id,
      roomTitle: context.roomTitle,
      pricePerNight: quote.price,
      firstName: form.firstName.trim(),
      secondName: form.secondName.trim(),
      email,
      nationality: form.nationality,
      phoneE164: phone,
      dates: { checkIn: form.checkIn, checkOut: form.checkOut, nights: quote.nights },
      guests: form.guestCount,
      totalPrice: quote.total,
      createdAt: new Date().toISOString(),
    });
    dispatch(sendSucceeded({ bookingId }));
    return { kind: 'sent', bookingId };
  };
}
