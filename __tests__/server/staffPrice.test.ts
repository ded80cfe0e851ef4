/**
 * A request's price as the staff console reads it (GET /api/staff/bookings/{id}) on a real store
 * (SQLite, and PostgreSQL when DATABASE_URL is set): the nights and prices stored when it was
 * made (`nightPrices`), which come to its total, in and out of a season, for a citizen and a
 * foreign guest, and the same as the quote the New booking form showed; a request stored before
 * nightly prices were kept says so (null) and its price per night is its total shared out.
 */
import { injectApp } from './support/app';
import type { TestApp } from './support/app';
import { BACKENDS } from './support/store';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { bandsTotal, nightBands } from '../../src/domain/nightBands';
import { findRoom } from '../../src/domain/rooms';
import { perNight } from '../../server/bookings/format';
import { invite } from '../../server/staffConsole/accounts';

jest.setTimeout(120_000);

const ORIGIN = 'https://hotel.example';
const SEASON_FROM = addDays(todayInHotel(), 20);
const SEASON_TO = addDays(todayInHotel(), 29);
const ROOM = findRoom(1)!;
const SEASON = { price: ROOM.price + 120_000, priceIntl: ROOM.priceIntl + 150_000 };

describe.each(BACKENDS)('a request’s stored prices on $name', (backend) => {
  let server: TestApp;
  let owner: Record<string, string>;

  beforeEach(async () => {
    server = await injectApp({ SITE_ORIGIN: ORIGIN }, { backend });
    const { token } = await invite(server.app.transact, { name: 'Owner', role: 'owner', lang: 'en' });
    const answer = await server.post('/api/staff/sign-in/link', { token }, { origin: ORIGIN });
    owner = { origin: ORIGIN, cookie: answer.headers['set-cookie']!.split(';')[0]! };
    const season = await server.post(
      '/api/staff/seasons',
      { name: 'Navruz', from: SEASON_FROM, to: SEASON_TO, prices: { [ROOM.id]: SEASON } },
      owner,
    );
    expect(season.status).toBe(201);
  });
  afterEach(async () => {
    await server.close();
  });

  async function book(checkin: string, checkout: string, nationality: string, units = 1) {
    const quote = await server.get(
      `/api/quote?${new URLSearchParams({ roomId: String(ROOM.id), checkin, checkout, nationality, units: String(units) }).toString()}`,
    );
    expect(quote.status).toBe(200);
    const made = await server.post(
      '/api/staff/bookings',
      {
        roomId: ROOM.id,
        units,
        checkin,
        checkout,
        guests: units,
        guestName: 'Dilnoza Karimova',
        phone: '+998901234567',
        nationality,
        lang: 'ru',
        source: 'desk',
      },
      owner,
    );
    expect(made.status).toBe(201);
    const detail = await server.get(`/api/staff/bookings/${made.body.reference as string}`, owner);
    expect(detail.status).toBe(200);
    return { quote: quote.body, booking: detail.body.booking, id: made.body.id as string };
  }

  it('lists the stored nights across a season’s first night: two bands that come to the total, as the form’s quote said', async () => {
    const checkin = addDays(SEASON_FROM, -2);
    const { quote, booking, id } = await book(checkin, addDays(SEASON_FROM, 3), 'DE', 2);
    expect(booking.nightPrices).toEqual([
      { date: checkin, price: ROOM.priceIntl },
      { date: addDays(checkin, 1), price: ROOM.priceIntl },
      { date: SEASON_FROM, price: SEASON.priceIntl },
      { date: addDays(SEASON_FROM, 1), price: SEASON.priceIntl },
      { date: addDays(SEASON_FROM, 2), price: SEASON.priceIntl },
    ]);
    // What the New booking form showed is what was stored.
    expect(booking.nightPrices).toEqual(quote.nights);
    expect(booking.totalPrice).toBe(quote.total);
    expect(booking.totalPrice).toBe(2 * (2 * ROOM.priceIntl + 3 * SEASON.priceIntl));
    const bands = nightBands(booking.nightPrices);
    expect(bands.map((band) => [band.nights, band.price])).toEqual([
      [2, ROOM.priceIntl],
      [3, SEASON.priceIntl],
    ]);
    expect(bandsTotal(bands, booking.units)).toBe(booking.totalPrice);
    // The nights at two prices have no one price: the per-night figure is the total shared out.
    expect(booking.pricePerNight).toBe(Math.round(booking.totalPrice / (5 * 2)));
    // And they are the row's own.
    const row = await server.app.store
      .selectFrom('bookings')
      .select(['night_prices', 'total_price'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.night_prices!)).toEqual(booking.nightPrices);
    expect(Number(row.total_price)).toBe(booking.totalPrice);
  });

  it('gives a stay inside the season the season’s citizen price per night, in the console and the messages, and one outside the base price', async () => {
    const inside = await book(addDays(SEASON_FROM, 1), addDays(SEASON_FROM, 4), 'UZ');
    expect(inside.booking.pricePerNight).toBe(SEASON.price);
    // The staff's Telegram message and the guest's emails write the same price per night (format.ts perNight).
    const row = await server.app.store
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', inside.id)
      .executeTakeFirstOrThrow();
    expect(perNight(row)).toBe(SEASON.price);
    expect(inside.booking.totalPrice).toBe(3 * SEASON.price);
    expect(nightBands(inside.booking.nightPrices)).toEqual([
      { from: addDays(SEASON_FROM, 1), to: addDays(SEASON_FROM, 4), nights: 3, price: SEASON.price },
    ]);
    const outside = await book(addDays(SEASON_TO, 1), addDays(SEASON_TO, 3), 'UZ');
    expect(outside.booking.pricePerNight).toBe(ROOM.price);
    expect(outside.booking.totalPrice).toBe(2 * ROOM.price);
  });

  it('says a request stored before nightly prices were kept has none, and shares its total out per night', async () => {
    const { id } = await book(addDays(SEASON_FROM, 1), addDays(SEASON_FROM, 3), 'UZ', 2);
    await server.app.store.updateTable('bookings').set({ night_prices: null }).where('id', '=', id).execute();
    const booking = (await server.get(`/api/staff/bookings/${id}`, owner)).body.booking;
    expect(booking.nightPrices).toBeNull();
    expect(booking.pricePerNight).toBe(booking.totalPrice / (2 * 2));
    expect(booking.pricePerNight).toBe(SEASON.price);
  });
});
