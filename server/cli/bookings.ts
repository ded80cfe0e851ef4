/**
 * `npm run bookings` — the stored booking requests as a terminal table, newest first, for staff
 * without Telegram. Reads the same DATA_DIR / DATABASE_URL as the server and works while the
 * server is stopped (SQLite in WAL mode also allows reading while it runs).
 *
 * Options: --limit N (default 50), --all. `--json` prints the requests as a JSON array instead
 * (all of them unless --limit), for other tools; with it, --status S keeps one status and
 * --from/--to YYYY-MM-DD keep the stays that touch those days. Failed notifications are marked `fail` and summed up
 * by reason below the table. When a deposit gateway is configured (PAYME_*, CLICK_*, DEPOSIT as
 * the server reads them) or a deposit transaction is stored, the table has a Deposit column and
 * each JSON entry a `deposit`. `confirm <id>` and `decline <id> [--reason full|other]` decide a
 * request (see decide.ts).
 */
import fs from 'node:fs';
import { filtered, newest } from '../bookings';
import type { BookingFilter } from '../bookings';
import { ConfigError, loadStorageConfig, readPayments } from '../config';
import type { PaymentsConfig } from '../config';
import { sqlitePath, openMigratedStore, retryingTransact } from '../db';
import type { BookingStatus, BookingsTable, Store } from '../db';
import { failedNotifications, notificationStates } from '../notify';
import { depositView, expired, currentPayments, paymentsByBooking } from '../payments';
import type { DepositView } from '../payments';
import { DECISION_USAGE, runDecision } from './decide';
import { fit, renderTable } from './table';

interface Options extends BookingFilter {
  json: boolean;
}

const STATUSES: readonly BookingStatus[] = ['received', 'confirmed', 'declined', 'cancelled'];

const USAGE = `Usage: npm run bookings [-- --limit N | --all]
       npm run bookings -- --json [--limit N] [--status ${STATUSES.join('|')}] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
       ${DECISION_USAGE}
`;

function isDay(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

export function parseArgs(argv: string[]): Options {
  let limit: number | null | undefined;
  let json = false;
  let status: BookingStatus | null = null;
  let from: string | null = null;
  let to: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = (): string => inline ?? argv[(i += 1)] ?? '';
    if (name === '--all') limit = null;
    else if (name === '--json') json = true;
    else if (name === '--limit') {
      const n = value();
      if (!/^\d+$/.test(n) || Number(n) < 1) throw new Error('--limit needs a positive whole number');
      limit = Number(n);
    } else if (name === '--status') {
      const s = value();
      if (!(STATUSES as readonly string[]).includes(s)) throw new Error(`--status needs one of ${STATUSES.join(', ')}`);
      status = s as BookingStatus;
    } else if (name === '--from' || name === '--to') {
      const day = value();
      if (!isDay(day)) throw new Error(`${name} needs a day as YYYY-MM-DD`);
      if (name === '--from') from = day;
      else to = day;
    } else if (name === '--help' || name === '-h') {
      process.stdout.write(USAGE);
      process.exit(0);
    } else {
      throw new Error(`Unknown option ${arg}`);
    }
  }
  if (!json && (status !== null || from !== null || to !== null))
    throw new Error('--status, --from and --to go with --json');
  // The table shows the newest 50 by default; the JSON export everything unless told.
  return { json, limit: limit === undefined ? (json ? null : 50) : limit, status, from, to };
}

/** One request as `--json` prints it: every field a person needs, none of the internal tokens. */
export function bookingJson(b: BookingsTable) {
  return {
    reference: b.reference,
    id: b.id,
    status: b.status,
    createdAt: b.created_at,
    roomId: b.room_id,
    roomTitle: b.room_title,
    units: b.units,
    checkin: b.checkin,
    checkout: b.checkout,
    nights: b.nights,
    guests: b.guests,
    guestName: b.guest_name,
    phone: b.phone,
    email: b.email,
    nationality: b.nationality,
    nationalityCode: b.nationality_code,
    language: b.lang,
    totalPriceUzs: Number(b.total_price),
    decidedAt: b.decided_at,
    decidedBy: b.decided_by_name,
    decidedById: b.decided_by_id,
    declineReason: b.decline_reason,
    cancelledAt: b.cancelled_at,
    // What the guest accepted by sending: the notice's version and when; null when the body named none.
    privacyNotice:
      b.privacy_version != null && b.privacy_accepted_at != null
        ? { version: b.privacy_version, acceptedAt: b.privacy_accepted_at }
        : null,
    erasedAt: b.erased_at ?? null,
  };
}

