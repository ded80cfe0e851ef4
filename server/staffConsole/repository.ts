/** Every query on the staff console's own tables: accounts, sign-in links, sessions, passkeys, WebAuthn challenges. */
import type { Transaction } from 'kysely';
import type { Queryable } from '../bookings';
import type {
  Database,
  StaffAccountsTable,
  StaffPasskeysTable,
  StaffSessionsTable,
  StaffSignInLinksTable,
} from '../db';

type Trx = Transaction<Database>;

export async function insertAccount(trx: Trx, row: StaffAccountsTable): Promise<void> {
  await trx.insertInto('staff_accounts').values(row).execute();
}

export function findAccount(db: Queryable, id: string): Promise<StaffAccountsTable | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account a Telegram user signs in as (revoked or not), the newest if several. */
export function accountOfTelegram(db: Queryable, telegramId: string): Promise<StaffAccountsTable | undefined> {
  return db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('telegram_id', '=', telegramId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Every account with how many sessions it has open now (neither ended nor lapsed, none dated after `notAfter`). */
export async function accountsWithSessions(
  db: Queryable,
  idleSince: string,
  startedSince: string,
  notAfter: string,
): Promise<Array<StaffAccountsTable & { active: number }>> {
  const accounts = await db.selectFrom('staff_accounts').selectAll().orderBy('created_at').execute();
  const counts = await db
    .selectFrom('staff_sessions')
    .select((eb) => ['staff_id', eb.fn.countAll().as('n')])
    .where('ended_at', 'is', null)
    .where('last_seen_at', '>', idleSince)
    .where('created_at', '>', startedSince)
    .where('last_seen_at', '<=', notAfter)
    .where('created_at', '<=', notAfter)
    .groupBy('staff_id')
    .execute();
  const byId = new Map(counts.map((row) => [row.staff_id, Number(row.n)]));
  return accounts.map((account) => ({ ...account, active: byId.get(account.id) ?? 0 }));
}

export async function revokeAccount(trx: Trx, id: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('staff_accounts')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertLink(trx: Trx, row: StaffSignInLinksTable): Promise<void> {
  await trx.insertInto('staff_sign_in_links').values(row).execute();
}

export function findLink(db: Queryable, tokenHash: string): Promise<StaffSignInLinksTable | undefined> {
  return db.selectFrom('staff_sign_in_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the link used if it was not; false when another request used it first. */
export async function useLink(trx: Trx, tokenHash: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('staff_sign_in_links')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertSession(trx: Trx, row: StaffSessionsTable): Promise<void> {
  await trx.insertInto('staff_sessions').values(row).execute();
}

export function findSession(db: Queryable, id: string): Promise<StaffSessionsTable | undefined> {
  return db.selectFrom('staff_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function touchSession(db: Queryable, id: string, at: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: at })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

export async function endSession(db: Queryable, id: string, at: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: at })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

export async function endSessionsOf(db: Queryable, staffId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('staff_sessions')
    .set({ ended_at: at })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function passkeysOf(db: Queryable, staffId: string): Promise<StaffPasskeysTable[]> {
  return db.selectFrom('staff_passkeys').selectAll().where('staff_id', '=', staffId).execute();
}

export function findPasskey(db: Queryable, id: string): Promise<StaffPasskeysTable | undefined> {
  return db.selectFrom('staff_passkeys').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPasskey(trx: Trx, row: StaffPasskeysTable): Promise<void> {
  await trx.insertInto('staff_passkeys').values(row).execute();
}

export async function updatePasskeyCounter(trx: Trx, id: string, counter: number, at: string): Promise<void> {
  await trx.updateTable('staff_passkeys').set({ counter, last_used_at: at }).where('id', '=', id).execute();
}

export async function insertChallenge(
  db: Queryable,
  challenge: string,
  purpose: string,
  staffId: string | null,
  expiresAt: string,
): Promise<void> {
  await db
    .insertInto('staff_challenges')
    .values({ challenge, purpose, staff_id: staffId, expires_at: expiresAt })
    .execute();
}

/** Takes the challenge (single use): its row, deleted in the same step, or undefined. */
export async function takeChallenge(
  trx: Trx,
  challenge: string,
): Promise<{ purpose: string; staff_id: string | null; expires_at: string } | undefined> {
  const row = await trx
    .selectFrom('staff_challenges')
    .select(['purpose', 'staff_id', 'expires_at'])
    .where('challenge', '=', challenge)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await trx.deleteFrom('staff_challenges').where('challenge', '=', challenge).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0 ? row : undefined;
}

export async function purgeChallenges(db: Queryable, before: string): Promise<void> {
  await db.deleteFrom('staff_challenges').where('expires_at', '<', before).execute();
}
