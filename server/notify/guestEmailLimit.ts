/**
 * Guest emails are the one message the server sends to an address a stranger can type. However
 * many bookings arrive, the hotel's mail server sends at most `perHour` guest emails an hour in
 * all and at most one an hour to any one address; a booking over either ceiling is still stored,
 * the staff are still told, and its guest email is recorded as skipped with the reason.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/** Why the guest email of a booking made now must not be sent, or null when it may. */
export async function guestEmailRefusal(trx: Transaction<Database>, address: string, perHour: number, now: Date): Promise<string | null> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const recent = trx
    .selectFrom('outbox')
    .where('channel', '=', 'email')
    .where('kind', '=', 'guest')
    .where('status', '!=', 'skipped')
    .where('created_at', '>=', since);
  const toAddress = await recent
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<string>`lower(recipient)`, '=', address.toLowerCase())
    .executeTakeFirstOrThrow();
  if (Number(toAddress.n) > 0) return 'guest email limit: one an hour to this address';
  const all = await recent.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(all.n) >= perHour) return `guest email limit: ${perHour} an hour in all`;
  return null;
}
