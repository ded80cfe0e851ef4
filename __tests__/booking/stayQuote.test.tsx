import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { addDays, todayInHotel } from '../../src/domain/dates';
import type { CancellationPolicy } from '../../src/domain/rates';
import { findRoom } from '../../src/domain/rooms';
import BookingDialog from '../../src/features/booking/BookingDialog';
import { fieldChanged } from '../../src/features/booking/bookingDialogSlice';
import { bookingOpened } from '../../src/shared/bookNow/bookNowSlice';
import { formatStayDate } from '../../src/shared/format';
import type { LanguageCode } from '../../src/shared/language/languages';
import { makeStore } from '../../src/store/store';
import { renderWithProviders } from '../support/render';

/*
 * The booking dialog with the owner's prices (GET /api/quote): nights that cost differently shown
 * as bands with their sum, the single line when they cost the same, the server's total posted; a
 * price changed since the dialog showed it is said with the new total and booked on the second
 * Confirm, every value kept; a minimum stay is said on the check-out field; the cancellation
 * policy dated for the stay under the total.
 */

const BASE = 'http://127.0.0.1:9';
const room = findRoom(1)!;
const checkIn = addDays(todayInHotel(), 10);
const checkOut = addDays(checkIn, 3);
const nights = [checkIn, addDays(checkIn, 1), addDays(checkIn, 2)];

/** The server's quote of the stay with these nightly prices (one room). */
function quoteOf(prices: number[], extra: Record<string, unknown> = {}) {
  return {
    roomId: room.id,
    checkin: checkIn,
    checkout: checkOut,
    units: 1,
    nights: nights.map((date, i) => ({ date, price: prices[i]! })),
    total: prices.reduce((sum, p) => sum + p, 0),
    bookable: true,
    policy: null as CancellationPolicy | null,
    ...extra,
  };
}

let quoteAnswer: ReturnType<typeof quoteOf> | null = null;
const quoteAsks: URLSearchParams[] = [];
const bookings: Record<string, unknown>[] = [];
let botAnswers: { status: number; body: unknown }[] = [];

const server = setupServer(
  http.get(`${BASE}/api/quote`, ({ request }) => {
    quoteAsks.push(new URL(request.url).searchParams);
    return quoteAnswer
      ? HttpResponse.json(quoteAnswer)
      : HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 });
  }),
  http.get(`${BASE}/api/availability`, () =>
    HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
  ),
  http.get(`${BASE}/api/availability/:roomId/nights`, () =>
    HttpResponse.json({
      roomId: 1,
      units: room.units,
      from: todayInHotel(),
      to: addDays(todayInHotel(), 731),
      full: [],
    }),
  ),
  http.post(`${BASE}/api/bot/booking`, async ({ request }) => {
    bookings.push((await request.json()) as Record<string, unknown>);
    const answer = botAnswers.shift() ?? { status: 201, body: { id: 'bk-1', status: 'received', statusToken: 't' } };
    return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
  }),
  http.post(`${BASE}/api/booking/email`, () => HttpResponse.json({ id: 'bk-1', status: 'queued' })),
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
  quoteAnswer = null;
  botAnswers = [];
});
afterEach(() => {
  alertSpy.mockRestore();
  errorSpy.mockRestore();
  bookings.length = 0;
  quoteAsks.length = 0;
});
afterAll(() => {
  server.close();
  delete process.env.API_BASE_URL;
});

/** The dialog open on the single room for three nights, the guest's name, phone and nationality given. */
function openDialog(code: LanguageCode = 'EN') {
  const store = makeStore({ language: { code } });
  store.dispatch(bookingOpened({ roomId: room.id, checkIn, checkOut, phoneCountry: 'uz' }));
  store.dispatch(fieldChanged({ field: 'firstName', value: 'Aziz' }));
  store.dispatch(fieldChanged({ field: 'secondName', value: 'Karimov' }));
  store.dispatch(fieldChanged({ field: 'phoneNumber', value: '90 123 45 67' }));
  store.dispatch(fieldChanged({ field: 'nationality', value: { code: 'UZ', label: 'Uzbekistan' } }));
  return renderWithProviders(<BookingDialog />, { store });
}

