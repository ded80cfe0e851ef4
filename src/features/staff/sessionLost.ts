import type { UnknownAction } from '@reduxjs/toolkit';

/** Endpoints whose 401 means "this attempt failed", not "the session is gone". */
const SIGN_IN_ENDPOINTS = new Set(['signInWithLink', 'signInWithPasskey', 'passkeyAuthenticationOptions']);

/**
 * Whether an action is a staff call the server refused for want of a session (401): the console
 * then goes to its sign-in page, wherever it was.
 */
export function isSessionLost(action: UnknownAction): boolean {
  if (!action.type.startsWith('api/') || !action.type.endsWith('/rejected')) return false;
  const { payload, meta } = action as { payload?: { status?: number }; meta?: { arg?: { endpointName?: string } } };
  const endpoint = meta?.arg?.endpointName ?? '';
  return payload?.status === 401 && isStaffEndpoint(endpoint) && !SIGN_IN_ENDPOINTS.has(endpoint);
}

// Not staffSession: its own 401 is read from its cache entry (StaffConsole.tsx), where a stale
// answer (asked before a sign-in, answered after it) is dropped; as an action it would sign the
// new session out again.
const STAFF_ENDPOINTS = new Set([
  'passkeyRegistrationOptions',
  'registerPasskey',
  'signOut',
  'staffAccounts',
  'endSessions',
  'staffBookings',
  'staffBooking',
  'bookingAction',
  'createStaffBooking',
  'staffToday',
  'staffCalendar',
]);

function isStaffEndpoint(endpoint: string): boolean {
  return STAFF_ENDPOINTS.has(endpoint);
}
