/**
 * Server configuration from the environment, validated once at start, in two steps: the
 * environment against the one schema of every variable (schema.ts, through env-schema), then
 * the rules that join several variables (both or none, an @channel needs staff ids, token
 * strength, the fiscal settings a gateway needs). The only module that reads process.env.
 * Errors name the variable but never echo its value: it may be a secret. Nothing here logs.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { Lang } from '../../src/domain/booking';
import { isValidEmail } from '../../src/domain/bookingFields';
import { ROOMS } from '../../src/domain/rooms';
import { ConfigError, isLoopback, validateEnv } from './env';
import type { RawEnv } from './env';
import { ENV_SCHEMA, declarationOf } from './schema';
import type { Env, EnvName } from './schema';

export { ConfigError } from './env';

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
  /** Guest "received" emails per hour in all; a third to a domain, a tenth per client, one to an address; over a budget an email waits for the next hour (guestEmail/budget.ts). */
  guestEmailsPerHour: number;
  /** Guest "received" emails in any 24 hours (a third to a domain); a client's first email of the hour goes at once within it, repeat senders use half at most. */
  guestEmailsPerDay: number;
  /** STAFF_LANG: the language of every staff text (Telegram, staff emails); uz by default. */
  staffLang: Lang;
  /** Who may read /api/health's details beside this machine (X-Health-Token); null: nobody else. */
  healthToken: string | null;
  /** `minimal`: no guest name, phone or email in staff Telegram messages. */
  staffMessageDetail: 'full' | 'minimal';
  /** Null when TELEGRAM_BOT_TOKEN / TELEGRAM_CHAT_ID are not set: the channel is skipped. */
  telegram: TelegramConfig | null;
  /** Null: emails are written as .eml files under dataDir/outbox. */
  smtpUrl: string | null;
  /** Open connections the server keeps at most (slow-client floods); more are dropped at once. */
  maxConnections: number;
  /** Open connections one client address keeps at most (not counted for TRUST_PROXY's proxies). */
  maxConnectionsPerAddress: number;
  /** Days after a request is over before its personal data is erased (365 by default). */
  retentionDays: number;
  /** CALENDAR_TOKEN: the token of the iCal export URLs; null turns the export off (404). */
  calendarToken: string | null;
  /** ICAL_IMPORTS: other channels' calendars whose nights block a room kind. */
  icalImports: IcalImport[];
  /** The deposit and its gateways; null when neither Payme nor Click is configured (no deposit offered). */
  payments: PaymentsConfig | null;
  /** BACKUP_DIR, or DATA_DIR/backups: where `npm run backup` writes; health reads the newest. */
  backupDir: string;
  /**
   * SITE_ORIGIN when it is set: the staff console's sign-in addresses, passkeys' relying party and
   * the Origin its state changes must come from; null (unset): http://localhost:<PORT>.
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
  /** CLICK_MERCHANT_USER_ID: the user id Click's merchant API (fiscalization) authenticates with. */
  merchantUserId: string;
  /** CLICK_API_BASE: Click's merchant API, without a trailing slash. */
  apiBase: string;
}

/** What every receipt item of a deposit carries (FISCAL_*): required when a gateway is on. */
export interface FiscalConfig {
  /** FISCAL_IKPU: the service's 17-digit IKPU (MXIK) code. */
  ikpu: string;
  /** FISCAL_PACKAGE_CODE: the package (unit) code of that IKPU. */
  packageCode: string;
  /** FISCAL_VAT_PERCENT: the VAT rate, 0 to 100. */
  vatPercent: number;
}

export interface PaymentsConfig {
  deposit: DepositRule;
  payme: PaymeConfig | null;
  click: ClickConfig | null;
  fiscal: FiscalConfig;
}

/** One calendar of another channel (Booking.com, Airbnb) for one room kind. */
export interface IcalImport {
  roomId: number;
  url: string;
}

/** A variable's declared default (schema.ts is where defaults are written). */
function defaultOf<T extends string | number>(name: EnvName): T {
  return declarationOf(name).default as T;
}

