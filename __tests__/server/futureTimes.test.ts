/**
 * Issue 49, the class of "an age computed as now minus a stored time": a row dated in the future
 * (a forged one, a clock set wrong) must not live for ever. An idempotency key dated ahead is
 * purged; a bot lease or update offset, or a guest's Telegram link code, expiring further ahead
 * than a fresh one is not trusted.
 * Real store (SQLite, and PostgreSQL when DATABASE_URL is set).
 */
import { loadStorageConfig } from '../../server/config';
import { openMigratedStore } from '../../server/db/store';
import type { Store } from '../../server/db/store';
import { retryingTransact } from '../../server/db/postgres';
import { linkChat, mintLinkCode } from '../../server/bookings/guestTelegram';
import { IdempotencyStore } from '../../server/idempotency';
import { storedOffset, takeLease } from '../../server/telegram/botState';
import { BACKENDS, bookingRow } from './support/store';
import type { TestStore } from './support/store';

const HOUR_MS = 60 * 60 * 1000;

describe.each(BACKENDS)('stored times in the future on $name', (backend) => {
  let test: TestStore;
  let store: Store;

  beforeEach(async () => {
    test = await backend.create();
    store = await openMigratedStore(loadStorageConfig(test.env));
  });

  afterEach(async () => {
    await store.destroy();
    await test.drop();
  });

  it('purges an idempotency key dated in the future as it does an old one, and keeps a recent one', async () => {
    const now = new Date();
    const key = (name: string, at: Date) => ({
      scope: 'booking',
      key: name,
      request_hash: 'h',
      response_status: 201,
      response_body: '{}',
      created_at: at.toISOString(),
    });
    await store
      .insertInto('idempotency_keys')
      .values([
        key('recent', new Date(now.getTime() - HOUR_MS)),
        key('old', new Date(now.getTime() - 25 * HOUR_MS)),
        key('ahead', new Date('2099-01-01T00:00:00Z')),
      ])
      .execute();
    await new IdempotencyStore(store).purge(now);
    const left = await store.selectFrom('idempotency_keys').select('key').execute();
    expect(left.map((row) => row.key)).toEqual(['recent']);
  });

  it("takes over the bot's lease when it lapses further ahead than one taken now would, and not a live one", async () => {
    const now = new Date();
    await store
      .insertInto('bot_state')
      .values({ name: 'telegram_poller', value: 'forged', expires_at: '2099-01-01T00:00:00.000Z' })
      .execute();
    expect(await takeLease(store, 'ours', now, new Date(now.getTime() + 30_000))).toBe(true);
    // Another process's lease taken now, for as long as ours, is respected.
    expect(await takeLease(store, 'other', now, new Date(now.getTime() + 30_000))).toBe(false);
  });

  it('does not send an update offset whose expiry lies further ahead than a fresh one', async () => {
    await store
      .insertInto('bot_state')
      .values({ name: 'telegram_offset', value: '41', expires_at: '2099-01-01T00:00:00.000Z' })
      .execute();
    expect(await storedOffset(store, new Date())).toBeUndefined();
  });

  it("answers a guest's Telegram link code expiring further ahead than its 7 days as expired, linking nothing", async () => {
    const transact = retryingTransact(store);
    await store
      .insertInto('bookings')
      .values(bookingRow('future-code', { status_token_hash: 'x' }))
      .execute();
    const code = await mintLinkCode(transact, 'future-code');
    await store
      .updateTable('guest_telegram_codes')
      .set({ expires_at: '2099-01-01T00:00:00.000Z' })
      .where('booking_id', '=', 'future-code')
      .execute();
    expect(await linkChat(transact, code, '777')).toEqual({ kind: 'expired' });
    expect(await store.selectFrom('guest_telegram_chats').selectAll().execute()).toEqual([]);
  });
});
