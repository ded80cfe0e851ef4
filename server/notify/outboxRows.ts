/**
 * Writing outbox rows, in the caller's own transaction (so no change is stored without its
 * messages): a feature queues a kind of message about a subject (a booking's id: the column is
 * `booking_id`), queues one again, reads a message's state, and drops the rows of erased subjects.
 */
import { randomUUID } from 'node:crypto';
import { PostgresAdapter } from 'kysely';
import type { SelectQueryBuilder, Transaction } from 'kysely';
import type { Database, OutboxChannel, OutboxKind, OutboxStatus, Queryable } from '../db';

export interface NewOutboxRow {
  channel: OutboxChannel;
  kind: OutboxKind;
  recipient: string | null;
}

function newRow(subjectId: string, row: NewOutboxRow, iso: string) {
  return {
    id: randomUUID(),
    booking_id: subjectId,
    channel: row.channel,
    kind: row.kind,
    recipient: row.recipient,
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: iso,
    locked_until: null,
    last_error: null,
    detail: null,
    created_at: iso,
    updated_at: iso,
    done_at: null,
  };
}

/**
 * Adds outbox rows about a subject inside the caller's transaction. A row that already exists
 * for the same (subject, channel, kind) is left alone, so nothing is ever queued twice.
 */
export async function enqueue(
  trx: Transaction<Database>,
  subjectId: string,
  rows: NewOutboxRow[],
  now: Date = new Date(),
): Promise<void> {
  if (rows.length === 0) return;
  const iso = now.toISOString();
  await trx
    .insertInto('outbox')
    .values(rows.map((row) => newRow(subjectId, row, iso)))
    .onConflict((oc) => oc.columns(['booking_id', 'channel', 'kind']).doNothing())
    .execute();
}

/**
 * Queues a row again: one that already exists for the same (subject, channel, kind), sent or
 * pending, is made due again with a fresh count of attempts (a message that shows its subject as
 * it is when it goes, such as the staff message's edit, serves every later change).
 */
export async function requeue(
  trx: Transaction<Database>,
  subjectId: string,
  row: NewOutboxRow,
  now: Date = new Date(),
): Promise<void> {
  const iso = now.toISOString();
  await trx
    .insertInto('outbox')
    .values(newRow(subjectId, row, iso))
    .onConflict((oc) =>
      oc.columns(['booking_id', 'channel', 'kind']).doUpdateSet({
        // To whom it goes now (a bot's answer goes to the chat that asked this time).
        recipient: row.recipient,
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

/** The state of a subject's message on a channel, of a kind; it must exist. */
export async function messageStatus(
  trx: Transaction<Database>,
  subjectId: string,
  channel: OutboxChannel,
  kind: OutboxKind,
): Promise<OutboxStatus> {
  const status = await messageStatusIfAny(trx, subjectId, channel, kind);
  if (status === undefined) throw new Error(`outbox: no ${channel} ${kind} message of ${subjectId}`);
  return status;
}

/**
 * Deletes the messages of the subjects `subjectIds` selects (their rows may hold a guest's
 * address). On PostgreSQL it first takes their rows in id order, the order the outbox records
 * outcomes in, so that a caller who then changes the subject itself never holds it while waiting
 * for a row the outbox holds (the outbox changes a row, then its subject).
 */
export async function dropMessagesOf(
  trx: Transaction<Database>,
  subjectIds: SelectQueryBuilder<Database, 'bookings', { id: string }>,
): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await trx
      .selectFrom('outbox')
      .select('id')
      .where('booking_id', 'in', subjectIds)
      .orderBy('id')
      .forUpdate()
      .execute();
  await trx.deleteFrom('outbox').where('booking_id', 'in', subjectIds).execute();
}

/** The state of a subject's message on a channel, of a kind; undefined when there is none. */
export async function messageStatusIfAny(
  db: Queryable,
  subjectId: string,
  channel: OutboxChannel,
  kind: OutboxKind,
): Promise<OutboxStatus | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select('status')
    .where('booking_id', '=', subjectId)
    .where('channel', '=', channel)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.status;
}

/** Whether a subject's message on a channel, of a kind, is still waiting to be sent. */
export async function messageWaiting(
  db: Queryable,
  subjectId: string,
  channel: OutboxChannel,
  kind: OutboxKind,
): Promise<boolean> {
  return (await messageStatusIfAny(db, subjectId, channel, kind)) === 'pending';
}

/** A subject's messages on one channel, oldest first, as the staff console lists them. */
export function messagesOf(db: Queryable, subjectId: string, channel: OutboxChannel) {
  return db
    .selectFrom('outbox')
    .select(['kind', 'recipient', 'status', 'detail', 'next_attempt_at', 'created_at', 'done_at'])
    .where('booking_id', '=', subjectId)
    .where('channel', '=', channel)
    .orderBy('created_at')
    .execute();
}

/** Drops the messages still waiting to go to `recipient` on `channel` (a chat that unlinked itself). */
export async function dropWaitingTo(
  trx: Transaction<Database>,
  channel: OutboxChannel,
  recipient: string,
): Promise<void> {
  await trx
    .deleteFrom('outbox')
    .where('channel', '=', channel)
    .where('recipient', '=', recipient)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * The messages of one kind spent since `since`: sent, or done without sending for a reason other
 * than one starting with `heldFor` (filed as .eml without SMTP_URL counts as sent), and those
 * other workers hold under way now (pending and locked), except the rows `except` (the caller's
 * own claim). What a budget counts.
 */
export function spentSince(
  db: Queryable,
  query: {
    channel: OutboxChannel;
    kind: OutboxKind;
    since: string;
    now: string;
    heldFor: string;
    except: readonly string[];
  },
) {
  return db
    .selectFrom('outbox')
    .select(['recipient', 'booking_id', 'done_at'])
    .where('kind', '=', query.kind)
    .where('channel', '=', query.channel)
    .where((eb) =>
      eb.or([
        eb.and([
          eb.or([
            eb('status', '=', 'sent'),
            eb.and([eb('status', '=', 'skipped'), eb('detail', 'not like', `${query.heldFor}%`)]),
          ]),
          eb('done_at', '>=', query.since),
        ]),
        eb.and([eb('status', '=', 'pending'), eb('locked_until', '>', query.now)]),
      ]),
    )
    .$if(query.except.length > 0, (qb) => qb.where('id', 'not in', query.except))
    .execute();
}
