/**
 * The guest's status token: 256 random bits, given to the guest once in the 201 answer and
 * stored only as its SHA-256. Whoever holds it may read the request's status and cancel it.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new token (43 base64url characters) and the hash to store. */
export function mintStatusToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashStatusToken(token) };
}

/**
 * The token of a request sent with an Idempotency-Key: derived from the key, the request's
 * fingerprint, the booking's id and a random seed (256 bits) kept with the stored answer, so the
 * replay of that request (same key and body, its first answer lost) gives the same token again
 * and the first one never goes stale. Without the seed (only in the store, purged with the key
 * after 24 hours) no one can derive it; with it, one could also just replay the request.
 */
export function derivedStatusToken(
  key: string,
  requestHash: string,
  bookingId: string,
  seed: string,
): { token: string; hash: string } {
  const token = createHmac('sha256', Buffer.from(seed, 'base64url'))
    .update(`status-token\u0000${key}\u0000${requestHash}\u0000${bookingId}`, 'utf8')
    .digest('base64url');
  return { token, hash: hashStatusToken(token) };
}

/** A new seed for derivedStatusToken. */
export function newTokenSeed(): string {
  return randomBytes(32).toString('base64url');
}

export function hashStatusToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` is the one whose hash is stored; constant time in the token's content. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (storedHash === null || !/^[A-Za-z0-9_-]{16,128}$/.test(token)) return false;
  const given = Buffer.from(hashStatusToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
