/**
 * Opens the booking store: PostgreSQL when DATABASE_URL is a postgres:// URL, otherwise a
 * SQLite file under DATA_DIR (WAL), and brings its schema to the latest migration.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Migration, MigrationProvider, PostgresPool, PostgresPoolClient, SqliteDatabase } from 'kysely';
import { DatabaseError, Pool, types as pgTypes } from 'pg';
import type { CustomTypesConfig, PoolClient } from 'pg';
import type { Config } from '../config';
import * as initial from './migrations/0001_initial';
import * as bigintMoney from './migrations/0003_bigint_money';
import * as decisions from './migrations/0004_decisions';
import * as availability from './migrations/0005_availability';
import type { Database } from './schema';
import { StoreUnavailableError } from './unavailable';

export type Store = Kysely<Database>;

/** File name of the SQLite store inside DATA_DIR. */
export const SQLITE_FILE = 'bookings.sqlite';

// Migrations are listed in code rather than read from a folder, so they work the same under
// ts-node, jest and a compiled build.
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0003_bigint_money': bigintMoney,
  '0004_decisions': decisions,
  '0005_availability': availability,
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

/**
 * PostgreSQL deadlines: connecting, each statement on the server and each answer on the client.
 * An unreachable or frozen database then costs a request at most this long, never a hang.
 */
export const PG_TIMEOUT_MS = 5_000;

const PG_INT8 = 20;

/** int8 (bigint money, count(*)) as a JS number: every value we store is far below 2^53. */
function parseInt8(text: string): number {
  const value = Number(text);
  // Thrown inside pg's row parsing, this fails the query instead of returning a wrong number.
  if (!Number.isSafeInteger(value)) throw new RangeError('A bigint value is beyond 2^53.');
  return value;
}

const pgTypeParsers = {
  getTypeParser: (oid: number, format?: string) => (oid === PG_INT8 && format !== 'binary' ? parseInt8 : pgTypes.getTypeParser(oid, format as 'text')),
} as CustomTypesConfig;

/** The client lost its server (timeout, reset, shutdown) rather than refusing one statement. */
function connectionLost(error: unknown): boolean {
  if (error instanceof DatabaseError) return /^(08|57P0)/.test(error.code ?? '');
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return /timeout|terminated|not queryable|connection/i.test(error.message) || (typeof code === 'string' && /^E[A-Z]+$/.test(code));
}

/**
 * A pg pool for Kysely whose failures to reach the database are StoreUnavailableError (503).
 * A client whose query timed out is still waiting for that answer (pg cannot cancel it), so it
 * fails every later query at once, the transaction's ROLLBACK included, and is discarded on
 * release instead of going back to the pool.
 */
function postgresPool(connectionString: string): PostgresPool {
  const pool = new Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: PG_TIMEOUT_MS,
    statement_timeout: PG_TIMEOUT_MS,
    query_timeout: PG_TIMEOUT_MS,
    keepAlive: true,
    types: pgTypeParsers,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    async connect(): Promise<PostgresPoolClient> {
      let client: PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw new StoreUnavailableError(error);
      }
      let lost: StoreUnavailableError | undefined;
      const query = async (text: string, parameters: readonly unknown[]) => {
        if (lost) throw lost;
        try {
          return await client.query(text, [...parameters]);
        } catch (error) {
          if (connectionLost(error)) throw (lost = new StoreUnavailableError(error));
          // statement_timeout: the server is alive but too slow or locked.
          if (error instanceof DatabaseError && error.code === '57014') throw new StoreUnavailableError(error);
          throw error;
        }
      };
      // No cursor form: Kysely asks for it only for streamed queries, which the server never makes.
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release(lost) };
    },
    end: () => pool.end(),
  };
}

/**
 * Switches SQLite to WAL and makes sure it took: the durability of a 201 rests on flushing the
 * WAL file, and SQLite quietly keeps its old journal mode where WAL is impossible.
 */
