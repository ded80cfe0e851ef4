/** Security headers (helmet with a strict CSP) and the optional x-api-key check. */
import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance, preParsingHookHandler } from 'fastify';
import { ApiError } from './http';
import type { Transaction } from 'kysely';
import type { Database } from './db';

/** The only host the site frames: the embedded map on the contact section. */
export const MAP_FRAME_HOST = 'https://www.openstreetmap.org';

/** A CSP source expression allowing an inline script by the SHA-256 of its exact text. */
export const scriptHash = (source: string): string =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

// Folders of the build that hold no pages (content-hashed scripts, styles and images).
const ASSET_DIRS = new Set(['static', 'img']);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Whether a script element with these attributes runs its text: not when it loads a file or declares data (JSON-LD). */
function runsItsText(attributes: string): boolean {
  if (/(?:^|\s)src\s*=/i.test(attributes)) return false;
  const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'text/javascript' || type === 'module' || type === 'application/javascript';
}

/**
 * The hashes of the inline scripts of the built pages (the language boot and the app loader that
 * scripts/prerender.js wrote into dist/), read once at start. The server allows exactly the text
 * the pages carry, so the two can never disagree; without a build there are none.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  const walk = (dir: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === distDir && ASSET_DIRS.has(entry.name))) walk(full);
      } else if (entry.name.endsWith('.html')) {
        for (const [, attributes = '', text = ''] of fs.readFileSync(full, 'utf8').matchAll(SCRIPT)) {
          if (runsItsText(attributes) && text.trim() !== '') hashes.add(scriptHash(text));
        }
      }
    }
  };
  walk(distDir);
  return [...hashes].sort();
}

/** Content-Security-Policy directives for the site and the API; `scriptHashes` allow the pages' inline scripts. */
export function cspDirectives(scriptHashes: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    // styled-components and react-datepicker write <style> tags and style attributes at run time;
    // inline styles cannot run code, so 'unsafe-inline' is allowed for styles only.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: [MAP_FRAME_HOST],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
  };
}

/**
 * Features the site never uses, each denied to the pages and to every frame in them (the map
 * iframe included): no camera, microphone, location, payment, sensors, fullscreen or the like.
 * `browsing-topics` and `interest-cohort` opt the site out of ad-interest tracking. Only names
 * Chromium knows: it logs an error for every unknown one (ambient-light-sensor, battery,
 * bluetooth, document-domain, web-share), which the browser tests and Lighthouse count.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

/** The Permissions-Policy header's value: every feature above with an empty allowlist. */
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** What the staff console's pages may use besides: passkeys (WebAuthn), for this origin only. */
const STAFF_FEATURES: ReadonlySet<string> = new Set(['publickey-credentials-create', 'publickey-credentials-get']);

/**
 * The staff console's Permissions-Policy: the same, but passkeys are allowed for the site itself
 * (an empty allowlist makes the browser refuse navigator.credentials outright).
 */
export const STAFF_PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) =>
  STAFF_FEATURES.has(feature) ? `${feature}=(self)` : `${feature}=()`,
).join(', ');

/** Whether a request's path is the staff console's (its pages, and nothing else). */
function isStaffPage(url: string): boolean {
  return url === '/staff' || url.startsWith('/staff/') || url.startsWith('/staff?');
}

/** Registers helmet with the CSP above, allowing the inline scripts of the pages built into `distDir`. */
export async function registerSecurityHeaders(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(inlineScriptHashes(distDir)) },
    // The map iframe is cross-origin and sends no CORP header; COEP would block it.
    crossOriginEmbedderPolicy: false,
  });
  // Helmet sends no Permissions-Policy; set it first thing, so every answer (404s and errors too) carries it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', isStaffPage(request.url) ? STAFF_PERMISSIONS_POLICY : PERMISSIONS_POLICY);
    done();
  });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Whether a secret a client sent (a header, a query parameter) is the configured one, compared as
 * digests in constant time: neither its content nor its length shows in the timing.
 */
export function sameSecret(given: unknown, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}

/**
 * A preParsing hook that refuses requests without the configured x-api-key, comparing digests
 * in constant time; no key configured means no check (there is no fallback key). It runs after
 * the rate limits (onRequest), so every wrong key counts against them, before the body is read.
 */
