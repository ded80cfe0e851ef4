/**
 * The staff console: staff accounts (owner or reception, a language, revocable), one-time sign-in
 * addresses and sessions (only SHA-256 hashes of their tokens are kept), passkeys and the WebAuthn
 * challenges awaiting an answer (in the database, so two server instances share them), and each
 * booking's history of who did what and when (internal notes among it). Bookings gain where they
 * came from (`source`: site, phone or desk), a decline's own words and the staff's message to the
 * guest waiting to be sent; the statuses checked_in, no_show and checked_out need no change of
 * schema (status is text). Plain SQL types, the same on SQLite and PostgreSQL. Never imports
 * application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('site'))
    .execute();
  // One column per statement: SQLite's ALTER TABLE adds one column at a time.
  await db.schema.alterTable('bookings').addColumn('decline_message', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('guest_message', 'text').execute();
  // The console's today and calendar views find stays by their dates, whatever the room kind.
  await db.schema.createIndex('bookings_checkin').on('bookings').column('checkin').execute();
  await db.schema.createIndex('bookings_checkout').on('bookings').column('checkout').execute();

  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('telegram_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('staff_accounts_telegram').on('staff_accounts').column('telegram_id').execute();

  await db.schema
    .createTable('staff_sign_in_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_accounts.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_accounts.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('method', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('staff_passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_accounts.id'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_passkeys_staff').on('staff_passkeys').column('staff_id').execute();

  await db.schema
    .createTable('staff_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('booking_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('booking_events_booking_at').on('booking_events').columns(['booking_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_events').execute();
  await db.schema.dropTable('staff_challenges').execute();
  await db.schema.dropTable('staff_passkeys').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_sign_in_links').execute();
  await db.schema.dropTable('staff_accounts').execute();
  await db.schema.dropIndex('bookings_checkout').execute();
  await db.schema.dropIndex('bookings_checkin').execute();
  for (const column of ['guest_message', 'decline_message', 'source']) {
    await db.schema.alterTable('bookings').dropColumn(column).execute();
  }
}
