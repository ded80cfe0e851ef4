/**
 * The guest's Telegram: a request's "Get updates in Telegram" link and the private chat it links.
 * The link's code is random (256 bits), tied to one request, stored only as its SHA-256 and good
 * for LINK_DAYS days; the first code of a request that links a chat spends every code of that
 * request. A request has at most one linked chat; one chat may follow several requests. While a
 * chat is linked, the request's news is queued for it in the transaction that made it (a row of
 * the `telegram` channel whose recipient is the chat), so nothing is lost and the outbox keeps
 * Telegram's pace. The reminder the day before arrival is queued at confirmation, due at its hour.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Transact, BookingsTable, Queryable } from '../db';
import { dropWaitingTo, requeue } from '../notify';
import { linkedChat, queueReminder, findBooking, findBookings } from '../bookings';
import { hasHappened, stillValid } from '../storedTimes';

/** How long a link's code may be used. */
export const LINK_DAYS = 7;
/** Codes a request keeps at once (each read of its status mints one); older ones are dropped. */
const MAX_CODES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

export function hashLinkCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** The shape of a code: 43 base64url characters (Telegram's start parameter allows 64 of [A-Za-z0-9_-]). */
export const LINK_CODE = /^[A-Za-z0-9_-]{43}$/;

/** A new code for the request's link; the request's expired codes and all but its newest few are dropped. */
export async function mintLinkCode(transact: Transact, bookingId: string, now: Date = new Date()): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await transact(async (trx) => {
    await trx
      .deleteFrom('guest_telegram_codes')
      .where('booking_id', '=', bookingId)
      .where('used_at', 'is', null)
      .where('expires_at', '<', now.toISOString())
      .execute();
    const kept = await trx
      .selectFrom('guest_telegram_codes')
      .select('code_hash')
      .where('booking_id', '=', bookingId)
      .where('used_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
    const old = kept.slice(MAX_CODES - 1).map((row) => row.code_hash);
    if (old.length > 0) await trx.deleteFrom('guest_telegram_codes').where('code_hash', 'in', old).execute();
    await trx
      .insertInto('guest_telegram_codes')
      .values({
        code_hash: hashLinkCode(code),
        booking_id: bookingId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + LINK_DAYS * DAY_MS).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return code;
}

export type LinkOutcome =
  { kind: 'linked'; booking: BookingsTable } | { kind: 'used' } | { kind: 'expired' } | { kind: 'unknown' };

/** Links `chatId` to the request of `code`, once: a used, expired or unknown code links nothing. */
export function linkChat(
  transact: Transact,
  code: string,
  chatId: string,
  now: Date = new Date(),
): Promise<LinkOutcome> {
  if (!LINK_CODE.test(code)) return Promise.resolve({ kind: 'unknown' });
  return transact(async (trx): Promise<LinkOutcome> => {
    const row = await trx
      .selectFrom('guest_telegram_codes')
      .selectAll()
      .where('code_hash', '=', hashLinkCode(code))
      .executeTakeFirst();
    if (!row) return { kind: 'unknown' };
    if (row.used_at !== null) return { kind: 'used' };
    // A code made in the future or living longer than LINK_DAYS was not made here (a forged row): expired.
    if (!stillValid(row.expires_at, now, LINK_DAYS * DAY_MS) || !hasHappened(row.created_at, now))
      return { kind: 'expired' };
    const booking = await findBooking(trx, row.booking_id);
    // An erased request (its guest's data gone) follows nothing.
    if (!booking || booking.status_token_hash === null || booking.guest_name === '') return { kind: 'unknown' };
    const spent = await trx
      .updateTable('guest_telegram_codes')
      .set({ used_at: now.toISOString() })
      .where('booking_id', '=', booking.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    // Of two chats starting codes of one request at once, only the first links it.
    if (Number(spent.numUpdatedRows) === 0) return { kind: 'used' };
    await trx
      .insertInto('guest_telegram_chats')
      .values({ booking_id: booking.id, chat_id: chatId, linked_at: now.toISOString() })
      .onConflict((oc) => oc.column('booking_id').doUpdateSet({ chat_id: chatId, linked_at: now.toISOString() }))
      .execute();
    if (booking.status === 'confirmed') await queueReminder(trx, booking, now, 'telegram');
    // The answer (the request's summary) is an outbox row written with the link, so a 429 or a
    // restart never leaves a linked chat unanswered (guestTelegram/replies.ts); due at once.
    await requeue(trx, booking.id, { channel: 'telegram', kind: 'tg_linked', recipient: chatId }, new Date());
    return { kind: 'linked', booking };
  });
}

/** The requests `chatId` follows, newest arrival last. */
export async function requestsOfChat(db: Queryable, chatId: string): Promise<BookingsTable[]> {
  const rows = await db.selectFrom('guest_telegram_chats').select('booking_id').where('chat_id', '=', chatId).execute();
  if (rows.length === 0) return [];
  const bookings = await findBookings(
    db,
    rows.map((row) => row.booking_id),
  );
  return bookings.sort((a, b) => a.checkin.localeCompare(b.checkin) || a.created_at.localeCompare(b.created_at));
}

/** Whether `chatId` follows this request: the only way a chat's command or press reaches a request. */
export async function chatFollows(db: Queryable, chatId: string, bookingId: string): Promise<boolean> {
  return (await linkedChat(db, bookingId)) === chatId;
}

/** /stop: the chat follows nothing any more; its messages not yet sent are dropped. Returns how many it followed. */
export function unlinkChat(transact: Transact, chatId: string): Promise<number> {
  return transact(async (trx) => {
    const rows = await trx
      .selectFrom('guest_telegram_chats')
      .select('booking_id')
      .where('chat_id', '=', chatId)
      .execute();
    if (rows.length === 0) return 0;
    await trx.deleteFrom('guest_telegram_chats').where('chat_id', '=', chatId).execute();
    await dropWaitingTo(trx, 'telegram', chatId);
    return rows.length;
  });
}
