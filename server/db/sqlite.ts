/**
 * The SQLite driver: a private file under DATA_DIR in WAL mode, better-sqlite3 behind Kysely with
 * a statement cache, and the WAL flush that makes a commit durable before its answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, Driver, SqliteDatabase, SqliteDialectConfig } from 'kysely';
import type { Database } from './schema';

/** File name of the SQLite store inside DATA_DIR. */
export const SQLITE_FILE = 'bookings.sqlite';

/** The SQLite file path for a data directory. */
export function sqlitePath(dataDir: string): string {
  return path.join(dataDir, SQLITE_FILE);
}

/** Told of every statement that fails, before Kysely sees the error (see openSqlite). */
export type StatementErrorListener = (error: unknown) => void;

type Statement = ReturnType<SqliteDatabase['prepare']>;

/** A statement whose failures are reported to `onError` and then thrown as they came. */
function reporting(statement: BetterSqlite3.Statement, onError: StatementErrorListener): Statement {
  const watch =
    <A extends unknown[], R>(call: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return call(...args);
      } catch (error) {
        onError(error);
        throw error;
      }
    };
  return {
    reader: statement.reader,
    all: watch((parameters: ReadonlyArray<unknown>) => statement.all(parameters)),
    run: watch((parameters: ReadonlyArray<unknown>) => statement.run(parameters)),
    iterate: watch((parameters: ReadonlyArray<unknown>) => statement.iterate(parameters)),
  };
}

/**
 * better-sqlite3 behind Kysely, with prepared statements reused by their SQL text: Kysely
 * prepares every query afresh, which is a large part of a booking's cost. One connection and
 * Kysely's mutex mean a statement is never used by two queries at once.
 */
function withStatementCache(
  database: BetterSqlite3.Database,
  onError: StatementErrorListener | undefined,
  max = 200,
): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        // Bounded: IN lists of varying length make new texts; starting over is cheap.
        if (statements.size >= max) statements.clear();
        const prepared = database.prepare(text);
        statement = onError ? reporting(prepared, onError) : prepared;
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * Switches SQLite to WAL and makes sure it took: the durability of a 201 rests on flushing the
 * WAL file, and SQLite quietly keeps its old journal mode where WAL is impossible.
 */
export function enableWal(database: BetterSqlite3.Database): void {
  const mode: unknown = database.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal') {
    throw new Error(
      `The SQLite store could not use WAL mode (journal_mode is ${String(mode)}); bookings could not be made durable.`,
    );
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

/**
 * Transactions that take the write lock when they begin (BEGIN IMMEDIATE), waiting busy_timeout for
 * it. Kysely's own BEGIN is deferred: a transaction that reads, then writes, asks for the lock only
 * at its first write, and when another process (the CLI beside the server, or a second server on
 * the same file) has committed since its read, SQLite answers SQLITE_BUSY at once, without the busy
 * wait, since the snapshot it read is stale. On a busy machine `npm run bookings -- confirm` failed
 * so ("database is locked") while the server recorded an email. Within one process every
 * transaction shares the one connection, one after another, so nothing waits longer here.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/**
 * Opens (creating if need be) the SQLite store of `dataDir`, without migrating it. `onError`
 * hears of every failed statement as SQLite reported it: after SQLITE_FULL or an I/O error
 * SQLite may have rolled the transaction back itself, and Kysely's own ROLLBACK then fails and
 * replaces the error its caller sees.
 */
export function openSqlite(dataDir: string, onError?: StatementErrorListener): Kysely<Database> {
  makePrivateDir(dataDir);
  const file = sqlitePath(dataDir);
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
  // No function of the file's own schema (a view's or trigger's) runs with the server's rights.
  database.pragma('trusted_schema = OFF');
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(database, onError) }),
  });
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
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the first flush's own rejection, rethrown as it came
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
