/**
 * A booking's history: who did what and when (the staff console, Telegram, the CLI, the guest),
 * internal notes among it. Written in the transaction of the change it records, so no change is
 * stored without its line; read back for the console's request page.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { BookingEventsTable, Database } from '../db/schema';
import type { HistoryAction } from '../../src/domain/staffApi';
import type { Queryable } from './repository';

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
