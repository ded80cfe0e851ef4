/**
 * Staff confirm or decline a received request once (Telegram or the CLI). The change is one
 * conditional UPDATE in the same transaction as the outbox rows that tell the others, so of two
 * presses (or two processes) only one decides, and a decision is never stored without its
 * messages. Confirming re-checks the room kind's free units under a lock: a received request
 * takes no night until it is confirmed, and then takes its `units` rooms on each night: numbered
 * rooms assigned in the same transaction (rooms/ assignStay; a night without a free room, a
 * legacy over-sale, leaves the stay confirmed and unassigned there, never refused).
 */
import type { Transact, BookingStatus, BookingsTable, Database, DeclineReason, OutboxChannel, OutboxKind } from '../db';
import { lockRoomKind, soldOutNights } from '../availability';
import { assignStay, releaseStay } from '../rooms';
import type { Transaction } from 'kysely';
import { enqueue, messageStatusIfAny, requeue } from '../notify';
import { recordEvent } from './history';
import { queueForChat, queueReminder, requeueStaffEdit } from './notices';
import { lockBooking } from './lock';
import { decideIfReceived, findBooking, reopenIfDeclined } from './repository';

/** Who decided: a Telegram user (id and display name) or a CLI user (`cli:<login>`). */
export interface Decider {
  id: string;
  name: string;
}

/** A decline may carry the staff's own words for the guest (the console), sent in the decision email. */
export type Decision = { action: 'confirm' } | { action: 'decline'; reason: DeclineReason; message?: string };

/** What a decision came to; `already` carries the earlier decision for "decided by … at …". */
export type DecisionOutcome =
  | { kind: 'decided'; booking: BookingsTable }
  /** Confirming would overbook: these nights of the stay have fewer free units of the room kind than the request's rooms. */
  | { kind: 'full'; booking: BookingsTable; nights: string[] }
  | { kind: 'already'; booking: BookingsTable }
  | { kind: 'unknown' };

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
    const status: BookingStatus = decision.action === 'confirm' ? 'confirmed' : 'declined';
    // The booking's lock first (the one a cancel and a payment take), then the room kind's.
    const pending = await lockBooking(trx, bookingId);
    if (!pending) return { kind: 'unknown' };
    if (decision.action === 'confirm') {
      if (pending.status === 'received') {
        await lockRoomKind(trx, pending.room_id);
        const nights = await soldOutNights(trx, pending.room_id, pending.checkin, pending.checkout, pending.units);
        if (nights.length > 0) return { kind: 'full', booking: pending, nights };
      }
    }
    const changed = await decideIfReceived(trx, bookingId, {
      status,
      decided_at: now.toISOString(),
      decided_by_id: by.id,
      decided_by_name: by.name,
      decline_reason: decision.action === 'decline' ? decision.reason : null,
      ...(decision.action === 'decline' && decision.message ? { decline_message: decision.message } : {}),
    });
    const booking = await findBooking(trx, bookingId);
    if (!booking) return { kind: 'unknown' };
    if (!changed) return { kind: 'already', booking };
    // Its numbered rooms, under the kind's lock taken above; a decline holds none.
    if (booking.status === 'confirmed') await assignStay(trx, booking);
    else await releaseStay(trx, booking.id, undefined, false);
    await recordEvent(
      trx,
      booking.id,
      {
        by,
        action: status === 'confirmed' ? 'confirmed' : 'declined',
        detail: decision.action === 'decline' ? (decision.message ?? decision.reason) : null,
      },
      now,
    );
    // Erased guests (RETENTION_DAYS) have no address left: nothing to send them. A request decided
    // again after an undone decline has its decision's rows already (decisionAgain).
    if (booking.email) {
      const row = { channel: 'email', kind: 'decision', recipient: booking.email } as const;
      if (await decisionAgain(trx, booking.id, row.channel, row.kind, status)) await requeue(trx, booking.id, row, now);
      else await enqueue(trx, booking.id, [row], now);
    }
    // The guest's Telegram, when a chat follows the request; a confirmed stay's reminder, due the day before.
    await queueForChat(
      trx,
      booking.id,
      'tg_decision',
      now,
      await decisionAgain(trx, booking.id, 'telegram', 'tg_decision', status),
    );
    if (booking.status === 'confirmed') await queueReminder(trx, booking, now);
    await requeueStaffEdit(trx, booking.id, now);
    return { kind: 'decided', booking };
  });
}

/**
 * Whether a decision's message row (one per request, channel and kind) must be queued again
 * rather than left as it is: only a request decided a second time, after an undone decline, has
 * one. A confirmation always goes (the guest has not heard it); a second decline goes only if the
 * first was never sent (it was skipped, having found the request received again, or failed), so
 * the guest is never told the same decline twice.
 */
async function decisionAgain(
  trx: Transaction<Database>,
  bookingId: string,
  channel: OutboxChannel,
  kind: OutboxKind,
  status: BookingStatus,
): Promise<boolean> {
  const sent = await messageStatusIfAny(trx, bookingId, channel, kind);
  return sent !== undefined && (status === 'confirmed' || sent !== 'sent');
}

/**
 * The undo of a decline, in the caller's transaction under the booking's lock (stay.ts undoLast):
 * declined → received, taking no units (a received request holds none). Nothing goes to the guest:
 * a decline message already sent stays the only one, one still waiting finds the request received
 * when its turn comes and is skipped (outboxKinds.ts, guestChatKinds.ts), and the next decision's
 * messages follow as usual (decisionAgain). The staff Telegram message is edited by the caller and
 * so offers Confirm and Decline again (keyboards.ts).
 */
export async function undoDecline(trx: Transaction<Database>, bookingId: string): Promise<boolean> {
  return reopenIfDeclined(trx, bookingId);
}
