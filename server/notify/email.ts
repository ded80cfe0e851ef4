/**
 * Email through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as an
 * .eml file under DATA_DIR/outbox/ so a fresh install still shows what would be sent: the
 * message as it would go on the wire, every line ending in CRLF (RFC 5322).
 * A 5xx answer to the recipient or to the message is a refusal for good; anything else
 * (refused connection, timeouts, 4xx, a 5xx to the sender or the login: configuration) is retried.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '../config';
import { untilAborted } from './delivery';
import type { DeliveryResult } from './delivery';

// An SMTP reply's control characters, replaced before it is stored.
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const CONTROL = /[\u0000-\u001f]/g;

/** How the detail of an email written as a file (no SMTP_URL set) begins. */
export const FILED = 'SMTP_URL not set; written to ';

export type CalendarMethod = 'PUBLISH' | 'CANCEL';

/** A calendar part of an email: its iTIP method and the .ics text. */
export interface CalendarPart {
  method: CalendarMethod;
  content: string;
}

/** What an email says; the feature that owns a message kind builds it (bookings/, payments/). */
export interface EmailContent {
  subject: string;
  text: string;
  /** The same content as HTML (the guest's emails): sent as multipart/alternative with the text. */
  html?: string;
  /** The stay as a calendar event (text/calendar; method=…), for a confirmed stay. */
  calendar?: CalendarPart;
}

export interface OutgoingEmail extends EmailContent {
  to: string;
  /** Names the .eml file when there is no SMTP server. */
  fileName: string;
}

/**
 * Plain smtp:// must upgrade with STARTTLS (guests' names and phones travel in the mail) unless
 * the URL opts out with ?ignoreTLS=true or ?requireTLS=false (a mail server on this machine).
 * smtps:// is TLS from the start.
 */
export function requiresStartTls(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:') return false;
  return url.searchParams.get('ignoreTLS') !== 'true' && url.searchParams.get('requireTLS') !== 'false';
}

/**
 * The stream transport's `newline: 'windows'` reaches the body but not every header line: the
 * stored message ends each of its lines in CRLF, as it would go on the wire. The raw message is
 * 7-bit (encoded parts), so reading it as latin1 keeps every byte.
 */
export function withCrlf(raw: Buffer): Buffer {
  return Buffer.from(raw.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1');
}

export class Mailer {
  /** SMTP or the .eml stream: both answer a send with its message id. */
  private readonly transport: Transporter<{ messageId?: string }>;
  private readonly toFiles: boolean;
  private readonly outboxDir: string;
  private readonly from: string;
  private outboxDirReady = false;

  constructor(config: Pick<Config, 'smtpUrl' | 'hotelEmail' | 'dataDir'>) {
    this.toFiles = config.smtpUrl === null;
    this.outboxDir = path.join(config.dataDir, 'outbox');
    this.from = config.hotelEmail;
    // Messages are built from text only: forbid file and URL content so no field can pull data in.
    const safety = { disableFileAccess: true, disableUrlAccess: true };
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          ...safety,
          ...(requiresStartTls(config.smtpUrl) ? { requireTLS: true } : {}),
          // Below the outbox's 10 s deadline per delivery, so the more precise error usually comes
          // first; the deadline's abort still ends a server that drips bytes to dodge them.
          connectionTimeout: 5_000,
          greetingTimeout: 5_000,
          socketTimeout: 8_000,
        } satisfies SMTPTransport.Options)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows', ...safety });
  }

  /** Sends (or files) one message; `signal` aborts the SMTP session (deadline, shutdown). */
  async send(message: OutgoingEmail, signal?: AbortSignal): Promise<DeliveryResult> {
    const mail = {
      from: this.from,
      to: message.to,
      replyTo: this.from,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      // The stay's event: a text/calendar alternative (method=…) that mail clients offer to add.
      ...(message.calendar
        ? { icalEvent: { method: message.calendar.method, filename: 'stay.ics', content: message.calendar.content } }
        : {}),
      disableFileAccess: true,
      disableUrlAccess: true,
    };
    if (this.toFiles) {
      const info = (await this.transport.sendMail(mail)) as { message: Buffer };
      if (!this.outboxDirReady) {
        await fs.mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
        this.outboxDirReady = true;
      }
      const file = path.join(this.outboxDir, `${message.fileName}.eml`);
      try {
        // Write then rename, so a reader never sees half a file.
        await fs.writeFile(`${file}.tmp`, withCrlf(info.message), { mode: 0o600 });
        await fs.rename(`${file}.tmp`, file);
      } catch (error) {
        // Someone removed the folder: create it again on the retry.
        this.outboxDirReady = false;
        throw error;
      }
      return { kind: 'skipped', detail: `${FILED}outbox/${path.basename(file)}` };
    }
    try {
      // nodemailer closes the connection when the signal aborts; the race covers any stage that would not.
      const sending = this.transport.sendMail({ ...mail, ...(signal ? { signal } : {}) });
      const info = signal ? await untilAborted(sending, signal) : await sending;
      return { kind: 'sent', detail: `smtp ${info.messageId ?? ''}`.trim() };
    } catch (error) {
      return smtpFailure(error);
    }
  }

  close(): void {
    this.transport.close();
  }
}

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
  response?: unknown;
}

/** Sorts a nodemailer error into a retry or a refusal for good. */
export function smtpFailure(error: unknown): DeliveryResult {
  const e = (error && typeof error === 'object' ? error : {}) as SmtpError;
  const code = typeof e.code === 'string' ? e.code : 'error';
  const status = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const command = typeof e.command === 'string' ? e.command : '';
  // 5xx is permanent (RFC 5321) except 503, a session out of step. Only a refusal of this
  // recipient or this message counts: a 5xx to MAIL FROM or AUTH is the server's configuration,
  // and every message would fail alike until it is fixed.
  if (
    status !== undefined &&
    status >= 500 &&
    status < 600 &&
    status !== 503 &&
    (command.startsWith('RCPT') || command === 'DATA')
  ) {
    // The reply often repeats the address: stored as detail, never put in the logged error.
    const reply = typeof e.response === 'string' ? e.response.replace(CONTROL, ' ').slice(0, 200) : undefined;
    return {
      kind: 'failed',
      error: `SMTP ${status} on ${command}: ${command === 'DATA' ? 'message refused' : 'recipient refused'}`,
      ...(reply ? { detail: reply } : {}),
    };
  }
  return { kind: 'retry', error: `SMTP ${code}${status !== undefined ? ` ${status}` : ''}` };
}
