/**
 * Recording what a delivery came to: the row's new state (sent, skipped, failed, due again after
 * its back-off, or released at shutdown) and, for a staff Telegram message, where it went.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { recordStaffMessage } from '../bookings/repository';
import type { Database, OutboxTable } from '../db/schema';
import type { DeliveryResult } from './delivery';
import { enqueue } from './outboxRows';

export type OutboxRow = Omit<OutboxTable, 'attempts'> & { attempts: number };
/**
 * A delivery's result; `released`: interrupted by shutdown, due again at once after a restart;
 * `summarised`: a new request told in a summary (sent), with its own message to follow or not.
 */
export type Outcome = DeliveryResult | { kind: 'released' } | { kind: 'summarised'; detail: string; followUp: boolean };

/** Writes one outcome in the recorder's transaction; `retryDelay` is the back-off for the attempt. */
export async function writeOutcome(trx: Transaction<Database>, row: OutboxRow, outcome: Outcome, doneIso: string, retryDelay: (attempts: number) => number): Promise<void> {
  const attempts = row.attempts + 1;
  const update = trx
    .updateTable('outbox')
    .where('id', '=', row.id)
    // Only while this worker's claim holds: never overwrite what another worker recorded since.
    .where('locked_until', '=', row.locked_until);
  switch (outcome.kind) {
    case 'released':
      await update.set({ locked_until: null, last_error: 'interrupted by shutdown', updated_at: doneIso }).execute();
      return;
    case 'retry': {
      // Telegram's retry_after replaces the back-off: retrying earlier would only earn another 429.
      const delay = outcome.retryAfterMs ?? retryDelay(attempts);
      await update
        .set({
          attempts,
          locked_until: null,
          last_error: outcome.error,
          next_attempt_at: new Date(Date.now() + delay).toISOString(),
          updated_at: doneIso,
        })
        .execute();
      return;
    }
    case 'summarised':
      await update.set({ attempts, status: 'sent', locked_until: null, detail: outcome.detail, updated_at: doneIso, done_at: doneIso }).execute();
      // The request's own message, with its buttons, once the chat has room (notify/staffChat.ts).
      if (outcome.followUp) await enqueue(trx, row.booking_id, [{ channel: 'telegram', kind: 'staff_followup', recipient: null }], new Date(doneIso));
      return;
    case 'failed':
      await update
        .set({
          attempts,
          status: 'failed',
          locked_until: null,
          last_error: outcome.error,
          detail: outcome.detail ?? null,
          updated_at: doneIso,
          done_at: doneIso,
        })
        .execute();
      return;
    default:
      await update
        .set({ attempts, status: outcome.kind, locked_until: null, detail: outcome.detail, updated_at: doneIso, done_at: doneIso })
        .execute();
      // The staff message is edited later (decisions, cancellations): remember where it went.
      if (outcome.kind === 'sent' && row.channel === 'telegram' && (row.kind === 'staff' || row.kind === 'staff_followup') && outcome.messageId !== undefined) {
        await recordStaffMessage(trx, row.booking_id, outcome.chatId ?? null, String(outcome.messageId));
      }
  }
}

export function logOutcome(log: FastifyBaseLogger, row: OutboxRow, outcome: Outcome): void {
  const entry = { bookingId: row.booking_id, outboxId: row.id, channel: row.channel, kind: row.kind, attempt: row.attempts + 1 };
  if (outcome.kind === 'retry') log.warn({ ...entry, error: outcome.error }, 'notification will be retried');
  else if (outcome.kind === 'failed') log.error({ ...entry, error: outcome.error }, 'notification failed for good');
  else if (outcome.kind === 'released') log.info({ ...entry, attempt: row.attempts }, 'notification released at shutdown');
  else if (outcome.kind === 'summarised') log.info({ ...entry, status: 'sent', followUp: outcome.followUp }, 'notification sent in a summary');
  else log.info({ ...entry, status: outcome.kind }, 'notification recorded');
}

/**
 * Telegram works again: every Telegram message waiting for its back-off is due now. Returns how
 * many were. The back-off spaced out attempts at a Telegram that did not answer; once one message
 * went through, the rest need not wait out delays of up to an hour (the pace of one a second per
 * chat still holds).
 */
export async function makeTelegramDue(db: Kysely<Database>, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: nowIso })
    .where('channel', '=', 'telegram')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
