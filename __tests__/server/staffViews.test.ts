/**
 * The console's calendar and export over many stored requests give the same answers as counting
 * night by night and reading every request whole: the calendar is summed in SQL (stays clipped
 * at both ends of the range), the export reads only its columns and works out each deposit
 * without building checkout links.
 */
import { parse } from 'csv-parse/sync';
import { loadStorageConfig } from '../../server/config';
import type { PaymentsConfig } from '../../server/config';
import type { BookingsTable } from '../../server/db/schema';
import { openMigratedStore } from '../../server/db/store';
import type { Store } from '../../server/db/store';
import { depositView } from '../../server/payments/depositView';
import { bookingItem, calendarView, exportCsv } from '../../server/staffConsole/views';
import { CONSOLE_TEXTS } from '../../server/staffConsole/texts';
import { addDays } from '../../src/domain/dates';
import { ROOMS } from '../../src/domain/rooms';
import type { StaffBooking } from '../../src/domain/staffApi';
import { BACKENDS, bookingRow, countedReference } from './support/store';
import type { TestStore } from './support/store';
import { seededDraws } from '../support/seeded';

const FROM = '2030-03-01';
const DAYS = 62;
const TO = addDays(FROM, DAYS);
const STATUSES = ['received', 'confirmed', 'checked_in', 'checked_out', 'declined', 'cancelled', 'no_show'] as const;
const PAYMENTS: PaymentsConfig = {
  deposit: { kind: 'first_night' },
  payme: { merchantId: 'm-test', key: 'payme-test-key', checkoutUrl: 'https://checkout.paycom.uz' },
  click: null,
  fiscal: { ikpu: '10899002001000000', packageCode: '1545643', vatPercent: 12 },
};

/** 400 requests around the range: short and 90-night stays, some from before it and past its end. */
function rows() {
  const next = seededDraws(36);
  return Array.from({ length: 400 }, (_, i) => {
    const nights = next(5) === 0 ? 1 + next(90) : 1 + next(4);
    const checkin = addDays(FROM, next(DAYS + 100) - 95);
    const id = `bbbbbbbb-0000-4000-8000-${String(i).padStart(12, '0')}`;
    return bookingRow(id, {
      reference: countedReference(i),
      created_at: new Date(Date.UTC(2030, 0, 1) + i * 60_000).toISOString(),
      status: STATUSES[next(STATUSES.length)],
      room_id: 1 + next(ROOMS.length),
      units: 1 + next(2),
      checkin,
      checkout: addDays(checkin, nights),
      nights,
      total_price: nights * 400_000,
      nationality_code: i % 2 === 0 ? 'UZ' : null,
      nationality: i % 2 === 0 ? null : 'Россия',
      source: (['site', 'phone', 'desk'] as const)[i % 3],
    });
  });
}

/** The calendar counted the slow way: every stay, night by night. */
function countedCalendar(stored: ReturnType<typeof rows>, blocked: Array<{ room_id: number; night: string }>) {
  return ROOMS.map((room) => ({
    roomId: room.id,
    units: room.units,
    nights: Array.from({ length: DAYS }, (_, i) => {
      const date = addDays(FROM, i);
      const on = stored.filter(
        (row) =>
          row.room_id === room.id &&
          ['received', 'confirmed', 'checked_in'].includes(row.status) &&
          row.checkin <= date &&
          date < row.checkout,
      );
      const sum = (list: typeof on) => list.reduce((total, row) => total + row.units, 0);
      const taken = sum(on.filter((row) => row.status !== 'received'));
      const b = blocked.filter((row) => row.room_id === room.id && row.night === date).length;
      return {
        date,
        taken,
        pending: sum(on.filter((row) => row.status === 'received')),
        blocked: b,
        closed: 0,
        free: Math.max(0, room.units - taken - b),
      };
    }),
  }));
}

