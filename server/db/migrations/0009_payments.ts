/**
 * Deposits: each gateway transaction for a booking (`payments`, one row per Payme or Click
 * transaction, its state and times) and every call a gateway made with our answer
 * (`payment_calls`). Amounts are whole so'm, times milliseconds since 1970 (Payme's unit), both
 * bigint. Plain SQL types, the same on SQLite and PostgreSQL. Never imports application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('reason', 'integer')
    .addColumn('gateway_time', 'bigint', (c) => c.notNull())
    .addColumn('prepare_id', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('perform_time', 'bigint')
    .addColumn('cancel_time', 'bigint')
    .addUniqueConstraint('payments_gateway_transaction', ['gateway', 'transaction_id'])
    .addUniqueConstraint('payments_prepare_id', ['prepare_id'])
    .execute();
  await db.schema.createIndex('payments_booking').on('payments').column('booking_id').execute();
  // Payme's GetStatement lists the transactions created in a time range.
  await db.schema
    .createIndex('payments_gateway_create_time')
    .on('payments')
    .columns(['gateway', 'create_time'])
    .execute();
  await db.schema
    .createTable('payment_calls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text')
    .addColumn('booking_id', 'text')
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_calls_booking').on('payment_calls').column('booking_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_calls').execute();
  await db.schema.dropTable('payments').execute();
}
