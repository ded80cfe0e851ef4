/**
 * A fake Telegram Bot API on 127.0.0.1 for the staff loop, shared by the server tests
 * (__tests__/server/support/) and bench/staff-press.js: it records every call by method,
 * answers sendMessage with growing message ids, and serves getUpdates with real long polling
 * (held until an update is pushed or the call's timeout passes) and Telegram's offset rule.
 * `press()` queues a button press as Telegram would deliver it, in the staff group or in a guest's
 * private chat; `message()` a text (a command, `/start <code>` with its payload) from a private chat
 * or a group, with the user's language_code. getMe answers FAKE_BOT. Faults: `hangPolls(n)` makes the
 * next n getUpdates calls hang for good (a connection that died upstream), `setDown(true)` cuts
 * every other call's connection (Telegram unreachable) until `setDown(false)`, and
 * `floodControl(n, seconds, chat?)` answers the next n sendMessage calls (to that chat, or any) as
 * Telegram's flood control does: 429 with `parameters.retry_after`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerResponse } from 'node:http';

export interface BotCall {
  method: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any JSON shape: the tests check it with expect
  body: any;
  at: number;
  /** 429 for a call flood control refused (nothing was sent); absent for the rest. */
  status?: 429;
}

export interface Press {
  data: string;
  /** The chat the pressed message is in. */
  chatId: number;
  fromId: number;
  firstName?: string;
  messageId?: number;
  /** The chat's type: a staff group (the default) or a guest's private chat (chatId = the user's id). */
  chatType?: 'supergroup' | 'private';
  languageCode?: string;
}

/** A text message to the bot, as a private chat (chatId = the user's id) or a group sees it. */
export interface IncomingMessage {
  text: string;
  fromId: number;
  firstName?: string;
  /** private (the default) or group. */
  chatType?: 'private' | 'group';
  /** The group's id; a private chat's id is the user's. */
  chatId?: number;
  /** The user's Telegram language (IETF tag, as Telegram sends it: `ru`, `en`, `uz`). */
  languageCode?: string;
}

