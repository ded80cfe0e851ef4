import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { findRoom } from '../../src/domain/rooms';
import BookingDialog from '../../src/features/booking/BookingDialog';
import { fieldChanged } from '../../src/features/booking/bookingDialogSlice';
import { bookingOpened } from '../../src/shared/bookNow/bookNowSlice';
import { readBookingRecords } from '../../src/shared/myRequests/bookingRecords';
import type { LanguageCode } from '../../src/shared/language/languages';
import { makeStore } from '../../src/store/store';
import { renderWithProviders } from '../support/render';

/*
 * The booking dialog for a group: four guests in the twin (two beds) need two
 * rooms; the dialog says so, lets the guest change the count within what is free, prices nights ×
 * price × rooms and sends `units`; it refuses, on the guests or rooms field, what the server would.
 */

const BASE = 'http://127.0.0.1:9';
const twin = findRoom(2)!;
const bodies: Record<string, unknown>[] = [];
/** What GET /api/availability says is free of the twin (undefined: the server cannot say). */
let twinFree: number | undefined;
let botAnswer: { status: number; body: unknown } = {
  status: 201,
  body: { id: 'bk-group', status: 'received', statusToken: 't' },
};

const server = setupServer(
  http.get(`${BASE}/api/availability`, ({ request }) => {
    const url = new URL(request.url);
    if (twinFree === undefined)
      return HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 });
    return HttpResponse.json({
      checkin: url.searchParams.get('checkin'),
      checkout: url.searchParams.get('checkout'),
      rooms: [{ roomId: 2, units: twin.units, free: twinFree }],
    });
  }),
  http.get(`${BASE}/api/availability/:roomId/nights`, () =>
    HttpResponse.json({
      roomId: 2,
      units: twin.units,
      from: todayInHotel(),
      to: addDays(todayInHotel(), 731),
      full: [],
    }),
  ),
  http.post(`${BASE}/api/bot/booking`, async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(botAnswer.body as Record<string, unknown>, { status: botAnswer.status });
  }),
  http.post(`${BASE}/api/booking/email`, async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ id: 'bk-group', status: 'queued' });
  }),
);

let alertSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;
beforeAll(() => {
  process.env.API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  twinFree = undefined;
  botAnswer = { status: 201, body: { id: 'bk-group', status: 'received', statusToken: 't' } };
});
afterEach(() => {
  alertSpy.mockRestore();
  errorSpy.mockRestore();
  bodies.length = 0;
});
afterAll(() => {
  server.close();
  delete process.env.API_BASE_URL;
});

const checkIn = addDays(todayInHotel(), 6);
const checkOut = addDays(checkIn, 2);

/** The dialog open on the twin for two nights, the guest's name, phone and nationality given. */
function openTwin(code: LanguageCode = 'EN', guests?: number) {
  const store = makeStore({ language: { code } });
  store.dispatch(bookingOpened({ roomId: 2, checkIn, checkOut, guests, phoneCountry: 'uz' }));
  store.dispatch(fieldChanged({ field: 'firstName', value: 'Aziz' }));
  store.dispatch(fieldChanged({ field: 'secondName', value: 'Karimov' }));
  store.dispatch(fieldChanged({ field: 'phoneNumber', value: '90 123 45 67' }));
  store.dispatch(fieldChanged({ field: 'nationality', value: { code: 'UZ', label: 'Uzbekistan' } }));
  return renderWithProviders(<BookingDialog />, { store });
}

const LABELS = {
  EN: { guests: 'Guests', units: 'Rooms', more: 'One room more', fewer: 'One room fewer', confirm: 'Confirm' },
  RU: {
    guests: 'Количество гостей',
    units: 'Количество номеров',
    more: 'На один номер больше',
    fewer: 'На один номер меньше',
    confirm: 'Подтвердить',
  },
  UZ: {
    guests: 'Mehmonlar soni',
    units: 'Xonalar soni',
    more: 'Bitta xona koʻproq',
    fewer: 'Bitta xona kamroq',
    confirm: 'Tasdiqlash',
  },
} as const;

