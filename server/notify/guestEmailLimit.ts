/**
 * Guest "received" emails are the one message the server sends to an address a stranger can
 * type. However many bookings arrive, the hotel's mail server sends in any hour at most one to an
 * address, a tenth of `perHour` (GUEST_EMAILS_PER_HOUR) for the bookings of one client (the
 * address that made them: 3 by default), a third to one recipient domain (10), and `perHour` in
 * all (30). A handful of flooding addresses thus spend a handful of tenths at most. A booking over a budget is
 * still stored, the staff are still told, and its guest email is recorded as skipped with the
 * reason. The staff's answers (the "confirmed" and "declined" emails) are never counted or cut:
 * only staff send them, so no stranger can spend a guest's confirmation.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;

/** Guest emails an hour for the bookings of one client (an IPv4 address or an IPv6 /64): a tenth of the total, at least one. */
export function perClientBudget(perHour: number): number {
  return Math.max(1, Math.floor(perHour / 10));
}

/** Guest emails an hour to one recipient domain: a third of the total, at least one. */
export function perDomainBudget(perHour: number): number {
  return Math.max(1, Math.floor(perHour / 3));
}

/** The reasons a budget refuses, stored in the row's detail; every one starts "guest email limit". */
export const LIMIT_REASON = 'guest email limit';

/** Whom a guest email goes to, and the client that made its booking (null: unknown, counts for no client). */
export interface GuestEmailTarget {
  recipient: string;
  client: string | null;
}

/** Why the guest email of a booking made now must not be sent, or null when it may. */
export async function guestEmailRefusal(
  trx: Transaction<Database>,
  target: GuestEmailTarget,
  perHour: number,
  now: Date,
): Promise<string | null> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const address = target.recipient.toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  // One pass over the last hour's guest emails; those a budget refused do not count.
  const { rows } = await sql<{
    all: number | string;
    to_address: number | string | null;
    to_domain: number | string | null;
    from_client: number | string | null;
  }>`
    select count(*) as "all",
           sum(case when lower(o.recipient) = ${address} then 1 else 0 end) as to_address,
           sum(case when lower(o.recipient) like ${`%@${domain}`} then 1 else 0 end) as to_domain,
           sum(case when b.client_address = ${target.client} then 1 else 0 end) as from_client
    from outbox o left join bookings b on b.id = o.booking_id
    where o.kind = 'guest' and o.created_at >= ${since} and o.channel = 'email'
      and not (o.status = 'skipped' and o.detail like ${`${LIMIT_REASON}%`})`.execute(trx);
  const counts = rows[0];
  // PostgreSQL's count() and sum() are bigints, which pg hands over as strings.
  const n = (value: number | string | null | undefined): number => Number(value ?? 0);
  if (n(counts?.to_address) > 0) return `${LIMIT_REASON}: one an hour to this address`;
  const perClient = perClientBudget(perHour);
  if (target.client !== null && n(counts?.from_client) >= perClient)
    return `${LIMIT_REASON}: ${perClient} an hour for the requests of one client address`;
  const perDomain = perDomainBudget(perHour);
  if (n(counts?.to_domain) >= perDomain) return `${LIMIT_REASON}: ${perDomain} an hour to one domain`;
  if (n(counts?.all) >= perHour) return `${LIMIT_REASON}: ${perHour} an hour in all`;
  return null;
}
