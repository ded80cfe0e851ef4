/**
 * Bounded terms (docs/rates.md, "Bounded terms") on a real store (SQLite, and PostgreSQL when
 * DATABASE_URL is set): at most TERM_LIMITS seasons and restrictions not yet over (the last one
 * taken, the next 422 too_many_terms, in the staff route and in a revert; a past term counts for
 * nothing); a first night at most a year past the booking window (422 too_far_ahead) and a last
 * night not past (422 term_over); GET /api/rates carries only the terms that touch the booking
 * window, without ids, and the site's price from it is the server's for stays across the whole
 * window; with the most terms the store keeps, it stays within its weight budget.
 */
import zlib from 'node:zlib';
import { injectApp } from './support/app';
import type { TestApp } from './support/app';
import { BACKENDS } from './support/store';
import { heaviestTerms, seededDraws } from '../support/seeded';
import { addDays, nightsBetween, todayInHotel } from '../../src/domain/dates';
import {
  bookingWindow,
  latestFirstNight,
  quoteStay,
  TERM_LIMITS,
  type Quote,
  type RatePlan,
  type Restriction,
  type Season,
} from '../../src/domain/rates';
import { BOOKING_LIMITS } from '../../src/domain/bookingLimits';
import { ROOMS } from '../../src/domain/rooms';
import { invite } from '../../server/staffConsole/accounts';
import { restrictionRow, seasonRow } from '../../server/terms/store';

jest.setTimeout(180_000);

const ORIGIN = 'https://hotel.example';
const TODAY = todayInHotel();
const WINDOW = bookingWindow(TODAY);
/** GET /api/rates with the most terms the store keeps: as sent (no compression by the app) and gzip (Caddy's). */
const API_BUDGET = { bytes: 128 * 1024, gzip: 32 * 1024 };

const season = (i: number, from: string, to: string): Season => ({
  id: `season-${i}`,
  name: `Season ${i}`,
  from,
  to,
  prices: { '1': { price: 500_000 + i * 1_000, priceIntl: 560_000 + i * 1_000 } },
});
const closure = (i: number, from: string, to: string): Restriction => ({
  id: `restriction-${i}`,
  roomId: null,
  from,
  to,
  minNights: 2,
});

