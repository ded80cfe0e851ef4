/**
 * Reading bookings for the guest (status by id and token), the staff bot (one request by id) and
 * the CLI (the newest, or the one an id prefix names).
 */
import { guestStatus } from '../../src/domain/booking';
import type { BookingStatusAnswer } from '../../src/domain/booking';
import { freeCancellationUntil, type CancellationPolicy } from '../../src/domain/rates';
import type { Transact, BookingsTable, Store } from '../db';
import type { Subjects } from '../notify';
import { normalizeReference } from '../../src/domain/reference';
import {
  countBookings,
  filteredBookings,
  findBookings,
  findBooking,
  findByIdPrefix,
  findByReference,
  newestBookings,
} from './repository';
import type { BookingFilter, Queryable } from './repository';
import { tokenMatches } from './statusToken';

export type { BookingFilter };

export function readBooking(db: Queryable, id: string): Promise<BookingsTable | undefined> {
  return findBooking(db, id);
}

/** The booking `id` names when `token` is its status token; a wrong id or token is undefined alike. */
export async function readWithToken(db: Queryable, id: string, token: string): Promise<BookingsTable | undefined> {
  const booking = await findBooking(db, id);
  return booking && tokenMatches(token, booking.status_token_hash) ? booking : undefined;
}

/** A guest may cancel these (cancel.ts). */
const CANCELLABLE: readonly BookingsTable['status'][] = ['received', 'confirmed'];

/** The stay's free-cancellation deadline while the request may be cancelled and the owner has set a policy. */
function cancellationOf(
  booking: BookingsTable,
  policy: CancellationPolicy | null,
): BookingStatusAnswer['cancellation'] {
  if (policy === null || !CANCELLABLE.includes(booking.status)) return undefined;
  const until = freeCancellationUntil(policy, booking.checkin);
  return { freeUntil: until ? until.toISOString() : null };
}

/** What the guest's status route answers; with the policy (null: none set), the stay's cancellation deadline. */
export function statusAnswer(booking: BookingsTable, policy: CancellationPolicy | null = null): BookingStatusAnswer {
  const cancellation = cancellationOf(booking, policy);
  return {
    id: booking.id,
    reference: booking.reference,
    status: guestStatus(booking.status),
    ...(booking.decided_at ? { decidedAt: booking.decided_at } : {}),
    ...(cancellation ? { cancellation } : {}),
    ...(booking.status === 'cancelled' && Number(booking.cancelled_late) === 1 ? { cancelledLate: true } : {}),
  };
}

/**
 * The booking a person names: by its reference (`GH-7K3Q9M`, any case), or by the start of its id
 * (the 8 characters `npm run bookings` shows) if exactly one id starts so; otherwise how many matched.
 */
export async function findByPrefix(
  db: Transact,
  prefix: string,
): Promise<{ booking?: BookingsTable; matches: number }> {
  const reference = normalizeReference(prefix);
  if (reference !== null) {
    const booking = await db((trx) => findByReference(trx, reference));
    return booking ? { booking, matches: 1 } : { matches: 0 };
  }
  const clean = prefix.toLowerCase();
  if (!/^[0-9a-f-]{4,36}$/.test(clean)) return { matches: 0 };
  return db(async (trx) => {
    const rows = await findByIdPrefix(trx, clean, 2);
    return rows.length === 1 ? { booking: rows[0], matches: 1 } : { matches: rows.length };
  });
}

/** The newest `limit` bookings (all for null), and how many are stored in all. */
export async function newest(
  db: Queryable,
  limit: number | null,
): Promise<{ bookings: BookingsTable[]; total: number }> {
  const bookings = await newestBookings(db, limit);
  return { bookings, total: bookings.length === 0 ? 0 : await countBookings(db) };
}

/** The bookings a filter selects, newest first (`npm run bookings -- --json`). */
export function filtered(db: Queryable, filter: BookingFilter): Promise<BookingsTable[]> {
  return filteredBookings(db, filter);
}

/** The bookings the outbox's rows are about, read in one query per claim. */
export function bookingSubjects(db: Store): Subjects<BookingsTable> {
  return {
    load: async (ids) => new Map((await findBookings(db, ids)).map((booking) => [booking.id, booking])),
    missing: 'booking not found',
  };
}
