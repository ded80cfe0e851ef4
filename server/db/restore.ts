/**
 * `npm run restore -- FILE` for the SQLite store. Only the backup's data is taken, never its
 * schema: a store is built afresh in a private folder by this server's own migrations (those the
 * backup had run, so a backup of an older version restores too), the backup's rows are copied
 * into the tables and columns this server knows, each value checked against its column (text,
 * whole number, null only where allowed; a past event not dated in the future), then the later
 * migrations run on them. Nothing of the file's schema is executed or kept, whatever its name (a
 * trigger called `sqlite_stat9` written with writable_schema included): triggers, views, indexes,
 * extra tables and columns are left behind and named in the answer. A wrong value, a missing
 * column or a migration this server does not know refuses the whole file with nothing changed: a
 * backup is restored whole or not at all, never with rows silently dropped (the answer names the
 * table, row and column). Credentials are never restored (NOT_RESTORED): everyone signs in again.
 * The new store is built and checked before the live one is touched; then the restore is refused
 * while another program (the server) has the store open, and holds the store's lock until the
 * swap is done so that no server can start in between. The replaced store is kept as a safety
 * copy (a hard link) and the new one renamed over it in one step, with the old -wal/-shm files
 * removed. A PostgreSQL store is restored with pg_restore, then cleaned by afterPgRestore.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Migrator, sql } from 'kysely';
import type { BackupConfig } from '../config';
import { fsyncDir, integrityProblems } from './backup';
import { makePrivateDir, sqlitePath } from './sqlite';
import { MIGRATIONS, openMigratedStore, openStore } from './store';
import type { Store } from './store';

/** A restore that was refused before anything changed. */
export class RestoreRefused extends Error {}

/**
 * Tables whose rows are never taken from a backup. Credentials: a staff session, a one-time
 * sign-in address, a passkey (its public key signs anyone holding the private one in), a passkey
 * challenge and a guest's "updates in Telegram" code; a planted one would open the console (or a
 * guest's chat) to whoever wrote the file, so everyone signs in again after a restore (a new
 * address from `npm run staff -- link <id>` or the bot's /login) and adds their passkey again.
 * Passing state of the server that wrote the file: the bot's lease and update offset (Telegram
 * hands over what is unconfirmed), the shared rate limits' windows. The migration bookkeeping is
 * written by the migrations themselves. The guest's status link (bookings.status_token_hash) and
 * a linked Telegram chat are kept: they open only that request, and the guests hold them.
 */
export const NOT_RESTORED: Readonly<Record<string, string>> = {
  staff_sessions: 'staff sessions',
  staff_sign_in_links: 'sign-in addresses',
  staff_passkeys: 'passkeys',
  staff_challenges: 'passkey challenges',
  guest_telegram_codes: "guests' Telegram link codes",
  bot_state: "the bot's lease and update offset",
  rate_limits: 'rate-limit windows',
  kysely_migration: 'migration bookkeeping',
  kysely_migration_lock: 'migration bookkeeping',
};

/** What a restore did: the safety copy, the rows taken, and what of the file it left behind. */
export interface RestoreOutcome {
  /** The replaced store's safety copy, or null when there was none. */
  safety: string | null;
  /** Rows copied, over every table. */
  rows: number;
  /** Tables of NOT_RESTORED that held rows in the file, as NOT_RESTORED names them. */
  notRestored: string[];
  /** The file's schema objects this server never makes: left behind, e.g. `trigger "sqlite_stat9"`. */
  leftOut: string[];
}

