/**
 * `npm run restore -- FILE`: a backup restored into a fresh DATA_DIR lists the same bookings;
 * random bytes are refused and change nothing; a store a running server uses is refused, and a
 * server starting while a restore runs cannot open the store.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { loadBackupConfig } from '../../server/config';
import { takeBackup } from '../../server/db/backup';
import { injectApp, validBooking, BOOK } from './support/app';
import { runBookingsCli, runScript } from './support/process';
import { removeDir, tempDir } from './support/store';

const runRestore = (env: Record<string, string>, file: string) => runScript('server/cli/restore.ts', [file], env);

/**
 * Takes restore's lock in another process, as `npm run restore` holds it while a server starts in
 * a third: the lock is a POSIX lock, which is per process, and jest runs suites one after another
 * in one process, so neither side is tried inside it. Resolves once the lock is held; `release()`
 * ends the process.
 */
async function lockInOtherProcess(file: string): Promise<{ hadStore: boolean; release: () => Promise<void> }> {
  const script = `const { lockStore } = require(${JSON.stringify(path.resolve('server/db/restore.ts'))});
const { lock, hadStore } = lockStore(${JSON.stringify(file)});
process.stdout.write(JSON.stringify({ hadStore }) + '\\n');
process.stdin.on('end', () => { lock.close(); process.exit(0); });
process.stdin.resume();`;
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`the locking process exited with ${code}`)));
  });
  const release = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.stdin.end();
    });
  return { hadStore: (JSON.parse(line) as { hadStore: boolean }).hadStore, release };
}

/**
 * What a server starting in a process of its own meets: opening and migrating the store of
 * `dataDir` (as `npm start` does first), and restore's own lock. Each answer is "opened" or the error.
 */
async function startInOtherProcess(dataDir: string): Promise<{ store: string; lock: string }> {
  const script = `const { openMigratedStore } = require(${JSON.stringify(path.resolve('server/db/store.ts'))});
const { lockStore } = require(${JSON.stringify(path.resolve('server/db/restore.ts'))});
const path = require('node:path');
(async () => {
  const answer = {};
  try { const db = await openMigratedStore({ dataDir: ${JSON.stringify(dataDir)}, databaseUrl: null }); await db.destroy(); answer.store = 'opened'; } catch (e) { answer.store = String(e && e.message); }
  try { lockStore(path.join(${JSON.stringify(dataDir)}, 'bookings.sqlite')).lock.close(); answer.lock = 'opened'; } catch (e) { answer.lock = String(e && e.name) + ': ' + String(e && e.message); }
  process.stdout.write(JSON.stringify(answer));
})();`;
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(out) as { store: string; lock: string };
}

