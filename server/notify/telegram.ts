/**
 * The staff chat's Telegram messages through grammY's API client (HTML parse mode): send, edit,
 * reply. Classifies Telegram's answer: 429 is a retry after `retry_after`, 400 and 403 are
 * refusals for good (a blocked bot, a chat migrated to a supergroup, a malformed message),
 * anything else (network, timeouts, 5xx) is retried.
 */
import { Api, GrammyError, HttpError, InlineKeyboard } from 'grammy';
import type { TelegramConfig } from '../config';
import type { DeliveryResult } from './delivery';

/** Used only when the caller gives no signal of its own (the outbox always does). */
const TIMEOUT_MS = 10_000;

const NOT_CONFIGURED: DeliveryResult = { kind: 'skipped', detail: 'Telegram not configured (TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID)' };

/**
 * grammY's client for `config`: Node's own fetch (it honours the AbortSignal of each call) and
 * TELEGRAM_API_BASE as the API root, so tests talk to a fake on loopback.
 */
export function telegramApi(config: Pick<TelegramConfig, 'botToken' | 'apiBase'>): Api {
  return new Api(config.botToken, { apiRoot: config.apiBase, fetch: globalThis.fetch as never, sensitiveLogs: false });
}

/** grammY types its signal with the abort-controller polyfill's class; Node's own is what it gets. */
export type GrammySignal = Parameters<Api['getMe']>[0];
export function grammySignal(signal: AbortSignal): GrammySignal {
  return signal as unknown as GrammySignal;
}

function clean(text: string): string {
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

export interface StaffMessage {
  html: string;
  /** Buttons under the message; none removes them (an edit). */
  keyboard?: InlineKeyboard;
}

/** Sends `message` to the staff chat; null config means the channel is skipped. */
export async function sendTelegram(
  config: TelegramConfig | null,
  message: StaffMessage | string,
  signal?: AbortSignal,
  replyTo?: number,
): Promise<DeliveryResult> {
  if (!config) return NOT_CONFIGURED;
  const { html, keyboard } = typeof message === 'string' ? { html: message, keyboard: undefined } : message;
  try {
    const sent = await telegramApi(config).sendMessage(
      config.chatId,
      html,
      {
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
        ...(keyboard ? { reply_markup: keyboard } : {}),
        ...(replyTo !== undefined ? { reply_parameters: { message_id: replyTo, allow_sending_without_reply: true } } : {}),
      },
      grammySignal(signal ?? AbortSignal.timeout(TIMEOUT_MS)),
    );
    // The chat's id as Telegram answers it (an @channel name becomes its numeric id).
    const chatId = sent.chat?.id ?? config.chatId;
    return { kind: 'sent', detail: `telegram message ${sent.message_id ?? '?'}`, messageId: sent.message_id, chatId: String(chatId) };
  } catch (error) {
    return classifyTelegramError(error);
  }
}

/** Replaces the text and buttons of a message sent earlier. */
export async function editTelegram(
  config: TelegramConfig | null,
  chatId: string,
  messageId: number,
  message: StaffMessage,
  signal?: AbortSignal,
): Promise<DeliveryResult> {
  if (!config) return NOT_CONFIGURED;
  try {
    await telegramApi(config).editMessageText(
      chatId,
      messageId,
      message.html,
      { parse_mode: 'HTML', link_preview_options: { is_disabled: true }, reply_markup: message.keyboard ?? { inline_keyboard: [] } },
      grammySignal(signal ?? AbortSignal.timeout(TIMEOUT_MS)),
    );
    return { kind: 'sent', detail: `telegram message ${messageId} edited` };
  } catch (error) {
    // An edit that changes nothing (the message already shows this state) has done its job.
    if (error instanceof GrammyError && error.error_code === 400 && /not modified/i.test(error.description)) {
      return { kind: 'sent', detail: `telegram message ${messageId} already up to date` };
    }
    return classifyTelegramError(error);
  }
}
