/**
 * Times read back from the store are checked before an age or a lapse is computed from them. A
 * time that lies in the future was not written by a server of ours (a forged or planted row, a
 * backup from a machine with a wrong clock): an age computed from it is negative, so whatever it
 * bounds (a session, a sign-in address, an undo window, a follow-up) would never lapse. Such a
 * time counts as lapsed instead. Two servers on one PostgreSQL database write each other's rows,
 * and their clocks differ by a little: CLOCK_SKEW_MS of that is allowed.
 */

/** How far ahead of this server's clock a stored time may lie. */
export const CLOCK_SKEW_MS = 60 * 1000;

/** Whether a stored moment that has happened (a start, a last use, an action) is a time and not in the future. */
export function hasHappened(iso: string, now: Date): boolean {
  const at = Date.parse(iso);
  return Number.isFinite(at) && at <= now.getTime() + CLOCK_SKEW_MS;
}

/** Whether an expiry is still ahead, and no further ahead than one of `lifetimeMs` given now would be. */
export function stillValid(expiresIso: string, now: Date, lifetimeMs: number): boolean {
  const at = Date.parse(expiresIso);
  return Number.isFinite(at) && at > now.getTime() && at <= now.getTime() + lifetimeMs + CLOCK_SKEW_MS;
}

/** The latest a stored moment that has happened may say, as the store's ISO text (for a query). */
export function latestHappened(now: Date): string {
  return new Date(now.getTime() + CLOCK_SKEW_MS).toISOString();
}
