/** What one delivery attempt came to, and the outbox's row and outcome types. */
import type { OutboxTable } from '../db';

export type DeliveryResult =
  /** A Telegram message also names where it went, so that it can be edited later. */
  | { kind: 'sent'; detail: string; messageId?: number; chatId?: string }
  /** The channel is not configured (or the message has no recipient): recorded, never "sent". */
  | { kind: 'skipped'; detail: string }
  /**
   * Refused for good (a blocked bot, a migrated chat, an address the mail server rejects): asking
   * again would get the same answer, so the row is marked failed instead of retried forever.
   * `error` is logged and stored; `detail` (the server's own words, which may name the address)
   * is only stored.
   */
  | { kind: 'failed'; error: string; detail?: string }
  /** A temporary failure; retryAfterMs overrides the back-off (Telegram's retry_after). */
  | { kind: 'retry'; error: string; retryAfterMs?: number };

export type OutboxRow = Omit<OutboxTable, 'attempts'> & { attempts: number };
/**
 * A delivery's result; `released`: interrupted by shutdown, due again at once after a restart;
 * `summarised`: a new row told in a summary (sent), with its own message to follow or not;
 * `waiting`: not attempted, its kind's budget has no room before `until`.
 */
export type Outcome =
  | DeliveryResult
  | { kind: 'released' }
  | { kind: 'summarised'; detail: string; followUp: boolean; messageId?: number; chatId?: string }
  /** Held back by its kind's budget before any attempt (kinds.ts): due again at `until`. */
  | { kind: 'waiting'; until: Date; detail: string };

/**
 * How the detail of a row its kind's budget holds back begins (`held until <ISO time>: <why>`):
 * such a row is pending by design, and the health check counts it apart from the undelivered.
 */
export const HELD = 'held until ';

/** The abort reason of deliveries cut short by stop(): the row is released, not counted as an attempt. */
export const STOPPING = Symbol('outbox stopping');

/**
 * Settles with `work`, or rejects as soon as `signal` aborts, whichever comes first: a delivery
 * ends at its deadline even if a client library ignores the signal at some stage.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- as fetch does: the abort's own reason (an Error, or the outbox's STOPPING symbol)
    const onAbort = (): void => reject(signal.reason);
    if (signal.aborted) {
      onAbort();
      work.catch(() => undefined);
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