/** Text with the formatters' spaces (no-break, narrow no-break) read as plain spaces. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the booking dialog for a group', () => {
  it.each([
    ['EN', "2 nights × 480,000 so'm × 2 rooms", "1,920,000 so'm", '2 rooms for 4 guests · up to 2 guests in a room'],
    ['RU', "2 ночи × 480 000 so'm × 2 номера", "1 920 000 so'm", '2 номера для 4 гостей · до 2 гостей в номере'],
    [
      'UZ',
      "2 kecha × 480 000 so'm × 2 ta xona",
      "1 920 000 so'm",
      '4 mehmon uchun 2 ta xona · har bir xonada 2 kishigacha',
    ],
  ] as const)(
    '4 guests in the twin (%s): 2 rooms, nights × price × rooms and the total',
    async (code, line, total, hint) => {
      const { user } = openTwin(code);
      const labels = LABELS[code];
      // One guest: one room, no rooms field.
      expect(screen.queryByLabelText(labels.units)).not.toBeInTheDocument();
      const guests = screen.getByLabelText(labels.guests);
      await user.tripleClick(guests);
      await user.keyboard('4');
      const units = screen.getByLabelText(labels.units);
      expect(units).toHaveValue(2);
      expect(units).toHaveAttribute('min', '2');
      expect(units).toHaveAttribute('max', String(twin.units));
      expect(units).toHaveAccessibleDescription(hint);
      expect(plain(screen.getByText((_, el) => el?.tagName === 'SPAN' && plain(el as HTMLElement) === line))).toBe(
        line,
      );
      expect(plain(screen.getByTestId('booking-total'))).toBe(total);
    },
  );

  it("the count changes with the stepper (keyboard too) from the rooms needed up to the kind's rooms, and the total follows", async () => {
    const { user, store } = openTwin('EN', 4);
    const units = screen.getByRole('spinbutton', { name: 'Rooms' });
    const fewer = screen.getByRole('button', { name: 'One room fewer' });
    const more = screen.getByRole('button', { name: 'One room more' });
    expect(fewer).toBeDisabled(); // two rooms are what four guests need
    await user.click(more);
    expect(units).toHaveValue(3);
    expect(plain(screen.getByTestId('booking-total'))).toBe("2,880,000 so'm");
    // From the keyboard: Tab to the button, Enter and Space press it.
    more.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(units).toHaveValue(5);
    fewer.focus();
    await user.keyboard('{Enter}');
    expect(units).toHaveValue(4);
    // Typed straight into the field.
    await user.tripleClick(units);
    await user.keyboard('2');
    expect(units).toHaveValue(2);
    expect(store.getState().bookingDialog!.form.units).toBe(2);
    // Other guests: the rooms go back to what they need.
    await user.tripleClick(screen.getByLabelText('Guests'));
    await user.keyboard('6');
    expect(units).toHaveValue(3);
    expect(store.getState().bookingDialog!.form.units).toBeUndefined();
  });

  it('stops at the rooms free for the stay, and says how many are', async () => {
    twinFree = 3;
    openTwin('EN', 4);
    const units = screen.getByRole('spinbutton', { name: 'Rooms' });
    await waitFor(() => expect(units).toHaveAttribute('max', '3'));
    expect(units).toHaveAccessibleDescription(
      '2 rooms for 4 guests · up to 2 guests in a room · 3 free for your dates',
    );
  });

  it('sends units and the total for every room; the request kept on this device says how many rooms', async () => {
    const { user, store } = openTwin('EN', 4);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.getState().bookingDialog!.status).toBe('success'));
    expect(bodies[0]).toMatchObject({ roomId: 2, guests: 4, units: 2, nights: 2, totalPrice: 1_920_000 });
    expect(bodies[1]).toMatchObject({ units: 2, totalPrice: 1_920_000, bookingId: 'bk-group' });
    expect(readBookingRecords()[0]).toMatchObject({ guests: 4, units: 2, totalPrice: 1_920_000 });
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("shows the server's reference in the success popup and keeps it with the request on this device", async () => {
    botAnswer = { status: 201, body: { id: 'bk-group', reference: 'GH-7K3Q9M', status: 'received', statusToken: 't' } };
    const { user, store } = openTwin('EN', 4);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.getState().bookingDialog!.status).toBe('success'));
    expect(screen.getByText('Request number: GH-7K3Q9M')).toBeInTheDocument();
    expect(screen.queryByText(/bk-group/)).not.toBeInTheDocument();
    expect(readBookingRecords()[0]).toMatchObject({ bookingId: 'bk-group', reference: 'GH-7K3Q9M' });
  });

  it("a request for one room is the spec's own body, without units", async () => {
    const { user, store } = openTwin('EN', 2);
    expect(screen.queryByRole('spinbutton', { name: 'Rooms' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.getState().bookingDialog!.status).toBe('success'));
    expect(bodies[0]).not.toHaveProperty('units');
    expect(bodies[0]).toMatchObject({ guests: 2, totalPrice: 960_000 });
    expect(readBookingRecords()[0]).toMatchObject({ units: 1 });
  });

  it.each([
    ['EN', '2 rooms of this kind take at most 4 guests. Add a room or choose fewer guests.'],
    ['RU', '2 номера этой категории вмещают не более 4 гостей. Добавьте номер или укажите меньше гостей.'],
    ['UZ', 'Bu turdagi 2 ta xonaga koʻpi bilan 4 mehmon sigʻadi. Xona qoʻshing yoki mehmonlar sonini kamaytiring.'],
  ] as const)(
    'refuses more guests than the rooms take (%s), on the guests field, before any request',
    async (code, message) => {
      const { user } = openTwin(code, 5);
      const labels = LABELS[code];
      const units = screen.getByLabelText(labels.units);
      expect(units).toHaveValue(3);
      await user.tripleClick(units);
      await user.keyboard('2');
      await user.click(screen.getByRole('button', { name: labels.confirm }));
      expect(alertSpy).toHaveBeenCalledWith(message);
      const guests = screen.getByLabelText(labels.guests);
      expect(guests).toHaveAttribute('aria-invalid', 'true');
      expect(guests).toHaveAccessibleDescription(message);
      expect(guests).toHaveFocus();
      expect(bodies).toEqual([]);
      // Adding the room clears it.
      await user.click(screen.getByRole('button', { name: labels.more }));
      expect(guests).not.toHaveAttribute('aria-invalid');
    },
  );

  it('refuses more rooms than are free, on the rooms field, before any request', async () => {
    twinFree = 2;
    const { user } = openTwin('EN', 6);
    const units = screen.getByRole('spinbutton', { name: 'Rooms' });
    await waitFor(() => expect(units).toHaveAccessibleDescription(/2 free for your dates/));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const message = 'Only 2 rooms of this kind are free for your dates. Choose fewer rooms or other dates.';
    expect(alertSpy).toHaveBeenCalledWith(message);
    expect(units).toHaveAttribute('aria-invalid', 'true');
    expect(within(units.closest('div')!.parentElement!).getByText(message)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("refuses more guests than all the kind's rooms take: the deluxe suite's two rooms take four", async () => {
    const store = makeStore({ language: { code: 'EN' } });
    store.dispatch(bookingOpened({ roomId: 6, checkIn, checkOut, guests: 6, phoneCountry: 'uz' }));
    store.dispatch(fieldChanged({ field: 'firstName', value: 'Aziz' }));
    store.dispatch(fieldChanged({ field: 'secondName', value: 'Karimov' }));
    store.dispatch(fieldChanged({ field: 'phoneNumber', value: '90 123 45 67' }));
    store.dispatch(fieldChanged({ field: 'nationality', value: { code: 'UZ', label: 'Uzbekistan' } }));
    const { user } = renderWithProviders(<BookingDialog />, { store });
    expect(screen.getByRole('spinbutton', { name: 'Rooms' })).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'One room more' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(alertSpy).toHaveBeenCalledWith(
      '2 rooms of this kind take at most 4 guests. Choose fewer guests or another room.',
    );
    expect(bodies).toEqual([]);
  });

  it.each([
    [
      'too_many_guests',
      'guests',
      'Guests',
      '2 rooms of this kind take at most 4 guests. Add a room or choose fewer guests.',
    ],
    ['units_out_of_range', 'units', 'Rooms', `This kind has ${twin.units} rooms: choose from 1 to ${twin.units}.`],
  ] as const)("the server's %s is shown with the same words on its field", async (code, field, label, message) => {
    botAnswer = { status: 400, body: { error: { code, message: 'x', field } } };
    const { user, store } = openTwin('EN', 4);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.getState().bookingDialog!.status).toBe('open'));
    expect(alertSpy).toHaveBeenCalledWith(message);
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  });
});
