/**
 * Server configuration from the environment, validated once at start.
 * Errors name the variable but never echo its value: it may be a secret.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { LANGS } from '../src/domain/booking';
import type { Lang } from '../src/domain/booking';
import { isValidEmail } from '../src/domain/bookingFields';
import { ROOMS } from '../src/domain/rooms';
import { HOTEL } from '../src/domain/hotel';

export interface TelegramConfig {
  botToken: string;
  chatId: string;
  apiBase: string;
  /** TELEGRAM_STAFF_IDS: the user ids whose presses count; null lets every member of the chat decide. */
  staffIds: number[] | null;
  /** TELEGRAM_WEBHOOK_URL: updates by webhook at this address; null polls getUpdates. */
  webhookUrl: string | null;
  /** TELEGRAM_WEBHOOK_SECRET: the X-Telegram-Bot-Api-Secret-Token every webhook call must carry. */
  webhookSecret: string | null;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute directory for the SQLite file and the .eml outbox. */
  dataDir: string;
  /** postgres:// URL, or null for the SQLite file under dataDir. */
  databaseUrl: string | null;
  bookingApiKey: string | null;
  /**
   * The hotel's address: recipient of the staff email, sender and Reply-To of every email.
   * Defaults to the booking address the site shows (src/domain/hotel.ts).
   */
  hotelEmail: string;
  rateLimitPerMinute: number;
  /** Reads per minute and client on the availability and status routes (a guest changing dates asks each time). */
  readRateLimitPerMinute: number;
  /** New bookings stored per minute, all clients together, shared fairly (security.ts SharedBookingBudget). */
  globalRateLimitPerMinute: number;
  /**
   * Fastify's trustProxy: false (trust nothing, the default), a hop count, or the addresses and
   * CIDR ranges of the reverse proxy, whose X-Forwarded-For then names the client.
   */
  trustProxy: false | number | string[];
  /** Guest "received" emails per hour in all; a third to a domain, a tenth per client, one to an address (notify/guestEmailLimit.ts). */
  guestEmailsPerHour: number;
  /** STAFF_LANG: the language of every staff text (Telegram, staff emails); uz by default. */
  staffLang: Lang;
  /** Null when TELEGRAM_BOT_TOKEN / TELEGRAM_CHAT_ID are not set: the channel is skipped. */
  telegram: TelegramConfig | null;
  /** Null: emails are written as .eml files under dataDir/outbox. */
  smtpUrl: string | null;
  /** Open connections the server keeps at most (slow-client floods); more are dropped at once. */
  maxConnections: number;
  /** Open connections one client address keeps at most (not counted for TRUST_PROXY's proxies). */
  maxConnectionsPerAddress: number;
  /** Days after check-out before a booking's personal data is erased; null keeps it forever. */
  retentionDays: number | null;
  /** CALENDAR_TOKEN: the token of the iCal export URLs; null turns the export off (404). */
  calendarToken: string | null;
  /** ICAL_IMPORTS: other channels' calendars whose nights block a room kind. */
  icalImports: IcalImport[];
  /** The deposit and its gateways; null when neither Payme nor Click is configured (no deposit offered). */
  payments: PaymentsConfig | null;
  /** BACKUP_DIR, or DATA_DIR/backups: where `npm run backup` writes; health reads the newest. */
  backupDir: string;
  /**
   * SITE_ORIGIN: the site's own origin (https://…), the staff console's sign-in addresses, passkeys'
   * relying party and the Origin its state changes must come from; null: http://localhost:<PORT>.
   */
  siteOrigin: string | null;
}

/** DEPOSIT: the first night of the booked rooms (default), or a percentage of the total. */
export type DepositRule = { kind: 'first_night' } | { kind: 'percent'; percent: number };

/** Payme Merchant API: PAYME_MERCHANT_ID + PAYME_KEY (the cashbox key the Basic authorisation carries). */
export interface PaymeConfig {
  merchantId: string;
  key: string;
  /** PAYME_CHECKOUT_URL: where a guest pays (the checkout page, base64 parameters in the path). */
  checkoutUrl: string;
}

/** Click SHOP API: CLICK_SERVICE_ID + CLICK_MERCHANT_ID + CLICK_SECRET_KEY (the sign_string's secret). */
export interface ClickConfig {
  serviceId: string;
  merchantId: string;
  secretKey: string;
  /** CLICK_CHECKOUT_URL: Click's payment page for a service (query parameters). */
  checkoutUrl: string;
}

