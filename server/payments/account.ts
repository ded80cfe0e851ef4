/**
 * The booking a gateway names (Payme's `account.booking`, Click's `merchant_trans_id`): its
 * reference in any case, or its id. Shared by both gateways, with the 12-hour life of a waiting
 * transaction.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { normalizeReference } from '../../src/domain/reference';
import { findBooking, findByReference } from '../bookings';
import type { Queryable } from '../bookings';
import type { BookingsTable, PaymentsTable } from '../db';

/** Payme's timeout: a transaction not performed within 12 hours of its `time` is cancelled (reason 4). */
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

/**
 * Whether a waiting transaction has timed out: a Payme one 12 hours after Payme's own `time` (or
 * after ours, should Payme's clock run ahead of it). A Click one waits for Click's Complete, which
 * Click sends with an error when the payment failed: its protocol has no timeout of its own.
 */
export function expired(
  payment: Pick<PaymentsTable, 'gateway' | 'state' | 'create_time' | 'gateway_time'>,
  nowMs: number,
): boolean {
  if (payment.gateway !== 'payme' || payment.state !== 1) return false;
  return nowMs - Math.min(Number(payment.gateway_time), Number(payment.create_time)) > TRANSACTION_TIMEOUT_MS;
}

/** Constant-time equality of two secrets of any length: their SHA-256 digests are compared. */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
