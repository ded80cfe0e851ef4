/**
 * `npm run backup`: an online copy taken while bookings arrive holds every booking answered
 * before it began and passes integrity_check; the newest BACKUP_KEEP stay; a failure leaves no
 * file under a backup's name. PostgreSQL (pg_dump, custom format) where DATABASE_URL is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { loadBackupConfig } from '../../server/config';
import { integrityProblems, listBackups, takeBackup } from '../../server/db/backup';
import { openMigratedStore } from '../../server/db/store';
import { injectApp, validBooking, BOOK } from './support/app';
import { runScript } from './support/process';
import { BACKENDS, removeDir, tempDir } from './support/store';

const runBackup = (env: Record<string, string>) => runScript('server/cli/backup.ts', [], env);

function storedIds(file: string): Set<string> {
  const database = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return new Set((database.prepare('SELECT id FROM bookings').all() as Array<{ id: string }>).map((row) => row.id));
  } finally {
    database.close();
  }
}

describe('npm run backup (SQLite)', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = tempDir()));
  afterEach(() => removeDir(dataDir));

  it('copies online while bookings arrive: every booking answered before it began, integrity ok, mode 0600, path last', async () => {
    const server = await injectApp({ DATA_DIR: dataDir });
    const answered: string[] = [];
    let stop = false;
    const loop = (async () => {
      // Bounded: at most 3,000 requests or until the backup has finished.
      for (let i = 0; i < 3_000 && !stop; i += 1) {
        const answer = await server.post(
          BOOK,
          validBooking({ guestName: `Loop Guest ${String.fromCharCode(65 + (i % 26))}` }),
        );
        if (answer.status !== 201) throw new Error(`booking ${i} answered ${answer.status}: ${answer.text}`);
        answered.push((answer.body as { id: string }).id);
      }
    })();
    try {
      let failed: Error | undefined;
      loop.catch((error: unknown) => (failed = error instanceof Error ? error : new Error('the booking loop failed')));
      // Bounded: 30 answers or 15 s, and a failed loop stops the wait at once.
      for (let waited = 0; answered.length < 30 && failed === undefined && waited < 15_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      if (failed !== undefined) throw failed;
      expect(answered.length).toBeGreaterThanOrEqual(30);
      const before = [...answered];
      const run = await runBackup({ DATA_DIR: dataDir });
      stop = true;
      await loop;
      expect(run.status).toBe(0);
      const file = run.stdout.trim().split('\n').pop()!;
      expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
      expect(path.basename(file)).toMatch(/^bookings-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.sqlite$/);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(integrityProblems(file)).toEqual([]);
      const copied = storedIds(file);
      expect(before.filter((id) => !copied.has(id))).toEqual([]);
      expect(fs.readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
    } finally {
      stop = true;
      await loop.catch(() => undefined);
      await server.close();
    }
  }, 60_000);

  it('keeps the newest BACKUP_KEEP in BACKUP_DIR', async () => {
    await (await openMigratedStore(loadBackupConfig({ DATA_DIR: dataDir }))).destroy();
    const config = loadBackupConfig({
      DATA_DIR: dataDir,
      BACKUP_DIR: path.join(dataDir, 'elsewhere'),
      BACKUP_KEEP: '2',
    });
    const files: string[] = [];
    for (let day = 1; day <= 3; day += 1) files.push(await takeBackup(config, new Date(Date.UTC(2030, 0, day, 3))));
    expect(listBackups(config.backupDir)).toEqual(files.slice(1).map((file) => path.basename(file)));
  });

  it('fails with a non-zero exit and leaves no file when the store cannot be copied', async () => {
    fs.writeFileSync(path.join(dataDir, 'bookings.sqlite'), Buffer.alloc(8192, 7));
    const run = await runBackup({ DATA_DIR: dataDir });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/^backup: .+/);
    expect(fs.readdirSync(path.join(dataDir, 'backups'))).toEqual([]);
  }, 120_000);

  it('says so when there is no store to back up', async () => {
    const run = await runBackup({ DATA_DIR: dataDir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('There is no store to back up');
  }, 120_000);
});

for (const backend of BACKENDS.filter((b) => b.name === 'postgres')) {
  describe('npm run backup (PostgreSQL)', () => {
    it('writes a pg_dump custom-format file, mode 0600, and prints its path last', async () => {
      const store = await backend.create();
      try {
        await (await openMigratedStore(loadBackupConfig(store.env))).destroy();
        const run = await runBackup(store.env);
        expect(run.stderr).not.toMatch(/failed|not found/);
        expect(run.status).toBe(0);
        const file = run.stdout.trim().split('\n').pop()!;
        expect(file).toMatch(/\.pgdump$/);
        expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('PGDMP');
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      } finally {
        await store.drop();
      }
    }, 60_000);
  });
}
