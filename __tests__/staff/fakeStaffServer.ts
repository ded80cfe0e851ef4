/**
 * The staff API of the contract (/api/staff/…) as MSW handlers over an in-memory set of requests,
 * for the console's component tests. Records what was asked, so tests can check the calls.
 */
import { http, HttpResponse } from 'msw';
import { todayInHotel } from '../../src/domain/dates';
import { EMPTY_RATE_PLAN, quoteStay, type RatePlan } from '../../src/domain/rates';
import { findRoom } from '../../src/domain/rooms';
import { nameMatches, phoneMatches, referenceMatches } from '../../src/domain/searchFold';
import type { CalendarAnswer, StaffAccount, StaffBookingDetail, StaffMember } from '../../src/features/staff/staffApi';
import type { AssignedRoom, StaffRoom, RoomChartAnswer } from '../../src/features/staff/roomsApi';
import { arrivalRooms, roomHandlers, seedRooms, withRooms } from './fakeRooms';

export const BASE = 'http://127.0.0.1:9';

export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

const error = (status: number, code: string) => HttpResponse.json({ error: { code, message: code } }, { status });

export function detail(overrides: Partial<StaffBookingDetail> = {}): StaffBookingDetail {
  return {
    id: 'b1',
    reference: 'GH-7K3Q9M',
    status: 'received',
    roomId: 6,
    units: 1,
    checkin: '2030-03-01',
    checkout: '2030-03-03',
    guests: 2,
    guestName: 'Anna Schmidt',
    phone: '+4930901820',
    email: 'anna@example.com',
    nationality: 'DE',
    totalPrice: 2300000,
    source: 'site',
    createdAt: '2030-02-01T09:30:00.000Z',
    lang: 'en',
    nights: 2,
    pricePerNight: 1150000,
    nightPrices: [
      { date: '2030-03-01', price: 1150000 },
      { date: '2030-03-02', price: 1150000 },
    ],
    declineReason: null,
    deposit: null,
    emails: [
      {
        kind: 'received',
        to: 'anna@example.com',
        status: 'sent',
        at: '2030-02-01T09:31:00.000Z',
        note: null,
        until: null,
      },
    ],
    history: [{ at: '2030-02-01T09:30:00.000Z', actor: 'guest', action: 'created', detail: null }],
    undo: null,
    assignedRooms: [],
    ...overrides,
  };
}

export const OWNER: StaffMember = { id: 's1', name: 'Dilnoza', role: 'owner', lang: 'en', passkeys: 0 };
export const RECEPTION: StaffMember = { id: 's2', name: 'Bekzod', role: 'reception', lang: 'ru', passkeys: 1 };
export const HOUSEKEEPER: StaffMember = { id: 's3', name: 'Gulnora', role: 'housekeeping', lang: 'uz', passkeys: 0 };

export class FakeStaffServer {
  bookings: StaffBookingDetail[] = [];
  staff: StaffMember | null = OWNER;
  calls: Call[] = [];
  /** What POST /sign-in/link answers for a token other than 'good-token'. */
  linkError: 'link_invalid' | 'link_used' | 'link_expired' = 'link_invalid';
  accounts: StaffAccount[] = [
    {
      id: 's1',
      name: 'Dilnoza',
      role: 'owner',
      lang: 'en',
      createdAt: '2030-01-01T00:00:00.000Z',
      revokedAt: null,
      activeSessions: 1,
    },
    {
      id: 's2',
      name: 'Bekzod',
      role: 'reception',
      lang: 'ru',
      createdAt: '2030-01-02T00:00:00.000Z',
      revokedAt: null,
      activeSessions: 2,
    },
  ];

  /** The terms GET /api/quote prices with (the domain's own quoteStay, as the server does). */
  ratePlan: RatePlan = EMPTY_RATE_PLAN;
  /** Makes GET /api/quote fail (503) while true. */
  quoteFails = false;
  /** While set, GET /api/quote answers only once it resolves. */
  quoteHeld: Promise<void> | null = null;

  /** The hotel's numbered rooms (fakeRooms.ts), a fresh store's 24. */
  hotelRooms: StaffRoom[] = seedRooms();
  /** Each booking's rooms by its id (`to` exclusive), as POST …/assign stores them. */
  assigned = new Map<string, AssignedRoom[]>();
  /** The room chart's nights closed for a whole kind. */
  closedNights: RoomChartAnswer['closed'] = [];
  /** While set, GET /api/staff/room-chart answers only once it resolves. */
  chartHeld: Promise<void> | null = null;

  count(method: string, path: string): number {
    return this.calls.filter((call) => call.method === method && call.path === path).length;
  }

  private find(idOrReference: string): StaffBookingDetail | undefined {
    return this.bookings.find((booking) => booking.id === idOrReference || booking.reference === idOrReference);
  }

