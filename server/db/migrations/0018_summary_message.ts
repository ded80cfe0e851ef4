/**
 * Which flood summary of the staff chat told a request (staffChat/followUp.ts): its chat and
 * message, so that erasing the request's data also edits that summary. Plain SQL, the same on
 * SQLite and PostgreSQL. Never imports application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('summary_chat_id', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('summary_message_id', 'text').execute();
  await db.schema
    .createIndex('bookings_summary')
    .on('bookings')
    .columns(['summary_chat_id', 'summary_message_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_summary').execute();
  await db.schema.alterTable('bookings').dropColumn('summary_message_id').execute();
  await db.schema.alterTable('bookings').dropColumn('summary_chat_id').execute();
}