export const DEFAULT_PORT = defaultOf<number>('PORT');
export const DEFAULT_RATE_LIMIT_PER_MINUTE = defaultOf<number>('RATE_LIMIT_PER_MINUTE');
export const DEFAULT_GLOBAL_RATE_LIMIT_PER_MINUTE = defaultOf<number>('RATE_LIMIT_GLOBAL_PER_MINUTE');
export const DEFAULT_READ_RATE_LIMIT_PER_MINUTE = defaultOf<number>('RATE_LIMIT_READS_PER_MINUTE');
export const DEFAULT_GUEST_EMAILS_PER_HOUR = defaultOf<number>('GUEST_EMAILS_PER_HOUR');
export const DEFAULT_GUEST_EMAILS_PER_DAY = defaultOf<number>('GUEST_EMAILS_PER_DAY');
export const DEFAULT_TELEGRAM_API_BASE = defaultOf<string>('TELEGRAM_API_BASE');
export const DEFAULT_PAYME_CHECKOUT_URL = defaultOf<string>('PAYME_CHECKOUT_URL');
export const DEFAULT_CLICK_CHECKOUT_URL = defaultOf<string>('CLICK_CHECKOUT_URL');
export const DEFAULT_CLICK_API_BASE = defaultOf<string>('CLICK_API_BASE');
export const DEFAULT_SITE_ORIGIN = defaultOf<string>('SITE_ORIGIN');

/** TRUST_PROXY: unset trusts nothing; a hop count; or addresses / CIDR ranges, comma-separated. */
function trustProxyOf(raw: string | undefined): false | number | string[] {
  if (raw === undefined) return false;
  const problem = declarationOf('TRUST_PROXY').problem as string;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY', problem);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (family === 0 || !prefixOk || rest.length > 0) throw new ConfigError('TRUST_PROXY', problem);
  }
  return entries;
}

/** The staff chat, who may press its buttons and how the bot hears the presses; null without a bot. */
function telegramOf(env: Env): TelegramConfig | null {
  const { TELEGRAM_BOT_TOKEN: botToken, TELEGRAM_CHAT_ID: chatId } = env;
  if ((botToken === undefined) !== (chatId === undefined)) {
    throw new ConfigError(
      botToken === undefined ? 'TELEGRAM_BOT_TOKEN' : 'TELEGRAM_CHAT_ID',
      'must be set together with the other Telegram variable.',
    );
  }
  if (botToken === undefined || chatId === undefined) return null;
  const webhookUrl = env.TELEGRAM_WEBHOOK_URL ?? null;
  const webhookSecret = env.TELEGRAM_WEBHOOK_SECRET ?? null;
  if (webhookUrl !== null && webhookSecret === null) {
    throw new ConfigError(
      'TELEGRAM_WEBHOOK_SECRET',
      'must be set when TELEGRAM_WEBHOOK_URL is set (it proves a call comes from Telegram).',
    );
  }
  const ids = env.TELEGRAM_STAFF_IDS;
  const staffIds = ids === undefined ? null : ids.split(',').map((id) => Number(id.trim()));
  // In a public @channel or @group anyone who can press a button could confirm or decline.
  if (chatId.startsWith('@') && staffIds === null) {
    throw new ConfigError(
      'TELEGRAM_STAFF_IDS',
      'must be set when TELEGRAM_CHAT_ID is a public @name: list the user ids of the staff who may confirm and decline (anyone else who can press a button in that chat would decide), or use the numeric id of a private group.',
    );
  }
  return { botToken, chatId, apiBase: env.TELEGRAM_API_BASE.replace(/\/+$/, ''), staffIds, webhookUrl, webhookSecret };
}

