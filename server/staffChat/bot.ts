/**
 * The staff bot: what a press on a staff message's button does. A press counts only on a
 * message in TELEGRAM_CHAT_ID, and from one of TELEGRAM_STAFF_IDS when that is set; anything
 * else is answered "not allowed" and changes nothing. Every press is answered
 * (answerCallbackQuery), so the button's spinner stops.
 */
import { Bot, HttpError } from 'grammy';
import type { CommandContext, Context, Filter } from 'grammy';
import type { FastifyBaseLogger } from 'fastify';
import { roomName } from '../../src/domain/roomNames';
import { decide, isGroup, readBooking } from '../bookings';
import type { Decider } from '../bookings';
import type { Config, TelegramConfig } from '../config';
import type { Transact } from '../db';
import { clientOptions, DEFAULT_CALL_DEADLINES, grammySignal, withDeadlines } from '../telegramApi';
import type { CallDeadlines } from '../telegramApi';
import { decisionKeyboard, parsePress, reasonKeyboard } from './keyboards';
import { staffStateLine } from './message';
import { STAFF_TEXTS } from './texts';
import type { StaffTexts } from './texts';
import { staffLang, telegramLogin, signInAddress, CONSOLE_TEXTS } from '../staffConsole';
import { isGuestPress, onGuestPress, registerGuestCommands } from '../guestTelegram';
import type { GuestBotDeps } from '../guestTelegram';

export interface StaffBotDeps {
  config: Pick<Config, 'staffLang' | 'siteOrigin' | 'port' | 'hotelEmail'> & { telegram: TelegramConfig };
  transact: Transact;
  /** A decision queued messages: deliver them now. */
  onDecided: () => void;
  log: FastifyBaseLogger;
  /** Deadlines of the bot's calls (tests shorten the long poll's margin). */
  deadlines?: Partial<CallDeadlines>;
  /** The guests' side (guestBot.ts): their private chats' commands and presses. */
  guests?: Omit<GuestBotDeps, 'config' | 'transact' | 'log' | 'onQueued'>;
}

type PressContext = Filter<Context, 'callback_query:data'>;

/** Deadline of each call the bot makes while answering a press. */
const CALL_TIMEOUT_MS = 10_000;

function inStaffChat(ctx: PressContext, telegram: TelegramConfig): boolean {
  const chat = ctx.callbackQuery.message?.chat;
  if (!chat) return false;
  const configured = telegram.chatId;
  const chatMatches = configured.startsWith('@')
    ? 'username' in chat && `@${chat.username}`.toLowerCase() === configured.toLowerCase()
    : String(chat.id) === configured;
  return chatMatches && (telegram.staffIds === null || telegram.staffIds.includes(ctx.from.id));
}

function deciderOf(ctx: PressContext): Decider {
  const { id, first_name: first, last_name: last, username } = ctx.from;
  const name = [first, last].filter(Boolean).join(' ') || (username ? `@${username}` : String(id));
  return { id: String(id), name: name.slice(0, 100) };
}

/** The full nights for a 200-character answer: the first few, then how many more. */
export function nightList(nights: readonly string[]): string {
  const shown = nights.slice(0, 4).join(', ');
  return nights.length > 4 ? `${shown} +${nights.length - 4}` : shown;
}

/**
 * A call made once more when it never reached Telegram or its answer never came back (a
 * transport failure or its deadline); Telegram's own refusals are final.
 */
async function retriedOnce<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return await call();
  }
}

async function answer(ctx: PressContext, text: string, alert = false): Promise<void> {
  await retriedOnce(() =>
    ctx.answerCallbackQuery(
      { text: text.slice(0, 200), show_alert: alert },
      grammySignal(AbortSignal.timeout(CALL_TIMEOUT_MS)),
    ),
  );
}

