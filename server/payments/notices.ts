/**
 * The outbox rows of a deposit's life, written in the transaction that changed it: paid (staff
 * chat and email, the guest's receipt), refund due (a paid request the guest cancelled) and
 * refunded (the gateway cancelled a paid transaction). The staff message is edited too, so that
 * it shows the deposit as it stands.
 */
import type { Transaction } from 'kysely';
import type { Config } from '../config';
import type { BookingsTable, Database, OutboxKind, PaymentsTable } from '../db';
import { queueForChat, requeueStaffEdit } from '../bookings';
import { enqueue } from '../notify';
import type { NewOutboxRow } from '../notify';

type Booking = Pick<BookingsTable, 'id' | 'email'>;
type HotelEmail = Pick<Config, 'hotelEmail'>;

/** A staff notice goes to the staff chat and to HOTEL_EMAIL. */
function toStaff(kind: (typeof STAFF_PAYMENT_KINDS)[number], config: HotelEmail): NewOutboxRow[] {
  return [
    { channel: 'telegram', kind, recipient: null },
    { channel: 'email', kind, recipient: config.hotelEmail },
  ];
}

export async function noticePaid(
  trx: Transaction<Database>,
  booking: Booking,
  config: HotelEmail,
  now: Date,
): Promise<void> {
  await enqueue(
    trx,
    booking.id,
    [
      ...toStaff('paid', config),
      // Erased guests (RETENTION_DAYS) have no address left.
      ...(booking.email ? [{ channel: 'email' as const, kind: 'receipt' as const, recipient: booking.email }] : []),
    ],
    now,
  );
  // The guest's Telegram, when a chat follows the request.
  await queueForChat(trx, booking.id, 'tg_receipt', now);
  await requeueStaffEdit(trx, booking.id, now);
}

export async function noticeRefundDue(
  trx: Transaction<Database>,
  booking: Booking,
  config: HotelEmail,
  now: Date,
): Promise<void> {
  await enqueue(trx, booking.id, toStaff('refund_due', config), now);
}

export async function noticeRefunded(
  trx: Transaction<Database>,
  booking: Booking,
  config: HotelEmail,
  now: Date,
): Promise<void> {
  await enqueue(trx, booking.id, toStaff('refunded', config), now);
  await requeueStaffEdit(trx, booking.id, now);
}

/** The staff chat's deposit notices. */
export const STAFF_PAYMENT_KINDS = ['paid', 'refund_due', 'refunded'] as const satisfies readonly OutboxKind[];

/** The transaction a deposit's message is about: the paid one, or for a refund the refunded one. */
export function noticedPayment(kind: OutboxKind, payments: readonly PaymentsTable[]): PaymentsTable | undefined {
  const state = kind === 'refunded' ? -2 : 2;
  // A refund is due for the paid transaction, or one already refunded by the time this goes.
  return (
    payments.find((p) => p.state === state) ??
    (kind === 'refund_due' ? payments.find((p) => p.state === -2) : undefined)
  );
}
