/**
 * What other modules add to a booking's life, registered at start (payments/outboxKinds.ts), so
 * that bookings/ imports none of them: work done in the cancelling transaction (a paid deposit's
 * refund notice), and the deposit a booking's messages show. One set per server (app.ts).
 */
import type { Transaction } from 'kysely';
import type { PaymentAnswer } from '../../src/domain/booking';
import type { BookingsTable, Database, PaymentGateway } from '../db';

/** A booking's deposit as the messages and `npm run bookings` show it (payments/depositView.ts builds it). */
export interface DepositView extends PaymentAnswer {
  /** The gateway of the paid (or refunded) transaction, else of the one in progress; null when none. */
  gateway: PaymentGateway | null;
  /** When the deposit was paid (ms since 1970), also once refunded; null before. */
  paidAt: number | null;
  /**
   * What the deposit rule asks of the booking as it stands (whole so'm), which `amount` is not
   * once a deposit was paid (what moved); absent with no gateway configured. A changed stay's
   * messages state the two (bookings/change.ts).
   */
  due?: number;
}

/** Runs in the transaction that cancelled `booking`, after its own messages were queued. */
export type CancelledHandler = (
  trx: Transaction<Database>,
  booking: BookingsTable,
  now: Date,
  /** late: after the cancellation policy's free deadline (a paid deposit is then not marked for refund). */
  info: { late: boolean },
) => Promise<void>;
/** Runs in the transaction that erased `booking`'s personal data (the row as it is after erasure). */
export type ErasedHandler = (trx: Transaction<Database>, booking: BookingsTable, now: Date) => Promise<void>;
/** The deposit to show in a booking's messages as it stands now, or undefined for none. */
export type DepositReader = (booking: BookingsTable) => Promise<DepositView | undefined>;

export class BookingHooks {
  private readonly cancelled: CancelledHandler[] = [];
  private readonly erased: ErasedHandler[] = [];
  private depositReader: DepositReader | undefined;

  /** `handler` runs in every guest cancellation's transaction, in the order registered. */
  onBookingCancelled(handler: CancelledHandler): void {
    this.cancelled.push(handler);
  }

  /** The cancellation's transaction calls this once the booking is cancelled. */
  async bookingCancelled(
    trx: Transaction<Database>,
    booking: BookingsTable,
    now: Date,
    info: { late: boolean } = { late: false },
  ): Promise<void> {
    for (const handler of this.cancelled) await handler(trx, booking, now, info);
  }

  /**
   * `handler` runs in every erasure's transaction (by the guest, staff or the retention purge), in
   * the order registered: a module that keeps personal data of its own about a booking (a
   * guest's linked Telegram chat) forgets it here.
   */
  onBookingErased(handler: ErasedHandler): void {
    this.erased.push(handler);
  }

  /** The erasure's transaction calls this once the booking's own data is erased. */
  async bookingErased(trx: Transaction<Database>, booking: BookingsTable, now: Date): Promise<void> {
    for (const handler of this.erased) await handler(trx, booking, now);
  }

  /** Where a booking's messages read its deposit (one reader). */
  readDepositWith(reader: DepositReader): void {
    if (this.depositReader) throw new Error('bookings: a deposit reader is already registered');
    this.depositReader = reader;
  }

  /** The deposit a booking's message shows; none without a reader. */
  async deposit(booking: BookingsTable): Promise<DepositView | undefined> {
    return this.depositReader ? this.depositReader(booking) : undefined;
  }
}
