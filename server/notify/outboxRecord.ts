/**
 * Recording what a delivery came to: the row's new state (sent, skipped, failed, due again after
 * its back-off, or released at shutdown), then what its kind writes besides (kinds.ts `recorded`:
 * where a staff message went, a summarised request's follow-up). One writer batches the outcomes
 * that arrive together into one transaction.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Store } from '../db';
import { HELD } from './delivery';
import type { Outcome, OutboxRow } from './delivery';
import type { MessageKinds } from './kinds';
import { transactRetryingDeadlocks } from '../db';

export type { Outcome, OutboxRow } from './delivery';

/** What a kind writes besides when its outcome is recorded (kinds.ts). */
type Recorded = (trx: Transaction<Database>, row: OutboxRow, outcome: Outcome, doneIso: string) => Promise<void>;

/** Writes one outcome in the recorder's transaction; `retryDelay` is the back-off for the attempt. */
export async function writeOutcome(
  trx: Transaction<Database>,
  row: OutboxRow,
  outcome: Outcome,
  doneIso: string,
  retryDelay: (attempts: number) => number,
  recorded?: Recorded,
): Promise<void> {
  await writeRow(trx, row, outcome, doneIso, retryDelay);
  await recorded?.(trx, row, outcome, doneIso);
}

async function writeRow(
  trx: Transaction<Database>,
  row: OutboxRow,
  outcome: Outcome,
  doneIso: string,
  retryDelay: (attempts: number) => number,
): Promise<void> {
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
    case 'waiting':
      await update
        .set({
          locked_until: null,
          detail: `${HELD}${outcome.until.toISOString()}: ${outcome.detail}`,
          next_attempt_at: outcome.until.toISOString(),
          updated_at: doneIso,
        })
        .execute();
      return;
    case 'retry': {
      // Telegram's retry_after replaces the back-off: retrying earlier would only earn another 429.
      const delay = outcome.retryAfterMs ?? retryDelay(attempts);
      await update
        .set({
          attempts,
          locked_until: null,
          last_error: outcome.error,
          // Tried now: no longer held back by a budget (delivery.ts HELD), whatever it said.
          detail: null,
          next_attempt_at: new Date(Date.parse(doneIso) + delay).toISOString(),
          updated_at: doneIso,
        })
        .execute();
      return;
    }
    case 'summarised':
      await update
        .set({
          attempts,
          status: 'sent',
          locked_until: null,
          detail: outcome.detail,
          updated_at: doneIso,
          done_at: doneIso,
        })
        .execute();
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
        .set({
          attempts,
          status: outcome.kind,
          locked_until: null,
          detail: outcome.detail,
          updated_at: doneIso,
          done_at: doneIso,
        })
        .execute();
  }
}

export function logOutcome(log: FastifyBaseLogger, row: OutboxRow, outcome: Outcome): void {
  const entry = {
    bookingId: row.booking_id,
    outboxId: row.id,
    channel: row.channel,
    kind: row.kind,
    attempt: row.attempts + 1,
  };
  if (outcome.kind === 'retry') log.warn({ ...entry, error: outcome.error }, 'notification will be retried');
  else if (outcome.kind === 'failed') log.error({ ...entry, error: outcome.error }, 'notification failed for good');
  else if (outcome.kind === 'released')
    log.info({ ...entry, attempt: row.attempts }, 'notification released at shutdown');
  else if (outcome.kind === 'summarised')
    log.info({ ...entry, status: 'sent', followUp: outcome.followUp }, 'notification sent in a summary');
  else if (outcome.kind === 'waiting')
    log.info(
      { ...entry, attempt: row.attempts, until: outcome.until.toISOString() },
      'notification waits for its budget',
    );
  else log.info({ ...entry, status: outcome.kind }, 'notification recorded');
}

/**
 * Telegram works again: every Telegram message waiting for its back-off is due now. Returns how
 * many were. The back-off spaced out attempts at a Telegram that did not answer; once one message
 * went through, the rest need not wait out delays of up to an hour (the pace of one a second per
 * chat still holds). Only a message that was tried is in a back-off: one never tried waits for its
 * own time (a reminder queued for the day before arrival), outage or not.
 */
export async function makeTelegramDue(db: Kysely<Database>, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: nowIso })
    .where('channel', '=', 'telegram')
    .where('status', '=', 'pending')
    .where('attempts', '>', 0)
    .where('next_attempt_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

interface PendingRecord {
  row: OutboxRow;
  outcome: Outcome;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Records outcomes. One writer: the outcomes that arrive while it writes go together in its next
 * transaction, so a busy outbox writes in batches and a quiet one at once.
 */
export class OutcomeRecorder {
  private toRecord: PendingRecord[] = [];
  private writing = false;

  constructor(
    private readonly db: Store,
    private readonly kinds: MessageKinds,
    private readonly log: FastifyBaseLogger,
    /** The back-off before the attempt after `attempts` failures. */
    private readonly retryDelay: (attempts: number) => number,
    /** Recording outcomes failed (the health check hears of a store that cannot write). */
    private readonly onWriteFailure: (error: unknown) => void,
    /** The time outcomes are recorded at (the worker's clock). */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  record(row: OutboxRow, outcome: Outcome): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.toRecord.push({ row, outcome, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.writeAll());
      }
    });
  }

  private async writeAll(): Promise<void> {
    while (this.toRecord.length > 0) await this.flush();
    this.writing = false;
  }

  private async flush(): Promise<void> {
    const batch = this.toRecord;
    this.toRecord = [];
    try {
      const doneIso = this.clock().toISOString();
      await transactRetryingDeadlocks(this.db, async (trx) => {
        // In id order: every transaction that takes several outbox rows takes them in this order
        // (dropMessagesOf), so none waits for a row another holds while holding one it wants.
        const inOrder = [...batch].sort((a, b) => (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0));
        for (const { row, outcome } of inOrder)
          await writeOutcome(trx, row, outcome, doneIso, this.retryDelay, this.kinds.get(row.kind)?.recorded);
      });
    } catch (error) {
      this.onWriteFailure(error);
      for (const entry of batch) entry.reject(error);
      return;
    }
    for (const { row, outcome, resolve } of batch) {
      logOutcome(this.log, row, outcome);
      resolve();
    }
  }
}
