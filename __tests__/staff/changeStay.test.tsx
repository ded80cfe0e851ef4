/**
 * "Change booking" on a request's page (issue 51, point 4): the form by role and visible text in
 * the console's language, the server's new price shown before saving (…/change/preview, asked as
 * the form changes), the change sent with its reason, the owner's total field (reception has
 * none), the server's refusals in words under their field (409 sold out naming the nights, 422
 * rules), "Early departure" for a guest in the house, and a change's line of history in words.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../src/store/store';
import type { LanguageCode } from '../../src/shared/language/languages';
import { changeTexts } from '../../src/features/staff/change.texts';
import type { StayChangePreview, StaffBookingDetail } from '../../src/domain/staffApi';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { maskGuestData } from '../../src/store/devToolsSanitizer';
import { renderApp } from '../support/render';
import { BASE, detail, OWNER, RECEPTION } from './fakeStaffServer';
import { staffSuite } from './staffSuite';

const { fake, server } = staffSuite();

const LONG = { timeout: 15000 };

function openConsole(code: LanguageCode = 'EN') {
  return renderApp({ route: '/staff/requests/GH-7K3Q9M', store: makeStore({ language: { code } }) });
}

/** A date as the English date field writes it (dd/MM/yyyy); Russian and Uzbek write dd.MM.yyyy. */
function typed(iso: string, code: LanguageCode = 'EN'): string {
  const [y, m, d] = iso.split('-');
  return code === 'EN' ? `${d}/${m}/${y}` : `${d}.${m}.${y}`;
}

async function setDate(
  user: ReturnType<typeof openConsole>['user'],
  label: string,
  iso: string,
  code: LanguageCode = 'EN',
) {
  await user.click(screen.getByLabelText(label));
  await waitFor(() => expect(screen.getByLabelText(label)).not.toHaveAttribute('readonly'), LONG);
  fireEvent.change(screen.getByLabelText(label), { target: { value: typed(iso, code) } });
  await user.keyboard('{Escape}');
}

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The change routes: previews and saves are recorded; `refuse` answers a save (or preview) with an error. */
function changeRoutes(options: {
  refuse?: { status: number; error: Record<string, unknown> };
  refusePreview?: boolean;
}) {
  const previews: unknown[] = [];
  const saves: unknown[] = [];
  server.use(
    http.post(`${BASE}/api/staff/bookings/:id/change/preview`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      previews.push(body);
      if (options.refuse && options.refusePreview)
        return HttpResponse.json({ error: options.refuse.error }, { status: options.refuse.status });
      const booking = fake.bookings[0]!;
      const checkout = (body.checkout as string | undefined) ?? booking.checkout;
      const preview: StayChangePreview = {
        before: { ...booking, total: booking.totalPrice },
        after: {
          ...booking,
          checkout,
          nights: 3,
          total: (body.price as number | undefined) ?? 3_400_000,
        },
        nightPrices: [],
        priceBy: body.price === undefined ? 'quote' : 'owner',
        nightsAdded: ['2030-03-03'],
        nightsFreed: [],
        waived: {},
        deposit: { paid: 1_150_000, due: 1_150_000 },
      };
      return HttpResponse.json({ preview });
    }),
    http.post(`${BASE}/api/staff/bookings/:id/change`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      if (options.refuse) return HttpResponse.json({ error: options.refuse.error }, { status: options.refuse.status });
      const booking = fake.bookings[0]!;
      const changed: StaffBookingDetail = {
        ...booking,
        checkout: '2030-03-04',
        nights: 3,
        totalPrice: 3_400_000,
        history: [
          ...booking.history,
          {
            at: '2030-02-02T10:00:00.000Z',
            actor: fake.staff!.name,
            action: 'changed',
            detail: JSON.stringify({
              before: {
                checkin: '2030-03-01',
                checkout: '2030-03-03',
                nights: 2,
                guests: 2,
                roomId: 6,
                units: 1,
                total: 2_300_000,
              },
              after: {
                checkin: '2030-03-01',
                checkout: '2030-03-04',
                nights: 3,
                guests: 2,
                roomId: 6,
                units: 1,
                total: 3_400_000,
              },
              priceBy: 'quote',
              reason: body.reason,
            }),
          },
        ],
      };
      fake.bookings = [changed];
      return HttpResponse.json({ booking: changed });
    }),
  );
  return { previews, saves };
}

