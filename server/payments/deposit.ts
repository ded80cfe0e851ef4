/**
 * The deposit of a booking: how much (DEPOSIT: the first night of the booked rooms, or a share
 * of the total), where it stands (from its gateway transactions), whether it may be paid now and
 * the gateways' checkout addresses. Computed from the stored booking only: a gateway's amount is
 * checked against this, never taken.
 */
import type { DepositStatus, Lang, PaymentAnswer } from '../../src/domain/booking';
import { LANGS } from '../../src/domain/booking';
import type { DepositRule, PaymentsConfig } from '../config';
import type { BookingsTable, PaymentsTable } from '../db';
import { siteLink } from '../siteLink';

/** The first night's price of one room, as stored with the booking (its night prices); undefined before they were kept. */
function storedFirstNight(nightPrices: string | null | undefined): number | undefined {
  if (!nightPrices) return undefined;
  const nights = JSON.parse(nightPrices) as Array<{ price: number }>;
  return nights[0]?.price;
}

/**
 * Whole so'm. The first night: its stored price (seasons may price nights differently) times
 * the rooms taken; for a request stored before night prices were kept, the stored total over
 * its nights. Either is what the guest saw when booking (a later price change does not move
 * it). A share: rounded to the nearest so'm, at least 1.
 */
export function depositAmount(
  booking: Pick<BookingsTable, 'total_price' | 'nights'> & Partial<Pick<BookingsTable, 'units' | 'night_prices'>>,
  rule: DepositRule,
): number {
  const first = storedFirstNight(booking.night_prices);
  if (rule.kind === 'first_night' && first !== undefined) return first * (booking.units ?? 1);
  if (rule.kind === 'first_night') return Math.round(booking.total_price / Math.max(1, booking.nights));
  return Math.max(1, Math.round((booking.total_price * rule.percent) / 100));
}

/** Payme's amounts are tiyin (1 so'm = 100 tiyin). */
export function toTiyin(som: number): number {
  return som * 100;
}

/**
 * Where the deposit stands, from the booking's transactions of every gateway. A refunded deposit
 * may be paid again: a payment in progress after a refund shows as pending.
 */
export function depositStatus(payments: readonly Pick<PaymentsTable, 'state'>[]): DepositStatus {
  if (payments.some((p) => p.state === 2)) return 'paid';
  if (payments.some((p) => p.state === 1)) return 'pending';
  if (payments.some((p) => p.state === -2)) return 'refunded';
  return 'none';
}

/** Why a booking's deposit cannot be paid now, or null when it can: confirmed, not cancelled or declined, not paid (a refunded one may be paid again). */
export function notPayableBecause(
  booking: Pick<BookingsTable, 'status'>,
  payments: readonly Pick<PaymentsTable, 'state'>[],
): 'not_confirmed' | 'cancelled' | 'declined' | 'paid' | null {
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status === 'declined') return 'declined';
  if (booking.status !== 'confirmed') return 'not_confirmed';
  return depositStatus(payments) === 'paid' ? 'paid' : null;
}

function langOf(booking: Pick<BookingsTable, 'lang'>): Lang {
  return (LANGS as readonly string[]).includes(booking.lang) ? (booking.lang as Lang) : 'uz';
}

/** The address a gateway sends the guest back to: "My requests" in the guest's language. */
export function returnAddress(booking: Pick<BookingsTable, 'lang'>): string {
  return siteLink('/my-requests', langOf(booking));
}

/** Payme's checkout by GET: base64 of `m=…;ac.booking=…;a=<tiyin>;l=…;c=<return>` after the checkout URL. */
export function paymeLink(
  config: NonNullable<PaymentsConfig['payme']>,
  booking: Pick<BookingsTable, 'reference' | 'lang'>,
  amount: number,
): string {
  const params = [
    `m=${config.merchantId}`,
    `ac.booking=${booking.reference}`,
    `a=${toTiyin(amount)}`,
    `l=${langOf(booking)}`,
    `c=${returnAddress(booking)}`,
  ];
  return `${config.checkoutUrl}/${Buffer.from(params.join(';'), 'utf8').toString('base64')}`;
}

/** Click's payment page: service, merchant, amount in so'm, the booking as transaction_param, the return address. */
export function clickLink(
  config: NonNullable<PaymentsConfig['click']>,
  booking: Pick<BookingsTable, 'reference' | 'lang'>,
  amount: number,
): string {
  const query = new URLSearchParams({
    service_id: config.serviceId,
    merchant_id: config.merchantId,
    amount: String(amount),
    transaction_param: booking.reference,
    return_url: returnAddress(booking),
  });
  return `${config.checkoutUrl}?${query.toString()}`;
}

/**
 * The status route's `payment`: undefined when no gateway is configured, or while the request was
 * never confirmed and has no transaction (nothing to pay yet). Links only while it may be paid.
 */
export function paymentAnswer(
  booking: BookingsTable,
  payments: readonly Pick<PaymentsTable, 'state' | 'receipt_url'>[],
  config: PaymentsConfig | null,
): PaymentAnswer | undefined {
  if (config === null) return undefined;
  if (booking.status !== 'confirmed' && payments.length === 0) return undefined;
  const amount = depositAmount(booking, config.deposit);
  const links: PaymentAnswer['links'] = {};
  if (notPayableBecause(booking, payments) === null) {
    if (config.payme) links.payme = paymeLink(config.payme, booking, amount);
    if (config.click) links.click = clickLink(config.click, booking, amount);
  }
  // The fiscal receipt of the payment (also once refunded: the payment happened), when its address is known.
  const receiptUrl = payments.find((p) => (p.state === 2 || p.state === -2) && p.receipt_url)?.receipt_url;
  return { status: depositStatus(payments), amount, links, ...(receiptUrl ? { receiptUrl } : {}) };
}
