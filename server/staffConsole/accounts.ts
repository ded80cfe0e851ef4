/**
 * Staff accounts and how they sign in: invited by `npm run staff -- invite` (or made for a Telegram
 * user of TELEGRAM_STAFF_IDS on their first /login), one-time sign-in addresses (a random token of
 * 256 bits in the address's fragment, only its SHA-256 kept, single use, 30 minutes), and sessions
 * in the database behind a cookie (only the SHA-256 of its token kept; 12 hours idle, 30 days at
 * most), so two server instances share them.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { LANGS } from '../../src/domain/booking';
import type { Lang } from '../../src/domain/booking';
import type { Transact, StaffAccountsTable, StaffRole, Store } from '../db';
import * as repo from './repository';
import { hasHappened, latestHappened, stillValid } from '../storedTimes';

export const LINK_TTL_MS = 30 * 60 * 1000;
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's last-seen time is written at most this often (a page of the console makes several calls). */
const TOUCH_EVERY_MS = 60 * 1000;
export const ROLES: readonly StaffRole[] = ['owner', 'reception', 'housekeeping'];

/** A staff member as the console's API shows them. */
export interface StaffView {
  id: string;
  name: string;
  role: StaffRole;
  lang: Lang;
}

export function staffLang(account: Pick<StaffAccountsTable, 'lang'>): Lang {
  return (LANGS as readonly string[]).includes(account.lang) ? (account.lang as Lang) : 'uz';
}

export function staffView(account: StaffAccountsTable): StaffView {
  return { id: account.id, name: account.name, role: account.role, lang: staffLang(account) };
}

/** A fresh random token (256 bits, base64url) and its SHA-256 (hex), the only form stored. */
export function mintToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewAccount {
  name: string;
  role: StaffRole;
  lang: Lang;
  telegramId?: string | null;
}

/** Creates an account and its first sign-in token. */
export async function invite(
  transact: Transact,
  account: NewAccount,
  now: Date = new Date(),
): Promise<{ account: StaffAccountsTable; token: string }> {
  return transact(async (trx) => {
    const row: StaffAccountsTable = {
      id: randomUUID(),
      name: account.name,
      role: account.role,
      lang: account.lang,
      telegram_id: account.telegramId ?? null,
      created_at: now.toISOString(),
      revoked_at: null,
    };
    await repo.insertAccount(trx, row);
    const token = await issueLinkIn(trx, row.id, now);
    return { account: row, token };
  });
}

async function issueLinkIn(trx: Parameters<Parameters<Transact>[0]>[0], staffId: string, now: Date): Promise<string> {
  const { token, hash } = mintToken();
  await repo.insertLink(trx, {
    token_hash: hash,
    staff_id: staffId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LINK_TTL_MS).toISOString(),
    used_at: null,
  });
  return token;
}

/** A new one-time sign-in token for an account. */
export function issueLink(transact: Transact, staffId: string, now: Date = new Date()): Promise<string> {
  return transact((trx) => issueLinkIn(trx, staffId, now));
}

/** Every account with its open sessions. */
export function listAccounts(
  store: Store,
  now: Date = new Date(),
): Promise<Array<StaffAccountsTable & { active: number }>> {
  return repo.accountsWithSessions(
    store,
    new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
    new Date(now.getTime() - SESSION_MAX_MS).toISOString(),
    latestHappened(now),
  );
}

/** Revokes an account and ends its sessions; false when there is no such account, or it was revoked already. */
export function revoke(transact: Transact, staffId: string, now: Date = new Date()): Promise<boolean> {
  return transact(async (trx) => {
    const done = await repo.revokeAccount(trx, staffId, now.toISOString());
    await repo.endSessionsOf(trx, staffId, now.toISOString());
    return done;
  });
}

/** Ends every session of an account (the owner's "sign out everywhere" for them); false when there is no such account. */
export function endSessions(transact: Transact, staffId: string, now: Date = new Date()): Promise<boolean> {
  return transact(async (trx) => {
    if (!(await repo.findAccount(trx, staffId))) return false;
    await repo.endSessionsOf(trx, staffId, now.toISOString());
    return true;
  });
}

export type LinkOutcome =
  | { kind: 'ok'; account: StaffAccountsTable; session: string }
  | { kind: 'used' | 'expired'; account: StaffAccountsTable }
  | { kind: 'invalid' };

