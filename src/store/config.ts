// Build-time settings: webpack's DefinePlugin writes them in (see webpack.config.ts); jest reads
// the real environment. Read at call time so tests can set them. No value has a fallback secret.
// Only the api's base query (./baseQuery.ts) reads them.

/** Origin of the booking API (booking, status, cancel, availability); empty for the site's own origin. */
export function apiBase(): string {
  return process.env.API_BASE_URL ?? '';
}

/** Origin of POST /api/booking/email; defaults to the booking API's. */
export function emailApiBase(): string {
  return process.env.EMAIL_API_BASE_URL || apiBase();
}

/** The x-api-key value when the deployment sets one; nothing otherwise. */
export function bookingApiKey(): string | undefined {
  return process.env.BOOKING_API_KEY || undefined;
}
