/**
 * `npm run restore -- FILE` — puts the data of a backup from `npm run backup` back as the SQLite
 * store of DATA_DIR, with the server stopped: a store built by our migrations, the file's rows
 * checked and copied, nothing of its schema kept, no credential restored (server/db/restore.ts).
 * PostgreSQL dumps go back with pg_restore (docs/deploy.md).
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
  const outcome = await restoreSqlite(config, file);
  const lines = [`Restored the data of ${file} into ${config.dataDir}: ${outcome.rows} rows.`];
  lines.push(
    `Not restored, ever: staff sessions, sign-in addresses, passkeys and passkey challenges, guests' Telegram link codes, the bot's state${outcome.notRestored.length > 0 ? ` (the file held: ${outcome.notRestored.join(', ')})` : ''}.`,
    'Everyone signs in again: a new sign-in address with `npm run staff -- link <id>` (ids: `npm run staff -- list`) or /login to the bot; passkeys are added again in Settings.',
  );
  if (outcome.leftOut.length > 0)
    lines.push(`Left behind, as this server never makes them: ${outcome.leftOut.join(', ')}.`);
  if (outcome.safety) lines.push(`The replaced store is kept as ${outcome.safety}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`restore: ${message}\n`);
  process.exit(1);
});
