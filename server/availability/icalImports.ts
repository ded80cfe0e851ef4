/**
 * ICAL_IMPORTS: every 15 minutes the server fetches each other channel's calendar (10 s
 * deadline, 2 MiB at most, no redirects, https only but to this machine), reads it in a worker
 * thread within bounds (icalParse.ts: 10,000 events, stays merged as intervals and clipped to
 * the window the site sells, 20 s, 256 MB) and replaces that feed's blocked nights with what it
 * reads. A feed that fails or is refused keeps its last good nights; its last success and error
 * are kept for GET /api/health. The URL itself is never logged or shown: a channel's export URL
 * carries its own secret.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import { addDays, todayInHotel } from '../../src/domain/dates';
import type { IcalImport } from '../config';
import type { Database, Store } from '../db';
import { DEFAULT_FEED_LIMITS, FeedRefusedError } from './icalParse';
import type { FeedLimits } from './icalParse';
import { readFeedInWorker } from './icalWorker';
import type { WorkerLimits } from './icalWorker';

export interface IcalImportOptions extends FeedLimits, WorkerLimits {
  intervalMs: number;
  timeoutMs: number;
  maxBytes: number;
}

export const DEFAULT_ICAL_IMPORT_OPTIONS: IcalImportOptions = {
  intervalMs: 15 * 60 * 1000,
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  ...DEFAULT_FEED_LIMITS,
  parseTimeoutMs: 20_000,
  maxHeapMb: 256,
};

/** Nights are kept from yesterday (a stay under way) to the far end of what the site sells. */
const HORIZON_DAYS = 731;

/** A feed's id: its URL's hash, so the store and the health check never hold the URL. */
export function feedId(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 16);
}

