/**
 * The notification outbox: rows written in the booking's own transaction, delivered by a
 * worker at least once with exponential back-off; a refusal for good (a blocked bot, a rejected
 * address) is marked failed instead. State lives in the database, so pending messages survive a
 * crash or restart; a lock with an expiry keeps two workers (two server processes on one
 * PostgreSQL) from sending the same row at the same time.
 */
import type { FastifyBaseLogger } from 'fastify';
import { findBookings } from '../bookings/repository';
import type { Store } from '../db/store';
import type { BookingsTable, OutboxKind } from '../db/schema';
import { deliverClickFiscal } from '../payments/clickFiscal';
import { paymentsOf } from '../payments/repository';
import { untilAborted } from './delivery';
import type { Mailer } from './email';
import { dispatch } from './dispatch';
import { logOutcome, makeTelegramDue, writeOutcome } from './outboxRecord';
import type { Outcome, OutboxRow } from './outboxRecord';
import type { DispatchConfig } from './dispatch';
import { isPaymentKind, STAFF_PAYMENT_KINDS } from '../payments/notices';
import { TelegramPacer } from './pacer';
import { SUMMARY_MAX, summaryEntries } from './staffChat';
import { deliverSummary } from './telegramChannel';

/** Tuning of the worker; the defaults suit production, tests shorten the delays. */
export interface OutboxOptions {
  /** First retry delay; doubles per attempt. */
  baseDelayMs: number;
  /** Longest delay between two attempts of a temporary failure (refusals for good are marked failed). */
  maxDelayMs: number;
  /** Idle polling period (a new booking wakes the worker at once). */
  pollMs: number;
  /** How long a claimed row stays locked if its worker dies mid-delivery. */
  lockMs: number;
  /** Most emails (and unpaced rows) under way at once; Telegram has one per chat besides. */
  batchSize: number;
  /**
   * Longest the worker waits for a moment without booking requests in flight. Answering guests
   * comes first; a busy server still delivers at least once per this period.
   */
  maxDeferMs: number;
  /**
   * Deadline of one delivery attempt. Shorter than lockMs, so no other worker claims a row that is
   * still being sent, and than the 15 s shutdown budget.
   */
  deliveryTimeoutMs: number;
  /** Least time from the end of one Telegram message to a chat to the start of the next. */
  telegramIntervalMs: number;
  /** Most messages (sent or edited) to the staff chat in any `telegramMinuteMs` (staffChat.ts). */
  telegramPerMinute: number;
  /** The window of telegramPerMinute: a minute (tests shorten it). */
  telegramMinuteMs: number;
  /** Least time between two summaries of new requests in the staff chat. */
  summaryGapMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  baseDelayMs: 5_000,
  maxDelayMs: 60 * 60 * 1000,
  pollMs: 1_000,
  lockMs: 2 * 60 * 1000,
  batchSize: 50,
  maxDeferMs: 1_000,
  deliveryTimeoutMs: 10_000,
  telegramIntervalMs: 1_000,
  telegramPerMinute: 20,
  telegramMinuteMs: 60_000,
  summaryGapMs: 10_000,
};

/** Delay before attempt number `attempts + 1`, given `attempts` failures so far. */
export function backoffDelay(attempts: number, options: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(Math.max(0, attempts - 1), 30));
}

/** How soon after a new booking the worker looks at the outbox (gathers bookings arriving together). */
const KICK_DELAY_MS = 20;
/** How often a deferred worker looks again whether the requests are done. */
const BUSY_RECHECK_MS = 5;
/** The abort reason of deliveries cut short by stop(): the row is released, not counted as an attempt. */
const STOPPING = Symbol('outbox stopping');


