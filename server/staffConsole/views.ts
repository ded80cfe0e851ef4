/**
 * What the staff console reads: the list of requests, one request with its deposit, emails and
 * history, today and tomorrow at the desk, the month at a glance, and the accountant's export.
 * Reads only; every change goes through bookings/ (decide, stay, staffBooking).
 */
import { BOOKING_LIMITS } from '../../src/domain/bookingLimits';
import { LANGS } from '../../src/domain/booking';
import type { DepositStatus, Lang } from '../../src/domain/booking';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { roomName } from '../../src/domain/roomNames';
import { normalizeReference } from '../../src/domain/reference';
import type { QuoteNight } from '../../src/domain/rates';
import { ROOMS } from '../../src/domain/rooms';
import type {
  CalendarAnswer,
  HistoryAction,
  HistoryEntry,
  StaffBooking,
  StaffBookingDetail,
  EmailNote,
  TodayAnswer,
} from '../../src/domain/staffApi';
import {
  uniformNightPrice,
  historyOf,
  undoView,
  calendarSpans,
  findBooking,
  findByReference,
  staffBookings,
  staysForToday,
  exportStays,
} from '../bookings';
import { LIMIT_REASON } from '../guestEmail';
import type { ExportStay, Queryable, StaffListFilter } from '../bookings';
import { loadStock, stocked, unitsInService } from '../availability';
import { assignedRooms, roomsOnNight } from '../rooms';
import { loadRatePlan } from '../terms';
import type { PaymentsConfig } from '../config';
import type { BookingsTable, PaymentsTable } from '../db';
import { HELD, FILED, messagesOf } from '../notify';
import { depositAmount, depositStatus, depositView, paymentsByBooking, paymentsOf } from '../payments';
import { csvPieces } from './csv';
import { CONSOLE_TEXTS } from './texts';

/** A request as the console's lists show it. */
export function bookingItem(row: BookingsTable): StaffBooking {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    roomId: row.room_id,
    units: row.units,
    checkin: row.checkin,
    checkout: row.checkout,
    guests: row.guests,
    guestName: row.guest_name,
    phone: row.phone,
    email: row.email,
    nationality: row.nationality_code ?? row.nationality,
    totalPrice: row.total_price,
    source: row.source ?? 'site',
    createdAt: row.created_at,
  };
}

/** The list: newest first, at most 200. */
export async function listBookings(db: Queryable, filter: Omit<StaffListFilter, 'limit'>): Promise<StaffBooking[]> {
  return (await staffBookings(db, { ...filter, limit: 200 })).map(bookingItem);
}

/** The booking an id or a reference (any case) names. */
export async function findStaffBooking(db: Queryable, idOrReference: string): Promise<BookingsTable | undefined> {
  const reference = normalizeReference(idOrReference);
  if (reference !== null) {
    const byReference = await findByReference(db, reference);
    if (byReference) return byReference;
  }
  return /^[0-9a-f-]{36}$/i.test(idOrReference) ? findBooking(db, idOrReference.toLowerCase()) : undefined;
}

function depositOf(booking: BookingsTable, payments: readonly PaymentsTable[], config: PaymentsConfig | null) {
  const view = depositView(booking, payments, config);
  if (!view) return null;
  return {
    status: view.status,
    amount: view.amount,
    paidAt: view.paidAt === null ? null : new Date(view.paidAt).toISOString(),
    gateway: view.gateway,
    receiptUrl: (view as { receiptUrl?: string }).receiptUrl ?? null,
  };
}

/**
 * What the console says beside an email's state, read from its outbox detail: held by the
 * guest-email limit (and until when), dropped by it, filed as .eml, or without an address.
 */
function emailNote(row: { status: string; recipient: string | null; detail: string | null; next_attempt_at: string }): {
  note: EmailNote | null;
  until: string | null;
} {
  const detail = row.detail ?? '';
  // A held row is due again when its hold ends (outboxRecord.ts).
  if (row.status === 'pending' && detail.startsWith(HELD)) return { note: 'held', until: row.next_attempt_at };
  if (row.status !== 'skipped') return { note: null, until: null };
  if (!row.recipient) return { note: 'no_address', until: null };
  if (detail.startsWith(LIMIT_REASON)) return { note: 'limit', until: null };
  if (detail.startsWith(FILED)) return { note: 'filed', until: null };
  return { note: null, until: null };
}

/** The nights and prices stored with the request (`night_prices`), or null when it has none or they cannot be read. */
function storedNightPrices(booking: BookingsTable): QuoteNight[] | null {
  if (!booking.night_prices) return null;
  try {
    const nights = JSON.parse(booking.night_prices) as unknown;
    if (!Array.isArray(nights)) return null;
    const valid = nights.every(
      (night: { date?: unknown; price?: unknown }) =>
        typeof night.date === 'string' && Number.isSafeInteger(night.price),
    );
    return valid ? (nights as QuoteNight[]).map(({ date, price }) => ({ date, price })) : null;
  } catch {
    return null;
  }
}

