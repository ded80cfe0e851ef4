/**
 * The staff chat's lane of the outbox: what the chat gets next, at Telegram's pace (pacer.ts) and
 * within the chat's messages a minute. New rows (kinds.ts role `new`) go one by one while the
 * waiting ones fit in what is left of the minute; beyond that their kind's summary tells them all
 * in one message, at most one per `summaryGapMs`. Then notices (edits, cancellations, deposits);
 * then, while the chat has used less than half its minute, follow-ups. After an outage, the first
 * message through makes the ones waiting out their back-off due at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../db';
import { STOPPING, untilAborted } from './delivery';
import type { Outcome, OutboxRow } from './delivery';
import type { MessageKinds } from './kinds';
import type { OutboxClaims } from './outboxClaim';
import { makeTelegramDue } from './outboxRecord';
import { TelegramPacer } from './pacer';

/** What the lane takes next: one row, or the new rows of a summary. */
export type TelegramNext = { rows: OutboxRow[]; summary: boolean };

export interface TelegramLaneOptions {
  /** Least time from the end of one Telegram message to a chat to the start of the next. */
  telegramIntervalMs: number;
  /** Most messages (sent or edited) to the staff chat in any `telegramMinuteMs`. */
  telegramPerMinute: number;
  /** The window of telegramPerMinute: a minute (tests shorten it). */
  telegramMinuteMs: number;
  /** Least time between two summaries of new rows in the staff chat. */
  summaryGapMs: number;
  /** Deadline of one delivery attempt (a summary is one). */
  deliveryTimeoutMs: number;
}

export class TelegramLane {
  readonly pacer: TelegramPacer;
  /** When the last summary started (Date.now()); summaries are summaryGapMs apart. */
  private lastSummaryAt = -Infinity;
  /** The lane found a row at the last claim: the next may be due when the pace allows. */
  backlog = false;
  /**
   * Telegram may have messages waiting out a back-off: true at start (an outage before a restart)
   * and after every failed Telegram attempt, false once a delivery made them due again.
   */
  mayWait = true;

  constructor(
    private readonly db: Store,
    private readonly kinds: MessageKinds,
    private readonly claims: OutboxClaims,
    readonly chat: string,
    private readonly options: TelegramLaneOptions,
  ) {
    this.pacer = new TelegramPacer(options.telegramIntervalMs, options.telegramPerMinute, options.telegramMinuteMs);
  }

  /** Milliseconds until the chat may get its next message; Infinity while one is on its way. */
  wait(): number {
    return this.pacer.waitFor(this.chat);
  }

  /**
   * What the staff chat gets next: a new row on its own while the waiting ones fit in what is
   * left of the minute, else a summary of them all once the gap since the last one has passed;
   * then a notice; then, while the chat has used less than half its minute, a follow-up.
   */
  async next(now: Date): Promise<TelegramNext> {
    const summary = this.kinds.summary();
    const due = await this.claims.dueIds('telegram', this.kinds.inLane('new'), summary?.max ?? 1, now);
    if (due.length > 0 && due.length <= this.pacer.room(this.chat))
      return { rows: await this.claims.lock(due.slice(0, 1), now), summary: false };
    if (summary && due.length > 0 && Date.now() - this.lastSummaryAt >= this.options.summaryGapMs) {
      const rows = await this.claims.lock(due, now);
      if (rows.length > 0) return { rows, summary: true };
    }
    const other = await this.claims.claim('telegram', 1, now, this.kinds.inLane('notice'));
    if (other.length > 0 || this.pacer.used(this.chat) * 2 >= this.options.telegramPerMinute)
      return { rows: other, summary: false };
    return { rows: await this.claims.claim('telegram', 1, now, this.kinds.inLane('followup')), summary: false };
  }

  /** A summary is on its way: it takes the chat's turn and starts the gap to the next one. */
  beginSummary(): void {
    this.pacer.begin(this.chat);
    this.lastSummaryAt = Date.now();
  }

  /**
   * Sends the summary of these rows within the delivery deadline; each row's outcome by id (a row
   * whose subject is gone is skipped; a told one is `summarised`, with a follow-up or not).
   */
  async summarise(
    rows: readonly OutboxRow[],
    subjectOf: (row: OutboxRow) => unknown,
    controller: AbortController,
  ): Promise<Map<string, Outcome>> {
    const outcomes = new Map<string, Outcome>();
    const handler = this.kinds.get(rows[0]!.kind);
    const summary = this.kinds.summary();
    const told = rows.filter((row) => subjectOf(row) !== undefined);
    for (const row of rows)
      if (subjectOf(row) === undefined)
        outcomes.set(row.id, { kind: 'skipped', detail: handler?.subjects.missing ?? 'subject not found' });
    if (told.length === 0 || !summary) return outcomes;
    const prepared = await summary.prepare(told.map(subjectOf), new Date());
    const { signal } = controller;
    const deadline = setTimeout(() => controller.abort(new Error('deadline')), this.options.deliveryTimeoutMs);
    let result: Outcome;
    try {
      result = await untilAborted(prepared.send(signal), signal);
    } catch (error) {
      result = signal.aborted
        ? signal.reason === STOPPING
          ? { kind: 'released' }
          : { kind: 'retry', error: `Telegram delivery timed out after ${this.options.deliveryTimeoutMs / 1000} s` }
        : { kind: 'retry', error: `delivery failed: ${(error as Error).name}` };
    } finally {
      clearTimeout(deadline);
    }
    for (const row of told) {
      outcomes.set(
        row.id,
        result.kind === 'sent'
          ? {
              kind: 'summarised',
              detail: result.detail,
              followUp: prepared.followUps.has(row.booking_id),
              messageId: result.messageId,
              chatId: result.chatId,
            }
          : result,
      );
    }
    return outcomes;
  }

  /**
   * Telegram delivered after an outage: the messages waiting out their back-off are due now.
   * Returns how many were (none when the update failed: they keep their back-off, and the next
   * delivery tries again).
   */
  async back(log: FastifyBaseLogger): Promise<number> {
    this.mayWait = false;
    let due: number;
    try {
      due = await makeTelegramDue(this.db, new Date());
    } catch (error) {
      this.mayWait = true;
      log.error(
        { err: { type: (error as Error).name, message: (error as Error).message } },
        'outbox: waiting Telegram messages not made due',
      );
      return 0;
    }
    if (due === 0) return 0;
    log.info({ due }, 'Telegram delivers again: the waiting messages are due now');
    this.backlog = true;
    return due;
  }
}
