import { render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { bookingApi } from '../../src/features/booking/bookingApi';
import { requestStatusApi } from '../../src/features/booking/requestStatusApi';
import { problemFromFailure } from '../../src/features/booking/confirmBooking';
import { useAvailability, useFullNights } from '../../src/store/availability';
import { apiProblem, REQUEST_TIMEOUT_MS, type ApiProblem } from '../../src/store/baseQuery';
import { makeStore } from '../../src/store/store';
import type { BookingPayload } from '../../src/domain/booking';

const BASE = 'http://127.0.0.1:9';
const EMAIL_BASE = 'http://127.0.0.1:10';
const seen: { url: string; key: string | null; idempotencyKey: string | null; statusToken: string | null }[] = [];
const note = (request: Request) =>
  seen.push({
    url: request.url,
    key: request.headers.get('x-api-key'),
    idempotencyKey: request.headers.get('idempotency-key'),
    statusToken: request.headers.get('x-status-token'),
  });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  process.env.API_BASE_URL = BASE;
  server.use(
    http.post(`${BASE}/api/bot/booking`, ({ request }) => {
      note(request);
      return HttpResponse.json({ id: 'bk-1', status: 'received', statusToken: 't1' }, { status: 201 });
    }),
    ...[EMAIL_BASE, BASE].map((origin) =>
      http.post(`${origin}/api/booking/email`, ({ request }) => {
        note(request);
        return HttpResponse.json({ id: 'bk-1', status: 'queued' });
      }),
    ),
    http.get(`${BASE}/api/bookings/:id`, ({ request }) => {
      note(request);
      return HttpResponse.json({ id: 'bk-1', status: 'received' });
    }),
    http.post(`${BASE}/api/bookings/:id/cancel`, ({ request }) => {
      note(request);
      return HttpResponse.json({ id: 'bk-1', status: 'cancelled' });
    }),
    http.get(`${BASE}/api/availability`, ({ request }) => {
      note(request);
      return HttpResponse.json({
        checkin: '2030-03-01',
        checkout: '2030-03-03',
        rooms: [
          { roomId: 4, units: 2, free: 0 },
          { roomId: 6, units: 2, free: 1 },
        ],
      });
    }),
    http.get(`${BASE}/api/availability/:roomId/nights`, ({ request }) => {
      note(request);
      return HttpResponse.json({ roomId: 4, units: 2, from: '2030-01-01', to: '2031-12-31', full: ['2030-03-01'] });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  delete process.env.API_BASE_URL;
  delete process.env.EMAIL_API_BASE_URL;
  delete process.env.BOOKING_API_KEY;
});
afterAll(() => server.close());

const payload = {
  roomId: 6,
  roomTitle: 'Deluxe Double Suite',
  guestName: 'Anna Schmidt',
  phone: '+4930901820',
  email: 'anna@example.com',
  nationality: 'DE',
  checkin: '2030-03-01',
  checkout: '2030-03-03',
  nights: 2,
  guests: 1,
  totalPrice: 2300000,
  lang: 'en',
  website: '',
} as BookingPayload;
const record = {
  roomId: 6,
  roomTitle: 'Deluxe Double Suite',
  pricePerNight: 1150000,
  firstName: 'Anna',
  secondName: 'Schmidt',
  email: 'anna@example.com',
  nationality: { code: 'DE', label: 'Germany' },
  phoneE164: '+4930901820',
  dates: { checkIn: '2030-03-01', checkOut: '2030-03-03', nights: 2 },
  guests: 1,
  totalPrice: 2300000,
};

describe('the one client (src/store/baseQuery.ts)', () => {
  it('sends every call to its origin with the deployment’s x-api-key: booking, email, status, cancel', async () => {
    process.env.EMAIL_API_BASE_URL = EMAIL_BASE;
    process.env.BOOKING_API_KEY = 'site-key';
    const store = makeStore();
    const sent = await store.dispatch(
      bookingApi.endpoints.submitBooking.initiate(
        { payload, idempotencyKey: 'k1', toEmail: 'booking@hotel.example', record },
        { track: false },
      ),
    );
    expect(sent).toMatchObject({ data: { bookingId: 'bk-1', emailStatus: 'queued' } });
    await store.dispatch(
      requestStatusApi.endpoints.requestStatus.initiate({ id: 'bk-1', token: 't1' }, { subscribe: false }),
    );
    await store.dispatch(
      requestStatusApi.endpoints.cancelRequest.initiate({ id: 'bk-1', token: 't1' }, { track: false }),
    );
    expect(seen).toEqual([
      { url: `${BASE}/api/bot/booking`, key: 'site-key', idempotencyKey: 'k1', statusToken: null },
      { url: `${EMAIL_BASE}/api/booking/email`, key: 'site-key', idempotencyKey: 'k1', statusToken: null },
      // The status token in a header, never in an address a log could keep.
      { url: `${BASE}/api/bookings/bk-1`, key: 'site-key', idempotencyKey: null, statusToken: 't1' },
      { url: `${BASE}/api/bookings/bk-1/cancel`, key: 'site-key', idempotencyKey: null, statusToken: null },
    ]);
  });

  it('sends no x-api-key when the deployment sets none, and the email call to the booking API’s origin by default', async () => {
    const store = makeStore();
    await store.dispatch(
      bookingApi.endpoints.submitBooking.initiate(
        { payload, idempotencyKey: 'k2', toEmail: 'booking@hotel.example', record },
        { track: false },
      ),
    );
    expect(seen.map(({ url, key }) => [url, key])).toEqual([
      [`${BASE}/api/bot/booking`, null],
      [`${BASE}/api/booking/email`, null],
    ]);
  });

  it('gives up on a call after its time limit, the spec’s 15 s unless a caller shortens it', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15000);
    server.use(
      http.post(`${BASE}/api/bot/booking`, async () => {
        // Never answered: the limit alone ends the call, however slow the machine.
        await delay('infinite');
        return HttpResponse.json({ id: 'late', status: 'received' }, { status: 201 });
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(
      bookingApi.endpoints.submitBooking.initiate(
        { payload, idempotencyKey: 'k3', toEmail: 'booking@hotel.example', record, timeoutMs: 50 },
        { track: false },
      ),
    );
    expect(result).toMatchObject({ error: { kind: 'timeout' } });
  });

  it('reads a failure: no answer, the error body of each refusal the site acts on, anything else', () => {
    const body = (code: string, field?: string) => ({ error: { code, message: 'm', ...(field ? { field } : {}) } });
    expect(apiProblem({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toEqual({ kind: 'network' });
    expect(apiProblem({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toEqual({ kind: 'timeout' });
    expect(apiProblem({ status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: 'SyntaxError' })).toEqual({
      kind: 'failed',
      status: 404,
    });
    expect(apiProblem({ status: 429, data: body('rate_limited') })).toEqual({
      kind: 'rateLimited',
      status: 429,
      code: 'rate_limited',
      message: 'm',
    });
    expect(apiProblem({ status: 409, data: body('idempotency_in_progress') })).toMatchObject({ kind: 'inProgress' });
    expect(apiProblem({ status: 409, data: body('sold_out') })).toMatchObject({ kind: 'soldOut' });
    expect(apiProblem({ status: 409, data: body('idempotency_conflict') })).toMatchObject({
      kind: 'failed',
      status: 409,
    });
    expect(apiProblem({ status: 400, data: body('invalid_phone', 'phone') })).toEqual({
      kind: 'invalid',
      status: 400,
      code: 'invalid_phone',
      message: 'm',
      field: 'phone',
    });
    expect(apiProblem({ status: 400, data: { error: 'no code' } })).toEqual({ kind: 'failed', status: 400 });
    expect(apiProblem({ status: 404, data: body('not_found') })).toMatchObject({ kind: 'notFound' });
    expect(apiProblem({ status: 500, data: body('internal_error') })).toMatchObject({ kind: 'failed', status: 500 });
    expect(apiProblem({ status: 401, data: null })).toEqual({ kind: 'failed', status: 401 });
  });

  it('and the dialog shows each as its problem', () => {
    const problems: [ApiProblem, ReturnType<typeof problemFromFailure>][] = [
      [{ kind: 'network' }, { key: 'error' }],
      [{ kind: 'timeout' }, { key: 'error' }],
      [{ kind: 'rateLimited', status: 429 }, { key: 'rateLimited' }],
      [{ kind: 'inProgress', status: 409 }, { key: 'inProgress' }],
      [
        { kind: 'soldOut', status: 409 },
        { key: 'soldOut', field: 'checkIn' },
      ],
      [
        { kind: 'invalid', status: 400, code: 'invalid_phone', field: 'phone' },
        { key: 'phoneInvalid', field: 'phoneNumber' },
      ],
      [{ kind: 'notFound', status: 404 }, { key: 'error' }],
      [{ kind: 'failed', status: 500 }, { key: 'error' }],
    ];
    for (const [problem, shown] of problems) expect(problemFromFailure(problem)).toEqual(shown);
  });
});

describe('availability through the one client', () => {
  function Free({ label }: { label: string }) {
    const free = useAvailability('2030-03-01', '2030-03-03');
    return <p>{free ? `${label}: room 4 ${free.get(4)}, room 6 ${free.get(6)}` : `${label}: unknown`}</p>;
  }
  function Full() {
    const full = useFullNights(4);
    return <p>{`full: ${full.join(',') || 'none known'}`}</p>;
  }

  it('asks once for a stay several cards show, with the key, and keeps the answer in RTK Query’s cache', async () => {
    process.env.BOOKING_API_KEY = 'site-key';
    const store = makeStore();
    const { unmount } = render(
      <Provider store={store}>
        <Free label="a" />
        <Free label="b" />
        <Full />
      </Provider>,
    );
    expect(screen.getByText('a: unknown')).toBeInTheDocument();
    await screen.findByText('a: room 4 0, room 6 1');
    expect(screen.getByText('b: room 4 0, room 6 1')).toBeInTheDocument();
    await screen.findByText('full: 2030-03-01');
    const stays = seen.filter(({ url }) => url.startsWith(`${BASE}/api/availability?`));
    expect(stays).toEqual([
      {
        url: `${BASE}/api/availability?checkin=2030-03-01&checkout=2030-03-03`,
        key: 'site-key',
        idempotencyKey: null,
        statusToken: null,
      },
    ]);
    expect(seen.filter(({ url }) => url.startsWith(`${BASE}/api/availability/4/nights?from=`))).toHaveLength(1);
    const cached = Object.keys(store.getState().api?.queries ?? {});
    expect(cached).toHaveLength(2);
    expect(cached).toContain('availability({"checkin":"2030-03-01","checkout":"2030-03-03"})');
    unmount();

    // Shown again within its 30 s: the cached answer, asked no more.
    render(
      <Provider store={store}>
        <Free label="c" />
      </Provider>,
    );
    await screen.findByText('c: room 4 0, room 6 1');
    await waitFor(() => expect(seen.filter(({ url }) => url.startsWith(`${BASE}/api/availability?`))).toHaveLength(1));
  });

  it('knows nothing when the server cannot say', async () => {
    server.use(
      http.get(`${BASE}/api/availability`, () =>
        HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
      ),
    );
    const store = makeStore();
    render(
      <Provider store={store}>
        <Free label="d" />
      </Provider>,
    );
    await waitFor(() =>
      expect(Object.values(store.getState().api?.queries ?? {})).toMatchObject([
        { status: 'rejected', error: { kind: 'failed', status: 500 } },
      ]),
    );
    expect(screen.getByText('d: unknown')).toBeInTheDocument();
  });
});
