/**
 * `npm run bookings -- --json`: the stored requests as a JSON array other tools read, with its
 * filters, straight from the store with the server stopped.
 */
import { bookingsJson, listBookings, parseArgs } from '../../server/cli/bookings';
import { loadStorageConfig } from '../../server/config';
import type { PaymentsConfig } from '../../server/config';
import { openMigratedStore } from '../../server/db/store';
import { runBookingsCli } from './support/process';
import { bookingRow, removeDir, tempDir } from './support/store';

const ROWS = [
  bookingRow('aaaaaaaa-0000-4000-8000-000000000001', {
    created_at: '2030-01-01T10:00:00.000Z',
    checkin: '2030-02-01',
    checkout: '2030-02-03',
    email: 'a@example.org',
  }),
  bookingRow('aaaaaaaa-0000-4000-8000-000000000002', {
    created_at: '2030-01-02T10:00:00.000Z',
    status: 'confirmed',
    checkin: '2030-03-10',
    checkout: '2030-03-12',
    units: 2,
    decided_at: '2030-01-02T11:00:00.000Z',
    decided_by_id: '42',
    decided_by_name: 'Dilnoza',
    privacy_version: '2026-11-28',
    privacy_accepted_at: '2030-01-02T10:00:00.000Z',
  }),
  bookingRow('aaaaaaaa-0000-4000-8000-000000000003', {
    created_at: '2030-01-03T10:00:00.000Z',
    status: 'declined',
    checkin: '2030-04-01',
    checkout: '2030-04-02',
    decline_reason: 'full',
  }),
];

describe('npm run bookings -- --json', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDir();
    const db = await openMigratedStore(loadStorageConfig({ DATA_DIR: dataDir }));
    await db.insertInto('bookings').values(ROWS).execute();
    await db.destroy();
  });
  afterAll(() => removeDir(dataDir));

  it('prints every request, newest first, with the fields a person needs and no tokens', async () => {
    const db = await openMigratedStore(loadStorageConfig({ DATA_DIR: dataDir }));
    try {
      const list = JSON.parse(await bookingsJson(db, parseArgs(['--json']))) as Array<Record<string, unknown>>;
      expect(list.map((b) => b.id)).toEqual(ROWS.map((r) => r.id).reverse());
      expect(list[1]).toEqual({
        reference: ROWS[1]!.reference,
        id: ROWS[1]!.id,
        status: 'confirmed',
        createdAt: '2030-01-02T10:00:00.000Z',
        roomId: 1,
        roomTitle: 'Standard single',
        units: 2,
        checkin: '2030-03-10',
        checkout: '2030-03-12',
        nights: 2,
        guests: 1,
        guestName: ROWS[1]!.guest_name,
        phone: '+998901234567',
        email: null,
        nationality: null,
        nationalityCode: null,
        language: 'en',
        totalPriceUzs: 800000,
        decidedAt: '2030-01-02T11:00:00.000Z',
        decidedBy: 'Dilnoza',
        decidedById: '42',
        declineReason: null,
        cancelledAt: null,
        privacyNotice: { version: '2026-11-28', acceptedAt: '2030-01-02T10:00:00.000Z' },
        erasedAt: null,
      });
      expect(list[0]!.privacyNotice).toBeNull();
      expect(JSON.stringify(list)).not.toContain('status_token');
    } finally {
      await db.destroy();
    }
  });

  it('filters by --limit, --status and --from/--to (stays touching those days)', async () => {
    const db = await openMigratedStore(loadStorageConfig({ DATA_DIR: dataDir }));
    const ids = async (args: string[]): Promise<string[]> =>
      (JSON.parse(await bookingsJson(db, parseArgs(['--json', ...args]))) as Array<{ id: string }>).map((b) =>
        b.id.slice(-1),
      );
    try {
      expect(await ids(['--limit', '2'])).toEqual(['3', '2']);
      expect(await ids(['--status=confirmed'])).toEqual(['2']);
      expect(await ids(['--from', '2030-02-03'])).toEqual(['3', '2']);
      expect(await ids(['--to', '2030-03-10'])).toEqual(['2', '1']);
      expect(await ids(['--from', '2030-02-02', '--to', '2030-03-09'])).toEqual(['1']);
      expect(await ids(['--status', 'cancelled'])).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('refuses bad filters with a clear message', () => {
    expect(() => parseArgs(['--json', '--status', 'maybe'])).toThrow(
      /--status needs one of received, confirmed, declined, cancelled/,
    );
    expect(() => parseArgs(['--json', '--from', '2030-02-30'])).toThrow(/--from needs a day as YYYY-MM-DD/);
    expect(() => parseArgs(['--json', '--limit', '0'])).toThrow(/--limit/);
    expect(() => parseArgs(['--status', 'received'])).toThrow(/go with --json/);
    expect(parseArgs([])).toEqual({ json: false, limit: 50, status: null, from: null, to: null });
  });

  it('runs as a command with the server stopped, and prints [] without a store', async () => {
    const run = await runBookingsCli({ DATA_DIR: dataDir }, ['--json', '--status', 'declined']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as Array<{ declineReason: string }>).map((b) => b.declineReason)).toEqual(['full']);
    const empty = tempDir();
    try {
      const none = await runBookingsCli({ DATA_DIR: empty }, ['--json']);
      expect([none.status, none.stdout]).toEqual([0, '[]\n']);
    } finally {
      removeDir(empty);
    }
  }, 120_000);
});