async function onPress(ctx: PressContext, deps: StaffBotDeps, t: StaffTexts): Promise<void> {
  const { telegram } = deps.config;
  if (!inStaffChat(ctx, telegram)) {
    deps.log.warn({ fromId: ctx.from.id }, 'telegram press refused: not the staff chat or not a staff member');
    return answer(ctx, t.answers.notAllowed, true);
  }
  const press = parsePress(ctx.callbackQuery.data);
  if (!press) return answer(ctx, t.answers.unknown, true);
  if (press.action === 'back' || (press.action === 'decline' && !press.reason)) {
    // Choosing the reason (or going back) changes only the buttons; nothing is decided yet.
    const stored = await deps.transact((trx) => readBooking(trx, press.bookingId));
    if (!stored) return answer(ctx, t.answers.unknown, true);
    if (stored.status !== 'received') return answer(ctx, t.answers.already(staffStateLine(stored, t)), true);
    const keyboard = press.action === 'back' ? decisionKeyboard(stored.id, t) : reasonKeyboard(stored.id, t);
    await retriedOnce(() =>
      ctx.editMessageReplyMarkup({ reply_markup: keyboard }, grammySignal(AbortSignal.timeout(CALL_TIMEOUT_MS))),
    ).catch(() => undefined);
    return answer(ctx, press.action === 'back' ? t.state.received : t.answers.chooseReason);
  }
  const decision =
    press.action === 'confirm'
      ? ({ action: 'confirm' } as const)
      : ({ action: 'decline', reason: press.reason ?? 'other' } as const);
  const outcome = await decide(deps.transact, press.bookingId, decision, deciderOf(ctx));
  if (outcome.kind === 'unknown') return answer(ctx, t.answers.unknown, true);
  if (outcome.kind === 'already') return answer(ctx, t.answers.already(staffStateLine(outcome.booking, t)), true);
  if (outcome.kind === 'full') {
    deps.log.info({ bookingId: outcome.booking.id }, 'confirm refused: the room kind is full');
    const room = roomName(outcome.booking.room_id, deps.config.staffLang);
    const text = isGroup(outcome.booking)
      ? t.answers.tooFew(room, outcome.booking.units, nightList(outcome.nights))
      : t.answers.full(room, nightList(outcome.nights));
    return answer(ctx, text, true);
  }
  deps.onDecided();
  deps.log.info(
    { bookingId: outcome.booking.id, status: outcome.booking.status, by: outcome.booking.decided_by_id },
    'booking decided in Telegram',
  );
  return answer(ctx, decision.action === 'confirm' ? t.answers.confirmed : t.answers.declined);
}

/**
 * /login: a staff member of TELEGRAM_STAFF_IDS gets a one-time sign-in address for the staff
 * console in a private chat, in their own language; in a group the bot says to ask in private
 * (the address would be everyone's), and anyone else is politely refused. Nothing is stored
 * for a refusal.
 */
async function onLogin(ctx: CommandContext<Context>, deps: StaffBotDeps): Promise<void> {
  const { telegram } = deps.config;
  const from = ctx.from;
  const signal = grammySignal(AbortSignal.timeout(CALL_TIMEOUT_MS));
  const fallback = CONSOLE_TEXTS[deps.config.staffLang].telegram;
  if (!from) return;
  if (ctx.chat.type !== 'private') {
    await ctx.reply(fallback.privateOnly, undefined, signal);
    return;
  }
  const name =
    [from.first_name, from.last_name].filter(Boolean).join(' ') ||
    (from.username ? `@${from.username}` : String(from.id));
  const outcome = await telegramLogin(
    deps.transact,
    { id: from.id, name: name.slice(0, 100) },
    telegram.staffIds,
    deps.config.staffLang,
  );
  if (outcome.kind === 'refused') {
    deps.log.warn({ fromId: from.id }, 'telegram /login refused: not a staff member');
    await ctx.reply(fallback.refused, undefined, signal);
    return;
  }
  deps.log.info({ staffId: outcome.account.id }, 'telegram /login: sign-in address sent');
  await ctx.reply(
    CONSOLE_TEXTS[staffLang(outcome.account)].telegram.login(signInAddress(deps.config, outcome.token)),
    { link_preview_options: { is_disabled: true } },
    signal,
  );
}

/** The bot for TELEGRAM_BOT_TOKEN, talking to TELEGRAM_API_BASE; it handles button presses and /login. */
export function createStaffBot(deps: StaffBotDeps): Bot {
  const { telegram } = deps.config;
  const bot = new Bot(telegram.botToken, { client: clientOptions(telegram) });
  // Every call the bot makes, its long polls and the answers to presses, has a deadline.
  bot.api.config.use(withDeadlines({ ...DEFAULT_CALL_DEADLINES, ...deps.deadlines }));
  const t = STAFF_TEXTS[deps.config.staffLang];
  const guests: GuestBotDeps | undefined = deps.guests && {
    ...deps.guests,
    config: deps.config,
    transact: deps.transact,
    log: deps.log,
    onQueued: deps.onDecided,
  };
  bot.on('callback_query:data', (ctx) =>
    // A guest's button (g:…) is the guest side's; it reaches only requests the chat follows.
    guests && isGuestPress(ctx.callbackQuery.data) ? onGuestPress(ctx, guests) : onPress(ctx, deps, t),
  );
  bot.command('login', (ctx) => onLogin(ctx, deps));
  if (guests) registerGuestCommands(bot, guests);
  bot.catch((error) => {
    // The press stays unanswered (Telegram stops the spinner itself); the staff can press again.
    deps.log.error(
      { err: { type: error.error instanceof Error ? error.error.name : 'Error', message: error.message } },
      'telegram press failed',
    );
  });
  return bot;
}