export interface PaymentsConfig {
  deposit: DepositRule;
  payme: PaymeConfig | null;
  click: ClickConfig | null;
}

/** One calendar of another channel (Booking.com, Airbnb) for one room kind. */
export interface IcalImport {
  roomId: number;
  url: string;
}

/** A configuration problem; `variable` is the environment variable at fault. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 20;
export const DEFAULT_GLOBAL_RATE_LIMIT_PER_MINUTE = 120;
export const DEFAULT_READ_RATE_LIMIT_PER_MINUTE = 240;
export const DEFAULT_GUEST_EMAILS_PER_HOUR = 30;
export const DEFAULT_TELEGRAM_API_BASE = 'https://api.telegram.org';
export const DEFAULT_PAYME_CHECKOUT_URL = 'https://checkout.paycom.uz';
export const DEFAULT_CLICK_CHECKOUT_URL = 'https://my.click.uz/services/pay';

type Env = Record<string, string | undefined>;

/** The variable's value, with empty or blank treated as unset. */
function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number between ${min} and ${max}.`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be a whole number between ${min} and ${max}.`);
  return value;
}

function readUrl(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (${protocols.join(' or ')}).`);
  }
  if (!protocols.includes(url.protocol) || url.hostname === '') {
    throw new ConfigError(name, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
  }
  return raw;
}

/** Whether `hostname` is this machine (plain http is allowed there only: a test's fake server). */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** TRUST_PROXY: unset trusts nothing; a hop count; or addresses / CIDR ranges, comma-separated. */
function readTrustProxy(env: Env): false | number | string[] {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY', 'must be a hop count from 1 to 10, or addresses/CIDR ranges separated by commas.');
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (family === 0 || !prefixOk || rest.length > 0) {
      throw new ConfigError('TRUST_PROXY', 'must be a hop count from 1 to 10, or addresses/CIDR ranges separated by commas.');
    }
  }
  return entries;
}

/** Who may press the staff buttons, and how the bot hears the presses (polling or webhook). */
function readTelegramUpdates(env: Env): Pick<TelegramConfig, 'staffIds' | 'webhookUrl' | 'webhookSecret'> {
  const ids = read(env, 'TELEGRAM_STAFF_IDS');
  if (ids !== undefined && !/^\d{1,15}(\s*,\s*\d{1,15})*$/.test(ids)) {
    throw new ConfigError('TELEGRAM_STAFF_IDS', 'must be Telegram user ids (whole numbers) separated by commas.');
  }
  const webhookUrl = readUrl(env, 'TELEGRAM_WEBHOOK_URL', ['https:', 'http:']) ?? null;
  if (webhookUrl !== null && new URL(webhookUrl).protocol === 'http:' && !isLoopback(new URL(webhookUrl).hostname)) {
    throw new ConfigError('TELEGRAM_WEBHOOK_URL', 'must be an https:// URL (Telegram calls webhooks over https only).');
  }
  const webhookSecret = read(env, 'TELEGRAM_WEBHOOK_SECRET') ?? null;
  if (webhookSecret !== null && !/^[A-Za-z0-9_-]{16,256}$/.test(webhookSecret)) {
    throw new ConfigError('TELEGRAM_WEBHOOK_SECRET', 'must be 16 to 256 characters of A-Z, a-z, 0-9, _ and -.');
  }
  if (webhookUrl !== null && webhookSecret === null) {
    throw new ConfigError('TELEGRAM_WEBHOOK_SECRET', 'must be set when TELEGRAM_WEBHOOK_URL is set (it proves a call comes from Telegram).');
  }
  return { staffIds: ids === undefined ? null : ids.split(',').map((id) => Number(id.trim())), webhookUrl, webhookSecret };
}

/** What CALENDAR_TOKEN must be, as the start-up error and server/README.md say it. */
export const CALENDAR_TOKEN_RULE =
  'must be a long random string: 32 to 128 characters of A-Z, a-z, 0-9, _ and - (it travels in the calendar URL), with at least 10 different characters, at least 96 bits by its own character frequencies, no more than half of it in runs such as aaaa or abcd, and less than two thirds of it in words (e.g. `openssl rand -hex 32`).';

/**
 * Whether `token` looks random enough to guard the calendar export: long, many distinct
 * characters, an entropy estimate (length × the Shannon entropy of its own character
 * frequencies) of at least 96 bits, and not mostly repeats, steps (aaaa, abcd, 4321) or words.
 * A hex or base64url token from a random source passes; a word, a date or a pattern does not.
 */
export function isStrongToken(token: string): boolean {
  if (!/^[A-Za-z0-9_-]{32,128}$/.test(token)) return false;
  const counts = new Map<string, number>();
  for (const char of token) counts.set(char, (counts.get(char) ?? 0) + 1);
  if (counts.size < 10) return false;
  let bitsPerChar = 0;
  for (const count of counts.values()) bitsPerChar -= (count / token.length) * Math.log2(count / token.length);
  if (bitsPerChar * token.length < 96) return false;
  let steps = 0;
  for (let i = 1; i < token.length; i += 1) if (Math.abs(token.charCodeAt(i) - token.charCodeAt(i - 1)) <= 1) steps += 1;
  // Words: runs of five or more letters of one case (a random token has few; a phrase is made of them).
  const inWords = [...token.matchAll(/[a-z]{5,}|[A-Z]{5,}/g)].reduce((sum, match) => sum + match[0].length, 0);
  return steps * 2 < token.length - 1 && inWords * 3 < token.length * 2;
}

function readCalendarToken(env: Env): string | null {
  const token = read(env, 'CALENDAR_TOKEN') ?? null;
  if (token !== null && !isStrongToken(token)) throw new ConfigError('CALENDAR_TOKEN', CALENDAR_TOKEN_RULE);
  return token;
}

/** ICAL_IMPORTS: JSON, room id → list of https URLs (http only to this machine). */
function readIcalImports(env: Env, roomIds: readonly number[]): IcalImport[] {
  const raw = read(env, 'ICAL_IMPORTS');
  if (raw === undefined) return [];
  const problem = 'must be JSON mapping room ids to lists of https:// calendar URLs, e.g. {"1": ["https://…/calendar.ics"]}.';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('ICAL_IMPORTS', problem);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ConfigError('ICAL_IMPORTS', problem);
  const imports: IcalImport[] = [];
  for (const [key, urls] of Object.entries(parsed)) {
    if (!/^\d+$/.test(key) || !roomIds.includes(Number(key))) throw new ConfigError('ICAL_IMPORTS', `names a room that does not exist; ${problem}`);
    if (!Array.isArray(urls)) throw new ConfigError('ICAL_IMPORTS', problem);
    for (const url of urls) {
      let parsedUrl: URL;
      try {
        parsedUrl = new URL(String(url));
      } catch {
        throw new ConfigError('ICAL_IMPORTS', problem);
      }
      const local = parsedUrl.protocol === 'http:' && isLoopback(parsedUrl.hostname);
      if (parsedUrl.protocol !== 'https:' && !local) throw new ConfigError('ICAL_IMPORTS', `has a URL that is not https://; ${problem}`);
      imports.push({ roomId: Number(key), url: parsedUrl.toString() });
    }
  }
  return imports;
}

