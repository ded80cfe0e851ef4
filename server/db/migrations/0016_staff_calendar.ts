/**
 * The staff console's calendar sums its stays in SQL over a range of check-ins: an index that
 * holds every column the sum reads (dates, status, room kind, units) answers it without reading
 * a single booking row. Plain SQL, the same on SQLite and PostgreSQL. Never imports application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('bookings_calendar')
    .on('bookings')
    .columns(['checkin', 'checkout', 'status', 'room_id', 'units'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_calendar').execute();
}