/** Text with the formatters' spaces (no-break, narrow no-break) read as plain spaces. */
const plain = (element: Element) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The price box's lines above the total, as read. */
function priceLines(): string[] {
  const box = screen.getByTestId('booking-total').closest('p')!.parentElement!;
  return Array.from(box.querySelectorAll('p:not(.total):not(.policy)')).map(plain);
}

const total = () => plain(screen.getByTestId('booking-total'));

describe('the booking dialog with the owner’s prices', () => {
  it.each([
    ['EN', ["2 nights × 600,000 so'm", "1 night × 700,000 so'm"], "1,900,000 so'm", "from 600,000 so'm"],
    ['RU', ["2 ночи × 600 000 so'm", "1 ночь × 700 000 so'm"], "1 900 000 so'm", "от 600 000 so'm"],
    ['UZ', ["2 kecha × 600 000 so'm", "1 kecha × 700 000 so'm"], "1 900 000 so'm", "600 000 so'mdan"],
  ] as const)('in %s: a band per price when the nights differ, and their sum', async (code, lines, sum, rate) => {
    quoteAnswer = quoteOf([600_000, 700_000, 600_000]);
    openDialog(code);
    await waitFor(() => expect(priceLines()).toEqual(lines));
    expect(total()).toBe(sum);
    // The rate above names the lowest night's price.
    expect(plain(screen.getByText((_, el) => el?.tagName === 'STRONG' && /600/.test(el.textContent ?? '')))).toBe(rate);
    // The stay asked of the server: the room, the dates, the citizen's nationality, one room.
    expect(Object.fromEntries(quoteAsks[0]!)).toEqual({
      roomId: '1',
      checkin: checkIn,
      checkout: checkOut,
      nationality: 'UZ',
      units: '1',
    });
  });

  it("keeps today's single line when every night costs the same, and posts the quote's total", async () => {
    quoteAnswer = quoteOf([650_000, 650_000, 650_000]);
    const { user } = openDialog('EN');
    await waitFor(() => expect(total()).toBe("1,950,000 so'm"));
    expect(priceLines()).toEqual(["3 nights × 650,000 so'm"]);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bookings).toHaveLength(1));
    expect(bookings[0]).toMatchObject({ totalPrice: 1_950_000, nights: 3 });
  });

  it('shows today’s computation when the quote fails', async () => {
    openDialog('EN');
    await waitFor(() => expect(quoteAsks).toHaveLength(1));
    expect(priceLines()).toEqual(["3 nights × 400,000 so'm"]);
    expect(total()).toBe("1,200,000 so'm");
  });

  it('says a price that changed with the new total and bands, keeps every value, and books on the second Confirm', async () => {
    quoteAnswer = quoteOf([600_000, 600_000, 600_000]);
    botAnswers = [
      {
        status: 409,
        body: {
          error: {
            code: 'price_changed',
            field: 'totalPrice',
            message: "The price of this stay is now 2 140 000 so'm; send the new total to book it.",
          },
        },
      },
    ];
    const { user, store } = openDialog('EN');
    await waitFor(() => expect(total()).toBe("1,800,000 so'm"));
    // The owner changes the prices while the dialog is open.
    quoteAnswer = quoteOf([700_000, 700_000, 740_000]);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(plain(alert)).toBe(
      "The price of this stay has changed: now 2,140,000 so'm. Confirm again to book at this price.",
    );
    expect(alertSpy).toHaveBeenCalledWith(
      "The price of this stay has changed: now 2,140,000\u00a0so'm. Confirm again to book at this price.",
    );
    expect(priceLines()).toEqual(["2 nights × 700,000 so'm", "1 night × 740,000 so'm"]);
    expect(total()).toBe("2,140,000 so'm");
    // Nothing typed is lost, and nothing more is sent until the guest confirms again.
    expect(screen.getByLabelText('First name')).toHaveValue('Aziz');
    expect(screen.getByLabelText('Last name')).toHaveValue('Karimov');
    expect(store.getState().bookingDialog!.form).toMatchObject({ checkIn, checkOut, guestCount: 1 });
    expect(bookings).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.getState().bookingDialog!.status).toBe('success'));
    expect(bookings.map((b) => b.totalPrice)).toEqual([1_800_000, 2_140_000]);
  });

  it.each([
    ['EN', 'Check-out', 'A stay on these dates must last at least 4 nights. Choose a later check-out date.'],
    [
      'RU',
      'Дата выезда',
      'На эти даты проживание должно длиться не менее 4 ночей. Выберите более позднюю дату выезда.',
    ],
    ['UZ', 'Ketish sanasi', 'Bu sanalarda kamida 4 kecha qolish kerak. Kechroq ketish sanasini tanlang.'],
  ] as const)('in %s: a minimum stay is said on the check-out field, nothing typed lost', async (code, label, text) => {
    quoteAnswer = quoteOf([600_000, 600_000, 600_000]);
    botAnswers = [
      {
        status: 422,
        body: {
          error: {
            code: 'min_nights',
            field: 'checkout',
            message: 'A stay over these nights must last at least 4 nights.',
          },
        },
      },
    ];
    const { user, store } = openDialog(code);
    await waitFor(() => expect(quoteAsks.length).toBeGreaterThan(0));
    quoteAnswer = quoteOf([600_000, 600_000, 600_000], { bookable: false, reason: 'min_nights', minNights: 4 });
    await user.click(
      screen.getByRole('button', { name: { EN: 'Confirm', RU: 'Подтвердить', UZ: 'Tasdiqlash' }[code] }),
    );
    const checkout = screen.getByLabelText(label);
    await waitFor(() => expect(checkout).toHaveAttribute('aria-invalid', 'true'));
    expect(checkout).toHaveAccessibleDescription(text);
    expect(store.getState().bookingDialog!.form).toMatchObject({ checkIn, checkOut, firstName: 'Aziz' });
    expect(screen.getByLabelText({ EN: 'First name', RU: 'Имя', UZ: 'Ism' }[code])).toHaveValue('Aziz');
  });

  it('says before Confirm what the owner’s terms refuse of the stay', async () => {
    quoteAnswer = quoteOf([600_000, 600_000, 600_000], { bookable: false, reason: 'min_nights', minNights: 5 });
    openDialog('EN');
    expect(
      await screen.findByText('A stay on these dates must last at least 5 nights. Choose a later check-out date.'),
    ).toBeVisible();
  });

  it.each([
    ['EN', (when: string) => `Free cancellation until ${when}, 00:00 (Tashkent time).`],
    ['RU', (when: string) => `Бесплатная отмена — до ${when}, 00:00 (по ташкентскому времени).`],
    ['UZ', (when: string) => `${when}, 00:00 gacha bepul bekor qilish mumkin (Toshkent vaqti bilan).`],
  ] as const)(
    'in %s: the policy dated for the stay under the total, only once the owner has set one',
    async (code, line) => {
      quoteAnswer = quoteOf([600_000, 600_000, 600_000], { policy: { kind: 'free', before: 3, unit: 'days' } });
      openDialog(code);
      const expected = line(formatStayDate(addDays(checkIn, -3), code)).replace(/[\u00a0\u202f]/g, ' ');
      await waitFor(() =>
        expect(screen.getByText((_, el) => el?.tagName === 'P' && plain(el) === expected)).toBeVisible(),
      );
    },
  );

  it('says nothing of cancellation while no policy is set, and that it is never free with policy none', async () => {
    quoteAnswer = quoteOf([600_000, 600_000, 600_000]);
    const first = openDialog('EN');
    await waitFor(() => expect(total()).toBe("1,800,000 so'm"));
    expect(screen.queryByText(/cancel/i, { selector: 'p' })).not.toBeInTheDocument();
    first.unmount();
    quoteAnswer = quoteOf([600_000, 600_000, 600_000], { policy: { kind: 'none' } });
    openDialog('EN');
    expect(await screen.findByText('This booking cannot be cancelled free of charge.')).toBeVisible();
  });
});
