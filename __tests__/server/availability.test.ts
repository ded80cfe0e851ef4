/**
 * Availability through the app's routes (in-process, no socket) on the real store (SQLite, and PostgreSQL when DATABASE_URL is
 * set): confirmed bookings take units, received requests do not; the API answers what is free;
 * a booking for a full night is a 409; a confirm that would overbook is refused, also when two
 * race for the last unit; the iCal export and import.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { baseEnv, configFrom, injectApp, validBooking } from './support/app';
import type { TestApp } from './support/app';
import { BACKENDS } from './support/store';
import { decide } from '../../server/bookings/decide';
import { ConfigError } from '../../server/config';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { findRoom } from '../../src/domain/rooms';

jest.setTimeout(60_000);

const STAFF = { id: '1', name: 'Dilnoza' };
const today = todayInHotel();
const d = (days: number): string => addDays(today, days);
/** A token as random as CALENDAR_TOKEN must be (openssl rand -hex 32). */
const CALENDAR_TOKEN = '5b0e9c2f7a41d86e3c1f94a7b02d5e68f1a3c7094e2b6d58a9c0f1e37b4d6a29';
/** Room 4, the family suite: the hotel has two of them. */
const SUITE = 4;

/** A booking body for room 4 from d(from) to d(to) that the server accepts. */
function suite(from: number, to: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const nights = to - from;
  return validBooking({
    roomId: SUITE,
    checkin: d(from),
    checkout: d(to),
    nights,
    guests: 2,
    totalPrice: nights * findRoom(SUITE)!.price,
    ...overrides,
  });
}