/** Opens a backup to read: read-only, no function of its schema runs, whole numbers as bigint. */
function openBackup(file: string): BetterSqlite3.Database {
  const database = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  database.pragma('trusted_schema = OFF');
  return database;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface MasterRow {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

function masterOf(database: BetterSqlite3.Database): MasterRow[] {
  return database
    .prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name')
    .all() as MasterRow[];
}

/** The plain (not generated, not hidden) columns of a table. */
function columnsOf(database: BetterSqlite3.Database, table: string): string[] {
  return (database.pragma(`table_xinfo(${quote(table)})`) as Array<{ name: string; hidden: number }>)
    .filter((column) => column.hidden === 0)
    .map((column) => column.name);
}

/** An ordinary table of the file (not a view, not a virtual table), by its exact name. */
function fileTable(master: MasterRow[], name: string): MasterRow | undefined {
  return master.find((row) => row.type === 'table' && row.name === name && /^\s*CREATE\s+TABLE\b/i.test(row.sql ?? ''));
}

/** The migrations the backup had run, by name; refused when one is not this server's. */
function migrationsOf(file: string, database: BetterSqlite3.Database): string[] {
  const master = masterOf(database);
  if (!fileTable(master, 'kysely_migration') || !columnsOf(database, 'kysely_migration').includes('name'))
    throw new RestoreRefused(`${file} has no migration table this server can read. Restore refused.`);
  const names = (database.prepare('SELECT name FROM kysely_migration').all() as Array<{ name: unknown }>).map(
    (row) => row.name,
  );
  const unknown = names.filter((name) => typeof name !== 'string' || !(name in MIGRATIONS));
  if (unknown.length > 0)
    throw new RestoreRefused(
      `${file} was written by another version of this server (migrations it does not know: ${unknown.map(String).join(', ')}). Restore refused: install that version (or a later one) first.`,
    );
  if (names.length === 0) throw new RestoreRefused(`${file} holds no migrated store. Restore refused.`);
  return names as string[];
}

/** Builds a fresh store in `dataDir` with exactly these of our migrations. */
async function buildStore(dataDir: string, names: readonly string[]): Promise<void> {
  const db = openStore({ dataDir, databaseUrl: null });
  try {
    const chosen = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => names.includes(name)));
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(chosen) },
      allowUnorderedMigrations: true,
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error('a migration failed');
  } finally {
    await db.destroy();
  }
}

/**
 * Columns that record something that has happened (a creation, a decision, a use): an age is
 * computed from them (a follow-up's, an undo window's, a retention's), which a time in the future
 * would make endless, so a file holding one is refused. Times meant to lie ahead (an expiry, a
 * next attempt, a stay's nights) are not among them.
 */
const HAPPENED = new Set([
  'created_at',
  'updated_at',
  'at',
  'decided_at',
  'cancelled_at',
  'revoked_at',
  'linked_at',
  'done_at',
  'last_at',
  'submitted_at',
  'last_used_at',
  'erased_at',
  'privacy_accepted_at',
  'last_attempt_at',
  'last_success_at',
  'ended_at',
  'last_seen_at',
  'used_at',
]);

/** How far after the restore's moment such a time may lie: a backup taken on a machine whose clock ran a little ahead. */
const FUTURE_SLACK_MS = 60 * 60 * 1000;

/** What a column takes, from its declared type in our own schema. */
type Kind = 'text' | 'integer';

function kindOf(declared: string): Kind {
  const type = declared.toLowerCase();
  if (type === 'text' || type.startsWith('varchar')) return 'text';
  if (type === 'integer' || type === 'bigint') return 'integer';
  throw new Error(`restore does not know the column type ${declared}`);
}

const KIND_WORDS: Record<Kind, string> = { text: 'text', integer: 'a whole number' };

function describeValue(value: unknown): string {
  if (value === null) return 'nothing (null)';
  if (typeof value === 'bigint') return 'a whole number';
  if (typeof value === 'number') return 'a fraction';
  if (typeof value === 'string') return 'text';
  return 'binary data';
}

/**
 * Copies the rows of every table of `target` (a store our migrations just built) from `source`,
 * column by column, each value checked against its column. Returns the rows copied, the
 * NOT_RESTORED tables that had rows, and the file's columns no table of ours has.
 */
