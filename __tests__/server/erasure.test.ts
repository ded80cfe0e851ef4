/**
 * Erasing a guest's personal data: the guest's POST /api/bookings/{id}/erase (only once the
 * request is over), staff from the console, and the retention purge, which is on by default.
 * Each empties the booking's guest fields and token (the status route then answers 404), the
 * details of its history, its queued messages and `.eml` files, and queues the edit that takes
 * the guest's details off the staff Telegram message; counts and availability stay. The booking
 * records which privacy notice its guest accepted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { purgePersonalData, removeSafetyCopies } from '../../server/bookings/retention';
import { staffTelegramText } from '../../server/staffChat/message';
import { BookingHooks } from '../../server/bookings/hooks';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy';
import { invite } from '../../server/staffConsole/accounts';
import type { BookingsTable } from '../../server/db/schema';
import { BOOK, injectApp, validBooking, waitFor } from './support/app';
import { BACKENDS, bookingRow } from './support/store';

describe.each(BACKENDS)('erasing personal data on $name', (backend) => {
  it('records the notice accepted; erases a cancelled request for its guest (409 before), then the status route is 404 and counts stay', async () => {
    const server = await injectApp({}, { backend });
    try {
      const created = await server.post(BOOK, validBooking({ privacyNotice: PRIVACY_NOTICE_VERSION }));
      expect(created.status).toBe(201);
      const { id, statusToken } = created.body as { id: string; statusToken: string };
      const store = server.app.store;
      const stored = await store.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(stored.privacy_version).toBe(PRIVACY_NOTICE_VERSION);
      expect(stored.privacy_accepted_at).toBe(stored.created_at);
      // A version the site never showed is refused.
      expect((await server.post(BOOK, validBooking({ privacyNotice: '1999-01-01' }))).body.error.code).toBe(
        'invalid_privacy_notice',
      );

      // The site reads the status with the token in a header, so no logged address carries it.
      expect((await server.get(`/api/bookings/${id}`, { 'x-status-token': statusToken })).body.status).toBe('received');
      // Still running: refused with a reason, nothing erased.
      const early = await server.post(`/api/bookings/${id}/erase`, { token: statusToken });
      expect(early.status).toBe(409);
      expect(early.body.error.message).toMatch(/cancelled or declined.*stay has ended/);
      expect((await server.post(`/api/bookings/${id}/erase`, { token: 'x'.repeat(43) })).status).toBe(404);

      // Its emails were filed as .eml (no SMTP): they go with the erasure.
      const outboxDir = path.join(server.env.DATA_DIR!, 'outbox');
      await waitFor(
        () => fs.existsSync(outboxDir) && fs.readdirSync(outboxDir).filter((n) => n.startsWith(id)).length >= 2,
      );
      await store
        .updateTable('bookings')
        .set({ staff_message_id: '77', staff_chat_id: '-100' })
        .where('id', '=', id)
        .execute();
      await store
        .insertInto('booking_events')
        .values({
          id: 'n1',
          booking_id: id,
          at: new Date().toISOString(),
          actor: 'Dilnoza',
          actor_id: 'staff:1',
          action: 'note',
          detail: 'Aziz Karimov asked for a quiet room',
        })
        .execute();

      expect((await server.post(`/api/bookings/${id}/cancel`, { token: statusToken })).status).toBe(200);
      // The staff's email of the cancellation is filed before the erasure (one under way then is removed by the next purge).
      await waitFor(() => fs.readdirSync(outboxDir).includes(`${id}-cancel.eml`));
      const before = await server.get(`/api/availability?checkin=${stored.checkin}&checkout=${stored.checkout}`);
      const erased = await server.post(`/api/bookings/${id}/erase`, { token: statusToken });
      expect(erased.status).toBe(200);
      expect(erased.body).toEqual({ id, erased: true });
      expect((await server.get(`/api/bookings/${id}?token=${statusToken}`)).status).toBe(404);
      expect((await server.get(`/api/bookings/${id}`, { 'x-status-token': statusToken })).status).toBe(404);

      const row = await store.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual(
        expect.objectContaining({
          guest_name: '',
          phone: '',
          email: null,
          nationality: null,
          client_address: null,
          status_token_hash: null,
          status: 'cancelled',
          room_id: 1,
          nights: 2,
        }),
      );
      expect(row.erased_at).not.toBeNull();
      // The privacy record stays: it names no one.
      expect(row.privacy_version).toBe(PRIVACY_NOTICE_VERSION);
      const history = await store.selectFrom('booking_events').selectAll().where('booking_id', '=', id).execute();
      expect(history.map((e) => e.detail)).toEqual(history.map(() => null));
      expect(history.map((e) => e.action)).toContain('erased');
      // Only the staff message's edit is queued, and what it shows names no one.
      const outbox = await store.selectFrom('outbox').selectAll().where('booking_id', '=', id).execute();
      expect(outbox.map((r) => [r.channel, r.kind])).toEqual([['telegram', 'staff_edit']]);
      const text = staffTelegramText(row, 'en');
      for (const secret of ['Aziz', 'Karimov', '998901234567', 'aziz@example.org']) expect(text).not.toContain(secret);
      expect(fs.readdirSync(outboxDir).filter((n) => n.startsWith(id))).toEqual([]);
      // Counts and availability are unchanged.
      expect(await server.get(`/api/availability?checkin=${stored.checkin}&checkout=${stored.checkout}`)).toEqual(
        expect.objectContaining({ body: before.body }),
      );
      expect(await store.selectFrom('bookings').select('id').execute()).toHaveLength(1);
    } finally {
      await server.close();
    }
  }, 30000);

  it('lets a hook registered on BookingHooks run in the erasure, and purges requests over for RETENTION_DAYS (365 by default) with the safety copies', async () => {
    const server = await injectApp({}, { backend });
    const store = server.app.store;
    const today = todayInHotel();
    const now = new Date();
    const old = new Date(now.getTime() - 400 * 86_400_000).toISOString();
    try {
      await store
        .insertInto('bookings')
        .values([
          bookingRow('b0000000-0000-4000-8000-000000000001', {
            checkin: addDays(today, -403),
            checkout: addDays(today, -400),
          }),
          // Cancelled long ago, its dates still ahead: over since its cancellation.
          bookingRow('b0000000-0000-4000-8000-000000000002', {
            status: 'cancelled',
            cancelled_at: old,
            checkin: addDays(today, 30),
            checkout: addDays(today, 32),
          }),
          bookingRow('b0000000-0000-4000-8000-000000000003', {
            checkin: addDays(today, -300),
            checkout: addDays(today, -298),
          }),
        ])
        .execute();
      const dataDir = server.env.DATA_DIR!;
      const stamp = (d: Date) => d.toISOString().replace(/[:.]/g, '-');
      const oldCopy = `bookings.sqlite.before-restore-${stamp(new Date(old))}`;
      const newCopy = `bookings.sqlite.before-restore-${stamp(now)}`;
      fs.writeFileSync(path.join(dataDir, oldCopy), 'x');
      fs.writeFileSync(path.join(dataDir, newCopy), 'x');

      const hooks = new BookingHooks();
      const seen: string[] = [];
      hooks.onBookingErased(async (_trx, booking) => {
        seen.push(booking.id);
      });
      expect(await purgePersonalData(store, dataDir, 365, today, hooks, now)).toBe(2);
      expect(seen.sort()).toEqual(['b0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000002']);
      const rows = await store.selectFrom('bookings').select(['id', 'guest_name', 'erased_at']).orderBy('id').execute();
      expect(rows.map((r) => r.guest_name === '')).toEqual([true, true, false]);
      expect(fs.existsSync(path.join(dataDir, oldCopy))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, newCopy))).toBe(true);
      expect(await purgePersonalData(store, dataDir, 365, today, hooks, now)).toBe(0);
      expect(await removeSafetyCopies(dataDir, now.toISOString())).toEqual([]);
    } finally {
      await server.close();
    }
  }, 30000);

  it('lets staff erase a declined request from the console (a running one is refused)', async () => {
    const server = await injectApp({ SITE_ORIGIN: 'https://hotel.example' }, { backend });
    try {
      const { token } = await invite(server.app.transact, { name: 'Dilnoza', role: 'reception', lang: 'en' });
      const origin = { origin: 'https://hotel.example' };
      const signedIn = await server.post('/api/staff/sign-in/link', { token }, origin);
      const headers = { ...origin, cookie: signedIn.headers['set-cookie']!.split(';')[0]! };
      const { id } = (await server.post(BOOK, validBooking())).body as { id: string };
      expect((await server.post(`/api/staff/bookings/${id}/erase`, {}, headers)).status).toBe(409);
      expect((await server.post(`/api/staff/bookings/${id}/decline`, { reason: 'full' }, headers)).status).toBe(200);
      const erased = await server.post(`/api/staff/bookings/${id}/erase`, {}, headers);
      expect(erased.status).toBe(200);
      const row = await server.app.store
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect([row.guest_name, row.phone, row.email, row.status]).toEqual(['', '', null, 'declined']);
      const history = await server.app.store
        .selectFrom('booking_events')
        .selectAll()
        .where('booking_id', '=', id)
        .execute();
      expect(history.find((e) => e.action === 'erased')?.actor).toBe('Dilnoza');
    } finally {
      await server.close();
    }
  }, 30000);
});

describe('STAFF_MESSAGE_DETAIL', () => {
  it.each(['uz', 'ru', 'en'] as const)(
    'minimal keeps the name, phone and email out of the staff Telegram message (%s); full shows them',
    (lang) => {
      const row: BookingsTable = {
        ...bookingRow('c0000000-0000-4000-8000-000000000001'),
        guest_name: 'Aziz Karimov',
        phone: '+998901234567',
        email: 'aziz@example.org',
        status_token_hash: null,
        decided_at: null,
        decided_by_id: null,
        decided_by_name: null,
        decline_reason: null,
        cancelled_at: null,
        staff_chat_id: null,
        staff_message_id: null,
        client_address: null,
      };
      const minimal = staffTelegramText(row, lang, undefined, 'https://hotel.example/staff/requests/X', 'minimal');
      for (const secret of ['Aziz', '998901234567', 'aziz@example.org']) expect(minimal).not.toContain(secret);
      for (const kept of [row.reference, 'https://hotel.example/staff/requests/X']) expect(minimal).toContain(kept);
      const full = staffTelegramText(row, lang);
      for (const shown of ['Aziz Karimov', '+998901234567', 'aziz@example.org']) expect(full).toContain(shown);
    },
  );
});
