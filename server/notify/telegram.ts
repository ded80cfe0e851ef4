/** Telegram Bot API sendMessage, HTML parse mode, with 429 retry_after honoured. */
import type { TelegramConfig } from '../config';
import type { DeliveryResult } from './delivery';

const TIMEOUT_MS = 10_000;

interface TelegramAnswer {
  ok?: boolean;
  description?: string;
  result?: { message_id?: number };
  parameters?: { retry_after?: number };
}

function describeFetchError(error: unknown): string {
  // undici puts the socket error in `cause`; its message names the host, never the token path.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause ? String((cause as { code: unknown }).code) : undefined;
  if (error instanceof Error && error.name === 'TimeoutError') return 'Telegram request timed out';
  return `Telegram unreachable${code ? ` (${code})` : ''}`;
}

/** Sends `html` to the configured chat; null config means the channel is skipped. */
export async function sendTelegram(config: TelegramConfig | null, html: string): Promise<DeliveryResult> {
  if (!config) return { kind: 'skipped', detail: 'Telegram not configured (TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID)' };
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/bot${config.botToken}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: config.chatId, text: html, parse_mode: 'HTML', disable_web_page_preview: true }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'retry', error: describeFetchError(error) };
  }
  let answer: TelegramAnswer = {};
  try {
    answer = (await response.json()) as TelegramAnswer;
  } catch {
    // A proxy's HTML error page: keep the status only.
  }
  if (response.ok && answer.ok !== false) {
    return { kind: 'sent', detail: `telegram message ${answer.result?.message_id ?? '?'}` };
  }
  const description = typeof answer.description === 'string' ? answer.description.slice(0, 200) : '';
  if (response.status === 429) {
    const seconds = answer.parameters?.retry_after ?? Number(response.headers.get('retry-after'));
    const retryAfterMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
    return { kind: 'retry', error: `Telegram 429 ${description}`.trim(), ...(retryAfterMs ? { retryAfterMs } : {}) };
  }
  return { kind: 'retry', error: `Telegram HTTP ${response.status} ${description}`.trim() };
}
