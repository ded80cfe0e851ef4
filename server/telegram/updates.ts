/**
 * How the staff bot hears the presses. By default it long-polls getUpdates, which works on a
 * hotel's own computer behind NAT; the offset is stored in the database after each update, so a
 * restart does not hand a press over twice (and a press handled twice would change nothing: a
 * decision happens once). With several server processes on one database a lease in `bot_state`
 * lets exactly one poll; another takes over when the holder stops renewing it.
 * With TELEGRAM_WEBHOOK_URL set, Telegram calls POST /api/telegram/webhook instead and this
 * only registers that address (with its secret) until Telegram accepts it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { GrammyError } from 'grammy';
import type { Bot } from 'grammy';
import type { TelegramConfig } from '../config';
import type { Store } from '../db';
import { releaseLease, saveOffset, storedOffset, takeLease } from './botState';
import { grammySignal } from '../telegramApi';

export interface UpdatesOptions {
  /** getUpdates' long-poll timeout in seconds (Telegram holds the call this long when idle). */
  pollTimeoutSeconds: number;
  /**
   * A long poll that has not answered this long after its timeout is given up and made again
   * (a connection that died upstream never answers). The staff bot's calls carry it (see
   * telegramApi/client.ts withDeadlines); here it only checks that the lease outlasts it.
   */
  pollMarginMs: number;
  /** How long the polling lease lasts unless renewed; renewed before every poll. */
  leaseMs: number;
  /** Wait after a failed call before the next (network down, Telegram 5xx, 409 conflict). */
  retryMs: number;
}

/** A dead long poll is given up after 25 + 15 s and made again 5 s later: a press waits 45 s at most. */
export const DEFAULT_UPDATES_OPTIONS: UpdatesOptions = {
  pollTimeoutSeconds: 25,
  pollMarginMs: 15_000,
  leaseMs: 60_000,
  retryMs: 5_000,
};

/** Presses, and messages for /login (the staff console's sign-in address); asking for less is cheaper. */
const ALLOWED_UPDATES = ['callback_query', 'message'] as const;

export class TelegramUpdates {
  /** This process, as the holder of the lease. */
  readonly id = randomUUID();
  private stopped = true;
  private loop: Promise<void> | undefined;
  private controller = new AbortController();
  private holding = false;

  constructor(
    private readonly store: Store,
    private readonly bot: Bot,
    private readonly telegram: TelegramConfig,
    private readonly log: FastifyBaseLogger,
    private readonly options: UpdatesOptions = DEFAULT_UPDATES_OPTIONS,
  ) {
    if (options.leaseMs <= options.pollTimeoutSeconds * 1000 + options.pollMarginMs)
      throw new Error('telegram updates: the lease must outlast a long poll and its margin');
  }

  /** Whether this process is the one polling now (for the health check and tests). */
  get polling(): boolean {
    return this.holding;
  }

  /** How many times this process has been told another one holds the lease (tests wait on it). */
  standbys = 0;
  private said = false;

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.controller = new AbortController();
    this.loop = this.telegram.webhookUrl ? this.registerWebhook(this.telegram.webhookUrl) : this.poll();
  }

  /** Ends the long poll under way and gives the lease up, so another process takes over at once. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.controller.abort();
    await this.loop;
    if (this.holding) {
      this.holding = false;
      await releaseLease(this.store, this.id).catch(() => undefined);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.controller.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }

  /** Takes or renews the lease; true when this process holds it. */
  private lease(): Promise<boolean> {
    const now = new Date();
    return takeLease(this.store, this.id, now, new Date(now.getTime() + this.options.leaseMs));
  }

  private async poll(): Promise<void> {
    let webhookCleared = false;
    while (!this.stopped) {
      try {
        const held = this.said ? this.holding : undefined;
        this.holding = await this.lease();
        this.said = true;
        // Said once per change of role, so an operator running two processes sees which one polls.
        if (this.holding !== held)
          this.log.info(
            this.holding
              ? 'telegram updates: this process polls'
              : 'telegram updates: another process polls; standing by',
          );
        if (!this.holding) {
          this.standbys += 1;
          // Another process polls; look again before its lease could lapse.
          await this.pause(this.options.leaseMs / 3);
          continue;
        }
        const signal = grammySignal(this.controller.signal);
        if (!this.bot.isInited()) await this.bot.init(signal);
        // getUpdates is refused while a webhook is set (an earlier webhook set-up).
        if (!webhookCleared) webhookCleared = await this.bot.api.deleteWebhook({ drop_pending_updates: false }, signal);
        const updates = await this.bot.api.getUpdates(
          {
            offset: await storedOffset(this.store, new Date()),
            timeout: this.options.pollTimeoutSeconds,
            allowed_updates: [...ALLOWED_UPDATES],
          },
          signal,
        );
        for (const update of updates) {
          if (this.stopped) break;
          await this.bot.handleUpdate(update).catch(() => undefined);
          await saveOffset(this.store, update.update_id + 1, new Date());
        }
      } catch (error) {
        if (this.stopped) break;
        this.log.warn({ err: describe(error) }, 'telegram updates: call failed, retrying');
        await this.pause(this.options.retryMs);
      }
    }
  }

  private async registerWebhook(url: string): Promise<void> {
    while (!this.stopped) {
      try {
        const signal = grammySignal(this.controller.signal);
        await this.bot.api.setWebhook(
          url,
          { secret_token: this.telegram.webhookSecret ?? undefined, allowed_updates: [...ALLOWED_UPDATES] },
          signal,
        );
        if (!this.bot.isInited()) await this.bot.init(signal);
        this.log.info('telegram webhook registered');
        return;
      } catch (error) {
        if (this.stopped) return;
        this.log.warn({ err: describe(error) }, 'telegram webhook: registration failed, retrying');
        await this.pause(this.options.retryMs);
      }
    }
  }
}

/** An error for the log: Telegram's code and description, or the type; never the token or URL. */
function describe(error: unknown): { type: string; code?: number; description?: string } {
  if (error instanceof GrammyError)
    return { type: 'GrammyError', code: error.error_code, description: error.description.slice(0, 200) };
  return { type: error instanceof Error ? error.name : 'Error' };
}
