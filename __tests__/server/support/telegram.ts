/**
 * A fake Telegram Bot API on 127.0.0.1 whose answer a test scripts per call, and Telegram's
 * flood control as such a script.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerIdleBotMethod, methodOf } from '../../../scripts/fakes/telegramBotApi';

/** A sendMessage call as the fake saw it, with what it answered. */
export interface TelegramCall {
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any JSON shape: the tests check it with expect
  body: any;
  chatId: string;
  text: string;
  /** Arrival time (Date.now()). */
  at: number;
  /** The status answered, or 'hang' for a request held open until the fixture closes. */
  status: number | 'hang';
}

export type TelegramReply = { status: number; body: unknown } | 'hang';
/** Answers the `n`-th call (0-based), knowing what it asks. */
export type TelegramScript = (call: Omit<TelegramCall, 'status'>, n: number) => TelegramReply;

export interface TelegramFixture {
  url: string;
  calls: TelegramCall[];
  /** The app's Telegram settings pointing at this fake. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export const TELEGRAM_TOKEN = '42:abc';
export const TELEGRAM_CHAT = '-1001';

export const sent = (messageId = 1): TelegramReply => ({
  status: 200,
  body: { ok: true, result: { message_id: messageId } },
});

/** A fake Telegram Bot API; by default every message is accepted. */
export async function startFakeTelegram(answer: TelegramScript = () => sent()): Promise<TelegramFixture> {
  const calls: TelegramCall[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        chat_id?: number | string;
        text?: string;
      };
      // The staff bot's own calls (getMe, getUpdates, …) are not what these tests script or count.
      if (methodOf(req.url) !== 'sendMessage') return answerIdleBotMethod(methodOf(req.url), body, res);
      const call = {
        path: req.url ?? '',
        body,
        chatId: String(body.chat_id),
        text: String(body.text ?? ''),
        at: Date.now(),
      };
      const reply = answer(call, calls.length);
      calls.push({ ...call, status: reply === 'hang' ? 'hang' : reply.status });
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    env: { TELEGRAM_BOT_TOKEN: TELEGRAM_TOKEN, TELEGRAM_CHAT_ID: TELEGRAM_CHAT, TELEGRAM_API_BASE: url },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Telegram's refusal of a message that came too soon, asking to wait `seconds`. */
export function tooManyRequests(seconds: number): TelegramReply {
  return {
    status: 429,
    body: {
      ok: false,
      error_code: 429,
      description: `Too Many Requests: retry after ${seconds}`,
      parameters: { retry_after: seconds },
    },
  };
}

/**
 * Telegram's flood control as the fake's answer: a message to a chat that comes within
 * `intervalMs` of the last one accepted for that chat gets 429 with retry_after.
 */
export function floodControlledTelegram(intervalMs = 1000): TelegramScript {
  const lastAccepted = new Map<string, number>();
  let messageId = 0;
  return ({ chatId, at }) => {
    const last = lastAccepted.get(chatId);
    if (last !== undefined && at - last < intervalMs) return tooManyRequests(Math.ceil(intervalMs / 1000));
    lastAccepted.set(chatId, at);
    messageId += 1;
    return sent(messageId);
  };
}

/** The staff chat's minute shortened to 3 s (its 20 messages, a summary gap of half a second), so a flood plays out within a test. */
export const CHAT_MINUTE_MS = 3_000;
export const FAST_CHAT_OUTBOX = {
  baseDelayMs: 150,
  pollMs: 40,
  maxDelayMs: 2_000,
  telegramIntervalMs: 20,
  telegramPerMinute: 20,
  telegramMinuteMs: CHAT_MINUTE_MS,
  summaryGapMs: 500,
};
/** The staff bot's long poll, shortened likewise. */
export const FAST_UPDATES = { pollTimeoutSeconds: 1, pollMarginMs: 1_000, leaseMs: 3_000, retryMs: 200 };

/** The most calls in any window of `ms`. */
export function busiest(times: number[], ms: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, start = 0; i < sorted.length; i += 1) {
    while (sorted[i]! - sorted[start]! >= ms) start += 1;
    most = Math.max(most, i - start + 1);
  }
  return most;
}
