/**
 * The rate limits' counters, for several servers on one PostgreSQL (sharedRateLimit.ts): one
 * row per route and client, its count and the end of its window (milliseconds since 1970). On
 * SQLite one server owns the store and keeps them in memory; the table stays empty. Plain SQL, the
 * same on both. Never imports application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('reset_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
