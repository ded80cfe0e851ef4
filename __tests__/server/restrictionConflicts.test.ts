/**
 * Conflicts said before they happen: closing nights or putting units out of service where
 * confirmed or checked-in stays (or other channels' blocks) already need the units answers 409
 * `conflict` naming the bookings, in the owner's language, and stores nothing; `force: true`
 * saves it and the history line keeps the bookings it overrode; restoring a removed restriction
 * (a revert) is checked the same way. SQLite, and PostgreSQL when DATABASE_URL is set.
 */
import { invite } from '../../server/staffConsole/accounts';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { injectApp } from './support/app';
import type { TestApp } from './support/app';
import { BACKENDS } from './support/store';

jest.setTimeout(60_000);

const ORIGIN = 'https://hotel.example';
const SUITE = 6; // two units
const D = addDays(todayInHotel(), 20);

describe.each(BACKENDS)('restriction conflicts on $name', (backend) => {
  let server: TestApp;
  beforeEach(async () => {
    server = await injectApp({ SITE_ORIGIN: ORIGIN }, { backend });
  });
  afterEach(async () => {
    await server.close();
  });

  async function signIn(role: 'owner' | 'reception', lang: 'uz' | 'ru' | 'en'): Promise<Record<string, string>> {
    const { token } = await invite(server.app.transact, { name: `Owner ${lang}`, role, lang });
    const answer = await server.post('/api/staff/sign-in/link', { token }, { origin: ORIGIN });
    return { origin: ORIGIN, cookie: answer.headers['set-cookie']!.split(';')[0]! };
  }

  async function phoneBooking(guestName: string, checkin: string, checkout: string, who: Record<string, string>) {
    const made = await server.post(
      '/api/staff/bookings',
      { roomId: SUITE, checkin, checkout, guests: 1, guestName, phone: '+998901112233', lang: 'ru', source: 'phone' },
      who,
    );
    expect(made.status).toBe(201);
    return made.body as { id: string; reference: string };
  }

  const restrict = (body: Record<string, unknown>, who: Record<string, string>) =>
    server.app
      .inject({ method: 'POST', url: '/api/staff/restrictions', headers: who, payload: body })
      .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body || '{}') }));

  const restrictions = async (who: Record<string, string>) =>
    (await server.get('/api/staff/restrictions', who)).body.restrictions as unknown[];

  it('refuses units out of service on sold nights naming the bookings, stores nothing, and saves with force, recorded', async () => {
    const owner = await signIn('owner', 'ru');
    const anna = await phoneBooking('Anna Schmidt', D, addDays(D, 2), owner);
    const olim = await phoneBooking('Олим Каримов', addDays(D, 1), addDays(D, 3), owner);

    const outOfService = { roomId: SUITE, from: addDays(D, 1), to: addDays(D, 1), outOfService: 1 };
    const refused = await restrict(outOfService, owner);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'conflict',
      message:
        'These nights are already sold (requests left without a room: 2; nights other channels blocked: 0): send force: true to save it anyway.',
      bookings: [
        { id: anna.id, reference: anna.reference, guestName: 'Anna Schmidt', checkin: D, checkout: addDays(D, 2) },
        {
          id: olim.id,
          reference: olim.reference,
          guestName: 'Олим Каримов',
          checkin: addDays(D, 1),
          checkout: addDays(D, 3),
        },
      ],
      blocked: [],
    });
    expect(await restrictions(owner)).toEqual([]);
    // Not a boolean: refused as a bad body, not taken as a yes.
    expect((await restrict({ ...outOfService, force: 'yes' }, owner)).status).toBe(400);

    const forced = await restrict({ ...outOfService, force: true }, owner);
    expect(forced.status).toBe(201);
    expect(await restrictions(owner)).toHaveLength(1);
    const [line] = (await server.get('/api/staff/rate-changes', owner)).body.changes;
    expect(line).toEqual(
      expect.objectContaining({
        subject: 'restriction',
        action: 'create',
        actor: 'Owner ru',
        after: expect.objectContaining({
          ...outOfService,
          overrode: {
            bookings: [
              { id: anna.id, reference: anna.reference },
              { id: olim.id, reference: olim.reference },
            ],
            blockedNights: 0,
          },
        }),
      }),
    );
    // The history keeps no guest's name: it outlives an erasure.
    expect(JSON.stringify(line)).not.toContain('Anna');
    // The calendar shows the unit out of service and no free one.
    const calendar = await server.get(`/api/staff/calendar?from=${addDays(D, 1)}&days=1`, owner);
    expect(calendar.body.rooms.find((r: { roomId: number }) => r.roomId === SUITE).nights).toEqual([
      { date: addDays(D, 1), taken: 2, pending: 0, blocked: 0, closed: 1, free: 0 },
    ]);
  });

  it('lets through what takes no sold unit: a unit out of service beside one stay, rules that close nothing, closing an empty room kind; a cancelled stay counts for nothing', async () => {
    const owner = await signIn('owner', 'en');
    const stay = await phoneBooking('Anna Schmidt', D, addDays(D, 2), owner);
    expect((await restrict({ roomId: SUITE, from: D, to: D, outOfService: 1 }, owner)).status).toBe(201);
    expect((await restrict({ roomId: SUITE, from: D, to: addDays(D, 1), minNights: 3 }, owner)).status).toBe(201);
    expect((await restrict({ roomId: SUITE, from: D, to: D, closedToArrival: true }, owner)).status).toBe(201);
    expect((await restrict({ roomId: 5, from: D, to: addDays(D, 5), closed: true }, owner)).status).toBe(201);
    // One unit is out on D already: the second one would take Anna's.
    const second = await restrict({ roomId: SUITE, from: D, to: D, outOfService: 1 }, owner);
    expect([second.status, second.body.error.bookings.map((b: { id: string }) => b.id)]).toEqual([409, [stay.id]]);
    expect(second.body.error.message).toBe(
      'These nights are already sold (requests left without a room: 1; nights other channels blocked: 0): send force: true to save it anyway.',
    );
    expect((await server.post(`/api/staff/bookings/${stay.id}/cancel`, {}, owner)).status).toBe(200);
    expect((await restrict({ roomId: SUITE, from: D, to: addDays(D, 3), closed: true }, owner)).status).toBe(201);
  });

  it('counts other channels’ nights and checks a closure of every room kind', async () => {
    const owner = await signIn('owner', 'uz');
    await server.app.store
      .insertInto('blocked_nights')
      .values([
        { feed: 'a', room_id: 4, night: D },
        { feed: 'b', room_id: 4, night: D },
      ])
      .execute();
    const refused = await restrict({ roomId: null, from: D, to: D, closed: true }, owner);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'conflict',
      message:
        'These nights are already sold (requests left without a room: 0; nights other channels blocked: 2): send force: true to save it anyway.',
      bookings: [],
      blocked: [{ roomId: 4, night: D, count: 2 }],
    });
    // One of room 4's two units out of service still leaves it short: both channel nights need a unit.
    expect((await restrict({ roomId: 4, from: D, to: D, outOfService: 1 }, owner)).status).toBe(409);
    expect((await restrict({ roomId: 3, from: D, to: D, outOfService: 4 }, owner)).status).toBe(201);
  });

  it('checks a revert that brings a removed closure back over nights sold since', async () => {
    const owner = await signIn('owner', 'en');
    const closure = { roomId: SUITE, from: D, to: D, closed: true };
    const made = await restrict(closure, owner);
    expect(made.status).toBe(201);
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/staff/restrictions/${made.body.id}`,
      headers: owner,
    });
    expect(removed.statusCode).toBe(204);
    const stay = await phoneBooking('Anna Schmidt', D, addDays(D, 1), owner);
    const [deletion] = (await server.get('/api/staff/rate-changes', owner)).body.changes;
    expect(deletion.action).toBe('delete');
    const revert = (body: Record<string, unknown>) =>
      server.post(`/api/staff/rate-changes/${deletion.id}/revert`, body, owner);
    const refused = await revert({});
    expect([refused.status, refused.body.error.code, refused.body.error.bookings[0].reference]).toEqual([
      409,
      'conflict',
      stay.reference,
    ]);
    expect(await restrictions(owner)).toEqual([]);
    expect((await revert({ force: true })).status).toBe(204);
    expect(await restrictions(owner)).toEqual([
      { ...closure, id: made.body.id, minNights: null, closedToArrival: false, outOfService: null },
    ]);
    const [restored] = (await server.get('/api/staff/rate-changes', owner)).body.changes;
    expect(restored.after.overrode).toEqual({
      bookings: [{ id: stay.id, reference: stay.reference }],
      blockedNights: 0,
    });
  });
});
