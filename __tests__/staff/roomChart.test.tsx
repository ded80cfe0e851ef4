/**
 * The room chart (issue 51, point 3) against the contract's API as MSW handlers: each stay is one
 * bar in its room's row over its nights, named with its guest, status, dates and room; the words
 * in UZ, RU and EN; a bar's menu (the keyboard's way) and a drag onto another room of its type
 * send the booking's whole assignment with that room changed; a refusal (409 room_taken) says
 * which room is taken on which night by whom; a room of another type is refused before any call;
 * a stay without a room is assigned one from the list above the chart; on a phone the chart is a
 * day's list of rooms with who is in them, a day at a time.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LanguageCode } from '../../src/shared/language/languages';
import { makeStore } from '../../src/store/store';
import { fakeMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/render';
import { detail } from './fakeStaffServer';
import { staffSuite } from './staffSuite';

const { fake } = staffSuite();
const LONG = { timeout: 15000 };
const CHART = '/staff/room-chart?from=2030-03-01&days=14';

beforeEach(() => {
  fake.bookings = [
    detail({ id: 'b1', reference: 'GH-1111AA', guestName: 'Anna Schmidt', status: 'confirmed', roomId: 6 }),
    detail({
      id: 'b2',
      reference: 'GH-2222AA',
      guestName: 'Olim Karimov',
      status: 'checked_in',
      roomId: 2,
      checkin: '2030-02-27',
      checkout: '2030-03-05',
    }),
    detail({
      id: 'b3',
      reference: 'GH-3333AA',
      guestName: 'Oʻgʻiloy Toʻxtayeva',
      status: 'confirmed',
      roomId: 6,
      checkin: '2030-03-02',
      checkout: '2030-03-04',
    }),
    detail({
      id: 'b4',
      reference: 'GH-4444AA',
      guestName: 'Ivan Petrov',
      status: 'confirmed',
      roomId: 1,
      checkin: '2030-03-03',
      checkout: '2030-03-06',
    }),
  ];
  fake.assigned.set('b1', [{ roomNumber: '405', from: '2030-03-01', to: '2030-03-03' }]);
  fake.assigned.set('b2', [{ roomNumber: '202', from: '2030-02-27', to: '2030-03-05' }]);
  fake.hotelRooms
    .find((room) => room.number === '202')!
    .outOfService.push({
      id: 'o1',
      from: '2030-03-08',
      to: '2030-03-10',
      note: null,
    });
});

afterEach(() => {
  Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: fakeMatchMedia() });
});

function openChart(code: LanguageCode = 'EN', route = CHART) {
  fake.staff = { ...fake.staff!, lang: code === 'UZ' ? 'uz' : code === 'RU' ? 'ru' : 'en' };
  return renderApp({ route, store: makeStore({ language: { code } }) });
}

/** A grid item's place, as the chart's style writes it: its row and its first and after-last columns. */
function place(element: HTMLElement) {
  return { row: element.style.gridRow, column: element.style.gridColumn.replace(/\s/g, '') };
}

/** A name as the console writes it: its dates' spaces may be no-break ones. */
const words = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);
const notice = () => document.getElementById('staff-notice')!;

const assignCalls = () => fake.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/assign'));

