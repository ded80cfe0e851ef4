/*
 * What the booking dialog needs from libphonenumber-js: the phone field's country list and
 * parsing, and the Confirm check (which reads phone numbers as the server does). Its metadata is
 * most of the dialog's code, so it is a chunk of its own (loadPhoneRules.ts) and the dialog opens
 * without waiting for it.
 */
export { bookingPayload, validateBookingForm } from './bookingFormCheck';
export { interpretPhoneInput, phoneCountryOptions } from './phone';
