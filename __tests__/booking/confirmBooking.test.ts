import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore } from '../../src/app/store';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { bookingOpened, fieldChanged } from '../../src/features/booking/bookingDialogSlice';
import { readBookingRecords } from '../../src/features/booking/bookingRecords';
import { confirmBooking, type ConfirmContext } from '../../src/features/booking/confirmBooking';

const BASE = 'http://127.0.0.1:9';
const calls: { url: string; body: Record<string, unknown>; key: string | null }[] = [];

const server = setupServer();
beforeAll(() => {
  process.env.API_BASE_URL = BASE;
  process.env.HOTEL_EMAIL = 'booking@gulshan-hotel.example';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => {
  server.close();
  delete process.env.API_BASE_URL;
  delete process.env.HOTEL_EMAIL;
});

function record(url: string) {
  return async ({ request }: { request: Request }) => {
    calls.push({ url, body: (await request.json()) as Record<string, unknown>, key: request.headers.get('idempotency-key') });
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
  errorMessage: 'An error occurred. Please try again later.',
  extraAlerts: { phoneInvalid: 'bad phone', emailInvalid: 'bad email' },
  emailTimeoutMs: 200,
};

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
    });
    expect(calls[1]!.body).toEqual({ ...calls[0]!.body, toEmail: 'booking@gulshan-hotel.example', bookingId: 'bk-1' });
    expect(calls[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    const state = store.getState().bookingDialog;
    expect(state.status).toBe('success');
    expect(state.form.firstName).toBe('');
    expect(state.form.guestCount).toBe(1);
    const [saved] = readBookingRecords();
    expect(saved).toMatchObject({ bookingId: 'bk-1', roomId: 6, pricePerNight: 1150000, totalPrice: 2300000, email: 'anna@example.com', phoneE164: '+4930901820', nationality: { code: 'DE', label: 'Germany' }, dates: { nights: 2 } });
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
    expect(outcome).toEqual({ kind: 'failed' });
    expect(calls.map((c) => c.url)).toEqual(['bot']);
    expect(alertSpy).toHaveBeenCalledWith('An error occurred. Please try again later.');
    expect(errorSpy).toHaveBeenCalled();
    const state = store.getState().bookingDialog;
    expect(state.status).toBe('open');
    expect(state.failed).toBe(true);
    expect(state.form.firstName).toBe(' Anna ');
    expect(readBookingRecords()).toEqual([]);
  });

  it('when the email call times out the error alert shows and the values stay; a retry reuses the key', async () => {
    server.use(
      okBot,
      http.post(`${BASE}/api/booking/email`, async (info) => {
        await record('email')(info);
        await delay(1000);
        return HttpResponse.json({ id: 'bk-1', status: 'queued' });
      }),
    );
    const { store } = readyStore();
    const outcome = await store.dispatch(confirmBooking(context));
    expect(outcome).toEqual({ kind: 'failed' });
    expect(calls.map((c) => c.url)).toEqual(['bot', 'email']);
    expect(alertSpy).toHaveBeenCalledWith('An error occurred. Please try again later.');
    expect(store.getState().bookingDialog.status).toBe('open');
    expect(store.getState().bookingDialog.form.secondName).toBe('Schmidt');

    server.resetHandlers(okBot, okEmail);
    const firstKey = calls[0]!.key;
    calls.length = 0;
    expect(await store.dispatch(confirmBooking(context))).toEqual({ kind: 'sent', bookingId: 'bk-1' });
    expect(calls.map((c) => c.key)).toEqual([firstKey, firstKey]);
  });

  it('an invalid form alerts the first Uzbek message and sends nothing', async () => {
    server.use(okBot, okEmail);
    const store = makeStore();
    store.dispatch(bookingOpened({ roomId: 1 }));
    const outcome = await store.dispatch(confirmBooking(context));
    expect(outcome).toEqual({ kind: 'invalid', problem: { key: 'firstName', field: 'firstName' } });
    expect(alertSpy).toHaveBeenCalledWith('Ism majburiy.');
    expect(calls).toEqual([]);
    expect(store.getState().bookingDialog.status).toBe('open');
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