/** Signs in with a one-time token: a session for its account, once; a used, expired or unknown token is said so. */
export function signInWithLink(transact: Transact, token: string, now: Date = new Date()): Promise<LinkOutcome> {
  return transact(async (trx) => {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { kind: 'invalid' };
    const hash = hashToken(token);
    const link = await repo.findLink(trx, hash);
    const account = link ? await repo.findAccount(trx, link.staff_id) : undefined;
    if (!link || !account || account.revoked_at !== null) return { kind: 'invalid' };
    if (link.used_at !== null) return { kind: 'used', account };
    // A link made in the future or living longer than LINK_TTL_MS was not made here: it is expired.
    if (!hasHappened(link.created_at, now) || !stillValid(link.expires_at, now, LINK_TTL_MS))
      return { kind: 'expired', account };
    if (!(await repo.useLink(trx, hash, now.toISOString()))) return { kind: 'used', account };
    return { kind: 'ok', account, session: await startSessionIn(trx, account.id, 'link', now) };
  });
}

async function startSessionIn(
  trx: Parameters<Parameters<Transact>[0]>[0],
  staffId: string,
  method: string,
  now: Date,
): Promise<string> {
  const { token, hash } = mintToken();
  const iso = now.toISOString();
  await repo.insertSession(trx, {
    id: hash,
    staff_id: staffId,
    created_at: iso,
    last_seen_at: iso,
    ended_at: null,
    method,
  });
  return token;
}

/** A new session for an account (after a passkey); returns the cookie's token. */
export function startSession(
  transact: Transact,
  staffId: string,
  method: string,
  now: Date = new Date(),
): Promise<string> {
  return transact((trx) => startSessionIn(trx, staffId, method, now));
}

/**
 * The signed-in staff member of a cookie token: the session open, not idle 12 h, under 30 days
 * old, the account not revoked. A session whose start or last use lies in the future (beyond
 * CLOCK_SKEW_MS) or is not a time is invalid: its age would be negative and it would never lapse.
 */
export async function sessionAccount(
  store: Store,
  token: string | undefined,
  now: Date = new Date(),
): Promise<{ account: StaffAccountsTable; sessionId: string } | null> {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const id = hashToken(token);
  const session = await repo.findSession(store, id);
  if (!session || session.ended_at !== null) return null;
  if (!hasHappened(session.created_at, now) || !hasHappened(session.last_seen_at, now)) return null;
  const at = now.getTime();
  const lastSeen = Date.parse(session.last_seen_at);
  if (at - lastSeen > SESSION_IDLE_MS || at - Date.parse(session.created_at) > SESSION_MAX_MS) return null;
  const account = await repo.findAccount(store, session.staff_id);
  if (!account || account.revoked_at !== null) return null;
  if (at - lastSeen > TOUCH_EVERY_MS) await repo.touchSession(store, id, now.toISOString());
  return { account, sessionId: id };
}

export async function signOut(store: Store, sessionId: string, now: Date = new Date()): Promise<void> {
  await repo.endSession(store, sessionId, now.toISOString());
}

export type TelegramLogin = { kind: 'link'; account: StaffAccountsTable; token: string } | { kind: 'refused' };

/**
 * /login from a Telegram user in a private chat: a sign-in token for their account when their id
 * is in TELEGRAM_STAFF_IDS (an account is made for them, reception in STAFF_LANG, on their first
 * /login; a revoked one stays revoked); anyone else is refused and nothing is stored.
 */
export function telegramLogin(
  transact: Transact,
  user: { id: number; name: string },
  staffIds: readonly number[] | null,
  defaultLang: Lang,
  now: Date = new Date(),
): Promise<TelegramLogin> {
  if (staffIds === null || !staffIds.includes(user.id)) return Promise.resolve({ kind: 'refused' });
  return transact(async (trx) => {
    let account = await repo.accountOfTelegram(trx, String(user.id));
    if (account && account.revoked_at !== null) return { kind: 'refused' };
    if (!account) {
      account = {
        id: randomUUID(),
        name: user.name,
        role: 'reception',
        lang: defaultLang,
        telegram_id: String(user.id),
        created_at: now.toISOString(),
        revoked_at: null,
      };
      await repo.insertAccount(trx, account);
    }
    return { kind: 'link', account, token: await issueLinkIn(trx, account.id, now) };
  });
}

export function passkeyCount(store: Store, staffId: string): Promise<number> {
  return repo.passkeysOf(store, staffId).then((rows) => rows.length);
}
