/**
 * Issue 49, the class of "an age computed as now minus a stored time": a row dated in the future
 * (a forged one, a clock set wrong) must not live for ever. An idempotency key dated ahead is
 * purged; a bot lease or update offset, or a guest's Telegram link code, expiring further ahead
 * than a fresh one is not trusted; an action dated ahead opens no endless undo window, and a request
 * dated ahead gets no follow-up (server/storedTimes.ts has the rule they all share).
 * Real store (SQLite, and PostgreSQL when DATABASE_URL is set).
 */
import { loadStorageConfig } from '../../server/config';
import { openMigratedStore } from '../../server/db/store';
import type { Store } from '../../server/db/store';
import { retryingTransact } from '../../server/db/postgres';
import { linkChat, mintLinkCode } from '../../server/guestTelegram/links';
import { IdempotencyStore } from '../../server/idempotency';
import { storedOffset, takeLease } from '../../server/telegram/botState';
import { undoFor } from '../../server/bookings/history';
import { followUpObsolete } from '../../server/staffChat/followUp';
import { CLOCK_SKEW_MS, hasHappened, stillValid } from '../../server/storedTimes';
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

describe('stored times in the future, in the rules that read them', () => {
  const now = new Date('2026-12-07T12:00:00Z');
  const ahead = (ms: number) => new Date(now.getTime() + ms).toISOString();

  it('an action dated in the future opens no endless undo window; one a moment ago does', () => {
    const event = (at: string) => [{ action: 'checked_in', at }];
    expect(undoFor(event(ahead(-60_000)), 'checked_in', now).kind).toBe('undo');
    // Within the clock skew two servers may have: still the action it is.
    expect(undoFor(event(ahead(30_000)), 'checked_in', now).kind).toBe('undo');
    expect(undoFor(event(ahead(400 * 24 * HOUR_MS)), 'checked_in', now)).toEqual({ kind: 'undo_expired' });
    expect(undoFor(event('not a time'), 'checked_in', now)).toEqual({ kind: 'undo_expired' });
  });

  it('a request dated in the future gets no follow-up in the staff chat', () => {
    expect(followUpObsolete({ status: 'received', created_at: ahead(-60_000) }, now.getTime())).toBeNull();
    expect(followUpObsolete({ status: 'received', created_at: ahead(48 * HOUR_MS) }, now.getTime())).toBe(
      'request dated in the future: not written by this server',
    );
  });

  it('allows a minute of clock difference between servers, no more', () => {
    expect(hasHappened(ahead(CLOCK_SKEW_MS), now)).toBe(true);
    expect(hasHappened(ahead(CLOCK_SKEW_MS + 1), now)).toBe(false);
    expect(stillValid(ahead(HOUR_MS), now, HOUR_MS)).toBe(true);
    expect(stillValid(ahead(HOUR_MS + CLOCK_SKEW_MS + 1), now, HOUR_MS)).toBe(false);
    expect(stillValid(ahead(0), now, HOUR_MS)).toBe(false);
  });
});
