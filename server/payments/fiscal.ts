/**
 * Fiscal receipts of the deposit (docs/fiscal-receipts.md). A payment taken online needs an
 * electronic fiscal receipt; both gateways register it with the tax office from the items we
 * declare: Payme reads them from CheckPerformTransaction's `detail` and reports the receipt back
 * through SetFiscalData; Click takes them through its merchant API after Complete
 * (clickFiscal.ts). The items are built here from the stored booking and the deposit's amount, so
 * that their prices times counts are exactly the amount charged. Once a payment's receipt address
 * is known it is stored on the transaction (`payments.receipt_url`), the guest is emailed a link
 * and the staff message is brought up to date.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { roomName } from '../../src/domain/roomNames';
import type { DepositRule, FiscalConfig } from '../config';
import { lockBooking, requeueStaffEdit, findBookings } from '../bookings';
import type { Queryable } from '../bookings';
import type { BookingsTable, Database, FiscalReceiptsTable, FiscalReceiptType, PaymentsTable } from '../db';
import { requeue } from '../notify';
import { depositAmount, toTiyin } from './deposit';
import { findPayment } from './repository';

/** One receipt item as Payme's `detail.items` carries it: `price` in tiyin per unit, `count` units. */
export interface ReceiptItem {
  title: string;
  price: number;
  count: number;
  code: string;
  package_code: string;
  vat_percent: number;
}

/** What the deposit pays for, as the tax office reads it (Uzbek, Latin): the service, the room kind, what part of the stay. */
function itemTitle(
  booking: Pick<BookingsTable, 'room_id' | 'units' | 'nights'>,
  rule: DepositRule,
  roomsInTitle: boolean,
): string {
  const rooms = roomsInTitle && booking.units > 1 ? `${booking.units} ta ` : '';
  const what = rule.kind === 'first_night' ? '1-kecha' : `${booking.nights} kecha, ${rule.percent}% oldindan toʻlov`;
  return `Mehmonxona xizmati: ${rooms}${roomName(booking.room_id, 'uz')}, ${what}`;
}

/**
 * The receipt's items for a booking's deposit of `amount` so'm: one item per booked room kind (a
 * request books one kind, `units` rooms of it). The item's unit price times its count must be the
 * amount exactly, to the tiyin: when the amount divides evenly by the rooms (a first night of
 * rooms at one price always does), the count is the rooms and the price one room's share; when it
 * does not (a percentage of a total that leaves a remainder, or a first night averaged over
 * nights of different seasonal prices), one item of count 1 carries the whole amount and its
 * title names the rooms, rather than prices that round and no longer add up.
 */
export function receiptItems(
  booking: Pick<BookingsTable, 'room_id' | 'units' | 'nights'>,
  amount: number,
  rule: DepositRule,
  fiscal: FiscalConfig,
): ReceiptItem[] {
  const tiyin = toTiyin(amount);
  const units = Math.max(1, booking.units);
  const even = tiyin % units === 0;
  const count = even ? units : 1;
  return [
    {
      title: itemTitle(booking, rule, !even),
      price: tiyin / count,
      count,
      code: fiscal.ikpu,
      package_code: fiscal.packageCode,
      vat_percent: fiscal.vatPercent,
    },
  ];
}

/** Payme's CheckPerformTransaction `detail`: a sale receipt (type 0) of the deposit's items. */
export function paymeDetail(
  booking: BookingsTable,
  rule: DepositRule,
  fiscal: FiscalConfig,
): { receipt_type: 0; items: ReceiptItem[] } {
  return { receipt_type: 0, items: receiptItems(booking, depositAmount(booking, rule), rule, fiscal) };
}

/** A receipt address we may show a guest: https (http only to this machine: a test's fake), at most 512 characters. */
export function isReceiptUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 512) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/.test(url.hostname);
}

export function findReceipt(
  db: Queryable,
  paymentId: string,
  type: FiscalReceiptType,
): Promise<FiscalReceiptsTable | undefined> {
  return db
    .selectFrom('fiscal_receipts')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('type', '=', type)
    .executeTakeFirst();
}

/** A booking's receipts (tests and the CLI). */
export function receiptsOf(db: Queryable, bookingId: string): Promise<FiscalReceiptsTable[]> {
  return db
    .selectFrom('fiscal_receipts')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .execute();
}

export type ReceiptFields = Partial<
  Omit<FiscalReceiptsTable, 'id' | 'payment_id' | 'booking_id' | 'gateway' | 'type' | 'created_at' | 'updated_at'>
>;

