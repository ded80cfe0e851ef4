/**
 * The one `message` email row of a request (the staff console's message to the guest), queued
 * again for each new message like the staff Telegram edit: a sent row is made due again.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Whether the request's message email is still waiting to be sent. */
export async function messageWaiting(trx: Transaction<Database>, bookingId: string): Promise<boolean> {
  const row = await trx.selectFrom('outbox').select('status').where('booking_id', '=', bookingId).where('channel', '=', 'email').where('kind', '=', 'message').executeTakeFirst();
  return row?.status === 'pending';
}

/** Queues (again) the request's message email to `recipient`. */
export async function requeueMessage(trx: Transaction<Database>, bookingId: string, recipient: string, now: Date = new Date()): Promise<void> {
  const iso = now.toISOString();
  await trx
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      booking_id: bookingId,
      channel: 'email',
      kind: 'message',
      recipient,
      status: 'pending',
      attempts: 0,
      next_attempt_at: iso,
      locked_until: null,
      last_error: null,
      detail: null,
      created_at: iso,
      updated_at: iso,
      done_at: null,
    })
    .onConflict((oc) =>
      oc.columns(['booking_id', 'channel', 'kind']).doUpdateSet({ status: 'pending', recipient, attempts: 0, next_attempt_at: iso, last_error: null, detail: null, updated_at: iso, done_at: null }),
    )
    .execute();
}