export function enableWal(database: BetterSqlite3.Database): void {
  const mode: unknown = database.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal') {
    throw new Error(`The SQLite store could not use WAL mode (journal_mode is ${String(mode)}); bookings could not be made durable.`);
  }
}

/** Creates a folder private to the server's user (0700); an existing one keeps its mode. */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * The database file exists and is 0600 before SQLite opens it: SQLite gives its -wal and -shm
 * files the database file's mode. Files from an older start are tightened too.
 */
function makePrivateDatabaseFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    let mode: number;
    try {
      mode = fs.statSync(name).mode;
    } catch {
      continue;
    }
    if ((mode & 0o077) !== 0) fs.chmodSync(name, 0o600);
  }
}

/** Opens the store without migrating it. */
export function openStore(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Store {
  if (config.databaseUrl) {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(config.databaseUrl) }) });
  }
  makePrivateDir(config.dataDir);
  const file = sqlitePath(config.dataDir);
  makePrivateDatabaseFile(file);
  const database = new BetterSqlite3(file);
  try {
    enableWal(database);
  } catch (error) {
    database.close();
    throw error;
  }
  // NORMAL: COMMIT does not wait for the disk (SQLite syncs the WAL at checkpoints). Bookings
  // still reach the disk before their answer: the group commit syncs the WAL file itself, on
  // libuv's thread pool, so the event loop keeps serving while the disk works (see walSyncer).
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
}

/** Flushes the WAL file's data to the disk; a test passes one that fails or never finishes. */
export type WalFlush = (file: fs.promises.FileHandle) => Promise<void>;

/**
 * Makes committed SQLite transactions durable: fdatasync of the WAL file (and, once, of its
 * folder, so the file itself survives a power cut). After a COMMIT under synchronous=NORMAL the
 * commit frames are in the WAL file but maybe only in the page cache; once this resolves they are
 * on disk, which is what synchronous=FULL would have waited for inside COMMIT, blocking the
 * event loop. Runs asynchronously, so several batches can be syncing while new ones commit.
 *
 * A failed flush is final: Linux reports a writeback error once and may then mark the lost
 * pages clean, so a later flush that succeeds proves nothing. Every later sync fails too.
 */
export function walSyncer(
  dataDir: string,
  flushFile: WalFlush = (file) => file.datasync(),
): { sync: () => Promise<void>; close: () => Promise<void> } {
  let handle: Promise<fs.promises.FileHandle> | undefined;
  let failure: unknown;
  const open = async (): Promise<fs.promises.FileHandle> => {
    const file = await fs.promises.open(`${sqlitePath(dataDir)}-wal`, 'r');
    const folder = await fs.promises.open(dataDir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
    return file;
  };
  const flush = async (): Promise<void> => {
    if (failure !== undefined) throw failure;
    try {
      handle ??= open();
      await flushFile(await handle);
    } catch (error) {
      failure ??= error;
      throw failure;
    }
  };
  // One flush at a time: callers arriving while one runs (it may have started before their
  // commit) share the next one, so a busy server does back-to-back flushes, not a pile of them.
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const sync = (): Promise<void> => {
    if (!running) {
      running = flush().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return sync();
      });
    return queued;
  };
  return {
    sync,
    close: async () => {
      const current = handle;
      handle = undefined;
      if (current) await (await current.catch(() => undefined))?.close();
    },
  };
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
    const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
    outcome = await migrator.migrateToLatest();
  } catch (error) {
    throw new Error(`Database not ready: ${describeFailure(error)}`);
  }
  const { error, results } = outcome;
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = describeFailure(error);
    throw new Error(failed ? `Database migration ${failed} failed: ${reason}` : `Database not ready: ${reason}`);
  }
}

/** Opens the store and migrates it to the latest schema. */
export async function openMigratedStore(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Store> {
  const db = openStore(config);
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
