/**
 * The outbox's Telegram channel: helpers that turn a call of telegramApi/'s client into a
 * delivery result for the kinds that send to the staff chat. Telegram's answer is sorted: 429 is
 * a retry after `retry_after`, 400 and 403 are refusals for good (a blocked bot, a chat migrated
 * to a supergroup, a malformed message), anything else (network, timeouts, 5xx) is retried.
 */
import { GrammyError, HttpError } from 'grammy';
import type { TelegramConfig } from '../config';
import { sendMessage } from '../telegramApi';
import type { SentMessage, StaffMessage } from '../telegramApi';
import type { DeliveryResult } from './delivery';

/** A Telegram row with no bot or chat configured: recorded as skipped. */
export const TELEGRAM_NOT_CONFIGURED: DeliveryResult = {
  kind: 'skipped',
  detail: 'Telegram not configured (TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID)',
};

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
      return {
        kind: 'retry',
        error: `Telegram 429 ${description}`.trim(),
        ...(seconds && seconds > 0 ? { retryAfterMs: seconds * 1000 } : {}),
      };
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
    if (error.error_code === 400 || error.error_code === 403)
      return { kind: 'failed', error: `Telegram ${error.error_code} ${description}`.trim() };
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
export async function sent(sending: Promise<SentMessage>): Promise<DeliveryResult> {
  try {
    const { messageId, chatId } = await sending;
    return { kind: 'sent', detail: `telegram message ${messageId ?? '?'}`, messageId, chatId };
  } catch (error) {
    return classifyTelegramError(error);
  }
}

/** Sends `message` to the staff chat (under message `replyTo` when given), or skips without Telegram. */
export async function sendToChat(
  telegram: TelegramConfig | null,
  message: StaffMessage | string,
  signal: AbortSignal,
  replyTo?: number,
): Promise<DeliveryResult> {
  return telegram ? sent(sendMessage(telegram, message, signal, replyTo)) : TELEGRAM_NOT_CONFIGURED;
}
