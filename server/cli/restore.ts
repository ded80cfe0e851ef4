/**
 * `npm run restore -- FILE` — puts a backup from `npm run backup` back as the SQLite store of
 * DATA_DIR, with the server stopped. PostgreSQL dumps go back with pg_restore (docs/deploy.md).
 */
import { ConfigError, loadBackupConfig } from '../config';
import { restoreSqlite } from '../db/restore';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) throw new Error('Usage: npm run restore -- FILE');
  const config = loadBackupConfig();
  if (config.databaseUrl)
    throw new Error(
      'DATABASE_URL is set: restore a PostgreSQL dump with pg_restore (see docs/deploy.md); this command restores the SQLite store.',
    );
  const safety = await restoreSqlite(config, file);
  if (safety) process.stdout.write(`The replaced store is kept as ${safety}\n`);
  process.stdout.write(`Restored ${file} into ${config.dataDir}\n`);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`restore: ${message}\n`);
  process.exit(1);
});
