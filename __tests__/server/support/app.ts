/**
 * The booking app for tests: built on a temporary store and called in-process with
 * `app.inject()` (route contracts: no socket), or listening on an ephemeral port of 127.0.0.1
 * (tests about the socket itself). Both answer through the same client, so a test reads alike
 * either way. Also the environment, a valid booking and a polling wait.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions } from 'fastify';
import { buildApp, defaultLogger } from '../../../server/app';
import type { BuildOptions } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { Config } from '../../../server/config';
import type { BookingPayload } from '../../../src/domain/booking';
import { addDays, todayInHotel } from '../../../src/domain/dates';
import { findRoom } from '../../../src/domain/rooms';
import { SQLITE, outboxSettled, tempDir } from './store';
import type { Backend } from './store';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const BOOK = '/api/bot/booking';
export const EMAIL = '/api/booking/email';

export type Env = Record<string, string | undefined>;

/** The environment every test app starts from; tests override entries. */
export function baseEnv(overrides: Env = {}): Env {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    RATE_LIMIT_PER_MINUTE: '10000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    RATE_LIMIT_READS_PER_MINUTE: '100000',
    GUEST_EMAILS_PER_HOUR: '100000',
    GUEST_EMAILS_PER_DAY: '10000000',
    HOTEL_EMAIL: 'hotel@example.com',
    ...overrides,
  };
}

export function configFrom(env: Env): Config {
  return loadConfig(baseEnv(env), REPO_ROOT);
}

/**
 * Outbox timing for tests: short back-off, polling and Telegram pacing (20 ms between messages to
 * one chat instead of a second), so retries and message sequences happen within a test. The real
 * pacing has its own tests (delivery.test.ts).
 */
export const FAST_OUTBOX = { baseDelayMs: 150, pollMs: 40, maxDelayMs: 2_000, telegramIntervalMs: 20 };

/** A booking body the server accepts: room 1, two nights starting in ten days, a citizen. */
export function validBooking(overrides: Partial<Record<keyof BookingPayload, unknown>> = {}): Record<string, unknown> {
  const checkin = addDays(todayInHotel(), 10);
  return {
    roomId: 1,
    roomTitle: 'Standard single',
    guestName: 'Aziz Karimov',
    phone: '+998901234567',
    email: 'aziz@example.org',
    nationality: 'UZ',
    checkin,
    checkout: addDays(checkin, 2),
    nights: 2,
    guests: 1,
    totalPrice: 800000,
    lang: 'en',
    website: '',
    ...overrides,
  };
}

/** A German guest's booking of validBooking's room at the foreign guests' price: the one real guest beside a flood. */
export function foreignGuestBooking(
  overrides: Partial<Record<keyof BookingPayload, unknown>> = {},
): Record<string, unknown> {
  return validBooking({
    guestName: 'Anna Schmidt',
    phone: '+4915123456789',
    nationality: 'DE',
    totalPrice: 2 * findRoom(1)!.priceIntl,
    ...overrides,
  });
}

export interface HttpAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
  /** Parsed JSON, or the text when the body is not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any JSON shape: the tests check it with expect
  body: any;
  text: string;
}

type Headers = Record<string, string>;

/** What a test calls the app with, in-process or over a socket. */
export interface Client {
  /** POSTs JSON (or a raw string with its own content type). */
  post(route: string, body: unknown, headers?: Headers): Promise<HttpAnswer>;
  get(route: string, headers?: Headers): Promise<HttpAnswer>;
}

function answerOf(
  status: number,
  headers: Record<string, string | string[] | number | undefined>,
  text: string,
): HttpAnswer {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  const flat = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name.toLowerCase(),
      value === undefined ? undefined : String(value),
    ]),
  );
  return { status, headers: flat, body, text };
}

const rawBody = (body: unknown): string => (typeof body === 'string' ? body : JSON.stringify(body));
const jsonHeaders = (headers: Headers): Headers => ({ 'content-type': 'application/json', ...headers });

/** Calls the app in-process; the request comes from `remoteAddress` as the socket would show it. */
export function injectClient(app: FastifyInstance, remoteAddress = '127.0.0.1'): Client {
  const call = async (options: InjectOptions): Promise<HttpAnswer> => {
    const response = await app.inject({ remoteAddress, ...options });
    return answerOf(response.statusCode, response.headers, response.body);
  };
  return {
    post: (url, body, headers = {}) =>
      call({ method: 'POST', url, payload: rawBody(body), headers: jsonHeaders(headers) }),
    get: (url, headers = {}) => call({ method: 'GET', url, headers }),
  };
}

