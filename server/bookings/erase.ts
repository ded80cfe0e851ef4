/**
 * Erasing a request's personal data, the one way every caller goes: the guest ("Delete my
 * data", POST /api/bookings/{id}/erase), staff (the console's request page) and the retention
 * purge (retention.ts). In one transaction: the booking's guest fields and status token
 * (repository eraseGuestOf), the details of its history, its queued messages (they carry the
 * guest's address), then the staff Telegram message is edited again (it now shows no name, phone
 * or email) and what other modules registered runs (BookingHooks.onBookingErased). After the
 * commit its filed `.eml` copies are deleted.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { todayInHotel } from '../../src/domain/dates';
import type { Transact, BookingStatus, BookingsTable, Database } from '../db';
import { dropMessagesOf } from '../notify';
import { releaseStay } from '../rooms';
import type { Transaction } from 'kysely';
import { unlinkErased, requeueStaffEdit, requeueSummaryEdit } from './notices';
import type { BookingHooks } from './hooks';
import { eraseHistoryDetails, GUEST_ACTOR, recordEvent, type Actor } from './history';
import { lockBooking } from './lock';
import { bookingsInSummary, eraseGuestOf, findBooking, idOf } from './repository';
import { tokenMatches } from './statusToken';

/** What erasure needs: the store's transactions, the other modules' hooks and where `.eml` files live. */
export interface ErasureDeps {
  transact: Transact;
  hooks: BookingHooks;
  dataDir: string;
}

export type EraseOutcome =
  { kind: 'erased'; booking: BookingsTable } | { kind: 'not_finished'; booking: BookingsTable } | { kind: 'not_found' };

/** Statuses after which a request is over whatever its dates. */
const OVER: readonly BookingStatus[] = ['cancelled', 'declined', 'checked_out', 'no_show'];

/**
 * Whether a request is over, so its personal data may go: cancelled, declined, checked out or a
 * no-show, or its check-out day has come (hotel calendar).
 */
export function requestIsOver(booking: Pick<BookingsTable, 'status' | 'checkout'>, today = todayInHotel()): boolean {
  return OVER.includes(booking.status) || booking.checkout <= today;
}

/**
 * Erases one booking's personal data in the caller's transaction (idempotent); the `.eml` files
 * are the caller's to remove after the commit (removeEmailFilesOf). Returns the erased row.
 */
export async function eraseInTransaction(
  trx: Transaction<Database>,
  hooks: BookingHooks,
  booking: BookingsTable,
  by: Actor,
  now: Date,
): Promise<BookingsTable> {
  // Its messages first: the outbox changes a message's row and then its booking, so taking them in
  // the other order could wait on each other (PostgreSQL would end one as a deadlock).
  await dropMessagesOf(trx, idOf(trx, booking.id));
  await eraseGuestOf(trx, booking.id, now.toISOString());
  await eraseHistoryDetails(trx, booking.id);
  // Its rooms' nights go too (nothing of the stay is undone after an erasure).
  await releaseStay(trx, booking.id, undefined, false);
  // The guest's chat follows this request no more.
  await unlinkErased(trx, idOf(trx, booking.id));
  await recordEvent(trx, booking.id, { by, action: 'erased' }, now);
  const erased = (await findBooking(trx, booking.id)) ?? booking;
  // The staff chat's message shows the request as it is now: without the guest's details.
  if (erased.staff_message_id !== null) await requeueStaffEdit(trx, booking.id, now);
  // So does the flood summary that told it: one edit per summary, queued about its first request.
  const summaryChat = erased.summary_chat_id ?? null;
  const summaryMessage = erased.summary_message_id ?? null;
  if (summaryChat !== null && summaryMessage !== null) {
    const [first] = await bookingsInSummary(trx, summaryChat, summaryMessage);
    if (first) await requeueSummaryEdit(trx, first.id, now);
  }
  await hooks.bookingErased(trx, erased, now);
  return erased;
}

/** Deletes the filed emails of these bookings (`<id>-<kind>.eml` and half-written `.tmp`). */
export async function removeEmailFilesOf(dataDir: string, ids: readonly string[]): Promise<void> {
  const outboxDir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch {
    return;
  }
  const wanted = new Set(ids);
  for (const name of names) {
    const id = /^([0-9a-f-]{36})-[a-z_]+\.eml(\.tmp)?$/.exec(name)?.[1];
    if (id !== undefined && wanted.has(id)) await fs.rm(path.join(outboxDir, name), { force: true });
  }
}

/** Erases a request that is over, for `by`; a request still running is refused as `not_finished`. */
async function eraseChecked(
  deps: ErasureDeps,
  id: string,
  by: Actor,
  allowed: (booking: BookingsTable) => boolean,
  now: Date,
): Promise<EraseOutcome> {
  const outcome = await deps.transact(async (trx): Promise<EraseOutcome> => {
    const booking = await lockBooking(trx, id);
    if (!booking || !allowed(booking)) return { kind: 'not_found' };
    if (!requestIsOver(booking, todayInHotel(now))) return { kind: 'not_finished', booking };
    return { kind: 'erased', booking: await eraseInTransaction(trx, deps.hooks, booking, by, now) };
  });
  if (outcome.kind === 'erased') await removeEmailFilesOf(deps.dataDir, [id]);
  return outcome;
}

/** The guest erases their request's data with its status token; a wrong id or token is `not_found` alike. */
export function eraseByGuest(
  deps: ErasureDeps,
  id: string,
  token: string,
  now: Date = new Date(),
): Promise<EraseOutcome> {
  return eraseChecked(deps, id, GUEST_ACTOR, (booking) => tokenMatches(token, booking.status_token_hash), now);
}

/** Staff erase a request's data from the console (the same rule: only a request that is over). */
export function eraseByStaff(deps: ErasureDeps, id: string, by: Actor, now: Date = new Date()): Promise<EraseOutcome> {
  return eraseChecked(deps, id, by, () => true, now);
}
