/**
 * The guest's side of the bot, in private chats: /start <code> links the chat to the request of
 * that code and answers with its summary in the guest's site language; /status shows the
 * requests this chat follows; a Cancel button asks once more before it cancels (the same rules
 * as My requests, the staff told); /stop unlinks the chat. A chat reaches only the requests it
 * follows: a press or a command naming another request (forged callback data, another id or
 * reference) is refused and reads nothing. Staff buttons never reach a guest: the staff bot
 * answers only presses in the staff chat. The answers about a request (the linked summary, /status
 * and the Status button's summaries) are outbox rows sent at the guest lane's pace and retried
 * after a 429; the others are retried after a 429 in the handler (botReplies.ts).
 */
import type { Bot, CommandContext, Context, Filter } from 'grammy';
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../src/domain/booking';
import { cancelLinked, guestLang, readBooking } from '../bookings';
import { formatPhone, HOTEL } from '../../src/domain/hotel';
import type { BookingHooks } from '../bookings';
import { confirmCancelKeyboard, guestMayCancel, parseGuestPress, requestKeyboard } from './messages';
import { chatFollows, linkChat, requestsOfChat, unlinkChat } from './links';
import { GUEST_CHAT_TEXTS } from './texts';
import type { Config } from '../config';
import type { Transact, Store } from '../db';
import { grammySignal } from '../telegramApi';
import { queueBotReply, replyRetried } from './replies';

export interface GuestBotDeps {
  config: Pick<Config, 'hotelEmail'>;
  transact: Transact;
  store: Store;
  hooks: BookingHooks;
  /** Something was queued (a cancellation's messages): deliver now. */
  onQueued: () => void;
  log: FastifyBaseLogger;
  /** The linking's and the cancel's clock (tests move it). */
  clock?: () => Date;
}

const CALL_TIMEOUT_MS = 10_000;
const signal = () => grammySignal(AbortSignal.timeout(CALL_TIMEOUT_MS));

/** The language Telegram reports for the user, for answers before a request is known. */
export function userLang(code: string | undefined): Lang {
  const base = (code ?? '').slice(0, 2).toLowerCase();
  return base === 'ru' || base === 'en' ? base : 'uz';
}

async function onStart(ctx: CommandContext<Context>, deps: GuestBotDeps): Promise<void> {
  const lang = userLang(ctx.from?.language_code);
  const t = GUEST_CHAT_TEXTS[lang];
  const code = ctx.match.trim();
  if (ctx.chat.type !== 'private' || !ctx.from) {
    await replyRetried(ctx, t.refused.group);
    return;
  }
  if (code === '') {
    await replyRetried(ctx, t.refused.noCode);
    return;
  }
  const outcome = await linkChat(deps.transact, code, String(ctx.chat.id), deps.clock?.() ?? new Date());
  if (outcome.kind !== 'linked') {
    deps.log.info({ outcome: outcome.kind }, 'telegram /start: link refused');
    await replyRetried(ctx, t.refused[outcome.kind]);
    return;
  }
  // The answer, the request's summary in its own language, was queued with the link (tg_linked).
  deps.onQueued();
  deps.log.info({ bookingId: outcome.booking.id }, 'telegram /start: a guest chat follows a request');
}

/** Queues the summaries of these requests to `chatId`, in this order (botReplies.ts), and has them sent. */
async function queueSummaries(deps: GuestBotDeps, chatId: string, bookingIds: readonly string[]): Promise<void> {
  const now = Date.now();
  await deps.transact(async (trx) => {
    for (const [i, id] of bookingIds.entries()) await queueBotReply(trx, 'tg_status', id, chatId, new Date(now + i));
  });
  deps.onQueued();
}

/** /status: the requests this chat follows, each with its state (and its Cancel button); nothing else, whatever follows the command. */
async function onStatus(ctx: CommandContext<Context>, deps: GuestBotDeps): Promise<void> {
  const t = GUEST_CHAT_TEXTS[userLang(ctx.from?.language_code)];
  if (ctx.chat.type !== 'private') {
    await replyRetried(ctx, t.refused.group);
    return;
  }
  const requests = await requestsOfChat(deps.store, String(ctx.chat.id));
  if (requests.length === 0) {
    await replyRetried(ctx, t.list.none);
    return;
  }
  await queueSummaries(
    deps,
    String(ctx.chat.id),
    requests.map((booking) => booking.id),
  );
}

