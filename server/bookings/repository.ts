/**
 * Every query on the `bookings` table, and nothing else: the rest of the server reads and changes
 * bookings through these functions (routes, the staff bot and the CLI through create, decide,
 * cancel and read). Each takes the store or the caller's transaction, so a change can be written
 * in one transaction with its outbox rows.
 */
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { BOOKING_LIMITS } from '../../src/domain/bookingLimits';
import { addDays } from '../../src/domain/dates';
import { foldWords, phoneDigits, referencePart, searchKey } from '../../src/domain/searchFold';
import type { BookingStatus, BookingsTable, Database, Queryable } from '../db';

export type { Queryable } from '../db';

/** A decision's columns: who decided what, when, and why a decline. */
export type DecisionChange = Pick<
  BookingsTable,
  'status' | 'decided_at' | 'decided_by_id' | 'decided_by_name' | 'decline_reason' | 'decline_message'
>;

/** Stores a new booking, with its name folded for the staff search (searchKey). */
export async function insertBooking(trx: Transaction<Database>, row: BookingsTable): Promise<void> {
  await trx
    .insertInto('bookings')
    .values({ ...row, search_key: searchKey(row.guest_name) })
    .execute();
}

/**
 * Folds the name of every booking whose search key is null (rows stored before migration 0019,
 * or by a copy of the server older than it), `batch` rows a statement in the order of their ids;
 * the server runs it at start. Returns how many rows it filled.
 */
export async function fillSearchKeys(db: Queryable, batch = 500): Promise<number> {
  let filled = 0;
  let after = '';
  for (;;) {
    // By id from the last one seen: each batch reads on along the primary key, never the filled rows again.
    const rows = await db
      .selectFrom('bookings')
      .select(['id', 'guest_name'])
      .where('id', '>', after)
      .where('search_key', 'is', null)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return filled;
    after = rows[rows.length - 1]!.id;
    // One statement per batch, joined to the batch's (id, key) pairs (UPDATE … FROM (VALUES …), the
    // same on SQLite 3.33+ and PostgreSQL, whose VALUES both name their columns column1, column2),
    // each its own commit so that no long transaction holds rows a running server may write. A CASE
    // with a branch per row took twice as long (100,000 rows: 21.8 s against 11.8 s, busy machine).
    const pairs = sql.join(rows.map((row) => sql`(${row.id}, ${searchKey(row.guest_name)})`));
    await sql`update bookings set search_key = v.column2 from (values ${pairs}) as v where bookings.id = v.column1`.execute(
      db,
    );
    filled += rows.length;
  }
}

export function findBooking(db: Queryable, id: string): Promise<BookingsTable | undefined> {
  return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The booking with this reference (as stored: upper case, `GH-` prefix). */
export function findByReference(db: Queryable, reference: string): Promise<BookingsTable | undefined> {
  return db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** Whether a booking already holds this reference. */
export async function referenceTaken(db: Queryable, reference: string): Promise<boolean> {
  const row = await db.selectFrom('bookings').select('id').where('reference', '=', reference).executeTakeFirst();
  return row !== undefined;
}

export function findBookings(db: Queryable, ids: readonly string[]): Promise<BookingsTable[]> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Up to `limit` bookings whose id starts with `prefix` (lower-case id characters only). */
/** The client address (security.ts clientKey) each of these bookings came from; null once erased. */
export async function clientAddresses(db: Queryable, ids: readonly string[]): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('bookings')
      .select(['id', 'client_address'])
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const row of rows) found.set(row.id, row.client_address);
  }
  return found;
}

export function findByIdPrefix(db: Queryable, prefix: string, limit: number): Promise<BookingsTable[]> {
  return db.selectFrom('bookings').selectAll().where('id', 'like', `${prefix}%`).limit(limit).execute();
}

/** The newest bookings first, `limit` of them or all. */
export function newestBookings(db: Queryable, limit: number | null): Promise<BookingsTable[]> {
  let query = db.selectFrom('bookings').selectAll().orderBy('created_at', 'desc');
  if (limit !== null) query = query.limit(limit);
  return query.execute();
}

/** Which bookings `npm run bookings -- --json` lists: a status, and stays that touch [from, to]. */
export interface BookingFilter {
  limit: number | null;
  status: BookingStatus | null;
  /** Stays whose check-out is after this day (YYYY-MM-DD). */
  from: string | null;
  /** Stays whose check-in is on or before this day (YYYY-MM-DD). */
  to: string | null;
}

/** The newest bookings first that pass the filter. */
export function filteredBookings(db: Queryable, filter: BookingFilter): Promise<BookingsTable[]> {
  let query = db.selectFrom('bookings').selectAll().orderBy('created_at', 'desc');
  if (filter.status !== null) query = query.where('status', '=', filter.status);
  if (filter.from !== null) query = query.where('checkout', '>', filter.from);
  if (filter.to !== null) query = query.where('checkin', '<=', filter.to);
  if (filter.limit !== null) query = query.limit(filter.limit);
  return query.execute();
}

