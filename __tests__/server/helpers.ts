/**
 * Test fixtures for the booking server: temporary stores (SQLite, and PostgreSQL when
 * DATABASE_URL is set), the app on an ephemeral loopback port, a real SMTP server and a fake
 * Telegram API, all on 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { BuildOptions } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Config } from '../../server/config';
import type { BookingPayload } from '../../src/domain/booking';
import { answerIdleBotMethod, methodOf } from './fakeBotApi';
import { addDays, todayInHotel } from '../../src/domain/dates';

// @fastify/static requires content-disposition 3, an ES module that jest's CommonJS loader cannot
// load on Node 20 (plain Node can: the server itself is unaffected). It only serves
// reply.download(), which the server never calls, so tests get a minimal stand-in.
jest.mock('content-disposition', () => ({
  create: (name: string) => `attachment; filename="${name.replace(/["\\]/g, '')}"`,
  parse: () => ({ type: 'attachment', parameters: {} }),
}));

/** Tests import the app through this module, so the stand-in above is in place first. */
export { buildApp };

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** A fresh temporary directory, removed by the caller (or left in /tmp for the OS). */
export function tempDir(prefix = 'hotel-server-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface Backend {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty store: the env entries to point the server at it, and a cleanup. */
  create(): Promise<{ env: Record<string, string>; dataDir: string; drop(): Promise<void> }>;
}

