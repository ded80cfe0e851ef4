/**
 * Where a request came from: the client key (an IPv4 address, or an IPv6 /64) that made the
 * booking, for the guest-email budget per address and the staff chat's summaries during a flood;
 * null for every request stored before. The index serves the email budgets, which count the
 * guest emails of the last hour. Plain SQL types, the same on SQLite and PostgreSQL. Never
 * imports application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('client_address', 'text').execute();
  await db.schema.createIndex('outbox_kind_created_at').on('outbox').columns(['kind', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_kind_created_at').execute();
  await db.schema.alterTable('bookings').dropColumn('client_address').execute();
}