/** A gateway address: https, or http to this machine only (a test's fake gateway). */
function readGatewayUrl(env: Env, name: string, fallback: string): string {
  const raw = readUrl(env, name, ['https:', 'http:']) ?? fallback;
  const url = new URL(raw);
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    throw new ConfigError(name, 'must be an https:// URL (http:// only for a server on this machine).');
  }
  return raw.replace(/\/+$/, '');
}

/** Variables that only work together: all set, or none (the error names the first one missing). */
function readTogether(env: Env, names: readonly string[]): (string | undefined)[] {
  const values = names.map((name) => read(env, name));
  const missing = names.filter((_, i) => values[i] === undefined);
  if (missing.length > 0 && missing.length < names.length) {
    throw new ConfigError(missing[0] as string, `must be set together with ${names.filter((name) => !missing.includes(name)).join(' and ')}.`);
  }
  return values;
}

const SECRET = /^[\x21-\x7e]{8,512}$/;

function readDeposit(env: Env): DepositRule {
  const raw = read(env, 'DEPOSIT');
  if (raw === undefined || raw === 'first_night') return { kind: 'first_night' };
  const match = /^(\d{1,3})\s*%$/.exec(raw);
  const percent = match ? Number(match[1]) : NaN;
  if (!(percent >= 1 && percent <= 100)) throw new ConfigError('DEPOSIT', 'must be first_night or a percentage of the total from 1% to 100% (e.g. 30%).');
  return { kind: 'percent', percent };
}

