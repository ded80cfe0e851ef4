/**
 * Group commit for SQLite. With synchronous=FULL every COMMIT waits for an fsync, and
 * better-sqlite3 waits synchronously, so one transaction per booking caps throughput at the
 * disk's fsync rate. Transactions requested in the same turn of the event loop therefore run
 * inside one BEGIN…COMMIT, each in its own savepoint: one failing rolls back only itself, and
 * each caller still learns its outcome only after the shared COMMIT is on disk.
 * (PostgreSQL needs none of this: its pool runs transactions concurrently and it groups
 * commits itself.)
 */
import { sql } from 'kysely';
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

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export class GroupCommitter {
  private queue: Pending[] = [];
  private flushing = false;

  constructor(
    private readonly db: Store,
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

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      const outcomes: Outcome[] = [];
      try {
        await this.db.transaction().execute(async (trx) => {
          for (const item of batch) {
            await sql`savepoint batch_item`.execute(trx);
            try {
              const value = await item.work(trx);
              await sql`release savepoint batch_item`.execute(trx);
              outcomes.push({ ok: true, value });
            } catch (error) {
              await sql`rollback to savepoint batch_item`.execute(trx);
              await sql`release savepoint batch_item`.execute(trx);
              outcomes.push({ ok: false, error });
            }
          }
        });
      } catch (error) {
        // The COMMIT itself failed: nothing of this batch is stored.
        for (const item of batch) item.reject(error);
        continue;
      }
      batch.forEach((item, i) => {
        const outcome = outcomes[i];
        if (outcome?.ok) item.resolve(outcome.value);
        else item.reject(outcome ? outcome.error : new Error('transaction outcome missing'));
      });
    }
    this.flushing = false;
  }
}
