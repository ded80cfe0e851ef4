/**
 * Email through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as an
 * .eml file under DATA_DIR/outbox/ so a fresh install still shows what would be sent.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { DeliveryResult } from './delivery';
import type { EmailContent } from './messages';

export interface OutgoingEmail extends EmailContent {
  to: string;
  /** Names the .eml file when there is no SMTP server. */
  fileName: string;
}

export class Mailer {
  private readonly transport: Transporter;
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
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix', ...safety });
  }

  /** Sends (or files) one message. */
  async send(message: OutgoingEmail): Promise<DeliveryResult> {
    const mail = {
      from: this.from,
      to: message.to,
      replyTo: this.from,
      subject: message.subject,
      text: message.text,
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
        await fs.writeFile(`${file}.tmp`, info.message, { mode: 0o600 });
        await fs.rename(`${file}.tmp`, file);
      } catch (error) {
        // Someone removed the folder: create it again on the retry.
        this.outboxDirReady = false;
        throw error;
      }
      return { kind: 'skipped', detail: `SMTP_URL not set; written to outbox/${path.basename(file)}` };
    }
    try {
      const info = (await this.transport.sendMail(mail)) as { messageId?: string };
      return { kind: 'sent', detail: `smtp ${info.messageId ?? ''}`.trim() };
    } catch (error) {
      const code = error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : 'error';
      return { kind: 'retry', error: `SMTP ${code}` };
    }
  }

  close(): void {
    this.transport.close();
  }
}
