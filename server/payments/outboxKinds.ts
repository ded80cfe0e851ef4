/**
 * What payments/ adds to the outbox and to a booking's life, registered at start: the deposit's
 * messages (paid, refund due, refunded to the staff chat and HOTEL_EMAIL, the guest's receipt),
 * each naming the transaction as the booking's transactions stand when it goes; the deposit every
 * booking message shows when the hotel takes one; and, when a guest cancels a request whose
 * deposit was paid, the staff's notice that a refund is due, in the cancelling transaction.
 * Fiscal receipts (fiscal.ts, clickFiscal.ts): the guest's email with the receipt's link, and
 * Click's fiscalization, a call to Click's merchant API on the outbox's `gateway` channel.
 */
import type { BookingHooks, DepositReader } from '../bookings';
import type { Config, PaymentsConfig } from '../config';
import type { BookingsTable, PaymentsTable, Store } from '../db';
import type { MessageKinds, Subjects } from '../notify';
import { sendToChat } from '../notify';
import { deliverClickFiscal } from './clickFiscal';
import { depositStatus } from './deposit';
import { depositView } from './depositView';
import { guestFiscalReceiptEmail, guestReceiptEmail, staffPaymentEmail, staffPaymentText } from './messages';
import { noticedPayment, noticeRefundDue, STAFF_PAYMENT_KINDS } from './notices';
import { paymentsOf } from './repository';

/** The deposit a booking's messages show: with a gateway configured, as its transactions (`read`) stand; else none. */
export function depositReader(
  payments: PaymentsConfig | null,
  read: (bookingId: string) => Promise<readonly PaymentsTable[]>,
): DepositReader {
  return async (booking) => (payments ? depositView(booking, await read(booking.id), payments) : undefined);
}

export function registerPaymentMessages(
  kinds: MessageKinds,
  deps: {
    subjects: Subjects<BookingsTable>;
    hooks: BookingHooks;
    config: Pick<Config, 'telegram' | 'staffLang' | 'payments' | 'hotelEmail'>;
    db: Store;
  },
): void {
  const { subjects, hooks, config, db } = deps;

  // A paid deposit is not returned by itself: the staff are told to refund it in the gateway's cabinet.
  // A late cancellation (after the policy's free deadline) is the staff's to judge: no refund is marked due.
  hooks.onBookingCancelled(async (trx, booking, now, { late }) => {
    if (!late && depositStatus(await paymentsOf(trx, booking.id)) === 'paid')
      await noticeRefundDue(trx, booking, config, now);
  });
  // With a gateway configured every booking message shows the deposit as it stands.
  hooks.readDepositWith(depositReader(config.payments, (bookingId) => paymentsOf(db, bookingId)));

  for (const kind of STAFF_PAYMENT_KINDS) {
    kinds.register<BookingsTable>(kind, {
      subjects,
      email: async (_row, booking) => {
        const payment = noticedPayment(kind, await paymentsOf(db, booking.id));
        return payment ? staffPaymentEmail(kind, booking, payment, config.staffLang) : `no transaction for ${kind}`;
      },
      telegram: async (_row, booking, signal) => {
        const payment = noticedPayment(kind, await paymentsOf(db, booking.id));
        if (!payment) return { kind: 'skipped', detail: `no transaction for ${kind}` };
        // Money matters: said under the request's message when it has one, else on its own.
        const staffMessageId = booking.staff_message_id === null ? undefined : Number(booking.staff_message_id);
        return sendToChat(
          config.telegram,
          staffPaymentText(kind, booking, payment, config.staffLang),
          signal,
          staffMessageId,
        );
      },
      lane: 'notice',
    });
  }

  kinds.register<BookingsTable>('receipt', {
    subjects,
    email: async (_row, booking) => {
      const payments = await paymentsOf(db, booking.id);
      const payment = noticedPayment('paid', payments) ?? noticedPayment('refunded', payments);
      return payment ? guestReceiptEmail(booking, payment) : 'no paid transaction';
    },
  });

  kinds.register<BookingsTable>('fiscal_receipt', {
    subjects,
    email: async (_row, booking) => {
      const payment = (await paymentsOf(db, booking.id)).find(
        (p) => (p.state === 2 || p.state === -2) && p.receipt_url,
      );
      return payment?.receipt_url
        ? guestFiscalReceiptEmail(booking, { ...payment, receipt_url: payment.receipt_url })
        : 'no fiscal receipt address';
    },
  });

  kinds.register<BookingsTable>('click_fiscal', {
    subjects,
    gateway: (row, booking, signal) => deliverClickFiscal(db, booking, config.payments, row.attempts, signal),
  });
}
