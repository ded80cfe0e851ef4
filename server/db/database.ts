/**
 * Opens the booking store: PostgreSQL when DATABASE_URL is a postgres:// URL, otherwise a
 * SQLite file under DATA_DIR (WAL), and brings its schema to the latest migration.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Migration, MigrationProvider, SqliteDatabase } from 'kysely';
import { Pool } from 'pg';
import type { Config } from '../config';
import * as initial from './migrations/0001_initial';
import type { Database } from './schema';

export type Store = Kysely<Database>;

/** File name of the SQLite store inside DATA_DIR. */
export const SQLITE_FILE = 'bookings.sqlite';

// Migrations are listed in code rather than read from a folder, so they work the same under
// ts-node, jest and a compiled build.
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** The SQLite file path for a data directory. */
export function sqlitePath(dataDir: string): string {
  return path.join(dataDir, SQLITE_FILE);
}

/**
 * better-sqlite3 behind Kysely, with prepared statements reused by their SQL text: Kysely
 * prepares every query afresh, which is a large part of a booking's cost. One connection and
 * Kysely's mutex mean a statement is never used by two queries at once.
 */
function withStatementCache(database: BetterSqlite3.Database, max = 200): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        // Bounded: IN lists of varying length make new texts; starting over is cheap.
        if (statements.size >= max) statements.clear();
        statement = database.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** Opens the store without migrating it. */
export function openStore(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Store {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = new BetterSqlite3(sqlitePath(config.dataDir));
  database.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before the 201 answer, even across a power cut.
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
}

/** Applies every pending migration; throws on failure. */
export async function migrateToLatest(db: Store): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `Database migration ${failed} failed: ${reason}` : `Database not ready: ${reason}`);
  }
}

/** Opens the store and migrates it to the latest schema. */
export async function openMigratedStore(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Store> {
  const db = openStore(config);
  try {
    await migrateToLatest(db);
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