describe.each(BACKENDS)('availability on $name', (backend) => {
  let store: Awaited<ReturnType<typeof backend.create>>;
  let server: TestApp;

  const book = async (body: Record<string, unknown>): Promise<string> => {
    const answer = await server.post('/api/bot/booking', body);
    expect(answer.status).toBe(201);
    return answer.body.id;
  };
  const confirm = (id: string, app = server) => decide(app.app.transact, id, { action: 'confirm' }, STAFF);
  const freeOf = async (from: number, to: number, roomId = SUITE): Promise<number> => {
    const answer = await server.get(`/api/availability?checkin=${d(from)}&checkout=${d(to)}`);
    expect(answer.status).toBe(200);
    return answer.body.rooms.find((r: { roomId: number }) => r.roomId === roomId).free;
  };

  beforeEach(async () => {
    store = await backend.create();
    server = await injectApp(baseEnv({ ...store.env, CALENDAR_TOKEN }));
  });

  afterEach(async () => {
    await server.close();
    await store.drop();
  });

  it('sells out a room kind on exactly the nights its confirmed bookings fill, and no received request takes a night', async () => {
    const all = await server.get(`/api/availability?checkin=${d(10)}&checkout=${d(14)}`);
    expect(all.body).toEqual({
      checkin: d(10),
      checkout: d(14),
      rooms: [1, 2, 3, 4, 5, 6].map((roomId) => ({
        roomId,
        units: findRoom(roomId)!.units,
        free: findRoom(roomId)!.units,
      })),
    });

    const a = await book(suite(10, 13));
    const b = await book(suite(11, 12));
    await book(suite(10, 14, { guestName: 'Only Received' }));
    expect(await freeOf(10, 14)).toBe(2);
    expect((await confirm(a)).kind).toBe('decided');
    expect((await confirm(b)).kind).toBe('decided');

    expect(await freeOf(10, 14)).toBe(0);
    expect(await freeOf(10, 11)).toBe(1);
    expect(await freeOf(11, 12)).toBe(0);
    expect(await freeOf(12, 14)).toBe(1);
    expect(await freeOf(13, 14)).toBe(2);
    expect(await freeOf(11, 12, 5)).toBe(2);
    const nights = await server.get(`/api/availability/${SUITE}/nights?from=${d(5)}&to=${d(20)}`);
    expect(nights.body).toEqual({ roomId: SUITE, units: 2, from: d(5), to: d(20), full: [d(11)] });

    const refused = await server.post('/api/bot/booking', suite(11, 12, { guestName: 'Too Late' }));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'sold_out',
      field: 'checkin',
      message: `No room of this kind is free on ${d(11)}.`,
    });
    expect((await server.post('/api/bot/booking', suite(12, 13, { guestName: 'Just Fits' }))).status).toBe(201);
  });

  it('answers bad dates with the booking API’s own 400 codes', async () => {
    const code = async (query: string): Promise<string> =>
      (await server.get(`/api/availability?${query}`)).body.error.code;
    expect(await code(`checkin=${d(-1)}&checkout=${d(1)}`)).toBe('checkin_in_past');
    expect(await code(`checkin=${d(3)}&checkout=${d(3)}`)).toBe('checkout_not_after_checkin');
    expect(await code(`checkin=${d(1)}&checkout=${d(100)}`)).toBe('stay_too_long');
    expect(await code(`checkin=${d(800)}&checkout=${d(801)}`)).toBe('checkin_too_far');
    expect(await code('checkin=2026-02-30&checkout=2026-03-02')).toBe('invalid_date');
    expect(await code('checkout=2026-03-02')).toBe('invalid_date');
    expect((await server.get(`/api/availability/9/nights?from=${d(1)}&to=${d(2)}`)).status).toBe(404);
    expect((await server.get(`/api/availability/4/nights?from=${d(1)}&to=${d(800)}`)).body.error.code).toBe(
      'range_too_long',
    );
  });

  it('refuses a confirm that would overbook; of two racing for the last unit exactly one wins', async () => {
    const first = await book(suite(20, 22));
    expect((await confirm(first)).kind).toBe('decided');
    const racers = [
      await book(suite(21, 23, { guestName: 'Racer One' })),
      await book(suite(20, 22, { guestName: 'Racer Two' })),
    ];
    // Both want night d(21), of which one unit is left; a second app on the same store
    // (a second server process on PostgreSQL, the same file on SQLite) confirms the other.
    const other = await injectApp(baseEnv({ ...store.env }));
    try {
      const outcomes = await Promise.all([confirm(racers[0]!), confirm(racers[1]!, other)]);
      const kinds = outcomes.map((o) => o.kind).sort();
      expect(kinds).toEqual(['decided', 'full']);
      const loser = outcomes.find((o) => o.kind === 'full')!;
      expect(loser.kind === 'full' && loser.nights.length).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
    expect(await freeOf(21, 22)).toBe(0);
    const statuses = await server.app.store
      .selectFrom('bookings')
      .select('status')
      .where('room_id', '=', SUITE)
      .execute();
    expect(statuses.filter((s) => s.status === 'confirmed')).toHaveLength(2);
  });

  it('exports confirmed stays as an iCalendar with no guest data, behind its token', async () => {
    const id = await book(
      suite(30, 33, { guestName: 'Secret Guestname', email: 'secret@example.org', phone: '+998907654321' }),
    );
    await book(suite(40, 41, { guestName: 'Unconfirmed Guest' }));
    await confirm(id);
    const ics = await server.get(`/api/calendar/${SUITE}.ics?token=${CALENDAR_TOKEN}`);
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(ics.text));
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => [e.startDate.toString(), e.endDate.toString(), e.startDate.isDate, e.summary])).toEqual([
      [d(30), d(33), true, 'Reserved'],
    ]);
    for (const secret of ['Secret', 'Guestname', 'secret@example.org', '998907654321', id])
      expect(ics.text).not.toContain(secret);

    expect((await server.get(`/api/calendar/${SUITE}.ics?token=wrong-token-0123456789`)).status).toBe(404);
    expect((await server.get(`/api/calendar/${SUITE}.ics`)).status).toBe(404);
    const off = await injectApp(baseEnv({ ...store.env }));
    try {
      expect((await off.get(`/api/calendar/${SUITE}.ics?token=${CALENDAR_TOKEN}`)).status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('blocks the nights of an imported calendar, keeps them when the feed goes away, and reports the feed', async () => {
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Channel//EN',
      'BEGIN:VEVENT',
      'UID:a@channel',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${d(50).replace(/-/g, '')}`,
      `DTEND;VALUE=DATE:${d(52).replace(/-/g, '')}`,
      'SUMMARY:Not available',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:b@channel',
      'DTSTAMP:20260101T000000Z',
      'STATUS:CANCELLED',
      `DTSTART;VALUE=DATE:${d(60).replace(/-/g, '')}`,
      `DTEND;VALUE=DATE:${d(61).replace(/-/g, '')}`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const channel = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end(feed);
    });
    await new Promise<void>((resolve) => channel.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(channel.address() as AddressInfo).port}/export.ics?s=channel-secret`;
    await server.close();
    // Two listings of the suite on the channel: both block, and the suite's two units are gone.
    server = await injectApp(
      baseEnv({ ...store.env, ICAL_IMPORTS: JSON.stringify({ [SUITE]: [url, `${url}&second`] }) }),
      { icalImports: { intervalMs: 60_000 } },
    );
    await server.app.icalImporter.importAll();
    expect(await freeOf(50, 52)).toBe(0);
    expect(await freeOf(52, 53)).toBe(2);
    expect(await freeOf(60, 61)).toBe(2);
    const refused = await server.post('/api/bot/booking', suite(51, 52));
    expect(refused.status).toBe(409);

    await new Promise<void>((resolve) => {
      channel.closeAllConnections();
      channel.close(() => resolve());
    });
    await server.app.icalImporter.importAll();
    expect(await freeOf(50, 52)).toBe(0);
    const health = await server.get(`/api/health`);
    expect(health.body.calendars).toHaveLength(2);
    for (const entry of health.body.calendars) {
      expect(entry).toEqual({
        feed: expect.stringMatching(/^[0-9a-f]{16}$/),
        roomId: SUITE,
        lastSuccessAt: expect.any(String),
        lastError: expect.stringMatching(/^fetch failed \(/),
        nights: 2,
      });
    }
    expect(JSON.stringify(health.body)).not.toContain('channel-secret');
  });
});

describe('ICAL_IMPORTS configuration', () => {
  it('refuses a calendar URL that is not https (but for this machine) and a room that does not exist', () => {
    const refusal = (value: string): string => {
      try {
        configFrom(baseEnv({ ICAL_IMPORTS: value }));
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).variable;
      }
      return 'accepted';
    };
    expect(refusal(JSON.stringify({ 1: ['http://channel.example/cal.ics'] }))).toBe('ICAL_IMPORTS');
    expect(refusal(JSON.stringify({ 9: ['https://channel.example/cal.ics'] }))).toBe('ICAL_IMPORTS');
    expect(refusal('{"1": "https://channel.example/cal.ics"}')).toBe('ICAL_IMPORTS');
    expect(refusal('not json')).toBe('ICAL_IMPORTS');
    expect(
      refusal(JSON.stringify({ 1: ['https://channel.example/cal.ics'], 2: ['http://127.0.0.1:8080/cal.ics'] })),
    ).toBe('accepted');
  });
});