export async function countBookings(db: Queryable): Promise<number> {
  const total = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

/** Replaces the stored hash of the guest's status token; false when the booking is gone. */
export async function setStatusTokenHash(db: Queryable, id: string, hash: string): Promise<boolean> {
  const updated = await db
    .updateTable('bookings')
    .set({ status_token_hash: hash })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * Writes a decision if the booking still awaits one; false otherwise. The condition makes the
 * change happen once: of two presses (or two processes) the second finds nothing to update.
 */
export async function decideIfReceived(
  trx: Transaction<Database>,
  id: string,
  change: DecisionChange,
): Promise<boolean> {
  const result = await trx
    .updateTable('bookings')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', 'received')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Cancels the booking if its status is one of `from`; false otherwise. */
/** Marks a guest's cancellation as late (after the policy's free deadline). */
export async function markCancelledLate(trx: Transaction<Database>, id: string): Promise<void> {
  await trx.updateTable('bookings').set({ cancelled_late: 1 }).where('id', '=', id).execute();
}

export async function cancelIfIn(
  trx: Transaction<Database>,
  id: string,
  from: readonly BookingStatus[],
  cancelledAt: string,
): Promise<boolean> {
  // A cancelled stay's calendar event changes (METHOD:CANCEL): its SEQUENCE grows.
  const result = await trx
    .updateTable('bookings')
    .set((eb) => ({ status: 'cancelled', cancelled_at: cancelledAt, ics_sequence: eb('ics_sequence', '+', 1) }))
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Where the staff Telegram message went, so that decisions and cancellations can edit it. */
export async function recordStaffMessage(
  trx: Transaction<Database>,
  id: string,
  chatId: string | null,
  messageId: string,
): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({ staff_chat_id: chatId, staff_message_id: messageId })
    .where('id', '=', id)
    .execute();
}

/** The flood summary that told this request: its chat and message (staffChat/followUp.ts). */
export async function recordSummaryMessage(
  trx: Transaction<Database>,
  id: string,
  chatId: string,
  messageId: string,
): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({ summary_chat_id: chatId, summary_message_id: messageId })
    .where('id', '=', id)
    .execute();
}

/** The requests one flood summary told, oldest first. */
export function bookingsInSummary(db: Queryable, chatId: string, messageId: string): Promise<BookingsTable[]> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('summary_chat_id', '=', chatId)
    .where('summary_message_id', '=', messageId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Erases one booking's personal data: the guest's name and phone emptied; email, nationality
 * label, client address, the staff's words to the guest and the status token's hash (so the
 * status route answers 404) nulled; `erased_at` set. What counts and availability need stays.
 */
export async function eraseGuestOf(trx: Transaction<Database>, id: string, erasedAt: string): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({
      guest_name: '',
      phone: '',
      email: null,
      nationality: null,
      client_address: null,
      decline_message: null,
      guest_message: null,
      status_token_hash: null,
      search_key: '',
      erased_at: erasedAt,
    })
    .where('id', '=', id)
    .execute();
}

/** One booking's id as a subquery for another table's `in`. */
export function idOf(db: Queryable, id: string) {
  return db.selectFrom('bookings').select('id').where('id', '=', id);
}

/**
 * The bookings not erased yet whose request ended before the cutoff: a stay that checked out
 * before `cutoffDay`, or a request cancelled or declined before `cutoffTime` (ISO).
 */
export async function idsDueForErasure(db: Queryable, cutoffDay: string, cutoffTime: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('id')
    .where('erased_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('checkout', '<', cutoffDay),
        eb.and([eb('status', '=', 'cancelled'), eb('cancelled_at', '<', cutoffTime)]),
        eb.and([eb('status', '=', 'declined'), eb('decided_at', '<', cutoffTime)]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** Which of `ids` are stays that ended before `cutoff`, or whose data was erased. */
export async function staysEndedBefore(db: Queryable, ids: readonly string[], cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('id')
    .where('id', 'in', [...ids])
    // Or erased already: a delivery under way at the erasure may file its copy after it.
    .where((eb) => eb.or([eb('checkout', '<', cutoff), eb('erased_at', 'is not', null)]))
    .execute();
  return rows.map((row) => row.id);
}

/** How many requests each client address made after `since` (ISO time); erased ones count as one client, null. */
export async function requestsPerClientSince(db: Queryable, since: string): Promise<Map<string | null, number>> {
  const rows = await db
    .selectFrom('bookings')
    .select((eb) => ['client_address', eb.fn.countAll().as('n')])
    .where('created_at', '>', since)
    .groupBy('client_address')
    .execute();
  return new Map(rows.map((row) => [row.client_address, Number(row.n)]));
}

/** How many requests each of these phone numbers and client addresses made since `since` (ISO time). */
export async function recentRequestCounts(
  db: Queryable,
  since: string,
  phones: readonly string[],
  clients: readonly string[],
): Promise<{ byPhone: Map<string, number>; byClient: Map<string, number> }> {
  const byPhone = new Map<string, number>();
  const byClient = new Map<string, number>();
  // In slices: SQLite limits the number of bound parameters.
  for (let i = 0; i < phones.length; i += 500) {
    const rows = await db
      .selectFrom('bookings')
      .select((eb) => ['phone', eb.fn.countAll().as('n')])
      .where('created_at', '>=', since)
      .where('phone', 'in', phones.slice(i, i + 500))
      .groupBy('phone')
      .execute();
    for (const row of rows) byPhone.set(row.phone, Number(row.n));
  }
  for (let i = 0; i < clients.length; i += 500) {
    const rows = await db
      .selectFrom('bookings')
      .select((eb) => ['client_address', eb.fn.countAll().as('n')])
      .where('created_at', '>=', since)
      .where('client_address', 'in', clients.slice(i, i + 500))
      .groupBy('client_address')
      .execute();
    for (const row of rows) if (row.client_address !== null) byClient.set(row.client_address, Number(row.n));
  }
  return { byPhone, byClient };
}

/** Moves the booking from one status to another if it is still in `from`; false otherwise (the staff console's stay steps). */
export async function moveIfIn(
  trx: Transaction<Database>,
  id: string,
  from: BookingStatus,
  to: BookingStatus,
): Promise<boolean> {
  const result = await trx
    .updateTable('bookings')
    .set({ status: to })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Takes a decline back (the console's undo): declined → received, the decision's who, when, reason
 * and words cleared, so the request is decided again as a new one; false when it is not declined.
 */
export async function reopenIfDeclined(trx: Transaction<Database>, id: string): Promise<boolean> {
  const result = await trx
    .updateTable('bookings')
    .set({
      status: 'received',
      decided_at: null,
      decided_by_id: null,
      decided_by_name: null,
      decline_reason: null,
      decline_message: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'declined')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The staff's words with a cancellation (sent to the guest with it). */
export async function setDeclineMessage(trx: Transaction<Database>, id: string, message: string | null): Promise<void> {
  await trx.updateTable('bookings').set({ decline_message: message }).where('id', '=', id).execute();
}

/** The message(s) to the guest the next `message` email sends. */
export async function setGuestMessage(trx: Transaction<Database>, id: string, message: string): Promise<void> {
  await trx.updateTable('bookings').set({ guest_message: message }).where('id', '=', id).execute();
}

/** What the staff console's list selects; every field optional. */
export interface StaffListFilter {
  status: BookingStatus | null;
  /** Stays overlapping [from, to): check-out after `from`, check-in before `to`. */
  from: string | null;
  to: string | null;
  /** Words of the name in any script, spelling or order (searchFold.ts), phone digits or reference. */
  q: string | null;
  /** The stays of one room kind on one night (the calendar's tap). */
  night: { date: string; roomId: number } | null;
  limit: number;
}

/** The statuses the calendar counts on a night: received (pending) and those that take units. */
export const ON_CALENDAR: readonly BookingStatus[] = ['received', 'confirmed', 'checked_in'];

/** The staff console's list: newest first, at most `limit`, by status, dates, a search and a night. */
export function staffBookings(db: Queryable, filter: StaffListFilter): Promise<BookingsTable[]> {
  let query = db.selectFrom('bookings').selectAll();
  if (filter.status !== null) query = query.where('status', '=', filter.status);
  if (filter.from !== null) query = query.where('checkout', '>', filter.from);
  if (filter.to !== null) query = query.where('checkin', '<', filter.to);
  if (filter.night !== null) {
    const { date, roomId } = filter.night;
    query = query
      .where('room_id', '=', roomId)
      .where('status', 'in', [...ON_CALENDAR])
      .where('checkin', '>=', addDays(date, -BOOKING_LIMITS.maxNights))
      .where('checkin', '<=', date)
      .where('checkout', '>', date);
  }
  const q = filter.q?.trim() ?? '';
  if (q !== '') {
    // Folded words (src/domain/searchFold.ts), each the beginning of a word of the stored folded
    // name, in any order; or a part of the reference; or 3 digits or more of the phone number.
    // The words, the reference part and the digits hold no LIKE wildcard, and the key is lower
    // case on both databases: no escaping, no case folding in SQL.
    const words = foldWords(q);
    const reference = referencePart(q);
    const digits = phoneDigits(q);
    query = query.where((eb) =>
      eb.or([
        ...(words.length > 0 ? [eb.and(words.map((word) => eb('search_key', 'like', `% ${word}%`)))] : []),
        ...(reference !== null ? [eb('reference', 'like', `%${reference}%`)] : []),
        ...(digits.length >= 3 ? [eb('phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').limit(filter.limit).execute();
}

/** Units on the calendar over a span of nights: one row per room kind, kind of count and span, summed in SQL. */
export interface CalendarSpan {
  room_id: number;
  /** 1 for requests not yet confirmed (received), 0 for stays that take units. */
  pending: number;
  /** The span's first night and the night after its last, clipped to [from, to]. */
  start: string;
  end: string;
  units: number;
}

/**
 * The calendar's stays over [from, to), summed by the database: each stay clipped to the range,
 * then grouped by room kind, pending or taken, and clipped dates, so only a few hundred rows come
 * back however many stays there are. The index bookings_calendar covers the query.
 */
export async function calendarSpans(db: Queryable, from: string, to: string): Promise<CalendarSpan[]> {
  const rows = await db
    .selectFrom('bookings')
    .select((eb) => [
      'room_id',
      eb.case().when('status', '=', 'received').then(1).else(0).end().as('pending'),
      eb.case().when('checkin', '<', from).then(from).else(eb.ref('checkin')).end().as('start'),
      eb.case().when('checkout', '>', to).then(to).else(eb.ref('checkout')).end().as('end'),
      eb.fn.sum<number | string>('units').as('units'),
    ])
    .where('checkin', '>=', addDays(from, -BOOKING_LIMITS.maxNights))
    .where('checkin', '<', to)
    .where('checkout', '>', from)
    .where('status', 'in', [...ON_CALENDAR])
    .groupBy(['room_id', 'pending', 'start', 'end'])
    .execute();
  // PostgreSQL's sum is a bigint, which pg hands over as text.
  return rows.map((row) => ({ ...row, pending: Number(row.pending), units: Number(row.units) }));
}

/** The statuses Today reads: what may still arrive, who is in, who has left (that day's departures). */
const TODAY_STATUSES = ['received', 'confirmed', 'checked_in', 'checked_out'] as const;

/**
 * The stays Today sorts into its lists for `today` and `tomorrow`: those arriving by tomorrow
 * (received, confirmed, checked in or out) that leave today or later, and every guest still
 * checked in, by check-in, then by when the request came.
 */
export function staysForToday(db: Queryable, today: string, tomorrow: string): Promise<BookingsTable[]> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('status', 'in', [...TODAY_STATUSES])
    .where('checkin', '>=', addDays(today, -BOOKING_LIMITS.maxNights))
    .where('checkin', '<=', tomorrow)
    .where((eb) => eb.or([eb('checkout', '>=', today), eb('status', '=', 'checked_in')]))
    .orderBy('checkin')
    .orderBy('created_at')
    .execute();
}

/** What the accountant's export shows of a request. */
export type ExportStay = Pick<
  BookingsTable,
  | 'id'
  | 'reference'
  | 'guest_name'
  | 'created_at'
  | 'checkin'
  | 'checkout'
  | 'nights'
  | 'room_id'
  | 'units'
  | 'guests'
  | 'nationality'
  | 'nationality_code'
  | 'total_price'
  | 'status'
  | 'source'
>;

/** Every request whose stay overlaps [from, to), by check-in, with only the export's columns. */
export function exportStays(db: Queryable, from: string, to: string): Promise<ExportStay[]> {
  return db
    .selectFrom('bookings')
    .select([
      'id',
      'reference',
      'guest_name',
      'created_at',
      'checkin',
      'checkout',
      'nights',
      'room_id',
      'units',
      'guests',
      'nationality',
      'nationality_code',
      'total_price',
      'status',
      'source',
    ])
    .where('checkin', '>=', addDays(from, -BOOKING_LIMITS.maxNights))
    .where('checkin', '<', to)
    .where('checkout', '>', from)
    .orderBy('checkin')
    .orderBy('created_at')
    .execute();
}

/** A stay's terms a change writes (bookings/change.ts). */
export type StayChangeColumns = Pick<
  BookingsTable,
  'checkin' | 'checkout' | 'nights' | 'guests' | 'room_id' | 'room_title' | 'units' | 'total_price' | 'night_prices'
>;

/**
 * Writes a changed stay if the booking is still in `status` (under its lock, so it is); false
 * otherwise. `newEvent`: the guest's calendar event changes too, so its SEQUENCE grows.
 */
export async function changeStayIf(
  trx: Transaction<Database>,
  id: string,
  status: BookingStatus,
  change: StayChangeColumns,
  newEvent: boolean,
): Promise<boolean> {
  const result = await trx
    .updateTable('bookings')
    .set((eb) => ({ ...change, ...(newEvent ? { ics_sequence: eb('ics_sequence', '+', 1) } : {}) }))
    .where('id', '=', id)
    .where('status', '=', status)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