/** What CALENDAR_TOKEN must be, as the start-up error and docs/configuration.md say it. */
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
  for (let i = 1; i < token.length; i += 1)
    if (Math.abs(token.charCodeAt(i) - token.charCodeAt(i - 1)) <= 1) steps += 1;
  // Words: runs of five or more letters of one case (a random token has few; a phrase is made of them).
  const inWords = [...token.matchAll(/[a-z]{5,}|[A-Z]{5,}/g)].reduce((sum, match) => sum + match[0].length, 0);
  return steps * 2 < token.length - 1 && inWords * 3 < token.length * 2;
}

/** ICAL_IMPORTS: JSON, room id → list of https URLs (http only to this machine). */
function icalImportsOf(raw: string | undefined, roomIds: readonly number[]): IcalImport[] {
  if (raw === undefined) return [];
  const problem =
    'must be JSON mapping room ids to lists of https:// calendar URLs, e.g. {"1": ["https://…/calendar.ics"]}.';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('ICAL_IMPORTS', problem);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ConfigError('ICAL_IMPORTS', problem);
  const imports: IcalImport[] = [];
  for (const [key, urls] of Object.entries(parsed)) {
    if (!/^\d+$/.test(key) || !roomIds.includes(Number(key)))
      throw new ConfigError('ICAL_IMPORTS', `names a room that does not exist; ${problem}`);
    if (!Array.isArray(urls)) throw new ConfigError('ICAL_IMPORTS', problem);
    for (const url of urls) {
      let parsedUrl: URL;
      try {
        parsedUrl = new URL(String(url));
      } catch {
        throw new ConfigError('ICAL_IMPORTS', problem);
      }
      const local = parsedUrl.protocol === 'http:' && isLoopback(parsedUrl.hostname);
      if (parsedUrl.protocol !== 'https:' && !local)
        throw new ConfigError('ICAL_IMPORTS', `has a URL that is not https://; ${problem}`);
      imports.push({ roomId: Number(key), url: parsedUrl.toString() });
    }
  }
  return imports;
}

/** Variables that only work together: all set, or none (the error names the first one missing). */
function together(env: Partial<Record<EnvName, string | number>>, names: readonly EnvName[]): boolean {
  const missing = names.filter((name) => env[name] === undefined);
  if (missing.length > 0 && missing.length < names.length) {
    throw new ConfigError(
      missing[0] as string,
      `must be set together with ${names.filter((name) => !missing.includes(name)).join(' and ')}.`,
    );
  }
  return missing.length === 0;
}

/** Variables a gateway needs once it is on (the error names the first one missing). */
function requiredWith(
  env: Partial<Record<EnvName, string | number>>,
  names: readonly EnvName[],
  because: string,
): void {
  const missing = names.find((name) => env[name] === undefined);
  if (missing !== undefined) throw new ConfigError(missing, `must be set when ${because}.`);
}

const PAYMENTS_SCHEMA = Type.Pick(ENV_SCHEMA, [
  'DEPOSIT',
  'PAYME_MERCHANT_ID',
  'PAYME_KEY',
  'PAYME_CHECKOUT_URL',
  'CLICK_SERVICE_ID',
  'CLICK_MERCHANT_ID',
  'CLICK_SECRET_KEY',
  'CLICK_CHECKOUT_URL',
  'CLICK_MERCHANT_USER_ID',
  'CLICK_API_BASE',
  'FISCAL_IKPU',
  'FISCAL_PACKAGE_CODE',
  'FISCAL_VAT_PERCENT',
]);
type PaymentsEnv = Pick<Env, keyof typeof PAYMENTS_SCHEMA.properties>;

function depositOf(raw: string): DepositRule {
  if (raw === 'first_night') return { kind: 'first_night' };
  const percent = Number(/^(\d{1,3})\s*%$/.exec(raw)?.[1]);
  if (!(percent >= 1 && percent <= 100)) throw new ConfigError('DEPOSIT', declarationOf('DEPOSIT').problem as string);
  return { kind: 'percent', percent };
}

