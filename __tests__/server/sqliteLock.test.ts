/**
 * The SQLite store's transactions take the write lock when they begin, so a transaction that reads
 * and then writes beside another process (the CLI beside the running server) waits for the lock
 * instead of failing at its first write with "database is locked".
 */
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { sqlitePath } from '../../server/db/sqlite';
import { openStore, migrateToLatest } from '../../server/db/store';
import { removeDir, tempDir } from './support/store';

describe('SQLite transactions', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = tempDir()));
  afterEach(() => removeDir(dataDir));

  it('hold the write lock from their start: another process cannot write meanwhile, and can once they end', async () => {
    const store = openStore({ dataDir, databaseUrl: null });
    await migrateToLatest(store);
    // Another process on the same file, not willing to wait: it sees the lock at once.
    const other = new BetterSqlite3(sqlitePath(dataDir));
    other.pragma('busy_timeout = 0');
    const otherWrites = () => other.prepare("INSERT INTO bot_state (name, value) VALUES ('lock-probe', 'x')").run();
    try {
      await store.transaction().execute(async (trx) => {
        // Before this transaction has written anything (it has only read), the lock is already ours.
        await sql`select 1`.execute(trx);
        expect(otherWrites).toThrow(/database is locked/);
      });
      expect(otherWrites).not.toThrow();
    } finally {
      other.close();
      await store.destroy();
    }
  });
});
