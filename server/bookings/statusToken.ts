/**
 * The guest's status token: 256 random bits, given to the guest once in the 201 answer and
 * stored only as its SHA-256. Whoever holds it may read the request's status and cancel it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new token (43 base64url characters) and the hash to store. */
export function mintStatusToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashStatusToken(token) };
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
