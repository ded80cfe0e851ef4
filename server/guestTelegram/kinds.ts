/**
 * The guest's Telegram messages as outbox kinds (registered at start like outboxKinds.ts): each
 * goes to the chat linked to its request when it is sent (none any more: skipped), built from
 * the booking as it is then, in the guest's language, at the pace of the guest lane (one message
 * at a time per chat, Telegram's 429 honoured; notify/outbox.ts). The reminder also has an email.
 */
import type { Config } from '../config';
import type { BookingsTable, Store } from '../db';
import type { DeliveryResult, MessageKinds, Subjects } from '../notify';
import { classifyTelegramError, TELEGRAM_NOT_CONFIGURED } from '../notify';
import { sendMessageTo } from '../telegramApi';
import type { StaffMessage } from '../telegramApi';
import {
  cancelMessage,
  changedMessage,
  decisionMessage,
  hotelMessage,
  receiptMessage,
  reminderEmail,
  reminderMessage,
} from './messages';
import { arrivalDayStarts, linkedChat } from '../bookings';
import type { BookingHooks } from '../bookings';

type Render = (booking: BookingsTable) => Promise<StaffMessage | string>;

export function registerGuestChatMessages(
  kinds: MessageKinds,
  deps: {
    subjects: Subjects<BookingsTable>;
    hooks: BookingHooks;
    config: Pick<Config, 'telegram'>;
    db: Store;
    /** The reminder's clock (tests move it). */
    clock?: () => Date;
  },
): void {
  const { subjects, hooks, config, db } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** Sends what `render` builds to the request's linked chat, or says why nothing went. */
  const toChat =
    (render: Render) =>
    async (_row: unknown, booking: BookingsTable, signal: AbortSignal): Promise<DeliveryResult> => {
      if (!config.telegram) return TELEGRAM_NOT_CONFIGURED;
      const chat = await linkedChat(db, booking.id);
      if (chat === undefined) return { kind: 'skipped', detail: 'no chat linked any more' };
      const message = await render(booking);
      if (typeof message === 'string') return { kind: 'skipped', detail: message };
      try {
        const sent = await sendMessageTo(config.telegram, chat, message, signal);
        return { kind: 'sent', detail: `telegram message ${sent.messageId ?? '?'} to the guest's chat` };
      } catch (error) {
        return classifyTelegramError(error);
      }
    };

  kinds.register<BookingsTable>('tg_decision', {
    subjects,
    telegram: toChat(async (booking) =>
      booking.status === 'confirmed' || booking.status === 'declined'
        ? decisionMessage(booking, await hooks.deposit(booking))
        : `request ${booking.status} before the answer was sent`,
    ),
    lane: 'guest',
  });

  kinds.register<BookingsTable>('tg_message', {
    subjects,
    telegram: toChat(async (booking) => hotelMessage(booking) ?? 'no message to send'),
    lane: 'guest',
  });

  kinds.register<BookingsTable>('tg_receipt', {
    subjects,
    telegram: toChat(async (booking) => {
      const deposit = await hooks.deposit(booking);
      return deposit && (deposit.status === 'paid' || deposit.paidAt !== null)
        ? receiptMessage(booking, deposit)
        : 'no paid deposit';
    }),
    lane: 'guest',
  });

  kinds.register<BookingsTable>('tg_cancel', {
    subjects,
    telegram: toChat(async (booking) => cancelMessage(booking, false)),
    lane: 'guest',
  });

  kinds.register<BookingsTable>('tg_hotel_cancel', {
    subjects,
    telegram: toChat(async (booking) => cancelMessage(booking, true)),
    lane: 'guest',
  });

  // Staff changed the stay (bookings/change.ts): one row per request, queued again per change.
  kinds.register<BookingsTable>('tg_changed', {
    subjects,
    telegram: toChat(async (booking) => changedMessage(booking, await hooks.deposit(booking))),
    lane: 'guest',
  });

  /** A reminder goes only for a stay still confirmed whose arrival day has not begun. */
  const reminderObsolete = (booking: BookingsTable): string | null => {
    if (booking.status !== 'confirmed') return `request ${booking.status} before the reminder`;
    if (clock() >= arrivalDayStarts(booking.checkin)) return 'the arrival day has begun';
    return null;
  };

  kinds.register<BookingsTable>('reminder', {
    subjects,
    telegram: toChat(async (booking) => reminderObsolete(booking) ?? reminderMessage(booking)),
    email: async (_row, booking) => reminderObsolete(booking) ?? reminderEmail(booking),
    lane: 'guest',
  });
}