/** The gateways, the deposit and the fiscal settings from values the schema has checked. */
function paymentsOf(env: PaymentsEnv): PaymentsConfig | null {
  const deposit = depositOf(env.DEPOSIT);
  const paymeOn = together(env, ['PAYME_MERCHANT_ID', 'PAYME_KEY']);
  const clickOn = together(env, ['CLICK_SERVICE_ID', 'CLICK_MERCHANT_ID', 'CLICK_SECRET_KEY']);
  if (!paymeOn && !clickOn) return null;
  // Every paid deposit needs a fiscal receipt, so a gateway does not start without its items' codes.
  requiredWith(
    env,
    ['FISCAL_IKPU', 'FISCAL_PACKAGE_CODE', 'FISCAL_VAT_PERCENT'],
    'a payment gateway (Payme or Click) is on: every paid deposit needs a fiscal receipt',
  );
  if (clickOn) requiredWith(env, ['CLICK_MERCHANT_USER_ID'], 'Click is on: its receipts go through the merchant API');
  const fiscal = {
    ikpu: env.FISCAL_IKPU as string,
    packageCode: env.FISCAL_PACKAGE_CODE as string,
    vatPercent: env.FISCAL_VAT_PERCENT as number,
  };
  const payme = paymeOn
    ? {
        merchantId: env.PAYME_MERCHANT_ID as string,
        key: env.PAYME_KEY as string,
        checkoutUrl: env.PAYME_CHECKOUT_URL.replace(/\/+$/, ''),
      }
    : null;
  const click = clickOn
    ? {
        serviceId: env.CLICK_SERVICE_ID as string,
        merchantId: env.CLICK_MERCHANT_ID as string,
        secretKey: env.CLICK_SECRET_KEY as string,
        checkoutUrl: env.CLICK_CHECKOUT_URL.replace(/\/+$/, ''),
        merchantUserId: env.CLICK_MERCHANT_USER_ID as string,
        apiBase: env.CLICK_API_BASE.replace(/\/+$/, ''),
      }
    : null;
  return { deposit, payme, click, fiscal };
}

/** PAYME_*, CLICK_*, DEPOSIT and FISCAL_* (each gateway on when its variables are set); null when no gateway is on. */
export function readPayments(env: RawEnv = process.env): PaymentsConfig | null {
  return paymentsOf(validateEnv(PAYMENTS_SCHEMA, env));
}

const STORAGE_SCHEMA = Type.Pick(ENV_SCHEMA, ['DATA_DIR', 'DATABASE_URL']);
const BACKUP_SCHEMA = Type.Pick(ENV_SCHEMA, ['DATA_DIR', 'DATABASE_URL', 'BACKUP_DIR', 'BACKUP_KEEP']);
const SITE_SCHEMA = Type.Pick(ENV_SCHEMA, ['SITE_ORIGIN']);
const SYSTEM_SCHEMA = Type.Pick(ENV_SCHEMA, ['PATH']);

function storageOf(env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>, cwd: string): Pick<Config, 'dataDir' | 'databaseUrl'> {
  return { dataDir: path.resolve(cwd, env.DATA_DIR), databaseUrl: env.DATABASE_URL ?? null };
}

function backupDirOf(dir: string | undefined, cwd: string, dataDir: string): string {
  return dir === undefined ? path.join(dataDir, 'backups') : path.resolve(cwd, dir);
}

/** The storage part of the configuration: what `npm run bookings` needs. */
export function loadStorageConfig(
  env: RawEnv = process.env,
  cwd: string = process.cwd(),
): Pick<Config, 'dataDir' | 'databaseUrl'> {
  return storageOf(validateEnv(STORAGE_SCHEMA, env), cwd);
}

/** What `npm run backup` and `npm run restore` need: the store, where backups go and how many stay. */
export interface BackupConfig extends Pick<Config, 'dataDir' | 'databaseUrl' | 'backupDir'> {
  /** BACKUP_KEEP: how many of the newest backups stay (default 14). */
  backupKeep: number;
}