interface PendingRecord {
  row: OutboxRow;
  outcome: Outcome;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** What the Telegram lane takes next: one row, or the new requests of a summary. */
type TelegramNext = { rows: OutboxRow[]; summary: boolean };

/**
 * Delivers outbox rows in two lanes: email (and everything that needs no pacing) up to batchSize
 * at once, and Telegram one message at a time per chat at Telegram's pace, within the staff chat's
 * messages a minute, summarising new requests beyond them (staffChat.ts). Each delivery has a
 * deadline and its outcome is recorded as soon as it is known; stop() aborts what is under way and
 * releases those rows, so a restart sends them once.
 */
export class OutboxWorker {
  private stopped = true;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private sleepUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Something may be due (a new booking, room freed in a full lane): look again without the idle wait. */
  private lookAgain = false;
  /** The email lane was full at the last claim: more rows may be waiting for room. */
  private bulkBacklog = false;
  /** The Telegram lane found a row at the last claim: the next may be due when the pace allows. */
  private telegramBacklog = false;
  private readonly inFlight = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly pacer: TelegramPacer;
  /** When the last summary started (Date.now()); summaries are summaryGapMs apart. */
  private lastSummaryAt = -Infinity;
  private toRecord: PendingRecord[] = [];
  private writing = false;
  /**
   * Telegram may have messages waiting out a back-off: true at start (an outage before a restart)
   * and after every failed Telegram attempt, false once a delivery made them due again.
   */
  private telegramMayWait = true;

  constructor(
    private readonly db: Store,
    private readonly config: DispatchConfig,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxOptions = DEFAULT_OUTBOX_OPTIONS,
    /** True while booking requests are being answered; the worker then waits (see maxDeferMs). */
    private readonly isBusy: () => boolean = () => false,
    /** Recording outcomes failed (the health check hears of a store that cannot write). */
    private readonly onWriteFailure: (error: unknown) => void = () => undefined,
  ) {
    // A row still being sent must not be claimed again by another worker.
    if (options.deliveryTimeoutMs >= options.lockMs) throw new Error('outbox: deliveryTimeoutMs must be shorter than lockMs');
    this.pacer = new TelegramPacer(options.telegramIntervalMs, options.telegramPerMinute, options.telegramMinuteMs);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = this.run();
  }

  /**
   * A booking was just committed: wake the worker shortly. The short delay gathers the
   * messages of bookings arriving together into one claim.
   */
  kick(): void {
    // Its Telegram message may have to wait for the pace: wake for it when the chat is ready.
    this.telegramBacklog = true;
    if (this.lookAgain) return;
    this.lookAgain = true;
    this.wakeIn(KICK_DELAY_MS);
  }

  /**
   * Stops claiming, aborts the deliveries under way and waits until each outcome is recorded
   * (an aborted row is released: unlocked and due, so the next start sends it).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
    const running = [...this.inFlight.values()];
    for (const { controller } of running) controller.abort(STOPPING);
    await Promise.all(running.map((delivery) => delivery.done));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(this.timer);
        this.wake = undefined;
        resolve();
      };
      this.wake = done;
      this.sleepUntil = Date.now() + ms;
      this.timer = setTimeout(done, ms);
    });
  }

  /** Brings a sleeping worker's wake-up forward to `ms` from now (never later than planned). */
  private wakeIn(ms: number): void {
    if (!this.wake || Date.now() + ms >= this.sleepUntil) return;
    clearTimeout(this.timer);
    this.sleepUntil = Date.now() + ms;
    this.timer = setTimeout(this.wake, ms);
  }

  private async run(): Promise<void> {
    let lastTick = Date.now();
    while (!this.stopped) {
      while (!this.stopped && this.isBusy() && Date.now() - lastTick < this.options.maxDeferMs) {
        await this.sleep(BUSY_RECHECK_MS);
      }
      if (this.stopped) break;
      lastTick = Date.now();
      this.lookAgain = false;
      try {
        await this.claimAndStart();
      } catch (error) {
        this.log.error({ err: { type: (error as Error).name, message: (error as Error).message } }, 'outbox tick failed');
      }
      if (this.stopped) break;
      if (!this.lookAgain) await this.sleep(this.idleDelay());
    }
  }

