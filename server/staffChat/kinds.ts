/**
 * How the outbox renders and delivers the staff's messages about a booking, registered at start:
 * the Telegram message (with its buttons), its edits, its follow-up after a flood summary, the
 * summary and its edit, the cancel notice, and the same message by email. Each is built from the
 * booking as it is when it goes, with its deposit when the hotel takes one (read through
 * BookingHooks, which payments/ fills).
 */
import type { Transaction } from 'kysely';
import type { Config } from '../config';
import type { BookingsTable, Database, Store } from '../db';
import type { DeliveryResult, Outcome, OutboxRow, MessageKinds, Subjects } from '../notify';
import { enqueue, classifyTelegramError, sendToChat, TELEGRAM_NOT_CONFIGURED } from '../notify';
import { editMessage, sendMessage } from '../telegramApi';
import type { BookingHooks } from '../bookings';
import { bookingsInSummary, recordStaffMessage, recordSummaryMessage } from '../bookings';
import { staffCancelEmail, staffEmail } from './email';
import { followUpObsolete, SUMMARY_MAX, summaryEntries } from './followUp';
import { cancelNotice, staffMessage } from './message';
import { staffSummary } from './summary';
import type { SummaryEntry } from './summary';

export type StaffMessagesConfig = Pick<Config, 'telegram' | 'staffLang'> & Partial<Pick<Config, 'staffMessageDetail'>>;

/** Sends the summary of `entries` (followUp.ts) to the staff chat. */
export async function deliverSummary(
  entries: readonly SummaryEntry[],
  config: Pick<Config, 'telegram' | 'staffLang'> & Partial<Pick<Config, 'staffMessageDetail'>>,
  signal: AbortSignal,
): Promise<DeliveryResult> {
  if (!config.telegram) return TELEGRAM_NOT_CONFIGURED;
  try {
    const text = staffSummary(entries, config.staffLang, config.staffMessageDetail ?? 'full');
    const { messageId, chatId } = await sendMessage(config.telegram, text, signal);
    return { kind: 'sent', detail: `in the summary, telegram message ${messageId ?? '?'}`, messageId, chatId };
  } catch (error) {
    return classifyTelegramError(error);
  }
}

/** The staff message went out: remember where, so that decisions and cancellations edit it. */
async function recordWhereSent(trx: Transaction<Database>, row: OutboxRow, outcome: Outcome): Promise<void> {
  if (outcome.kind === 'sent' && row.channel === 'telegram' && outcome.messageId !== undefined) {
    await recordStaffMessage(trx, row.booking_id, outcome.chatId ?? null, String(outcome.messageId));
  }
  // Told in a flood summary: which one, so that erasing the request edits it too.
  if (outcome.kind === 'summarised' && outcome.messageId !== undefined && outcome.chatId !== undefined) {
    await recordSummaryMessage(trx, row.booking_id, outcome.chatId, String(outcome.messageId));
  }
}

