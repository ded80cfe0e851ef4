/**
 * How the guest bot answers, so that no answer is lost to Telegram's flood control (a 429):
 *
 * - An answer about a request (the summary /start links with, a request's summary that /status or
 *   its Status button asks for) is an outbox row (kinds `tg_linked`, `tg_status`, the chat that
 *   asked as its recipient), written in the transaction of what it answers: it goes through the
 *   guest lane like the rest of the guest's Telegram, one message at a time per chat at the
 *   pacer's pace, a 429's `retry_after` honoured (every chat waits it) and retried with the
 *   outbox's back-off, and still there after a restart. It is built when it goes, from the request
 *   as it is then, and goes only while that chat still follows the request (/stop drops it).
 * - An answer about no request (a refusal, "you follow nothing", /stop's) has no row to live in:
 *   it is tried again in the handler after a 429's `retry_after` (at most REPLY_ATTEMPTS tries,
 *   waiting at most MAX_RETRY_AFTER_S each). The handler is awaited before the update's offset
 *   is stored, so a server that stops while it waits gets the update again and answers it then.
 */
import { GrammyError } from 'grammy';
import type { Context } from 'grammy';
import type { Transaction } from 'kysely';
import type { Config } from '../config';
import type { BookingsTable, Database, Store } from '../db';
import { chatFollows } from './links';
import { GUEST_CHAT_TEXTS } from './texts';
import { guestLang } from '../bookings';
import { requestSummary } from './messages';
import type { MessageKinds, Subjects } from '../notify';
import { requeue, classifyTelegramError, TELEGRAM_NOT_CONFIGURED } from '../notify';
import { grammySignal, sendMessageTo } from '../telegramApi';
import type { StaffMessage } from '../telegramApi';

/** The bot's answers that are outbox rows. */
export type BotReplyKind = 'tg_linked' | 'tg_status';

/**
 * Queues (again) the answer `kind` about `bookingId` to `chatId`, in the caller's transaction;
 * `now` orders the answers of one ask (the outbox sends a chat's rows in due order).
 */
export function queueBotReply(
  trx: Transaction<Database>,
  kind: BotReplyKind,
  bookingId: string,
  chatId: string,
  now: Date,
): Promise<void> {
  return requeue(trx, bookingId, { channel: 'telegram', kind, recipient: chatId }, now);
}

/** Registers the bot's answers as outbox kinds of the guest lane. */
export function registerBotReplies(
  kinds: MessageKinds,
  deps: { subjects: Subjects<BookingsTable>; config: Pick<Config, 'telegram'>; db: Store },
): void {
  const { subjects, config, db } = deps;
  const toAsker =
    (render: (booking: BookingsTable) => StaffMessage) =>
    async (row: { recipient: string | null }, booking: BookingsTable, signal: AbortSignal) => {
      if (!config.telegram) return TELEGRAM_NOT_CONFIGURED;
      const chat = row.recipient;
      // Unlinked (/stop), or linked to another chat since: this chat may not read it any more.
      if (chat === null || !(await chatFollows(db, chat, booking.id)))
        return { kind: 'skipped' as const, detail: 'the chat follows the request no more' };
      try {
        const sent = await sendMessageTo(config.telegram, chat, render(booking), signal);
        return { kind: 'sent' as const, detail: `telegram message ${sent.messageId ?? '?'} to the guest's chat` };
      } catch (error) {
        return classifyTelegramError(error);
      }
    };
  kinds.register<BookingsTable>('tg_linked', {
    subjects,
    // The request's own language (the site's), not the Telegram app's.
    telegram: toAsker((booking) => requestSummary(booking, GUEST_CHAT_TEXTS[guestLang(booking)].linked)),
    lane: 'guest',
  });
  kinds.register<BookingsTable>('tg_status', {
    subjects,
    telegram: toAsker((booking) => requestSummary(booking)),
    lane: 'guest',
  });
}

/** Tries of an answer about no request; the waits between them are Telegram's retry_after. */
export const REPLY_ATTEMPTS = 3;
/** The longest retry_after the handler waits (an update waits behind it); longer: the answer is given up and logged. */
export const MAX_RETRY_AFTER_S = 10;
const CALL_TIMEOUT_MS = 10_000;

/** Telegram's retry_after (seconds) when `error` is its flood control's 429, else undefined. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof GrammyError) || error.error_code !== 429) return undefined;
  return error.parameters.retry_after ?? 1;
}

/**
 * Answers in the chat of `ctx` with plain text about no request, tried again after a 429's
 * retry_after; another failure (or a wait too long) is thrown, as a reply's failure was.
 */
export async function replyRetried(
  ctx: Context,
  text: string,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ctx.reply(text, undefined, grammySignal(AbortSignal.timeout(CALL_TIMEOUT_MS)));
      return;
    } catch (error) {
      const seconds = retryAfterOf(error);
      if (seconds === undefined || seconds > MAX_RETRY_AFTER_S || attempt >= REPLY_ATTEMPTS) throw error;
      await wait(seconds * 1000);
    }
  }
}