/** One request with every field, its price per night, the nights' stored prices, deposit, emails and history. */
export async function bookingDetail(
  db: Queryable,
  booking: BookingsTable,
  payments: PaymentsConfig | null,
  now: Date = new Date(),
): Promise<StaffBookingDetail> {
  const transactions = await paymentsOf(db, booking.id);
  const emails = await messagesOf(db, booking.id, 'email');
  const events = await historyOf(db, booking.id);
  const history: HistoryEntry[] = [];
  // A request from the site has no stored line for its arrival: its own time says it.
  if (!events.some((event) => event.action === 'created'))
    history.push({ at: booking.created_at, actor: 'guest', action: 'created', detail: booking.source ?? 'site' });
  history.push(
    // Only bookings/history.ts writes these rows, each with a HistoryAction.
    ...events.map((event) => ({
      at: event.at,
      actor: event.actor,
      action: event.action as HistoryAction,
      detail: event.detail,
    })),
  );
  for (const payment of transactions) {
    if (payment.perform_time !== null)
      history.push({
        at: new Date(Number(payment.perform_time)).toISOString(),
        actor: 'system',
        action: 'deposit_paid',
        detail: payment.gateway,
      });
    if (payment.state === -2 && payment.cancel_time !== null)
      history.push({
        at: new Date(Number(payment.cancel_time)).toISOString(),
        actor: 'system',
        action: 'deposit_refunded',
        detail: payment.gateway,
      });
  }
  history.sort((a, b) => a.at.localeCompare(b.at));
  const nightPrices = storedNightPrices(booking);
  return {
    ...bookingItem(booking),
    lang: (LANGS as readonly string[]).includes(booking.lang) ? (booking.lang as Lang) : 'uz',
    nights: booking.nights,
    nightPrices,
    // What one night of one room was charged: the stored nights' one price, else (nights at
    // several prices, or a request stored before nightly prices were kept) the total shared out.
    pricePerNight:
      uniformNightPrice(booking) ?? Math.round(booking.total_price / Math.max(1, booking.nights * booking.units)),
    declineReason:
      booking.status === 'declined'
        ? booking.decline_message
          ? 'message'
          : (booking.decline_reason ?? 'other')
        : null,
    deposit: depositOf(booking, transactions, payments),
    emails: emails.map((row) => ({
      kind: row.kind,
      to: row.recipient,
      status: row.status,
      at: row.done_at ?? row.created_at,
      ...emailNote(row),
    })),
    history,
    undo: undoView(events, booking.status, now),
    assignedRooms: await assignedRooms(db, booking.id),
  };
}

/**
 * Today and tomorrow in the hotel (Asia/Tashkent), each day with:
 * - arrivals: stays whose check-in is that day: received and not yet answered (their status says
 *   so: confirm first), confirmed (next: check in), and those already checked in (or out: done);
 * - departures: stays whose check-out is that day whose guest is in the house (next: check out)
 *   or has left (done); today's also holds a guest still checked in after their check-out day.
 *   A confirmed stay that never checked in is no departure (nobody leaves): it is an unmarked
 *   no-show, listed in `notArrived`;
 * - inHouse: checked-in guests, those leaving that day included (they are in until they check
 *   out): today every checked-in guest, tomorrow those whose check-out is tomorrow or later.
 * And `notArrived`: confirmed stays whose arrival day has passed and whose check-out is today or
 * later, never checked in: the desk checks them in late or marks a no-show.
 * Declined, cancelled and no-show requests never appear.
 */
export async function todayView(db: Queryable, now: Date = new Date()): Promise<TodayAnswer> {
  const today = todayInHotel(now);
  const tomorrow = addDays(today, 1);
  const stays = await staysForToday(db, today, tomorrow);
  const inHouse = stays.filter((s) => s.status === 'checked_in');
  // Each arrival's rooms on its first night, with their housekeeping status (is it ready?).
  const arriving = (date: string) => stays.filter((s) => s.checkin === date);
  const rooms = new Map(
    await Promise.all(
      [today, tomorrow].map(
        async (date) =>
          [
            date,
            await roomsOnNight(
              db,
              arriving(date).map((s) => s.id),
              date,
            ),
          ] as const,
      ),
    ),
  );
  return {
    days: [today, tomorrow].map((date) => ({
      date,
      arrivals: arriving(date).map((s) => ({ ...bookingItem(s), rooms: rooms.get(date)?.get(s.id) ?? [] })),
      departures: stays
        .filter(
          (s) =>
            (s.status === 'checked_in' || s.status === 'checked_out') &&
            (s.checkout === date || (date === today && s.status === 'checked_in' && s.checkout < today)),
        )
        .map(bookingItem),
      inHouse: inHouse.filter((s) => date === today || s.checkout >= date).map(bookingItem),
    })),
    notArrived: stays
      .filter((s) => s.status === 'confirmed' && s.checkin < today && s.checkout >= today)
      .map(bookingItem),
  };
}