export interface FakeBotApi {
  url: string;
  calls: BotCall[];
  /** The calls of one method, in order. */
  of(method: string): BotCall[];
  /** Queues a callback_query update; returns its update_id. */
  press(press: Press): number;
  /** Queues a message update (a command such as /login); returns its update_id. */
  message(message: IncomingMessage): number;
  /** Every update served so far, by update_id (a replay shows up as the same id twice). */
  served: number[];
  /** The most getUpdates calls held open at one time (two pollers of one bot would make it 2). */
  maxConcurrentPolls(): number;
  /** The next `count` getUpdates calls are taken and never answered, even when a press comes. */
  hangPolls(count: number): void;
  /** getUpdates calls hanging now. */
  hanging(): number;
  /** While down, every call but getUpdates has its connection cut without an answer. */
  setDown(down: boolean): void;
  /** The next `count` sendMessage calls get 429 Too Many Requests with `parameters.retry_after` = `seconds`. */
  floodControl(count: number, seconds: number, chatId?: number): void;
  /** The sendMessage calls that were sent (not refused by flood control), in order. */
  delivered(): BotCall[];
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The bot's identity, as getMe answers it. */
export const FAKE_BOT = {
  id: 4242,
  is_bot: true,
  first_name: 'Hotel bot',
  username: 'hotel_test_bot',
  can_join_groups: true,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
};

/**
 * Answers every method but sendMessage the way an idle Telegram does: no updates (getUpdates is
 * held for its timeout), true for the rest. For the older fakes that script sendMessage only.
 */
export function answerIdleBotMethod(method: string, body: Record<string, unknown>, res: ServerResponse): void {
  if (method === 'getMe') return json(res, 200, { ok: true, result: FAKE_BOT });
  if (method === 'getUpdates') {
    const timer = setTimeout(
      () => json(res, 200, { ok: true, result: [] }),
      Math.max(0, Number(body.timeout ?? 0)) * 1000,
    );
    res.on('close', () => clearTimeout(timer));
    return;
  }
  return json(res, 200, { ok: true, result: true });
}

/** The method a Bot API path names: /bot<token>/<method>. */
export function methodOf(path: string | undefined): string {
  return (path ?? '').split('?')[0]!.split('/').pop() ?? '';
}

export async function startFakeBotApi(): Promise<FakeBotApi> {
  const calls: BotCall[] = [];
  const served: number[] = [];
  const updates: Array<{ update_id: number; callback_query?: unknown; message?: unknown }> = [];
  const waiting = new Set<() => void>();
  let nextUpdate = 1;
  let polls = 0;
  let maxPolls = 0;
  let nextMessage = 100;
  let toHang = 0;
  let hanging = 0;
  let down = false;
  let toRefuse = 0;
  let retryAfter = 1;
  /** The chat flood control refuses in; any chat when undefined. */
  let refuseIn: number | undefined;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = methodOf(req.url);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      const refused =
        method === 'sendMessage' && toRefuse > 0 && (refuseIn === undefined || Number(body.chat_id) === refuseIn);
      calls.push({ method, body, at: Date.now(), ...(refused ? { status: 429 as const } : {}) });
      if (method === 'getUpdates' && toHang > 0) {
        toHang -= 1;
        hanging += 1;
        res.on('close', () => (hanging -= 1));
        return;
      }
      if (down && method !== 'getUpdates') {
        req.socket.destroy();
        return;
      }
      if (refused) {
        toRefuse -= 1;
        // Telegram's own answer to a message over its flood limit.
        return json(res, 429, {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${retryAfter}`,
          parameters: { retry_after: retryAfter },
        });
      }
      if (method === 'sendMessage') {
        nextMessage += 1;
        return json(res, 200, {
          ok: true,
          result: {
            message_id: nextMessage,
            date: 0,
            // A user's id (positive) is their private chat; groups have negative ids.
            chat: { id: Number(body.chat_id), type: Number(body.chat_id) > 0 ? 'private' : 'supergroup' },
            text: body.text,
          },
        });
      }
      if (method !== 'getUpdates') return answerIdleBotMethod(method, body, res);
      // Telegram's rule: an offset confirms every update below it; they are never served again.
      const offset = Number(body.offset ?? 0);
      while (updates.length > 0 && updates[0]!.update_id < offset) updates.shift();
      const answer = (): void => {
        const due = updates.filter((u) => u.update_id >= offset);
        served.push(...due.map((u) => u.update_id));
        json(res, 200, { ok: true, result: due });
      };
      if (updates.some((u) => u.update_id >= offset)) return answer();
      const wake = (): void => {
        clearTimeout(timer);
        waiting.delete(wake);
        answer();
      };
      const timer = setTimeout(wake, Math.max(0, Number(body.timeout ?? 0)) * 1000);
      waiting.add(wake);
      polls += 1;
      maxPolls = Math.max(maxPolls, polls);
      res.on('close', () => {
        polls -= 1;
        clearTimeout(timer);
        waiting.delete(wake);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    served,
    of: (method) => calls.filter((call) => call.method === method),
    maxConcurrentPolls: () => maxPolls,
    hangPolls: (count) => {
      toHang += count;
    },
    hanging: () => hanging,
    setDown: (value) => {
      down = value;
    },
    floodControl: (count, seconds, chatId) => {
      toRefuse += count;
      retryAfter = seconds;
      refuseIn = chatId;
    },
    delivered: () => calls.filter((call) => call.method === 'sendMessage' && call.status === undefined),
    press({ data, chatId, fromId, firstName = 'Dilnoza', messageId = 101, chatType = 'supergroup', languageCode }) {
      const update_id = nextUpdate;
      nextUpdate += 1;
      updates.push({
        update_id,
        callback_query: {
          id: `cb${update_id}`,
          from: {
            id: fromId,
            is_bot: false,
            first_name: firstName,
            ...(languageCode ? { language_code: languageCode } : {}),
          },
          chat_instance: 'ci',
          data,
          message: {
            message_id: messageId,
            date: 0,
            chat:
              chatType === 'private'
                ? { id: chatId, type: 'private', first_name: firstName }
                : { id: chatId, type: 'supergroup', title: 'Staff' },
            text: 'request',
          },
        },
      });
      for (const wake of [...waiting]) wake();
      return update_id;
    },
    message({ text, fromId, firstName = 'Dilnoza', chatType = 'private', chatId, languageCode }) {
      const update_id = nextUpdate;
      nextUpdate += 1;
      const chat =
        chatType === 'private'
          ? { id: fromId, type: 'private', first_name: firstName }
          : { id: chatId ?? -100200300, type: 'group', title: 'Staff' };
      const command = /^\/\w+/.exec(text)?.[0];
      updates.push({
        update_id,
        message: {
          message_id: 1000 + update_id,
          date: Math.floor(Date.now() / 1000),
          chat,
          from: {
            id: fromId,
            is_bot: false,
            first_name: firstName,
            ...(languageCode ? { language_code: languageCode } : {}),
          },
          text,
          ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
        },
      });
      for (const wake of [...waiting]) wake();
      return update_id;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
