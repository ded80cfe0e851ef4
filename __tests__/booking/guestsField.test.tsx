import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { GUESTS } from '../../src/domain/guests';
import BookingDialog from '../../src/features/booking/BookingDialog';
import { fieldChanged } from '../../src/features/booking/bookingDialogSlice';
import { bookingOpened } from '../../src/shared/bookNow/bookNowSlice';
import type { LanguageCode } from '../../src/shared/language/languages';
import { makeStore } from '../../src/store/store';
import { renderWithProviders } from '../support/render';

/*
 * The dialog's count fields edit like number fields. The guest may empty the
 * guests field or type part of a number; the rule (spec section 5: at least one, invalid or lower
 * input becomes one; at most what one request may name and the kind's rooms take) applies when the
 * guest leaves the field, presses Enter or confirms.
 */

const BASE = 'http://127.0.0.1:9';
const bodies: Record<string, unknown>[] = [];

const server = setupServer(
  // The server cannot say what is free: the dialog then checks against the kind's rooms.
  http.get(`${BASE}/api/availability`, () =>
    HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
  ),
  http.get(`${BASE}/api/availability/:roomId/nights`, ({ params }) =>
    HttpResponse.json({
      roomId: Number(params.roomId),
      units: 2,
      from: todayInHotel(),
      to: addDays(todayInHotel(), 731),
      full: [],
    }),
  ),
  http.post(`${BASE}/api/bot/booking`, async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ id: 'bk-guests', status: 'received', statusToken: 't' }, { status: 201 });
  }),
  http.post(`${BASE}/api/booking/email`, () => HttpResponse.json({ id: 'bk-guests', status: 'queued' })),
);

let alertSpy: jest.SpyInstance;
beforeAll(() => {
  process.env.API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  alertSpy.mockRestore();
  bodies.length = 0;
});
afterAll(() => {
  server.close();
  delete process.env.API_BASE_URL;
});

const checkIn = addDays(todayInHotel(), 6);
const checkOut = addDays(checkIn, 2);

/** The dialog open on `roomId` (the twin: eight rooms for two; the deluxe suite: two for two), the guest's details given unless `blank`. */
function openDialog(
  code: LanguageCode = 'EN',
  { roomId = 2, guests, blank = false }: { roomId?: number; guests?: number; blank?: boolean } = {},
) {
  const store = makeStore({ language: { code } });
  store.dispatch(bookingOpened({ roomId, checkIn, checkOut, guests, phoneCountry: 'uz' }));
  if (!blank) {
    store.dispatch(fieldChanged({ field: 'firstName', value: 'Aziz' }));
    store.dispatch(fieldChanged({ field: 'secondName', value: 'Karimov' }));
    store.dispatch(fieldChanged({ field: 'phoneNumber', value: '90 123 45 67' }));
    store.dispatch(fieldChanged({ field: 'nationality', value: { code: 'UZ', label: 'Uzbekistan' } }));
  }
  return renderWithProviders(<BookingDialog />, { store });
}

const LABELS = {
  EN: { guests: 'Guests', confirm: 'Confirm', firstName: 'First name' },
  RU: { guests: 'Количество гостей', confirm: 'Подтвердить', firstName: 'Имя' },
  UZ: { guests: 'Mehmonlar soni', confirm: 'Tasdiqlash', firstName: 'Ism' },
} as const;

/** More than one request may name: the message in the guest's language (it ends with reception's phone). */
const RANGE = {
  EN: new RegExp(`^One request can be for at most ${GUESTS.max} guests\\. For a larger group, call reception: .+\\.$`),
  RU: new RegExp(
    `^В одном запросе — не более ${GUESTS.max} гостей\\. Для большой группы позвоните на ресепшен: .+\\.$`,
  ),
  UZ: new RegExp(
    `^Bitta soʻrovda koʻpi bilan ${GUESTS.max} mehmon boʻlishi mumkin\\. Kattaroq guruh uchun qabulxonaga qoʻngʻiroq qiling: .+\\.$`,
  ),
} as const;

const LANGS = ['EN', 'RU', 'UZ'] as const;

/**
 * The guest leaves the field by clicking the dialog's heading (react-modal keeps Tab inside the
 * dialog by its own tab order, which jsdom cannot lay out; the browser tests press Tab).
 */
async function leaveField(user: ReturnType<typeof openDialog>['user']) {
  await user.click(screen.getAllByRole('heading', { level: 2 })[0]!);
}

