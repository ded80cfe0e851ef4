/**
 * One booking's changes, one at a time: the guest's cancel, the staff's decision and the
 * gateways' calls that pay or refuse its deposit all take this lock and read the booking again
 * under it, so a cancel and a payment never both decide on the state before the other.
 * PostgreSQL: a transaction-scoped advisory lock (released at commit or rollback, across every
 * process on the database). SQLite: its transactions already run one at a time (one writer,
 * and a group commit runs its works in turn), so the read after it sees every earlier change.
 */
import { PostgresAdapter, sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { BookingsTable, Database } from '../db';
import { findBooking } from './repository';

/** A namespace of its own (0x626b67 = "bkg"), apart from the room kinds' and other locks. */
const BOOKING_LOCK = 0x626b67;

/** Takes the booking's lock for the rest of `trx`, then reads the booking as it stands now. */
export async function lockBooking(trx: Transaction<Database>, bookingId: string): Promise<BookingsTable | undefined> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${BOOKING_LOCK}, hashtext(${bookingId}))`.execute(trx);
  }
  return findBooking(trx, bookingId);
}
