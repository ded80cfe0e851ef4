/**
 * The shared budget of new bookings kept by the store, for several servers on one PostgreSQL:
 * the budget is the bookings themselves, those stored in the last minute, per client address, so
 * every server counts every server's. The same rule as one server's memory budget
 * (security.ts fairShareAdmits), decided inside the booking's own transaction just before it is
 * stored, under a lock the booking transactions of every server take in turn (a PostgreSQL
 * advisory lock of this schema, held to the commit): two servers never both take the last place.
 * A booking that is not stored after all spends nothing: its transaction is rolled back.
 */
import { PostgresAdapter, sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../db';
import type { BookingBudget, BudgetPlace } from '../security';
import { fairShareAdmits } from '../security';
import { requestsPerClientSince } from './repository';

const WINDOW_MS = 60_000;
const NO_PLACE_HELD: BudgetPlace = { release: () => undefined };

export class StoreBookingBudget implements BookingBudget {
  constructor(private readonly perMinute: number) {}

  /** Nothing is held before the transaction: the store decides inside it. */
  take(): BudgetPlace {
    return NO_PLACE_HELD;
  }

  async admits(trx: Transaction<Database>, client: string, now: Date): Promise<boolean> {
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':booking budget'))`.execute(trx);
    const perClient = await requestsPerClientSince(trx, new Date(now.getTime() - WINDOW_MS).toISOString());
    let total = 0;
    for (const n of perClient.values()) total += n;
    const own = perClient.get(client) ?? 0;
    const clients = perClient.size + (own === 0 ? 1 : 0);
    return fairShareAdmits(total, own, clients, this.perMinute);
  }
}