/**
 * Each room kind × `days` nights from `from`: units taken (confirmed and checked-in stays), pending
 * (requests not yet answered), blocked by other channels, closed (out of service, or every unit on
 * a closed night) and free. `closed` and `free` come from the same unitsInService that the public
 * availability and the quote count with, so the calendar's free is always what the site sells.
 */
export async function calendarView(db: Queryable, from: string, days: number): Promise<CalendarAnswer> {
  const to = addDays(from, days);
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  // A span's clipped ends are nights of the range or `to` itself.
  const index = new Map<string, number>([...dates.map((date, i) => [date, i] as const), [to, days]]);
  const [spans, blocked, plan, stock] = await Promise.all([
    calendarSpans(db, from, to),
    db
      .selectFrom('blocked_nights')
      .select(['room_id', 'night'])
      .where('night', '>=', from)
      .where('night', '<', to)
      .execute(),
    loadRatePlan(db),
    loadStock(db, from, to),
  ]);
  // Per room kind, a count that starts at a span's first night and stops at its end, added up night by night.
  const changes = new Map(
    ROOMS.map((room) => [
      room.id,
      { taken: new Array<number>(days + 1).fill(0), pending: new Array<number>(days + 1).fill(0) },
    ]),
  );
  for (const span of spans) {
    const room = changes.get(span.room_id);
    const start = index.get(span.start);
    const end = index.get(span.end);
    if (!room || start === undefined || end === undefined) continue;
    const into = span.pending === 1 ? room.pending : room.taken;
    into[start]! += span.units;
    into[end]! -= span.units;
  }
  const blocks = new Map<string, number>();
  for (const row of blocked)
    blocks.set(`${row.room_id} ${row.night}`, (blocks.get(`${row.room_id} ${row.night}`) ?? 0) + 1);
  return {
    from,
    days,
    rooms: ROOMS.map((kind) => {
      const room = stocked(kind, stock);
      const change = changes.get(room.id)!;
      let taken = 0;
      let pending = 0;
      return {
        roomId: room.id,
        units: room.units,
        nights: dates.map((date, i) => {
          taken += change.taken[i]!;
          pending += change.pending[i]!;
          const b = blocks.get(`${room.id} ${date}`) ?? 0;
          const inService = unitsInService(plan, room, date, stock);
          return {
            date,
            taken,
            pending,
            blocked: b,
            closed: room.units - inService,
            free: Math.max(0, inService - taken - b),
          };
        }),
      };
    }),
  };
}

/**
 * The deposit's status and amount as depositView gives them (the amount a gateway took, else
 * the rule's), without the checkout links it also builds: the export has no use for them.
 */
function exportDeposit(
  row: ExportStay,
  transactions: readonly PaymentsTable[],
  config: PaymentsConfig | null,
): { status: DepositStatus; amount: number } | null {
  if (transactions.length === 0 && (config === null || row.status !== 'confirmed')) return null;
  const paid = transactions.find((p) => p.state === 2) ?? transactions.find((p) => p.state === -2);
  const amount = paid
    ? Number(paid.amount)
    : config
      ? depositAmount(row, config.deposit)
      : Number(transactions[transactions.length - 1]?.amount);
  return { status: depositStatus(transactions), amount };
}

/**
 * The accountant's CSV: one row per request whose stay overlaps [from, to), in the staff member's
 * language. One query reads the requests (only the columns the file shows), one more per thousand
 * their transactions; the file comes back in pieces of lines.
 */
export async function exportCsv(
  db: Queryable,
  from: string,
  to: string,
  lang: Lang,
  payments: PaymentsConfig | null,
): Promise<Iterable<string>> {
  const t = CONSOLE_TEXTS[lang].csv;
  const rows = await exportStays(db, from, to);
  const transactions = await paymentsByBooking(
    db,
    rows.map((row) => row.id),
  );
  const rooms = new Map(ROOMS.map((room) => [room.id, roomName(room.id, lang)]));
  function* lines() {
    for (const row of rows) {
      const deposit = exportDeposit(row, transactions.get(row.id) ?? [], payments);
      yield [
        row.reference,
        row.guest_name,
        row.created_at,
        row.checkin,
        row.checkout,
        row.nights,
        rooms.get(row.room_id) ?? roomName(row.room_id, lang),
        row.units,
        row.guests,
        row.nationality_code ?? row.nationality ?? '',
        row.total_price,
        deposit && deposit.status !== 'none' ? deposit.amount : 0,
        t.depositStatuses[deposit?.status ?? 'none'] ?? '',
        t.statuses[row.status] ?? row.status,
        t.sources[row.source ?? 'site'] ?? '',
      ];
    }
  }
  return csvPieces(t.headers, lines());
}

/** The longest span the calendar shows, and the export's longest range (a year and a stay). */
export const CALENDAR_MAX_DAYS = 62;
export const EXPORT_MAX_DAYS = 366 + BOOKING_LIMITS.maxNights;