async function onStop(ctx: CommandContext<Context>, deps: GuestBotDeps): Promise<void> {
  const t = GUEST_CHAT_TEXTS[userLang(ctx.from?.language_code)];
  if (ctx.chat.type !== 'private') return;
  const followed = await unlinkChat(deps.transact, String(ctx.chat.id));
  deps.log.info({ followed }, 'telegram /stop: a guest chat unlinked');
  await replyRetried(ctx, followed > 0 ? t.stopped(followed) : t.notFollowing);
}

type PressContext = Filter<Context, 'callback_query:data'>;

async function answer(ctx: PressContext, text: string, alert = false): Promise<void> {
  await ctx.answerCallbackQuery({ text: text.slice(0, 200), show_alert: alert }, signal());
}

/**
 * A guest's press: only in a private chat that follows the request the data names. Cancel asks
 * (the message's buttons become Yes / No), Yes cancels as My requests does, No puts Cancel back.
 */
export async function onGuestPress(ctx: PressContext, deps: GuestBotDeps): Promise<void> {
  const fallback = GUEST_CHAT_TEXTS[userLang(ctx.from.language_code)];
  const chat = ctx.callbackQuery.message?.chat;
  const press = parseGuestPress(ctx.callbackQuery.data);
  const follows =
    press !== null &&
    chat?.type === 'private' &&
    chat.id === ctx.from.id &&
    (await chatFollows(deps.store, String(chat.id), press.bookingId));
  if (!press || !follows) {
    deps.log.warn({ fromId: ctx.from.id }, 'guest press refused: not a request this chat follows');
    return answer(ctx, fallback.notAllowed, true);
  }
  const booking = await readBooking(deps.store, press.bookingId);
  if (!booking) return answer(ctx, fallback.notAllowed, true);
  const lang = guestLang(booking);
  const t = GUEST_CHAT_TEXTS[lang];
  const edit = (keyboard: ReturnType<typeof requestKeyboard>) =>
    ctx.editMessageReplyMarkup({ reply_markup: keyboard ?? { inline_keyboard: [] } }, signal()).catch(() => undefined);
  if (press.action === 'status') {
    // The chat is the presser's own (checked above).
    await queueSummaries(deps, String(ctx.from.id), [booking.id]);
    return answer(ctx, t.status[booking.status] ?? booking.status);
  }
  if (!guestMayCancel(booking)) {
    await edit(undefined);
    return answer(ctx, t.cancel.notCancellable, true);
  }
  if (press.action === 'cancel') {
    await edit(confirmCancelKeyboard(booking, lang));
    return answer(ctx, t.cancel.ask(booking.reference), true);
  }
  if (press.action === 'no') {
    await edit(requestKeyboard(booking, lang));
    return answer(ctx, t.cancel.kept);
  }
  const outcome = await cancelLinked(deps.transact, deps.config, deps.hooks, booking.id, deps.clock?.() ?? new Date());
  if (outcome.kind === 'started') {
    await edit(undefined);
    return answer(ctx, t.cancel.started(HOTEL.phones.map(formatPhone).join(', ')), true);
  }
  if (outcome.kind !== 'cancelled') {
    await edit(undefined);
    return answer(ctx, t.cancel.notCancellable, true);
  }
  deps.onQueued();
  deps.log.info({ bookingId: booking.id }, 'booking cancelled by the guest in Telegram');
  await edit(undefined);
  return answer(ctx, t.cancel.done);
}

/** The guest's commands on `bot`: /start <code>, /status, /stop. Presses go through onGuestPress. */
export function registerGuestCommands(bot: Bot, deps: GuestBotDeps): void {
  bot.command('start', (ctx) => onStart(ctx, deps));
  bot.command('status', (ctx) => onStatus(ctx, deps));
  bot.command('stop', (ctx) => onStop(ctx, deps));
}

/** The commands' descriptions in each language (private chats), so Telegram's menu speaks the user's. */
export async function publishCommands(bot: Bot): Promise<void> {
  const commands = (lang: Lang) => {
    const c = GUEST_CHAT_TEXTS[lang].commands;
    return [
      { command: 'start', description: c.start },
      { command: 'status', description: c.status },
      { command: 'stop', description: c.stop },
    ];
  };
  const scope = { type: 'all_private_chats' } as const;
  await bot.api.setMyCommands(commands('uz'), { scope }, signal());
  for (const lang of ['uz', 'ru', 'en'] as const)
    await bot.api.setMyCommands(commands(lang), { scope, language_code: lang }, signal());
}
