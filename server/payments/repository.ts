/** The only file with queries on `payments`, `payment_calls` and `payment_refusals`. */
import { randomUUID } from 'node:crypto';
import { sql, PostgresAdapter } from 'kysely';
import type { Transaction } from 'kysely';
import type { Queryable } from '../bookings';
import type { Database, PaymentCallsTable, PaymentGateway, PaymentRefusalsTable, PaymentsTable } from '../db';

/** A booking's deposit transactions, oldest first. */
export function paymentsOf(db: Queryable, bookingId: string): Promise<PaymentsTable[]> {
  return db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).orderBy('create_time').execute();
}

/** The deposit transactions of many bookings at once (`npm run bookings`), by booking id, oldest first. */
export async function paymentsByBooking(
  db: Queryable,
  bookingIds: readonly string[],
): Promise<Map<string, PaymentsTable[]>> {
  const byBooking = new Map<string, PaymentsTable[]>();
  // In slices: a statement's bound parameters are limited (SQLite 32766, PostgreSQL 65535).
  for (let i = 0; i < bookingIds.length; i += 1000) {
    const rows = await db
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', 'in', bookingIds.slice(i, i + 1000))
      .orderBy('create_time')
      .execute();
    for (const row of rows) byBooking.set(row.booking_id, [...(byBooking.get(row.booking_id) ?? []), row]);
  }
  return byBooking;
}

/** PostgreSQL: one Prepare at a time draws the next merchant_prepare_id. SQLite: one writer already. */
async function lockPrepareIds(trx: Transaction<Database>): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  // A namespace of its own (0x706179 = "pay"), apart from the bookings' and room kinds' locks.
  await sql`select pg_advisory_xact_lock(${0x706179}, hashtext('click merchant_prepare_id'))`.execute(trx);
}

/** A gateway's transaction by its own id. */
export function findPayment(
  db: Queryable,
  gateway: PaymentGateway,
  transactionId: string,
): Promise<PaymentsTable | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('gateway', '=', gateway)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/** A Click transaction by our merchant_prepare_id. */
export function findByPrepareId(db: Queryable, prepareId: number): Promise<PaymentsTable | undefined> {
  return db.selectFrom('payments').selectAll().where('prepare_id', '=', prepareId).executeTakeFirst();
}

export async function insertPayment(trx: Transaction<Database>, row: PaymentsTable): Promise<void> {
  await trx.insertInto('payments').values(row).execute();
}

export type PaymentChange = Partial<Pick<PaymentsTable, 'state' | 'reason' | 'perform_time' | 'cancel_time'>>;

export async function updatePayment(trx: Transaction<Database>, id: string, change: PaymentChange): Promise<void> {
  await trx.updateTable('payments').set(change).where('id', '=', id).execute();
}

/** The next merchant_prepare_id: Click wants a whole number; one more than the largest given. */
export async function nextPrepareId(trx: Transaction<Database>): Promise<number> {
  // Prepares of two bookings may race for the same number; taken after the booking's own lock.
  await lockPrepareIds(trx);
  const row = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.max('prepare_id').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/** A gateway's transactions created in [from, to] (ms), oldest first: Payme's GetStatement. */
export function paymentsCreatedBetween(
  db: Queryable,
  gateway: PaymentGateway,
  from: number,
  to: number,
): Promise<PaymentsTable[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('gateway', '=', gateway)
    .where('create_time', '>=', from)
    .where('create_time', '<=', to)
    .orderBy('create_time')
    .execute();
}

export type NewCall = Omit<PaymentCallsTable, 'id' | 'created_at'>;

/** Stores one gateway call with our answer, in the transaction that made the answer. */
export async function recordCall(trx: Transaction<Database>, call: NewCall, now: Date): Promise<void> {
  await trx
    .insertInto('payment_calls')
    .values({ id: randomUUID(), created_at: now.toISOString(), ...call })
    .execute();
}

/** Every call stored for a booking, oldest first (tests and the CLI). */
export function callsOf(db: Queryable, bookingId: string): Promise<PaymentCallsTable[]> {
  return db.selectFrom('payment_calls').selectAll().where('booking_id', '=', bookingId).orderBy('created_at').execute();
}

export type Refusal = Pick<PaymentRefusalsTable, 'gateway' | 'method' | 'code'> & { bodyHash: string };

/** Counts one refused call in its hour's row (gateway, method, code), keeping the last body's hash. */
export async function countRefusal(trx: Transaction<Database>, refusal: Refusal, now: Date): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto('payment_refusals')
    .values({
      gateway: refusal.gateway,
      method: refusal.method,
      code: refusal.code,
      hour: at.slice(0, 13),
      calls: 1,
      last_at: at,
      last_body_hash: refusal.bodyHash,
    })
    .onConflict((oc) =>
      oc.columns(['gateway', 'method', 'code', 'hour']).doUpdateSet((eb) => ({
        calls: eb('payment_refusals.calls', '+', 1),
        last_at: at,
        last_body_hash: refusal.bodyHash,
      })),
    )
    .execute();
}

/** Refused calls counted, newest hour first (tests and the CLI). */
export function refusalCounts(db: Queryable): Promise<PaymentRefusalsTable[]> {
  return db
    .selectFrom('payment_refusals')
    .selectAll()
    .orderBy('hour', 'desc')
    .orderBy('gateway')
    .orderBy('method')
    .orderBy('code')
    .execute();
}

/** Deletes the records of calls (stored and refused) made before `cutoff`; the transactions in `payments` stay. */
export async function purgeCallsBefore(db: Queryable, cutoff: Date): Promise<{ calls: number; refusals: number }> {
  const iso = cutoff.toISOString();
  const calls = await db.deleteFrom('payment_calls').where('created_at', '<', iso).executeTakeFirst();
  const refusals = await db.deleteFrom('payment_refusals').where('hour', '<', iso.slice(0, 13)).executeTakeFirst();
  return { calls: Number(calls.numDeletedRows), refusals: Number(refusals.numDeletedRows) };
}