/** Registers the staff's kinds: staff, staff_followup, staff_edit, summary_edit, cancel. */
export function registerStaffMessages(
  kinds: MessageKinds,
  deps: {
    subjects: Subjects<BookingsTable>;
    hooks: BookingHooks;
    config: StaffMessagesConfig;
    db: Store;
    /** The request's page in the staff console, linked from the staff message (none without it). */
    consolePage?: (reference: string) => string;
  },
): void {
  const { subjects, hooks, config, consolePage } = deps;
  const { staffLang } = config;
  const staffMessageOf = async (booking: BookingsTable) =>
    staffMessage(
      booking,
      staffLang,
      await hooks.deposit(booking),
      consolePage?.(booking.reference),
      config.staffMessageDetail ?? 'full',
    );
  const staffMessageIdOf = (booking: BookingsTable): number | null =>
    booking.staff_message_id === null ? null : Number(booking.staff_message_id);

  kinds.register<BookingsTable>('staff', {
    subjects,
    email: async (_row, booking) => staffEmail(booking, staffLang, await hooks.deposit(booking)),
    telegram: async (_row, booking, signal) => sendToChat(config.telegram, await staffMessageOf(booking), signal),
    lane: 'new',
    summary: {
      max: SUMMARY_MAX,
      prepare: async (bookings, now) => {
        const entries = await summaryEntries(deps.db, bookings, now);
        return {
          followUps: new Set(entries.filter((entry) => entry.flood === null).map((entry) => entry.booking.id)),
          send: (signal) => deliverSummary(entries, config, signal),
        };
      },
    },
    recorded: async (trx, row, outcome, doneIso) => {
      // The request's own message, with its buttons, once the chat has room (followUp.ts).
      if (outcome.kind === 'summarised' && outcome.followUp) {
        await enqueue(
          trx,
          row.booking_id,
          [{ channel: 'telegram', kind: 'staff_followup', recipient: null }],
          new Date(doneIso),
        );
      }
      await recordWhereSent(trx, row, outcome);
    },
  });

  kinds.register<BookingsTable>('staff_followup', {
    subjects,
    telegram: async (_row, booking, signal) => {
      const obsolete = followUpObsolete(booking);
      if (obsolete !== null) return { kind: 'skipped', detail: obsolete };
      // Its phone number or address may have flooded since its summary went (a summary made early
      // in a flood, on a busy server, saw only its first requests): then it stays a summary line.
      const [entry] = await summaryEntries(deps.db, [booking], new Date());
      if (entry?.flood)
        return {
          kind: 'skipped',
          detail: `its ${entry.flood.by === 'phone' ? 'phone number' : 'address'} has flooded since its summary`,
        };
      return sendToChat(config.telegram, await staffMessageOf(booking), signal);
    },
    lane: 'followup',
    recorded: (trx, row, outcome) => recordWhereSent(trx, row, outcome),
  });

  kinds.register<BookingsTable>('staff_edit', {
    subjects,
    telegram: async (_row, booking, signal) => {
      const staffMessageId = staffMessageIdOf(booking);
      // Not sent yet (or Telegram was off then): when it goes, it shows the current state anyway.
      if (staffMessageId === null || booking.staff_chat_id === null)
        return { kind: 'skipped', detail: 'no staff message to edit' };
      const message = await staffMessageOf(booking);
      if (!config.telegram) return TELEGRAM_NOT_CONFIGURED;
      try {
        const edit = await editMessage(config.telegram, booking.staff_chat_id, staffMessageId, message, signal);
        return {
          kind: 'sent',
          detail: `telegram message ${staffMessageId} ${edit === 'edited' ? 'edited' : 'already up to date'}`,
        };
      } catch (error) {
        return classifyTelegramError(error);
      }
    },
    lane: 'notice',
  });

  // A flood summary shown again once a request of it was erased: the erased one without name or phone.
  kinds.register<BookingsTable>('summary_edit', {
    subjects,
    telegram: async (_row, first, signal) => {
      const chat = first.summary_chat_id ?? null;
      const message = first.summary_message_id ?? null;
      if (chat === null || message === null) return { kind: 'skipped', detail: 'no summary to edit' };
      if (!config.telegram) return TELEGRAM_NOT_CONFIGURED;
      const told = await bookingsInSummary(deps.db, chat, message);
      // Grouped as when it went (its requests' last hour), by what is left of them.
      const sentAt = new Date(Date.parse(told.at(-1)?.created_at ?? first.created_at));
      const entries = await summaryEntries(deps.db, told, sentAt);
      try {
        const text = staffSummary(entries, staffLang, config.staffMessageDetail ?? 'full');
        const edit = await editMessage(config.telegram, chat, Number(message), { html: text }, signal);
        return { kind: 'sent', detail: `summary ${message} ${edit === 'edited' ? 'edited' : 'already up to date'}` };
      } catch (error) {
        return classifyTelegramError(error);
      }
    },
    lane: 'notice',
  });

  kinds.register<BookingsTable>('cancel', {
    subjects,
    email: async (_row, booking) => staffCancelEmail(booking, staffLang, await hooks.deposit(booking)),
    telegram: async (_row, booking, signal) => {
      if (!config.telegram) return TELEGRAM_NOT_CONFIGURED;
      const staffMessageId = staffMessageIdOf(booking);
      // No message of its own to reply under: the request was only in a summary (the staff email
      // says it was cancelled), or its message has yet to go and will show the cancellation. So a
      // flood of bookings cancelled one by one never reaches the chat as notices.
      if (staffMessageId === null) return { kind: 'skipped', detail: 'no staff message to reply under' };
      return sendToChat(config.telegram, cancelNotice(booking, staffLang), signal, staffMessageId);
    },
    lane: 'notice',
  });
}
