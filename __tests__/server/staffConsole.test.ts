/**
 * The staff console's API on a real store (SQLite, and PostgreSQL when DATABASE_URL is set):
 * signing in by a one-time link (used, expired, wrong), the guard on every route (401 without a
 * session, 403 for reception on the owner's routes, 403 for a foreign or missing Origin on a state
 * change), each action and its line of history, the calendar's counts against bookings, iCal
 * imports and staff bookings, and the CSV export read back with a CSV parser.
 */
import { parse } from 'csv-parse/sync';
import { injectApp, validBooking, waitFor } from './support/app';
import type { TestApp } from './support/app';
import { BACKENDS } from './support/store';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { totalPrice } from '../../src/domain/pricing';
import { findRoom } from '../../src/domain/rooms';
import { invite, LINK_TTL_MS } from '../../server/staffConsole/accounts';
import { STAFF_ROUTES } from '../../server/routes/staff';
import { LIMIT_REASON } from '../../server/guestEmail/budget';
import { HELD } from '../../server/notify/delivery';

jest.setTimeout(60_000);

const ORIGIN = 'https://hotel.example';
const FOREIGN_TOTAL = totalPrice(findRoom(1)!, 'DE', 2);

describe.each(BACKENDS)('staff console on $name', (backend) => {
  let server: TestApp;

  beforeEach(async () => {
    server = await injectApp({ SITE_ORIGIN: ORIGIN }, { backend });
  });
  afterEach(async () => {
    await server.close();
  });

  const headers = (cookie?: string, origin: string | null = ORIGIN): Record<string, string> => ({
    ...(origin === null ? {} : { origin }),
    ...(cookie ? { cookie } : {}),
  });

  async function signIn(name: string, role: 'owner' | 'reception', lang: 'uz' | 'ru' | 'en' = 'en'): Promise<string> {
    const { token } = await invite(server.app.transact, { name, role, lang });
    const answer = await server.post('/api/staff/sign-in/link', { token }, headers());
    expect(answer.status).toBe(200);
    const cookie = answer.headers['set-cookie']!;
    expect(cookie).toMatch(
      /^__Host-staff_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    return cookie.split(';')[0]!;
  }

  async function siteRequest(overrides: Record<string, unknown> = {}): Promise<{ id: string; reference: string }> {
    const answer = await server.post('/api/bot/booking', validBooking(overrides));
    expect(answer.status).toBe(201);
    return answer.body as { id: string; reference: string };
  }

  it('signs in once by link: a used, expired or wrong link is refused in the staff language; sign-out ends the session', async () => {
    const { token } = await invite(server.app.transact, { name: 'Dilnoza', role: 'reception', lang: 'ru' });
    const first = await server.post('/api/staff/sign-in/link', { token }, headers());
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      staff: { id: expect.any(String), name: 'Dilnoza', role: 'reception', lang: 'ru', passkeys: 0 },
    });
    const cookie = first.headers['set-cookie']!.split(';')[0]!;
    const again = await server.post('/api/staff/sign-in/link', { token }, headers());
    expect(again.status).toBe(410);
    expect(again.body.error).toEqual({
      code: 'link_used',
      message: 'Эта ссылка для входа уже использована. Запросите новую.',
    });
    const wrong = await server.post('/api/staff/sign-in/link', { token: 'A'.repeat(43) }, headers());
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('link_invalid');
    const old = await invite(
      server.app.transact,
      { name: 'Sardor', role: 'reception', lang: 'uz' },
      new Date(Date.now() - LINK_TTL_MS - 1000),
    );
    const expired = await server.post('/api/staff/sign-in/link', { token: old.token }, headers());
    expect(expired.status).toBe(410);
    expect(expired.body.error).toEqual({
      code: 'link_expired',
      message: 'Bu kirish havolasining muddati tugagan (30\u00a0daqiqa). Yangisini soʻrang.',
    });
    // Only the hash of a token is stored.
    const links = await server.app.store.selectFrom('staff_sign_in_links').select('token_hash').execute();
    expect(links.map((l) => l.token_hash)).not.toContain(token);

    expect((await server.get('/api/staff/session', headers(cookie))).body.staff.name).toBe('Dilnoza');
    const out = await server.post('/api/staff/sign-out', {}, headers(cookie));
    expect(out.status).toBe(204);
    expect(out.headers['set-cookie']).toMatch(
      /^__Host-staff_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect((await server.get('/api/staff/session', headers(cookie))).status).toBe(401);
  });

  it('guards every staff route: 401 without a session, 403 for reception on the owner’s, 403 for a foreign or missing Origin', async () => {
    const reception = await signIn('Reception', 'reception');
    const owner = await signIn('Owner', 'owner');
    const call = (route: (typeof STAFF_ROUTES)[number], extra: Record<string, string>) => {
      const url = route.url
        .replace(':id', '00000000-0000-4000-8000-000000000000')
        .replace(':entryId', '00000000-0000-4000-8000-000000000001');
      if (route.method === 'PUT' || route.method === 'PATCH' || route.method === 'DELETE')
        return server.app
          .inject({ method: route.method, url, headers: extra })
          .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body || '{}') as { error?: { code: string } } }));
      return route.method === 'GET' ? server.get(url, extra) : server.post(url, {}, extra);
    };
    expect(STAFF_ROUTES.length).toBeGreaterThanOrEqual(23);
    for (const route of STAFF_ROUTES) {
      const label = `${route.method} ${route.url}`;
      if (route.access !== 'public') expect([label, (await call(route, headers())).status]).toEqual([label, 401]);
      if (route.access === 'owner') {
        const refused = await call(route, headers(reception));
        expect([label, refused.status, refused.body.error?.code]).toEqual([label, 403, 'forbidden']);
        expect([label, (await call(route, headers(owner))).status]).not.toEqual([label, 403]);
      }
      if (route.method !== 'GET') {
        for (const origin of ['https://evil.example', null]) {
          const refused = await call(route, headers(owner, origin));
          expect([label, origin, refused.status, refused.body.error?.code]).toEqual([label, origin, 403, 'bad_origin']);
        }
      }
    }
    // The ends of an owner: reception's sessions end.
    const accounts = await server.get('/api/staff/accounts', headers(owner));
    const receptionId = accounts.body.accounts.find((a: { name: string }) => a.name === 'Reception').id;
    expect(accounts.body.accounts.find((a: { name: string }) => a.name === 'Reception').activeSessions).toBe(1);
    expect((await server.post(`/api/staff/accounts/${receptionId}/end-sessions`, {}, headers(owner))).status).toBe(204);
    expect((await server.get('/api/staff/session', headers(reception))).status).toBe(401);
  });

  it('confirms, notes, messages, checks in and out, each recorded with who and when; declines with the staff’s words to the guest', async () => {
    const cookie = await signIn('Dilnoza', 'reception');
    const { id, reference } = await siteRequest();
    const list = await server.get('/api/staff/bookings?status=received', headers(cookie));
    expect(list.body.bookings).toEqual([
      expect.objectContaining({
        id,
        reference,
        status: 'received',
        source: 'site',
        guestName: 'Aziz Karimov',
        nationality: 'UZ',
        totalPrice: 800000,
      }),
    ]);
    expect((await server.get('/api/staff/bookings?q=karim', headers(cookie))).body.bookings).toHaveLength(1);
    expect((await server.get('/api/staff/bookings?q=90123', headers(cookie))).body.bookings).toHaveLength(1);
    expect(
      (await server.get(`/api/staff/bookings?q=${reference.slice(3).toLowerCase()}`, headers(cookie))).body.bookings,
    ).toHaveLength(1);
    expect((await server.get('/api/staff/bookings?q=nobody', headers(cookie))).body.bookings).toHaveLength(0);

    const confirmed = await server.post(`/api/staff/bookings/${reference}/confirm`, {}, headers(cookie));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.booking).toEqual(
      expect.objectContaining({
        status: 'confirmed',
        pricePerNight: 400000,
        lang: 'en',
        nights: 2,
        declineReason: null,
        deposit: null,
      }),
    );
    expect((await server.post(`/api/staff/bookings/${id}/confirm`, {}, headers(cookie))).body.error.code).toBe(
      'invalid_transition',
    );
    expect((await server.post(`/api/staff/bookings/${id}/check-out`, {}, headers(cookie))).status).toBe(409);
    expect(
      (await server.post(`/api/staff/bookings/${id}/notes`, { text: 'Late arrival, about 23:00' }, headers(cookie)))
        .status,
    ).toBe(201);
    expect(
      (await server.post(`/api/staff/bookings/${id}/messages`, { text: 'We have a cot ready.' }, headers(cookie)))
        .status,
    ).toBe(201);
    // Ten days before the arrival: an early check-in, asked for (stayGuards.test.ts has the guards).
    expect(
      (await server.post(`/api/staff/bookings/${id}/check-in`, { early: true }, headers(cookie))).body.booking.status,
    ).toBe('checked_in');
    const out = await server.post(`/api/staff/bookings/${id}/check-out`, {}, headers(cookie));
    expect(out.body.booking.status).toBe('checked_out');
    expect(
      out.body.booking.history.map((h: { actor: string; action: string; detail: string | null }) => [
        h.actor,
        h.action,
        h.detail,
      ]),
    ).toEqual([
      ['guest', 'created', 'site'],
      ['Dilnoza', 'confirmed', null],
      ['Dilnoza', 'note', 'Late arrival, about 23:00'],
      ['Dilnoza', 'message', 'We have a cot ready.'],
      ['Dilnoza', 'checked_in_early', null],
      ['Dilnoza', 'checked_out', null],
    ]);
    expect(out.body.booking.emails.map((e: { kind: string }) => e.kind).sort()).toEqual([
      'decision',
      'guest',
      'message',
      // The reminder the day before arrival, queued at the confirmation.
      'reminder',
      'staff',
    ]);
    // The guest's own status route still says confirmed.
    const message = await server.app.store
      .selectFrom('bookings')
      .select('guest_message')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(message.guest_message).toBe('We have a cot ready.');

    const second = await siteRequest({ lang: 'ru', guestName: 'Иван Петров' });
    const declined = await server.post(
      `/api/staff/bookings/${second.id}/decline`,
      { reason: 'message', message: 'Sauna is closed for repairs those days.' },
      headers(cookie),
    );
    expect(declined.body.booking).toEqual(expect.objectContaining({ status: 'declined', declineReason: 'message' }));
    const { guestDecisionEmail } = await import('../../server/guestEmail/messages');
    const row = await server.app.store
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(guestDecisionEmail(row).text).toContain(
      'Комментарий сотрудников отеля:\nSauna is closed for repairs those days.',
    );
    expect((await server.get('/api/staff/bookings?q=иван', headers(cookie))).body.bookings).toHaveLength(1);
    const third = await siteRequest({ email: null });
    expect(
      (await server.post(`/api/staff/bookings/${third.id}/messages`, { text: 'Hello' }, headers(cookie))).body.error
        .code,
    ).toBe('no_email');
    const cancelled = await server.post(
      `/api/staff/bookings/${third.id}/cancel`,
      { message: 'Double booking' },
      headers(cookie),
    );
    expect(cancelled.body.booking.history.at(-1)).toEqual(
      expect.objectContaining({ actor: 'Dilnoza', action: 'cancelled', detail: 'Double booking' }),
    );
  });

  it('says why an email waits or was not sent: filed without SMTP_URL, held by the hourly limit until when, dropped by it', async () => {
    const cookie = await signIn('Dilnoza', 'reception');
    const { id } = await siteRequest({ email: 'anna@example.com' });
    type Email = { kind: string; status: string; note: string | null; until: string | null };
    const emailsOf = async (): Promise<Email[]> =>
      (await server.get(`/api/staff/bookings/${id}`, headers(cookie))).body.booking.emails as Email[];
    // The test app, like the default set-up, has no SMTP_URL: each email is written as an .eml file.
    const filed = await waitFor(
      async () => {
        const emails = await emailsOf();
        return emails.length > 0 && emails.every((email) => email.status !== 'pending') && emails;
      },
      10_000,
      'the emails filed',
    );
    expect(filed.map(({ status, note, until }) => ({ status, note, until }))).toEqual(
      filed.map(() => ({ status: 'skipped', note: 'filed', until: null })),
    );

    // What the guest-email budget writes: one held until the next hour, one dropped by it.
    const until = '2030-02-01T10:00:01.000Z';
    const rows = server.app.store.updateTable('outbox').where('booking_id', '=', id).where('channel', '=', 'email');
    await rows
      .where('kind', '=', 'guest')
      .set({ status: 'pending', detail: `${HELD}${until}: 1 an hour to an address`, next_attempt_at: until })
      .execute();
    await rows
      .where('kind', '=', 'staff')
      .set({ status: 'skipped', detail: `${LIMIT_REASON}: 30 an hour in all; no room within a day` })
      .execute();
    const emails = await emailsOf();
    expect(emails.find((email) => email.kind === 'guest')).toMatchObject({ status: 'pending', note: 'held', until });
    expect(emails.find((email) => email.kind === 'staff')).toMatchObject({
      status: 'skipped',
      note: 'limit',
      until: null,
    });
  });

  it('counts the calendar from confirmed requests, pending ones, iCal imports and a desk booking that takes its units', async () => {
    const cookie = await signIn('Owner', 'owner');
    const checkin = addDays(todayInHotel(), 5);
    // Room 1 has its units from src/domain/rooms.ts.
    const calendar0 = await server.get(`/api/staff/calendar?from=${checkin}&days=3`, headers(cookie));
    const units = calendar0.body.rooms.find((r: { roomId: number }) => r.roomId === 1).units as number;
    const pending = await siteRequest({ checkin, checkout: addDays(checkin, 2) });
    const confirmed = await siteRequest({ checkin, checkout: addDays(checkin, 1), nights: 1, totalPrice: 400000 });
    await server.post(`/api/staff/bookings/${confirmed.id}/confirm`, {}, headers(cookie));
    await server.app.store
      .insertInto('blocked_nights')
      .values({ feed: 'f1', room_id: 1, night: addDays(checkin, 1) })
      .execute();
    const desk = await server.post(
      '/api/staff/bookings',
      {
        roomId: 1,
        checkin: addDays(checkin, 1),
        checkout: addDays(checkin, 3),
        guests: 1,
        guestName: 'Oʻgʻiloy Toʻxtayeva',
        phone: '+998901112233',
        lang: 'uz',
        source: 'desk',
      },
      headers(cookie),
    );
    expect(desk.status).toBe(201);
    expect(desk.body).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(/^GH-/),
      status: 'confirmed',
    });
    const calendar = await server.get(`/api/staff/calendar?from=${checkin}&days=3`, headers(cookie));
    expect(calendar.body).toEqual(expect.objectContaining({ from: checkin, days: 3 }));
    const room1 = calendar.body.rooms.find((r: { roomId: number }) => r.roomId === 1);
    expect(room1.nights).toEqual([
      { date: checkin, taken: 1, pending: 1, blocked: 0, closed: 0, free: units - 1 },
      { date: addDays(checkin, 1), taken: 1, pending: 1, blocked: 1, closed: 0, free: Math.max(0, units - 2) },
      { date: addDays(checkin, 2), taken: 1, pending: 0, blocked: 0, closed: 0, free: units - 1 },
    ]);
    const tap = await server.get(`/api/staff/bookings?night=${addDays(checkin, 1)}&roomId=1`, headers(cookie));
    expect(tap.body.bookings.map((b: { id: string }) => b.id).sort()).toEqual([pending.id, desk.body.id].sort());
    // The site sells what is left: availability counts the desk booking.
    const availability = await server.get(
      `/api/availability?checkin=${addDays(checkin, 2)}&checkout=${addDays(checkin, 3)}`,
    );
    expect(availability.body.rooms.find((r: { roomId: number }) => r.roomId === 1).free).toBe(units - 1);
    const invalid = await server.post(
      '/api/staff/bookings',
      {
        roomId: 1,
        checkin,
        checkout: checkin,
        guests: 1,
        guestName: 'A B',
        phone: '+998901112233',
        lang: 'uz',
        source: 'phone',
      },
      headers(cookie),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.field).toBe('checkout');
  });

  it('exports the requests as a CSV that a parser reads back: BOM, CRLF, Cyrillic and Uzbek names; reception gets 403', async () => {
    const owner = await signIn('Owner', 'owner', 'ru');
    const checkin = addDays(todayInHotel(), 3);
    await siteRequest({ checkin, checkout: addDays(checkin, 2), guestName: 'Ольга Смирнова', lang: 'ru' });
    await siteRequest({
      checkin,
      checkout: addDays(checkin, 2),
      guestName: 'Oʻgʻiloy Toʻxtayeva',
      nationality: 'DE',
      totalPrice: FOREIGN_TOTAL,
    });
    const from = todayInHotel();
    const to = addDays(from, 30);
    const answer = await server.get(`/api/staff/export.csv?from=${from}&to=${to}`, headers(owner));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="requests-${from}-${to}.csv"`);
    expect(answer.text.startsWith('\ufeff')).toBe(true);
    expect(answer.text.split('\r\n')).toHaveLength(4);
    const rows = parse<Record<string, string>>(answer.text, { bom: true, columns: true });
    expect(rows.map((r) => r['Гость']).sort()).toEqual(['Oʻgʻiloy Toʻxtayeva', 'Ольга Смирнова']);
    expect(
      rows.map((r) => [r['Гражданство'], r["Итого (so'm)"], r['Статус'], r['Источник'], r['Тип номера']]).sort(),
    ).toEqual([
      ['DE', String(FOREIGN_TOTAL), 'Новая — ждёт ответа', 'Сайт', 'Стандартный одноместный номер'],
      ['UZ', '800000', 'Новая — ждёт ответа', 'Сайт', 'Стандартный одноместный номер'],
    ]);
    const reception = await signIn('Reception', 'reception');
    expect((await server.get(`/api/staff/export.csv?from=${from}&to=${to}`, headers(reception))).status).toBe(403);
  });
});

describe('staff pages', () => {
  it('answers /staff/… with the app shell, noindex, under the site’s CSP; robots.txt keeps crawlers out', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { tempDir } = await import('./support/store');
    const dist = tempDir('staff-dist-');
    fs.writeFileSync(
      path.join(dist, 'app.html'),
      '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>home</title></head><body></body></html>',
    );
    const server = await injectApp({}, { distDir: dist });
    try {
      for (const url of ['/staff', '/staff/sign-in', '/staff/requests/GH-7K3Q9M']) {
        const answer = await server.get(url);
        expect([url, answer.status, answer.headers['x-robots-tag']]).toEqual([url, 200, 'noindex, nofollow']);
        expect(answer.text).toContain('<div id="root">');
        expect(answer.headers['content-security-policy']).toBeDefined();
      }
      expect((await server.get('/')).headers['x-robots-tag']).toBeUndefined();
    } finally {
      await server.close();
    }
    const { robotsTxt } = await import('../../src/seo/sitemap');
    expect(robotsTxt()).toContain('Disallow: /staff\n');
  });
});
