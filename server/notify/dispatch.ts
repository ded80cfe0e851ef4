/**
 * What one outbox row sends, by channel and kind; built from the booking (and its deposit's
 * transactions) as it is at delivery time, so a message that waited shows the current state.
 */
import type { Config } from '../config';
import type { BookingsTable, OutboxTable, PaymentsTable } from '../db/schema';
import { depositView } from '../payments/depositView';
import type { DepositView } from '../payments/depositView';
import { guestReceiptEmail, staffPaymentEmail } from '../payments/messages';
import { noticedPayment } from '../payments/notices';
import type { DeliveryResult } from './delivery';
import type { Mailer } from './email';
import { guestCancelEmail, guestDecisionEmail, guestEmail, guestHotelCancelEmail, guestHotelMessage, staffCancelEmail, staffEmail } from './messages';
import type { EmailContent } from './messages';
import { deliverTelegram } from './telegramChannel';

type Row = Pick<OutboxTable, 'channel' | 'kind' | 'recipient'>;

/** The site's origin and port give the staff message its console link (none without them). */
export type DispatchConfig = Pick<Config, 'telegram' | 'staffLang' | 'payments'> & Partial<Pick<Config, 'siteOrigin' | 'port'>>;

function emailContent(row: Row, booking: BookingsTable, config: DispatchConfig, deposit: DepositView | undefined, payments: readonly PaymentsTable[]): EmailContent | string {
  const { staffLang } = config;
  switch (row.kind) {
    case 'paid':
    case 'refund_due':
    case 'refunded': {
      const payment = noticedPayment(row.kind, payments);
      return payment ? staffPaymentEmail(row.kind, booking, payment, staffLang) : `no transaction for ${row.kind}`;
    }
    case 'receipt': {
      const payment = noticedPayment('paid', payments) ?? noticedPayment('refunded', payments);
      return payment ? guestReceiptEmail(booking, payment) : 'no paid transaction';
    }
    case 'staff':
      return staffEmail(booking, staffLang, deposit);
    case 'guest':
      return guestEmail(booking, config.payments !== null);
    case 'decision':
      // Cancelled before the answer went out: the guest already knows it is off.
      return booking.status === 'confirmed' || booking.status === 'declined' ? guestDecisionEmail(booking, deposit) : `request ${booking.status} before the answer was sent`;
    case 'cancel':
      return staffCancelEmail(booking, staffLang, deposit);
    case 'guest_cancel':
      return guestCancelEmail(booking);
    case 'message':
      return guestHotelMessage(booking);
    case 'hotel_cancel':
      return guestHotelCancelEmail(booking);
    default:
      return `no email for ${row.kind}`;
  }
}

/**
 * Delivers one row; the outbox records the result. `payments` are the booking's deposit
 * transactions (paymentsOf): the deposit notices name one, and every message shows the deposit
 * when the hotel takes one.
 */
export async function dispatch(
  row: Row,
  booking: BookingsTable,
  config: DispatchConfig,
  mailer: Mailer,
  signal: AbortSignal,
  payments: readonly PaymentsTable[] = [],
): Promise<DeliveryResult> {
  const deposit = config.payments ? depositView(booking, payments, config.payments) : undefined;
  if (row.channel === 'telegram') return deliverTelegram(row, booking, config, signal, payments, deposit);
  // Rows queued before HOTEL_EMAIL had a default carry no recipient.
  if (!row.recipient) return { kind: 'skipped', detail: 'no recipient' };
  const content = emailContent(row, booking, config, deposit, payments);
  if (typeof content === 'string') return { kind: 'skipped', detail: content };
  return mailer.send({ ...content, to: row.recipient, fileName: `${booking.id}-${row.kind}` }, signal);
}
