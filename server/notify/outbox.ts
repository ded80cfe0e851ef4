/**
 * The notification outbox's worker: rows written in the feature's own transaction (outboxRows.ts),
 * delivered at least once with exponential back-off; a refusal for good (a blocked bot, a rejected
 * address) is marked failed instead. State lives in the database, so pending messages survive a
 * crash or restart; claims (outboxClaim.ts) keep two workers from sending the same row at once.
 * What a row sends is its kind's, registered by the feature that owns it (kinds.ts); the worker
 * only claims, delivers and records (outboxRecord.ts), the staff chat through its lane
 * (telegramLane.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../db';
import { STOPPING, untilAborted } from './delivery';
import type { Outcome, OutboxRow } from './delivery';
import { dispatch } from './dispatch';
import type { Mailer } from './email';
import type { Admission, MessageKinds, Subjects } from './kinds';
import { OutboxClaims } from './outboxClaim';
import { OutcomeRecorder } from './outboxRecord';
import { TelegramLane } from './telegramLane';
import type { TelegramNext } from './telegramLane';

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
  /** Most messages (sent or edited) to the staff chat in any `telegramMinuteMs` (telegramLane.ts). */
  telegramPerMinute: number;
  /** The window of telegramPerMinute: a minute (tests shorten it). */
  telegramMinuteMs: number;
  /** Least time between two summaries of new requests in the staff chat. */
  summaryGapMs: number;
  /** The time the worker claims and admits by (the real time; tests move it to another hour). */
  clock?: () => Date;
  /** How long the Telegram lane's lease (LaneLease) lasts unless renewed; renewed at a third of it. */
  laneLeaseMs: number;
}

/**
 * Several servers on one database: only the holder of this lease runs the Telegram lane, so the
 * staff chat's pace (a message a second, `telegramPerMinute` a minute) and each guest chat's hold
 * for them all; every server delivers emails. Another takes over when the holder stops renewing
 * (it died) or releases it (stopped).
 */
export interface LaneLease {
  /** Takes or renews the lease until `until`; true when this server holds it. */
  take(now: Date, until: Date): Promise<boolean>;
  release(): Promise<void>;
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
  laneLeaseMs: 30_000,
};

/** Delay before attempt number `attempts + 1`, given `attempts` failures so far. */
export function backoffDelay(attempts: number, options: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(Math.max(0, attempts - 1), 30));
}

/** How soon after a new booking the worker looks at the outbox (gathers bookings arriving together). */
const KICK_DELAY_MS = 20;
/** How often a deferred worker looks again whether the requests are done. */
const BUSY_RECHECK_MS = 5;