/** The deposit as `--json` prints it: status, amount in so'm, when paid (ISO 8601), by which gateway, and its fiscal receipt's address (null until known). */
export function depositJson(deposit: DepositView | undefined) {
  if (!deposit) return null;
  return {
    status: deposit.status,
    amount: deposit.amount,
    paidAt: deposit.paidAt === null ? null : new Date(deposit.paidAt).toISOString(),
    gateway: deposit.gateway,
    receiptUrl: deposit.receiptUrl ?? null,
  };
}

/**
 * Each booking's deposit, or null when deposits are not shown at all: no gateway configured and no
 * transaction stored for these bookings (the listing is then what it was before deposits).
 */
async function depositsOf(
  db: Store,
  bookings: readonly BookingsTable[],
  payments: PaymentsConfig | null,
): Promise<Map<string, DepositView | undefined> | null> {
  const transactions = await paymentsByBooking(
    db,
    bookings.map((b) => b.id),
  );
  if (payments === null && transactions.size === 0) return null;
  // Read, a Payme transaction past its 12 hours is cancelled (as the status route does).
  for (const [id, rows] of transactions) {
    if (rows.some((row) => expired(row, Date.now())))
      transactions.set(id, await currentPayments(db, retryingTransact(db), id));
  }
  return new Map(bookings.map((b) => [b.id, depositView(b, transactions.get(b.id) ?? [], payments)]));
}

/** The JSON array `npm run bookings -- --json` prints; `payments` is the deposit's configuration (null: none). */
export async function bookingsJson(
  db: Store,
  filter: BookingFilter,
  payments: PaymentsConfig | null = null,
): Promise<string> {
  const rows = await filtered(db, filter);
  const deposits = await depositsOf(db, rows, payments);
  return JSON.stringify(
    rows.map((b) => (deposits ? { ...bookingJson(b), deposit: depositJson(deposits.get(b.id)) } : bookingJson(b))),
    null,
    2,
  );
}

/** The deposit's cell: "awaiting 1,200,000", "paid 1,200,000 payme 11-24 06:05" (UTC), "—" when none is due. */
function depositCell(deposit: DepositView | undefined, money: Intl.NumberFormat): string {
  if (!deposit) return '—';
  const state = { none: 'awaiting', pending: 'pending', paid: 'paid', refunded: 'refunded' }[deposit.status];
  const at = deposit.paidAt === null ? '' : ` ${new Date(deposit.paidAt).toISOString().slice(5, 16).replace('T', ' ')}`;
  return `${state} ${money.format(deposit.amount)}${deposit.gateway ? ` ${deposit.gateway}` : ''}${at}`;
}

/** The request's status and, once decided, by whom and when (UTC): "confirmed · Dilnoza 11-23 12:05". */
function statusCell(b: {
  status: string;
  decided_by_name: string | null;
  decided_at: string | null;
  cancelled_at: string | null;
}): string {
  const at = (iso: string | null): string => (iso ? iso.slice(5, 16).replace('T', ' ') : '');
  if (b.status === 'cancelled') return `cancelled ${at(b.cancelled_at)}`.trim();
  if (b.decided_by_name) return `${b.status} · ${b.decided_by_name} ${at(b.decided_at)}`;
  return b.status;
}

function statusMark(status: string): string {
  return status === 'sent' ? 'sent' : status === 'skipped' ? 'skip' : status === 'failed' ? 'fail' : 'wait';
}

function channelLabel(row: { channel: string; kind: string }): string {
  return row.channel === 'telegram' ? 'tg' : row.kind === 'guest' ? 'guest' : 'mail';
}

