/**
 * Telegram Bot API sendMessage, HTML parse mode. Classifies Telegram's answer: 429 is a retry
 * after `retry_after`, 400 and 403 are refusals for good (a blocked bot, a chat migrated to a
 * supergroup, a malformed message), anything else (network, timeouts, 5xx) is retried.
 */
import type { TelegramConfig } from '../config';
import type { DeliveryResult } from './delivery';

/** Used only when the caller gives no signal of its own (the outbox always does). */
const TIMEOUT_MS = 10_000;

interface TelegramAnswer {
  ok?: boolean;
  description?: string;
  result?: { message_id?: number };
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

function describeFetchError(error: unknown): string {
  // undici puts the socket error in `cause`; its message names the host, never the token path.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause ? String((cause as { code: unknown }).code) : undefined;
  if (error instanceof Error && error.name === 'TimeoutError') return 'Telegram request timed out';
  if (error instanceof Error && error.name === 'AbortError') return 'Telegram request aborted';
  return `Telegram unreachable${code ? ` (${code})` : ''}`;
}

/** Sends `html` to the configured chat; null config means the channel is skipped. */
export async function sendTelegram(config: TelegramConfig | null, html: string, signal?: AbortSignal): Promise<DeliveryResult> {
  if (!config) return { kind: 'skipped', detail: 'Telegram not configured (TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID)' };
  let response: Response;
  let answer: TelegramAnswer = {};
  try {
    response = await fetch(`${config.apiBase}/bot${config.botToken}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: config.chatId, text: html, parse_mode: 'HTML', disable_web_page_preview: true }),
      signal: signal ?? AbortSignal.timeout(TIMEOUT_MS),
    });
    try {
      answer = (await response.json()) as TelegramAnswer;
    } catch {
      // A proxy's HTML error page, or the body cut off: keep the status only.
    }
  } catch (error) {
    return { kind: 'retry', error: describeFetchError(error) };
  }
  if (response.ok && answer.ok !== false) {
    return { kind: 'sent', detail: `telegram message ${answer.result?.message_id ?? '?'}` };
  }
  const description = typeof answer.description === 'string' ? answer.description.replace(/[\u0000-\u001f]/g, ' ').slice(0, 200) : '';
  if (response.status === 429) {
    const seconds = answer.parameters?.retry_after ?? Number(response.headers.get('retry-after'));
    const retryAfterMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
    return { kind: 'retry', error: `Telegram 429 ${description}`.trim(), ...(retryAfterMs ? { retryAfterMs } : {}) };
  }
  const migratedTo = answer.parameters?.migrate_to_chat_id;
  if (response.status === 400 && migratedTo !== undefined) {
    // The group became a supergroup with a new id: every message to the old id is refused.
    return {
      kind: 'failed',
      error: 'Telegram 400 chat migrated to a supergroup: set TELEGRAM_CHAT_ID to its new id',
      detail: `new chat id ${String(migratedTo).slice(0, 32)}`,
    };
  }
  if (response.status === 400 || response.status === 403) {
    return { kind: 'failed', error: `Telegram ${response.status} ${description}`.trim() };
  }
  return { kind: 'retry', error: `Telegram HTTP ${response.status} ${description}`.trim() };
}
