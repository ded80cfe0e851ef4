/**
 * @fastify/rate-limit's counters in the database, for several servers on one PostgreSQL: a
 * client's requests to a route count together, whichever server answers them. The same fixed
 * window as the plugin's memory store (the first request opens it for `timeWindow`), kept as one
 * row per route and client and changed in one statement, so two servers counting at once never
 * lose a request. Rows of windows that have ended are purged hourly. On SQLite one server owns
 * the store, and the plugin's memory store is used.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Store } from './db';

interface Count {
  current: number;
  ttl: number;
}

/**
 * What the plugin passes a child store at run time: the route's own limit merged over the
 * defaults, with the route in `routeInfo` (its type declares the route's options instead).
 */
interface MergedOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Adds a request to `key`'s window (a new window once the last has ended); its count and time left. */
async function increment(db: Store, key: string, now: number, windowMs: number): Promise<Count> {
  const ends = now + windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: ends })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${ends} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.count), ttl: Math.max(0, Number(row.reset_at) - now) };
}

/** The plugin's `store` option: a class the plugin makes for its defaults, and a child per route. */
export function sharedRateLimitStore(db: Store, clock: () => number = Date.now): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly route: string;

    constructor(options: unknown) {
      const { method, url } = (options as MergedOptions | undefined)?.routeInfo ?? {};
      this.route = url === undefined ? '' : `${[method ?? ''].flat().join(',')} ${url}`;
    }

    incr(key: string, callback: (error: Error | null, count?: Count) => void, timeWindow: number): void {
      increment(db, `${this.route}|${key}`, clock(), timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions);
    }
  }
  return SharedRateLimitStore;
}

/** Deletes the rows of windows that have ended. */
export async function purgeRateLimits(db: Store, now: number = Date.now()): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
}