/** The failed notifications of the whole store, one line per channel and reason, most frequent first. */
async function failedSummary(db: Store): Promise<string | null> {
  const groups = await failedNotifications(db);
  if (groups.length === 0) return null;
  const counted = groups.sort((a, b) => b.n - a.n);
  const total = counted.reduce((sum, g) => sum + g.n, 0);
  const lines = counted.map((g) => `  ${g.n} × ${channelLabel(g)}: ${fit(g.last_error ?? 'no reason recorded', 150)}`);
  return [
    `Failed notifications, refused for good and not retried (their bookings are stored all the same): ${total}`,
    ...lines,
  ].join('\n');
}

/** The listing `npm run bookings` prints: the table, the count line and the failed notifications. */
export async function listBookings(
  db: Store,
  limit: number | null,
  payments: PaymentsConfig | null = null,
): Promise<string> {
  const { bookings, total } = await newest(db, limit);
  if (bookings.length === 0) return 'No booking requests stored yet.';
  const notes = new Map<string, string[]>();
  for (const row of await notificationStates(
    db,
    bookings.map((b) => b.id),
  )) {
    const list = notes.get(row.booking_id) ?? [];
    list.push(`${channelLabel(row)}:${statusMark(row.status)}`);
    notes.set(row.booking_id, list);
  }
  const money = new Intl.NumberFormat('en');
  const deposits = await depositsOf(db, bookings, payments);
  const headers = [
    'Received (UTC)',
    'Reference',
    'Id',
    'Status',
    'Room',
    'Guest',
    'Phone',
    'Email',
    'Stay',
    'Nights',
    'Guests',
    'Rooms',
    'Total UZS',
    'Notified',
  ];
  const widths = [16, 9, 8, 30, 24, 28, 16, 30, 23, 6, 6, 5, 13, 30];
  // The deposit goes after the total, only when the hotel takes one (or one was taken).
  const withDeposit = <T>(row: T[], cell: T): T[] => (deposits ? [...row.slice(0, 13), cell, ...row.slice(13)] : row);
  const table = renderTable(
    withDeposit(headers, 'Deposit UZS'),
    bookings.map((b) =>
      withDeposit(
        [
          b.created_at.slice(0, 16).replace('T', ' '),
          b.reference,
          b.id.slice(0, 8),
          statusCell(b),
          `${b.room_id} ${b.room_title}`,
          b.guest_name,
          b.phone,
          b.email ?? '—',
          `${b.checkin} → ${b.checkout}`,
          String(b.nights),
          String(b.guests),
          String(b.units),
          money.format(b.total_price),
          (notes.get(b.id) ?? []).sort().join(' '),
        ],
        depositCell(deposits?.get(b.id), money),
      ),
    ),
    withDeposit(widths, 36),
  );
  const failed = await failedSummary(db);
  return [
    table,
    `${bookings.length} of ${total} booking requests, newest first. Notified: tg = Telegram, mail = hotel email, guest = guest email; wait = queued for (re)try, skip = not configured (emails then go to DATA_DIR/outbox/*.eml), fail = refused for good.`,
    ...(failed ? [failed] : []),
  ].join('\n');
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const storage = loadStorageConfig();
  if (argv[0] === 'confirm' || argv[0] === 'decline') {
    const db = await openMigratedStore(storage);
    try {
      process.stdout.write(`${await runDecision(db, argv)}\n`);
    } finally {
      await db.destroy();
    }
    return;
  }
  const options = parseArgs(argv);
  if (!storage.databaseUrl && !fs.existsSync(sqlitePath(storage.dataDir))) {
    if (options.json) {
      process.stdout.write('[]\n');
      return;
    }
    process.stdout.write(`No booking requests stored yet (no database in ${storage.dataDir}).\n`);
    return;
  }
  // The deposit as the server computes it: the same variables, checked the same way.
  const payments = readPayments();
  const db = await openMigratedStore(storage);
  try {
    process.stdout.write(
      `${options.json ? await bookingsJson(db, options, payments) : await listBookings(db, options.limit, payments)}\n`,
    );
  } finally {
    await db.destroy();
  }
}

// Run as a command; tests import listBookings without running it.
if (require.main === module) {
  main().catch((error: unknown) => {
    const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`bookings: ${message}\n`);
    process.exit(1);
  });
}
