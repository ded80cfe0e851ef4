/**
 * Every environment variable the server reads, declared once: its type, default, meaning and
 * whether it is a secret. index.ts validates the environment against it (env-schema, Ajv) and
 * then applies the rules that join several variables; scripts/configDocs.ts prints
 * docs/configuration.md's table and .env.example from it. The site's build variables are
 * declared beside it, in build.ts.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';
import { LANGS } from '../../src/domain/booking';
import { HOTEL } from '../../src/domain/hotel';
import { DEFAULT_RETENTION_DAYS } from '../../src/domain/privacy';

/** The sections of the configuration page and of .env.example, in their order. */
export const GROUPS = {
  server: 'Server',
  storage: 'Storage and backups',
  limits: 'Booking API and limits',
  telegram: 'Staff notifications: Telegram',
  email: 'Emails',
  calendars: 'Calendars',
  privacy: 'Personal data',
  payments: 'Deposit: Payme and Click',
  fiscal: 'Fiscal receipts',
  system: 'Read from the system',
} as const;

export type Group = keyof typeof GROUPS;

/** What each declaration carries beside its JSON Schema type (annotations Ajv is told to accept). */
interface Meta {
  description: string;
  group: Group;
  /** Never logged, never in a message, kept out of version control. */
  secret?: boolean;
  /** What leaving it unset means, when it has no default value. */
  unset?: string;
  /** The start-up error's text after the variable's name (a whole number's is written from its range). */
  problem?: string;
  /**
   * Written into the site's JavaScript when it is built, where anyone can read it: a build
   * variable (build.ts), or a server variable whose value the site also carries. Never a secret.
   */
  public?: boolean;
}

/**
 * `url`: an address whose scheme is one of `protocols` with a host; with `localHttp`, plain
 * http only to this machine (a test's fake), with `localProblem` as the error.
 */
export interface UrlRule {
  protocols: string[];
  localHttp?: boolean;
  localProblem?: string;
  /** Scheme, host and port only (a trailing slash allowed): no path, query, fragment, user or password. */
  originOnly?: boolean;
  /** An address paths are appended to (`…/api/booking`): a path allowed, no query, fragment, user or password. */
  base?: boolean;
}

export const ANNOTATIONS = ['group', 'secret', 'unset', 'problem', 'public'] as const;

/**
 * The x-api-key the booking routes require and the site sends: printable ASCII without spaces (a
 * header value), at most 512 characters. The server's BOOKING_API_KEY and the build's share it.
 */
export const API_KEY_RULE = {
  pattern: '^[\\x21-\\x7e]{1,512}$',
  problem: 'must be 1 to 512 printable ASCII characters without spaces (it travels in the x-api-key header).',
};

const LOCAL_HTTP = 'must be an https:// URL (http:// only for a server on this machine).';

function text(meta: Meta & { pattern?: string; default?: string; url?: UrlRule }) {
  return Type.String(meta);
}

function optional(meta: Meta & { pattern?: string; url?: UrlRule }) {
  return Type.Optional(Type.String(meta));
}

function whole(minimum: number, maximum: number, meta: Meta & { default?: number }) {
  return Type.Integer({
    minimum,
    maximum,
    problem: `must be a whole number between ${minimum} and ${maximum}.`,
    ...meta,
  });
}

function optionalWhole(minimum: number, maximum: number, meta: Meta) {
  return Type.Optional(whole(minimum, maximum, meta));
}

const PRINTABLE_SECRET = '^[\\x21-\\x7e]{8,512}$';

