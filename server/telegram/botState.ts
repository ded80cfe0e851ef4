/**
 * The bot's small state in the `bot_state` table: the getUpdates offset (so a restart does not
 * hand a press over twice) and the leases that let exactly one of several server processes on
 * one database poll (`telegram_poller`) and send at Telegram's pace (`telegram_lane`, the outbox's).
 */
import type { Store } from '../db';
import { CLOCK_SKEW_MS, stillValid } from '../storedTimes';

const OFFSET = 'telegram_offset';
/** The leases: of several server processes on one database, one polls and one sends to Telegram. */
export type LeaseName = 'telegram_poller' | 'telegram_lane';

/**
 * Takes or renews the lease `name` for `holder` until `until`; true when `holder` holds it. Only
 * a lease of its own, or one its holder stopped renewing, is taken.
 */
export async function takeLease(
  store: Store,
  holder: string,
  now: Date,
  until: Date,
  name: LeaseName = 'telegram_poller',
): Promise<boolean> {
  const expires = until.toISOString();
  await store
    .insertInto('bot_state')
    .values({ name, value: holder, expires_at: expires })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ value: holder, expires_at: expires })
        // A lease lapsing further ahead than one taken now would (a forged or mis-clocked row) never
        // lapses by waiting: it is taken over as a lapsed one is.
        .where((eb) =>
          eb.or([
            eb('bot_state.value', '=', holder),
            eb('bot_state.expires_at', '<', now.toISOString()),
            eb('bot_state.expires_at', '>', new Date(until.getTime() + CLOCK_SKEW_MS).toISOString()),
          ]),
        ),
    )
    .execute();
  const row = await store.selectFrom('bot_state').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value === holder;
}

/** Gives the lease up, if `holder` still holds it, so another process takes over at once. */
export async function releaseLease(store: Store, holder: string, name: LeaseName = 'telegram_poller'): Promise<void> {
  await store.deleteFrom('bot_state').where('name', '=', name).where('value', '=', holder).execute();
}

/**
 * How long a stored offset is used. Telegram keeps an unconfirmed update for 24 hours, so an older
 * offset can only guard against replays that can no longer happen; and after a week without
 * updates Telegram may number the next one at random, lower than the offset: asked with it, the
 * new updates would count as confirmed and never be served. A lapsed offset is not sent.
 */
export const OFFSET_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The next update id to ask for, while the one stored is recent (an offset from before expiries were kept counts). */
export async function storedOffset(store: Store, now: Date): Promise<number | undefined> {
  const row = await store
    .selectFrom('bot_state')
    .select(['value', 'expires_at'])
    .where('name', '=', OFFSET)
    .executeTakeFirst();
  // An expiry further ahead than a fresh offset's is not one this server wrote: it is not trusted.
  if (!row || (row.expires_at !== null && !stillValid(row.expires_at, now, OFFSET_LIFETIME_MS))) return undefined;
  return Number(row.value);
}

export async function saveOffset(store: Store, next: number, now: Date): Promise<void> {
  const values = { value: String(next), expires_at: new Date(now.getTime() + OFFSET_LIFETIME_MS).toISOString() };
  await store
    .insertInto('bot_state')
    .values({ name: OFFSET, ...values })
    .onConflict((oc) => oc.column('name').doUpdateSet(values))
    .execute();
}