  /** The idle wait, shortened to the moment the Telegram pace allows the next message of a backlog. */
  private idleDelay(): number {
    const chat = this.config.telegram?.chatId;
    if (chat === undefined || !this.telegramBacklog) return this.options.pollMs;
    return Math.min(this.options.pollMs, this.pacer.waitFor(chat));
  }

  /** Claims what each lane has room for and starts delivering it; deliveries finish on their own. */
  private async claimAndStart(): Promise<void> {
    const now = new Date();
    const room = this.options.batchSize - this.inFlight.size;
    const bulk = room > 0 ? await this.claim('bulk', room, now) : [];
    this.bulkBacklog = bulk.length >= room;
    const chat = this.config.telegram?.chatId;
    let telegram: TelegramNext = { rows: [], summary: false };
    if (!this.stopped && chat !== undefined && this.pacer.waitFor(chat) === 0) {
      telegram = await this.nextForChat(chat, now);
      this.telegramBacklog = telegram.rows.length > 0;
    }
    const claimed = [...bulk, ...telegram.rows];
    if (claimed.length === 0) return;
    const bookingIds = [...new Set(claimed.map((row) => row.booking_id))];
    const bookings = await findBookings(this.db, bookingIds);
    const byId = new Map(bookings.map((booking) => [booking.id, booking]));
    for (const row of bulk) this.startDelivery(row, byId.get(row.booking_id));
    if (telegram.summary && chat !== undefined) this.startSummary(telegram.rows, byId, chat);
    else for (const row of telegram.rows) this.startDelivery(row, byId.get(row.booking_id), chat);
  }

  /**
   * What the staff chat gets next (staffChat.ts): a new request on its own while the waiting ones
   * fit in what is left of the minute, else a summary of them all once the gap since the last one
   * has passed; then an edit, a cancel or a deposit notice; then, while the chat has used less than half its
   * minute, a summarised request's own message.
   */
  private async nextForChat(chat: string, now: Date): Promise<TelegramNext> {
    const due = await this.dueIds('telegram', ['staff'], SUMMARY_MAX, now);
    if (due.length > 0 && due.length <= this.pacer.room(chat)) return { rows: await this.lock(due.slice(0, 1), now), summary: false };
    if (due.length > 0 && Date.now() - this.lastSummaryAt >= this.options.summaryGapMs) {
      const rows = await this.lock(due, now);
      if (rows.length > 0) return { rows, summary: true };
    }
    const other = await this.claim('telegram', 1, now, ['staff_edit', 'cancel', ...STAFF_PAYMENT_KINDS]);
    if (other.length > 0 || this.pacer.used(chat) * 2 >= this.options.telegramPerMinute) return { rows: other, summary: false };
    return { rows: await this.claim('telegram', 1, now, ['staff_followup']), summary: false };
  }

  /**
   * Locks up to `limit` due rows of a lane (of these kinds) for this worker. The lock's condition
   * is repeated in the UPDATE, so of two workers racing for a row only one gets it.
   */
  private async claim(lane: 'bulk' | 'telegram', limit: number, now: Date, kinds?: readonly OutboxKind[]): Promise<OutboxRow[]> {
    const due = await this.dueIds(lane, kinds, limit, now);
    return due.length === 0 ? [] : this.lock(due, now);
  }

  /** The ids of up to `limit` due, unlocked rows of a lane (of these kinds), in the lane's order. */
  private async dueIds(lane: 'bulk' | 'telegram', kinds: readonly OutboxKind[] | undefined, limit: number, now: Date): Promise<string[]> {
    const nowIso = now.toISOString();
    const paced = this.config.telegram !== null;
    const due = await this.db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      // Without Telegram configured its rows are only recorded as skipped: no pace needed.
      .$if(lane === 'bulk' && paced, (qb) => qb.where('channel', '!=', 'telegram'))
      // A chat reads its messages in the order the bookings came.
      .$if(lane === 'telegram', (qb) => qb.where('channel', '=', 'telegram').orderBy('created_at'))
      .$if(kinds !== undefined, (qb) => qb.where('kind', 'in', [...(kinds ?? [])]))
      .$if(lane === 'bulk', (qb) => qb.orderBy('next_attempt_at'))
      .limit(limit)
      .execute();
    return due.map((row) => row.id);
  }

