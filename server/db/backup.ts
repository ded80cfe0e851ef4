/**
 * Online backups of the store (`npm run backup`). SQLite: `VACUUM INTO` reads one snapshot in a
 * single read transaction, so the copy is consistent and holds every commit made before it began,
 * while the server keeps writing (WAL readers never block writers). PostgreSQL: pg_dump in custom
 * format. Either way the copy is written under a temporary name, flushed, checked and only then
 * renamed, so a failure leaves no half-written file under a backup's name.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { executableSearchPath } from '../config';
import type { BackupConfig } from '../config';
import { makePrivateDir, sqlitePath } from './sqlite';

/** Backup names: `bookings-2030-01-02T03-04-05-678Z.sqlite` (or `.pgdump`); they sort by time. */
const BACKUP_NAME = /^bookings-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.(sqlite|pgdump)$/;

export function backupName(at: Date, kind: 'sqlite' | 'pgdump'): string {
  return `bookings-${at.toISOString().replace(/[:.]/g, '-')}.${kind}`;
}

/** The backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => BACKUP_NAME.test(name)).sort();
}

/** When the newest backup in `dir` was taken (the time in its name), or null when there is none. */
export function newestBackupAt(dir: string): Date | null {
  const newest = listBackups(dir).pop();
  if (newest === undefined) return null;
  const [, date, hours, minutes, seconds, millis] =
    /^bookings-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(newest)!;
  return new Date(`${date}T${hours}:${minutes}:${seconds}.${millis}Z`);
}

/**
 * The last successful backup as health reports it. The backup usually runs in another process
 * (the systemd timer), for SQLite and PostgreSQL alike, and a file is under a backup's name only
 * once it was written, flushed and checked: so the newest name in BACKUP_DIR is the last success.
 * The folder is read at most once per `everyMs`, keeping health cheap under a busy monitor.
 */
export class LastBackup {
  private readAt = -Infinity;
  private at: Date | null = null;

  constructor(
    private readonly dir: string,
    private readonly everyMs = 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The time of the newest backup, or null when there is none (or the folder cannot be read). */
  get(): Date | null {
    const now = this.clock();
    if (now - this.readAt >= this.everyMs) {
      this.at = newestBackupAt(this.dir);
      this.readAt = now;
    }
    return this.at;
  }
}

/** The problems `PRAGMA integrity_check` finds in an SQLite file; empty when it is sound. */
export function integrityProblems(file: string): string[] {
  const database = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const rows = database.pragma('integrity_check') as Array<{ integrity_check: string }>;
    return rows.map((row) => row.integrity_check).filter((text) => text !== 'ok');
  } finally {
    database.close();
  }
}

function fsyncFile(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Makes a rename in `dir` survive a power cut. */
export function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes `file` through `write` at a temporary name, flushes it, checks it, then renames it. */
async function writeAtomically(
  file: string,
  write: (temp: string) => Promise<void> | void,
  check: (temp: string) => void,
): Promise<void> {
  const temp = `${file}.partial-${process.pid}`;
  try {
    // Created 0600 before anything is written into it; VACUUM INTO takes an existing empty file.
    fs.closeSync(fs.openSync(temp, 'wx', 0o600));
    await write(temp);
    fs.chmodSync(temp, 0o600);
    fsyncFile(temp);
    check(temp);
    fs.renameSync(temp, file);
    fsyncDir(path.dirname(file));
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

function backupSqlite(dataDir: string, file: string): Promise<void> {
  const source = sqlitePath(dataDir);
  if (!fs.existsSync(source)) throw new Error(`There is no store to back up: ${source} does not exist.`);
  return writeAtomically(
    file,
    (temp) => {
      const database = new BetterSqlite3(source, { fileMustExist: true });
      try {
        database.pragma('busy_timeout = 5000');
        database.prepare('VACUUM INTO ?').run(temp);
      } finally {
        database.close();
      }
    },
    (temp) => {
      const problems = integrityProblems(temp);
      if (problems.length > 0)
        throw new Error(`The copy failed its integrity check: ${problems.slice(0, 5).join('; ')}`);
    },
  );
}

/** pg_dump on PATH, or Debian's /usr/lib/postgresql/<version>/bin/pg_dump (newest first). */
export function findPgDump(searchPath: string = executableSearchPath()): string | null {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'pg_dump');
    if (fs.existsSync(candidate)) return candidate;
  }
  const debian = '/usr/lib/postgresql';
  let versions: string[];
  try {
    versions = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a));
  } catch {
    return null;
  }
  for (const version of versions) {
    const candidate = path.join(debian, version, 'bin', 'pg_dump');
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 1 << 20 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${path.basename(command)} failed: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
}

/**
 * The address as libpq reads it: a query value's spaces written %20. URLSearchParams (and so a URL
 * built with it, e.g. `options=-c search_path=…`) writes them '+', which node-postgres reads as a
 * space and libpq, pg_dump's library, takes literally.
 */
export function libpqUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.search === '') return databaseUrl;
  url.search = [...url.searchParams]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return url.toString();
}

/**
 * The store's own schema when the address selects one (`options=-c search_path=…`): the backup
 * is the store's, not everything else the database holds (another application's schemas, or the
 * tests' stores, which may be dropped while pg_dump reads: it then fails to lock their tables).
 */
function storeSchema(databaseUrl: string): string[] {
  const options = new URL(databaseUrl).searchParams.get('options') ?? '';
  const schema = /(?:^|\s)-c\s*search_path=([A-Za-z_][A-Za-z0-9_]*)(?:\s|$)/.exec(options)?.[1];
  return schema ? [`--schema=${schema}`] : [];
}

function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  const pgDump = findPgDump();
  if (!pgDump) {
    throw new Error(
      'pg_dump was not found: install the PostgreSQL client (Debian/Ubuntu: sudo apt install postgresql-client) to back up a PostgreSQL store.',
    );
  }
  return writeAtomically(
    file,
    (temp) =>
      run(pgDump, [
        '--format=custom',
        '--no-owner',
        ...storeSchema(databaseUrl),
        `--file=${temp}`,
        libpqUrl(databaseUrl),
      ]),
    (temp) => {
      // A custom-format dump starts with PGDMP; pg_dump exits non-zero on any failure before.
      const head = Buffer.alloc(5);
      const fd = fs.openSync(temp, 'r');
      try {
        fs.readSync(fd, head, 0, 5, 0);
      } finally {
        fs.closeSync(fd);
      }
      if (head.toString('latin1') !== 'PGDMP') throw new Error('pg_dump wrote no custom-format dump.');
    },
  );
}

/** Deletes all but the newest `keep` backups; returns the deleted names. */
export function pruneBackups(dir: string, keep: number): string[] {
  const names = listBackups(dir);
  const gone = names.slice(0, Math.max(0, names.length - keep));
  for (const name of gone) fs.rmSync(path.join(dir, name), { force: true });
  return gone;
}

/** Takes a backup, keeps the newest BACKUP_KEEP, and returns the new file's path. */
export async function takeBackup(config: BackupConfig, now: Date = new Date()): Promise<string> {
  makePrivateDir(config.backupDir);
  const file = path.join(config.backupDir, backupName(now, config.databaseUrl ? 'pgdump' : 'sqlite'));
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
  else await backupSqlite(config.dataDir, file);
  pruneBackups(config.backupDir, config.backupKeep);
  return file;
}
