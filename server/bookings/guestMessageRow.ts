/**
 * The one `message` email row of a request (the staff console's message to the guest), queued
 * again for each new message like the staff Telegram edit: a sent row is made due again.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { requeue } from '../notify/outboxRows';

/** Whether the request's message email is still waiting to be sent. */
export async function messageWaiting(trx: Transaction<Database>, bookingId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('outbox')
    .select('status')
    .where('booking_id', '=', bookingId)
    .where('channel', '=', 'email')
    .where('kind', '=', 'message')
    .executeTakeFirst();
  return row?.status === 'pending';
}

/** Queues (again) the request's message email to `recipient` (the guest's address as it is now). */
export async function requeueMessage(
  trx: Transaction<Database>,
  bookingId: string,
  recipient: string,
  now: Date = new Date(),
): Promise<void> {
  await requeue(trx, bookingId, { channel: 'email', kind: 'message', recipient }, now);
  await trx
    .updateTable('outbox')
    .set({ recipient })
    .where('booking_id', '=', bookingId)
    .where('channel', '=', 'email')
    .where('kind', '=', 'message')
    .execute();
}
