/**
 * Fiscal receipts of deposits: `fiscal_receipts`, one row per gateway transaction and receipt type
 * (PERFORM for the payment, CANCEL for its refund) with what the gateway reported (Payme's
 * SetFiscalData, Click's fiscalization answers), and `payments.receipt_url`, the payment's
 * receipt address once known (the status route, the messages and the CLI read it with the
 * transaction). Plain SQL types, the same on SQLite and PostgreSQL. Never imports application code.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('receipt_url', 'text').execute();
  await db.schema
    .createTable('fiscal_receipts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('booking_id', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('receipt_id', 'text')
    .addColumn('status_code', 'integer')
    .addColumn('message', 'text')
    .addColumn('terminal_id', 'text')
    .addColumn('fiscal_sign', 'text')
    .addColumn('qr_code_url', 'text')
    .addColumn('fiscal_date', 'text')
    .addColumn('items', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('gateway_answer', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('fiscal_receipts_payment_type', ['payment_id', 'type'])
    .execute();
  await db.schema.createIndex('fiscal_receipts_booking').on('fiscal_receipts').column('booking_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fiscal_receipts').execute();
  await db.schema.alterTable('payments').dropColumn('receipt_url').execute();
}