describe('npm run restore', () => {
  let dataDir: string;
  let backup: string;
  let listed: string;

  beforeAll(async () => {
    dataDir = tempDir();
    const server = await injectApp({ DATA_DIR: dataDir });
    try {
      for (const name of ['Restored One', 'Restored Two', 'Restored Three'])
        expect((await server.post(BOOK, validBooking({ guestName: name }))).status).toBe(201);
      backup = await takeBackup(loadBackupConfig({ DATA_DIR: dataDir }));
    } finally {
      await server.close();
    }
    listed = (await runBookingsCli({ DATA_DIR: dataDir }, ['--json'])).stdout;
  }, 60_000);
  afterAll(() => removeDir(dataDir));

  it('restores into a fresh DATA_DIR, which then lists the same bookings with --json', async () => {
    const fresh = tempDir();
    try {
      const run = await runRestore({ DATA_DIR: fresh }, backup);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const after = await runBookingsCli({ DATA_DIR: fresh }, ['--json']);
      expect(JSON.parse(after.stdout)).toEqual(JSON.parse(listed));
      expect((JSON.parse(listed) as unknown[]).length).toBe(3);
    } finally {
      removeDir(fresh);
    }
  }, 60_000);

  it('refuses random bytes with a clear message and leaves the store as it was', async () => {
    const junk = path.join(tempDir(), 'junk.sqlite');
    fs.writeFileSync(junk, randomBytes(16_384));
    const live = path.join(dataDir, 'bookings.sqlite');
    const before = fs.readFileSync(live);
    const names = fs.readdirSync(dataDir).sort();
    const run = await runRestore({ DATA_DIR: dataDir }, junk);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^restore: .*junk\.sqlite is not an SQLite database/);
    expect(fs.readFileSync(live).equals(before)).toBe(true);
    expect(fs.readdirSync(dataDir).sort()).toEqual(names);
    removeDir(path.dirname(junk));
  }, 30_000);

  it('refuses a real backup carrying a trigger and a view, naming them, with nothing changed', async () => {
    const tampered = path.join(tempDir(), 'tampered.sqlite');
    fs.copyFileSync(backup, tampered);
    const db = new BetterSqlite3(tampered);
    db.exec(`CREATE TRIGGER leak AFTER INSERT ON bookings BEGIN
      INSERT INTO outbox (id, booking_id, channel, kind, recipient, status, next_attempt_at, created_at, updated_at)
      VALUES (NEW.id || '-x', NEW.id, 'email', 'staff', 'attacker@evil.example', 'pending', '', '', '');
    END`);
    db.exec('CREATE VIEW guests AS SELECT guest_name, phone, email FROM bookings');
    db.close();
    const live = path.join(dataDir, 'bookings.sqlite');
    const before = fs.readFileSync(live);
    const names = fs.readdirSync(dataDir).sort();
    const run = await runRestore({ DATA_DIR: dataDir }, tampered);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/does not hold this server's schema/);
    expect(run.stderr).toContain('trigger "leak"');
    expect(run.stderr).toContain('view "guests"');
    expect(fs.readFileSync(live).equals(before)).toBe(true);
    expect(fs.readdirSync(dataDir).sort()).toEqual(names);
    removeDir(path.dirname(tampered));
  }, 60_000);

  it('refuses a backup carrying an index this server never creates', async () => {
    const altered = path.join(tempDir(), 'altered.sqlite');
    fs.copyFileSync(backup, altered);
    const db = new BetterSqlite3(altered);
    db.exec('CREATE INDEX sneaky ON bookings (email)');
    db.close();
    const run = await runRestore({ DATA_DIR: tempDir() }, altered);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('index "sneaky"');
    removeDir(path.dirname(altered));
  }, 60_000);

  it('refuses while a server uses the store, and keeps the replaced store as a safety copy once stopped', async () => {
    const server = await injectApp({ DATA_DIR: dataDir });
    try {
      const run = await runRestore({ DATA_DIR: dataDir }, backup);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('is in use (is the server running?)');
    } finally {
      await server.close();
    }
    const run = await runRestore({ DATA_DIR: dataDir }, backup);
    expect(run.status).toBe(0);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('bookings.sqlite.before-restore-'))).toHaveLength(
      1,
    );
    expect(fs.existsSync(path.join(dataDir, 'bookings.sqlite-wal'))).toBe(false);
    expect(JSON.parse((await runBookingsCli({ DATA_DIR: dataDir }, ['--json'])).stdout)).toEqual(JSON.parse(listed));
  }, 60_000);

  it("holds the store's lock for the whole restore: a server starting meanwhile cannot open the store, and one starts once it is released", async () => {
    const { hadStore, release } = await lockInOtherProcess(path.join(dataDir, 'bookings.sqlite'));
    try {
      expect(hadStore).toBe(true);
      const meanwhile = await startInOtherProcess(dataDir);
      expect(meanwhile.store).toMatch(/locked|busy/i);
      expect(meanwhile.lock).toMatch(/is in use \(is the server running\?\)/);
    } finally {
      await release();
    }
    const server = await injectApp({ DATA_DIR: dataDir });
    try {
      expect((await server.post(BOOK, validBooking({ guestName: 'After Restore' }))).status).toBe(201);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('locks a DATA_DIR with no store yet too, so no server creates one under the restore', async () => {
    const fresh = tempDir();
    try {
      const { hadStore, release } = await lockInOtherProcess(path.join(fresh, 'bookings.sqlite'));
      try {
        expect(hadStore).toBe(false);
        expect((await startInOtherProcess(fresh)).store).toMatch(/locked|busy/i);
      } finally {
        await release();
      }
    } finally {
      removeDir(fresh);
    }
  }, 30_000);

  it('leaves no placeholder store in a fresh DATA_DIR when the restore fails after the checks', async () => {
    const fresh = tempDir();
    const foreign = path.join(tempDir(), 'foreign.sqlite');
    try {
      // Passes the first checks (an SQLite file with both tables) but its bookings table is not
      // this project's, so the migrations fail on it.
      const database = new BetterSqlite3(foreign);
      database.exec(
        'CREATE TABLE kysely_migration (name TEXT PRIMARY KEY, timestamp TEXT); CREATE TABLE bookings (x INTEGER);',
      );
      database.close();
      const run = await runRestore({ DATA_DIR: fresh }, foreign);
      expect(run.status).toBe(1);
      expect(fs.readdirSync(fresh)).toEqual([]);
    } finally {
      removeDir(fresh);
      removeDir(path.dirname(foreign));
    }
  }, 30_000);
});