  /** Locks these rows for this worker, those still pending and unlocked; returns what it locked. */
  private async lock(ids: readonly string[], now: Date): Promise<OutboxRow[]> {
    const nowIso = now.toISOString();
    return await this.db
      .updateTable('outbox')
      .set({ locked_until: new Date(now.getTime() + this.options.lockMs).toISOString() })
      .where('id', 'in', [...ids])
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      .returningAll()
      .execute();
  }

  /**
   * One summary for these new requests: one message to the chat, then each row recorded as told
   * (with a follow-up for a request on its own), or all retried alike.
   */
  private startSummary(rows: OutboxRow[], byId: Map<string, BookingsTable>, chat: string): void {
    const controller = new AbortController();
    // One entry for the whole summary: it is one delivery, and takes one place of the email lane's batch.
    const key = `summary:${rows[0]!.id}`;
    this.pacer.begin(chat);
    this.lastSummaryAt = Date.now();
    const done = this.summarise(rows, byId, controller)
      .catch((error: unknown): Map<string, Outcome> => {
        const outcome: Outcome = { kind: 'retry', error: `delivery failed: ${(error as Error).name}` };
        return new Map(rows.map((row) => [row.id, outcome]));
      })
      .then((outcomes) => {
        const retry = [...outcomes.values()].find((outcome) => outcome.kind === 'retry');
        this.pacer.end(chat, retry?.kind === 'retry' ? retry.retryAfterMs : undefined);
        if (this.telegramBacklog) this.wakeIn(this.pacer.waitFor(chat));
        return Promise.all(rows.map((row) => this.record(row, outcomes.get(row.id) ?? { kind: 'released' })));
      })
      .catch((error: unknown) => {
        // The rows stay locked until lockMs passes, then they are tried again: late, never lost.
        this.log.error({ rows: rows.length, err: { type: (error as Error).name, message: (error as Error).message } }, 'summary outcome not recorded');
      })
      .finally(() => {
        this.inFlight.delete(key);
      });
    this.inFlight.set(key, { controller, done: done.then(() => undefined) });
  }

  /** Sends the summary within the delivery deadline; each row's outcome by id. */
  private async summarise(rows: OutboxRow[], byId: Map<string, BookingsTable>, controller: AbortController): Promise<Map<string, Outcome>> {
    const outcomes = new Map<string, Outcome>();
    const told = rows.filter((row) => byId.has(row.booking_id));
    for (const row of rows) if (!byId.has(row.booking_id)) outcomes.set(row.id, { kind: 'skipped', detail: 'booking not found' });
    if (told.length === 0) return outcomes;
    const entries = await summaryEntries(this.db, told.map((row) => byId.get(row.booking_id)!), new Date());
    const single = new Set(entries.filter((entry) => entry.flood === null).map((entry) => entry.booking.id));
    const { signal } = controller;
    const deadline = setTimeout(() => controller.abort(new Error('deadline')), this.options.deliveryTimeoutMs);
    let result: Outcome;
    try {
      result = await untilAborted(deliverSummary(entries, this.config, signal), signal);
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
      outcomes.set(row.id, result.kind === 'sent' ? { kind: 'summarised', detail: result.detail, followUp: single.has(row.booking_id) } : result);
    }
    return outcomes;
  }