/** PAYME_* and CLICK_* (each gateway on when its variables are set) and DEPOSIT; null when no gateway is on. */
export function readPayments(env: Env): PaymentsConfig | null {
  const deposit = readDeposit(env);
  const [paymeMerchant, paymeKey] = readTogether(env, ['PAYME_MERCHANT_ID', 'PAYME_KEY']);
  let payme: PaymeConfig | null = null;
  if (paymeMerchant !== undefined && paymeKey !== undefined) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(paymeMerchant)) throw new ConfigError('PAYME_MERCHANT_ID', 'must be the merchant (cashbox) id from the Payme Business cabinet.');
    if (!SECRET.test(paymeKey)) throw new ConfigError('PAYME_KEY', 'must be the cashbox key: 8 to 512 printable characters without spaces.');
    payme = { merchantId: paymeMerchant, key: paymeKey, checkoutUrl: readGatewayUrl(env, 'PAYME_CHECKOUT_URL', DEFAULT_PAYME_CHECKOUT_URL) };
  }
  const [serviceId, clickMerchant, secretKey] = readTogether(env, ['CLICK_SERVICE_ID', 'CLICK_MERCHANT_ID', 'CLICK_SECRET_KEY']);
  let click: ClickConfig | null = null;
  if (serviceId !== undefined && clickMerchant !== undefined && secretKey !== undefined) {
    if (!/^\d{1,12}$/.test(serviceId)) throw new ConfigError('CLICK_SERVICE_ID', 'must be the numeric service id from the Click merchant cabinet.');
    if (!/^\d{1,12}$/.test(clickMerchant)) throw new ConfigError('CLICK_MERCHANT_ID', 'must be the numeric merchant id from the Click merchant cabinet.');
    if (!SECRET.test(secretKey)) throw new ConfigError('CLICK_SECRET_KEY', 'must be the secret key: 8 to 512 printable characters without spaces.');
    click = { serviceId, merchantId: clickMerchant, secretKey, checkoutUrl: readGatewayUrl(env, 'CLICK_CHECKOUT_URL', DEFAULT_CLICK_CHECKOUT_URL) };
  }
  return payme || click ? { deposit, payme, click } : null;
}

/** The storage part of the configuration: what `npm run bookings` needs. */
export function loadStorageConfig(env: Env = process.env, cwd: string = process.cwd()): Pick<Config, 'dataDir' | 'databaseUrl'> {
  const dataDir = path.resolve(cwd, read(env, 'DATA_DIR') ?? './data');
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']) ?? null;
  return { dataDir, databaseUrl };
}

function readBackupDir(env: Env, cwd: string, dataDir: string): string {
  const dir = read(env, 'BACKUP_DIR');
  return dir === undefined ? path.join(dataDir, 'backups') : path.resolve(cwd, dir);
}

/** What `npm run backup` and `npm run restore` need: the store, where backups go and how many stay. */
export interface BackupConfig extends Pick<Config, 'dataDir' | 'databaseUrl' | 'backupDir'> {
  /** BACKUP_KEEP: how many of the newest backups stay (default 14). */
  backupKeep: number;
}

export function loadBackupConfig(env: Env = process.env, cwd: string = process.cwd()): BackupConfig {
  const storage = loadStorageConfig(env, cwd);
  return {
    ...storage,
    backupDir: readBackupDir(env, cwd, storage.dataDir),
    backupKeep: readInt(env, 'BACKUP_KEEP', 14, 1, 10_000),
  };
}