describe.each(BACKENDS)('bounded terms on $name', (backend) => {
  let server: TestApp;
  let owner: Record<string, string>;

  beforeEach(async () => {
    // The quotes below are many: the read limit is not what is tested here.
    server = await injectApp({ SITE_ORIGIN: ORIGIN, RATE_LIMIT_READS_PER_MINUTE: '100000' }, { backend });
    const { token } = await invite(server.app.transact, { name: 'Owner', role: 'owner', lang: 'en' });
    const answer = await server.post('/api/staff/sign-in/link', { token }, { origin: ORIGIN });
    owner = { origin: ORIGIN, cookie: answer.headers['set-cookie']!.split(';')[0]! };
  });
  afterEach(async () => {
    await server.close();
  });

  /** Terms written straight into the store (a setup: what the owner would have set over time). */
  async function store(seasons: readonly Season[], restrictions: readonly Restriction[]): Promise<void> {
    const at = new Date();
    await server.app.transact(async (trx) => {
      for (let i = 0; i < seasons.length; i += 50)
        await trx
          .insertInto('rate_seasons')
          .values(seasons.slice(i, i + 50).map((season) => seasonRow(season.id!, season, at)))
          .execute();
      for (let i = 0; i < restrictions.length; i += 50)
        await trx
          .insertInto('rate_restrictions')
          .values(restrictions.slice(i, i + 50).map((restriction) => restrictionRow(restriction.id!, restriction, at)))
          .execute();
    });
  }

  async function remove(url: string): Promise<number> {
    const response = await server.app.inject({ method: 'DELETE', url, headers: owner });
    return response.statusCode;
  }

  const seasonBody = (from: string, to: string) => ({
    name: 'Navruz',
    from,
    to,
    prices: { '6': { price: 1_200_000, priceIntl: 1_400_000 } },
  });
  const restrictionBody = (from: string, to: string) => ({ roomId: 2, from, to, closedToArrival: true });

  it('takes the 100th season not yet over, answers the 101st with 422 too_many_terms (a revert too), and counts no past one', async () => {
    const limit = TERM_LIMITS.season;
    // Past seasons, however many, are history: they count for nothing.
    const past = Array.from({ length: 5 }, (_, i) =>
      season(1000 + i, addDays(TODAY, -20 + 3 * i), addDays(TODAY, -19 + 3 * i)),
    );
    // One ending today still counts.
    const ahead = Array.from({ length: limit - 1 }, (_, i) => season(i, addDays(TODAY, i), addDays(TODAY, i)));
    await store([...past, ...ahead], []);

    const last = await server.post('/api/staff/seasons', seasonBody(addDays(TODAY, 200), addDays(TODAY, 201)), owner);
    expect(last.status).toBe(201);
    const over = await server.post('/api/staff/seasons', seasonBody(addDays(TODAY, 300), addDays(TODAY, 301)), owner);
    expect(over.status).toBe(422);
    expect(over.body.error).toEqual({
      code: 'too_many_terms',
      kind: 'season',
      limit,
      message: `At most ${limit} seasons that are not over yet may be stored: delete one no longer needed.`,
    });

    // Removing one makes room; a season brought back by a revert is counted like a new one.
    expect(await remove(`/api/staff/seasons/${ahead[10]!.id!}`)).toBe(204);
    const changes = (await server.get('/api/staff/rate-changes', owner)).body.changes as {
      id: string;
      action: string;
    }[];
    const removal = changes.find((c) => c.action === 'delete')!;
    expect(
      (await server.post('/api/staff/seasons', seasonBody(addDays(TODAY, 300), addDays(TODAY, 301)), owner)).status,
    ).toBe(201);
    const revert = await server.post(`/api/staff/rate-changes/${removal.id}/revert`, {}, owner);
    expect(revert.status).toBe(422);
    expect(revert.body.error).toMatchObject({ code: 'too_many_terms', kind: 'season', limit });
    expect((await server.get('/api/staff/seasons', owner)).body.seasons).toHaveLength(limit + past.length);
  });

  it('takes the 500th restriction not yet over, answers the 501st with 422 too_many_terms, its kind and limit', async () => {
    const limit = TERM_LIMITS.restriction;
    const past = Array.from({ length: 5 }, (_, i) => closure(1000 + i, addDays(TODAY, -10), addDays(TODAY, -1 - i)));
    const ahead = Array.from({ length: limit - 1 }, (_, i) =>
      closure(i, addDays(TODAY, i % 700), addDays(TODAY, i % 700)),
    );
    await store([], [...past, ...ahead]);

    expect((await server.post('/api/staff/restrictions', restrictionBody(TODAY, TODAY), owner)).status).toBe(201);
    const over = await server.post(
      '/api/staff/restrictions',
      restrictionBody(addDays(TODAY, 5), addDays(TODAY, 6)),
      owner,
    );
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({ code: 'too_many_terms', kind: 'restriction', limit });
    // The console says it in the staff member's words from kind and limit (src/features/staff/rateWords.ts).
    expect(over.body.error.message).toBe(
      `At most ${limit} restrictions that are not over yet may be stored: delete one no longer needed.`,
    );
    expect(await remove(`/api/staff/restrictions/${ahead[0]!.id!}`)).toBe(204);
    expect(
      (await server.post('/api/staff/restrictions', restrictionBody(addDays(TODAY, 5), addDays(TODAY, 6)), owner))
        .status,
    ).toBe(201);
  });

  it('takes a first night up to a year past the booking window and no later (422 too_far_ahead), and no term already over (422 term_over)', async () => {
    const latest = latestFirstNight(TODAY);
    expect(latest).toBe(addDays(TODAY, BOOKING_LIMITS.maxDaysAhead + BOOKING_LIMITS.maxNights - 1 + 365));
    for (const [url, body] of [
      ['/api/staff/seasons', seasonBody],
      ['/api/staff/restrictions', restrictionBody],
    ] as const) {
      const far = await server.post(url, body(addDays(latest, 1), addDays(latest, 2)), owner);
      expect(far.status).toBe(422);
      expect(far.body.error).toEqual({
        code: 'too_far_ahead',
        field: 'from',
        latest,
        message: `The first night may be ${latest} at the latest.`,
      });
      expect((await server.post(url, body(latest, addDays(latest, 2)), owner)).status).toBe(201);
      const over = await server.post(url, body(addDays(TODAY, -3), addDays(TODAY, -1)), owner);
      expect(over.status).toBe(422);
      expect(over.body.error).toMatchObject({ code: 'term_over', field: 'to' });
      expect((await server.post(url, body(addDays(TODAY, -3), TODAY), owner)).status).toBe(201);
    }
  });

  it('gives the site only the terms that touch the booking window, without ids', async () => {
    const edge = addDays(WINDOW.to, 1);
    await store(
      [
        season(1, addDays(TODAY, -30), addDays(TODAY, -1)), // over yesterday
        season(2, addDays(TODAY, -5), TODAY), // its last night is tonight
        season(3, addDays(WINDOW.to, -3), WINDOW.to), // the window's last night
        season(4, edge, addDays(edge, 5)), // the day of slack after it
        season(5, addDays(edge, 1), addDays(edge, 9)), // beyond
      ],
      [
        closure(1, addDays(TODAY, -3), addDays(TODAY, -1)),
        closure(2, TODAY, TODAY),
        closure(3, addDays(edge, 1), addDays(edge, 1)),
      ],
    );
    const rates = (await server.get('/api/rates')).body as RatePlan;
    expect(rates.seasons.map((s) => s.name)).toEqual(['Season 2', 'Season 3', 'Season 4']);
    expect(rates.restrictions).toEqual([{ roomId: null, from: TODAY, to: TODAY, minNights: 2 }]);
    expect(rates.seasons.every((s) => !('id' in s))).toBe(true);
    // The console still lists every stored term.
    expect((await server.get('/api/staff/seasons', owner)).body.seasons).toHaveLength(5);
  });

  it('prices every stay across the window from the site’s terms as the server does, with the most terms stored', async () => {
    const random = seededDraws(49);
    // The most seasons, back to back from a week ago to past the window, and the most
    // restrictions over the same nights: past, within, across both ends and beyond.
    const span = nightsBetween(addDays(TODAY, -7), addDays(WINDOW.to, 40));
    const length = Math.ceil(span / TERM_LIMITS.season);
    const seasons = Array.from({ length: TERM_LIMITS.season }, (_, i) => {
      const from = addDays(TODAY, -7 + i * length);
      const prices = Object.fromEntries(
        ROOMS.filter(() => random(3) > 0).map((room) => [
          String(room.id),
          { price: room.price + 10_000 * (1 + random(40)), priceIntl: room.priceIntl + 10_000 * random(50) },
        ]),
      );
      return {
        ...season(i, from, addDays(from, length - 1)),
        prices: Object.keys(prices).length > 0 ? prices : { '1': { price: 1000, priceIntl: 2000 } },
      };
    });
    const restrictions = Array.from({ length: TERM_LIMITS.restriction }, (_, i) => {
      const from = addDays(TODAY, -7 + random(span));
      const kind = random(3);
      return {
        id: `restriction-${i}`,
        roomId: random(3) === 0 ? null : 1 + random(6),
        from,
        to: addDays(from, random(3)),
        ...(kind === 0 ? { minNights: 2 + random(3) } : {}),
        ...(kind === 1 ? { closedToArrival: true } : {}),
        ...(kind === 2 ? { outOfService: 1 } : {}),
      };
    });
    await store(seasons, restrictions);
    const whole: RatePlan = { seasons, restrictions };
    const rates = (await server.get('/api/rates')).body as RatePlan;
    expect(rates.seasons.length).toBeLessThan(TERM_LIMITS.season);
    expect(rates.restrictions.length).toBeLessThan(TERM_LIMITS.restriction);

    // Stays from today to the last check-in, of every length up to the longest; the window's ends among them.
    const stays = [
      { checkin: TODAY, nights: 1 },
      { checkin: TODAY, nights: BOOKING_LIMITS.maxNights },
      { checkin: addDays(TODAY, BOOKING_LIMITS.maxDaysAhead), nights: BOOKING_LIMITS.maxNights },
      { checkin: addDays(TODAY, BOOKING_LIMITS.maxDaysAhead), nights: 1 },
      ...Array.from({ length: 120 }, () => ({
        checkin: addDays(TODAY, random(BOOKING_LIMITS.maxDaysAhead + 1)),
        nights: 1 + random(random(4) === 0 ? BOOKING_LIMITS.maxNights : 10),
      })),
    ];
    let refused = 0;
    for (const [i, stay] of stays.entries()) {
      const room = ROOMS[i % ROOMS.length]!;
      const checkout = addDays(stay.checkin, stay.nights);
      const nationality = i % 2 === 0 ? 'UZ' : 'DE';
      const answer = await server.get(
        `/api/quote?roomId=${room.id}&checkin=${stay.checkin}&checkout=${checkout}&nationality=${nationality}`,
      );
      expect(answer.status).toBe(200);
      const site = quoteStay(room, rates, { checkin: stay.checkin, checkout, nationality });
      expect(answer.body).toEqual({ ...(JSON.parse(JSON.stringify(site)) as Quote), policy: null });
      expect(site).toEqual(quoteStay(room, whole, { checkin: stay.checkin, checkout, nationality }));
      if (!site.bookable) refused += 1;
    }
    // The draw covers refusals as well as sales.
    expect(refused).toBeGreaterThan(5);
    expect(refused).toBeLessThan(stays.length - 5);
  });

  it('keeps GET /api/rates within its weight budget with the most terms, each as heavy as the console allows', async () => {
    const { seasons, restrictions } = heaviestTerms(TODAY, 7);
    await store(seasons, restrictions);
    const answer = await server.get('/api/rates');
    const rates = answer.body as RatePlan;
    expect(rates.seasons).toHaveLength(TERM_LIMITS.season);
    expect(rates.restrictions).toHaveLength(TERM_LIMITS.restriction);
    const bytes = Buffer.byteLength(answer.text);
    expect(bytes).toBeLessThanOrEqual(API_BUDGET.bytes);
    expect(zlib.gzipSync(answer.text).length).toBeLessThanOrEqual(API_BUDGET.gzip);
  });
});
