/**
 * The owner's terms on a real store (SQLite, and PostgreSQL when DATABASE_URL is set): seasons
 * and restrictions set through the staff API, priced at their edges by GET /api/quote and by the
 * booking route (price_changed, min_nights, closed_to_arrival, sold_out, units out of service),
 * the booking's own night prices kept through a later change, the change log and its revert, and
 * the site's quote (src/domain/rates.ts on the terms GET /api/rates gives) agreeing with the
 * server's over 400 random stays.
 */
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { formatStayDate } from '../../src/shared/format';
import { injectApp, validBooking, waitFor } from './support/app';
import type { TestApp } from './support/app';
import { BACKENDS } from './support/store';
import { addDays, nightsBetween, todayInHotel } from '../../src/domain/dates';
import { quoteStay } from '../../src/domain/rates';
import type { CancellationPolicy, Quote, RatePlan } from '../../src/domain/rates';
import { ROOMS, findRoom } from '../../src/domain/rooms';
import { invite } from '../../server/staffConsole/accounts';
import { cancelNotice } from '../../server/staffChat/message';

jest.setTimeout(120_000);

const ORIGIN = 'https://hotel.example';
const TODAY = todayInHotel();
/** The nights of a season in the test: from day 30 to day 39 from today. */
const FIRST = addDays(TODAY, 30);
const LAST = addDays(TODAY, 39);
const SUITE = findRoom(6)!;
const SINGLE = findRoom(1)!;

