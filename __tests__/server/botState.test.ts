/**
 * The stored getUpdates offset: sent while recent, dropped once Telegram could no longer replay an
 * update (24 h), so ids Telegram numbers afresh after a quiet week are still served. Real store.
 */
import { OFFSET_LIFETIME_MS, saveOffset, storedOffset } from '../../server/telegram/botState';
import { loadStorageConfig } from '../../server/config';
import { openMigratedStore } from '../../server/db/store';
import type { Store } from '../../server/db/store';
import { BACKENDS } from './support/store';
import type { TestStore } from './support/store';

describe.each(BACKENDS)('the bot offset on $name', (backend) => {
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

  it('is none before any update was handled', async () => {
    expect(await storedOffset(store, new Date())).toBeUndefined();
  });

  it('is sent until a day after it was saved, each save renewing it', async () => {
    const saved = new Date('2026-11-29T10:00:00Z');
    await saveOffset(store, 41, saved);
    expect(await storedOffset(store, new Date(saved.getTime() + OFFSET_LIFETIME_MS - 1))).toBe(41);
    expect(await storedOffset(store, new Date(saved.getTime() + OFFSET_LIFETIME_MS))).toBeUndefined();

    const later = new Date(saved.getTime() + OFFSET_LIFETIME_MS + 60_000);
    await saveOffset(store, 7, later);
    expect(await storedOffset(store, later)).toBe(7);
  });

  it('keeps an offset stored before expiries were kept', async () => {
    await store.insertInto('bot_state').values({ name: 'telegram_offset', value: '12', expires_at: null }).execute();
    expect(await storedOffset(store, new Date())).toBe(12);
  });
});