describe('the room chart', () => {
  it('draws each stay as one bar in its room’s row over its nights, with out-of-service nights and today', async () => {
    const { container } = openChart();
    expect(await screen.findByRole('heading', { level: 1, name: 'Room chart' }, LONG)).toBeInTheDocument();
    // Rooms sorted by number: 101–106, 201–208, 301–304, 401–406 → 405 is the 23rd row (grid row 24).
    const anna = await screen.findByRole('button', {
      name: words('Anna Schmidt, Confirmed, 1 – 3 March 2030, room 405'),
    });
    expect(place(anna)).toEqual({ row: '24', column: '2/4' });
    // A stay begun before the period starts at its first column, flat-ended.
    const olim = screen.getByRole('button', { name: /^Olim Karimov, Checked in, .*, room 202$/ });
    expect(place(olim)).toEqual({ row: '9', column: '2/6' });
    expect(olim).toHaveClass('cut-start');
    // One element per stay: four stays, two with rooms, two bars.
    expect(container.querySelectorAll('[data-stay]')).toHaveLength(2);
    const hatch = container.querySelector<HTMLElement>('.hatch.oos')!;
    expect(place(hatch)).toEqual({ row: '9', column: '9/11' });
    expect(place(container.querySelector<HTMLElement>('.today-col')!).column).toBe('2');
    // The legend says each status and mark in words.
    for (const word of ['Confirmed', 'Checked in', 'Checked out', 'Out of service', 'Closed for sale'])
      expect(screen.getByText(word, { selector: 'li' })).toBeInTheDocument();
    // The stays without a room, above the chart.
    const unassigned = screen.getByRole('region', { name: 'Stays without a room (2)' });
    expect(within(unassigned).getByRole('link', { name: 'Ivan Petrov' })).toHaveAttribute(
      'href',
      '/staff/requests/GH-4444AA',
    );
  });

  it.each([
    [
      'UZ',
      'Xonalar jadvali',
      'Anna Schmidt, Tasdiqlangan, 2030-yil 1–3-mart, 405-xona',
      'Xona biriktirilmagan bronlar (2)',
    ],
    ['RU', 'Шахматка', 'Anna Schmidt, Подтверждена, 1–3 марта 2030 г., номер 405', 'Брони без номера (2)'],
  ] as const)('%s: says the chart in the staff member’s words', async (code, title, bar, unassigned) => {
    openChart(code);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: words(bar) })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: unassigned })).toBeInTheDocument();
  });

  it('moves a stay from its menu (the keyboard’s way): the booking’s rooms sent with the room changed', async () => {
    const { user } = openChart();
    const anna = await screen.findByRole('button', { name: /^Anna Schmidt, Confirmed/ }, LONG);
    await user.click(anna);
    const menu = screen.getByRole('region', { name: 'Anna Schmidt · Room 405' });
    expect(within(menu).getByRole('heading', { name: 'Anna Schmidt · Room 405' })).toHaveFocus();
    expect(within(menu).getByRole('link', { name: 'Open the booking' })).toHaveAttribute(
      'href',
      '/staff/requests/GH-1111AA',
    );
    // Only the other room of its type.
    const select = within(menu).getByRole('combobox', { name: 'Move to room…' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Room 406 · Clean']);
    await user.click(within(menu).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(assignCalls()).toHaveLength(1));
    expect(assignCalls()[0]!.body).toEqual({ rooms: [{ roomNumber: '406', from: '2030-03-01', to: '2030-03-03' }] });
    await waitFor(() => expect(notice()).toHaveTextContent('Anna Schmidt moved to room 406.'));
    // The chart is asked again and the bar is in 406's row.
    await waitFor(() =>
      expect(
        place(screen.getByRole('button', { name: words('Anna Schmidt, Confirmed, 1 – 3 March 2030, room 406') })).row,
      ).toBe('25'),
    );
  });

  it('has one bar in the Tab order and the arrow keys between bars; Enter opens the menu', async () => {
    const { user } = openChart();
    const olim = await screen.findByRole('button', { name: /^Olim Karimov, Checked in/ }, LONG);
    const anna = screen.getByRole('button', { name: /^Anna Schmidt, Confirmed/ });
    expect(olim).toHaveAttribute('tabindex', '0');
    expect(anna).toHaveAttribute('tabindex', '-1');
    olim.focus();
    // Down: the next room below that has a stay (405's).
    await user.keyboard('{ArrowDown}');
    expect(anna).toHaveFocus();
    expect(anna).toHaveAttribute('tabindex', '0');
    expect(olim).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowUp}');
    expect(olim).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('heading', { name: 'Anna Schmidt · Room 405' })).toHaveFocus();
  });

  it('says a refusal in words: which room is taken on which night, by whose stay (RU)', async () => {
    fake.assigned.set('b3', [{ roomNumber: '406', from: '2030-03-02', to: '2030-03-04' }]);
    const { user } = openChart('RU');
    await user.click(await screen.findByRole('button', { name: /^Anna Schmidt, Подтверждена/ }, LONG));
    await user.click(screen.getByRole('button', { name: 'Переселить' }));
    expect(await screen.findByText(words('Номер 406 2 марта занят: GH-3333AA.'), undefined, LONG)).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('moves a stay by dragging it onto another room of its type, and refuses another type without a call', async () => {
    const { container } = openChart();
    const anna = await screen.findByRole('button', { name: /^Anna Schmidt, Confirmed/ }, LONG);
    const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
    const row = (number: string) => {
      const index = fake.hotelRooms.findIndex((room) => room.number === number);
      return container.querySelector<HTMLElement>(`.row[data-row='${index}']`)!;
    };
    // A room of another type (301) is refused in words.
    fireEvent.dragStart(anna, { dataTransfer });
    fireEvent.dragOver(row('301'), { dataTransfer });
    fireEvent.drop(row('301'), { dataTransfer });
    expect(await screen.findByText('Only a room of the same type will do: room 301 is a Triple.')).toBeInTheDocument();
    expect(assignCalls()).toHaveLength(0);
    // Onto 406: the assignment is sent.
    fireEvent.dragStart(anna, { dataTransfer });
    fireEvent.dragOver(row('406'), { dataTransfer });
    expect(row('406')).toHaveClass('over');
    fireEvent.drop(row('406'), { dataTransfer });
    await waitFor(() => expect(assignCalls()).toHaveLength(1));
    expect(assignCalls()[0]!.body).toEqual({ rooms: [{ roomNumber: '406', from: '2030-03-01', to: '2030-03-03' }] });
  });

  it('assigns a room to a stay without one, from the list above the chart', async () => {
    const { user } = openChart();
    const list = await screen.findByRole('region', { name: 'Stays without a room (2)' }, LONG);
    await user.click(within(list).getByRole('button', { name: 'Assign a room: Ivan Petrov' }));
    const form = within(list).getByRole('region', { name: 'Assign a room: Ivan Petrov' });
    await user.click(within(form).getByRole('radio', { name: 'Room 103' }));
    await user.click(within(form).getByRole('button', { name: 'Assign a room' }));
    await waitFor(() => expect(assignCalls()).toHaveLength(1));
    expect(assignCalls()[0]!.body).toEqual({ rooms: [{ roomNumber: '103', from: '2030-03-03', to: '2030-03-06' }] });
    expect(await screen.findByRole('button', { name: /^Ivan Petrov, Confirmed, .*, room 103$/ })).toBeInTheDocument();
  });

  it('on a phone, shows a day: each room with who is in it, and the next day on a tap', async () => {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: fakeMatchMedia((query) => query === '(max-width: 600px)'),
    });
    const { user } = openChart('EN', '/staff/room-chart?day=2030-03-01');
    const rooms = await screen.findByRole('list', { name: 'Rooms' }, LONG);
    const item = (number: string) =>
      within(rooms)
        .getAllByRole('listitem')
        .find((li) => li.querySelector('strong')?.textContent === number)!;
    expect(item('405')).toHaveTextContent('Anna Schmidt');
    expect(item('405')).toHaveTextContent('arrives today');
    expect(item('406')).toHaveTextContent('Vacant');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: words('2 March 2030') })).toBeInTheDocument(),
    );
    // A room's own view: its stays, each with the move menu.
    await user.click(within(item('202')).getByRole('button'));
    expect(await screen.findByRole('heading', { name: 'Room 202' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Room 202: stays' })).toHaveTextContent('Olim Karimov');
  });
});
