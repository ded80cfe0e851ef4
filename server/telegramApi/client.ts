/**
 * The Bot API client, through grammY (HTML parse mode): send and edit the staff chat's messages.
 * A refusal or a transport failure is thrown as grammY reports it; the outbox's Telegram channel
 * (notify/telegramChannel.ts) sorts it into a retry or a refusal for good. Every call has a
 * deadline (withDeadlines), so a connection that never answers costs a call, never the bot.
 */
import { Api, GrammyError } from 'grammy';
import type { ApiClientOptions, InlineKeyboard, Transformer } from 'grammy';
import type { TelegramConfig } from '../config';

/** Used only when the caller gives no signal of its own (the outbox always does). */
const TIMEOUT_MS = 10_000;

export interface CallDeadlines {
  /** Longest any Bot API call may take but a long poll. */
  callTimeoutMs: number;
  /** A long poll (getUpdates) may take its own `timeout` plus this: Telegram answers by then even when idle. */
  pollMarginMs: number;
}

export const DEFAULT_CALL_DEADLINES: CallDeadlines = { callTimeoutMs: TIMEOUT_MS, pollMarginMs: 15_000 };

/**
 * A grammY transformer that gives every Bot API call a deadline, on top of the caller's own
 * signal: a long poll its `timeout` plus `pollMarginMs`, any other call `callTimeoutMs`. Without
 * it grammY waits 500 s, and a long poll on a connection that died upstream would stop every
 * staff press from being applied until then.
 */
export function withDeadlines(deadlines: CallDeadlines = DEFAULT_CALL_DEADLINES): Transformer {
  return async (prev, method, payload, signal) => {
    const pollSeconds = method === 'getUpdates' ? Number((payload as { timeout?: unknown }).timeout ?? 0) : 0;
    const ms = method === 'getUpdates' ? pollSeconds * 1000 + deadlines.pollMarginMs : deadlines.callTimeoutMs;
    // A timer and a controller of its own, not AbortSignal.timeout/any: Node holds those signals
    // weakly, and one collected by the GC during a long poll never fires.
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`Telegram ${method} gave no answer within ${ms} ms`)),
      ms,
    );
    const own = signal as unknown as AbortSignal | undefined;
    const follow = (): void => controller.abort(own?.reason);
    if (own?.aborted) follow();
    else own?.addEventListener('abort', follow, { once: true });
    try {
      return await prev(method, payload, grammySignal(controller.signal));
    } finally {
      clearTimeout(timer);
      own?.removeEventListener('abort', follow);
    }
  };
}

/**
 * grammY's client options for `config`: Node's own fetch (it honours the AbortSignal of each
 * call) and TELEGRAM_API_BASE as the API root, so tests talk to a fake on loopback.
 */
export function clientOptions(config: Pick<TelegramConfig, 'apiBase'>): ApiClientOptions {
  return { apiRoot: config.apiBase, fetch: globalThis.fetch as never, sensitiveLogs: false };
}

/** grammY's client for `config`, every call with its deadline. */
export function telegramApi(config: Pick<TelegramConfig, 'botToken' | 'apiBase'>): Api {
  const api = new Api(config.botToken, clientOptions(config));
  api.config.use(withDeadlines());
  return api;
}

/** grammY types its signal with the abort-controller polyfill's class; Node's own is what it gets. */
export type GrammySignal = Parameters<Api['getMe']>[0];
export function grammySignal(signal: AbortSignal): GrammySignal {
  return signal as unknown as GrammySignal;
}

export interface StaffMessage {
  html: string;
  /** Buttons under the message; none removes them (an edit). */
  keyboard?: InlineKeyboard;
}

/** Where a sent message went: its id (Telegram always gives one) and the chat's numeric id. */
export interface SentMessage {
  messageId: number | undefined;
  chatId: string;
}

/** Sends `message` to the staff chat, as a reply to `replyTo` when given. */
export function sendMessage(
  config: TelegramConfig,
  message: StaffMessage | string,
  signal?: AbortSignal,
  replyTo?: number,
): Promise<SentMessage> {
  return sendMessageTo(config, config.chatId, message, signal, replyTo);
}

/** Sends `message` to `chatId` (a guest's private chat; sendMessage is the staff chat's). */
export async function sendMessageTo(
  config: TelegramConfig,
  chatId: string,
  message: StaffMessage | string,
  signal?: AbortSignal,
  replyTo?: number,
): Promise<SentMessage> {
  const { html, keyboard } = typeof message === 'string' ? { html: message, keyboard: undefined } : message;
  const sent = await telegramApi(config).sendMessage(
    chatId,
    html,
    {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...(keyboard ? { reply_markup: keyboard } : {}),
      ...(replyTo !== undefined
        ? { reply_parameters: { message_id: replyTo, allow_sending_without_reply: true } }
        : {}),
    },
    grammySignal(signal ?? AbortSignal.timeout(TIMEOUT_MS)),
  );
  // The chat's id as Telegram answers it (an @channel name becomes its numeric id).
  return { messageId: sent.message_id, chatId: String(sent.chat?.id ?? chatId) };
}

/** The bot's @username (getMe), asked once per token and kept; a failed ask is tried again after a minute. */
const usernames = new Map<string, { username: Promise<string | undefined>; at: number }>();
const USERNAME_RETRY_MS = 60_000;

export function botUsername(config: Pick<TelegramConfig, 'botToken' | 'apiBase'>): Promise<string | undefined> {
  const key = `${config.apiBase}\u0000${config.botToken}`;
  const known = usernames.get(key);
  if (known && Date.now() - known.at < USERNAME_RETRY_MS) return known.username;
  const username = telegramApi(config)
    .getMe(grammySignal(AbortSignal.timeout(TIMEOUT_MS)))
    .then((me) => me.username)
    .catch(() => {
      // Not kept: asked again after USERNAME_RETRY_MS.
      return undefined;
    });
  const entry = { username, at: Date.now() };
  usernames.set(key, entry);
  void username.then((name) => {
    if (name !== undefined) entry.at = Infinity;
  });
  return username;
}

/**
 * Replaces the text and buttons of a message sent earlier; `unchanged` when the message already
 * showed exactly this (Telegram refuses such an edit, and it has done its job).
 */
export async function editMessage(
  config: TelegramConfig,
  chatId: string,
  messageId: number,
  message: StaffMessage,
  signal?: AbortSignal,
): Promise<'edited' | 'unchanged'> {
  try {
    await telegramApi(config).editMessageText(
      chatId,
      messageId,
      message.html,
      {
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
        reply_markup: message.keyboard ?? { inline_keyboard: [] },
      },
      grammySignal(signal ?? AbortSignal.timeout(TIMEOUT_MS)),
    );
    return 'edited';
  } catch (error) {
    if (error instanceof GrammyError && error.error_code === 400 && /not modified/i.test(error.description))
      return 'unchanged';
    throw error;
  }
}