/** Calls a listening server with fetch. */
export function socketClient(baseUrl: string): Client {
  const call = async (route: string, init: RequestInit): Promise<HttpAnswer> => {
    const response = await fetch(`${baseUrl}${route}`, init);
    return answerOf(response.status, Object.fromEntries(response.headers), await response.text());
  };
  return {
    post: (route, body, headers = {}) =>
      call(route, { method: 'POST', headers: jsonHeaders(headers), body: rawBody(body) }),
    get: (route, headers = {}) => call(route, { headers }),
  };
}

export interface AppOptions extends BuildOptions {
  /** Without DATA_DIR in the env: a fresh store of this backend (SQLite by default), dropped on close. */
  backend?: Backend;
  /** Extra routes or hooks, added before the app is ready. */
  extend?: (app: FastifyInstance) => void;
}

export interface TestApp extends Client {
  app: FastifyInstance;
  /** The whole environment the app was configured from. */
  env: Env;
  /** Closes the app, then drops the store it made for itself. */
  close(): Promise<void>;
}

export interface RunningApp extends TestApp {
  url: string;
}

async function readyApp(env: Env, options: AppOptions): Promise<Omit<TestApp, keyof Client>> {
  const { backend = SQLITE, extend, ...build } = options;
  const own = env.DATA_DIR === undefined ? await backend.create() : undefined;
  const fullEnv = baseEnv({ ...own?.env, ...env });
  try {
    const app = await buildApp(configFrom(fullEnv), {
      logger: false,
      outbox: FAST_OUTBOX,
      distDir: tempDir('no-dist-'),
      ...build,
    });
    extend?.(app);
    await app.ready();
    return {
      app,
      env: fullEnv,
      close: async () => {
        try {
          await app.close();
        } finally {
          await own?.drop();
        }
      },
    };
  } catch (error) {
    await own?.drop();
    throw error;
  }
}

/** Builds the app for `env` and calls it with `app.inject()`: no listening socket. */
export async function injectApp(env: Env = {}, options: AppOptions = {}): Promise<TestApp> {
  const built = await readyApp(env, options);
  return { ...built, ...injectClient(built.app) };
}

/** Builds the app for `env` and listens on an ephemeral port of 127.0.0.1. */
export async function startApp(env: Env = {}, options: AppOptions = {}): Promise<RunningApp> {
  const built = await readyApp(env, options);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  return { ...built, url, ...socketClient(url) };
}

/** The server's own logger writing into memory: `text()` is every line logged so far. */
export function memoryLogger(): { logger: BuildOptions['logger']; text: () => string } {
  let text = '';
  const stream = { write: (line: string) => void (text += line) };
  return { logger: { ...(defaultLogger as object), stream }, text: () => text };
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The least a wait below gives its event before it names what it waited for: a guard, never a
 * measure. A caller's own `timeoutMs` below it (5 s, 10 s, …: how long the event took when it
 * was written) is raised to it, so a busy machine, where an event takes many times its quiet
 * time, does not turn a slow event into a failure. A passing test never waits for it.
 */
const WAIT_GUARD_MS = 30_000;

/** Polls `check` until it returns a truthy value; gives up after `timeoutMs`, at least WAIT_GUARD_MS. */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  timeoutMs = WAIT_GUARD_MS,
  label = 'condition',
): Promise<Exclude<T, undefined | null | false | '' | 0>> {
  const deadline = Date.now() + Math.max(timeoutMs, WAIT_GUARD_MS);
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, undefined | null | false | '' | 0>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`);
    await pause(25);
  }
}

/**
 * Waits until the app's outbox is idle: every notification (of `bookingId`, or all) settled
 * (outboxSettled) and no delivery under way in its worker. The event to wait for before asserting
 * that nothing more was sent.
 */
export async function outboxIdle(app: FastifyInstance, bookingId?: string): Promise<void> {
  await outboxSettled(app.store, bookingId);
  await waitFor(() => app.outbox.deliveriesUnderWay === 0, 30_000, 'no delivery under way');
}