  private act(id: string, action: string, body: Record<string, unknown>): Response {
    const booking = this.find(id);
    if (!booking) return error(404, 'not_found');
    const moves: Record<string, [string[], StaffBookingDetail['status']]> = {
      confirm: [['received'], 'confirmed'],
      decline: [['received'], 'declined'],
      cancel: [['received', 'confirmed'], 'cancelled'],
      'check-in': [['confirmed'], 'checked_in'],
      'no-show': [['confirmed'], 'no_show'],
      'check-out': [['checked_in'], 'checked_out'],
    };
    const at = '2030-02-02T10:00:00.000Z';
    const actor = this.staff?.name ?? 'system';
    if (action === 'notes' || action === 'messages') {
      if (action === 'messages' && !booking.email) return error(409, 'no_email');
      booking.history.push({ at, actor, action: action === 'notes' ? 'note' : 'message', detail: String(body.text) });
      return HttpResponse.json({ booking }, { status: 201 });
    }
    if (action === 'undo') {
      // As the server's: the last undoable action goes back, recorded as its own line.
      const undo = booking.undo;
      if (!undo) return error(409, 'nothing_to_undo');
      const back = {
        checked_in: 'confirmed',
        no_show: 'confirmed',
        checked_out: 'checked_in',
        declined: 'received',
      } as const;
      booking.status = back[undo.action];
      if (undo.action === 'declined') booking.declineReason = null;
      const recorded = {
        checked_in: 'check_in_undone',
        no_show: 'no_show_undone',
        checked_out: 'check_out_undone',
        declined: 'decline_undone',
      } as const;
      booking.history.push({ at, actor, action: recorded[undo.action], detail: null });
      booking.undo = null;
      return HttpResponse.json({ booking });
    }
    const move = moves[action];
    if (!move) return error(404, 'not_found');
    if (!move[0].includes(booking.status)) return error(409, 'invalid_transition');
    // The stay's guards, by the hotel's day as the server's.
    const early = todayInHotel() < booking.checkin;
    if ((action === 'check-in' && early && body.early !== true) || (action === 'no-show' && early))
      return error(409, 'not_arrival_day');
    booking.status = move[1];
    if (action === 'decline')
      booking.declineReason = typeof body.message === 'string' ? body.message : String(body.reason);
    const recorded = move[1] === 'checked_in' && early ? 'checked_in_early' : move[1];
    booking.history.push({
      at,
      actor,
      action: recorded as StaffBookingDetail['history'][number]['action'],
      detail: null,
    });
    const to = move[1];
    booking.undo =
      to === 'checked_in' || to === 'no_show' || to === 'checked_out' || to === 'declined'
        ? { action: to, until: '2030-02-03T10:00:00.000Z' }
        : null;
    return HttpResponse.json({ booking });
  }

