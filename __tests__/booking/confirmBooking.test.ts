import { http, HttpResponse, delay } from 'msw';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy';
import { setupServer } from 'msw/node';
import { makeStore } from '../../src/store/store';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { fieldChanged } from '../../src/features/booking/bookingDialogSlice';
import { bookingOpened } from '../../src/shared/bookNow/bookNowSlice';
import { readBookingRecords } from '../../src/shared/myRequests/bookingRecords';
import { HOTEL } from '../../src/domain/hotel';
import { bookingTexts } from '../../src/features/booking/booking.texts';
import { confirmBooking, type ConfirmContext } from '../../src/features/booking/confirmBooking';
import { problemMessage } from '../../src/features/booking/problemMessage';
import { findRoom } from '../../src/domain/rooms';

const BASE = 'http://127.0.0.1:9';
const calls: { url: string; body: Record<string, unknown>; key: string | null }[] = [];

const server = setupServer();
beforeAll(() => {
  process.env.API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => {
  server.close();
  delete process.env.API_BASE_URL;
});

function record(url: string) {
  return async ({ request }: { request: Request }) => {
    calls.push({
      url,
      body: (await request.json()) as Record<string, unknown>,
      key: request.headers.get('idempotency-key'),
    });
  };
}

const okBot = http.post(`${BASE}/api/bot/booking`, async (info) => {
  await record('bot')(info);
  return HttpResponse.json({ id: 'bk-1', status: 'received' }, { status: 201 });
});
const okEmail = http.post(`${BASE}/api/booking/email`, async (info) => {
  await record('email')(info);
  return HttpResponse.json({ id: 'bk-1', status: 'queued' });
});

const context: ConfirmContext = {
  lang: 'en',
  roomTitle: 'Deluxe Double Suite',
  problemText: (key) => problemMessage(bookingTexts.EN, key, { units: 1, room: findRoom(6)!, free: null }),
  storedText: bookingTexts.EN.storedNotice,
};
/**
 * A call that times out: its answer never comes (so the limit, not a race against a late answer,
 * ends it), and only that dispatch has a short limit; every call that is answered keeps the real
 * 15 s, a guard a slow machine never reaches.
 */
const shortLimit: ConfirmContext = { ...context, timeoutMs: 200 };
const ERROR = 'An error occurred. Please try again later.';

function readyStore() {
  const store = makeStore();
  const checkIn = addDays(todayInHotel(), 5);
  store.dispatch(bookingOpened({ roomId: 6, checkIn, checkOut: addDays(checkIn, 2), phoneCountry: 'de' }));
  store.dispatch(fieldChanged({ field: 'firstName', value: ' Anna ' }));
  store.dispatch(fieldChanged({ field: 'secondName', value: 'Schmidt' }));
  store.dispatch(fieldChanged({ field: 'nationality', value: { code: 'DE', label: 'Germany' } }));
  store.dispatch(fieldChanged({ field: 'phoneNumber', value: '030 901820' }));
  store.dispatch(fieldChanged({ field: 'email', value: 'anna@example.com' }));
  return { store, checkIn };
}

describe('confirmBooking: the two calls in sequence', () => {
  let alertSpy: jest.SpyInstance;
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.clear();
  });
  afterEach(() => {
    alertSpy.mockRestore();
    errorSpy.mockRestore();
  });

  it('posts the booking, then the email with toEmail and the booking id; success shows the popup and keeps a local record', async () => {
    server.use(okBot, okEmail);
    const { store, checkIn } = readyStore();
    const outcome = await store.dispatch(confirmBooking(context));
    expect(outcome).toEqual({ kind: 'sent', bookingId: 'bk-1' });
    expect(calls.map((c) => c.url)).toEqual(['bot', 'email']);
    expect(calls[0]!.body).toEqual({
      roomId: 6,
      roomTitle: 'Deluxe Double Suite',
      guestName: 'Anna Schmidt',
      phone: '+4930901820',
      email: 'anna@example.com',
      nationality: 'DE',
      checkin: checkIn,
      checkout: addDays(checkIn, 2),
      nights: 2,
      guests: 1,
      totalPrice: 2300000,
      lang: 'en',
      website: '',
      privacyNotice: PRIVACY_NOTICE_VERSION,
    });
    expect(calls[1]!.body).toEqual({ ...calls[0]!.body, toEmail: HOTEL.emails.booking, bookingId: 'bk-1' });
    expect(calls[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    const state = store.getState().bookingDialog!;
    expect(state.status).toBe('success');
    expect(state.form.firstName).toBe('');
    expect(state.form.guestCount).toBe(1);
    const [saved] = readBookingRecords();
    expect(saved).toMatchObject({
      bookingId: 'bk-1',
      roomId: 6,
      pricePerNight: 1150000,
      totalPrice: 2300000,
      email: 'anna@example.com',
      phoneE164: '+4930901820',
      nationality: { code: 'DE', label: 'Germany' },
      dates: { nights: 2 },
    });
    expect(Date.parse(saved!.createdAt)).not.toBeNaN();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('when the first call fails there is no second call, the error alert shows and the values stay', async () => {
    server.use(
      http.post(`${BASE}/api/bot/booking`, async (info) => {
        await record('bot')(info);
        return HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 });
      }),
      okEmail,
    );
    const { store } = readyStore();
    const outcome = await store.dispatch(confirmBooking(context));
    expect(outcome).toEqual({ kind: 'failed', problem: { key: 'error' } });
    expect(calls.map((c) => c.url)).toEqual(['bot']);
    expect(alertSpy).toHaveBeenCalledWith(ERROR);
    expect(errorSpy).toHaveBeenCalled();
    const state = store.getState().bookingDialog!;
    expect(state.status).toBe('open');
    expect(state.problem).toEqual({ key: 'error' });
    expect(state.form.firstName).toBe(' Anna ');
    expect(readBookingRecords()).toEqual([]);
  });

  it('when the email call fails after the booking was stored, a retry repeats only the email call for that booking', async () => {
    server.use(
      okBot,
      http.post(`${BASE}/api/booking/email`, async (info) => {
        await record('email')(info);
        // The connection drops: whether the server queued the email is unknown, as after a time-out.
        return HttpResponse.error();
      }),
    );
    const { store } = readyStore();
    const outcome = await store.dispatch(confirmBooking(context));
    expect(outcome).toEqual({ kind: 'failed', problem: { key: 'error' } });
    expect(calls.map((c) => c.url)).toEqual(['bot', 'email']);
    // Section 8's message, then what became of the request.
    expect(alertSpy).toHaveBeenCalledWith(`${ERROR}\n\n${bookingTexts.EN.storedNotice('bk-1')}`);
    const state = store.getState().bookingDialog!;
    expect(state.status).toBe('open');
    expect(state.form.secondName).toBe('Schmidt');
    expect(state.stored).toMatchObject({ bookingId: 'bk-1', attemptKey: calls[0]!.key });
    // The server has it, so the guest's own list has it too.
    expect(readBookingRecords().map((r) => r.bookingId)).toEqual(['bk-1']);

    server.resetHandlers(okBot, okEmail);
    const firstKey = calls[0]!.key;
    const firstBody = calls[0]!.body;
    calls.length = 0;
    expect(await store.dispatch(confirmBooking(context))).toEqual({ kind: 'sent', bookingId: 'bk-1' });
    expect(calls.map((c) => [c.url, c.key])).toEqual([['email', firstKey]]);
    expect(calls[0]!.body).toEqual({ ...firstBody, toEmail: HOTEL.emails.booking, bookingId: 'bk-1' });
    expect(store.getState().bookingDialog!.stored).toBeNull();
    expect(readBookingRecords()).toHaveLength(1);
  });

  it('an edited retry after a stored request books nothing until the guest, told, presses again', async () => {
    server.use(
      okBot,
      http.post(`${BASE}/api/booking/email`, async (info) => {
        await record('email')(info);
        return HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 });
      }),
    );
    const { store } = readyStore();
    await store.dispatch(confirmBooking(context));
    expect(calls.map((c) => c.url)).toEqual(['bot', 'email']);
    const firstKey = calls[0]!.key;

    store.dispatch(fieldChanged({ field: 'guestCount', value: 2 }));
    calls.length = 0;
    alertSpy.mockClear();
    const told = await store.dispatch(confirmBooking(context));
    expect(told).toEqual({ kind: 'invalid', problem: { key: 'storedChanged' } });
    expect(calls).toEqual([]);
    expect(alertSpy).toHaveBeenCalledWith(bookingTexts.EN.problems.storedChanged);

    // Pressed again, knowingly: the changed values are a new request, with a key of their own.
    server.resetHandlers(okBot, okEmail);
    expect(await store.dispatch(confirmBooking(context))).toEqual({ kind: 'sent', bookingId: 'bk-1' });
    expect(calls.map((c) => c.url)).toEqual(['bot', 'email']);
    expect(calls[0]!.key).not.toBe(firstKey);
    expect(calls[0]!.body.guests).toBe(2);
  });

  it('a first call that times out clears the sending state and keeps the values; the retry reuses the key', async () => {
    server.use(
      http.post(`${BASE}/api/bot/booking`, async (info) => {
        await record('bot')(info);
        await delay('infinite');
        return HttpResponse.json({ id: 'bk-1', status: 'received' }, { status: 201 });
      }),
      okEmail,
    );
    const { store } = readyStore();
    const sending = store.dispatch(confirmBooking(shortLimit));
    expect(store.getState().bookingDialog!.status).toBe('sending');
    expect(await sending).toEqual({ kind: 'failed', problem: { key: 'error' } });
    expect(calls.map((c) => c.url)).toEqual(['bot']);
    expect(alertSpy).toHaveBeenCalledWith(ERROR);
    const state = store.getState().bookingDialog!;
    expect(state.status).toBe('open');
    expect(state.stored).toBeNull();
    expect(state.form.firstName).toBe(' Anna ');

    server.resetHandlers(okBot, okEmail);
    const firstKey = calls[0]!.key;
    calls.length = 0;
    expect(await store.dispatch(confirmBooking(context))).toEqual({ kind: 'sent', bookingId: 'bk-1' });
    expect(calls.map((c) => c.key)).toEqual([firstKey, firstKey]);
  });

  it.each([
    [400, { code: 'checkin_in_past', field: 'checkin' }, { key: 'checkinPast', field: 'checkIn' }],
    [400, { code: 'guests_out_of_range', field: 'guests' }, { key: 'guestsRange', field: 'guestCount' }],
    [400, { code: 'total_mismatch', field: 'totalPrice' }, { key: 'stale' }],
    [429, { code: 'rate_limited' }, { key: 'rateLimited' }],
    [409, { code: 'idempotency_in_progress' }, { key: 'inProgress' }],
    // Sold meanwhile: said on the check-in field, so other dates can be chosen at once.
    [409, { code: 'sold_out', field: 'checkin' }, { key: 'soldOut', field: 'checkIn' }],
    [401, { code: 'unauthorized' }, { key: 'error' }],
  ])("a refusal (%i %j) is shown with its reason in the guest's language", async (status, error, problem) => {
    server.use(
      http.post(`${BASE}/api/bot/booking`, () => HttpResponse.json({ error: { ...error, message: 'x' } }, { status })),
    );
    const { store } = readyStore();
    expect(await store.dispatch(confirmBooking(context))).toEqual({ kind: 'failed', problem });
    expect(alertSpy).toHaveBeenCalledWith(
      bookingTexts.EN.problems[problem.key as keyof typeof bookingTexts.EN.problems],
    );
    expect(store.getState().bookingDialog).toMatchObject({ status: 'open', problem });
  });

  it('refuses before any request what the server would refuse, on its field', async () => {
    server.use(okBot, okEmail);
    const today = '2030-01-10';
    const cases: [string, Parameters<typeof fieldChanged>[0][], { key: string; field: string }][] = [
      ['check-in in the past', [{ field: 'checkIn', value: '2030-01-09' }], { key: 'checkinPast', field: 'checkIn' }],
      [
        'check-in over 730 days ahead',
        [
          { field: 'checkIn', value: '2032-01-11' },
          { field: 'checkOut', value: '2032-01-12' },
        ],
        { key: 'checkinTooFar', field: 'checkIn' },
      ],
      ['more than 90 nights', [{ field: 'checkOut', value: '2030-04-20' }], { key: 'stayTooLong', field: 'checkOut' }],
      ['more than 10 guests', [{ field: 'guestCount', value: 11 }], { key: 'guestsRange', field: 'guestCount' }],
      [
        'a phone that cannot exist',
        [{ field: 'phoneNumber', value: '12' }],
        { key: 'phoneInvalid', field: 'phoneNumber' },
      ],
      ['a malformed email', [{ field: 'email', value: 'anna@' }], { key: 'emailInvalid', field: 'email' }],
      [
        'a name over 120 characters',
        [{ field: 'firstName', value: 'A'.repeat(120) }],
        { key: 'nameTooLong', field: 'firstName' },
      ],
    ];
    for (const [, changes, problem] of cases) {
      const store = makeStore();
      store.dispatch(bookingOpened({ roomId: 6, checkIn: '2030-01-12', checkOut: '2030-01-14', phoneCountry: 'de' }));
      store.dispatch(fieldChanged({ field: 'firstName', value: 'Anna' }));
      store.dispatch(fieldChanged({ field: 'secondName', value: 'Schmidt' }));
      store.dispatch(fieldChanged({ field: 'nationality', value: { code: 'DE', label: 'Germany' } }));
      store.dispatch(fieldChanged({ field: 'phoneNumber', value: '030 901820' }));
      for (const change of changes) store.dispatch(fieldChanged(change));
      alertSpy.mockClear();
      expect(await store.dispatch(confirmBooking({ ...context, today }))).toEqual({ kind: 'invalid', problem });
      expect(store.getState().bookingDialog!.problem).toEqual(problem);
      expect(alertSpy).toHaveBeenCalledWith(
        bookingTexts.EN.problems[problem.key as keyof typeof bookingTexts.EN.problems],
      );
    }
    expect(calls).toEqual([]);
  });

  it('an invalid form alerts the first Uzbek message and sends nothing', async () => {
    server.use(okBot, okEmail);
    const store = makeStore();
    store.dispatch(bookingOpened({ roomId: 1 }));
    const outcome = await store.dispatch(confirmBooking(context));
    expect(outcome).toEqual({ kind: 'invalid', problem: { key: 'firstName', field: 'firstName' } });
    expect(alertSpy).toHaveBeenCalledWith('Ism majburiy.');
    expect(calls).toEqual([]);
    expect(store.getState().bookingDialog!.status).toBe('open');
  });

  it('sends x-api-key only when the deployment configures one', async () => {
    let seen: string | null = 'unset';
    server.use(
      http.post(`${BASE}/api/bot/booking`, ({ request }) => {
        seen = request.headers.get('x-api-key');
        return HttpResponse.json({ id: 'bk-2', status: 'received' }, { status: 201 });
      }),
      okEmail,
    );
    const { store } = readyStore();
    await store.dispatch(confirmBooking(context));
    expect(seen).toBeNull();
    process.env.BOOKING_API_KEY = 'configured-at-build';
    try {
      const again = readyStore();
      await again.store.dispatch(confirmBooking(context));
      expect(seen).toBe('configured-at-build');
    } finally {
      delete process.env.BOOKING_API_KEY;
    }
  });
});
