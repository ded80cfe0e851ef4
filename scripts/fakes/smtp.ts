/**
 * A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives and can refuse
 * recipients: the mail server of the delivery tests (__tests__/server/support/smtp.ts) and of
 * bench/flood.js.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpFixture {
  port: number;
  messages: ReceivedMail[];
  /** Every RCPT TO address offered, accepted or not. */
  recipientsOffered: string[];
  /** SMTP_URL for the app (plain, no STARTTLS offered: the URL opts out). */
  url: string;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /** Listen here (a port a test knew to be free); default any. */
  port?: number;
  /** Answer 550 to RCPT TO for these addresses. */
  refuse?: string[];
}

/** A real SMTP server on loopback (no TLS, no auth) that keeps what it receives. */
export async function startSmtp({ port = 0, refuse = [] }: SmtpOptions = {}): Promise<SmtpFixture> {
  const messages: ReceivedMail[] = [];
  const recipientsOffered: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      recipientsOffered.push(address.address);
      if (!refuse.includes(address.address)) return callback();
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
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    messages,
    recipientsOffered,
    url: smtpUrl(bound),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** SMTP_URL for a plain test server on this port, opting out of STARTTLS. */
export function smtpUrl(port: number): string {
  return `smtp://127.0.0.1:${port}?ignoreTLS=true`;
}
