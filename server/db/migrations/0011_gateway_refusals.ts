/**
 * Refused gateway calls (a wrong key or signature, unreadable JSON, an unknown method, a form
 * missing its fields) are counted, not stored: one row per gateway, method, answer code and hour,
 * with how many came, when the last did and a short hash of its body. Stored calls
 * (`payment_calls`) are purged by age, hence the index on their time. Plain SQL types, the same
 * on SQLite and PostgreSQL. Never imports application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_refusals')
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('code', 'integer', (c) => c.notNull())
    /** The hour the calls came in (ISO, `YYYY-MM-DDTHH`, UTC). */
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('calls', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addColumn('last_body_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_refusals_key', ['gateway', 'method', 'code', 'hour'])
    .execute();
  await db.schema.createIndex('payment_calls_created_at').on('payment_calls').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_calls_created_at').execute();
  await db.schema.dropTable('payment_refusals').execute();
}