describe('request page: changing a stay', () => {
  it('a receptionist: the form, the new price before saving, the change with its reason, and its history in words', async () => {
    fake.staff = { ...RECEPTION, lang: 'en' };
    fake.bookings = [detail({ status: 'confirmed' })];
    const calls = changeRoutes({});
    const { user } = openConsole();
    await user.click(await screen.findByRole('button', { name: 'Change booking' }, LONG));
    const form = screen.getByRole('form', { name: 'Change booking' });
    expect(within(form).getByRole('heading', { name: 'Change booking' })).toHaveFocus();
    // Reception sets no price: no such field.
    expect(within(form).queryByLabelText("Total set by the owner (so'm)")).not.toBeInTheDocument();
    const preview = within(form).getByRole('region', { name: 'New price' });
    expect(preview).toHaveTextContent(changeTexts.EN.waiting);

    await setDate(user, 'Check-out date', '2030-03-04');
    await waitFor(
      () => expect(textOf(within(preview).getByText(/^Total:/))).toBe("Total: 2,300,000 so'm → 3,400,000 so'm"),
      LONG,
    );
    expect(preview).toHaveTextContent(changeTexts.EN.byQuote);
    expect(preview).toHaveTextContent('Nights added: 3 March.');
    expect(preview).toHaveTextContent("The deposit paid, 1,150,000 so'm, covers the changed booking too.");
    expect(calls.previews.at(-1)).toEqual({ checkout: '2030-03-04' });
    expect(calls.saves).toHaveLength(0);

    // No reason: asked for under its field, nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Save the change' }));
    const reason = within(form).getByLabelText('Reason (only staff see it)');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(
      'Required, up to 500 characters. Kept in the history. Write the reason (up to 500 characters).',
    );
    expect(calls.saves).toHaveLength(0);

    await user.type(reason, 'Flight moved');
    await user.click(within(form).getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText(changeTexts.EN.done, {}, LONG)).toHaveAttribute('role', 'status');
    expect(calls.saves).toEqual([{ checkout: '2030-03-04', reason: 'Flight moved' }]);
    expect(screen.queryByRole('form', { name: 'Change booking' })).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    const line = await within(history).findByText('Booking changed', {}, LONG);
    expect(textOf(line.closest('li')!)).toContain("total: 2,300,000 so'm → 3,400,000 so'm");
    expect(textOf(line.closest('li')!)).toContain('Reason: Flight moved');
  });

  it('the owner sets a total; a refusal is said in words under its field', async () => {
    fake.staff = OWNER;
    fake.bookings = [detail({ status: 'confirmed', units: 1 })];
    const calls = changeRoutes({
      refuse: {
        status: 409,
        error: { code: 'sold_out', message: 'x', field: 'checkout', nights: ['2030-03-03', '2030-03-04'] },
      },
    });
    const { user } = openConsole();
    await user.click(await screen.findByRole('button', { name: 'Change booking' }, LONG));
    const form = screen.getByRole('form', { name: 'Change booking' });
    await user.type(within(form).getByLabelText("Total set by the owner (so'm)"), '2000000');
    const preview = within(form).getByRole('region', { name: 'New price' });
    await waitFor(() => expect(preview).toHaveTextContent(changeTexts.EN.byOwner), LONG);
    expect(calls.previews.at(-1)).toEqual({ price: 2_000_000 });
    await setDate(user, 'Check-out date', '2030-03-05');
    await user.type(within(form).getByLabelText('Reason (only staff see it)'), 'Regular guest');
    await user.click(within(form).getByRole('button', { name: 'Save the change' }));
    const checkout = within(form).getByLabelText('Check-out date');
    await waitFor(() =>
      expect(checkout).toHaveAccessibleDescription('Not enough rooms of this type are free on 3 March, 4 March.'),
    );
    expect(calls.saves).toEqual([{ checkout: '2030-03-05', price: 2_000_000, reason: 'Regular guest' }]);
  });

  it('in Russian: a rule the server refuses is said in Russian under the rooms', async () => {
    fake.staff = { ...RECEPTION, lang: 'ru' };
    fake.bookings = [detail({ status: 'received' })];
    changeRoutes({
      refuse: {
        status: 422,
        error: { code: 'invalid', message: 'x', field: 'units', rule: 'units_out_of_range', units: 2 },
      },
      refusePreview: true,
    });
    const { user } = openConsole('RU');
    await user.click(await screen.findByRole('button', { name: 'Изменить бронь' }, LONG));
    const form = screen.getByRole('form', { name: 'Изменить бронь' });
    const units = within(form).getByLabelText('Количество номеров');
    await user.clear(units);
    await user.type(units, '3');
    await waitFor(() => expect(units).toHaveAccessibleDescription('Номеров этого типа всего 2.'), LONG);
    expect(within(form).getByRole('region', { name: 'Новая цена' })).toHaveTextContent('Номеров этого типа всего 2.');
  });

  it('a guest in the house: Early departure opens on today’s check-out with its reason written; the check-in stays', async () => {
    const today = todayInHotel();
    fake.staff = { ...RECEPTION, lang: 'en' };
    fake.bookings = [detail({ status: 'checked_in', checkin: addDays(today, -1), checkout: addDays(today, 3) })];
    const calls = changeRoutes({});
    const { user } = openConsole();
    await user.click(await screen.findByRole('button', { name: 'Early departure' }, LONG));
    const form = screen.getByRole('form', { name: 'Early departure' });
    expect(form).toHaveTextContent(changeTexts.EN.earlyLead);
    expect(within(form).getByLabelText('Check-in date')).toBeDisabled();
    expect(within(form).getByLabelText('Reason (only staff see it)')).toHaveValue('Early departure');
    // Room type and guests are not an early departure's.
    expect(within(form).queryByLabelText('Room type')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.previews.at(-1)).toEqual({ checkout: today }), LONG);
    await user.click(within(form).getByRole('button', { name: 'Save the change' }));
    await waitFor(() => expect(calls.saves).toEqual([{ checkout: today, reason: 'Early departure' }]), LONG);
  });

  it('offers nothing to change once the stay is over', async () => {
    fake.staff = { ...RECEPTION, lang: 'en' };
    fake.bookings = [detail({ status: 'checked_out' })];
    openConsole();
    await screen.findByRole('heading', { name: /GH-7K3Q9M/ }, LONG);
    expect(screen.queryByRole('button', { name: 'Change booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Early departure' })).not.toBeInTheDocument();
  });
});

describe('Redux DevTools', () => {
  it('masks a change’s reason (free text about the guest) and keeps its figures', () => {
    const args = {
      id: 'b1',
      ask: { checkout: '2030-03-04', price: 2_000_000, reason: 'Anna asked, +998 90 123 45 67' },
    };
    expect(maskGuestData(args)).toEqual({
      id: 'b1',
      ask: { checkout: '2030-03-04', price: 2_000_000, reason: '<text>' },
    });
    // A decline's reason is a code, and stays.
    const decline = { id: 'b1', action: { kind: 'decline', reason: 'full' } };
    expect(maskGuestData(decline)).toBe(decline);
  });
});
