/**
 * Today at the desk (the console against the staff API as MSW handlers, today 1 March 2030): an
 * unanswered request arriving today is there, flagged "awaiting reply", with Confirm at hand;
 * a confirmed arrival offers Check in, a guest leaving Check out, a stay whose arrival day passed
 * Check in or Mark no-show; guests in the house leaving that day say so; cancelled stays never
 * show; an action refused by the server (an arrival day not yet come) says the server's words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LanguageCode } from '../../src/shared/language/languages';
import { makeStore } from '../../src/store/store';
import { renderApp } from '../support/render';
import { BASE, detail } from './fakeStaffServer';
import { staffSuite } from './staffSuite';

const { fake, server } = staffSuite();
const LONG = { timeout: 15000 };

beforeEach(() => {
  fake.bookings = [
    detail({ id: 'b1', reference: 'GH-1111AA', guestName: 'Anna Schmidt', status: 'received' }),
    detail({
      id: 'b2',
      reference: 'GH-2222AA',
      guestName: 'Olim Karimov',
      status: 'checked_in',
      checkin: '2030-02-27',
      checkout: '2030-03-01',
    }),
    detail({
      id: 'b3',
      reference: 'GH-3333AA',
      guestName: 'Oʻgʻiloy Toʻxtayeva',
      status: 'confirmed',
      checkin: '2030-02-28',
      checkout: '2030-03-02',
    }),
    detail({ id: 'b4', reference: 'GH-4444AA', guestName: 'Ivan Petrov', status: 'cancelled' }),
    detail({
      id: 'b5',
      reference: 'GH-5555AA',
      guestName: 'Hans Müller',
      status: 'confirmed',
      checkin: '2030-03-02',
      checkout: '2030-03-04',
    }),
  ];
});

function openToday(code: LanguageCode) {
  if (fake.staff) fake.staff = { ...fake.staff, lang: code === 'UZ' ? 'uz' : code === 'RU' ? 'ru' : 'en' };
  return renderApp({ route: '/staff', store: makeStore({ language: { code } }) });
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]!.textContent);

describe('Today at the desk', () => {
  it('lists unanswered arrivals with Confirm, departures with Check out, the not arrived, and acts (RU)', async () => {
    const { user } = openToday('RU');
    const today = await screen.findByRole('region', { name: /^Сегодня · 1 марта 2030/ }, LONG);
    const arrivals = within(today).getByRole('list', { name: /^Заезд/ });
    expect(names(arrivals)).toEqual(['Anna Schmidt']);
    expect(arrivals).toHaveTextContent('Новая — ждёт ответа');
    const departures = within(today).getByRole('list', { name: /^Выезд/ });
    expect(names(departures)).toEqual(['Olim Karimov']);
    // In the house: the guest leaving today too, marked as such; a cancelled stay nowhere.
    const inHouse = within(today).getByRole('list', { name: /^Проживают/ });
    expect(names(inHouse)).toEqual(['Olim Karimov']);
    expect(inHouse).toHaveTextContent('Выезд сегодня');
    expect(within(inHouse).getByRole('link', { name: 'Открыть: Olim Karimov' })).toHaveAttribute(
      'href',
      '/staff/requests/GH-2222AA',
    );
    expect(screen.queryByText('Ivan Petrov')).not.toBeInTheDocument();
    const late = screen.getByRole('region', { name: 'Не заехали (1)' });
    expect(late).toHaveTextContent('День заезда прошёл, а гость не заселён: заселите его или отметьте незаезд.');
    expect(within(late).getByRole('button', { name: 'Заселить: Oʻgʻiloy Toʻxtayeva' })).toBeInTheDocument();
    expect(within(late).getByRole('button', { name: 'Отметить незаезд: Oʻgʻiloy Toʻxtayeva' })).toBeInTheDocument();
    const tomorrow = screen.getByRole('region', { name: /^Завтра · 2 марта 2030/ });
    expect(names(within(tomorrow).getByRole('list', { name: /^Заезд/ }))).toEqual(['Hans Müller']);
    expect(within(tomorrow).queryByRole('list', { name: /^Выезд/ })).not.toBeInTheDocument();

    // Confirm the unanswered request: it becomes a confirmed arrival, with Check in next.
    await user.click(within(arrivals).getByRole('button', { name: 'Подтвердить: Anna Schmidt' }));
    expect(await screen.findByText('Запрос подтверждён.', {}, LONG)).toBeInTheDocument();
    await within(today).findByRole('button', { name: 'Заселить: Anna Schmidt' }, LONG);
    expect(within(today).getByRole('list', { name: /^Заезд/ })).not.toHaveTextContent('Новая — ждёт ответа');
    expect(fake.calls.some((call) => call.method === 'POST' && call.path === '/api/staff/bookings/b1/confirm')).toBe(
      true,
    );

    // Check out the guest leaving: no longer in the house, still today's departure, nothing left to do.
    await user.click(within(departures).getByRole('button', { name: 'Оформить выезд: Olim Karimov' }));
    expect(await screen.findByText('Выезд оформлен.', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(within(today).queryByRole('list', { name: /^Проживают/ })).not.toBeInTheDocument());
    expect(
      within(within(today).getByRole('list', { name: /^Выезд/ })).getByRole('link', {
        name: 'Открыть: Olim Karimov',
      }),
    ).toBeInTheDocument();
  });

  it('offers tomorrow’s arrival no check-in (the request page asks first), and says the server’s words when it refuses one (EN)', async () => {
    server.use(
      http.post(`${BASE}/api/staff/bookings/b3/check-in`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'stay_over',
              message: 'The stay ended on 1 March 2030 (the check-out day): the guest can no longer be checked in.',
            },
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = openToday('EN');
    const tomorrow = await screen.findByRole('region', { name: /^Tomorrow · 2 March 2030/ }, LONG);
    expect(within(tomorrow).queryByRole('button', { name: 'Check in: Hans Müller' })).not.toBeInTheDocument();
    expect(within(tomorrow).getByRole('link', { name: 'Open: Hans Müller' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check in: Oʻgʻiloy Toʻxtayeva' }));
    await screen.findByText(
      'The stay ended on 1 March 2030 (the check-out day): the guest can no longer be checked in.',
      {},
      LONG,
    );
    expect(fake.bookings.find((b) => b.id === 'b3')!.status).toBe('confirmed');
  });

  it('speaks Uzbek: awaiting reply, Confirm, Check in', async () => {
    openToday('UZ');
    const today = await screen.findByRole('region', { name: /^Bugun · / }, LONG);
    expect(today).toHaveTextContent('Yangi — javob kutilmoqda');
    expect(within(today).getByRole('button', { name: 'Tasdiqlash: Anna Schmidt' })).toBeInTheDocument();
    expect(within(today).getByRole('button', { name: 'Ketishni rasmiylashtirish: Olim Karimov' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Joylashtirish: Oʻgʻiloy Toʻxtayeva' })).toBeInTheDocument();
  });
});
