/**
 * The notification outbox: rows written in the booking's own transaction, delivered by a
 * worker at least once with exponential back-off. State lives in the database, so pending
 * messages survive a crash or restart; a lock with an expiry keeps two workers (two server
 * processes on one PostgreSQL) from sending the same row at the same time.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Config } from '../config';
import type { Store } from '../db/database';
import type { BookingsTable, Database, OutboxChannel, OutboxKind, OutboxTable } from '../db/schema';
import type { DeliveryResult } from './delivery';
import type { Mailer } from './email';
import { guestEmail, staffEmail, staffTelegramText } from './messages';
import { sendTelegram } from './telegram';

/** Tuning of the worker; the defaults suit production, tests shorten the delays. */
export interface OutboxOptions {
  /** First retry delay; doubles per attempt. */
  baseDelayMs: number;
  /** Longest delay between two attempts; retries never stop, a booking's message is never dropped. */
  maxDelayMs: number;
  /** Idle polling period (a new booking wakes the worker at once). */
  pollMs: number;
  /** How long a claimed row stays locked if its worker dies mid-delivery. */
  lockMs: number;
  batchSize: number;
  /**
   * Longest the worker waits for a moment without booking requests in flight. Answering guests
   * comes first; a busy server still delivers at least once per this period.
   */
  maxDeferMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  baseDelayMs: 5_000,
  maxDelayMs: 60 * 60 * 1000,
  pollMs: 1_000,
  lockMs: 2 * 60 * 1000,
  batchSize: 50,
  maxDeferMs: 1_000,
};

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

/**
 * Adds outbox rows for a booking inside the caller's transaction. A row that already exists
 * for the same (booking, channel, kind) is left alone, so nothing is ever queued twice.
 */
export async function enqueue(trx: Transaction<Database>, bookingId: string, rows: NewOutboxRow[], now: Date = new Date()): Promise<void> {
  if (rows.length === 0) return;
  const iso = now.toISOString();
  await trx
    .insertInto('outbox')
    .values(
      rows.map((row) => ({
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
      })),
    )
    .onConflict((oc) => oc.columns(['booking_id', 'channel', 'kind']).doNothing())
    .execute();
}

/** Delay before attempt number `attempts + 1`, given `attempts` failures so far. */
export function backoffDelay(attempts: number, options: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(Math.max(0, attempts - 1), 30));
}

/** How soon after a new booking the worker looks at the outbox. */
const KICK_DELAY_MS = 20;
/** How often a deferred worker looks again whether the requests are done. */
const BUSY_RECHECK_MS = 5;

type OutboxRow = Omit<OutboxTable, 'attempts'> & { attempts: number };

export class OutboxWorker {
  private stopped = true;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private pendingKick = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Store,
    private readonly config: Pick<Config, 'telegram'>,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxOptions = DEFAULT_OUTBOX_OPTIONS,
    /** True while booking requests are being answered; the worker then waits (see maxDeferMs). */
    private readonly isBusy: () => boolean = () => false,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = this.run();
  }

  /**
   * A booking was just committed: wake the worker shortly. The short delay gathers the
   * messages of bookings arriving together into one batch (one claim, one result transaction).
   */
  kick(): void {
    if (this.pendingKick) return;
    this.pendingKick = true;
    if (this.wake) {
      clearTimeout(this.timer);
      this.timer = setTimeout(this.wake, KICK_DELAY_MS);
    }
  }

  /** Stops polling and waits for the delivery in progress to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(this.timer);
        this.wake = undefined;
        resolve();
      };
      this.wake = done;
      this.timer = setTimeout(done, ms);
    });
  }

  private async run(): Promise<void> {
    let lastTick = Date.now();
    while (!this.stopped) {
      while (!this.stopped && this.isBusy() && Date.now() - lastTick < this.options.maxDeferMs) {
        await this.sleep(BUSY_RECHECK_MS);
      }
      if (this.stopped) break;
      lastTick = Date.now();
      this.pendingKick = false;
      let handled = 0;
      try {
        handled = await this.tick();
      } catch (error) {
        this.log.error({ err: { type: (error as Error).name, message: (error as Error).message } }, 'outbox tick failed');
      }
      if (this.stopped) break;
      // A full batch means more may be due; a kick during the tick means a new booking arrived.
      if (handled < this.options.batchSize && !this.pendingKick) await this.sleep(this.options.pollMs);
    }
  }

  /** Claims the due rows, delivers them and records each outcome. Returns how many it handled. */
  async tick(now: Date = new Date()): Promise<number> {
    const nowIso = now.toISOString();
    const due = await this.db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      .orderBy('next_attempt_at')
      .limit(this.options.batchSize)
      .execute();
    if (due.length === 0) return 0;

    const claimed = (await this.db
      .updateTable('outbox')
      .set({ locked_until: new Date(now.getTime() + this.options.lockMs).toISOString() })
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      .returningAll()
      .execute()) as OutboxRow[];
    if (claimed.length === 0) return 0;

    const bookingIds = [...new Set(claimed.map((row) => row.booking_id))];
    const bookings = await this.db.selectFrom('bookings').selectAll().where('id', 'in', bookingIds).execute();
    const byId = new Map(bookings.map((booking) => [booking.id, booking]));

    const results = await Promise.all(
      claimed.map(async (row) => {
        const booking = byId.get(row.booking_id);
        let result: DeliveryResult;
        try {
          result = booking ? await this.deliver(row, booking) : { kind: 'skipped', detail: 'booking not found' };
        } catch (error) {
          result = { kind: 'retry', error: `delivery failed: ${(error as Error).name}` };
        }
        return { row, result };
      }),
    );

    const doneIso = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const { row, result } of results) {
        const attempts = row.attempts + 1;
        if (result.kind === 'retry') {
          // Telegram's retry_after replaces the back-off: retrying earlier would only earn another 429.
          const delay = result.retryAfterMs ?? backoffDelay(attempts, this.options);
          await trx
            .updateTable('outbox')
            .set({
              attempts,
              locked_until: null,
              last_error: result.error,
              next_attempt_at: new Date(Date.now() + delay).toISOString(),
              updated_at: doneIso,
            })
            .where('id', '=', row.id)
            .execute();
        } else {
          await trx
            .updateTable('outbox')
            .set({
              attempts,
              status: result.kind,
              locked_until: null,
              detail: result.detail,
              updated_at: doneIso,
              done_at: doneIso,
            })
            .where('id', '=', row.id)
            .execute();
        }
      }
    });

    for (const { row, result } of results) {
      const entry = { bookingId: row.booking_id, outboxId: row.id, channel: row.channel, kind: row.kind, attempt: row.attempts + 1 };
      if (result.kind === 'retry') this.log.warn({ ...entry, error: result.error }, 'notification will be retried');
      else this.log.info({ ...entry, status: result.kind }, 'notification recorded');
    }
    return claimed.length;
  }

  private async deliver(row: OutboxRow, booking: BookingsTable): Promise<DeliveryResult> {
    if (row.channel === 'telegram') return sendTelegram(this.config.telegram, staffTelegramText(booking));
    // Rows queued before HOTEL_EMAIL had a default carry no recipient.
    if (!row.recipient) return { kind: 'skipped', detail: 'no staff address' };
    const content = row.kind === 'guest' ? guestEmail(booking) : staffEmail(booking);
    return this.mailer.send({ ...content, to: row.recipient, fileName: `${booking.id}-${row.kind}` });
  }
}
