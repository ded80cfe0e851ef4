/**
 * Groups: a request may take several rooms of one kind. `units` is how many; every request
 * stored before is one room, which the default gives it. Plain SQL types, the same on SQLite and
 * PostgreSQL. Never imports application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('units', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('units').execute();
}
