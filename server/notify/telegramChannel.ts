/**
 * The outbox's Telegram channel: a thin adapter from an outbox row to telegram/'s client. It
 * picks the message for the row's kind and sorts Telegram's answer into a delivery result: 429 is
 * a retry after `retry_after`, 400 and 403 are refusals for good (a blocked bot, a chat migrated
 * to a supergroup, a malformed message), anything else (network, timeouts, 5xx) is retried.
 */
import { GrammyError, HttpError } from 'grammy';
import type { Config } from '../config';
import type { BookingsTable, OutboxTable, PaymentsTable } from '../db/schema';
import { staffPaymentText } from '../payments/messages';
import { noticedPayment } from '../payments/notices';
import type { DepositView } from '../payments/depositView';
import { editMessage, sendMessage } from '../telegram/client';
import type { SentMessage } from '../telegram/client';
import { requestPage } from '../staff/origin';
import { cancelNotice, staffMessage } from '../telegram/staffMessage';
import { staffSummary } from '../telegram/staffSummary';
import type { SummaryEntry } from '../telegram/staffSummary';
import type { DeliveryResult } from './delivery';
import { followUpObsolete } from './staffChat';

type Row = Pick<OutboxTable, 'kind'>;

const NOT_CONFIGURED: DeliveryResult = { kind: 'skipped', detail: 'Telegram not configured (TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID)' };

function clean(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is cleaned out
  return text.replace(/[\u0000-\u001f]/g, ' ').slice(0, 200);
}

/** Telegram's refusal or a transport failure, as a delivery result; never names the token. */
export function classifyTelegramError(error: unknown): DeliveryResult {
  if (error instanceof GrammyError) {
    const description = clean(error.description ?? '');
    if (error.error_code === 429) {
      const seconds = error.parameters?.retry_after;
      return { kind: 'retry', error: `Telegram 429 ${description}`.trim(), ...(seconds && seconds > 0 ? { retryAfterMs: seconds * 1000 } : {}) };
    }
    const migratedTo = error.parameters?.migrate_to_chat_id;
    if (error.error_code === 400 && migratedTo !== undefined) {
      // The group became a supergroup with a new id: every message to the old id is refused.
      return {
        kind: 'failed',
        error: 'Telegram 400 chat migrated to a supergroup: set TELEGRAM_CHAT_ID to its new id',
        detail: `new chat id ${String(migratedTo).slice(0, 32)}`,
      };
    }
    if (error.error_code === 400 || error.error_code === 403) return { kind: 'failed', error: `Telegram ${error.error_code} ${description}`.trim() };
    return { kind: 'retry', error: `Telegram HTTP ${error.error_code} ${description}`.trim() };
  }
  // HttpError wraps the fetch failure; undici puts the socket error in `cause`.
  const inner = error instanceof HttpError ? error.error : error;
  // Duck-typed: errors made by Node's fetch may come from another realm (jest's vm), where
  // instanceof Error is false.
  const failure = inner as { name?: unknown; cause?: { code?: unknown } } | undefined;
  if (failure?.name === 'TimeoutError') return { kind: 'retry', error: 'Telegram request timed out' };
  if (failure?.name === 'AbortError') return { kind: 'retry', error: 'Telegram request aborted' };
  const code = typeof failure?.cause?.code === 'string' ? failure.cause.code : undefined;
  return { kind: 'retry', error: `Telegram unreachable${code ? ` (${code})` : ''}` };
}

/** A sent message as a delivery result: where it went, so that it can be edited later. */
async function sent(sending: Promise<SentMessage>): Promise<DeliveryResult> {
  try {
    const { messageId, chatId } = await sending;
    return { kind: 'sent', detail: `telegram message ${messageId ?? '?'}`, messageId, chatId };
  } catch (error) {
    return classifyTelegramError(error);
  }
}

/** Sends the summary of `entries` (staffChat.ts) to the staff chat. */
export async function deliverSummary(entries: readonly SummaryEntry[], config: Pick<Config, 'telegram' | 'staffLang'>, signal: AbortSignal): Promise<DeliveryResult> {
  if (!config.telegram) return NOT_CONFIGURED;
  try {
    const { messageId } = await sendMessage(config.telegram, staffSummary(entries, config.staffLang), signal);
    return { kind: 'sent', detail: `in the summary, telegram message ${messageId ?? '?'}` };
  } catch (error) {
    return classifyTelegramError(error);
  }
}

/**
 * Delivers one Telegram row: the staff message (also as the follow-up of a summary), its edit to
 * the current state (the deposit's too), or the cancel notice.
 */
export async function deliverTelegram(
  row: Row,
  booking: BookingsTable,
  config: Pick<Config, 'telegram' | 'staffLang'> & Partial<Pick<Config, 'siteOrigin' | 'port'>>,
  signal: AbortSignal,
  payments: readonly PaymentsTable[] = [],
  deposit?: DepositView,
): Promise<DeliveryResult> {
  const { telegram, staffLang } = config;
  const staffMessageId = booking.staff_message_id === null ? null : Number(booking.staff_message_id);
  const consoleUrl = config.port === undefined ? undefined : requestPage({ siteOrigin: config.siteOrigin ?? null, port: config.port }, booking.reference);
  switch (row.kind) {
    case 'staff': {
      const message = staffMessage(booking, staffLang, deposit, consoleUrl);
      return telegram ? sent(sendMessage(telegram, message, signal)) : NOT_CONFIGURED;
    }
    case 'staff_followup': {
      const obsolete = followUpObsolete(booking);
      if (obsolete !== null) return { kind: 'skipped', detail: obsolete };
      const message = staffMessage(booking, staffLang, deposit, consoleUrl);
      return telegram ? sent(sendMessage(telegram, message, signal)) : NOT_CONFIGURED;
    }
    case 'staff_edit': {
      // Not sent yet (or Telegram was off then): when it goes, it shows the current state anyway.
      if (staffMessageId === null || booking.staff_chat_id === null) return { kind: 'skipped', detail: 'no staff message to edit' };
      const message = staffMessage(booking, staffLang, deposit, consoleUrl);
      if (!telegram) return NOT_CONFIGURED;
      try {
        const edit = await editMessage(telegram, booking.staff_chat_id, staffMessageId, message, signal);
        return { kind: 'sent', detail: `telegram message ${staffMessageId} ${edit === 'edited' ? 'edited' : 'already up to date'}` };
      } catch (error) {
        return classifyTelegramError(error);
      }
    }
    case 'cancel': {
      if (!telegram) return NOT_CONFIGURED;
      // No message of its own to reply under: the request was only in a summary (the staff email
      // says it was cancelled), or its message has yet to go and will show the cancellation. So a
      // flood of bookings cancelled one by one never reaches the chat as notices.
      if (staffMessageId === null) return { kind: 'skipped', detail: 'no staff message to reply under' };
      return sent(sendMessage(telegram, cancelNotice(booking, staffLang), signal, staffMessageId));
    }
    case 'paid':
    case 'refund_due':
    case 'refunded': {
      const payment = noticedPayment(row.kind, payments);
      if (!payment) return { kind: 'skipped', detail: `no transaction for ${row.kind}` };
      if (!telegram) return NOT_CONFIGURED;
      // Money matters: said under the request's message when it has one, else on its own.
      return sent(sendMessage(telegram, staffPaymentText(row.kind, booking, payment, staffLang), signal, staffMessageId ?? undefined));
    }
    default:
      return { kind: 'skipped', detail: `no Telegram message for ${row.kind}` };
  }
}
