/**
 * The bot's small state in the `bot_state` table: the getUpdates offset (so a restart does not
 * hand a press over twice) and the polling lease (so of several server processes on one
 * database exactly one polls).
 */
import type { Store } from '../db/store';

const OFFSET = 'telegram_offset';
const LEASE = 'telegram_poller';

/**
 * Takes or renews the polling lease for `holder` until `until`; true when `holder` holds it.
 * Only a lease of its own, or one its holder stopped renewing, is taken.
 */
export async function takeLease(store: Store, holder: string, now: Date, until: Date): Promise<boolean> {
  const expires = until.toISOString();
  await store
    .insertInto('bot_state')
    .values({ name: LEASE, value: holder, expires_at: expires })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ value: holder, expires_at: expires })
        .where((eb) => eb.or([eb('bot_state.value', '=', holder), eb('bot_state.expires_at', '<', now.toISOString())])),
    )
    .execute();
  const row = await store.selectFrom('bot_state').select('value').where('name', '=', LEASE).executeTakeFirst();
  return row?.value === holder;
}

/** Gives the lease up, if `holder` still holds it, so another process takes over at once. */
export async function releaseLease(store: Store, holder: string): Promise<void> {
  await store.deleteFrom('bot_state').where('name', '=', LEASE).where('value', '=', holder).execute();
}

/** The next update id to ask for, once one was stored. */
export async function storedOffset(store: Store): Promise<number | undefined> {
  const row = await store.selectFrom('bot_state').select('value').where('name', '=', OFFSET).executeTakeFirst();
  return row ? Number(row.value) : undefined;
}

export async function saveOffset(store: Store, next: number): Promise<void> {
  await store
    .insertInto('bot_state')
    .values({ name: OFFSET, value: String(next), expires_at: null })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: String(next) }))
    .execute();
}
