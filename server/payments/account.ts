/**
 * The booking a gateway names (Payme's `account.booking`, Click's `merchant_trans_id`): its
 * reference in any case, or its id. Shared by both gateways, with the 12-hour life of a waiting
 * transaction.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { normalizeReference } from '../../src/domain/reference';
import { findBooking, findByReference } from '../bookings/repository';
import type { Queryable } from '../bookings/repository';
import type { BookingsTable, PaymentsTable } from '../db/schema';

/** Payme's timeout: a transaction created and not performed within 12 hours is cancelled (reason 4). */
export const TRANSACTION_TIMEOUT_MS = 12 * 60 * 60 * 1000;

/** Payme's cancel reason for a timed-out transaction. */
export const REASON_TIMEOUT = 4;

export async function bookingOfAccount(db: Queryable, value: unknown): Promise<BookingsTable | undefined> {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (text === '' || text.length > 64) return undefined;
  const reference = normalizeReference(text);
  if (reference) return findByReference(db, reference);
  return findBooking(db, text);
}

export function expired(payment: Pick<PaymentsTable, 'state' | 'create_time'>, nowMs: number): boolean {
  return payment.state === 1 && nowMs - payment.create_time > TRANSACTION_TIMEOUT_MS;
}

/** Constant-time equality of two secrets of any length: their SHA-256 digests are compared. */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
