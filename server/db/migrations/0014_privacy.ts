/**
 * Personal data: which version of the privacy notice a booking's guest accepted and when, and
 * when the booking's personal data was erased (by the guest, by staff or by the retention
 * purge). Plain SQL types, the same on SQLite and PostgreSQL. Never imports application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one column at a time.
  await db.schema.alterTable('bookings').addColumn('privacy_version', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('privacy_accepted_at', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('erased_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('erased_at').execute();
  await db.schema.alterTable('bookings').dropColumn('privacy_accepted_at').execute();
  await db.schema.alterTable('bookings').dropColumn('privacy_version').execute();
}
