/**
 * The staff console's search (GET /api/staff/bookings?q=) matches a stored, folded spelling of
 * the guest's name (src/domain/searchFold.ts searchKey): " iusupova shahzoda" for "Шахзода
 * Юсупова". The column is added empty here: filling it needs the fold, which is application
 * code a migration never imports (its result must not change when that code does), so the
 * server fills every row whose key is null when it starts (repository.ts fillSearchKeys), before
 * it answers anyone. A later change of the fold sets the column back to null in a migration of
 * its own, and the next start folds every name again. Plain SQL, the same on SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('search_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('search_key').execute();
}
