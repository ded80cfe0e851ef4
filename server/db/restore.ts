/**
 * `npm run restore -- FILE` for the SQLite store: the file is checked first (an SQLite database
 * that passes integrity_check and holds this project's migrations and bookings table, and no
 * object this server never creates: no trigger, no view, nothing unknown), migrated when older,
 * its schema then compared with a freshly migrated store's, object by object, and refused
 * otherwise with nothing changed. It is refused too while another
 * program (the server) has the store open, and holds the store's lock until the swap is done so
 * that no server can start in between. The replaced store is kept as a safety copy (a hard link)
 * and the new one renamed over it in one step, with the old -wal/-shm files removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { BackupConfig } from '../config';
import { fsyncDir, integrityProblems } from './backup';
import { makePrivateDir, sqlitePath } from './sqlite';
import { openMigratedStore } from './store';

/** A restore that was refused before anything changed. */
export class RestoreRefused extends Error {}

/** One object of an SQLite schema (sqlite_master), SQLite's own `sqlite_*` ones left out. */
interface SchemaObject {
  type: string;
  name: string;
  sql: string | null;
}

/** The schema of an SQLite file, read with trusted_schema=OFF (no function of its schema runs). */
function schemaOf(file: string): SchemaObject[] {
  const database = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    database.pragma('trusted_schema = OFF');
    return database
      .prepare(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name",
      )
      .all() as SchemaObject[];
  } finally {
    database.close();
  }
}

/** The schema of a store freshly migrated to the latest migration: what a backup may hold, exactly. */
async function ourSchema(): Promise<SchemaObject[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-schema-'));
  try {
    await (await openMigratedStore({ dataDir: dir, databaseUrl: null })).destroy();
    return schemaOf(sqlitePath(dir));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const label = (object: SchemaObject) => `${object.type} "${object.name}"`;

/**
 * Why the schema of `file` is not this project's, or null. `exact`: every object's SQL must be the
 * fresh store's (after migrating the copy); otherwise (before migrating) only its objects must be
 * ours by kind and name: a trigger, a view or anything unknown is refused, naming them, before
 * any statement runs on the copy.
 */
export async function schemaProblem(file: string, exact: boolean): Promise<string | null> {
  const ours = await ourSchema();
  const known = new Map(ours.map((object) => [label(object), object.sql]));
  const theirs = schemaOf(file);
  const foreign = theirs.filter((object) => {
    if (object.type === 'trigger' || object.type === 'view' || !known.has(label(object))) return true;
    return exact && known.get(label(object)) !== object.sql;
  });
  const missing = exact ? ours.filter((object) => !theirs.some((t) => label(t) === label(object))) : [];
  if (foreign.length === 0 && missing.length === 0) return null;
  const parts = [
    ...(foreign.length > 0 ? [`objects this server never creates: ${foreign.map(label).join(', ')}`] : []),
    ...(missing.length > 0 ? [`missing: ${missing.map(label).join(', ')}`] : []),
  ];
  return `${file} does not hold this server's schema (${parts.join('; ')}). Restore refused: a backup is only ever restored as this server wrote it.`;
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
  const database = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const tables = new Set(
      (database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map(
        (row) => row.name,
      ),
    );
    if (!tables.has('kysely_migration') || !tables.has('bookings'))
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

/** Restores `file` over the SQLite store of `config`; returns the safety copy's path, if any. */
export async function restoreSqlite(
  config: BackupConfig,
  file: string,
  now: Date = new Date(),
): Promise<string | null> {
  const source = path.resolve(file);
  const problem = backupProblem(source) ?? (await schemaProblem(source, false));
  if (problem) throw new RestoreRefused(problem);
  makePrivateDir(config.dataDir);
  const live = sqlitePath(config.dataDir);
  const existed = fs.existsSync(live);
  const { lock, hadStore } = lockStore(live);
  let swapped = false;
  // Migrated in a private folder next to the store, so the final rename stays on one disk.
  const staging = fs.mkdtempSync(path.join(config.dataDir, '.restore-'));
  try {
    const staged = sqlitePath(staging);
    fs.copyFileSync(source, staged);
    fs.chmodSync(staged, 0o600);
    await (await openMigratedStore({ dataDir: staging, databaseUrl: null })).destroy();
    const foreign = await schemaProblem(staged, true);
    if (foreign) throw new RestoreRefused(foreign);
    const problems = integrityProblems(staged);
    if (problems.length > 0)
      throw new RestoreRefused(`The migrated copy fails the integrity check: ${problems.join('; ')}`);
    let safety: string | null = null;
    if (hadStore) {
      safety = `${live}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      // A hard link keeps the replaced store under its safety name while `live` still exists,
      // so the rename below swaps in one step and the store's name is never missing.
      fs.linkSync(live, safety);
    }
    for (const stale of [`${live}-wal`, `${live}-shm`, `${live}-journal`]) fs.rmSync(stale, { force: true });
    fs.renameSync(staged, live);
    swapped = true;
    fsyncDir(config.dataDir);
    return safety;
  } finally {
    lock.close();
    // The placeholder lockStore made for a missing store goes when nothing took its place.
    if (!swapped && !existed) fs.rmSync(live, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