describe("the booking dialog's guests field", () => {
  it.each(LANGS)(
    'may be emptied while the guest edits: select all, delete, type 3 gives 3, not 13 (%s)',
    async (code) => {
      const { user, store } = openDialog(code);
      const guests = screen.getByRole('spinbutton', { name: LABELS[code].guests });
      expect(guests).toHaveValue(1);
      await user.tripleClick(guests);
      await user.keyboard('{Backspace}');
      expect(guests).toHaveDisplayValue('');
      await user.keyboard('3');
      expect(guests).toHaveValue(3);
      expect(store.getState().bookingDialog!.form.guestCount).toBe(3);
      // The same after clearing it outright.
      await user.clear(guests);
      await user.type(guests, '4');
      expect(guests).toHaveValue(4);
      expect(store.getState().bookingDialog!.form.guestCount).toBe(4);
    },
  );

  it('takes digits only', async () => {
    const { user } = openDialog();
    const guests = screen.getByRole('spinbutton', { name: 'Guests' });
    await user.clear(guests);
    await user.type(guests, '-2e.,+');
    expect(guests).toHaveValue(2);
  });

  it.each(['', '0'])(
    'becomes 1 when the guest leaves it as %j (spec section 5: invalid or lower input becomes 1)',
    async (typed) => {
      const { user, store } = openDialog('EN', { guests: 3 });
      const guests = screen.getByRole('spinbutton', { name: 'Guests' });
      await user.clear(guests);
      if (typed) await user.type(guests, typed);
      expect(guests).toHaveDisplayValue(typed);
      // Partly typed: the count already chosen holds until the guest leaves the field.
      expect(store.getState().bookingDialog!.form.guestCount).toBe(3);
      await leaveField(user);
      expect(guests).toHaveValue(1);
      expect(store.getState().bookingDialog!.form.guestCount).toBe(1);
      expect(guests).not.toHaveAttribute('aria-invalid');
    },
  );

  it('Enter on an emptied field applies the rule before Confirm reads it: the request is for 1 guest', async () => {
    const { user, store } = openDialog('EN', { guests: 3 });
    const guests = screen.getByRole('spinbutton', { name: 'Guests' });
    await user.clear(guests);
    await user.keyboard('{Enter}');
    expect(guests).toHaveValue(1);
    await waitFor(() => expect(store.getState().bookingDialog!.status).toBe('success'));
    expect(alertSpy).not.toHaveBeenCalled();
    expect(bodies[0]).toMatchObject({ guests: 1 });
  });

  it("Enter keeps the spec's order of checks: an empty first name is still the first alert", async () => {
    const { user } = openDialog('RU', { blank: true });
    const guests = screen.getByRole('spinbutton', { name: LABELS.RU.guests });
    await user.clear(guests);
    await user.keyboard('{Enter}');
    expect(guests).toHaveValue(1);
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('Ism majburiy.');
    expect(screen.getByLabelText(LABELS.RU.firstName)).toHaveFocus();
  });

  it.each(LANGS)(
    "12 and Confirm: the alert in the guest's language, on the guests field, nothing sent and nothing cut down (%s)",
    async (code) => {
      const { user, store } = openDialog(code);
      const guests = screen.getByRole('spinbutton', { name: LABELS[code].guests });
      await user.tripleClick(guests);
      await user.keyboard('12');
      await user.click(screen.getByRole('button', { name: LABELS[code].confirm }));
      expect(alertSpy).toHaveBeenCalledTimes(1);
      expect(alertSpy).toHaveBeenCalledWith(expect.stringMatching(RANGE[code]));
      expect(guests).toHaveValue(12);
      expect(guests).toHaveAttribute('aria-invalid', 'true');
      expect(guests).toHaveAccessibleDescription(RANGE[code]);
      expect(guests).toHaveFocus();
      expect(store.getState().bookingDialog!.status).toBe('open');
      expect(bodies).toEqual([]);
    },
  );

  it('12 and Enter: the same alert, nothing sent', async () => {
    const { user } = openDialog('EN');
    const guests = screen.getByRole('spinbutton', { name: 'Guests' });
    await user.tripleClick(guests);
    await user.keyboard('12{Enter}');
    expect(alertSpy).toHaveBeenCalledWith(expect.stringMatching(RANGE.EN));
    expect(guests).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('leaving it above what fits marks it at once, without an alert and without pulling the focus back', async () => {
    const { user } = openDialog('EN');
    const guests = screen.getByRole('spinbutton', { name: 'Guests' });
    await user.tripleClick(guests);
    await user.keyboard('12');
    await leaveField(user);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(guests).toHaveAttribute('aria-invalid', 'true');
    expect(guests).toHaveAccessibleDescription(RANGE.EN);
    expect(guests).not.toHaveFocus();
    // A count that fits clears the mark.
    await user.tripleClick(guests);
    await user.keyboard('4');
    expect(guests).not.toHaveAttribute('aria-invalid');
  });

  it("leaving it above what the kind's rooms take (the deluxe suite: two rooms for two) says so on the field", async () => {
    const { user } = openDialog('EN', { roomId: 6 });
    const guests = screen.getByRole('spinbutton', { name: 'Guests' });
    await user.tripleClick(guests);
    await user.keyboard('5');
    await leaveField(user);
    expect(guests).toHaveAttribute('aria-invalid', 'true');
    expect(guests).toHaveAccessibleDescription(
      '2 rooms of this kind take at most 4 guests. Choose fewer guests or another room.',
    );
    expect(alertSpy).not.toHaveBeenCalled();
  });
});

describe("the booking dialog's rooms field", () => {
  it('may be emptied while the guest edits, and becomes one room when left empty', async () => {
    const { user, store } = openDialog('EN', { guests: 4 });
    const units = screen.getByRole('spinbutton', { name: 'Rooms' });
    expect(units).toHaveValue(2);
    await user.clear(units);
    expect(units).toHaveDisplayValue('');
    await user.keyboard('3');
    expect(units).toHaveValue(3);
    expect(store.getState().bookingDialog!.form.units).toBe(3);
    await user.clear(units);
    await leaveField(user);
    expect(units).toHaveValue(1);
    expect(store.getState().bookingDialog!.form.units).toBe(1);
  });
});
