/**
 * `npm run backup` — an online, consistent copy of the store under BACKUP_DIR (default
 * DATA_DIR/backups), keeping the newest BACKUP_KEEP (default 14). Its last line is the path of the
 * file it wrote; it exits non-zero, leaving no file under a backup's name, when anything fails.
 */
import { ConfigError, loadBackupConfig } from '../config';
import { takeBackup } from '../db';

async function main(): Promise<void> {
  const config = loadBackupConfig();
  const started = Date.now();
  const file = await takeBackup(config);
  process.stderr.write(`backup: written in ${Date.now() - started} ms, keeping the newest ${config.backupKeep}\n`);
  process.stdout.write(`${file}\n`);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`backup: ${message}\n`);
  process.exit(1);
});
