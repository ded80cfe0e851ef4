/**
 * How the outbox renders the guest's emails about a booking, registered at start: the request
 * received, the decision, the cancellation, the staff console's message, the hotel's
 * cancellation and a change of the stay. Each is built from the booking as it is when it goes, with its deposit when the
 * hotel takes one (read through BookingHooks, which payments/ fills).
 */
import type { CancellationPolicy } from '../../src/domain/rates';
import type { Config } from '../config';
import { DEFAULT_GUEST_EMAILS_PER_DAY } from '../config';
import type { BookingsTable, Store } from '../db';
import type { MessageKinds, Subjects } from '../notify';
import type { BookingHooks } from '../bookings';
import { loadPolicy } from '../terms';
import { guestEmailBudget } from './budget';
import {
  guestCancelEmail,
  guestChangedEmail,
  guestDecisionEmail,
  guestEmail,
  guestHotelCancelEmail,
  guestHotelMessage,
} from './messages';

export type GuestEmailsConfig = Pick<Config, 'payments'> &
  Partial<Pick<Config, 'guestEmailsPerHour' | 'guestEmailsPerDay'>>;

/** Registers the guest's email kinds: guest, decision, guest_cancel, message, hotel_cancel, changed. */
export function registerGuestEmails(
  kinds: MessageKinds,
  deps: {
    subjects: Subjects<BookingsTable>;
    hooks: BookingHooks;
    config: GuestEmailsConfig;
    db: Store;
    /** The owner's cancellation policy as it stands (the store's, by default). */
    policy?: () => Promise<CancellationPolicy | null>;
  },
): void {
  const { subjects, hooks, config } = deps;
  const policy = deps.policy ?? (() => loadPolicy(deps.db));

  kinds.register<BookingsTable>('guest', {
    subjects,
    // Strangers can type any address: the hourly budgets hold these back (guestEmailBudget.ts).
    ...(config.guestEmailsPerHour === undefined
      ? {}
      : {
          admit: guestEmailBudget(deps.db, {
            perHour: config.guestEmailsPerHour,
            perDay: config.guestEmailsPerDay ?? DEFAULT_GUEST_EMAILS_PER_DAY,
          }),
        }),
    // The owner's cancellation policy as it stands when the email goes (none set: the email as before).
    email: async (_row, booking) => guestEmail(booking, config.payments !== null, await policy()),
  });

  kinds.register<BookingsTable>('decision', {
    subjects,
    email: async (_row, booking) => {
      const deposit = await hooks.deposit(booking);
      // Cancelled before the answer went out: the guest already knows it is off.
      return booking.status === 'confirmed' || booking.status === 'declined'
        ? guestDecisionEmail(booking, deposit, await policy())
        : `request ${booking.status} before the answer was sent`;
    },
  });

  kinds.register<BookingsTable>('guest_cancel', {
    subjects,
    email: async (_row, booking) => guestCancelEmail(booking),
  });

  // The staff console's words to the guest (stay.ts): one row per request, queued again per message.
  kinds.register<BookingsTable>('message', {
    subjects,
    email: async (_row, booking) => guestHotelMessage(booking),
  });

  kinds.register<BookingsTable>('hotel_cancel', {
    subjects,
    email: async (_row, booking) => guestHotelCancelEmail(booking),
  });

  // Staff changed the stay (bookings/change.ts): one row per request, queued again per change.
  kinds.register<BookingsTable>('changed', {
    subjects,
    email: async (_row, booking) => guestChangedEmail(booking, await hooks.deposit(booking)),
  });
}
