/**
 * The console's other room screens (issue 51) against the contract's API as MSW handlers:
 * housekeeping (a housekeeping account sees only its list and its settings, marks a room in its
 * own language, departures first), the owner's rooms (by floor, add, a number in use said in
 * words, retire after asking, out of service over stays asks "anyway" and sends confirm), a
 * request's rooms ("Room 405 · 1–3 March", move to another room of its type for some nights, a
 * refusal in words) and Today's arrival whose room is not clean.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { LanguageCode } from '../../src/shared/language/languages';
import { makeStore } from '../../src/store/store';
import { renderApp } from '../support/render';
import { detail, HOUSEKEEPER, RECEPTION } from './fakeStaffServer';
import { staffSuite } from './staffSuite';

const { fake } = staffSuite();
const LONG = { timeout: 15000 };
const words = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);
const notice = () => document.getElementById('staff-notice')!;
const posts = (suffix: string) => fake.calls.filter((call) => call.method === 'POST' && call.path.endsWith(suffix));

function open(route: string, code: LanguageCode = 'EN') {
  if (fake.staff) fake.staff = { ...fake.staff, lang: code === 'UZ' ? 'uz' : code === 'RU' ? 'ru' : 'en' };
  return renderApp({ route, store: makeStore({ language: { code } }) });
}

beforeEach(() => {
  fake.bookings = [
    // Left today from 203; in 204 until the 3rd; arriving today in 405.
    detail({
      id: 'b1',
      reference: 'GH-1111AA',
      guestName: 'Olim Karimov',
      status: 'checked_out',
      roomId: 2,
      checkin: '2030-02-27',
      checkout: '2030-03-01',
    }),
    detail({
      id: 'b2',
      reference: 'GH-2222AA',
      guestName: 'Hans Müller',
      status: 'checked_in',
      roomId: 2,
      checkin: '2030-02-28',
      checkout: '2030-03-03',
    }),
    detail({
      id: 'b3',
      reference: 'GH-3333AA',
      guestName: 'Anna Schmidt',
      status: 'confirmed',
      roomId: 6,
      checkin: '2030-03-01',
      checkout: '2030-03-04',
    }),
  ];
  fake.assigned.set('b1', [{ roomNumber: '203', from: '2030-02-27', to: '2030-03-01' }]);
  fake.assigned.set('b2', [{ roomNumber: '204', from: '2030-02-28', to: '2030-03-03' }]);
  fake.assigned.set('b3', [{ roomNumber: '405', from: '2030-03-01', to: '2030-03-04' }]);
  fake.hotelRooms.find((room) => room.number === '203')!.housekeeping = 'dirty';
  fake.hotelRooms.find((room) => room.number === '405')!.housekeeping = 'dirty';
});

describe('housekeeping', () => {
  it('UZ: a housekeeping account sees only its list and settings, departures first, and marks a room clean', async () => {
    fake.staff = HOUSEKEEPER;
    const { user } = open('/staff', 'UZ');
    // Its Today is its list.
    expect(await screen.findByRole('heading', { level: 1, name: 'Tozalash' }, LONG)).toBeInTheDocument();
    const menu = screen.getByRole('navigation');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tozalash', 'Sozlamalar']);
    const departures = await screen.findByRole('region', { name: 'Mehmon ketgan xonalar (1)' });
    const groups = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(groups.slice(0, 3)).toEqual(['hk-group-departure', 'hk-group-stayover', 'hk-group-arrival']);
    const room = within(departures).getByRole('listitem');
    expect(room).toHaveTextContent('203-xona');
    expect(room).toHaveTextContent('Tozalanmagan');
    expect(room).toHaveTextContent('Mehmon ketdi — toʻliq tozalash');
    // No guest names anywhere on a housekeeper's list.
    expect(screen.queryByText(/Karimov|Müller|Schmidt/)).not.toBeInTheDocument();
    await user.click(within(room).getByRole('button', { name: 'Toza deb belgilash: 203-xona' }));
    await waitFor(() => expect(posts('/housekeeping')).toHaveLength(1));
    expect(posts('/housekeeping')[0]!.body).toEqual({ status: 'clean' });
    await waitFor(() => expect(notice()).toHaveTextContent('203-xona: toza.'));
    await waitFor(() => expect(within(departures).getByRole('listitem')).toHaveTextContent('Toza'));
    // Next: inspected, as the big first button.
    expect(within(departures).getAllByRole('button')[0]).toHaveTextContent('Tekshirildi deb belgilash');
  });

  it('sends a housekeeping account from any other page to its list', async () => {
    fake.staff = HOUSEKEEPER;
    open('/staff/room-chart', 'RU');
    expect(await screen.findByRole('heading', { level: 1, name: 'Уборка' }, LONG)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/housekeeping');
    expect(fake.count('GET', '/api/staff/room-chart')).toBe(0);
  });

  it('RU: reception reaches it from the menu, with the room chart beside Today', async () => {
    fake.staff = RECEPTION;
    open('/staff/housekeeping', 'RU');
    expect(await screen.findByRole('heading', { level: 1, name: 'Уборка' }, LONG)).toBeInTheDocument();
    const links = within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(0, 2)).toEqual(['Сегодня', 'Шахматка']);
    expect(links).toContain('Уборка');
    expect(links).not.toContain('Номера');
    expect(await screen.findByRole('region', { name: 'Выезды (1)' })).toHaveTextContent('Выезд — генеральная уборка');
    expect(screen.getByRole('button', { name: 'Отметить чистым: Номер 203' })).toBeInTheDocument();
  });
});

describe('the owner’s rooms', () => {
  it('lists the rooms by floor, adds one, and says a number in use in words', async () => {
    const { user } = open('/staff/hotel-rooms');
    const floor4 = await screen.findByRole('region', { name: 'Floor 4' }, LONG);
    expect(
      within(floor4)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Room 401', 'Room 402', 'Room 403', 'Room 404', 'Room 405', 'Room 406']);
    expect(screen.getAllByRole('region', { name: /^Floor \d$/ })).toHaveLength(4);
    const add = screen.getByRole('form', { name: 'Add a room' });
    await user.type(within(add).getByLabelText('Room number'), '101');
    await user.click(within(add).getByRole('button', { name: 'Add a room' }));
    expect(await within(add).findByRole('alert')).toHaveTextContent('There is already a room 101.');
    await user.clear(within(add).getByLabelText('Room number'));
    await user.type(within(add).getByLabelText('Room number'), '107');
    await user.type(within(add).getByLabelText('Floor'), '1');
    await user.click(within(add).getByRole('button', { name: 'Add a room' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Room 107 added.'));
    expect(posts('/api/staff/rooms').at(-1)!.body).toEqual({ number: '107', roomId: 1, floor: 1, note: null });
    expect(await screen.findByRole('heading', { name: 'Room 107' })).toBeInTheDocument();
  });

  it('retires a room after asking, and says why one with guests to come cannot be', async () => {
    const { user } = open('/staff/hotel-rooms');
    await user.click(await screen.findByRole('button', { name: 'Retire room 405' }, LONG));
    await user.click(screen.getByRole('button', { name: 'Yes, retire it' }));
    expect(
      await screen.findByText(words('A guest stays in this room on 1 March (GH-3333AA): move them first.')),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retire room 406' }));
    expect(screen.getByText('Retire room 406? It will no longer be sold or shown on the room chart.')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, retire it' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Room 406 retired.'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Room 406' })).not.toBeInTheDocument());
  });

  it('RU: out of service over a guest’s nights lists the stay and asks; “anyway” sends confirm', async () => {
    const { user } = open('/staff/hotel-rooms', 'RU');
    await user.click(await screen.findByRole('button', { name: 'Поставить на ремонт: Номер 405' }, LONG));
    const form = screen.getByRole('form', { name: 'Номер 405: ремонт' });
    await user.type(within(form).getByLabelText('Первая ночь'), '2030-03-02');
    await user.type(within(form).getByLabelText('Последняя ночь'), '2030-03-05');
    await user.click(within(form).getByRole('button', { name: 'Поставить на ремонт' }));
    const clash = await within(form).findByRole('group', { name: 'В эти ночи в номере живут гости' });
    expect(within(clash).getByRole('link', { name: 'Anna Schmidt' })).toHaveAttribute(
      'href',
      '/staff/requests/GH-3333AA',
    );
    expect(posts('/out-of-service')[0]!.body).toEqual({ from: '2030-03-02', to: '2030-03-06' });
    await user.click(within(clash).getByRole('button', { name: 'Всё равно поставить' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Номер 405 не продаётся в эти ночи.'));
    expect(posts('/out-of-service')[1]!.body).toEqual({ from: '2030-03-02', to: '2030-03-06', confirm: true });
  });

  it('is the owner’s: reception gets the refusal and no menu link', async () => {
    fake.staff = RECEPTION;
    open('/staff/hotel-rooms', 'EN');
    expect(await screen.findByText('Only the hotel’s owner may open this section.', undefined, LONG)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Rooms' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation')).queryByRole('link', { name: 'Rooms' })).not.toBeInTheDocument();
  });
});

describe('a request’s rooms', () => {
  it('shows each room with its nights and moves some nights to another room of the type', async () => {
    const { user } = open('/staff/requests/GH-3333AA');
    const rooms = await screen.findByRole('region', { name: 'Rooms' }, LONG);
    expect(within(rooms).getByText(words('Room 405 · 1 – 4 March 2030'))).toBeInTheDocument();
    await user.click(within(rooms).getByRole('button', { name: 'Move from room 405' }));
    const form = within(rooms).getByRole('form', { name: 'Move from room 405' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'To room' })).toHaveDisplayValue('Room 406 · Clean'),
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Only some nights' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'From the night of' }), '2030-03-02');
    await user.click(within(form).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(posts('/assign')).toHaveLength(1));
    expect(posts('/assign')[0]!.body).toEqual({
      rooms: [
        { roomNumber: '405', from: '2030-03-01', to: '2030-03-02' },
        { roomNumber: '406', from: '2030-03-02', to: '2030-03-04' },
      ],
    });
    await waitFor(() => expect(notice()).toHaveTextContent('The guest is moved to room 406.'));
    expect(await within(rooms).findByText(words('Room 406 · 2 – 4 March 2030'))).toBeInTheDocument();
  });

  it('UZ: says a taken room in words', async () => {
    fake.bookings.push(
      detail({
        id: 'b4',
        reference: 'GH-4444AA',
        status: 'confirmed',
        roomId: 6,
        checkin: '2030-03-03',
        checkout: '2030-03-05',
      }),
    );
    fake.assigned.set('b4', [{ roomNumber: '406', from: '2030-03-03', to: '2030-03-05' }]);
    const { user } = open('/staff/requests/GH-3333AA', 'UZ');
    const rooms = await screen.findByRole('region', { name: 'Xonalar' }, LONG);
    await user.click(within(rooms).getByRole('button', { name: '405-xonadan koʻchirish' }));
    await user.click(within(rooms).getByRole('button', { name: 'Koʻchirish' }));
    expect(await within(rooms).findByRole('alert')).toHaveTextContent(words('406-xona 3-mart kuni band: GH-4444AA.'));
  });
});

describe('Today', () => {
  it.each([
    ['EN', /^Arrivals, /, 'Room 405 not ready (dirty)'],
    ['RU', /^Заезд/, 'Номер 405 не готов (грязный)'],
    ['UZ', /^Keladiganlar/, '405-xona tayyor emas (tozalanmagan)'],
  ] as const)('%s: marks an arrival whose room is not clean, in words', async (code, list, words) => {
    open('/staff', code);
    const arrivals = await screen.findByRole('list', { name: list }, LONG);
    expect(within(arrivals).getByText(words)).toBeInTheDocument();
  });

  it('names a ready room without a mark', async () => {
    fake.hotelRooms.find((room) => room.number === '405')!.housekeeping = 'inspected';
    open('/staff');
    const arrivals = await screen.findByRole('list', { name: /^Arrivals, / }, LONG);
    expect(within(arrivals).getByText('Room 405')).toBeInTheDocument();
    expect(within(arrivals).queryByText(/not ready/)).not.toBeInTheDocument();
  });
});