  handlers() {
    const record = async (request: Request) => {
      const url = new URL(request.url);
      let body: unknown = null;
      if (request.method !== 'GET')
        body = await request
          .clone()
          .json()
          .catch(() => null);
      this.calls.push({ method: request.method, path: url.pathname, search: url.searchParams, body });
      return { url, body: (body ?? {}) as Record<string, unknown> };
    };
    const signedIn = () => this.staff !== null;
    return [
      // The rooms' routes first: …/bookings/:id/assign before the actions' …/bookings/:id/:action.
      ...roomHandlers(this),
      http.get(`${BASE}/api/staff/session`, async ({ request }) => {
        await record(request);
        return this.staff ? HttpResponse.json({ staff: this.staff }) : error(401, 'unauthenticated');
      }),
      http.post(`${BASE}/api/staff/sign-in/link`, async ({ request }) => {
        const { body } = await record(request);
        if (body.token !== 'good-token')
          return error(body.token ? (this.linkError === 'link_invalid' ? 400 : 410) : 400, this.linkError);
        this.staff = OWNER;
        return HttpResponse.json({ staff: this.staff });
      }),
      http.post(`${BASE}/api/staff/sign-out`, async ({ request }) => {
        await record(request);
        this.staff = null;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${BASE}/api/staff/accounts`, async ({ request }) => {
        await record(request);
        if (!signedIn()) return error(401, 'unauthenticated');
        if (this.staff?.role !== 'owner') return error(403, 'forbidden');
        return HttpResponse.json({ accounts: this.accounts });
      }),
      http.post(`${BASE}/api/staff/accounts/:id/end-sessions`, async ({ request, params }) => {
        await record(request);
        const account = this.accounts.find((a) => a.id === params.id);
        if (account) account.activeSessions = 0;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${BASE}/api/staff/bookings`, async ({ request }) => {
        const { url } = await record(request);
        if (!signedIn()) return error(401, 'unauthenticated');
        const status = url.searchParams.get('status');
        const q = url.searchParams.get('q') ?? '';
        const night = url.searchParams.get('night');
        const roomId = url.searchParams.get('roomId');
        const list = [...this.bookings]
          .filter((b) => !status || b.status === status)
          // The server's match (src/domain/searchFold.ts), in the browser's terms.
          .filter(
            (b) => !q || nameMatches(b.guestName, q) || referenceMatches(b.reference, q) || phoneMatches(b.phone, q),
          )
          .filter((b) => !night || (b.checkin <= night && night < b.checkout && String(b.roomId) === roomId))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        return HttpResponse.json({ bookings: list });
      }),
      http.get(`${BASE}/api/staff/bookings/:id`, async ({ request, params }) => {
        await record(request);
        if (!signedIn()) return error(401, 'unauthenticated');
        const booking = this.find(String(params.id));
        return booking ? HttpResponse.json({ booking: withRooms(this, booking) }) : error(404, 'not_found');
      }),
      http.post(`${BASE}/api/staff/bookings/:id/:action`, async ({ request, params }) => {
        const { body } = await record(request);
        if (!signedIn()) return error(401, 'unauthenticated');
        return this.act(String(params.id), String(params.action), body);
      }),
      http.post(`${BASE}/api/staff/bookings`, async ({ request }) => {
        const { body } = await record(request);
        if (!signedIn()) return error(401, 'unauthenticated');
        if (body.guestName === 'Full House') return error(409, 'sold_out');
        const reference = `GH-NEW${this.bookings.length}`;
        this.bookings.push(
          detail({
            ...(body as Partial<StaffBookingDetail>),
            id: `new-${this.bookings.length}`,
            reference,
            status: 'confirmed',
            createdAt: '2030-02-03T00:00:00.000Z',
          }),
        );
        return HttpResponse.json(
          { id: `new-${this.bookings.length - 1}`, reference, status: 'confirmed' },
          { status: 201 },
        );
      }),
      http.get(`${BASE}/api/quote`, async ({ request }) => {
        const { url } = await record(request);
        if (this.quoteHeld) await this.quoteHeld;
        if (this.quoteFails) return error(503, 'unavailable');
        const q = (name: string) => url.searchParams.get(name) ?? '';
        const room = findRoom(Number(q('roomId')));
        if (!room) return error(400, 'unknown_room');
        const stay = { checkin: q('checkin'), checkout: q('checkout'), nationality: q('nationality') || null };
        return HttpResponse.json(quoteStay(room, this.ratePlan, { ...stay, units: Number(q('units') || 1) }));
      }),
      http.get(`${BASE}/api/staff/today`, async ({ request }) => {
        await record(request);
        if (!signedIn()) return error(401, 'unauthenticated');
        // server/staffConsole/views.ts todayView's rules, with today 1 March 2030.
        const today = '2030-03-01';
        const on = (date: string) => ({
          date,
          arrivals: this.bookings
            .filter(
              (b) => b.checkin === date && ['received', 'confirmed', 'checked_in', 'checked_out'].includes(b.status),
            )
            .map((b) => arrivalRooms(this, b)),
          departures: this.bookings.filter(
            (b) =>
              (b.status === 'checked_out' && b.checkout === date) ||
              (b.status === 'checked_in' && (b.checkout === date || (date === today && b.checkout < today))),
          ),
          inHouse: this.bookings.filter((b) => b.status === 'checked_in' && (date === today || b.checkout >= date)),
        });
        return HttpResponse.json({
          days: [on(today), on('2030-03-02')],
          notArrived: this.bookings.filter((b) => b.status === 'confirmed' && b.checkin < today && b.checkout >= today),
        });
      }),
      http.get(`${BASE}/api/staff/calendar`, async ({ request }) => {
        const { url } = await record(request);
        if (!signedIn()) return error(401, 'unauthenticated');
        const from = url.searchParams.get('from') ?? '2030-03-01';
        const days = Number(url.searchParams.get('days') ?? 30);
        const dates = Array.from({ length: days }, (_, i) =>
          new Date(Date.parse(`${from}T00:00:00Z`) + i * 86400000).toISOString().slice(0, 10),
        );
        const answer: CalendarAnswer = {
          from,
          days,
          rooms: [6, 1].map((roomId) => {
            const units = roomId === 6 ? 2 : 6;
            return {
              roomId,
              units,
              nights: dates.map((date) => {
                const staying = this.bookings.filter(
                  (b) => b.roomId === roomId && b.checkin <= date && date < b.checkout,
                );
                const taken = staying
                  .filter((b) => b.status === 'confirmed' || b.status === 'checked_in')
                  .reduce((s, b) => s + b.units, 0);
                const pending = staying.filter((b) => b.status === 'received').reduce((s, b) => s + b.units, 0);
                return { date, taken, pending, blocked: 0, closed: 0, free: Math.max(0, units - taken) };
              }),
            };
          }),
        };
        return HttpResponse.json(answer);
      }),
    ];
  }
}