function copyRows(
  file: string,
  source: BetterSqlite3.Database,
  target: BetterSqlite3.Database,
  now: Date,
): { rows: number; notRestored: string[]; extraColumns: string[] } {
  const sourceMaster = masterOf(source);
  const tables = masterOf(target)
    .filter((row) => row.type === 'table' && !row.name.startsWith('sqlite_'))
    .map((row) => row.name);
  const notRestored = new Set<string>();
  const bookkeeping = new Set(['kysely_migration', 'kysely_migration_lock']);
  const extraColumns: string[] = [];
  let rows = 0;
  const latest = now.getTime() + FUTURE_SLACK_MS;
  target.pragma('foreign_keys = OFF');
  target.exec('BEGIN');
  try {
    for (const table of tables) {
      const theirs = fileTable(sourceMaster, table);
      if (table in NOT_RESTORED) {
        if (
          !bookkeeping.has(table) &&
          theirs &&
          source.prepare(`SELECT 1 FROM ${quote(table)} LIMIT 1`).get() !== undefined
        )
          notRestored.add(table);
        continue;
      }
      if (!theirs)
        throw new RestoreRefused(`${file} has no table "${table}", which its migrations make. Restore refused.`);
      const ours = target.pragma(`table_info(${quote(table)})`) as Array<{
        name: string;
        type: string;
        notnull: number;
      }>;
      const available = new Set(columnsOf(source, table));
      const missing = ours.filter((column) => !available.has(column.name)).map((column) => column.name);
      if (missing.length > 0)
        throw new RestoreRefused(
          `${file}: table "${table}" lacks the column(s) ${missing.map((name) => `"${name}"`).join(', ')} its migrations make. Restore refused.`,
        );
      const known = new Set(ours.map((column) => column.name));
      for (const name of available) if (!known.has(name)) extraColumns.push(`column "${table}"."${name}"`);
      const names = ours.map((column) => quote(column.name)).join(', ');
      const kinds = ours.map((column) => kindOf(column.type));
      target.prepare(`DELETE FROM ${quote(table)}`).run();
      const insert = target.prepare(
        `INSERT INTO ${quote(table)} (${names}) VALUES (${ours.map(() => '?').join(', ')})`,
      );
      const read = source
        .prepare(`SELECT ${names} FROM ${quote(table)}`)
        .raw(true)
        .safeIntegers(true);
      let row = 0;
      for (const values of read.iterate() as Iterable<unknown[]>) {
        row += 1;
        values.forEach((value, index) => {
          const column = ours[index]!;
          const fits =
            value === null
              ? column.notnull === 0
              : kinds[index] === 'text'
                ? typeof value === 'string'
                : typeof value === 'bigint';
          if (!fits)
            throw new RestoreRefused(
              `${file}: table "${table}", row ${row}, column "${column.name}" holds ${describeValue(value)} where this server keeps ${KIND_WORDS[kinds[index]!]}${column.notnull ? '' : ' or nothing'}. Restore refused: nothing changed.`,
            );
          if (HAPPENED.has(column.name) && typeof value === 'string' && Date.parse(value) > latest)
            throw new RestoreRefused(
              `${file}: table "${table}", row ${row}, column "${column.name}" says ${value}, after this restore (${now.toISOString()}): something that has happened cannot lie in the future (is this machine's clock right?). Restore refused: nothing changed.`,
            );
        });
        try {
          insert.run(values);
        } catch (error) {
          throw new RestoreRefused(
            `${file}: table "${table}", row ${row} does not fit this server's table (${error instanceof Error ? error.message : String(error)}). Restore refused: nothing changed.`,
          );
        }
        rows += 1;
      }
    }
    const broken = target.pragma('foreign_key_check') as Array<{ table: string; parent: string }>;
    if (broken.length > 0)
      throw new RestoreRefused(
        `${file}: ${broken.length} row(s) refer to rows that are not there (first: a row of "${broken[0]!.table}" to "${broken[0]!.parent}"). Restore refused: nothing changed.`,
      );
    target.exec('COMMIT');
  } catch (error) {
    target.exec('ROLLBACK');
    throw error;
  }
  target.pragma('foreign_keys = ON');
  return {
    rows,
    notRestored: Object.keys(NOT_RESTORED)
      .filter((table) => notRestored.has(table))
      .map((table) => NOT_RESTORED[table]!),
    extraColumns,
  };
}

/** SQLite's own statistics tables, which ANALYZE (and PRAGMA optimize) write into any store. */
const STATISTICS = new Set(['sqlite_stat1', 'sqlite_stat4']);

/** The file's schema objects a store of ours (at the same migrations) does not have, by kind and name. */
function foreignObjects(source: BetterSqlite3.Database, target: BetterSqlite3.Database): string[] {
  const ours = new Set(masterOf(target).map((row) => `${row.type} ${row.name}`));
  return masterOf(source)
    .filter((row) => {
      if (row.type === 'index' && row.sql === null) return false; // a table's own (primary key, unique)
      if (row.type === 'table' && STATISTICS.has(row.name)) return false;
      return !ours.has(`${row.type} ${row.name}`) || row.type === 'trigger' || row.type === 'view';
    })
    .map((row) => `${row.type} "${row.name}"`);
}