  private startDelivery(row: OutboxRow, booking: BookingsTable | undefined, chat?: string): void {
    const controller = new AbortController();
    if (chat !== undefined) this.pacer.begin(chat);
    const done = this.attempt(row, booking, controller)
      .catch((error: unknown): Outcome => ({ kind: 'retry', error: `delivery failed: ${(error as Error).name}` }))
      .then(async (outcome) => {
        if (chat !== undefined) {
          this.pacer.end(chat, outcome.kind === 'retry' ? outcome.retryAfterMs : undefined);
          if (outcome.kind === 'retry') this.telegramMayWait = true;
          if (this.telegramBacklog) this.wakeIn(this.pacer.waitFor(chat));
        }
        await this.record(row, outcome);
        if (chat !== undefined && outcome.kind === 'sent' && this.telegramMayWait) await this.telegramIsBack();
      })
      .catch((error: unknown) => {
        // The row stays locked until lockMs passes, then it is tried again: late, never lost.
        this.log.error({ outboxId: row.id, err: { type: (error as Error).name, message: (error as Error).message } }, 'outbox outcome not recorded');
      })
      .finally(() => {
        this.inFlight.delete(row.id);
        // Rows are waiting for room: claim again once half the lane is free, not row by row.
        if (this.bulkBacklog && this.inFlight.size <= this.options.batchSize / 2) {
          this.lookAgain = true;
          this.wakeIn(0);
        }
      });
    this.inFlight.set(row.id, { controller, done });
  }

  /** One delivery within its deadline; an abort becomes a timed-out retry, or a release at shutdown. */
  private async attempt(row: OutboxRow, booking: BookingsTable | undefined, controller: AbortController): Promise<Outcome> {
    if (!booking) return { kind: 'skipped', detail: 'booking not found' };
    const { signal } = controller;
    const deadline = setTimeout(() => controller.abort(new Error('deadline')), this.options.deliveryTimeoutMs);
    try {
      // The deposit's transactions as they stand now: a deposit notice names one, and with a gateway
      // configured every message shows the deposit.
      const payments = this.config.payments || isPaymentKind(row.kind) ? await paymentsOf(this.db, booking.id) : [];
      // A row of the gateway channel is a call to a gateway's own API (Click's fiscalization), not a message.
      const work = row.channel === 'gateway' ? deliverClickFiscal(this.db, booking, this.config.payments, row.attempts, signal) : dispatch(row, booking, this.config, this.mailer, signal, payments);
      const result = await untilAborted(work, signal);
      // A transport that noticed the abort reports a failure; a message that went out still counts.
      if (!signal.aborted || result.kind !== 'retry') return result;
    } catch (error) {
      if (!signal.aborted) return { kind: 'retry', error: `delivery failed: ${(error as Error).name}` };
    } finally {
      clearTimeout(deadline);
    }
    if (signal.reason === STOPPING) return { kind: 'released' };
    return { kind: 'retry', error: `${row.channel === 'telegram' ? 'Telegram' : row.channel === 'gateway' ? 'Gateway' : 'SMTP'} delivery timed out after ${this.options.deliveryTimeoutMs / 1000} s` };
  }

  /** After an outage, the first message delivered makes the ones waiting out their back-off due at once. */
  private async telegramIsBack(): Promise<void> {
    this.telegramMayWait = false;
    let due: number;
    try {
      due = await makeTelegramDue(this.db, new Date());
    } catch (error) {
      // They keep their back-off; the next delivery tries again.
      this.telegramMayWait = true;
      this.log.error({ err: { type: (error as Error).name, message: (error as Error).message } }, 'outbox: waiting Telegram messages not made due');
      return;
    }
    if (due === 0) return;
    this.log.info({ due }, 'Telegram delivers again: the waiting messages are due now');
    this.telegramBacklog = true;
    this.lookAgain = true;
    this.wakeIn(this.config.telegram ? this.pacer.waitFor(this.config.telegram.chatId) : 0);
  }

  /**
   * Records an outcome. One writer: the outcomes that arrive while it writes go together in its
   * next transaction, so a busy outbox writes in batches and a quiet one at once.
   */
  private record(row: OutboxRow, outcome: Outcome): Promise<void> {
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
      const doneIso = new Date().toISOString();
      await this.db.transaction().execute(async (trx) => {
        for (const { row, outcome } of batch) await writeOutcome(trx, row, outcome, doneIso, (attempts) => backoffDelay(attempts, this.options));
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
