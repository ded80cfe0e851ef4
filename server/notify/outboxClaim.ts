/**
 * Claiming outbox rows: a worker locks the due rows it will deliver, with an expiry, so two
 * workers (two server processes on one PostgreSQL) never send the same row at the same time. The
 * lock's condition is repeated in the UPDATE, so of two workers racing for a row only one gets it.
 */
import type { OutboxKind, Store } from '../db';
import type { OutboxRow } from './delivery';

/** The email lane (everything that needs no pacing) or the staff chat's paced lane. */
export type Lane = 'bulk' | 'telegram';

export class OutboxClaims {
  constructor(
    private readonly db: Store,
    /** How long a claimed row stays locked if its worker dies mid-delivery. */
    private readonly lockMs: number,
    /** Whether Telegram rows go through the paced lane (a chat is configured). */
    private readonly paced: boolean,
  ) {}

  /** Locks up to `limit` due rows of a lane (of these kinds) for this worker. */
  async claim(lane: Lane, limit: number, now: Date, kinds?: readonly OutboxKind[]): Promise<OutboxRow[]> {
    const due = await this.dueIds(lane, kinds, limit, now);
    return due.length === 0 ? [] : this.lock(due, now);
  }

  /** The ids of up to `limit` due, unlocked rows of a lane (of these kinds), in the lane's order. */
  async dueIds(lane: Lane, kinds: readonly OutboxKind[] | undefined, limit: number, now: Date): Promise<string[]> {
    // No kind registered for this part of the lane: nothing to look for.
    if (kinds !== undefined && kinds.length === 0) return [];
    const nowIso = now.toISOString();
    const paced = this.paced;
    const due = await this.db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      // Without Telegram configured its rows are only recorded as skipped: no pace needed.
      .$if(lane === 'bulk' && paced, (qb) => qb.where('channel', '!=', 'telegram'))
      // A chat reads its messages in the order the bookings came.
      .$if(lane === 'telegram', (qb) => qb.where('channel', '=', 'telegram').orderBy('created_at'))
      .$if(kinds !== undefined, (qb) => qb.where('kind', 'in', [...(kinds ?? [])]))
      .$if(lane === 'bulk', (qb) => qb.orderBy('next_attempt_at'))
      .limit(limit)
      .execute();
    return due.map((row) => row.id);
  }

  /** Due, unlocked Telegram rows of these kinds with their chats (the guest lane's), oldest first. */
  async dueForChats(kinds: readonly OutboxKind[], limit: number, now: Date): Promise<{ id: string; chat: string }[]> {
    if (kinds.length === 0) return [];
    const nowIso = now.toISOString();
    const due = await this.db
      .selectFrom('outbox')
      .select(['id', 'recipient'])
      .where('status', '=', 'pending')
      .where('channel', '=', 'telegram')
      .where('kind', 'in', [...kinds])
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      .orderBy('next_attempt_at')
      .limit(limit)
      .execute();
    return due.map((row) => ({ id: row.id, chat: row.recipient ?? '' }));
  }

  /** Locks these rows for this worker, those still pending and unlocked; returns what it locked. */
  async lock(ids: readonly string[], now: Date): Promise<OutboxRow[]> {
    const nowIso = now.toISOString();
    return await this.db
      .updateTable('outbox')
      .set({ locked_until: new Date(now.getTime() + this.lockMs).toISOString() })
      .where('id', 'in', [...ids])
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      .returningAll()
      .execute();
  }
}
