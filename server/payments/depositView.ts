/**
 * A booking's deposit as the messages and `npm run bookings` show it: the status answer's
 * amount, state and checkout links, plus which gateway took the money and when. Pure: the caller
 * reads the booking's transactions (paymentsOf) and hands them in, so the renderers stay pure.
 */
import type { PaymentAnswer } from '../../src/domain/booking';
import type { DepositView } from '../bookings';
import type { PaymentsConfig } from '../config';
import type { BookingsTable, PaymentsTable } from '../db';
import { depositStatus, paymentAnswer } from './deposit';

/** Declared where the messages that show it live; payments/ builds it. */
export type { DepositView } from '../bookings';

/** The paid (or refunded) transaction's fiscal receipt address, as the status answer carries it. */
function receiptOf(payments: readonly Pick<PaymentsTable, 'state' | 'receipt_url'>[]): { receiptUrl?: string } {
  const url = payments.find((p) => (p.state === 2 || p.state === -2) && p.receipt_url)?.receipt_url;
  return url ? { receiptUrl: url } : {};
}

type Transaction = Pick<PaymentsTable, 'gateway' | 'amount' | 'state' | 'perform_time' | 'receipt_url'>;

/**
 * The deposit to show, or undefined when there is none to speak of: no gateway configured and no
 * transaction stored, or a request never confirmed. A transaction stored before the gateways were
 * switched off is still shown (money moved), with no links.
 */
export function depositView(
  booking: BookingsTable,
  payments: readonly Transaction[],
  config: PaymentsConfig | null,
): DepositView | undefined {
  const answer: PaymentAnswer | undefined = config
    ? paymentAnswer(booking, payments, config)
    : payments.length > 0
      ? {
          status: depositStatus(payments),
          amount: Number(payments[payments.length - 1]?.amount),
          links: {},
          ...receiptOf(payments),
        }
      : undefined;
  if (!answer) return undefined;
  const paid = payments.find((p) => p.state === 2) ?? payments.find((p) => p.state === -2);
  const open = payments.find((p) => p.state === 1);
  const taken = paid ?? open;
  return {
    ...answer,
    // What moved is what the gateway paid, whatever the rule says today.
    amount: paid ? Number(paid.amount) : answer.amount,
    // What the rule asks of the booking as it stands (a changed stay's may differ from what was paid).
    ...(config ? { due: answer.amount } : {}),
    gateway: taken?.gateway ?? null,
    paidAt: paid?.perform_time === null || paid?.perform_time === undefined ? null : Number(paid.perform_time),
  };
}