/** Why `file` is not a backup of this project's store, or null when it is one. */
export function backupProblem(file: string): string | null {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return `${file} is not a file.`;
  let problems: string[];
  try {
    problems = integrityProblems(file);
  } catch (error) {
    return `${file} is not an SQLite database (${error instanceof Error ? error.message : String(error)}).`;
  }
  if (problems.length > 0) return `${file} fails the integrity check: ${problems.slice(0, 3).join('; ')}`;
  const database = openBackup(file);
  try {
    const master = masterOf(database);
    if (!fileTable(master, 'kysely_migration') || !fileTable(master, 'bookings'))
      return `${file} is an SQLite database but not a store of this hotel's server (no bookings or migration table).`;
  } finally {
    database.close();
  }
  return null;
}

const IN_USE = (file: string) =>
  `The store ${file} is in use (is the server running?). Stop the server first (for example: sudo systemctl stop hotel), then restore.`;

/**
 * Takes the store's lock for the whole restore, creating an empty placeholder when there is no
 * store yet; throws RestoreRefused when another connection (the server) has the store open. The
 * lock is the one every SQLite connection needs, so a server starting meanwhile fails to open the
 * store (and systemd retries it) instead of writing into the file about to become the safety copy.
 * Returns the lock's connection (closed once the new store is in place) and whether a store with
 * content was there.
 */
