/**
 * The hotel's own commercial terms (src/domain/rates.ts): seasons (a span of nights with a price
 * per room kind, stored as JSON), restrictions (minimum stay, no arrival, closed, units out of
 * service; room_id null for every kind), each change to them with who made it and the record
 * before and after (rate_changes), the hotel's settings such as the cancellation policy (JSON
 * values by name), and a booking's nights with the price each was sold at (JSON), so a later
 * change of price never changes a request already made; null for requests stored before. Plain
 * SQL types, the same on SQLite and PostgreSQL. Never imports application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('night_prices', 'text').execute();
  // 1 when the guest cancelled after the policy's free deadline; null otherwise.
  await db.schema.alterTable('bookings').addColumn('cancelled_late', 'integer').execute();

  await db.schema
    .createTable('rate_seasons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('first_night', 'text', (c) => c.notNull())
    .addColumn('last_night', 'text', (c) => c.notNull())
    .addColumn('prices', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_restrictions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'integer')
    .addColumn('first_night', 'text', (c) => c.notNull())
    .addColumn('last_night', 'text', (c) => c.notNull())
    .addColumn('min_nights', 'integer')
    .addColumn('closed_to_arrival', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('out_of_service', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('rate_changes_at').on('rate_changes').column('at').execute();

  await db.schema
    .createTable('hotel_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hotel_settings').execute();
  await db.schema.dropTable('rate_changes').execute();
  await db.schema.dropTable('rate_restrictions').execute();
  await db.schema.dropTable('rate_seasons').execute();
  await db.schema.alterTable('bookings').dropColumn('cancelled_late').execute();
  await db.schema.alterTable('bookings').dropColumn('night_prices').execute();
}
