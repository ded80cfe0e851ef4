/**
 * Mail servers on 127.0.0.1 for the delivery tests: a real SMTP server that keeps what it
 * receives and can refuse recipients (scripts/fakes/smtp.ts, shared with the benchmarks), a
 * tarpit that never finishes a line, and a decoder for the messages.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

import type { ReceivedMail, SmtpFixture } from '../../../scripts/fakes/smtp';

export { smtpUrl, startSmtp } from '../../../scripts/fakes/smtp';
export type { ReceivedMail, SmtpFixture, SmtpOptions } from '../../../scripts/fakes/smtp';

/** A port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * A message decoded: headers (lower-case names), subject and body text; of a multipart message
 * (the guest's text and HTML) the text/plain part's text.
 */
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
  const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => decodeMail(part.replace(/^\n/, '')));
    const plain =
      parts.find((part) => /^text\/plain/i.test(part.headers['content-type'] ?? '')) ??
      parts.find((part) => part.text !== '');
    return { headers, subject: decodeWords(headers.subject ?? ''), text: plain?.text ?? '' };
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

/** The messages that mention `text` (a booking id) in their raw form or decoded body. */
export function mailsMentioning(smtp: SmtpFixture, text: string): ReceivedMail[] {
  return smtp.messages.filter((m) => m.raw.includes(text) || decodeMail(m.raw).text.includes(text));
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