const sqliteBackend: Backend = {
  name: 'sqlite',
  async create() {
    const dataDir = tempDir();
    return { env: { DATA_DIR: dataDir }, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  },
};

/** PostgreSQL: each store is its own schema, selected through the connection's search_path. */
function postgresBackend(databaseUrl: string): Backend {
  return {
    name: 'postgres',
    async create() {
      const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
      const admin = new Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const dataDir = tempDir();
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
        dataDir,
        drop: async () => {
          const client = new Client({ connectionString: databaseUrl });
          await client.connect();
          await client.query(`DROP SCHEMA ${schema} CASCADE`);
          await client.end();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

const pgUrl = process.env.DATABASE_URL;
/** PostgreSQL storage tests exist only when DATABASE_URL points at a server (CI sets it). */
export const POSTGRES_URL = pgUrl && /^postgres(ql)?:\/\//.test(pgUrl) ? pgUrl : undefined;

/** SQLite always; PostgreSQL too when DATABASE_URL is set. */
export const BACKENDS: Backend[] = POSTGRES_URL ? [sqliteBackend, postgresBackend(POSTGRES_URL)] : [sqliteBackend];

/** The environment every test server starts from; tests override entries. */
export function baseEnv(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    RATE_LIMIT_PER_MINUTE: '10000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    RATE_LIMIT_READS_PER_MINUTE: '100000',
    GUEST_EMAILS_PER_HOUR: '100000',
    HOTEL_EMAIL: 'hotel@example.com',
    ...overrides,
  };
}

export function configFrom(env: Record<string, string | undefined>): Config {
  return loadConfig(env, REPO_ROOT);
}

/** Outbox timing for tests: short back-off and polling, so retries happen within a test. */
export const FAST_OUTBOX = { baseDelayMs: 150, pollMs: 40, maxDelayMs: 2_000 };

export interface RunningApp {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** Builds the app for `env` and listens on an ephemeral port of 127.0.0.1. */
export async function startApp(env: Record<string, string | undefined>, options: BuildOptions = {}): Promise<RunningApp> {
  const app = await buildApp(configFrom(env), { logger: false, outbox: FAST_OUTBOX, distDir: tempDir('no-dist-'), ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

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

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: any;
}

/** POSTs JSON (or a raw string with its own content type) to the server. */
export async function post(
  baseUrl: string,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Polls `check` until it returns a truthy value or `timeoutMs` passes. */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  label = 'condition',
): Promise<Exclude<T, undefined | null | false | '' | 0>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, undefined | null | false | '' | 0>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpFixture {
  port: number;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback (no TLS, no auth) that keeps what it receives. */
export async function startSmtp(port = 0): Promise<SmtpFixture> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return { port: address.port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface TelegramCall {
  path: string;
  body: any;
  at: number;
}

export interface TelegramFixture {
  url: string;
  calls: TelegramCall[];
  close(): Promise<void>;
}

/** A fake Telegram Bot API; `answer(n)` gives the status and JSON for the n-th call (0-based). */
export async function startFakeTelegram(
  answer: (n: number) => { status: number; body: unknown } = () => ({ status: 200, body: { ok: true, result: { message_id: 1 } } }),
): Promise<TelegramFixture> {
  const calls: TelegramCall[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // The staff bot's own calls (getMe, getUpdates, …) are not what these tests count.
      if (methodOf(req.url) !== 'sendMessage') return answerIdleBotMethod(methodOf(req.url), JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'), res);
      const n = calls.length;
      calls.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'), at: Date.now() });
      const { status, body } = answer(n);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

/** A single-part text message decoded: headers (lower-case names), subject and body text. */
export function decodeMail(raw: string): { headers: Record<string, string>; subject: string; text: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  const head = normalised.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = normalised.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    text = Buffer.from(
      body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return { headers, subject: decodeWords(headers.subject ?? ''), text };
}

/** A sendMessage call as the scripted fake Telegram saw it, with what it answered. */
export interface TelegramMessage {
  chatId: string;
  text: string;
  /** Arrival time (Date.now()). */
  at: number;
  /** The status answered, or 'hang' for a request held open until the fixture closes. */
  status: number | 'hang';
}

export interface ScriptedTelegram {
  url: string;
  messages: TelegramMessage[];
  close(): Promise<void>;
}

/** A fake Telegram Bot API whose answer depends on the message (and what came before); 'hang' never answers. */
export async function startScriptedTelegram(
  answer: (message: Omit<TelegramMessage, 'status'>) => { status: number; body: unknown } | 'hang',
): Promise<ScriptedTelegram> {
  const messages: TelegramMessage[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (methodOf(req.url) !== 'sendMessage') return answerIdleBotMethod(methodOf(req.url), JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'), res);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { chat_id?: unknown; text?: unknown };
      const message = { chatId: String(body.chat_id), text: String(body.text ?? ''), at: Date.now() };
      const reply = answer(message);
      messages.push({ ...message, status: reply === 'hang' ? 'hang' : reply.status });
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Telegram's flood control as the fake's answer: a message to a chat that comes within
 * `intervalMs` of the last one accepted for that chat gets 429 with retry_after.
 */
export function floodControlledTelegram(intervalMs = 1000): (message: Omit<TelegramMessage, 'status'>) => { status: number; body: unknown } {
  const lastAccepted = new Map<string, number>();
  let messageId = 0;
  return ({ chatId, at }) => {
    const last = lastAccepted.get(chatId);
    if (last !== undefined && at - last < intervalMs) {
      const retryAfter = Math.ceil(intervalMs / 1000);
      return {
        status: 429,
        body: { ok: false, error_code: 429, description: `Too Many Requests: retry after ${retryAfter}`, parameters: { retry_after: retryAfter } },
      };
    }
    lastAccepted.set(chatId, at);
    messageId += 1;
    return { status: 200, body: { ok: true, result: { message_id: messageId } } };
  };
}

export interface RefusingSmtpFixture extends SmtpFixture {
  /** Every RCPT TO address offered, accepted or not. */
  recipientsOffered: string[];
}

/** A real SMTP server on loopback that answers 550 to RCPT TO for the `refused` addresses. */
export async function startSmtpRefusing(refused: string[]): Promise<RefusingSmtpFixture> {
  const messages: ReceivedMail[] = [];
  const recipientsOffered: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      recipientsOffered.push(address.address);
      if (!refused.includes(address.address)) return callback();
      return callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    messages,
    recipientsOffered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface TarpitSession {
  /** What the client wrote. */
  received: string;
  /** The client hung up (or the fixture closed). */
  closed: boolean;
}

export interface TarpitFixture {
  port: number;
  sessions: TarpitSession[];
  close(): Promise<void>;
}

/**
 * An SMTP tarpit: greets at once, then answers every command one space a second and never a
 * whole line, so neither the greeting timeout nor the socket's idle timeout ever fires.
 */
export async function startTarpit(): Promise<TarpitFixture> {
  const sessions: TarpitSession[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const session: TarpitSession = { received: '', closed: false };
    sessions.push(session);
    sockets.add(socket);
    let drip: NodeJS.Timeout | undefined;
    socket.write('220 tarpit ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      session.received += chunk.toString('latin1');
      drip ??= setInterval(() => socket.write(' '), 1000);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      sockets.delete(socket);
      session.closed = true;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    sessions,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The environment of a spawned server: nothing inherited but PATH and HOME. */
export function processEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: '0',
    RATE_LIMIT_PER_MINUTE: '1000',
    HOTEL_EMAIL: 'hotel@example.com',
    ...env,
  };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts a server entry point (server/index.ts, or a test harness around it) as a real process
 * through ts-node, like `npm run server`, and resolves once it logs its address.
 */
export async function spawnServerProcess(entry: string, args: string[], env: Record<string, string>): Promise<ServerProcess> {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', entry, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: '0', RATE_LIMIT_PER_MINUTE: '1000', HOTEL_EMAIL: 'hotel@example.com', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = await waitFor(
    () => {
      if (gone) throw new Error(`server exited during start:\n${output}`);
      return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    },
    30_000,
    'server start',
  );
  return { child, url, output: () => output, exited };
}

export interface TcpFixture {
  port: number;
  /** Stops all traffic: open connections go silent, new ones are accepted and never answered. */
  freeze(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay on 127.0.0.1 to `targetPort` (a database seen through a cable that can be cut),
 * or, without a target, a port that accepts connections and never says a word.
 */
export async function startTcpRelay(targetPort?: number): Promise<TcpFixture> {
  const net = await import('node:net');
  const sockets = new Set<import('node:net').Socket>();
  let frozen = targetPort === undefined;
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (frozen || targetPort === undefined) return;
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    // Forward only while not frozen; a frozen relay swallows the bytes and keeps both ends open.
    client.on('data', (chunk: Buffer) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!frozen) client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    freeze: () => {
      frozen = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
