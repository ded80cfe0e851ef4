/**
 * Group commit for SQLite. With synchronous=FULL every COMMIT waits for an fsync, and
 * better-sqlite3 waits synchronously, so one transaction per booking caps throughput at the
 * disk's fsync rate. Transactions requested in the same turn of the event loop therefore run
 * inside one BEGIN…COMMIT, and each caller learns its outcome only after that COMMIT is on disk.
 * Each work runs once, inside its own SAVEPOINT: a work that fails (an Idempotency-Key already
 * taken) rolls back to it, undoing only its own writes, and the others commit as they ran.
 * (PostgreSQL needs none of this: its pool runs transactions concurrently and it groups
 * commits itself.)
 *
 * A failed flush is final (see walSyncer): the batch's callers and every later one get
 * StoreUnavailableError, and `onDurabilityLost` is told once, so the process can stop.
 */
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Store } from './store';
import type { Database } from './schema';
import { StoreUnavailableError } from './unavailable';

/** Runs `work` in a transaction and resolves with its result once committed. */
export type Transact = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

interface Pending {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface GroupCommitOptions {
  /** Largest number of works in one transaction. */
  maxBatch?: number;
  /** Called once, with the flush error, when a commit could not be made durable. */
  onDurabilityLost?: (error: unknown) => void;
}

export class GroupCommitter {
  private queue: Pending[] = [];
  private flushing = false;
  private lost: StoreUnavailableError | undefined;
  private readonly maxBatch: number;

  /** `makeDurable` runs after each COMMIT and before any caller hears of it (the WAL sync). */
  constructor(
    private readonly db: Store,
    private readonly makeDurable: () => Promise<void> = async () => undefined,
    private readonly options: GroupCommitOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 64;
  }

  readonly transact: Transact = <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (this.lost) {
        reject(this.lost);
        return;
      }
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.flushing) {
        this.flushing = true;
        // After the current I/O phase: every request already read joins this batch.
        setImmediate(() => void this.flush());
      }
    });

  /** Commits the queued work in batches; answers each batch once its commit is durable. */
  private async flush(): Promise<void> {
    while (this.queue.length > 0 && !this.lost) {
      const batch = this.queue.splice(0, this.maxBatch);
      let outcomes: Outcome[];
      try {
        outcomes = await this.db.transaction().execute(async (trx) => {
          const results: Outcome[] = [];
          for (const item of batch) results.push(await runIsolated(trx, item.work));
          return results;
        });
      } catch (error) {
        // The transaction itself failed (BEGIN, a savepoint, COMMIT): nothing of it is stored,
        // and no work runs a second time.
        batch.forEach((item) => item.reject(error));
        continue;
      }
      const committed: [Pending, unknown][] = [];
      batch.forEach((item, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) committed.push([item, outcome.value]);
        else item.reject(outcome.error);
      });
      // Not awaited: the next batch may commit while this one's sync is on the disk.
      if (committed.length > 0) this.settle(committed);
    }
    if (this.lost) this.queue.splice(0).forEach((item) => item.reject(this.lost));
    this.flushing = false;
  }

  /** Resolves committed work once it is durable; a failed sync fails the batch and the store. */
  private settle(committed: [Pending, unknown][]): void {
    this.makeDurable().then(
      () => committed.forEach(([item, value]) => item.resolve(value)),
      (error: unknown) => {
        if (!this.lost) {
          this.lost = new StoreUnavailableError(error);
          this.options.onDurabilityLost?.(error);
        }
        committed.forEach(([item]) => item.reject(this.lost));
        this.queue.splice(0).forEach((item) => item.reject(this.lost));
      },
    );
  }
}

/** Runs one work inside a savepoint of the batch's transaction; a failure undoes only its writes. */
async function runIsolated(trx: Transaction<Database>, work: Pending['work']): Promise<Outcome> {
  await sql`savepoint work`.execute(trx);
  let outcome: Outcome;
  try {
    outcome = { ok: true, value: await work(trx) };
  } catch (error) {
    await sql`rollback to work`.execute(trx);
    outcome = { ok: false, error };
  }
  await sql`release work`.execute(trx);
  return outcome;
}
