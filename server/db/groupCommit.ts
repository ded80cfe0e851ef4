/**
 * Group commit for SQLite. With synchronous=FULL every COMMIT waits for an fsync, and
 * better-sqlite3 waits synchronously, so one transaction per booking caps throughput at the
 * disk's fsync rate. Transactions requested in the same turn of the event loop therefore run
 * inside one BEGIN…COMMIT, and each caller learns its outcome only after that COMMIT is on disk.
 * Failures are rare (an Idempotency-Key taken meanwhile), so the batch is optimistic: if any
 * work fails, the whole batch rolls back and each work runs again in its own transaction, so one
 * failure never takes the others down. (PostgreSQL needs none of this: its pool runs
 * transactions concurrently and it groups commits itself.)
 */
import type { Transaction } from 'kysely';
import type { Store } from './database';
import type { Database } from './schema';

/** Runs `work` in a transaction and resolves with its result once committed. */
export type Transact = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

interface Pending {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class GroupCommitter {
  private queue: Pending[] = [];
  private flushing = false;

  /**
   * `makeDurable` runs after each COMMIT and before any caller hears of it (the WAL sync);
   * `maxBatch` bounds one transaction.
   */
  constructor(
    private readonly db: Store,
    private readonly makeDurable: () => Promise<void> = async () => undefined,
    private readonly maxBatch = 64,
  ) {}

  readonly transact: Transact = <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.flushing) {
        this.flushing = true;
        // After the current I/O phase: every request already read joins this batch.
        setImmediate(() => void this.flush());
      }
    });

  /** Commits the queued work in batches; answers each batch once its commit is durable. */
  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      if (batch.length > 1) {
        let values: unknown[] | undefined;
        try {
          values = await this.db.transaction().execute(async (trx) => {
            const results: unknown[] = [];
            for (const item of batch) results.push(await item.work(trx));
            return results;
          });
        } catch {
          // Some work failed and the batch rolled back: fall through to one transaction each.
        }
        if (values) {
          const committed = values;
          // Not awaited: the next batch may commit while this one's sync is on the disk.
          this.settle(batch, committed);
          continue;
        }
      }
      for (const item of batch) {
        try {
          const value = await this.db.transaction().execute(item.work);
          this.settle([item], [value]);
        } catch (error) {
          item.reject(error);
        }
      }
    }
    this.flushing = false;
  }

  /** Resolves committed work once it is durable; a failed sync fails the whole batch. */
  private settle(batch: Pending[], values: unknown[]): void {
    this.makeDurable().then(
      () => batch.forEach((item, i) => item.resolve(values[i])),
      (error: unknown) => batch.forEach((item) => item.reject(error)),
    );
  }
}
