/**
 * A booking's history: who did what and when (the staff console, Telegram, the CLI, the guest),
 * internal notes among it. Written in the transaction of the change it records, so no change is
 * stored without its line; read back for the console's request page.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { BookingEventsTable, BookingStatus, Database } from '../db';
import type { HistoryAction, StaffUndo, UndoableAction } from '../../src/domain/staffApi';
import type { Queryable } from './repository';
import { hasHappened } from '../storedTimes';

/** What the console's history says was done: the staff API's list (src/domain/staffApi.ts). */
export type { HistoryAction } from '../../src/domain/staffApi';

/** Who acted: a staff member of the console (`staff:<id>`), a Telegram user (their id), the CLI (`cli:<user>`), the guest or the system. */
export interface Actor {
  id: string;
  name: string;
}

export const GUEST_ACTOR: Actor = { id: 'guest', name: 'guest' };

/** The actor as the history shows it: the staff member's name, `Telegram: <name>`, `CLI`, `guest` or `system`. */
export function actorLabel(actor: Actor): string {
  if (actor.id.startsWith('staff:')) return actor.name;
  if (actor.id.startsWith('cli:')) return 'CLI';
  if (/^\d+$/.test(actor.id)) return `Telegram: ${actor.name}`;
  return actor.id === 'guest' || actor.id === 'system' ? actor.id : actor.name;
}

/** Records one line of a booking's history in the caller's transaction. */
export async function recordEvent(
  trx: Transaction<Database>,
  bookingId: string,
  event: { by: Actor; action: HistoryAction; detail?: string | null },
  now: Date = new Date(),
): Promise<void> {
  await trx
    .insertInto('booking_events')
    .values({
      id: randomUUID(),
      booking_id: bookingId,
      at: now.toISOString(),
      actor: actorLabel(event.by),
      actor_id: event.by.id,
      action: event.action,
      detail: event.detail ?? null,
    })
    .execute();
}

/** A booking's history, oldest first. */
export function historyOf(db: Queryable, bookingId: string): Promise<BookingEventsTable[]> {
  return db
    .selectFrom('booking_events')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** Deletes the history of the bookings whose ids `bookingIds` lists (their notes may name the guest). */
export async function dropHistoryOf(trx: Transaction<Database>, bookingIds: readonly string[]): Promise<void> {
  if (bookingIds.length > 0)
    await trx
      .deleteFrom('booking_events')
      .where('booking_id', 'in', [...bookingIds])
      .execute();
}

/** Empties the details of a booking's history (notes and messages may name the guest); who did what and when stays. */
export async function eraseHistoryDetails(trx: Transaction<Database>, bookingId: string): Promise<void> {
  await trx.updateTable('booking_events').set({ detail: null }).where('booking_id', '=', bookingId).execute();
}

/** How long an action may be undone: 24 hours from its line of history, by the server's clock. */
export const UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The actions an undo takes back: the status the action left (which the request must still have),
 * the status it goes back to, and the line the undo writes. A check-in (early or not) goes back to
 * confirmed, a no-show to confirmed, a check-out to checked in, a decline to received.
 */
export const UNDO_STEPS = {
  checked_in: { undoes: 'checked_in', from: 'checked_in', to: 'confirmed', recorded: 'check_in_undone' },
  checked_in_early: { undoes: 'checked_in', from: 'checked_in', to: 'confirmed', recorded: 'check_in_undone' },
  no_show: { undoes: 'no_show', from: 'no_show', to: 'confirmed', recorded: 'no_show_undone' },
  checked_out: { undoes: 'checked_out', from: 'checked_out', to: 'checked_in', recorded: 'check_out_undone' },
  declined: { undoes: 'declined', from: 'declined', to: 'received', recorded: 'decline_undone' },
} as const satisfies Partial<
  Record<HistoryAction, { undoes: UndoableAction; from: BookingStatus; to: BookingStatus; recorded: HistoryAction }>
>;

export type UndoStep = (typeof UNDO_STEPS)[keyof typeof UNDO_STEPS];

/** Lines that say something about the request without changing its status: they do not count as "the last action". */
const ASIDES: ReadonlySet<HistoryAction> = new Set(['note', 'message', 'deposit_paid', 'deposit_refunded']);

/**
 * What an undo would take back now: the request's last action (notes and messages aside) if it
 * is undoable, the request still in the status it left, and less than UNDO_WINDOW_MS ago. An undo
 * is itself an action and is not undone: after one, there is nothing to undo.
 */
export function undoFor(
  events: readonly Pick<BookingEventsTable, 'action' | 'at'>[],
  status: BookingStatus,
  now: Date,
): { kind: 'undo'; step: UndoStep; until: string } | { kind: 'nothing_to_undo' } | { kind: 'undo_expired' } {
  const last = events.filter((event) => !ASIDES.has(event.action as HistoryAction)).at(-1);
  const step = last && (UNDO_STEPS as Partial<Record<string, UndoStep>>)[last.action];
  if (!last || !step || step.from !== status) return { kind: 'nothing_to_undo' };
  // An action dated in the future (a planted row) would open an endless window: it has lapsed.
  const until = Date.parse(last.at) + UNDO_WINDOW_MS;
  if (!hasHappened(last.at, now) || now.getTime() >= until) return { kind: 'undo_expired' };
  return { kind: 'undo', step, until: new Date(until).toISOString() };
}

/** The detail's `undo` (src/domain/staffApi.ts StaffUndo): what may be undone now and until when, or null. */
export function undoView(
  events: readonly Pick<BookingEventsTable, 'action' | 'at'>[],
  status: BookingStatus,
  now: Date,
): StaffUndo | null {
  const undo = undoFor(events, status, now);
  return undo.kind === 'undo' ? { action: undo.step.undoes, until: undo.until } : null;
}
