/**
 * The guest's Telegram: the single-use codes of the "Get updates in Telegram" links (only their
 * SHA-256 is kept, with when they expire and when one was used) and the private chats linked to
 * requests (one chat per request; one chat may follow several). Plain SQL types, the same on
 * SQLite and PostgreSQL. Never imports application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guest_telegram_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('guest_telegram_codes_booking').on('guest_telegram_codes').column('booking_id').execute();

  await db.schema
    .createTable('guest_telegram_chats')
    .addColumn('booking_id', 'text', (c) => c.primaryKey())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('guest_telegram_chats_chat').on('guest_telegram_chats').column('chat_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guest_telegram_chats').execute();
  await db.schema.dropTable('guest_telegram_codes').execute();
}
