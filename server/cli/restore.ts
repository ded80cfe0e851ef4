/**
 * `npm run restore -- FILE` — puts the data of a backup from `npm run backup` back as the SQLite
 * store of DATA_DIR, with the server stopped: a store built by our migrations, the file's rows
 * checked and copied, nothing of its schema kept, no credential restored (server/db/restore.ts).
 * PostgreSQL dumps go back with pg_restore (docs/deploy.md), then
 * `npm run restore -- --after-pg-restore` deletes the credentials and drops the triggers, views
 * and functions the dump brought.
 */
import { ConfigError, loadBackupConfig } from '../config';
import { afterPgRestore, restoreSqlite, openMigratedStore } from '../db';

const AFTER_PG = '--after-pg-restore';

/** What was not restored, and what everyone does next: said after every restore. */
function credentialLines(held: string[], where: 'file' | 'store'): string[] {
  return [
    `Not restored, ever: staff sessions, sign-in addresses, passkeys and passkey challenges, guests' Telegram link codes, the bot's state${held.length > 0 ? ` (the ${where} held: ${held.join(', ')})` : ''}.`,
    'Everyone signs in again: a new sign-in address with `npm run staff -- link <id>` (ids: `npm run staff -- list`) or /login to the bot; passkeys are added again in Settings.',
  ];
}

const leftBehind = (leftOut: string[]) =>
  leftOut.length > 0 ? [`Left behind, as this server never makes them: ${leftOut.join(', ')}.`] : [];

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) throw new Error(`Usage: npm run restore -- FILE | ${AFTER_PG}`);
  const config = loadBackupConfig();
  if (file === AFTER_PG) {
    if (!config.databaseUrl) throw new Error(`${AFTER_PG} is for a PostgreSQL store: DATABASE_URL is not set.`);
    const store = await openMigratedStore(config);
    try {
      const outcome = await afterPgRestore(store);
      const lines = [
        'Cleaned the PostgreSQL store after pg_restore.',
        ...credentialLines(outcome.notRestored, 'store'),
      ];
      const dropped =
        outcome.leftOut.length > 0 ? [`Dropped, as this server never makes them: ${outcome.leftOut.join(', ')}.`] : [];
      process.stdout.write(`${[...lines, ...dropped].join('\n')}\n`);
    } finally {
      await store.destroy();
    }
    return;
  }
  if (config.databaseUrl)
    throw new Error(
      `DATABASE_URL is set: restore a PostgreSQL dump with pg_restore, then run npm run restore -- ${AFTER_PG} (see docs/deploy.md); this command restores the SQLite store.`,
    );
  const outcome = await restoreSqlite(config, file);
  const lines = [
    `Restored the data of ${file} into ${config.dataDir}: ${outcome.rows} rows.`,
    ...credentialLines(outcome.notRestored, 'file'),
    ...leftBehind(outcome.leftOut),
    ...(outcome.safety ? [`The replaced store is kept as ${outcome.safety}`] : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`restore: ${message}\n`);
  process.exit(1);
});
