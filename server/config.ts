/**
 * Server configuration from the environment, validated once at start.
 * Errors name the variable but never echo its value: it may be a secret.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { isValidEmail } from '../src/domain/bookingFields';
import { HOTEL } from '../src/shared/hotel';

export interface TelegramConfig {
  botToken: string;
  chatId: string;
  apiBase: string;
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
   * Defaults to the booking address the site shows (src/shared/hotel.ts).
   */
  hotelEmail: string;
  rateLimitPerMinute: number;
  /** Booking requests per minute on each booking route, all clients together. */
  globalRateLimitPerMinute: number;
  /**
   * Fastify's trustProxy: false (trust nothing, the default), a hop count, or the addresses and
   * CIDR ranges of the reverse proxy, whose X-Forwarded-For then names the client.
   */
  trustProxy: false | number | string[];
  /** Guest emails per hour in all (and never more than one an hour to one address). */
  guestEmailsPerHour: number;
  /** Null when TELEGRAM_BOT_TOKEN / TELEGRAM_CHAT_ID are not set: the channel is skipped. */
  telegram: TelegramConfig | null;
  /** Null: emails are written as .eml files under dataDir/outbox. */
  smtpUrl: string | null;
  /** Open connections the server keeps at most (slow-client floods); more are dropped at once. */
  maxConnections: number;
  /** Days after check-out before a booking's personal data is erased; null keeps it forever. */
  retentionDays: number | null;
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
export const DEFAULT_GUEST_EMAILS_PER_HOUR = 30;
export const DEFAULT_TELEGRAM_API_BASE = 'https://api.telegram.org';

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

/** The storage part of the configuration: what `npm run bookings` needs. */
export function loadStorageConfig(env: Env = process.env, cwd: string = process.cwd()): Pick<Config, 'dataDir' | 'databaseUrl'> {
  const dataDir = path.resolve(cwd, read(env, 'DATA_DIR') ?? './data');
  const databaseUrl = readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']) ?? null;
  return { dataDir, databaseUrl };
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
  const telegram = botToken && chatId ? { botToken, chatId, apiBase: apiBase.replace(/\/+$/, '') } : null;

  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']) ?? null;

  return {
    port,
    host,
    ...storage,
    bookingApiKey,
    hotelEmail,
    rateLimitPerMinute,
    globalRateLimitPerMinute,
    trustProxy,
    guestEmailsPerHour,
    telegram,
    smtpUrl,
    // 1000 sockets cost a few MB and stay far below the file-descriptor limit Node raises to.
    maxConnections: readInt(env, 'MAX_CONNECTIONS', 1000, 1, 1_000_000),
    retentionDays: read(env, 'RETENTION_DAYS') === undefined ? null : readInt(env, 'RETENTION_DAYS', 0, 1, 36_500),
  };
}
