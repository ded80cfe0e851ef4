/**
 * Availability: nights blocked by other channels' calendars (one row per feed and night, so two
 * listings of one room kind take two units), each feed's last fetch, and an index that finds the
 * confirmed bookings of a room kind overlapping a range. Never imports application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blocked_nights')
    .addColumn('feed', 'text', (c) => c.notNull())
    .addColumn('room_id', 'integer', (c) => c.notNull())
    .addColumn('night', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocked_nights_pk', ['feed', 'room_id', 'night'])
    .execute();
  await db.schema.createIndex('blocked_nights_room_night').on('blocked_nights').columns(['room_id', 'night']).execute();
  await db.schema
    .createTable('ical_feeds')
    .addColumn('feed', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'integer', (c) => c.notNull())
    .addColumn('last_attempt_at', 'text')
    .addColumn('last_success_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('nights', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('bookings_room_status_checkin')
    .on('bookings')
    .columns(['room_id', 'status', 'checkin'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_room_status_checkin').execute();
  await db.schema.dropTable('ical_feeds').execute();
  await db.schema.dropTable('blocked_nights').execute();
}
