/**
 * GET /api/health tells the truth: a store that cannot write (SQLite's own "database or disk is
 * full", made real with `pragma max_page_count`) is a 503 with the cause in the log and only a
 * code in the answer, and health is 200 again once the store writes. SQLite only: the pragma is
 * what stands for a full disk. Health also shows the last successful backup, taken by
 * `npm run backup` in another process (as the systemd timer does), on SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { LastBackup, backupName } from '../../server/db/backup';
import { BOOK, injectApp, memoryLogger, validBooking } from './support/app';
import type { TestApp } from './support/app';
import { runScript } from './support/process';
import { BACKENDS, removeDir, tempDir } from './support/store';

/**
 * Caps the database file at its current size, with no free page left inside it (vacuum): every
 * write needing a new page fails with SQLITE_FULL.
 */
async function fillDisk(server: TestApp): Promise<void> {
  await sql`vacuum`.execute(server.app.store);
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(server.app.store);
  await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(server.app.store);
}

async function freeDisk(server: TestApp): Promise<void> {
  await sql.raw('pragma max_page_count = 1073741823').execute(server.app.store);
}

const UNAVAILABLE = { error: { code: 'unavailable', message: expect.any(String) } };

describe('health with a store that cannot write', () => {
  it('answers 503 once bookings fail for a full disk, names SQLITE_FULL in the log only, and 200 once the store writes again', async () => {
    const log = memoryLogger();
    // Probes without delay, so the test needs not wait for the 5 s retry.
    const server = await injectApp({}, { logger: log.logger, writeHealth: { probeMs: 60_000, retryMs: 0 } });
    try {
      expect((await server.get('/api/health')).status).toBe(200);
      await fillDisk(server);
      let failed: Awaited<ReturnType<TestApp['post']>> | undefined;
      for (let i = 0; i < 100 && !failed; i += 1) {
        const answer = await server.post(BOOK, validBooking());
        if (answer.status !== 201) failed = answer;
      }
      // The booking that no longer fits: a 503 the site can retry, not an opaque 500.
      expect(failed?.status).toBe(503);
      expect(failed?.body).toEqual(UNAVAILABLE);
      const health = await server.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual(UNAVAILABLE);
      expect(health.text).not.toMatch(/SQLITE|full|disk/i);
      expect(log.text()).toMatch(/"cause":"SQLITE_FULL".*"msg":"health check: the store cannot write"/);

      await freeDisk(server);
      expect((await server.get('/api/health')).status).toBe(200);
      expect((await server.post(BOOK, validBooking())).status).toBe(201);
      expect(log.text()).toContain('store writes again');
    } finally {
      await server.close();
    }
  });

  it('notices a full disk on its own probe write while nobody books', async () => {
    const log = memoryLogger();
    const server = await injectApp({}, { logger: log.logger, writeHealth: { probeMs: 0, retryMs: 0 } });
    try {
      await fillDisk(server);
      const health = await server.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual(UNAVAILABLE);
      expect(log.text()).toMatch(/"cause":"SQLITE_FULL".*"msg":"store write failed: the store cannot write"/);
      await freeDisk(server);
      expect((await server.get('/api/health')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('keeps health cheap: one probe write per 30 s by default, none in between', async () => {
    const server = await injectApp();
    try {
      const before = Date.now();
      for (let i = 0; i < 200; i += 1) expect((await server.get('/api/health')).status).toBe(200);
      const probes = jest.spyOn(server.app.store, 'transaction');
      for (let i = 0; i < 200; i += 1) await server.get('/api/health');
      // Within 30 s of the first probe no other is made.
      if (Date.now() - before < 30_000) expect(probes).not.toHaveBeenCalled();
    } finally {
      await server.close();
    }
  });
});

describe('health shows the last successful backup', () => {
  for (const backend of BACKENDS) {
    it(`shows none, then the one \`npm run backup\` took in another process (${backend.name})`, async () => {
      const store = await backend.create();
      // backupReadMs 0: the folder is read on every request instead of once a minute.
      const server = await injectApp(store.env, { backupReadMs: 0 });
      try {
        const before = await server.get('/api/health');
        expect(before.status).toBe(200);
        expect(before.body).toMatchObject({ status: 'ok', backup: { lastSuccessAt: null, ageSeconds: null } });
        const started = Date.now();
        const run = await runScript('server/cli/backup.ts', [], store.env);
        expect(run.stderr).toMatch(/^backup: written in \d+ ms/);
        expect(run.status).toBe(0);
        const file = run.stdout.trim().split('\n').pop()!;
        const after = await server.get('/api/health');
        const backup = (after.body as { backup: { lastSuccessAt: string; ageSeconds: number } }).backup;
        expect(backupName(new Date(backup.lastSuccessAt), backend.name === 'postgres' ? 'pgdump' : 'sqlite')).toBe(
          path.basename(file),
        );
        expect(Date.parse(backup.lastSuccessAt)).toBeGreaterThanOrEqual(started - 1_000);
        expect(backup.ageSeconds).toBeGreaterThanOrEqual(0);
        expect(backup.ageSeconds).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 1000) + 1);
      } finally {
        await server.close();
        await store.drop();
      }
    }, 60_000);
  }

  it('reads BACKUP_DIR, ignores files that are not finished backups, and still answers when the folder is missing', async () => {
    const dir = tempDir();
    try {
      const backups = path.join(dir, 'copies');
      const server = await injectApp({ BACKUP_DIR: backups }, { backupReadMs: 0 });
      try {
        expect((await server.get('/api/health')).body).toMatchObject({ backup: { lastSuccessAt: null } });
        fs.mkdirSync(backups);
        const older = new Date(Date.UTC(2030, 0, 1, 3));
        const newer = new Date(Date.UTC(2030, 0, 2, 3));
        fs.writeFileSync(path.join(backups, backupName(older, 'sqlite')), '');
        fs.writeFileSync(path.join(backups, backupName(newer, 'pgdump')), '');
        // A backup still being written, and unrelated files, do not count.
        fs.writeFileSync(path.join(backups, `${backupName(new Date(Date.UTC(2030, 0, 3)), 'sqlite')}.partial-123`), '');
        fs.writeFileSync(path.join(backups, 'notes.txt'), '');
        const health = await server.get('/api/health');
        expect(health.body).toMatchObject({ backup: { lastSuccessAt: newer.toISOString() } });
      } finally {
        await server.close();
      }
    } finally {
      removeDir(dir);
    }
  });

  it('reads the folder at most once a minute by default', () => {
    const dir = tempDir();
    try {
      let now = 0;
      const last = new LastBackup(dir, undefined, () => now);
      expect(last.get()).toBeNull();
      const taken = new Date(Date.UTC(2030, 0, 1, 3));
      fs.writeFileSync(path.join(dir, backupName(taken, 'sqlite')), '');
      now = 59_999;
      expect(last.get()).toBeNull();
      now = 60_000;
      expect(last.get()).toEqual(taken);
    } finally {
      removeDir(dir);
    }
  });
});