export function loadBackupConfig(env: RawEnv = process.env, cwd: string = process.cwd()): BackupConfig {
  const values = validateEnv(BACKUP_SCHEMA, env);
  const storage = storageOf(values, cwd);
  return {
    ...storage,
    backupDir: backupDirOf(values.BACKUP_DIR, cwd, storage.dataDir),
    backupKeep: values.BACKUP_KEEP,
  };
}

/**
 * SITE_ORIGIN as an origin (no trailing slash): the site's address in the links the server writes
 * (emails, a gateway's return address), as the site is built with it; else the example origin.
 */
export function siteOrigin(env: RawEnv = process.env): string {
  return new URL(validateEnv(SITE_SCHEMA, env).SITE_ORIGIN).origin;
}

/** PATH: the directories `npm run backup` searches for pg_dump. */
export function executableSearchPath(env: RawEnv = process.env): string {
  return validateEnv(SYSTEM_SCHEMA, env).PATH ?? '';
}

/** Addresses only this machine reaches. */
const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', '::1', 'localhost'];

/** Reads and validates the whole server configuration; throws ConfigError naming the bad variable. */
export function loadConfig(env: RawEnv = process.env, cwd: string = process.cwd()): Config {
  const values = validateEnv(ENV_SCHEMA, env);
  const storage = storageOf(values, cwd);
  if (!isValidEmail(values.HOTEL_EMAIL))
    throw new ConfigError('HOTEL_EMAIL', declarationOf('HOTEL_EMAIL').problem as string);
  const trustProxy = trustProxyOf(values.TRUST_PROXY);
  // A hop count trusts whoever connects: on an address others reach, anyone could write X-Forwarded-For.
  if (typeof trustProxy === 'number' && !LOOPBACK_HOSTS.includes(values.HOST))
    throw new ConfigError(
      'TRUST_PROXY',
      `is a hop count while HOST=${values.HOST} lets any machine connect, so anyone could forge X-Forwarded-For and pass the rate limits. Set HOST=127.0.0.1 (the proxy on this machine), or set TRUST_PROXY to the proxy's address (e.g. TRUST_PROXY=10.0.0.5).`,
    );
  const telegram = telegramOf(values);
  const calendarToken = values.CALENDAR_TOKEN ?? null;
  if (calendarToken !== null && !isStrongToken(calendarToken))
    throw new ConfigError('CALENDAR_TOKEN', CALENDAR_TOKEN_RULE);
  const icalImports = icalImportsOf(
    values.ICAL_IMPORTS,
    ROOMS.map((room) => room.id),
  );
  return {
    port: values.PORT,
    host: values.HOST,
    ...storage,
    bookingApiKey: values.BOOKING_API_KEY ?? null,
    hotelEmail: values.HOTEL_EMAIL,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    readRateLimitPerMinute: values.RATE_LIMIT_READS_PER_MINUTE,
    globalRateLimitPerMinute: values.RATE_LIMIT_GLOBAL_PER_MINUTE,
    trustProxy,
    guestEmailsPerHour: values.GUEST_EMAILS_PER_HOUR,
    guestEmailsPerDay: values.GUEST_EMAILS_PER_DAY,
    staffLang: values.STAFF_LANG,
    staffMessageDetail: values.STAFF_MESSAGE_DETAIL,
    healthToken: values.HEALTH_TOKEN ?? null,
    telegram,
    smtpUrl: values.SMTP_URL ?? null,
    maxConnections: values.MAX_CONNECTIONS,
    maxConnectionsPerAddress: values.MAX_CONNECTIONS_PER_ADDRESS,
    retentionDays: values.RETENTION_DAYS,
    calendarToken,
    icalImports,
    payments: paymentsOf(values),
    backupDir: backupDirOf(values.BACKUP_DIR, cwd, storage.dataDir),
    siteOrigin: consoleOriginOf(env.SITE_ORIGIN, values.SITE_ORIGIN),
  };
}

/** The set SITE_ORIGIN as an origin (the schema refused a path), or null when unset. */
function consoleOriginOf(raw: string | undefined, value: string): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  return new URL(value).origin;
}
