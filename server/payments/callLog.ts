/**
 * What is kept of the gateways' calls, so that no caller can fill the disk through them:
 * - a refused call (a wrong key or signature, unreadable JSON, an unknown method, a form missing
 *   its fields) is only counted, per gateway, method, answer code and hour, with the last body's
 *   short hash (`payment_refusals`); beyond REFUSED_CALLS_PER_MINUTE from one address it is
 *   answered 429 and not even counted;
 * - an accepted call is stored with its answer, but only the protocol's fields, each bounded;
 * - both records are deleted after CALL_RECORDS_RETENTION_DAYS. The transactions themselves
 *   (`payments`, the money) are kept for good.
 */
import { createHash } from 'node:crypto';
import type { Store } from '../db';
import { purgeCallsBefore } from './repository';

/** Days a record of a call (stored or refused) is kept: past Payme's and Click's reconciliation periods and a dispute's. */
export const CALL_RECORDS_RETENTION_DAYS = 90;

/**
 * Refused calls one address may make in a minute before the rest are answered 429 unrecorded. An
 * honest gateway makes none (a payment is a few signed calls); a misconfigured key shows within these.
 */
export const REFUSED_CALLS_PER_MINUTE = 10;

/** Longest text kept of one field of a stored call. */
export const STORED_FIELD_CHARS = 128;

/** The first 16 hex digits of the body's SHA-256: tells repeats apart without keeping the body. */
export function bodyHash(body: string | null): string {
  return createHash('sha256')
    .update(body ?? '(oversized)', 'utf8')
    .digest('hex')
    .slice(0, 16);
}

/** A field as stored: a number, or a string cut to STORED_FIELD_CHARS; anything else is dropped. */
export function boundedValue(value: unknown): string | number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') return value.slice(0, STORED_FIELD_CHARS);
  return undefined;
}

/** Counts refused calls per address in fixed one-minute windows (in memory: one instance's share). */
export class RefusalLimiter {
  private window = 0;
  private counts = new Map<string, number>();

  constructor(
    private readonly perMinute: number = REFUSED_CALLS_PER_MINUTE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one refused call from `client`; false when it is over the limit. */
  take(client: string): boolean {
    const window = Math.floor(this.now() / 60_000);
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    const count = (this.counts.get(client) ?? 0) + 1;
    this.counts.set(client, count);
    return count <= this.perMinute;
  }
}

/** Deletes the records of calls older than the retention; returns how many of each went. */
export function purgeCallRecords(
  db: Store,
  now: Date = new Date(),
  days: number = CALL_RECORDS_RETENTION_DAYS,
): Promise<{ calls: number; refusals: number }> {
  return purgeCallsBefore(db, new Date(now.getTime() - days * 24 * 60 * 60 * 1000));
}
