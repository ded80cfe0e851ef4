/**
 * Idempotency-Key handling after the IETF draft (draft-ietf-httpapi-idempotency-key-header):
 * the same key with the same body replays the stored answer, with another body it is a 422,
 * and while the first request is still being processed it is a 409.
 *
 * The stored answer is written in the same transaction as the request's effect (the booking),
 * so there is never a booking without its key or a key without its booking. Within one process
 * a second request with a key that is in flight gets 409 at once; across several processes on
 * one PostgreSQL the primary key makes the later transaction wait, roll back and replay.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Store, Transact, Database } from './db';
import { retryingTransact } from './db';
import { latestHappened } from './storedTimes';

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type IdempotentOutcome =
  | { type: 'fresh'; answer: StoredAnswer }
  | { type: 'replay'; answer: StoredAnswer }
  | { type: 'mismatch' }
  | { type: 'in_progress' };

/** How long a stored answer is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const KEY_SYNTAX = /^[\x21\x23-\x7e]{1,255}$/;

/**
 * The key from an Idempotency-Key header: a structured-field string ("…") or, leniently, a bare
 * token. Undefined when the header is absent, null when it is present but malformed.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) return null;
  const trimmed = header.trim();
  const unquoted =
    trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
  return KEY_SYNTAX.test(unquoted) ? unquoted : null;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Fingerprint of a request body: SHA-256 of its JSON with keys sorted. */
export function fingerprint(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

class KeyTaken extends Error {}

/** Runs effects at most once per (scope, key). */
export class IdempotencyStore {
  private readonly inFlight = new Set<string>();

  /** `transact` runs the work in a transaction (SQLite: a group commit); defaults to a plain one. */
  constructor(
    private readonly db: Store,
    private readonly transact: Transact = retryingTransact(db),
  ) {}

  /** Marks a key as being processed in this process; false when it already is. */
  begin(scope: string, key: string): boolean {
    const id = `${scope}\u0000${key}`;
    if (this.inFlight.has(id)) return false;
    this.inFlight.add(id);
    return true;
  }

  /** Ends what begin() started. */
  end(scope: string, key: string): void {
    this.inFlight.delete(`${scope}\u0000${key}`);
  }

  /** The stored answer for this key and body, if it has one (nothing is run). */
  async replayOf(scope: string, key: string, hash: string): Promise<IdempotentOutcome | undefined> {
    const found = await this.lookup(scope, key, hash);
    return found?.type === 'replay' ? found : undefined;
  }

  private async lookup(scope: string, key: string, hash: string): Promise<IdempotentOutcome | undefined> {
    const row = await this.db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'response_status', 'response_body'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.request_hash !== hash) return { type: 'mismatch' };
    return { type: 'replay', answer: { status: row.response_status, body: JSON.parse(row.response_body) as unknown } };
  }

  /**
   * Runs `work` in a transaction, unless this key already has an answer (replayed) or is in
   * flight. Without a key the work simply runs. The answer is stored with the work's effects.
   */
  async run(
    scope: string,
    key: string | undefined,
    hash: string,
    work: (trx: Transaction<Database>) => Promise<StoredAnswer>,
  ): Promise<IdempotentOutcome> {
    if (key === undefined) {
      return { type: 'fresh', answer: await this.transact(work) };
    }
    if (!this.begin(scope, key)) return { type: 'in_progress' };
    try {
      // No lookup first: a fresh key is the common case, and a taken one rolls the work back.
      try {
        const answer = await this.transact(async (trx) => {
          const result = await work(trx);
          const inserted = await trx
            .insertInto('idempotency_keys')
            .values({
              scope,
              key,
              request_hash: hash,
              response_status: result.status,
              response_body: JSON.stringify(result.body),
              created_at: new Date().toISOString(),
            })
            .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
            .executeTakeFirst();
          // Another process stored this key first: undo our effects and answer as it did.
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new KeyTaken();
          return result;
        });
        return { type: 'fresh', answer };
      } catch (error) {
        if (!(error instanceof KeyTaken)) throw error;
        return (await this.lookup(scope, key, hash)) ?? { type: 'in_progress' };
      }
    } finally {
      this.end(scope, key);
    }
  }

  /** Forgets answers older than the TTL, and any dated in the future (more than a minute ahead), which would never age. */
  async purge(now: Date = new Date()): Promise<void> {
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
    const ahead = latestHappened(now);
    await this.db
      .deleteFrom('idempotency_keys')
      .where((eb) => eb.or([eb('created_at', '<', cutoff), eb('created_at', '>', ahead)]))
      .execute();
  }
}