export const ENV_SCHEMA = Type.Object({
  PORT: whole(0, 65535, { group: 'server', default: 3000, description: 'HTTP port (`0` picks a free one).' }),
  HOST: text({
    group: 'server',
    default: '0.0.0.0',
    pattern: '^[A-Za-z0-9.:_\\[\\]-]+$',
    problem: 'must be a host name or an IP address.',
    description: 'Address to listen on (tests use `127.0.0.1`).',
  }),
  DATA_DIR: text({
    group: 'storage',
    default: './data',
    description:
      "Holds `bookings.sqlite` (WAL), the priced pages rendered for the owner's terms in `pages/`, `backups/` (unless `BACKUP_DIR`) and, without SMTP, the `.eml` files in `outbox/`: the server's runtime state (it never writes the build output). Created at start.",
  }),
  DATABASE_URL: optional({
    group: 'storage',
    secret: true,
    unset: 'SQLite under `DATA_DIR`',
    url: { protocols: ['postgres:', 'postgresql:'] },
    description: '`postgres://user:password@host:port/db` uses PostgreSQL instead of SQLite.',
  }),
  // Public, not secret: the site sends it, so it is in the site's JavaScript (the build's BOOKING_API_KEY).
  BOOKING_API_KEY: optional({
    group: 'limits',
    public: true,
    ...API_KEY_RULE,
    description:
      "When set, both booking routes require the header `x-api-key` with this value (compared in constant time). There is no fallback key. Public: the site is built with the same value (the build's `BOOKING_API_KEY`) and sends it, so anyone can read it in the site's JavaScript; the real protections are the validation, the rate limits and the recipient rule.",
  }),
  HOTEL_EMAIL: text({
    group: 'email',
    default: HOTEL.emails.booking,
    problem: 'must be an email address.',
    description:
      "The hotel's address (by default the booking address the site shows, `src/domain/hotel.ts`): recipient of the staff email, sender and Reply-To of every email. Set it when the staff read mail at another address; the site's email call keeps working either way.",
  }),
  RATE_LIMIT_PER_MINUTE: whole(1, 10_000_000, {
    group: 'limits',
    default: 20,
    description:
      "Requests per minute per client on each booking route (an IPv4 address, or an IPv6 address's /64). Every request counts: a wrong `x-api-key`, an invalid body.",
  }),
  RATE_LIMIT_READS_PER_MINUTE: whole(1, 10_000_000, {
    group: 'limits',
    default: 240,
    description:
      'Reads per minute per client IP on `GET /api/availability…` and `GET /api/bookings/{id}` (a guest changing dates, a "My requests" page regaining focus).',
  }),
  RATE_LIMIT_GLOBAL_PER_MINUTE: whole(1, 10_000_000, {
    group: 'limits',
    default: 120,
    description:
      'New bookings stored in any 60 s from all clients together, shared fairly (docs/decisions.md, "Shared budget"): only a request about to be stored counts, never one the per-client limit or validation refused. Over it, a client still books while it has fewer bookings in the window than its fair share, up to twice this in all.',
  }),
  TRUST_PROXY: optional({
    group: 'limits',
    unset: 'trust nothing',
    problem: 'must be a hop count from 1 to 10, or addresses/CIDR ranges separated by commas.',
    description:
      "Behind nginx or Caddy every guest arrives from the proxy's address, and all would share one bucket of `RATE_LIMIT_PER_MINUTE`. Set the hop count (`1` for one proxy in front) or the proxy's addresses and CIDR ranges, comma-separated (`127.0.0.1,10.0.0.0/8`); the client is then read from `X-Forwarded-For`. Unset, that header changes nothing (anyone can write it).",
  }),
  GUEST_EMAILS_PER_HOUR: whole(1, 1_000_000, {
    group: 'email',
    default: 30,
    description:
      "The hour's budget of guest \"received\" emails that repeat senders (a client's second and later emails of the hour) need room in, every email of the hour counted: this many in all, a third to one recipient domain, a tenth for the requests of one client. A client's first email of the hour is held only by one an hour to an address and `GUEST_EMAILS_PER_DAY`, so strangers cannot spend a real guest's room. A booking over a budget is still stored and the staff are still told; its guest email waits for the next hour (the clients that sent fewest go first), and is skipped only after a day without room or once the request is answered. The staff's answers (confirmed, declined) are never counted or held.",
  }),
  GUEST_EMAILS_PER_DAY: whole(1, 10_000_000, {
    group: 'email',
    default: 200,
    description:
      "Guest \"received\" emails in any 24 hours, a third of them to one recipient domain: the cap that keeps the mail server's name clean (two thirds of the 300 a day a small free sending plan allows, such as Brevo's; the staff's own emails and answers need the rest; set it lower on a 100-a-day plan). A client's first email of the hour goes at once within it, whatever others sent; repeat senders may use only half of it, so the other half always stays for first emails.",
  }),
  TELEGRAM_BOT_TOKEN: optional({
    group: 'telegram',
    secret: true,
    unset: 'no Telegram',
    pattern: '^\\d+:[A-Za-z0-9_-]+$',
    problem: 'must look like 123456:ABC-DEF… (the token BotFather gives).',
    description: "The staff bot's token. Set together with `TELEGRAM_CHAT_ID`, or neither.",
  }),
  TELEGRAM_CHAT_ID: optional({
    group: 'telegram',
    unset: 'no Telegram',
    pattern: '^(-?\\d+|@[A-Za-z0-9_]{5,})$',
    problem: 'must be a numeric chat id or an @channel name.',
    description:
      'The staff chat (numeric id or `@channel`); set together with `TELEGRAM_BOT_TOKEN`. A public `@name` needs `TELEGRAM_STAFF_IDS`: without it the server refuses to start (anyone who can press a button in such a chat would confirm or decline).',
  }),
  TELEGRAM_API_BASE: text({
    group: 'telegram',
    default: 'https://api.telegram.org',
    url: { protocols: ['https:', 'http:'], localHttp: true },
    description:
      'For tests (a fake Bot API). Must be `https://`; plain `http://` only to this machine (127.0.0.1, localhost, ::1), since the bot token travels in the path.',
  }),
  TELEGRAM_STAFF_IDS: optional({
    group: 'telegram',
    unset: 'every member of the staff chat',
    pattern: '^\\d{1,15}(\\s*,\\s*\\d{1,15})*$',
    problem: 'must be Telegram user ids (whole numbers) separated by commas.',
    description:
      'Telegram user ids, comma-separated, whose presses on Confirm/Decline count. Others are answered "not allowed" and change nothing. Required when `TELEGRAM_CHAT_ID` is an `@name`.',
  }),
  TELEGRAM_WEBHOOK_URL: optional({
    group: 'telegram',
    unset: 'long polling',
    url: {
      protocols: ['https:', 'http:'],
      localHttp: true,
      localProblem: 'must be an https:// URL (Telegram calls webhooks over https only).',
    },
    description:
      'The public `https://…/api/telegram/webhook` address of this server: Telegram then calls it instead of the server polling `getUpdates`. Leave unset on a computer behind NAT.',
  }),
  TELEGRAM_WEBHOOK_SECRET: optional({
    group: 'telegram',
    secret: true,
    pattern: '^[A-Za-z0-9_-]{16,256}$',
    problem: 'must be 16 to 256 characters of A-Z, a-z, 0-9, _ and -.',
    description:
      'Required with `TELEGRAM_WEBHOOK_URL`: 16–256 characters of `A-Z a-z 0-9 _ -`, sent by Telegram in `X-Telegram-Bot-Api-Secret-Token`; a call without it is a 401.',
  }),
  STAFF_MESSAGE_DETAIL: Type.Union([Type.Literal('full'), Type.Literal('minimal')], {
    group: 'telegram',
    default: 'full',
    problem: 'must be full or minimal.',
    description:
      "`full` or `minimal`. `minimal` keeps the guest's name, phone and email out of every staff Telegram message (it carries the reference, room, dates, guests, price and the console's link; staff read the rest in the console or the staff email): for a hotel that wants citizens' personal data to stay on its own servers in Uzbekistan rather than pass through Telegram's. See docs/deploy.md.",
  }),
  STAFF_LANG: Type.Union(
    LANGS.map((lang) => Type.Literal(lang)),
    {
      group: 'telegram',
      default: 'uz',
      problem: 'must be uz, ru or en.',
      description:
        "`uz`, `ru` or `en`: the language of every staff text (the Telegram message, its buttons and answers, the staff emails). The guest's emails are in the guest's own site language.",
    },
  ),
  SMTP_URL: optional({
    group: 'email',
    secret: true,
    unset: '`.eml` files under `DATA_DIR/outbox/`',
    url: { protocols: ['smtp:', 'smtps:'] },
    description:
      '`smtp://user:pass@host:587` or `smtps://…:465`; nodemailer options may be added as query parameters (e.g. `?ignoreTLS=true` for a local test server). Plain `smtp://` must upgrade with STARTTLS (refused otherwise) unless the URL opts out with `?ignoreTLS=true` or `?requireTLS=false`. Unset: emails are written as `.eml` files under `DATA_DIR/outbox/`.',
  }),
  // 1000 sockets cost a few MB and stay far below the file-descriptor limit Node raises to.
  MAX_CONNECTIONS: whole(1, 1_000_000, {
    group: 'limits',
    default: 1000,
    description:
      'Open client connections the server holds at most; beyond that a new connection is closed at once, so a flood of slow clients (each cut off by the deadlines in docs/server.md, "Connections") cannot exhaust the process. Behind a reverse proxy this counts the proxy\'s connections.',
  }),
  MAX_CONNECTIONS_PER_ADDRESS: whole(1, 1_000_000, {
    group: 'limits',
    default: 64,
    description:
      'Open connections one client address holds at most (a browser opens up to 6 per site; 64 leave room for several guests behind one NAT address); the next one from that address is closed as soon as it is accepted, before a byte is read, so one address cannot take the slots of `MAX_CONNECTIONS` from everyone else. Sockets from a proxy that `TRUST_PROXY` names are not counted (they carry many guests: limit per client in the proxy, e.g. nginx `limit_conn`); with a hop count every socket comes from a trusted proxy, so only `MAX_CONNECTIONS` holds.',
  }),
  HEALTH_TOKEN: optional({
    group: 'server',
    secret: true,
    pattern: '^[A-Za-z0-9_-]{32,128}$',
    problem: 'must be 32–128 characters of A-Z a-z 0-9 _ - (e.g. `openssl rand -hex 32`).',
    unset: 'details only to this machine',
    description:
      '`/api/health` tells the public only `{ status }`; its details (outbox backlog, backup age, calendar feeds) go to a caller on this machine (no proxy in between) or one sending this value in an `X-Health-Token` header (an uptime monitor watching the backup age).',
  }),
  RETENTION_DAYS: whole(1, 36_500, {
    group: 'privacy',
    default: DEFAULT_RETENTION_DAYS,
    description:
      "A whole number of days ≥ 1. Once a request has been over that many days (its check-out, or the day it was cancelled or declined; hotel calendar), its personal data is erased, at start and then hourly: guest name and phone emptied, email, nationality label, client address and status token nulled, its history's details and queued messages deleted, the staff Telegram message (and a flood summary that listed it) edited to drop name, phone and email, its `.eml` files deleted; restore's safety copies (`bookings.sqlite.before-restore-*`) older than that go too. Id, room, dates, guests, total, status and nationality code stay, so counts and availability are unchanged. The default, a year, covers what follows a stay (a disputed charge, a lost item, the accounts) and no more; Uzbekistan's Law on Personal Data asks that data be kept no longer than its purpose needs.",
  }),
  CALENDAR_TOKEN: optional({
    group: 'calendars',
    secret: true,
    unset: 'export off',
    description:
      'Turns on `GET /api/calendar/{roomId}.ics?token=…` for other channels to import. A long random string, refused at start otherwise: 32–128 characters of `A-Z a-z 0-9 _ -`, at least 10 different characters, at least 96 bits by its own character frequencies (length × the Shannon entropy of how often each character occurs), no more than half of it in runs such as `aaaa` or `abcd`, and less than two thirds of it in words (runs of 5+ letters of one case). `openssl rand -hex 32` or a UUID passes; a phrase, a date or a pattern does not.',
  }),
  ICAL_IMPORTS: optional({
    group: 'calendars',
    secret: true,
    description:
      'JSON: room id → list of calendar URLs of other channels, e.g. `{"4": ["https://admin.booking.com/…/ical.ics"]}`. `https://` only (`http://` only to this machine). Fetched at start and every 15 minutes, read in a worker thread within the limits in docs/availability.md, "Other channels (iCal)"; each listing\'s nights take one unit of that room kind.',
  }),
  DEPOSIT: text({
    group: 'payments',
    default: 'first_night',
    pattern: '^(first_night|\\d{1,3}\\s*%)$',
    problem: 'must be first_night or a percentage of the total from 1% to 100% (e.g. 30%).',
    description:
      "What a confirmed guest is asked to pay: `first_night` (the first night of the booked rooms at the price the guest booked, by the nationality rule) or a share of the total, `1%`…`100%` (e.g. `30%`), rounded to whole so'm. Used only when a gateway is on.",
  }),
  PAYME_MERCHANT_ID: optional({
    group: 'payments',
    unset: 'Payme off',
    pattern: '^[A-Za-z0-9_-]{1,64}$',
    problem: 'must be the merchant (cashbox) id from the Payme Business cabinet.',
    description:
      'The cashbox id from the Payme Business cabinet; set together with `PAYME_KEY`, or neither. Both turn on `POST /api/payments/payme` and the "Pay with Payme" link.',
  }),
  PAYME_KEY: optional({
    group: 'payments',
    secret: true,
    unset: 'Payme off',
    pattern: PRINTABLE_SECRET,
    problem: 'must be the cashbox key: 8 to 512 printable characters without spaces.',
    description:
      "The cashbox's key, with `PAYME_MERCHANT_ID`. Checked in constant time on every call and never logged.",
  }),
  PAYME_CHECKOUT_URL: text({
    group: 'payments',
    default: 'https://checkout.paycom.uz',
    url: { protocols: ['https:', 'http:'], localHttp: true, localProblem: LOCAL_HTTP },
    description:
      "Payme's checkout; the test cabinet's is `https://test.paycom.uz`, the tests use the fake on 127.0.0.1.",
  }),
  CLICK_SERVICE_ID: optional({
    group: 'payments',
    unset: 'Click off',
    pattern: '^\\d{1,12}$',
    problem: 'must be the numeric service id from the Click merchant cabinet.',
    description:
      'From the Click merchant cabinet; `CLICK_SERVICE_ID`, `CLICK_MERCHANT_ID` and `CLICK_SECRET_KEY` all three or none. They turn on `POST /api/payments/click/prepare` and `/complete` and the "Pay with Click" link.',
  }),
  CLICK_MERCHANT_ID: optional({
    group: 'payments',
    unset: 'Click off',
    pattern: '^\\d{1,12}$',
    problem: 'must be the numeric merchant id from the Click merchant cabinet.',
    description: 'The merchant id from the Click merchant cabinet, with `CLICK_SERVICE_ID` and `CLICK_SECRET_KEY`.',
  }),
  CLICK_SECRET_KEY: optional({
    group: 'payments',
    secret: true,
    unset: 'Click off',
    pattern: PRINTABLE_SECRET,
    problem: 'must be the secret key: 8 to 512 printable characters without spaces.',
    description: "The secret of Click's `sign_string`, with `CLICK_SERVICE_ID` and `CLICK_MERCHANT_ID`.",
  }),
  CLICK_CHECKOUT_URL: text({
    group: 'payments',
    default: 'https://my.click.uz/services/pay',
    url: { protocols: ['https:', 'http:'], localHttp: true, localProblem: LOCAL_HTTP },
    description: "Click's payment page.",
  }),
  CLICK_MERCHANT_USER_ID: optional({
    group: 'payments',
    pattern: '^\\d{1,12}$',
    problem: 'must be the numeric merchant user id from the Click merchant cabinet.',
    description:
      "Required when Click is on: the user id Click's merchant API (the fiscalization call) authenticates with.",
  }),
  CLICK_API_BASE: text({
    group: 'payments',
    default: 'https://api.click.uz/v2/merchant',
    url: { protocols: ['https:', 'http:'], localHttp: true, localProblem: LOCAL_HTTP },
    description: "Click's merchant API, where a paid deposit's receipt items go (a fake on 127.0.0.1 in tests).",
  }),
  FISCAL_IKPU: optional({
    group: 'fiscal',
    pattern: '^\\d{17}$',
    problem: 'must be the 17-digit IKPU (MXIK) code of the service from tasnif.soliq.uz.',
    description: "Required when a gateway is on: the deposit's IKPU (MXIK) code, 17 digits, on every receipt item.",
  }),
  FISCAL_PACKAGE_CODE: optional({
    group: 'fiscal',
    pattern: '^\\d{1,20}$',
    problem: 'must be the numeric package (unit) code that tasnif.soliq.uz lists for the IKPU.',
    description: 'Required when a gateway is on: the package (unit) code of that IKPU, on every receipt item.',
  }),
  FISCAL_VAT_PERCENT: optionalWhole(0, 100, {
    group: 'fiscal',
    description:
      'Required when a gateway is on: the VAT rate of the receipt items, a whole percentage (`0` when the hotel pays no VAT).',
  }),
  BACKUP_DIR: optional({
    group: 'storage',
    unset: '`DATA_DIR/backups`',
    description: 'Where `npm run backup` writes its copies; the health route reads the newest one there.',
  }),
  BACKUP_KEEP: whole(1, 10_000, {
    group: 'storage',
    default: 14,
    description: 'How many of the newest backups `npm run backup` keeps; older ones are deleted after a good copy.',
  }),
  SITE_ORIGIN: text({
    group: 'server',
    default: 'https://gulshan-hotel.example',
    public: true,
    url: { protocols: ['https:', 'http:'], originOnly: true },
    description:
      "The site's address in links the server writes (emails, \"My requests\", a gateway's return address): set it to the origin the site is built with (`SITE_ORIGIN=https://… npm run build`). The staff console takes its sign-in links, passkeys' relying party and the Origin its changes must come from from it; unset, the console uses `http://localhost:<PORT>`. An origin only (no path).",
  }),
  PATH: optional({
    group: 'system',
    description:
      "Where `npm run backup` looks for `pg_dump` (a PostgreSQL store), before Debian's `/usr/lib/postgresql/<version>/bin`.",
  }),
});

export type EnvSchema = typeof ENV_SCHEMA;
export type Env = Static<EnvSchema>;
export type EnvName = keyof Env;

/** The declaration of one variable, as the docs script and the error messages read it. */
export type Declaration = TSchema &
  Partial<Meta> & { default?: unknown; url?: UrlRule; minimum?: number; maximum?: number; pattern?: string };

/** The declaration of `name` in `schema` (the server's, a part of it, or the build's). */
export function declarationIn(schema: TObject<TProperties>, name: string): Declaration {
  const declaration: Declaration | undefined = schema.properties[name];
  if (declaration === undefined) throw new Error(`${name} is not declared in this schema.`);
  return declaration;
}

export function declarationOf(name: EnvName): Declaration {
  const declaration: Declaration = ENV_SCHEMA.properties[name];
  return declaration;
}

export const ENV_NAMES = Object.keys(ENV_SCHEMA.properties) as EnvName[];