/** Creates or updates a transaction's receipt of `type` with `fields`. */
export async function saveReceipt(
  trx: Transaction<Database>,
  payment: Pick<PaymentsTable, 'id' | 'booking_id' | 'gateway'>,
  type: FiscalReceiptType,
  fields: ReceiptFields,
  now: Date,
): Promise<void> {
  const iso = now.toISOString();
  const existing = await findReceipt(trx, payment.id, type);
  if (existing) {
    await trx
      .updateTable('fiscal_receipts')
      .set({ ...fields, updated_at: iso })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  await trx
    .insertInto('fiscal_receipts')
    .values({
      id: randomUUID(),
      payment_id: payment.id,
      booking_id: payment.booking_id,
      gateway: payment.gateway,
      type,
      receipt_id: null,
      status_code: null,
      message: null,
      terminal_id: null,
      fiscal_sign: null,
      qr_code_url: null,
      fiscal_date: null,
      items: null,
      submitted_at: null,
      gateway_answer: null,
      ...fields,
      created_at: iso,
      updated_at: iso,
    })
    .execute();
}

/**
 * A payment's receipt address is known: stored on the transaction (once: the first address
 * stays), the guest emailed a link (when an address is left) and the staff message edited to
 * show it. In the caller's transaction, with the receipt itself.
 */
export async function receiptAddressKnown(
  trx: Transaction<Database>,
  payment: Pick<PaymentsTable, 'id' | 'booking_id'>,
  url: string,
  now: Date,
): Promise<void> {
  const updated = await trx
    .updateTable('payments')
    .set({ receipt_url: url })
    .where('id', '=', payment.id)
    .where('receipt_url', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return;
  const [booking] = await findBookings(trx, [payment.booking_id]);
  if (!booking) return;
  // Requeued, not added once: a deposit paid again after a refund has a receipt of its own.
  if (booking.email)
    await requeue(trx, booking.id, { channel: 'email', kind: 'fiscal_receipt', recipient: booking.email }, now);
  await requeueStaffEdit(trx, booking.id, now);
}

/** Why a SetFiscalData call is refused, in Payme's terms (payme.ts maps them to its error codes). */
export type FiscalRefusal = 'invalid' | 'unknownTransaction' | 'cannotPerform';

export type SetFiscalDataOutcome = { transactionId: string | null; bookingId: string | null } & (
  { result: { success: true } } | { refusal: FiscalRefusal }
);

type Params = Record<string, unknown>;

function isObject(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An optional text field (a number is taken as its digits: Payme's examples send receipt_id as one); undefined when malformed. */
function text(value: unknown, max: number): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== 'string' || value.length > max) return undefined;
  return value;
}

/** SetFiscalData's fiscal_data, checked: null when a field is of the wrong kind. */
function fiscalFields(data: unknown): ReceiptFields | null {
  if (!isObject(data)) return null;
  const status = data.status_code;
  if (typeof status !== 'number' || !Number.isSafeInteger(status)) return null;
  const fields = {
    receipt_id: text(data.receipt_id, 64),
    message: text(data.message, 500),
    terminal_id: text(data.terminal_id, 64),
    fiscal_sign: text(data.fiscal_sign, 64),
    fiscal_date: text(data.date, 64),
    qr_code_url: text(data.qr_code_url, 512),
  };
  if (Object.values(fields).some((value) => value === undefined)) return null;
  if (fields.qr_code_url !== null && !isReceiptUrl(fields.qr_code_url)) return null;
  // An accepted receipt (status 0) is what the guest gets a link to: it must carry its address.
  if (status === 0 && fields.qr_code_url === null) return null;
  return { ...(fields as Record<keyof typeof fields, string | null>), status_code: status };
}

/**
 * Payme's SetFiscalData: the fiscal data of a transaction's receipt (`type` PERFORM for the
 * payment, CANCEL for its refund), stored once per transaction and type. A repeat answers the
 * same; a receipt already accepted (status 0) is kept, one not accepted yet is replaced by the
 * newer report. The transaction must have been performed (and for CANCEL, refunded).
 */
export async function setFiscalData(
  trx: Transaction<Database>,
  params: Params,
  now: Date,
): Promise<SetFiscalDataOutcome> {
  const id = params.id;
  const type = params.type;
  if (typeof id !== 'string' || id.length === 0 || id.length > 64)
    return { transactionId: null, bookingId: null, refusal: 'invalid' };
  const outcome = { transactionId: id, bookingId: null as string | null };
  const fields = fiscalFields(params.fiscal_data);
  if ((type !== 'PERFORM' && type !== 'CANCEL') || fields === null) return { ...outcome, refusal: 'invalid' };
  const found = await findPayment(trx, 'payme', id);
  if (!found) return { ...outcome, refusal: 'unknownTransaction' };
  outcome.bookingId = found.booking_id;
  await lockBooking(trx, found.booking_id);
  const payment = (await findPayment(trx, 'payme', id)) ?? found;
  const performed = payment.state === 2 || payment.state === -2;
  if (!performed || (type === 'CANCEL' && payment.state !== -2)) return { ...outcome, refusal: 'cannotPerform' };
  const stored = await findReceipt(trx, payment.id, type);
  if (!(stored && stored.status_code === 0)) await saveReceipt(trx, payment, type, fields, now);
  if (type === 'PERFORM' && fields.status_code === 0 && fields.qr_code_url)
    await receiptAddressKnown(trx, payment, stored?.qr_code_url ?? fields.qr_code_url, now);
  return { ...outcome, result: { success: true } };
}
