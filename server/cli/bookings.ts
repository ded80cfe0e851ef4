/**
 * `npm run bookings` — the stored booking requests as a terminal table, newest first, for staff
 * without Telegram. Reads the same DATA_DIR / DATABASE_URL as the server and works while the
 * server is stopped (SQLite in WAL mode also allows reading while it runs).
 *
 * Options: --limit N (default 50), --all. Failed notifications are marked `fail` and summed up
 * by reason below the table.
 */
import fs from 'node:fs';
import { ConfigError, loadStorageConfig } from '../config';
import { openMigratedStore, sqlitePath } from '../db/database';
import type { Store } from '../db/database';

interface Options {
  limit: number | null;
}

function parseArgs(argv: string[]): Options {
  let limit: number | null = 50;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--all') limit = null;
    else if (arg === '--limit' || arg?.startsWith('--limit=')) {
      const value = arg === '--limit' ? argv[(i += 1)] : arg.slice('--limit='.length);
      if (!value || !/^\d+$/.test(value) || Number(value) < 1) throw new Error('--limit needs a positive whole number');
      limit = Number(value);
    } else if (arg === '--help' || arg === '-h') {
      process.stdout.write('Usage: npm run bookings [-- --limit N | --all]\n');
      process.exit(0);
    } else {
      throw new Error(`Unknown option ${arg ?? ''}`);
    }
  }
  return { limit };
}

/** Display width of a string: wide (CJK, emoji) characters take two columns. */
function width(text: string): number {
  let columns = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x300 && code < 0x370)) continue;
    columns += code >= 0x1100 && (code <= 0x115f || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xfe30 && code <= 0xfe4f) || (code >= 0xff00 && code <= 0xff60) || (code >= 0x1f300 && code <= 0x1faff)) ? 2 : 1;
  }
  return columns;
}

function fit(text: string, max: number): string {
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  if (width(clean) <= max) return clean;
  let out = '';
  for (const char of clean) {
    if (width(out + char) > max - 1) break;
    out += char;
  }
  return `${out}…`;
}

/** Renders rows as a box-drawn table. */
export function renderTable(headers: string[], rows: string[][], maxWidths: number[] = []): string {
  const cells = rows.map((row) => row.map((cell, i) => fit(cell, maxWidths[i] ?? 40)));
  // A loop, not Math.max(...column): spreading tens of thousands of rows overflows the stack.
  const widths = headers.map((header, i) => cells.reduce((max, row) => Math.max(max, width(row[i] ?? '')), width(header)));
  const line = (left: string, mid: string, right: string): string => left + widths.map((w) => '─'.repeat(w + 2)).join(mid) + right;
  const render = (row: string[]): string => `│${row.map((cell, i) => ` ${cell}${' '.repeat((widths[i] ?? 0) - width(cell))} `).join('│')}│`;
  return [line('┌', '┬', '┐'), render(headers), line('├', '┼', '┤'), ...cells.map(render), line('└', '┴', '┘')].join('\n');
}

function statusMark(status: string): string {
  return status === 'sent' ? 'sent' : status === 'skipped' ? 'skip' : status === 'failed' ? 'fail' : 'wait';
}

function channelLabel(row: { channel: string; kind: string }): string {
  return row.channel === 'telegram' ? 'tg' : row.kind === 'guest' ? 'guest' : 'mail';
}

/** Booking ids per outbox query: well under SQLite's 32,766 variables (and PostgreSQL's 65,535). */
const IDS_PER_QUERY = 500;

/** The failed notifications of the whole store, one line per channel and reason, most frequent first. */
async function failedSummary(db: Store): Promise<string | null> {
  const groups = await db
    .selectFrom('outbox')
    .select((eb) => ['channel', 'kind', 'last_error', eb.fn.countAll().as('n')])
    .where('status', '=', 'failed')
    .groupBy(['channel', 'kind', 'last_error'])
    .execute();
  if (groups.length === 0) return null;
  const counted = groups.map((g) => ({ ...g, n: Number(g.n) })).sort((a, b) => b.n - a.n);
  const total = counted.reduce((sum, g) => sum + g.n, 0);
  const lines = counted.map((g) => `  ${g.n} × ${channelLabel(g)}: ${fit(g.last_error ?? 'no reason recorded', 150)}`);
  return [`Failed notifications, refused for good and not retried (their bookings are stored all the same): ${total}`, ...lines].join('\n');
}

/** The listing `npm run bookings` prints: the table, the count line and the failed notifications. */
export async function listBookings(db: Store, limit: number | null): Promise<string> {
  let query = db.selectFrom('bookings').selectAll().orderBy('created_at', 'desc');
  if (limit !== null) query = query.limit(limit);
  const bookings = await query.execute();
  if (bookings.length === 0) return 'No booking requests stored yet.';
  const notes = new Map<string, string[]>();
  for (let start = 0; start < bookings.length; start += IDS_PER_QUERY) {
    const ids = bookings.slice(start, start + IDS_PER_QUERY).map((b) => b.id);
    const outbox = await db.selectFrom('outbox').select(['booking_id', 'channel', 'kind', 'status']).where('booking_id', 'in', ids).execute();
    for (const row of outbox) {
      const list = notes.get(row.booking_id) ?? [];
      list.push(`${channelLabel(row)}:${statusMark(row.status)}`);
      notes.set(row.booking_id, list);
    }
  }
  const money = new Intl.NumberFormat('en');
  const table = renderTable(
    ['Received (UTC)', 'Id', 'Room', 'Guest', 'Phone', 'Email', 'Stay', 'Nights', 'Guests', 'Total UZS', 'Notified'],
    bookings.map((b) => [
      b.created_at.slice(0, 16).replace('T', ' '),
      b.id.slice(0, 8),
      `${b.room_id} ${b.room_title}`,
      b.guest_name,
      b.phone,
      b.email ?? '—',
      `${b.checkin} → ${b.checkout}`,
      String(b.nights),
      String(b.guests),
      money.format(b.total_price),
      (notes.get(b.id) ?? []).sort().join(' '),
    ]),
    [16, 8, 24, 28, 16, 30, 23, 6, 6, 13, 30],
  );
  const total = await db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const failed = await failedSummary(db);
  return [
    table,
    `${bookings.length} of ${Number(total.n)} booking requests, newest first. Notified: tg = Telegram, mail = hotel email, guest = guest email; wait = queued for (re)try, skip = not configured (emails then go to DATA_DIR/outbox/*.eml), fail = refused for good.`,
    ...(failed ? [failed] : []),
  ].join('\n');
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const storage = loadStorageConfig();
  if (!storage.databaseUrl && !fs.existsSync(sqlitePath(storage.dataDir))) {
    process.stdout.write(`No booking requests stored yet (no database in ${storage.dataDir}).\n`);
    return;
  }
  const db = await openMigratedStore(storage);
  try {
    process.stdout.write(`${await listBookings(db, options.limit)}\n`);
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
