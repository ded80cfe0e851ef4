/**
 * The outbox rows of a booking's life: those a new booking, a decision or a cancellation queues,
 * written in the caller's transaction (so none is stored without its messages), a message's
 * state, and the rows dropped when a stay's personal data is erased.
 */
import { randomUUID } from 'node:crypto';
import type { SelectQueryBuilder, Transaction } from 'kysely';
import type { Config } from '../config';
import type { BookingsTable, Database, OutboxChannel, OutboxKind, OutboxStatus } from '../db/schema';

export interface NewOutboxRow {
  channel: OutboxChannel;
  kind: OutboxKind;
  recipient: string | null;
  /** Recorded as skipped at once, with this reason (a guest email over its ceiling). */
  skippedBecause?: string;
}

/** The messages every new booking gets: staff Telegram, staff email and, given an address, the guest's. */
export function notificationsFor(booking: Pick<BookingsTable, 'email'>, config: Pick<Config, 'hotelEmail'>): NewOutboxRow[] {
  const rows: NewOutboxRow[] = [
    { channel: 'telegram', kind: 'staff', recipient: null },
    { channel: 'email', kind: 'staff', recipient: config.hotelEmail },
  ];
  if (booking.email) rows.push({ channel: 'email', kind: 'guest', recipient: booking.email });
  return rows;
}

function newRow(bookingId: string, row: NewOutboxRow, iso: string) {
  return {
    id: randomUUID(),
    booking_id: bookingId,
    channel: row.channel,
    kind: row.kind,
    recipient: row.recipient,
    status: row.skippedBecause === undefined ? ('pending' as const) : ('skipped' as const),
    attempts: 0,
    next_attempt_at: iso,
    locked_until: null,
    last_error: null,
    detail: row.skippedBecause ?? null,
    created_at: iso,
    updated_at: iso,
    done_at: row.skippedBecause === undefined ? null : iso,
  };
}

/**
 * Adds outbox rows for a booking inside the caller's transaction. A row that already exists
 * for the same (booking, channel, kind) is left alone, so nothing is ever queued twice.
 */
export async function enqueue(trx: Transaction<Database>, bookingId: string, rows: NewOutboxRow[], now: Date = new Date()): Promise<void> {
  if (rows.length === 0) return;
  const iso = now.toISOString();
  await trx
    .insertInto('outbox')
    .values(rows.map((row) => newRow(bookingId, row, iso)))
    .onConflict((oc) => oc.columns(['booking_id', 'channel', 'kind']).doNothing())
    .execute();
}

/**
 * Queues (again) the edit that brings the staff Telegram message up to date. The edit shows the
 * booking as it is when it is sent, so one row serves every later change: a row already sent or
 * pending is made due again with a fresh count of attempts.
 */
export async function requeueStaffEdit(trx: Transaction<Database>, bookingId: string, now: Date = new Date()): Promise<void> {
  await requeue(trx, bookingId, { channel: 'telegram', kind: 'staff_edit', recipient: null }, now);
}

/**
 * Queues a row that does the booking's current work when it runs (an edit, a gateway call over
 * its transactions): a row of that channel and kind already done or pending is made due again
 * with a fresh count of attempts.
 */
export async function requeue(trx: Transaction<Database>, bookingId: string, row: NewOutboxRow, now: Date = new Date()): Promise<void> {
  const iso = now.toISOString();
  await trx
    .insertInto('outbox')
    .values(newRow(bookingId, row, iso))
    .onConflict((oc) =>
      oc.columns(['booking_id', 'channel', 'kind']).doUpdateSet({
        status: 'pending',
        attempts: 0,
        next_attempt_at: iso,
        last_error: null,
        detail: null,
        updated_at: iso,
        done_at: null,
      }),
    )
    .execute();
}

/** The state of a booking's message on a channel, of a kind; it must exist. */
export async function messageStatus(trx: Transaction<Database>, bookingId: string, channel: OutboxChannel, kind: OutboxKind): Promise<OutboxStatus> {
  const row = await trx.selectFrom('outbox').select('status').where('booking_id', '=', bookingId).where('channel', '=', channel).where('kind', '=', kind).executeTakeFirstOrThrow();
  return row.status;
}

/** Deletes the messages of the bookings `bookingIds` selects (their rows hold the guest's address). */
export async function dropMessagesOf(trx: Transaction<Database>, bookingIds: SelectQueryBuilder<Database, 'bookings', { id: string }>): Promise<void> {
  await trx.deleteFrom('outbox').where('booking_id', 'in', bookingIds).execute();
}