describe('npm run bookings: the deposit', () => {
  // A gateway does not start without the receipt items' codes.
  const FISCAL = { FISCAL_IKPU: '10899002001000000', FISCAL_PACKAGE_CODE: '1545643', FISCAL_VAT_PERCENT: '12' };
  const PAYMENTS: PaymentsConfig = {
    deposit: { kind: 'first_night' },
    payme: { merchantId: 'm-test', key: 'payme-test-key', checkoutUrl: 'https://checkout.paycom.uz' },
    click: null,
    fiscal: { ikpu: '10899002001000000', packageCode: '1545643', vatPercent: 12 },
  };
  const PAID_AT = Date.UTC(2030, 0, 3, 9, 30);
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDir();
    const db = await openMigratedStore(loadStorageConfig({ DATA_DIR: dataDir }));
    await db.insertInto('bookings').values(ROWS).execute();
    // The confirmed request (800,000 so'm for 2 nights: a first night of 400,000) paid with Payme.
    await db
      .insertInto('payments')
      .values({
        id: 'p1',
        booking_id: ROWS[1]!.id,
        gateway: 'payme',
        transaction_id: 't1',
        amount: 400_000,
        state: 2,
        reason: null,
        gateway_time: PAID_AT - 60_000,
        prepare_id: null,
        create_time: PAID_AT - 60_000,
        perform_time: PAID_AT,
        cancel_time: null,
      })
      .execute();
    await db.destroy();
  });
  afterAll(() => removeDir(dataDir));

  it('--json gives each request its deposit: status, amount, when paid and by which gateway (null when none is due)', async () => {
    const db = await openMigratedStore(loadStorageConfig({ DATA_DIR: dataDir }));
    try {
      const list = JSON.parse(await bookingsJson(db, parseArgs(['--json']), PAYMENTS)) as Array<{ deposit: unknown }>;
      expect(list.map((b) => b.deposit)).toEqual([
        null,
        { status: 'paid', amount: 400_000, paidAt: '2030-01-03T09:30:00.000Z', gateway: 'payme', receiptUrl: null },
        null,
      ]);
      // Switched off since: the money that moved still shows.
      const off = JSON.parse(await bookingsJson(db, parseArgs(['--json']))) as Array<{ deposit: unknown }>;
      expect(off[1]!.deposit).toEqual({
        status: 'paid',
        amount: 400_000,
        paidAt: '2030-01-03T09:30:00.000Z',
        gateway: 'payme',
        receiptUrl: null,
      });
    } finally {
      await db.destroy();
    }
  });

  it('the table has a Deposit column when a gateway is configured or a deposit was taken, and none otherwise', async () => {
    const db = await openMigratedStore(loadStorageConfig({ DATA_DIR: dataDir }));
    try {
      const listing = await listBookings(db, 50, PAYMENTS);
      expect(listing).toContain('Deposit UZS');
      expect(listing).toContain('paid 400,000 payme 01-03 09:30');
      // A request not confirmed owes nothing yet.
      expect(listing.split('\n').find((l) => l.includes(ROWS[0]!.reference))).toContain('—');
    } finally {
      await db.destroy();
    }
    const plain = tempDir();
    try {
      const store = await openMigratedStore(loadStorageConfig({ DATA_DIR: plain }));
      await store.insertInto('bookings').values(ROWS).execute();
      const listing = await listBookings(store, 50);
      expect(listing).not.toContain('Deposit');
      expect(JSON.parse(await bookingsJson(store, parseArgs(['--json'])))[0]).not.toHaveProperty('deposit');
      await store.destroy();
    } finally {
      removeDir(plain);
    }
  });

  it('as a command, reads the gateways from the same variables as the server (PAYME_*, DEPOSIT)', async () => {
    const run = await runBookingsCli(
      { DATA_DIR: dataDir, PAYME_MERCHANT_ID: 'm-test', PAYME_KEY: 'payme-test-key', DEPOSIT: '50%', ...FISCAL },
      ['--json', '--status', 'confirmed'],
    );
    expect(run.stderr).toBe('');
    expect((JSON.parse(run.stdout) as Array<{ deposit: unknown }>)[0]!.deposit).toEqual({
      status: 'paid',
      amount: 400_000,
      paidAt: '2030-01-03T09:30:00.000Z',
      gateway: 'payme',
      receiptUrl: null,
    });
    const bad = await runBookingsCli({ DATA_DIR: dataDir, DEPOSIT: '30%', PAYME_MERCHANT_ID: 'm-test' }, ['--json']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/PAYME_KEY/);
  }, 120_000);
});
