/** The store itself: migrations, group commit and parallel bookings. */
import { GroupCommitter } from '../../server/db/groupCommit';
import { openMigratedStore } from '../../server/db/database';
import { BACKENDS, baseEnv, configFrom, post, startApp, validBooking } from './helpers';

jest.setTimeout(30_000);

function bookingRow(id: string) {
  return {
    id,
    created_at: new Date().toISOString(),
    status: 'received' as const,
    room_id: 1,
    room_title: 'Standard single',
    guest_name: 'Group Commit',
    phone: '+998901234567',
    email: null,
    nationality: null,
    nationality_code: null,
    checkin: '2030-01-01',
    checkout: '2030-01-02',
    nights: 1,
    guests: 1,
    total_price: 400000,
    lang: 'en',
  };
}

describe.each(BACKENDS)('storage on $name', (backend) => {
  it('migrates twice without harm and commits a batch where one transaction fails alone', async () => {
    const store = await backend.create();
    const config = configFrom(baseEnv(store.env));
    await (await openMigratedStore(config)).destroy();
    const db = await openMigratedStore(config);
    try {
      const group = new GroupCommitter(db);
      const results = await Promise.allSettled([
        group.transact(async (trx) => trx.insertInto('bookings').values(bookingRow('a')).execute()),
        group.transact(async (trx) => {
          await trx.insertInto('bookings').values(bookingRow('b')).execute();
          throw new Error('refused after writing');
        }),
        group.transact(async (trx) => trx.insertInto('bookings').values(bookingRow('a')).execute()),
        group.transact(async (trx) => trx.insertInto('bookings').values(bookingRow('c')).execute()),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
      const ids = (await db.selectFrom('bookings').select('id').orderBy('id').execute()).map((r) => r.id);
      expect(ids).toEqual(['a', 'c']);
    } finally {
      await db.destroy();
      await store.drop();
    }
  });

  it('stores every one of many parallel bookings, each with its own id', async () => {
    const store = await backend.create();
    const server = await startApp(baseEnv(store.env));
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => post(server.url, '/api/bot/booking', validBooking({ guestName: `Guest ${String.fromCharCode(65 + (i % 26))}${'a'.repeat(1 + Math.floor(i / 26))}` }), { 'idempotency-key': `parallel-${i}` })),
      );
      expect(answers.every((a) => a.status === 201)).toBe(true);
      const ids = new Set(answers.map((a) => a.body.id));
      expect(ids.size).toBe(30);
      const stored = await server.app.store.selectFrom('bookings').select('id').execute();
      expect(stored.map((r) => r.id).sort()).toEqual([...ids].sort());
      const keys = await server.app.store.selectFrom('idempotency_keys').select('key').execute();
      expect(keys).toHaveLength(30);
    } finally {
      await server.close();
      await store.drop();
    }
  });
});