describe.each(BACKENDS)('staff views over many requests on $name', (backend) => {
  let testStore: TestStore;
  let store: Store;
  const stored = rows();
  const blocked = [
    { feed: 'a', room_id: 1, night: FROM },
    { feed: 'a', room_id: 1, night: addDays(FROM, 1) },
    { feed: 'b', room_id: 1, night: addDays(FROM, 1) },
    { feed: 'b', room_id: 3, night: addDays(FROM, DAYS - 1) },
    { feed: 'b', room_id: 3, night: TO },
  ];

  beforeAll(async () => {
    testStore = await backend.create();
    store = await openMigratedStore(loadStorageConfig(testStore.env));
    await store.insertInto('bookings').values(stored).execute();
    await store.insertInto('blocked_nights').values(blocked).execute();
    // Deposits: paid, refunded and pending transactions on a few requests.
    const withPayments = stored.filter((row) => row.checkin < TO && row.checkout > FROM).slice(0, 3);
    await store
      .insertInto('payments')
      .values(
        withPayments.map((row, i) => ({
          id: `p${i}`,
          booking_id: row.id,
          gateway: 'payme',
          transaction_id: `t${i}`,
          amount: 300_000 + i,
          state: ([2, -2, 1] as const)[i]!,
          reason: null,
          gateway_time: Date.UTC(2030, 1, 1),
          prepare_id: null,
          create_time: Date.UTC(2030, 1, 1),
          perform_time: i === 2 ? null : Date.UTC(2030, 1, 2),
          cancel_time: i === 1 ? Date.UTC(2030, 1, 3) : null,
        })),
      )
      .execute();
  });

  afterAll(async () => {
    await store.destroy();
    await testStore.drop();
  });

  it('sums the calendar as counting night by night does: stays clipped at both ends, pending apart, imports', async () => {
    const calendar = await calendarView(store, FROM, DAYS);
    expect(calendar).toEqual({ from: FROM, days: DAYS, rooms: countedCalendar(stored, blocked) });
    // The counts are not all zero: the sample does cover the range.
    expect(calendar.rooms.flatMap((room) => room.nights).some((night) => night.taken > 2 && night.pending > 0)).toBe(
      true,
    );
    const oneNight = await calendarView(store, addDays(FROM, 10), 1);
    expect(oneNight.rooms.map((room) => room.nights[0])).toEqual(
      countedCalendar(stored, blocked).map((room) => room.nights[10]),
    );
  });

  it('exports every request overlapping the range by check-in, with the deposit the request page shows', async () => {
    const pieces = [...(await exportCsv(store, FROM, TO, 'en', PAYMENTS))];
    const csv = pieces.join('');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...lines]: string[][] = parse(csv.slice(1));
    const t = CONSOLE_TEXTS.en.csv;
    expect(header).toEqual(t.headers);
    const overlapping = (
      await store.selectFrom('bookings').selectAll().where('checkin', '<', TO).where('checkout', '>', FROM).execute()
    ).sort((a, b) => a.checkin.localeCompare(b.checkin) || a.created_at.localeCompare(b.created_at));
    expect(lines.map((line) => line[0])).toEqual(overlapping.map((row) => row.reference));
    const payments = await store.selectFrom('payments').selectAll().orderBy('create_time').execute();
    const deposits = (row: BookingsTable) => {
      const view = depositView(
        row,
        payments.filter((p) => p.booking_id === row.id),
        PAYMENTS,
      );
      return [String(view && view.status !== 'none' ? view.amount : 0), t.depositStatuses[view?.status ?? 'none']];
    };
    expect(lines.map((line) => line.slice(11, 13))).toEqual(overlapping.map(deposits));
    expect(lines.filter((line) => line[12] !== t.depositStatuses.none)).toHaveLength(3);
    expect(lines.map((line) => line[9])).toEqual(overlapping.map((row) => row.nationality_code ?? row.nationality));
  });

  it('answers a list item with exactly the fields of the shape the console reads (src/domain/staffApi.ts)', async () => {
    // Every key of StaffBooking, checked by the compiler both ways.
    const keys = {
      id: true,
      reference: true,
      status: true,
      roomId: true,
      units: true,
      checkin: true,
      checkout: true,
      guests: true,
      guestName: true,
      phone: true,
      email: true,
      nationality: true,
      totalPrice: true,
      source: true,
      createdAt: true,
    } satisfies Record<keyof StaffBooking, true>;
    const row = await store
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', stored[1]!.id)
      .executeTakeFirstOrThrow();
    const item: StaffBooking = bookingItem(row);
    expect(Object.keys(item).sort()).toEqual(Object.keys(keys).sort());
    expect(item).toEqual(
      expect.objectContaining({
        reference: stored[1]!.reference,
        source: 'phone',
        status: stored[1]!.status,
      }),
    );
  });
});
