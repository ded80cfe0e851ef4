/**
 * The console shows the server's price and keeps up by itself: the New booking form asks
 * GET /api/quote as the stay changes (bands, total, citizen or foreign price, rooms, loading and
 * error) and moves check-out with check-in; a request's page lists its stored nights as bands;
 * the list and Today show a request that arrives while they are open, without a reload.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { findRoom } from '../../src/domain/rooms';
import { liveRefresh } from '../../src/features/staff/liveRefresh';
import { makeStore } from '../../src/store/store';
import { renderApp } from '../support/render';
import { detail } from './fakeStaffServer';
import { staffSuite } from './staffSuite';

const { fake } = staffSuite();
const LONG = { timeout: 15000 };
const TODAY = todayInHotel();
const ROOM = findRoom(1)!;
/** The season the fake's terms have: tonight and the next two nights, 920 000 / 1 400 000. */
const SEASON = { price: 920_000, priceIntl: 1_400_000 };

beforeEach(() => {
  fake.ratePlan = {
    seasons: [{ name: 'Navruz', from: TODAY, to: addDays(TODAY, 2), prices: { [ROOM.id]: SEASON } }],
    restrictions: [],
  };
});
afterEach(() => {
  liveRefresh.intervalMs = 8000;
});

function openConsole(route: string) {
  return renderApp({ route, store: makeStore({ language: { code: 'EN' } }) });
}

/** A date as the English date field writes it (dd/MM/yyyy). */
function typed(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** Sets a date field by typing a whole date into the picker, as a receptionist would. */
async function setDate(user: ReturnType<typeof openConsole>['user'], label: string, iso: string) {
  await user.click(screen.getByLabelText(label));
  await waitFor(() => expect(screen.getByLabelText(label)).not.toHaveAttribute('readonly'), LONG);
  fireEvent.change(screen.getByLabelText(label), { target: { value: typed(iso) } });
  await user.keyboard('{Escape}');
}

const so = (amount: number) => `${amount.toLocaleString('en')} so'm`;

/** An element's text as read aloud: every run of spaces (the no-break ones of prices and dates too) one space. */
const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Waits until the price section's total line reads `text`. */
async function total(section: HTMLElement, text: string) {
  await waitFor(() => expect(textOf(within(section).getByText(/^Total:/))).toBe(text), LONG);
}

describe('the New booking form shows the server’s quote', () => {
  it('shows the season’s price for a citizen, then a foreign guest’s, for two rooms, each asked of the server', async () => {
    const { user } = openConsole('/staff/new');
    const price = await screen.findByRole('region', { name: 'Price' }, LONG);
    // Tonight is in the season: the client knows no season, so this is the server's figure.
    await total(price, `Total: ${so(SEASON.price)} (1 night)`);
    expect(within(price).getByText('Price for citizens of Uzbekistan')).toBeInTheDocument();
    expect(within(price).getByRole('list', { name: 'Price by night' })).toHaveTextContent(
      `1 night × ${so(SEASON.price)}`,
    );

    await user.selectOptions(screen.getByLabelText('Nationality'), 'DE');
    await within(price).findByText('Price for foreign guests', {}, LONG);
    await total(price, `Total: ${so(SEASON.priceIntl)} (1 night)`);

    await user.clear(screen.getByLabelText('Rooms'));
    await user.type(screen.getByLabelText('Rooms'), '2');
    await total(price, `Total: ${so(2 * SEASON.priceIntl)} (1 night × 2 rooms)`);
    expect(within(price).getByRole('list', { name: 'Price by night' })).toHaveTextContent(
      `1 night × ${so(SEASON.priceIntl)} per room`,
    );
    const asked = fake.calls.filter((call) => call.path === '/api/quote').map((call) => call.search.toString());
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.stringContaining('nationality=UZ'),
        expect.stringMatching(/nationality=DE&units=2$/),
      ]),
    );
  });

  it('moves check-out with check-in, keeping the nights, and shows the bands across the season’s end', async () => {
    const { user } = openConsole('/staff/new');
    const price = await screen.findByRole('region', { name: 'Price' }, LONG);
    await total(price, `Total: ${so(SEASON.price)} (1 night)`);
    // Four nights from today: the season's three, then one after it.
    await setDate(user, 'Check-out date', addDays(TODAY, 4));
    await total(price, `Total: ${so(3 * SEASON.price + ROOM.price)} (4 nights)`);
    const bands = within(within(price).getByRole('list', { name: 'Price by night' })).getAllByRole('listitem');
    expect(bands.map(textOf)).toEqual([
      expect.stringMatching(new RegExp(`: 3 nights × ${so(SEASON.price)}$`)),
      expect.stringMatching(new RegExp(`: 1 night × ${so(ROOM.price)}$`)),
    ]);
    // The arrival moves by a week: the stay keeps its four nights.
    await setDate(user, 'Check-in date', addDays(TODAY, 7));
    expect(screen.getByLabelText('Check-out date')).toHaveValue(typed(addDays(TODAY, 11)));
    await total(price, `Total: ${so(4 * ROOM.price)} (4 nights)`);
  });

  it('says while it asks, says when the server cannot answer and asks again on Retry', async () => {
    let release = () => {};
    fake.quoteHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.quoteFails = true;
    const { user } = openConsole('/staff/new');
    const price = await screen.findByRole('region', { name: 'Price' }, LONG);
    await within(price).findByText('Working out the price…', {}, LONG);
    expect(within(price).queryByText(/^Total:/)).toBeNull();
    release();
    await within(price).findByText('The price could not be loaded.', { exact: false }, LONG);
    fake.quoteHeld = null;
    fake.quoteFails = false;
    await user.click(within(price).getByRole('button', { name: 'Try again' }));
    await total(price, `Total: ${so(SEASON.price)} (1 night)`);
  });

  it('says what the site’s rules say of the stay: no room free on a night', async () => {
    fake.ratePlan = {
      seasons: [],
      restrictions: [{ roomId: ROOM.id, from: TODAY, to: TODAY, closed: true }],
    };
    openConsole('/staff/new');
    const price = await screen.findByRole('region', { name: 'Price' }, LONG);
    await within(price).findByText(/^No room of this kind is free on /, {}, LONG);
  });
});