describe.each(BACKENDS)('the hotel’s terms on $name', (backend) => {
  let server: TestApp;
  let owner: Record<string, string>;

  beforeEach(async () => {
    server = await injectApp({ SITE_ORIGIN: ORIGIN }, { backend });
    owner = await signIn('Owner', 'owner');
  });
  afterEach(async () => {
    await server.close();
  });

  async function signIn(name: string, role: 'owner' | 'reception'): Promise<Record<string, string>> {
    const { token } = await invite(server.app.transact, { name, role, lang: 'en' });
    const answer = await server.post('/api/staff/sign-in/link', { token }, { origin: ORIGIN });
    return { origin: ORIGIN, cookie: answer.headers['set-cookie']!.split(';')[0]! };
  }

  async function send(method: 'PUT' | 'DELETE', url: string, headers: Record<string, string>, body?: unknown) {
    const response = await server.app.inject({
      method,
      url,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return {
      status: response.statusCode,
      body: response.body === '' ? null : (JSON.parse(response.body) as Record<string, unknown>),
    };
  }

  async function addSeason(body: Record<string, unknown>): Promise<string> {
    const answer = await server.post('/api/staff/seasons', body, owner);
    expect(answer.status).toBe(201);
    return answer.body.id as string;
  }

  async function addRestriction(body: Record<string, unknown>): Promise<string> {
    const answer = await server.post('/api/staff/restrictions', body, owner);
    expect(answer.status).toBe(201);
    return answer.body.id as string;
  }

  async function quote(
    roomId: number,
    checkin: string,
    checkout: string,
    nationality = '',
    units = 1,
  ): Promise<Quote & { policy: CancellationPolicy | null }> {
    const answer = await server.get(
      `/api/quote?roomId=${roomId}&checkin=${checkin}&checkout=${checkout}&nationality=${nationality}&units=${units}`,
    );
    expect(answer.status).toBe(200);
    return answer.body as Quote & { policy: CancellationPolicy | null };
  }

  function booking(room: typeof SUITE, checkin: string, checkout: string, extra: Record<string, unknown> = {}) {
    const nights = nightsBetween(checkin, checkout);
    return validBooking({
      roomId: room.id,
      checkin,
      checkout,
      nights,
      guests: 1,
      totalPrice: room.price * nights,
      ...extra,
    });
  }

  const wedding = {
    name: 'Wedding season',
    from: FIRST,
    to: LAST,
    prices: { '6': { price: 1_200_000, priceIntl: 1_400_000 }, '1': { price: 500_000, priceIntl: 560_000 } },
  };

  it('prices the first and last night of a season, a stay across each boundary, groups and both nationalities', async () => {
    await addSeason(wedding);
    const into = await quote(6, addDays(FIRST, -2), addDays(FIRST, 1), 'UZ');
    expect(into.nights.map((n) => n.price)).toEqual([940_000, 940_000, 1_200_000]);
    expect(into).toMatchObject({ total: 3_080_000, bookable: true });
    const out = await quote(6, LAST, addDays(LAST, 2), 'DE');
    expect(out.nights.map((n) => n.price)).toEqual([1_400_000, 1_150_000]);
    const group = await quote(1, LAST, addDays(LAST, 2), 'Uzbekistan', 3);
    expect(group.total).toBe((500_000 + 400_000) * 3);
    const untouched = await quote(3, FIRST, addDays(FIRST, 1), 'RU');
    expect(untouched.total).toBe(findRoom(3)!.priceIntl);
    // The nights outside the season keep the spec's table exactly.
    expect((await quote(6, addDays(FIRST, -1), FIRST)).total).toBe(SUITE.price);
    expect((await quote(6, addDays(LAST, 1), addDays(LAST, 2), 'US')).total).toBe(SUITE.priceIntl);
  });

  it('refuses an overlapping season naming the other, refuses reception, and takes a season that only touches', async () => {
    await addSeason(wedding);
    const overlap = await server.post(
      '/api/staff/seasons',
      { ...wedding, name: 'Navruz', from: LAST, to: addDays(LAST, 3) },
      owner,
    );
    expect(overlap.status).toBe(409);
    // The other season as a figure (the console names it in the owner's words), and in the message.
    expect(overlap.body.error).toEqual(
      expect.objectContaining({
        code: 'season_overlap',
        field: 'from',
        other: { name: wedding.name, from: wedding.from, to: wedding.to },
      }),
    );
    expect(overlap.body.error.message).toContain('Wedding season');
    await addSeason({ ...wedding, name: 'After', from: addDays(LAST, 1), to: addDays(LAST, 3) });
    const reception = await signIn('Reception', 'reception');
    expect(
      (
        await server.post(
          '/api/staff/seasons',
          { ...wedding, from: addDays(LAST, 50), to: addDays(LAST, 51) },
          reception,
        )
      ).status,
    ).toBe(403);
    expect((await server.get('/api/staff/seasons', reception)).status).toBe(403);
    expect((await server.post('/api/staff/seasons', wedding, { cookie: owner.cookie! })).status).toBe(403);
    const bad = await server.post(
      '/api/staff/seasons',
      { ...wedding, prices: { '9': { price: 1, priceIntl: 1 } } },
      owner,
    );
    expect([bad.status, bad.body.error.field]).toEqual([400, 'prices']);
    expect((await server.get('/api/staff/seasons', owner)).body.seasons.map((s: { name: string }) => s.name)).toEqual([
      'Wedding season',
      'After',
    ]);
  });

  it('books at the season’s price: the spec’s total is 409 price_changed naming the new one; the stored nights keep their prices after the season goes', async () => {
    const id = await addSeason(wedding);
    const checkin = addDays(FIRST, -1);
    const checkout = addDays(FIRST, 1);
    const stale = await server.post('/api/bot/booking', booking(SUITE, checkin, checkout));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual(expect.objectContaining({ code: 'price_changed', field: 'totalPrice' }));
    expect(stale.body.error.message).toContain("2 140 000 so'm");
    const made = await server.post('/api/bot/booking', booking(SUITE, checkin, checkout, { totalPrice: 2_140_000 }));
    expect(made.status).toBe(201);
    expect((await send('DELETE', `/api/staff/seasons/${id}`, owner)).status).toBe(204);
    expect((await send('DELETE', `/api/staff/seasons/${id}`, owner)).status).toBe(404);
    const row = await server.app.store
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.total_price)).toBe(2_140_000);
    expect(JSON.parse(row.night_prices!)).toEqual([
      { date: checkin, price: 940_000 },
      { date: FIRST, price: 1_200_000 },
    ]);
    // With the season gone, the same stay costs the spec's price again.
    expect((await quote(6, checkin, checkout)).total).toBe(1_880_000);
  });

  it('refuses too few nights on checkout, an arrival on a closed-to-arrival night on checkin, and a closed night as sold out', async () => {
    const holiday = addDays(TODAY, 20);
    await addRestriction({ roomId: null, from: holiday, to: addDays(holiday, 1), minNights: 2 });
    await addRestriction({ roomId: 6, from: addDays(TODAY, 25), to: addDays(TODAY, 25), closedToArrival: true });
    await addRestriction({ roomId: 1, from: addDays(TODAY, 27), to: addDays(TODAY, 27), closed: true });

    const short = await server.post('/api/bot/booking', booking(SINGLE, addDays(holiday, 1), addDays(holiday, 2)));
    expect([short.status, short.body.error.code, short.body.error.field]).toEqual([422, 'min_nights', 'checkout']);
    expect((await quote(1, addDays(holiday, 1), addDays(holiday, 2))).reason).toBe('min_nights');
    expect(
      (await server.post('/api/bot/booking', booking(SINGLE, addDays(holiday, 1), addDays(holiday, 3)))).status,
    ).toBe(201);
    // The nights either side are free of it.
    expect((await quote(1, addDays(holiday, -1), holiday)).bookable).toBe(true);
    expect((await quote(1, addDays(holiday, 2), addDays(holiday, 3))).bookable).toBe(true);

    const arrival = await server.post('/api/bot/booking', booking(SUITE, addDays(TODAY, 25), addDays(TODAY, 26)));
    expect([arrival.status, arrival.body.error.code, arrival.body.error.field]).toEqual([
      422,
      'closed_to_arrival',
      'checkin',
    ]);
    expect((await server.post('/api/bot/booking', booking(SUITE, addDays(TODAY, 24), addDays(TODAY, 26)))).status).toBe(
      201,
    );

    const closed = await server.post('/api/bot/booking', booking(SINGLE, addDays(TODAY, 26), addDays(TODAY, 28)));
    expect([closed.status, closed.body.error.code]).toEqual([409, 'sold_out']);
    const nights = await server.get(`/api/availability/1/nights?from=${addDays(TODAY, 26)}&to=${addDays(TODAY, 29)}`);
    expect(nights.body.full).toEqual([addDays(TODAY, 27)]);
  });

  it('sells fewer units while some are out of service, and none when all are', async () => {
    const night = addDays(TODAY, 40);
    await addRestriction({ roomId: 6, from: night, to: night, outOfService: 1 });
    const stay = (extra: Record<string, unknown> = {}) => booking(SUITE, night, addDays(night, 1), extra);
    // Two suites, one under repair: one may be sold, a group of two may not.
    expect(
      (await server.post('/api/bot/booking', stay({ units: 2, guests: 2, totalPrice: SUITE.price * 2 }))).status,
    ).toBe(409);
    const first = await server.post('/api/bot/booking', stay());
    expect(first.status).toBe(201);
    const reception = await signIn('Reception', 'reception');
    expect((await server.post(`/api/staff/bookings/${first.body.id}/confirm`, {}, reception)).status).toBe(200);
    const second = await server.post('/api/bot/booking', stay({ phone: '+998901234568' }));
    expect([second.status, second.body.error.code]).toEqual([409, 'sold_out']);
    const free = await server.get(`/api/availability?checkin=${night}&checkout=${addDays(night, 1)}`);
    expect(free.body.rooms.find((r: { roomId: number }) => r.roomId === 6).free).toBe(0);
    await addRestriction({ roomId: 6, from: addDays(night, 1), to: addDays(night, 1), outOfService: 2 });
    expect((await quote(6, addDays(night, 1), addDays(night, 2))).reason).toBe('sold_out');
  });

  it('records every change with who, before and after; reverts a removal, a creation and the policy', async () => {
    expect((await server.get('/api/staff/policy', owner)).body).toEqual({ policy: null });
    const stay = [6, addDays(TODAY, 10), addDays(TODAY, 12)] as const;
    // The quote carries the policy the dialog dates for the stay: none set, then the owner's.
    expect((await quote(...stay)).policy).toBeNull();
    const policy = await send('PUT', '/api/staff/policy', owner, { kind: 'free', before: 3, unit: 'days' });
    expect([policy.status, policy.body]).toEqual([200, { policy: { kind: 'free', before: 3, unit: 'days' } }]);
    expect((await quote(...stay)).policy).toEqual({ kind: 'free', before: 3, unit: 'days' });
    expect((await send('PUT', '/api/staff/policy', owner, { kind: 'free', before: -1, unit: 'days' })).status).toBe(
      400,
    );
    const id = await addSeason(wedding);
    expect((await send('DELETE', `/api/staff/seasons/${id}`, owner)).status).toBe(204);
    const changes = (await server.get('/api/staff/rate-changes', owner)).body.changes as Array<{
      id: string;
      subject: string;
      action: string;
      actor: string;
      before: unknown;
      after: unknown;
    }>;
    expect(changes.map((c) => [c.subject, c.action, c.actor])).toEqual([
      ['season', 'delete', 'Owner'],
      ['season', 'create', 'Owner'],
      ['policy', 'set', 'Owner'],
    ]);
    expect(changes[0]!.before).toMatchObject({ name: 'Wedding season', from: FIRST, to: LAST });
    expect(changes[0]!.after).toBeNull();
    // Undo the removal: the season is back, under its own id, and prices again.
    expect((await server.post(`/api/staff/rate-changes/${changes[0]!.id}/revert`, {}, owner)).status).toBe(204);
    expect((await quote(6, FIRST, addDays(FIRST, 1))).total).toBe(1_200_000);
    expect((await server.post(`/api/staff/rate-changes/${changes[0]!.id}/revert`, {}, owner)).status).toBe(409);
    // Undo the creation: gone again.
    expect((await server.post(`/api/staff/rate-changes/${changes[1]!.id}/revert`, {}, owner)).status).toBe(204);
    expect((await quote(6, FIRST, addDays(FIRST, 1))).total).toBe(SUITE.price);
    // Undo the policy: none set.
    expect((await server.post(`/api/staff/rate-changes/${changes[2]!.id}/revert`, {}, owner)).status).toBe(204);
    expect((await server.get('/api/staff/policy', owner)).body).toEqual({ policy: null });
    const preview = await server.get(
      `/api/staff/rate-preview?roomId=1&checkin=${FIRST}&checkout=${addDays(FIRST, 2)}&nationality=DE&units=2`,
      owner,
    );
    expect(preview.body).toMatchObject({ total: SINGLE.priceIntl * 4, bookable: true });
  });

  it('lets a guest cancel after the policy’s deadline but marks it late; refuses a stay that has begun with a call to the reception', async () => {
    expect((await send('PUT', '/api/staff/policy', owner, { kind: 'free', before: 3, unit: 'days' })).status).toBe(200);
    const cancel = (id: string, token: string) => server.post(`/api/bookings/${id}/cancel`, { token });
    const early = await server.post('/api/bot/booking', booking(SINGLE, addDays(TODAY, 10), addDays(TODAY, 11)));
    const soon = await server.post('/api/bot/booking', booking(SINGLE, addDays(TODAY, 2), addDays(TODAY, 3)));
    const started = await server.post('/api/bot/booking', booking(SINGLE, TODAY, addDays(TODAY, 1)));
    expect([early.status, soon.status, started.status]).toEqual([201, 201, 201]);
    // The status answer dates the policy for each stay: 00:00 in Tashkent, three days before arrival.
    const statusOf = async (id: string, token: string) =>
      (await server.get(`/api/bookings/${id}`, { 'x-status-token': token })).body;
    expect((await statusOf(early.body.id, early.body.statusToken)).cancellation).toEqual({
      freeUntil: new Date(Date.parse(`${addDays(TODAY, 7)}T00:00:00+05:00`)).toISOString(),
    });
    expect((await cancel(early.body.id, early.body.statusToken)).status).toBe(200);
    expect((await cancel(soon.body.id, soon.body.statusToken)).status).toBe(200);
    const refused = await cancel(started.body.id, started.body.statusToken);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'stay_started']);
    expect(refused.body.error.message).toContain('call the reception');
    const rows = await server.app.store
      .selectFrom('bookings')
      .select(['id', 'status', 'cancelled_late', 'reference'])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(early.body.id)).toMatchObject({ status: 'cancelled', cancelled_late: null });
    expect(byId.get(soon.body.id)).toMatchObject({ status: 'cancelled' });
    expect(Number(byId.get(soon.body.id)!.cancelled_late)).toBe(1);
    expect(byId.get(started.body.id)!.status).toBe('received');
    // The guest's received email, as it leaves, says the stay's deadline in the guest's language.
    const guestEml = path.join(server.env.DATA_DIR!, 'outbox', `${early.body.id}-guest.eml`);
    await waitFor(() => fs.existsSync(guestEml));
    const mail = await simpleParser(fs.readFileSync(guestEml));
    expect((mail.text ?? '').replace(/\s+/g, ' ')).toContain(
      `Free cancellation until ${formatStayDate(addDays(TODAY, 7), 'EN')}, 00:00 (Tashkent time).`,
    );
    // The guest's page says which cancellation was late; a cancelled request has no deadline left.
    const lateStatus = await statusOf(soon.body.id, soon.body.statusToken);
    expect([lateStatus.status, lateStatus.cancelledLate, lateStatus.cancellation]).toEqual([
      'cancelled',
      true,
      undefined,
    ]);
    expect((await statusOf(early.body.id, early.body.statusToken)).cancelledLate).toBeUndefined();
    const late = { reference: 'GH-X', cancelled_late: 1 };
    expect(cancelNotice(late, 'en')).toContain('Late cancellation');
    expect(cancelNotice(late, 'ru')).toContain('Поздняя отмена');
    expect(cancelNotice({ ...late, cancelled_late: null }, 'uz')).not.toContain('Kech');
    const events = await server.app.store.selectFrom('booking_events').select(['booking_id', 'detail']).execute();
    expect(events.find((e) => e.booking_id === soon.body.id)?.detail).toBe('late');
  });

  it('agrees with the site’s quote over 400 random stays with random seasons and restrictions', async () => {
    let seed = 37;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    // Eight seasons of random length with gaps, each pricing some rooms.
    let start = addDays(TODAY, 1 + random(5));
    for (let i = 0; i < 8; i += 1) {
      const to = addDays(start, random(12));
      const prices: Record<string, { price: number; priceIntl: number }> = {};
      for (const room of ROOMS)
        if (random(3) > 0)
          prices[String(room.id)] = {
            price: room.price + 10_000 * (1 + random(40)),
            priceIntl: room.priceIntl + 10_000 * random(50),
          };
      if (Object.keys(prices).length === 0) prices['1'] = { price: 1000, priceIntl: 2000 };
      await addSeason({ name: `S${i}`, from: start, to, prices });
      start = addDays(to, 1 + random(6));
    }
    for (let i = 0; i < 30; i += 1) {
      const from = addDays(TODAY, 1 + random(70));
      const roomId = random(3) === 0 ? null : 1 + random(6);
      const kind = random(4);
      await addRestriction({
        roomId,
        from,
        to: addDays(from, random(4)),
        ...(kind === 0 ? { minNights: 2 + random(3) } : {}),
        ...(kind === 1 ? { closedToArrival: true } : {}),
        ...(kind === 2 ? { closed: true } : {}),
        ...(kind === 3 ? { outOfService: 1 + random(2) } : {}),
      });
    }
    const rates = (await server.get('/api/rates')).body as RatePlan;
    expect(rates.seasons).toHaveLength(8);
    const nationalities = ['', 'UZ', 'DE', 'RU', 'Uzbekistan'];
    let refused = 0;
    for (let i = 0; i < 400; i += 1) {
      const room = ROOMS[random(ROOMS.length)]!;
      const checkin = addDays(TODAY, 1 + random(75));
      const checkout = addDays(checkin, 1 + random(7));
      const nationality = nationalities[random(nationalities.length)]!;
      const units = 1 + random(Math.min(room.units, 3));
      const server_ = await quote(room.id, checkin, checkout, nationality, units);
      // The site prices with the country code its form resolves ('Uzbekistan' is UZ).
      const site = quoteStay(room, rates, {
        checkin,
        checkout,
        nationality: nationality === 'Uzbekistan' ? 'UZ' : nationality,
        units,
      });
      // The answer adds the owner's policy (none set here) to the quote.
      expect(server_).toEqual({ ...JSON.parse(JSON.stringify(site)), policy: null });
      if (!site.bookable) refused += 1;
    }
    // The draw covers refusals as well as sales.
    expect(refused).toBeGreaterThan(10);
  });
});
