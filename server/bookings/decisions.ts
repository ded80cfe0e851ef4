/**
 * A request's life after it is stored: staff confirm or decline it once (Telegram or the CLI),
 * the guest may cancel it while it is received or confirmed. Each change is one conditional
 * UPDATE in the same transaction as the outbox rows that tell the others, so of two presses (or
 * two processes) only one decides, and a decision is never stored without its messages.
 */
import type { Transaction } from 'kysely';
import type { BookingStatusAnswer } from '../../src/domain/booking';
import type { Config } from '../config';
import type { Transact } from '../db/groupCommit';
import type { BookingStatus, BookingsTable, Database, DeclineReason } from '../db/schema';
import { lockRoomKind, soldOutNights } from '../availability/inventory';
import { enqueue, requeueStaffEdit } from '../notify/outboxRows';
import { tokenMatches } from './statusToken';

/** Who decided: a Telegram user (id and display name) or a CLI user (`cli:<login>`). */
export interface Decider {
  id: string;
  name: string;
}

export type Decision = { action: 'confirm' } | { action: 'decline'; reason: DeclineReason };

/** What a decision came to; `already` carries the earlier decision for "decided by … at …". */
export type DecisionOutcome =
  | { kind: 'decided'; booking: BookingsTable }
  /** Confirming would overbook: these nights of the stay have no free unit of the room kind. */
  | { kind: 'full'; booking: BookingsTable; nights: string[] }
  | { kind: 'already'; booking: BookingsTable }
  | { kind: 'unknown' };

export type CancelOutcome = { kind: 'cancelled'; booking: BookingsTable } | { kind: 'not_cancellable'; booking: BookingsTable } | { kind: 'not_found' };

/** The statuses a guest may still cancel. */
const CANCELLABLE: readonly BookingStatus[] = ['received', 'confirmed'];

async function read(trx: Transaction<Database>, id: string): Promise<BookingsTable | undefined> {
  return trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Confirms or declines a received request, once. A request already decided (or cancelled) is
 * left as it is and answered with its state.
 */
export function decide(
  transact: Transact,
  bookingId: string,
  decision: Decision,
  by: Decider,
  now: Date = new Date(),
): Promise<DecisionOutcome> {
  return transact(async (trx) => {
    const nowIso = now.toISOString();
    const status: BookingStatus = decision.action === 'confirm' ? 'confirmed' : 'declined';
    if (decision.action === 'confirm') {
      const pending = await read(trx, bookingId);
      if (!pending) return { kind: 'unknown' };
      if (pending.status === 'received') {
        await lockRoomKind(trx, pending.room_id);
        const nights = await soldOutNights(trx, pending.room_id, pending.checkin, pending.checkout);
        if (nights.length > 0) return { kind: 'full', booking: pending, nights };
      }
    }
    const result = await trx
      .updateTable('bookings')
      .set({
        status,
        decided_at: nowIso,
        decided_by_id: by.id,
        decided_by_name: by.name,
        decline_reason: decision.action === 'decline' ? decision.reason : null,
      })
      .where('id', '=', bookingId)
      // The condition makes the change happen once: a second press finds nothing to update.
      .where('status', '=', 'received')
      .executeTakeFirst();
    const booking = await read(trx, bookingId);
    if (!booking) return { kind: 'unknown' };
    if (Number(result.numUpdatedRows) === 0) return { kind: 'already', booking };
    // Erased guests (RETENTION_DAYS) have no address left: nothing to send them.
    if (booking.email) await enqueue(trx, booking.id, [{ channel: 'email', kind: 'decision', recipient: booking.email }], now);
    await requeueStaffEdit(trx, booking.id, now);
    return { kind: 'decided', booking };
  });
}

/** The guest cancels with their status token; a wrong id or token is `not_found` alike. */
export function cancelByGuest(
  transact: Transact,
  config: Pick<Config, 'hotelEmail'>,
  bookingId: string,
  token: string,
  now: Date = new Date(),
): Promise<CancelOutcome> {
  return transact(async (trx) => {
    const before = await read(trx, bookingId);
    if (!before || !tokenMatches(token, before.status_token_hash)) return { kind: 'not_found' };
    const result = await trx
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelled_at: now.toISOString() })
      .where('id', '=', bookingId)
      .where('status', 'in', CANCELLABLE)
      .executeTakeFirst();
    const booking = (await read(trx, bookingId)) ?? before;
    if (Number(result.numUpdatedRows) === 0) return { kind: 'not_cancellable', booking };
    await enqueue(
      trx,
      booking.id,
      [
        { channel: 'telegram', kind: 'cancel', recipient: null },
        { channel: 'email', kind: 'cancel', recipient: config.hotelEmail },
      ],
      now,
    );
    await requeueStaffEdit(trx, booking.id, now);
    return { kind: 'cancelled', booking };
  });
}

export function statusAnswer(booking: BookingsTable): BookingStatusAnswer {
  return { id: booking.id, status: booking.status, ...(booking.decided_at ? { decidedAt: booking.decided_at } : {}) };
}

/**
 * The booking whose id starts with `prefix` (the 8 characters `npm run bookings` shows), if
 * exactly one does; otherwise how many matched.
 */
export async function findByPrefix(db: Transact, prefix: string): Promise<{ booking?: BookingsTable; matches: number }> {
  const clean = prefix.toLowerCase();
  if (!/^[0-9a-f-]{4,36}$/.test(clean)) return { matches: 0 };
  return db(async (trx) => {
    const rows = await trx.selectFrom('bookings').selectAll().where('id', 'like', `${clean}%`).limit(2).execute();
    return rows.length === 1 ? { booking: rows[0], matches: 1 } : { matches: rows.length };
  });
}
