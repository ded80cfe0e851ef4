/**
 * Whether the store can write. Health is about taking bookings, and a store that still reads but
 * cannot write (a full disk, an I/O error, a read-only file system) takes none. SQLite's
 * statements, the booking transactions and the outbox's recorder report their failures here
 * (those that say the store cannot write count, a refused statement does not); while one stands,
 * GET /api/health asks a small probe write whether writing works again (at most every
 * `retryMs`), and on a healthy store it makes one now and then (every `probeMs`), so a disk that
 * filled up while nobody booked shows before a guest meets it. Only the probe declares the store
 * well again: an update that fits in its pages may succeed while a new booking still cannot.
 * The cause goes to the log, never into an answer.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from './store';
import type { Transact } from './groupCommit';
import { StoreUnavailableError } from './unavailable';

export interface WriteHealthOptions {
  /** How often a healthy store is probed (on a health check, never by a timer). */
  probeMs: number;
  /** How often a failing store is probed again. */
  retryMs: number;
}

export const DEFAULT_WRITE_HEALTH_OPTIONS: WriteHealthOptions = { probeMs: 30_000, retryMs: 5_000 };

/** Probe rows are this big, so that a probe needs fresh pages like a booking does. */
const PROBE_BYTES = 8 * 1024;

/**
 * The code of a failure that says the store cannot write (rather than a refusal of one
 * statement, such as a unique key): SQLite's full, I/O, read-only and corruption errors, the
 * file system's, and PostgreSQL's classes 53 (out of disk or memory), 58 (system I/O) and XX001/2
 * (data corrupted). Null for anything else.
 */
export function storeWriteFailure(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (/^SQLITE_(FULL|IOERR|READONLY|CORRUPT|CANTOPEN|NOTADB)/.test(code)) return code;
  if (/^(ENOSPC|EDQUOT|EIO|EROFS)$/.test(code)) return code;
  if (/^(53\d{3}|58\d{3}|XX00[12])$/.test(code)) return `PostgreSQL ${code}`;
  return null;
}

/** What a failure was, for the log: its code and where it happened. */
export interface WriteFailure {
  code: string;
  where: string;
  at: string;
}

export class WriteHealth {
  private failure: WriteFailure | null = null;
  /** Write failures recorded so far: a transaction during which it grew failed for the store's sake. */
  private failures = 0;
  private lastProbeAt = 0;
  private probing: Promise<void> | undefined;

  constructor(
    private readonly store: Store,
    private readonly log: FastifyBaseLogger,
    private readonly options: WriteHealthOptions = DEFAULT_WRITE_HEALTH_OPTIONS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The standing write failure, or null when the store writes. */
  get current(): WriteFailure | null {
    return this.failure;
  }

  /** A write failed: remembered (and logged once) when it says the store cannot write; returns that code. */
  failed(error: unknown, where: string): string | null {
    const code = storeWriteFailure(error);
    if (code === null) return null;
    if (this.failure?.code !== code)
      this.log.error({ cause: code, where }, 'store write failed: the store cannot write');
    this.failure = { code, where, at: new Date(this.now()).toISOString() };
    this.failures += 1;
    return code;
  }

  /** The probe wrote: the store writes again. */
  private succeeded(): void {
    if (this.failure === null) return;
    this.log.info({ cause: this.failure.code }, 'store writes again');
    this.failure = null;
  }

  /**
   * `transact` with its failures recorded: a transaction that failed because the store cannot
   * write becomes StoreUnavailableError (503 `unavailable`, the cause in the log only). The error
   * it ends with may be a failed ROLLBACK (see openSqlite), so a write failure recorded while it
   * ran counts too.
   */
  track(transact: Transact, where: string): Transact {
    return async (work) => {
      const before = this.failures;
      try {
        return await transact(work);
      } catch (error) {
        this.failed(error, where);
        if (this.failures !== before) throw new StoreUnavailableError(error);
        throw error;
      }
    };
  }

  /** For the health check: null when the store writes, else the failure (probed again when due). */
  async check(): Promise<WriteFailure | null> {
    const due = this.now() - this.lastProbeAt >= (this.failure ? this.options.retryMs : this.options.probeMs);
    if (due) {
      this.probing ??= this.probe().finally(() => (this.probing = undefined));
      await this.probing;
    }
    return this.failure;
  }

  /** Writes a probe row big enough to need new pages, and removes it in the same transaction. */
  private async probe(): Promise<void> {
    this.lastProbeAt = this.now();
    const name = `store_probe:${randomUUID()}`;
    try {
      await this.store.transaction().execute(async (trx) => {
        await trx
          .insertInto('bot_state')
          .values({ name, value: 'x'.repeat(PROBE_BYTES), expires_at: null })
          .execute();
        await trx.deleteFrom('bot_state').where('name', '=', name).execute();
      });
      this.succeeded();
    } catch (error) {
      // A probe that fails otherwise (the database unreachable) is the read check's business.
      this.failed(error, 'health probe');
    }
  }
}
