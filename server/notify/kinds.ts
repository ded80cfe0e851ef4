/**
 * The kinds of message the outbox delivers, each registered at start by the feature that owns it
 * (staffChat/kinds.ts, guestEmail/kinds.ts, guestTelegram/kinds.ts, payments/outboxKinds.ts): how the subject of its rows is read, what it
 * sends on each channel (or, on the `gateway` channel, which call it makes), where the Telegram lane takes it, and what else recording its outcome
 * writes. The queue knows no feature: it claims rows, delivers them through these and records.
 */
import type { Transaction } from 'kysely';
import type { Database, OutboxKind } from '../db';
import type { DeliveryResult, Outcome, OutboxRow } from './delivery';
import type { EmailContent } from './email';

/** How the subjects of rows are read: once per claim for every row that shares this source. */
export interface Subjects<S> {
  /** The subjects of these ids as they are now; an id left out is gone. */
  load(ids: readonly string[]): Promise<Map<string, S>>;
  /** Why a row whose subject is gone is skipped. */
  missing: string;
}

/** A summary of many waiting rows in one message, prepared before its delivery deadline runs. */
export interface PreparedSummary {
  /** The subjects whose rows get a message of their own later (the `summarised` outcome's followUp). */
  followUps: ReadonlySet<string>;
  send(signal: AbortSignal): Promise<DeliveryResult>;
}

/**
 * Where the staff chat's lane (telegramLane.ts) takes a kind: `new` rows one by one while they fit
 * in the minute, else summarised; then `notice` rows; then, while the chat has room, `followup` rows.
 * `guest`: a row for another chat (its recipient), one at a time per chat at the same pacer's pace.
 */
export type LaneRole = 'new' | 'notice' | 'followup' | 'guest';

/** A claimed row a kind's budget holds back: it waits until `until` (its attempts untouched), or is skipped. */
export type Admission = { kind: 'waiting'; until: Date; detail: string } | { kind: 'skipped'; detail: string };

export interface MessageKind<S> {
  subjects: Subjects<S>;
  /**
   * A budget on the email lane: given the claimed rows of this kind (in the order they came due,
   * then oldest first) before any is delivered, says which must wait or be skipped; a row it
   * leaves out goes now.
   */
  admit?: (
    rows: readonly OutboxRow[],
    subjectOf: (row: OutboxRow) => S | undefined,
    now: Date,
  ) => Promise<Map<string, Admission>>;
  /** The email of a row (its recipient is the row's), or why none is sent (recorded as skipped). */
  email?: (row: OutboxRow, subject: S) => Promise<EmailContent | string>;
  /** Delivers a row to the staff chat (telegramChannel.ts has the transport's helpers). */
  telegram?: (row: OutboxRow, subject: S, signal: AbortSignal) => Promise<DeliveryResult>;
  /**
   * Does the work of a row on the `gateway` channel: a call to an outside service's own API (a
   * payment gateway's fiscalization), not a message; `row.attempts` counts its failed attempts.
   */
  gateway?: (row: OutboxRow, subject: S, signal: AbortSignal) => Promise<DeliveryResult>;
  /** The kind's place in the Telegram lane; a Telegram kind without one is never claimed by it. */
  lane?: LaneRole;
  /** For a `new` kind: how a flood of its rows is told at once (`max` rows at most). */
  summary?: { max: number; prepare(subjects: readonly S[], now: Date): Promise<PreparedSummary> };
  /** Runs in the transaction that records a row's outcome, after the row's own update. */
  recorded?: (trx: Transaction<Database>, row: OutboxRow, outcome: Outcome, doneIso: string) => Promise<void>;
}

/** The registered kinds of one server (each app builds its own at start). */
export class MessageKinds {
  private readonly kinds = new Map<OutboxKind, MessageKind<unknown>>();

  /** Registers how `kind` is rendered and delivered; a kind is registered once. */
  register<S>(kind: OutboxKind, handler: MessageKind<S>): void {
    if (this.kinds.has(kind)) throw new Error(`outbox: kind ${kind} is already registered`);
    // The worker hands a handler only the subjects its own source loaded.
    this.kinds.set(kind, handler as unknown as MessageKind<unknown>);
  }

  get(kind: OutboxKind): MessageKind<unknown> | undefined {
    return this.kinds.get(kind);
  }

  /** The kinds the Telegram lane takes in this role. */
  inLane(role: LaneRole): OutboxKind[] {
    return [...this.kinds].filter(([, handler]) => handler.lane === role).map(([kind]) => kind);
  }

  /** The summary of the `new` kinds (the first registered with one), if any. */
  summary(): NonNullable<MessageKind<unknown>['summary']> | undefined {
    return this.inLane('new')
      .map((kind) => this.kinds.get(kind)?.summary)
      .find((summary) => summary !== undefined);
  }
}