export function lockStore(file: string): { lock: BetterSqlite3.Database; hadStore: boolean } {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  const hadStore = fs.statSync(file).size > 0;
  // Opening recovers a crashed server's -wal, so its commits reach the safety copy.
  let lock: BetterSqlite3.Database;
  try {
    lock = new BetterSqlite3(file, { fileMustExist: true });
  } catch (error) {
    throw new RestoreRefused(
      `The store ${file} cannot be opened: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    lock.pragma('busy_timeout = 0');
    // In EXCLUSIVE locking mode a lock once taken is kept until the connection closes.
    lock.pragma('locking_mode = EXCLUSIVE');
    try {
      // Granted only when no other connection has the file open (in WAL mode each holds a share).
      lock.exec('BEGIN EXCLUSIVE');
      lock.exec('COMMIT');
      // Leaving WAL checkpoints every commit into the main file and deletes its -wal and -shm,
      // which would otherwise be taken for the new store's; the rollback journal's lock is on
      // the file itself, so it stays with the replaced store after the rename.
      lock.pragma('journal_mode = DELETE');
      // A write (the header's user_version, unchanged) takes the EXCLUSIVE lock, which this
      // locking mode then keeps; a transaction that only reads would keep a shared lock.
      const version = lock.pragma('user_version', { simple: true }) as number;
      lock.exec('BEGIN EXCLUSIVE');
      lock.pragma(`user_version = ${version}`);
      lock.exec('COMMIT');
    } catch {
      throw new RestoreRefused(IN_USE(file));
    }
    return { lock, hadStore };
  } catch (error) {
    lock.close();
    throw error;
  }
}

/**
 * Builds the restored store in `staging` (see the top of this file): our migrations at the
 * backup's version, its rows, then our later migrations. Throws RestoreRefused when the file does
 * not fit.
 */
async function buildRestored(source: string, staging: string, now: Date): Promise<Omit<RestoreOutcome, 'safety'>> {
  const staged = sqlitePath(staging);
  const backup = openBackup(source);
  let outcome: Omit<RestoreOutcome, 'safety'>;
  try {
    await buildStore(staging, migrationsOf(source, backup));
    const target = new BetterSqlite3(staged, { fileMustExist: true });
    try {
      const copied = copyRows(source, backup, target, now);
      outcome = {
        rows: copied.rows,
        notRestored: copied.notRestored,
        leftOut: [...foreignObjects(backup, target), ...copied.extraColumns],
      };
    } finally {
      target.close();
    }
  } finally {
    backup.close();
  }
  await (await openMigratedStore({ dataDir: staging, databaseUrl: null })).destroy();
  const problems = integrityProblems(staged);
  if (problems.length > 0)
    throw new RestoreRefused(`The restored copy fails the integrity check: ${problems.join('; ')}`);
  return outcome;
}

/**
 * Restores `file` over the SQLite store of `config` (see the top of this file). Throws
 * RestoreRefused, with nothing changed, when the file is not a sound backup of this server's or
 * the store is in use. The new store is built and checked first, next to the store (so the final
 * rename stays on one disk) but apart from it, so a refused file leaves the store untouched; the
 * store's lock is then held from the in-use check to the swap.
 */
export async function restoreSqlite(
  config: BackupConfig,
  file: string,
  now: Date = new Date(),
): Promise<RestoreOutcome> {
  const source = path.resolve(file);
  const problem = backupProblem(source);
  if (problem) throw new RestoreRefused(problem);
  makePrivateDir(config.dataDir);
  const staging = fs.mkdtempSync(path.join(config.dataDir, '.restore-'));
  try {
    let outcome: Omit<RestoreOutcome, 'safety'>;
    try {
      outcome = await buildRestored(source, staging, now);
    } catch (error) {
      if (error instanceof RestoreRefused) throw error;
      // A migration failing on the backup's rows, say: the file is refused.
      throw new RestoreRefused(
        `${source} could not be restored: ${error instanceof Error ? error.message : String(error)}. Nothing changed.`,
      );
    }
    const live = sqlitePath(config.dataDir);
    const existed = fs.existsSync(live);
    const { lock, hadStore } = lockStore(live);
    let swapped = false;
    try {
      let safety: string | null = null;
      if (hadStore) {
        safety = `${live}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
        // A hard link keeps the replaced store under its safety name while `live` still exists,
        // so the rename below swaps in one step and the store's name is never missing.
        fs.linkSync(live, safety);
      }
      for (const stale of [`${live}-wal`, `${live}-shm`, `${live}-journal`]) fs.rmSync(stale, { force: true });
      fs.renameSync(sqlitePath(staging), live);
      swapped = true;
      fsyncDir(config.dataDir);
      return { safety, ...outcome };
    } finally {
      lock.close();
      // The placeholder lockStore made for a missing store goes when nothing took its place.
      if (!swapped && !existed) fs.rmSync(live, { force: true });
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The tables of NOT_RESTORED that hold rows (not the migration bookkeeping, which a store needs). */
const FORGOTTEN = [
  'staff_sessions',
  'staff_sign_in_links',
  'staff_passkeys',
  'staff_challenges',
  'guest_telegram_codes',
  'bot_state',
  'rate_limits',
] as const;

/**
 * `npm run restore -- --after-pg-restore`: what restore does for SQLite, done on a PostgreSQL
 * store after `pg_restore` (which runs the dump's own SQL, so its schema came with it). In one
 * transaction: the credentials and passing state of NOT_RESTORED are deleted (everyone signs in
 * again), and every trigger, view and function of the store's schema is dropped (this server
 * makes none; an extension's own, such as pg_stat_statements' views, stay). Extra tables, columns
 * and indexes are not looked for here.
 */
export async function afterPgRestore(store: Store): Promise<Omit<RestoreOutcome, 'safety' | 'rows'>> {
  return store.transaction().execute(async (trx) => {
    const notRestored: string[] = [];
    for (const table of FORGOTTEN) {
      const gone = await trx.deleteFrom(table).executeTakeFirst();
      if (Number(gone.numDeletedRows) > 0) notRestored.push(NOT_RESTORED[table]!);
    }
    const leftOut: string[] = [];
    const triggers = await sql<{ name: string; table: string }>`
      SELECT t.tgname AS name, c.relname AS table FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE NOT t.tgisinternal AND n.nspname = current_schema() ORDER BY 1`.execute(trx);
    for (const { name, table } of triggers.rows) {
      await sql`DROP TRIGGER ${sql.id(name)} ON ${sql.id(table)}`.execute(trx);
      leftOut.push(`trigger "${name}"`);
    }
    const views = await sql<{ name: string; kind: string }>`
      SELECT c.relname AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('v', 'm') AND n.nspname = current_schema()
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e') ORDER BY 1`.execute(trx);
    for (const { name, kind } of views.rows) {
      await sql`DROP ${sql.raw(kind === 'm' ? 'MATERIALIZED VIEW' : 'VIEW')} IF EXISTS ${sql.id(name)} CASCADE`.execute(
        trx,
      );
      leftOut.push(`view "${name}"`);
    }
    const functions = await sql<{ signature: string }>`
      SELECT p.oid::regprocedure::text AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = current_schema()
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e') ORDER BY 1`.execute(trx);
    for (const { signature } of functions.rows) {
      // regprocedure's text is the function's own quoted name and argument types.
      await sql`DROP ROUTINE IF EXISTS ${sql.raw(signature)} CASCADE`.execute(trx);
      leftOut.push(`function ${signature}`);
    }
    return { notRestored, leftOut };
  });
}
