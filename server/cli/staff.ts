/**
 * `npm run staff -- invite "<name>" --role owner|reception|housekeeping [--lang uz|ru|en] [--telegram <user id>]`
 * makes a staff account and prints, as its last line, a one-time sign-in address
 * (`<site origin>/staff/sign-in#<token>`, 30 minutes, once); `-- link <id>` prints a new one for an
 * account; `-- list` shows the accounts; `-- revoke <id>` revokes one and ends its sessions.
 */
import { LANGS } from '../../src/domain/booking';
import type { Lang } from '../../src/domain/booking';
import { loadConfig } from '../config';
import type { Config } from '../config';
import type { Transact, StaffRole, Store } from '../db';
import { openMigratedStore, retryingTransact } from '../db';
import { invite, issueLink, listAccounts, revoke, ROLES, signInAddress } from '../staffConsole';

export const STAFF_USAGE = [
  'npm run staff -- invite "<name>" --role owner|reception|housekeeping [--lang uz|ru|en] [--telegram <Telegram user id>]',
  'npm run staff -- link <id>      a new sign-in address for an account',
  'npm run staff -- list',
  'npm run staff -- revoke <id>',
].join('\n');

function usage(): Error {
  return new Error(`Usage:\n${STAFF_USAGE}`);
}

function parseInvite(
  args: string[],
  defaultLang: Lang,
): { name: string; role: StaffRole; lang: Lang; telegramId: string | null } {
  const [name, ...rest] = args;
  if (!name || name.startsWith('--') || name.trim() === '' || name.trim().length > 100) throw usage();
  let role: StaffRole | null = null;
  let lang = defaultLang;
  let telegramId: string | null = null;
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (flag === '--role' && ROLES.includes(value as StaffRole)) role = value as StaffRole;
    else if (flag === '--lang' && (LANGS as readonly string[]).includes(value ?? '')) lang = value as Lang;
    else if (flag === '--telegram' && /^\d{1,15}$/.test(value ?? '')) telegramId = value as string;
    else throw usage();
  }
  if (role === null) throw usage();
  return { name: name.trim(), role, lang, telegramId };
}

/** Runs a staff command; returns the lines to print (the sign-in address last). */
export async function runStaff(
  db: Store,
  config: Pick<Config, 'siteOrigin' | 'port' | 'staffLang'>,
  argv: string[],
): Promise<string[]> {
  const transact: Transact = retryingTransact(db);
  const [command, ...args] = argv;
  if (command === 'invite') {
    const { account, token } = await invite(transact, parseInvite(args, config.staffLang));
    return [
      `Invited ${account.name} (${account.role}, ${account.lang}), id ${account.id}.`,
      'One-time sign-in address, valid for 30 minutes:',
      signInAddress(config, token),
    ];
  }
  if (command === 'link' && args[0]) {
    const accounts = await listAccounts(db);
    const account = accounts.find((a) => a.id === args[0]);
    if (!account || account.revoked_at !== null) throw new Error(`No active account has the id ${args[0]}.`);
    return [
      `One-time sign-in address for ${account.name}, valid for 30 minutes:`,
      signInAddress(config, await issueLink(transact, account.id)),
    ];
  }
  if (command === 'list' && args.length === 0) {
    const accounts = await listAccounts(db);
    if (accounts.length === 0) return ['No staff accounts yet.'];
    return accounts.map((a) =>
      [
        a.id,
        a.name,
        a.role,
        a.lang,
        a.telegram_id ? `telegram ${a.telegram_id}` : '-',
        a.revoked_at ? `revoked ${a.revoked_at}` : `${a.active} session(s)`,
      ].join('  '),
    );
  }
  if (command === 'revoke' && args.length === 1 && args[0]) {
    if (!(await revoke(transact, args[0]))) throw new Error(`No active account has the id ${args[0]}.`);
    return [`Revoked ${args[0]}; its sessions are ended.`];
  }
  throw usage();
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openMigratedStore(config);
  try {
    for (const line of await runStaff(db, config, process.argv.slice(2))) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) void main();
