/**
 * Opens the booking store: PostgreSQL (postgres.ts) when DATABASE_URL is a postgres:// URL,
 * otherwise a SQLite file under DATA_DIR (sqlite.ts), and brings its schema to the latest migration.
 */
import { Migrator, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Config } from '../config';
import * as initial from './migrations/0001_initial';
import * as bigintMoney from './migrations/0003_bigint_money';
import * as decisions from './migrations/0004_decisions';
import * as availability from './migrations/0005_availability';
import * as groupUnits from './migrations/0006_group_units';
import * as bookingClient from './migrations/0007_booking_client';
import * as reference from './migrations/0008_reference';
import * as payments from './migrations/0009_payments';
import * as gatewayRefusals from './migrations/0011_gateway_refusals';
import * as fiscal from './migrations/0010_fiscal';
import * as staff from './migrations/0012_staff';
import * as rates from './migrations/0013_rates';
import * as privacy from './migrations/0014_privacy';
import * as guestTelegram from './migrations/0015_guest_telegram';
import * as staffCalendar from './migrations/0016_staff_calendar';
import * as rateLimits from './migrations/0017_rate_limits';
import * as summaryMessage from './migrations/0018_summary_message';
import * as searchKey from './migrations/0019_search_key';
import * as rooms from './migrations/0020_rooms';
import { openPostgres } from './postgres';
import type { Database } from './schema';
import { openSqlite } from './sqlite';
import type { StatementErrorListener } from './sqlite';
import { StoreUnavailableError } from './unavailable';

export type Store = Kysely<Database>;

// Migrations are listed in code rather than read from a folder, so they work the same under
// ts-node, jest and a compiled build. Tests walk them down and up with Kysely's Migrator.
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0003_bigint_money': bigintMoney,
  '0004_decisions': decisions,
  '0005_availability': availability,
  '0006_group_units': groupUnits,
  '0007_booking_client': bookingClient,
  '0008_reference': reference,
  '0009_payments': payments,
  '0011_gateway_refusals': gatewayRefusals,
  '0010_fiscal': fiscal,
  '0012_staff': staff,
  '0013_rates': rates,
  '0014_privacy': privacy,
  '0015_guest_telegram': guestTelegram,
  '0016_staff_calendar': staffCalendar,
  '0017_rate_limits': rateLimits,
  '0018_summary_message': summaryMessage,
  '0019_search_key': searchKey,
  '0020_rooms': rooms,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Opens the store without migrating it: the driver is chosen by DATABASE_URL. `onError` (SQLite)
 * hears of each failed statement; PostgreSQL's errors reach their callers as they are.
 */
export function openStore(config: Pick<Config, 'dataDir' | 'databaseUrl'>, onError?: StatementErrorListener): Store {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(config.dataDir, onError);
}

/** A start-up failure for a person: an unreachable database by the kind of failure, never its address. */
function describeFailure(error: unknown): string {
  if (!(error instanceof StoreUnavailableError)) return error instanceof Error ? error.message : String(error);
  const cause = error.cause as NodeJS.ErrnoException | undefined;
  return `the database is unreachable (${typeof cause?.code === 'string' ? cause.code : (cause?.message ?? 'no answer')})`;
}

/**
 * Applies every pending migration; throws on failure. On PostgreSQL the bookkeeping tables live
 * in the connection's current schema, named explicitly: Kysely otherwise finds a same-named
 * table in any schema of the database and skips creating its own.
 */
export async function migrateToLatest(db: Store, postgres = false): Promise<void> {
  let outcome: Awaited<ReturnType<Migrator['migrateToLatest']>>;
  try {
    let migrationTableSchema: string | undefined;
    if (postgres) {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      migrationTableSchema = rows[0]?.schema;
    }
    // Unordered: migrations written on parallel branches (0002 merged after 0003 ran) still apply.
    const migrator = new Migrator({
      db,
      provider,
      allowUnorderedMigrations: true,
      ...(migrationTableSchema ? { migrationTableSchema } : {}),
    });
    outcome = await migrator.migrateToLatest();
  } catch (error) {
    throw new Error(`Database not ready: ${describeFailure(error)}`, { cause: error });
  }
  const { error, results } = outcome;
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = describeFailure(error);
    throw new Error(failed ? `Database migration ${failed} failed: ${reason}` : `Database not ready: ${reason}`);
  }
}

/** Opens the store and migrates it to the latest schema. */
export async function openMigratedStore(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  onError?: StatementErrorListener,
): Promise<Store> {
  const db = openStore(config, onError);
  try {
    await migrateToLatest(db, config.databaseUrl !== null);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** A trivial round trip, for the health check. */
export async function pingStore(db: Store): Promise<void> {
  await sql`select 1`.execute(db);
}
