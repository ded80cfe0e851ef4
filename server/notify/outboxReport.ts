/**
 * What the outbox tells people: the health check's figures, and for `npm run bookings` each
 * booking's notifications and the failed ones by reason.
 */
import { sql } from 'kysely';
import type { Store, OutboxChannel, OutboxKind, OutboxStatus } from '../db';
import { HELD } from './delivery';

export interface OutboxHealth {
  /** Notifications not delivered yet (queued or retrying), those a budget holds back aside. */
  undelivered: number;
  /** Age in whole seconds of the oldest of them; 0 when none waits. */
  oldestUndeliveredSeconds: number;
  /** Notifications refused for good (see `npm run bookings`); they are not retried. */
  failed: number;
  /** Notifications a budget holds back for a later hour by design (a guest email in a flood). */
  held: number;
}

/** The outbox figures, in one query that is also the health check's database round trip. */
export async function outboxHealth(db: Store, now: Date = new Date()): Promise<OutboxHealth> {
  const held = `${HELD}%`;
  const { rows } = await sql<{
    oldest: string | null;
    undelivered: number | string;
    failed: number | string;
    held: number | string;
  }>`
    select min(case when status = 'pending' and not (coalesce(detail, '') like ${held}) then created_at end) as oldest,
           count(case when status = 'pending' and not (coalesce(detail, '') like ${held}) then 1 end) as undelivered,
           count(case when status = 'failed' then 1 end) as failed,
           count(case when status = 'pending' and detail like ${held} then 1 end) as held
    from outbox where status in ('pending', 'failed')`.execute(db);
  const row = rows[0];
  const oldest = row?.oldest ? Date.parse(row.oldest) : NaN;
  return {
    // PostgreSQL's count() is a bigint, which pg hands over as a string.
    undelivered: Number(row?.undelivered ?? 0),
    oldestUndeliveredSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
    failed: Number(row?.failed ?? 0),
    held: Number(row?.held ?? 0),
  };
}

export interface NotificationState {
  booking_id: string;
  channel: OutboxChannel;
  kind: OutboxKind;
  status: OutboxStatus;
}

/** Booking ids per outbox query: well under SQLite's 32,766 variables (and PostgreSQL's 65,535). */
const IDS_PER_QUERY = 500;

/** Every notification of these bookings, in slices of ids. */
export async function notificationStates(db: Store, bookingIds: readonly string[]): Promise<NotificationState[]> {
  const states: NotificationState[] = [];
  for (let start = 0; start < bookingIds.length; start += IDS_PER_QUERY) {
    const ids = bookingIds.slice(start, start + IDS_PER_QUERY);
    states.push(
      ...(await db
        .selectFrom('outbox')
        .select(['booking_id', 'channel', 'kind', 'status'])
        .where('booking_id', 'in', ids)
        .execute()),
    );
  }
  return states;
}

export interface FailedGroup {
  channel: OutboxChannel;
  kind: OutboxKind;
  last_error: string | null;
  n: number;
}

/** The failed notifications of the whole store, counted by channel, kind and reason. */
export async function failedNotifications(db: Store): Promise<FailedGroup[]> {
  const groups = await db
    .selectFrom('outbox')
    .select((eb) => ['channel', 'kind', 'last_error', eb.fn.countAll().as('n')])
    .where('status', '=', 'failed')
    .groupBy(['channel', 'kind', 'last_error'])
    .execute();
  return groups.map((g) => ({ channel: g.channel, kind: g.kind, last_error: g.last_error, n: Number(g.n) }));
}