/**
 * Delivers outbox rows in two lanes: email (and everything that needs no pacing) up to batchSize
 * at once, and the staff chat's (telegramLane.ts) one message at a time at Telegram's pace. Each
 * delivery has a deadline and its outcome is recorded as soon as it is known; stop() aborts what
 * is under way and releases those rows, so a restart sends them once.
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
  private readonly inFlight = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly claims: OutboxClaims;
  private readonly recorder: OutcomeRecorder;
  /** The staff chat's lane; none without a chat configured (its rows are then recorded as skipped). */
  private readonly lane: TelegramLane | undefined;
  /** Whether this server held the lane's lease at its last look, and when to renew it. */
  private leaseHeld = false;
  private leaseRenewAt = 0;

  constructor(
    db: Store,
    private readonly kinds: MessageKinds,
    /** The staff chat (TELEGRAM_CHAT_ID), if Telegram is configured. */
    telegramChat: string | undefined,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxOptions = DEFAULT_OUTBOX_OPTIONS,
    /** True while booking requests are being answered; the worker then waits (see maxDeferMs). */
    private readonly isBusy: () => boolean = () => false,
    /** Recording outcomes failed (the health check hears of a store that cannot write). */
    onWriteFailure: (error: unknown) => void = () => undefined,
    /** With several servers on one database: the Telegram lane's lease (none: this server runs it). */
    private readonly laneLease?: LaneLease,
  ) {
    // A row still being sent must not be claimed again by another worker.
    if (options.deliveryTimeoutMs >= options.lockMs)
      throw new Error('outbox: deliveryTimeoutMs must be shorter than lockMs');
    this.claims = new OutboxClaims(db, options.lockMs, telegramChat !== undefined);
    this.recorder = new OutcomeRecorder(
      db,
      kinds,
      log,
      (attempts) => backoffDelay(attempts, options),
      onWriteFailure,
      options.clock,
    );
    this.lane =
      telegramChat === undefined ? undefined : new TelegramLane(db, kinds, this.claims, telegramChat, options);
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
    if (this.lane) this.lane.backlog = true;
    if (this.lookAgain) return;
    this.lookAgain = true;
    this.wakeIn(KICK_DELAY_MS);
  }

  /** Deliveries under way in this process (tests wait for none before asserting that nothing more went). */
  get deliveriesUnderWay(): number {
    return this.inFlight.size;
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
    // Another server takes the Telegram lane over at once.
    if (this.leaseHeld) {
      this.leaseHeld = false;
      this.leaseRenewAt = 0;
      await this.laneLease?.release().catch(() => undefined);
    }
  }

  /** The Telegram lane, while this server may run it (it holds the lease, or there is none). */
  private async laneHere(now: Date): Promise<TelegramLane | undefined> {
    if (!this.lane || !this.laneLease) return this.lane;
    if (now.getTime() >= this.leaseRenewAt) {
      try {
        this.leaseHeld = await this.laneLease.take(now, new Date(now.getTime() + this.options.laneLeaseMs));
      } catch (error) {
        // Not known to hold it: leave the chat to the others until the store answers again.
        this.leaseHeld = false;
        this.log.warn({ err: { type: (error as Error).name } }, 'outbox: the Telegram lane lease was not taken');
      }
      this.leaseRenewAt = now.getTime() + this.options.laneLeaseMs / 3;
    }
    return this.leaseHeld ? this.lane : undefined;
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
        this.log.error(
          { err: { type: (error as Error).name, message: (error as Error).message } },
          'outbox tick failed',
        );
      }
      if (this.stopped) break;
      if (!this.lookAgain) await this.sleep(this.idleDelay());
    }
  }

  /** The idle wait, shortened to the moment the Telegram pace allows the next message of a backlog. */
  private idleDelay(): number {
    if (!this.lane?.backlog) return this.options.pollMs;
    return Math.min(this.options.pollMs, this.lane.wait());
  }

  /** Claims what each lane has room for and starts delivering it; deliveries finish on their own. */
  private async claimAndStart(): Promise<void> {
    const now = this.options.clock?.() ?? new Date();
    const room = this.options.batchSize - this.inFlight.size;
    const bulk = room > 0 ? await this.claims.claim('bulk', room, now) : [];
    this.bulkBacklog = bulk.length >= room;
    const lane = await this.laneHere(now);
    let telegram: TelegramNext = { rows: [], summary: false };
    if (!this.stopped && lane && lane.wait() === 0) {
      telegram = await lane.next(now);
      lane.backlog = telegram.rows.length > 0;
    }
    const guests = !this.stopped && lane ? await this.claimGuestRows(lane, now) : [];
    const claimed = [...bulk, ...telegram.rows, ...guests];
    if (claimed.length === 0) return;
    const subjectOf = await this.loadSubjects(claimed);
    for (const row of await this.admitted(bulk, subjectOf, now)) this.startDelivery(row, subjectOf(row));
    if (telegram.summary && lane) this.startSummary(telegram.rows, subjectOf, lane);
    else for (const row of telegram.rows) this.startDelivery(row, subjectOf(row), lane);
    for (const row of guests) this.startDelivery(row, subjectOf(row), lane, row.recipient ?? '');
  }

  /**
   * The guests' chats (kinds of the `guest` role): at most one message under way per chat, each
   * at the pacer's pace for its chat (and after a 429 every chat waits), as many chats at once
   * as the batch has room for.
   */
  private async claimGuestRows(lane: TelegramLane, now: Date): Promise<OutboxRow[]> {
    const room = this.options.batchSize - this.inFlight.size;
    if (room <= 0) return [];
    const due = await this.claims.dueForChats(this.kinds.inLane('guest'), room * 2, now);
    const chats = new Set<string>();
    const ids: string[] = [];
    for (const { id, chat } of due) {
      if (ids.length >= room || chats.has(chat) || chat === lane.chat || lane.pacer.waitFor(chat) !== 0) continue;
      chats.add(chat);
      ids.push(id);
    }
    return ids.length === 0 ? [] : this.claims.lock(ids, now);
  }

  /**
   * The email lane's rows that their kinds' budgets let go now (kinds.ts `admit`); the others are
   * recorded as waiting (due again later, no attempt spent) or skipped, without being delivered.
   */
  private async admitted(
    rows: readonly OutboxRow[],
    subjectOf: (row: OutboxRow) => unknown,
    now: Date,
  ): Promise<OutboxRow[]> {
    const held = new Map<string, Admission>();
    const byKind = new Map<OutboxRow['kind'], OutboxRow[]>();
    for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
    for (const [kind, ofKind] of byKind) {
      const admit = this.kinds.get(kind)?.admit;
      if (!admit) continue;
      // In the order they came due (a budget staggers what it holds back), then oldest first.
      const inTurn = [...ofKind].sort(
        (a, b) =>
          a.next_attempt_at.localeCompare(b.next_attempt_at) ||
          a.created_at.localeCompare(b.created_at) ||
          a.id.localeCompare(b.id),
      );
      for (const [id, admission] of await admit(inTurn, subjectOf, now)) held.set(id, admission);
    }
    if (held.size === 0) return [...rows];
    const recording: Promise<void>[] = [];
    for (const row of rows) {
      const admission = held.get(row.id);
      if (admission) recording.push(this.recorder.record(row, admission));
    }
    // A row not recorded stays locked until lockMs passes, then is claimed again: late, never lost.
    await Promise.all(recording).catch((error: unknown) =>
      this.log.error({ err: { type: (error as Error).name } }, 'outbox: held rows not recorded'),
    );
    return rows.filter((row) => !held.has(row.id));
  }

  /** Reads the subjects of these rows: one load per source their kinds share. */
  private async loadSubjects(rows: readonly OutboxRow[]): Promise<(row: OutboxRow) => unknown> {
    const ids = new Map<Subjects<unknown>, Set<string>>();
    for (const row of rows) {
      const source = this.kinds.get(row.kind)?.subjects;
      if (source) ids.set(source, (ids.get(source) ?? new Set()).add(row.booking_id));
    }
    const loaded = new Map<Subjects<unknown>, Map<string, unknown>>();
    for (const [source, of] of ids) loaded.set(source, await source.load([...of]));
    return (row) => {
      const source = this.kinds.get(row.kind)?.subjects;
      return source ? loaded.get(source)?.get(row.booking_id) : undefined;
    };
  }

  /**
   * One summary for these new rows: one message to the chat, then each row recorded as told
   * (with a follow-up for a request on its own), or all retried alike.
   */
  private startSummary(rows: OutboxRow[], subjectOf: (row: OutboxRow) => unknown, lane: TelegramLane): void {
    const controller = new AbortController();
    // One entry for the whole summary: it is one delivery, and takes one place of the email lane's batch.
    const key = `summary:${rows[0]!.id}`;
    lane.beginSummary();
    const done = lane
      .summarise(rows, subjectOf, controller)
      .catch((error: unknown): Map<string, Outcome> => {
        const outcome: Outcome = { kind: 'retry', error: `delivery failed: ${(error as Error).name}` };
        return new Map(rows.map((row) => [row.id, outcome]));
      })
      .then((outcomes) => {
        const retry = [...outcomes.values()].find((outcome) => outcome.kind === 'retry');
        lane.pacer.end(lane.chat, retry?.kind === 'retry' ? retry.retryAfterMs : undefined);
        if (lane.backlog) this.wakeIn(lane.wait());
        return Promise.all(rows.map((row) => this.recorder.record(row, outcomes.get(row.id) ?? { kind: 'released' })));
      })
      .catch((error: unknown) => {
        // The rows stay locked until lockMs passes, then they are tried again: late, never lost.
        this.log.error(
          { rows: rows.length, err: { type: (error as Error).name, message: (error as Error).message } },
          'summary outcome not recorded',
        );
      })
      .finally(() => {
        this.inFlight.delete(key);
      });
    this.inFlight.set(key, { controller, done: done.then(() => undefined) });
  }

  /** Delivers one row; a Telegram row through `lane`'s pacer, for the staff chat or for `chat` (a guest's). */
  private startDelivery(row: OutboxRow, subject: unknown, lane?: TelegramLane, chat?: string): void {
    const controller = new AbortController();
    const paced = lane ? (chat ?? lane.chat) : undefined;
    const staff = lane !== undefined && paced === lane.chat;
    if (lane && paced !== undefined) lane.pacer.begin(paced);
    const done = this.attempt(row, subject, controller)
      .catch((error: unknown): Outcome => ({ kind: 'retry', error: `delivery failed: ${(error as Error).name}` }))
      .then(async (outcome) => {
        if (lane && paced !== undefined) {
          lane.pacer.end(paced, outcome.kind === 'retry' ? outcome.retryAfterMs : undefined);
          if (staff && outcome.kind === 'retry') lane.mayWait = true;
          if (lane.backlog) this.wakeIn(lane.wait());
        }
        await this.recorder.record(row, outcome);
        if (lane && staff && outcome.kind === 'sent' && lane.mayWait && (await lane.back(this.log)) > 0) {
          this.lookAgain = true;
          this.wakeIn(lane.wait());
        }
      })
      .catch((error: unknown) => {
        // The row stays locked until lockMs passes, then it is tried again: late, never lost.
        this.log.error(
          { outboxId: row.id, err: { type: (error as Error).name, message: (error as Error).message } },
          'outbox outcome not recorded',
        );
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
  private async attempt(row: OutboxRow, subject: unknown, controller: AbortController): Promise<Outcome> {
    const handler = this.kinds.get(row.kind);
    if (handler && subject === undefined) return { kind: 'skipped', detail: handler.subjects.missing };
    const { signal } = controller;
    const deadline = setTimeout(() => controller.abort(new Error('deadline')), this.options.deliveryTimeoutMs);
    try {
      const result = await untilAborted(dispatch(row, subject, handler, this.mailer, signal), signal);
      // A transport that noticed the abort reports a failure; a message that went out still counts.
      if (!signal.aborted || result.kind !== 'retry') return result;
    } catch (error) {
      if (!signal.aborted) return { kind: 'retry', error: `delivery failed: ${(error as Error).name}` };
    } finally {
      clearTimeout(deadline);
    }
    if (signal.reason === STOPPING) return { kind: 'released' };
    return {
      kind: 'retry',
      error: `${row.channel === 'telegram' ? 'Telegram' : row.channel === 'gateway' ? 'Gateway' : 'SMTP'} delivery timed out after ${this.options.deliveryTimeoutMs / 1000} s`,
    };
  }
}