/** The body of `url` as text, refused beyond `maxBytes` or after a redirect. */
async function fetchCalendar(url: string, options: IcalImportOptions): Promise<string> {
  // A timer of its own rather than AbortSignal.timeout, which Node may collect before it fires.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('calendar fetch timed out', 'TimeoutError')),
    options.timeoutMs,
  );
  try {
    return await readCalendar(url, options, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

async function readCalendar(url: string, options: IcalImportOptions, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'text/calendar' } });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > options.maxBytes) throw new Error(`larger than ${options.maxBytes} bytes`);
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > options.maxBytes) {
      await reader.cancel();
      throw new Error(`larger than ${options.maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Why a fetch failed, for the log and the health check; any URL in it is cut out. */
function reason(error: unknown): string {
  // Duck-typed: errors made by Node's fetch may come from another realm, where instanceof fails.
  const failure = error as { name?: unknown; message?: unknown; cause?: { code?: unknown } } | undefined;
  if (failure?.name === 'TimeoutError') return 'timed out';
  if (error instanceof FeedRefusedError) return `refused: ${error.message}`.slice(0, 200);
  const code = typeof failure?.cause?.code === 'string' ? ` (${failure.cause.code})` : '';
  const message = typeof failure?.message === 'string' ? failure.message : String(error);
  return `${message}${code}`.replace(/https?:\/\/\S+/g, '<url>').slice(0, 200);
}

/** The stored feed's last attempt is not after `attempt` (or there is none). */
function notNewerThan(attempt: string) {
  return (eb: ExpressionBuilder<Database, 'ical_feeds'>) =>
    eb.or([eb('ical_feeds.last_attempt_at', 'is', null), eb('ical_feeds.last_attempt_at', '<=', attempt)]);
}

export class IcalImporter {
  private timer: NodeJS.Timeout | undefined;
  /** The timer's run under way, if any: a tick while it runs is skipped. */
  private running: Promise<void> | undefined;
  /**
   * Every run, the timer's and importAll()'s, one after another: two runs side by side would let
   * the older one's result, written last, stand over the newer one's (a feed that has just
   * failed reported as fine, or last hour's nights over this minute's).
   */
  private queue: Promise<void> = Promise.resolve();
  /** Aborted by stop(): ends a feed being read in its worker. */
  private stopping = new AbortController();

  constructor(
    private readonly store: Store,
    private readonly feeds: readonly IcalImport[],
    private readonly log: FastifyBaseLogger,
    private readonly options: IcalImportOptions = DEFAULT_ICAL_IMPORT_OPTIONS,
  ) {}

  start(): void {
    if (this.feeds.length === 0 || this.timer) return;
    this.stopping = new AbortController();
    const tick = (): void => {
      this.running ??= this.importAll().finally(() => (this.running = undefined));
    };
    tick();
    this.timer = setInterval(tick, this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping.abort();
    await this.queue;
  }

  /**
   * Fetches every feed once (the feeds one after another: a handful of small files), after any
   * run under way has ended.
   */
  importAll(): Promise<void> {
    const run = this.queue.then(async () => {
      for (const feed of this.feeds) await this.importOne(feed);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async importOne({ roomId, url }: IcalImport): Promise<void> {
    const id = feedId(url);
    const now = new Date().toISOString();
    const today = todayInHotel();
    try {
      const text = await fetchCalendar(url, this.options);
      const { nights, events, stays } = await readFeedInWorker(
        text,
        addDays(today, -1),
        addDays(today, HORIZON_DAYS),
        this.options,
        this.stopping.signal,
      );
      const applied = await this.store.transaction().execute(async (trx) => {
        // The feed's record first, and only over an older attempt: another server instance (on
        // PostgreSQL) may have read this feed since, and its result stands.
        const recorded = await trx
          .insertInto('ical_feeds')
          .values({
            feed: id,
            room_id: roomId,
            last_attempt_at: now,
            last_success_at: now,
            last_error: null,
            nights: nights.length,
          })
          .onConflict((oc) =>
            oc
              .column('feed')
              .doUpdateSet({
                room_id: roomId,
                last_attempt_at: now,
                last_success_at: now,
                last_error: null,
                nights: nights.length,
              })
              .where(notNewerThan(now)),
          )
          .returning('feed')
          .executeTakeFirst();
        if (!recorded) return false;
        await trx.deleteFrom('blocked_nights').where('feed', '=', id).execute();
        for (let i = 0; i < nights.length; i += 500) {
          await trx
            .insertInto('blocked_nights')
            .values(nights.slice(i, i + 500).map((night) => ({ feed: id, room_id: roomId, night })))
            .execute();
        }
        return true;
      });
      if (!applied) {
        this.log.info({ feed: id, roomId }, 'calendar read, but a newer reading of it was already applied');
        return;
      }
      this.log.info({ feed: id, roomId, events, stays, nights: nights.length }, 'calendar imported');
    } catch (error) {
      const why = reason(error);
      await this.store
        .insertInto('ical_feeds')
        .values({ feed: id, room_id: roomId, last_attempt_at: now, last_success_at: null, last_error: why, nights: 0 })
        .onConflict((oc) =>
          oc.column('feed').doUpdateSet({ last_attempt_at: now, last_error: why }).where(notNewerThan(now)),
        )
        .execute()
        .catch(() => undefined);
      this.log.warn({ feed: id, roomId, error: why }, 'calendar import failed; its last good nights stay blocked');
    }
  }
}

/** One imported calendar (ICAL_IMPORTS), by its id (a hash of its URL, which may hold a secret). */
export interface CalendarHealth {
  feed: string;
  roomId: number;
  /** Last time it was read and applied; null until the first success. */
  lastSuccessAt: string | null;
  lastError: string | null;
  nights: number;
}

/** Each imported calendar's last fetch, for the health check. */
export async function calendarHealth(db: Store): Promise<CalendarHealth[]> {
  const rows = await db.selectFrom('ical_feeds').selectAll().orderBy('room_id').orderBy('feed').execute();
  return rows.map((row) => ({
    feed: row.feed,
    roomId: row.room_id,
    lastSuccessAt: row.last_success_at,
    lastError: row.last_error,
    nights: Number(row.nights),
  }));
}