/** Reads and validates the whole server configuration; throws ConfigError naming the bad variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const port = readInt(env, 'PORT', DEFAULT_PORT, 0, 65535);
  const host = read(env, 'HOST') ?? '0.0.0.0';
  if (!/^[A-Za-z0-9.:_[\]-]+$/.test(host)) throw new ConfigError('HOST', 'must be a host name or an IP address.');
  const storage = loadStorageConfig(env, cwd);

  const bookingApiKey = read(env, 'BOOKING_API_KEY') ?? null;
  if (bookingApiKey !== null && !/^[\x21-\x7e]+$/.test(bookingApiKey)) {
    throw new ConfigError('BOOKING_API_KEY', 'must be printable ASCII without spaces (it travels in the x-api-key header).');
  }

  const hotelEmail = read(env, 'HOTEL_EMAIL') ?? HOTEL.emails.booking;
  if (!isValidEmail(hotelEmail)) throw new ConfigError('HOTEL_EMAIL', 'must be an email address.');

  const rateLimitPerMinute = readInt(env, 'RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMIT_PER_MINUTE, 1, 10_000_000);
  const readRateLimitPerMinute = readInt(env, 'RATE_LIMIT_READS_PER_MINUTE', DEFAULT_READ_RATE_LIMIT_PER_MINUTE, 1, 10_000_000);
  const globalRateLimitPerMinute = readInt(env, 'RATE_LIMIT_GLOBAL_PER_MINUTE', DEFAULT_GLOBAL_RATE_LIMIT_PER_MINUTE, 1, 10_000_000);
  const trustProxy = readTrustProxy(env);
  const guestEmailsPerHour = readInt(env, 'GUEST_EMAILS_PER_HOUR', DEFAULT_GUEST_EMAILS_PER_HOUR, 1, 1_000_000);

  const botToken = read(env, 'TELEGRAM_BOT_TOKEN');
  const chatId = read(env, 'TELEGRAM_CHAT_ID');
  const apiBase = readUrl(env, 'TELEGRAM_API_BASE', ['https:', 'http:']) ?? DEFAULT_TELEGRAM_API_BASE;
  // The bot token travels in the path: never over plain http, except to this machine (tests).
  if (new URL(apiBase).protocol === 'http:' && !isLoopback(new URL(apiBase).hostname)) {
    throw new ConfigError('TELEGRAM_API_BASE', 'must be an https:// URL (http:// only for a server on this machine).');
  }
  if (botToken !== undefined && !/^\d+:[A-Za-z0-9_-]+$/.test(botToken)) {
    throw new ConfigError('TELEGRAM_BOT_TOKEN', 'must look like 123456:ABC-DEF… (the token BotFather gives).');
  }
  if (chatId !== undefined && !/^(-?\d+|@[A-Za-z0-9_]{5,})$/.test(chatId)) {
    throw new ConfigError('TELEGRAM_CHAT_ID', 'must be a numeric chat id or an @channel name.');
  }
  if ((botToken === undefined) !== (chatId === undefined)) {
    throw new ConfigError(botToken === undefined ? 'TELEGRAM_BOT_TOKEN' : 'TELEGRAM_CHAT_ID', 'must be set together with the other Telegram variable.');
  }
  const telegram = botToken && chatId ? { botToken, chatId, apiBase: apiBase.replace(/\/+$/, ''), ...readTelegramUpdates(env) } : null;
  // In a public @channel or @group anyone who can press a button could confirm or decline.
  if (telegram && telegram.chatId.startsWith('@') && telegram.staffIds === null) {
    throw new ConfigError(
      'TELEGRAM_STAFF_IDS',
      'must be set when TELEGRAM_CHAT_ID is a public @name: list the user ids of the staff who may confirm and decline (anyone else who can press a button in that chat would decide), or use the numeric id of a private group.',
    );
  }
  const staffLang = read(env, 'STAFF_LANG') ?? 'uz';
  if (!(LANGS as readonly string[]).includes(staffLang)) throw new ConfigError('STAFF_LANG', 'must be uz, ru or en.');

  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']) ?? null;

  return {
    port,
    host,
    ...storage,
    bookingApiKey,
    hotelEmail,
    rateLimitPerMinute,
    readRateLimitPerMinute,
    globalRateLimitPerMinute,
    trustProxy,
    guestEmailsPerHour,
    staffLang: staffLang as Lang,
    telegram,
    smtpUrl,
    // 1000 sockets cost a few MB and stay far below the file-descriptor limit Node raises to.
    maxConnections: readInt(env, 'MAX_CONNECTIONS', 1000, 1, 1_000_000),
    // A browser opens up to 6 per site; 64 leave room for a few guests behind one NAT address.
    maxConnectionsPerAddress: readInt(env, 'MAX_CONNECTIONS_PER_ADDRESS', 64, 1, 1_000_000),
    retentionDays: read(env, 'RETENTION_DAYS') === undefined ? null : readInt(env, 'RETENTION_DAYS', 0, 1, 36_500),
    calendarToken: readCalendarToken(env),
    icalImports: readIcalImports(
      env,
      ROOMS.map((room) => room.id),
    ),
    payments: readPayments(env),
    backupDir: readBackupDir(env, cwd, storage.dataDir),
    siteOrigin: readSiteOrigin(env),
  };
}

/** SITE_ORIGIN as an origin (scheme, host and port; a trailing slash dropped), or null. */
function readSiteOrigin(env: Env): string | null {
  const raw = readUrl(env, 'SITE_ORIGIN', ['https:', 'http:']);
  if (raw === undefined) return null;
  const url = new URL(raw);
  if (url.pathname.replace(/\/+$/, '') !== '' || url.search !== '' || url.hash !== '') throw new ConfigError('SITE_ORIGIN', 'must be the site\'s origin only, e.g. https://hotel.uz (no path).');
  return url.origin;
}