export function requireApiKey(apiKey: string | null): preParsingHookHandler | undefined {
  if (apiKey === null) return undefined;
  const expected = digest(apiKey);
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Fastify awaits a hook that returns a promise (no done callback)
  return async (request, _reply, payload) => {
    const given = request.headers['x-api-key'];
    const ok = typeof given === 'string' && timingSafeEqual(digest(given), expected);
    if (!ok) throw new ApiError(401, 'unauthorized', 'A valid x-api-key header is required.');
    return payload;
  };
}

/**
 * The client a limit counts: its IPv4 address, or the /64 network of an IPv6 address (one
 * household or server gets a whole /64 and can rotate through it freely). An IPv4 address in
 * IPv6 form (::ffff:1.2.3.4) is that IPv4 address.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [
    ...headGroups,
    ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A place taken in the shared budget; give it back when the booking was not stored after all. */
export type BudgetPlace = { release(): void };

/**
 * The shared budget of new bookings as the booking calls use it: a place taken before the
 * booking's transaction (the memory budget of one server), then, inside the transaction, the
 * store's word (bookings/bookingBudget.ts: several servers on one PostgreSQL count together).
 */
export interface BookingBudget {
  take(client: string): BudgetPlace | null;
  /** Inside the booking's transaction, just before it is stored: false when it is over the budget. */
  admits(trx: Transaction<Database>, client: string, now: Date): Promise<boolean>;
}

/**
 * The shared budget's rule: `total` bookings stored in the window from all clients, `own` of them
 * from this client, `clients` the clients that booked in it (this one included). See
 * SharedBookingBudget.
 */
export function fairShareAdmits(total: number, own: number, clients: number, perMinute: number): boolean {
  return total < perMinute || (own < perMinute / clients && total < 2 * perMinute);
}

interface Entry {
  at: number;
  client: string;
  live: boolean;
}

/**
 * The shared budget of new bookings: `perMinute` stored bookings in any 60 s from all clients
 * together, shared fairly. Only a booking about to be stored takes a place, so what the
 * per-address limit or validation refuses never spends it. While the total is under `perMinute`
 * any client may book. Over it, a client may still book while its own bookings in the window are
 * fewer than its fair share (`perMinute` divided by the clients that booked in the window, itself
 * included), up to twice `perMinute` in all: a few addresses flooding at their own limit fill at
 * most their shares, and a guest from any other address (none booked yet: below every share)
 * still gets through. Locking guests out takes about `perMinute` addresses booking at once.
 * A sliding window: there is no moment at which it empties for an attacker to aim at.
 */
export class SharedBookingBudget implements BookingBudget {
  private readonly entries: Entry[] = [];
  private head = 0;
  private readonly perClient = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly windowMs = 60_000,
  ) {}

  /** A place for a booking from `client` (see clientKey), or null: over the budget. */
  take(client: string): BudgetPlace | null {
    const time = this.now();
    this.forgetBefore(time - this.windowMs);
    const own = this.perClient.get(client) ?? 0;
    const clients = this.perClient.size + (own === 0 ? 1 : 0);
    if (!fairShareAdmits(this.total, own, clients, this.perMinute)) return null;
    const entry: Entry = { at: time, client, live: true };
    this.entries.push(entry);
    this.count(client, 1);
    return {
      release: () => {
        if (!entry.live) return;
        entry.live = false;
        this.count(client, -1);
      },
    };
  }

  /** The place taken before the transaction is the whole decision: one server counts alone. */
  admits(): Promise<boolean> {
    return Promise.resolve(true);
  }

  private count(client: string, delta: number): void {
    const n = (this.perClient.get(client) ?? 0) + delta;
    if (n > 0) this.perClient.set(client, n);
    else this.perClient.delete(client);
    this.total += delta;
  }

  private forgetBefore(cutoff: number): void {
    while (this.head < this.entries.length && this.entries[this.head]!.at <= cutoff) {
      const entry = this.entries[this.head]!;
      if (entry.live) {
        entry.live = false;
        this.count(entry.client, -1);
      }
      this.head += 1;
    }
    // Drop the forgotten front now and then, not on every call.
    if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries.splice(0, this.head);
      this.head = 0;
    }
  }
}

/** What a refusal by the shared budget says: the same as the per-address limit, and nothing about the budget's state. */
export const SHARED_BUDGET_REFUSAL = {
  status: 429,
  code: 'rate_limited',
  message: 'Too many booking requests; try again later.',
  retryAfterSeconds: 60,
} as const;
