/**
 * The staff loop: a booking's decision (who, when, why), the hash of the guest's status token,
 * the staff Telegram message to edit, and a small key-value table for the bot's update offset
 * and the lease that lets exactly one server process poll Telegram. Never imports application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('status_token_hash', 'text').execute();
  // One column per statement: SQLite's ALTER TABLE adds one column at a time.
  for (const column of [
    'decided_at',
    'decided_by_id',
    'decided_by_name',
    'decline_reason',
    'cancelled_at',
    'staff_chat_id',
    'staff_message_id',
  ]) {
    await db.schema.alterTable('bookings').addColumn(column, 'text').execute();
  }
  await db.schema
    .createTable('bot_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bot_state').execute();
  for (const column of [
    'status_token_hash',
    'decided_at',
    'decided_by_id',
    'decided_by_name',
    'decline_reason',
    'cancelled_at',
    'staff_chat_id',
    'staff_message_id',
  ]) {
    await db.schema.alterTable('bookings').dropColumn(column).execute();
  }
}
