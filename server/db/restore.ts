/**
 * `npm run restore -- FILE` for the SQLite store: the file is checked first (an SQLite database
 * that passes integrity_check and holds this project's migrations and bookings table), migrated
 * when older, and refused otherwise with nothing changed. It is refused too while another
 * program (the server) has the store open. The replaced store is kept as a safety copy and the
 * new one renamed into place, with the old -wal/-shm files removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { BackupConfig } from '../config';
import { fsyncDir, integrityProblems } from './backup';
import { makePrivateDir, sqlitePath } from './sqlite';
import { openMigratedStore } from './store';

/** A restore that was refused before anything changed. */
export class RestoreRefused extends Error {}

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
    const tables = new Set((database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((row) => row.name));
    if (!tables.has('kysely_migration') || !tables.has('bookings')) return `${file} is an SQLite database but not a store of this hotel's server (no bookings or migration table).`;
  } finally {
    database.close();
  }
  return null;
}

/** Throws RestoreRefused when another connection (the server) has the store open. */
function ensureUnused(file: string): void {
  const database = new BetterSqlite3(file, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 0');
    // An exclusive lock is granted only when no other connection has the file open in WAL mode.
    database.pragma('locking_mode = EXCLUSIVE');
    try {
      database.exec('BEGIN EXCLUSIVE');
    } catch {
      throw new RestoreRefused(`The store ${file} is in use (is the server running?). Stop the server first (for example: sudo systemctl stop hotel), then restore.`);
    }
    database.exec('COMMIT');
    // Everything committed goes into the main file before it becomes the safety copy.
    database.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    database.close();
  }
}

/** Restores `file` over the SQLite store of `config`; returns the safety copy's path, if any. */
export async function restoreSqlite(config: BackupConfig, file: string, now: Date = new Date()): Promise<string | null> {
  const source = path.resolve(file);
  const problem = backupProblem(source);
  if (problem) throw new RestoreRefused(problem);
  makePrivateDir(config.dataDir);
  const live = sqlitePath(config.dataDir);
  if (fs.existsSync(live)) ensureUnused(live);
  // Migrated in a private folder next to the store, so the final rename stays on one disk.
  const staging = fs.mkdtempSync(path.join(config.dataDir, '.restore-'));
  try {
    const staged = sqlitePath(staging);
    fs.copyFileSync(source, staged);
    fs.chmodSync(staged, 0o600);
    await (await openMigratedStore({ dataDir: staging, databaseUrl: null })).destroy();
    const problems = integrityProblems(staged);
    if (problems.length > 0) throw new RestoreRefused(`The migrated copy fails the integrity check: ${problems.join('; ')}`);
    let safety: string | null = null;
    if (fs.existsSync(live)) {
      safety = `${live}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(live, safety);
    }
    for (const stale of [`${live}-wal`, `${live}-shm`]) fs.rmSync(stale, { force: true });
    fs.renameSync(staged, live);
    fsyncDir(config.dataDir);
    return safety;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