describe('a request’s page lists the stored nights', () => {
  it('groups the stored nights into bands with their dates, and the total for the rooms', async () => {
    fake.bookings = [
      detail({
        units: 2,
        checkin: '2030-03-19',
        checkout: '2030-03-24',
        nights: 5,
        nationality: 'UZ',
        totalPrice: 2 * (2 * 800_000 + 3 * 920_000),
        pricePerNight: 872_000,
        nightPrices: [
          { date: '2030-03-19', price: 800_000 },
          { date: '2030-03-20', price: 800_000 },
          { date: '2030-03-21', price: 920_000 },
          { date: '2030-03-22', price: 920_000 },
          { date: '2030-03-23', price: 920_000 },
        ],
      }),
    ];
    openConsole('/staff/requests/GH-7K3Q9M');
    const price = within(await screen.findByRole('region', { name: 'Price (as the guest saw it)' }, LONG));
    expect(
      within(price.getByRole('list', { name: 'Price by night' }))
        .getAllByRole('listitem')
        .map(textOf),
    ).toEqual([
      "19 – 21 March 2030: 2 nights × 800,000 so'm per room",
      "21 – 24 March 2030: 3 nights × 920,000 so'm per room",
    ]);
    expect(textOf(price.getByText(/^Total:/))).toBe("Total: 8,720,000 so'm (5 nights × 2 rooms)");
    expect(price.getByText('Price for citizens of Uzbekistan')).toBeInTheDocument();
    expect(price.queryByText(/not the total/)).toBeNull();
    expect(price.getByRole('list', { name: 'Each night', hidden: true })).toHaveTextContent(
      "23 March 2030: 920,000 so'm",
    );
  });

  it('says an older request was stored without nightly prices, and warns when the nights do not make the total', async () => {
    fake.bookings = [
      detail({ nightPrices: null, pricePerNight: 1_150_000 }),
      detail({
        id: 'b2',
        reference: 'GH-2222AA',
        nightPrices: [
          { date: '2030-03-01', price: 1_150_000 },
          { date: '2030-03-02', price: 1_000_000 },
        ],
      }),
    ];
    const { unmount } = openConsole('/staff/requests/GH-7K3Q9M');
    const older = within(await screen.findByRole('region', { name: 'Price (as the guest saw it)' }, LONG));
    expect(older.getByText('Price per night').nextElementSibling).toHaveTextContent("1,150,000 so'm");
    expect(older.getByText('Total').nextElementSibling).toHaveTextContent("2,300,000 so'm");
    expect(older.getByText(/stored without its nightly prices/)).toBeInTheDocument();
    unmount();
    openConsole('/staff/requests/GH-2222AA');
    const odd = within(await screen.findByRole('region', { name: 'Price (as the guest saw it)' }, LONG));
    expect(odd.getByText("The nights add up to 2,150,000 so'm, which is not the total.")).toBeInTheDocument();
  });
});

describe('the list and Today keep up without a reload', () => {
  it('shows a request sent while the list is open, and one arriving today on Today', async () => {
    liveRefresh.intervalMs = 150;
    fake.bookings = [detail({ status: 'confirmed' })];
    const { unmount } = openConsole('/staff/requests');
    const list = await screen.findByRole('list', { name: 'Requests' }, LONG);
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    fake.bookings.push(
      detail({
        id: 'b2',
        reference: 'GH-2222AA',
        guestName: 'Oʻgʻiloy Toʻxtayeva',
        createdAt: '2030-02-06T00:00:00.000Z',
      }),
    );
    await within(list).findByRole('link', { name: /Oʻgʻiloy Toʻxtayeva/ }, LONG);
    unmount();

    openConsole('/staff');
    const today = await screen.findByRole('region', { name: /^Today · 1 March 2030/ }, LONG);
    const arrivals = () => within(within(today).getByRole('list', { name: /^Arrivals/ }));
    // The confirmed arrival and the unanswered request that came in while the list was open.
    expect(arrivals().getAllByRole('link')).toHaveLength(2);
    fake.bookings.push(detail({ id: 'b3', reference: 'GH-3333AA', guestName: 'Иван Петров', status: 'confirmed' }));
    await waitFor(() => expect(arrivals().getAllByRole('link')).toHaveLength(3), LONG);
    expect(arrivals().getByRole('link', { name: /Иван Петров/ })).toBeInTheDocument();
  });

  it('searches as the server does: the keyboard apostrophe finds the Uzbek one', async () => {
    fake.bookings = [detail({ guestName: 'Oʻgʻiloy Toʻxtayeva' }), detail({ id: 'b2', reference: 'GH-2222AA' })];
    openConsole(`/staff/requests?q=${encodeURIComponent("O'g'iloy")}`);
    const list = await screen.findByRole('list', { name: 'Requests' }, LONG);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Oʻgʻiloy Toʻxtayeva')]);
  });
});
