/**
 * The owner's "Prices and rules" page of the staff console, against the rate routes as MSW
 * handlers (fakeRates.ts): adding a season (its body), an overlap named next to the field, a
 * restriction, the policy, the preview's bands and total, the history's revert and its 409, and
 * reception refused; headings in each language.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { todayInHotel } from '../../src/domain/dates';
import { latestFirstNight } from '../../src/domain/rates';
import { formatStayDate } from '../../src/shared/format';
import { makeStore } from '../../src/store/store';
import type { LanguageCode } from '../../src/shared/language/languages';
import { renderApp } from '../support/render';
import { ratesTexts } from '../../src/features/staff/rates.texts';
import { FakeRates } from './fakeRates';
import { BASE, FakeStaffServer, RECEPTION } from './fakeStaffServer';

const fake = new FakeStaffServer();
let rates = new FakeRates(fake);
const server = setupServer();

beforeAll(() => {
  process.env.API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  Object.assign(fake, new FakeStaffServer());
  rates = new FakeRates(fake);
  server.use(...fake.handlers(), ...rates.handlers());
});
afterEach(() => {
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
});
afterAll(() => {
  server.close();
  delete process.env.API_BASE_URL;
});

const LONG = { timeout: 15000 };

function openRates(code: LanguageCode = 'EN') {
  if (fake.staff) fake.staff = { ...fake.staff, lang: code === 'UZ' ? 'uz' : code === 'RU' ? 'ru' : 'en' };
  return renderApp({ route: '/staff/rates', store: makeStore({ language: { code } }) });
}

/** A native date field takes its value as a browser's picker gives it. */
function pickDate(label: string | RegExp, value: string, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

const NAVRUZ = {
  id: 'navruz',
  name: 'Navruz',
  from: '2030-03-18',
  to: '2030-03-24',
  prices: { '6': { price: 1200000, priceIntl: 1400000 } },
};

function region(name: string) {
  return screen.getByRole('region', { name });
}

describe('Prices and rules: seasons', () => {
  it('the owner finds the page in the menu and adds a season: only the changed room type is sent', async () => {
    const { user } = renderApp({ route: '/staff', store: makeStore({ language: { code: 'EN' } }) });
    await user.click(await screen.findByRole('link', { name: 'Prices and rules' }, LONG));
    await screen.findByRole('heading', { level: 1, name: 'Prices and rules' }, LONG);
    const seasons = await screen.findByRole('region', { name: 'Seasons' });
    await within(seasons).findByText('No seasons: every night is at the base price.');

    await user.type(within(seasons).getByLabelText('Season name'), 'Summer 2030');
    pickDate('First night', '2030-07-01', seasons);
    pickDate('Last night (included)', '2030-07-31', seasons);
    const suite = within(seasons).getByRole('group', { name: 'Deluxe Double Suite' });
    // Prefilled with the room catalogue's base prices.
    expect(within(suite).getByLabelText('Price for Uzbekistan citizens')).toHaveValue('940000');
    expect(within(suite).getByLabelText('Price for foreign guests')).toHaveValue('1150000');
    await user.clear(within(suite).getByLabelText('Price for Uzbekistan citizens'));
    await user.type(within(suite).getByLabelText('Price for Uzbekistan citizens'), '1100000');
    await user.clear(within(suite).getByLabelText('Price for foreign guests'));
    await user.type(within(suite).getByLabelText('Price for foreign guests'), '1300000');
    await user.click(within(seasons).getByRole('button', { name: 'Add the season' }));

    await waitFor(() =>
      expect(fake.calls.find((call) => call.method === 'POST' && call.path === '/api/staff/seasons')?.body).toEqual({
        name: 'Summer 2030',
        from: '2030-07-01',
        to: '2030-07-31',
        prices: { '6': { price: 1100000, priceIntl: 1300000 } },
      }),
    );
    // The list and the history are read again.
    const list = await within(seasons).findByRole('list', { name: 'Seasons' }, LONG);
    expect(list).toHaveTextContent('Summer 2030');
    expect(list).toHaveTextContent("Deluxe Double Suite: 1,100,000 so'm / 1,300,000 so'm");
    await within(region('History of changes')).findByText('Season “Summer 2030” added');
  });

  it('shows an overlap next to the first night, naming the other season', async () => {
    rates.seasons = [NAVRUZ];
    const { user } = openRates();
    const seasons = await screen.findByRole('region', { name: 'Seasons' }, LONG);
    await within(seasons).findByText('Navruz');
    await user.type(within(seasons).getByLabelText('Season name'), 'Spring');
    pickDate('First night', '2030-03-20', seasons);
    pickDate('Last night (included)', '2030-03-22', seasons);
    const single = within(seasons).getByRole('group', { name: 'Standard Single Room' });
    await user.clear(within(single).getByLabelText('Price for Uzbekistan citizens'));
    await user.type(within(single).getByLabelText('Price for Uzbekistan citizens'), '450000');
    await user.click(within(seasons).getByRole('button', { name: 'Add the season' }));
    const first = within(seasons).getByLabelText('First night');
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'), LONG);
    expect(first).toHaveAccessibleDescription(/^These nights fall in the season “Navruz” \(18.+24 March 2030\)/);
  });

  it('refuses a season that changes no price, before asking the server', async () => {
    const { user } = openRates();
    const seasons = await screen.findByRole('region', { name: 'Seasons' }, LONG);
    await user.type(within(seasons).getByLabelText('Season name'), 'Same');
    pickDate('First night', '2030-07-01', seasons);
    pickDate('Last night (included)', '2030-07-02', seasons);
    await user.click(within(seasons).getByRole('button', { name: 'Add the season' }));
    expect(
      within(seasons).getByText("Prices are whole so'm above zero; change the price of at least one room type."),
    ).toBeInTheDocument();
    expect(fake.count('POST', '/api/staff/seasons')).toBe(0);
  });

  it('deletes a season after asking', async () => {
    rates.seasons = [NAVRUZ];
    const { user } = openRates();
    const seasons = await screen.findByRole('region', { name: 'Seasons' }, LONG);
    await user.click(await within(seasons).findByRole('button', { name: 'Delete the season “Navruz”' }, LONG));
    const question = within(seasons).getByRole('group', {
      name: 'Delete the season “Navruz”? Its nights go back to the base prices.',
    });
    expect(fake.count('DELETE', '/api/staff/seasons/navruz')).toBe(0);
    await user.click(within(question).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(fake.count('DELETE', '/api/staff/seasons/navruz')).toBe(1));
    expect(await within(seasons).findByText('No seasons: every night is at the base price.', {}, LONG)).toBeVisible();
    // The deleted card took the focus with it: the section's heading has it.
    expect(within(seasons).getByRole('heading', { level: 2, name: 'Seasons' })).toHaveFocus();
  });
});

describe('Prices and rules: restrictions, policy, preview', () => {
  it('adds a minimum stay for one room type', async () => {
    const { user } = openRates();
    const section = await screen.findByRole('region', { name: 'Restrictions' }, LONG);
    await within(section).findByText('No restrictions.', {}, LONG);
    await user.selectOptions(within(section).getByLabelText('Room type'), 'Deluxe Double Suite');
    pickDate('First night', '2030-12-30', section);
    pickDate('Last night (included)', '2031-01-01', section);
    await user.click(within(section).getByRole('radio', { name: 'Minimum stay' }));
    await user.clear(within(section).getByLabelText('Fewest nights'));
    await user.type(within(section).getByLabelText('Fewest nights'), '3');
    await user.click(within(section).getByRole('button', { name: 'Add the restriction' }));
    await waitFor(() =>
      expect(
        fake.calls.find((call) => call.method === 'POST' && call.path === '/api/staff/restrictions')?.body,
      ).toEqual({ roomId: 6, from: '2030-12-30', to: '2031-01-01', minNights: 3 }),
    );
    expect(await within(section).findByRole('list', { name: 'Restrictions' }, LONG)).toHaveTextContent(
      /^Deluxe Double Suite, 30 December 2030 – 1 January 2031: at least 3 nights/,
    );
  });

  it('keeps out-of-service rooms within the room type’s units', async () => {
    const { user } = openRates();
    const section = await screen.findByRole('region', { name: 'Restrictions' }, LONG);
    await user.selectOptions(within(section).getByLabelText('Room type'), 'Deluxe Double Suite');
    pickDate('First night', '2030-12-30', section);
    pickDate('Last night (included)', '2030-12-31', section);
    await user.click(within(section).getByRole('radio', { name: 'Rooms out of service' }));
    const units = within(section).getByRole('spinbutton', { name: 'Rooms out of service' });
    await user.clear(units);
    await user.type(units, '3');
    await user.click(within(section).getByRole('button', { name: 'Add the restriction' }));
    expect(within(section).getByText('The number of rooms is from 1 to 2.')).toBeInTheDocument();
    expect(units).toHaveFocus();
    expect(fake.count('POST', '/api/staff/restrictions')).toBe(0);
  });

  it('saves the cancellation policy and shows the one in force', async () => {
    const { user } = openRates();
    const section = await screen.findByRole('region', { name: 'Cancellation policy' }, LONG);
    await within(section).findByText(/^Not set: the site’s own rule stands/, {}, LONG);
    await user.click(within(section).getByRole('radio', { name: 'Free cancellation until some time before arrival' }));
    await user.clear(within(section).getByLabelText('How long before arrival'));
    await user.type(within(section).getByLabelText('How long before arrival'), '48');
    await user.selectOptions(within(section).getByLabelText('Unit'), 'hours');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.method === 'PUT' && call.path === '/api/staff/policy')?.body).toEqual({
        kind: 'free',
        before: 48,
        unit: 'hours',
      }),
    );
    expect(await within(section).findByText('Free cancellation until 48 hours before arrival', {}, LONG)).toBeVisible();
    await within(region('History of changes')).findByText('Cancellation policy changed');
  });

  it('previews a stay across a season: each band, the total, and why it cannot be booked', async () => {
    rates.seasons = [NAVRUZ];
    const { user } = openRates();
    const section = await screen.findByRole('region', { name: 'What a guest would pay' }, LONG);
    await user.selectOptions(within(section).getByLabelText('Room type'), 'Deluxe Double Suite');
    pickDate('Check-in date', '2030-03-16', section);
    pickDate('Check-out date', '2030-03-20', section);
    await user.click(within(section).getByRole('button', { name: 'Work it out' }));
    const bands = await within(section).findByRole('list', { name: 'Prices' }, LONG);
    expect(
      within(bands)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s/g, ' ')),
    ).toEqual(["2 nights × 940,000 so'm", "2 nights × 1,200,000 so'm"]);
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent(
      "Deluxe Double Suite · Total: 4,280,000 so'm",
    );
    expect(within(section).getByText('A guest can book these dates.')).toBeInTheDocument();
    const call = fake.calls.find((c) => c.path === '/api/staff/rate-preview');
    expect(Object.fromEntries(call!.search)).toEqual({
      roomId: '6',
      checkin: '2030-03-16',
      checkout: '2030-03-20',
      nationality: 'UZ',
      units: '1',
    });

    // A foreign guest, for a stay a minimum stay refuses.
    rates.restrictions = [
      {
        id: 'r',
        roomId: null,
        from: '2030-03-19',
        to: '2030-03-19',
        minNights: 5,
        closedToArrival: false,
        closed: false,
        outOfService: null,
      },
    ];
    await user.click(within(section).getByRole('radio', { name: 'Foreign guest' }));
    await user.click(within(section).getByRole('button', { name: 'Work it out' }));
    expect(
      await within(section).findByText(
        'A guest cannot book these dates: a stay on these dates must last at least 5 nights.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent("Total: 5,100,000 so'm");
  });
});

describe('Prices and rules: history', () => {
  it('reverts a change after asking, and says so when the record changed since (409)', async () => {
    rates.seasons = [NAVRUZ];
    rates.changes = [
      {
        id: 'old',
        at: '2030-01-10T05:00:00.000Z',
        actor: 'Dilnoza',
        subject: 'restriction',
        subjectId: 'gone',
        action: 'create',
        before: null,
        after: { roomId: null, from: '2030-05-01', to: '2030-05-02', closed: true },
      },
      {
        id: 'made',
        at: '2030-01-09T05:00:00.000Z',
        actor: 'Dilnoza',
        subject: 'season',
        subjectId: 'navruz',
        action: 'create',
        before: null,
        after: NAVRUZ,
      },
    ];
    rates.gone.add('old');
    const { user } = openRates();
    const history = await screen.findByRole('region', { name: 'History of changes' }, LONG);
    const list = await within(history).findByRole('list', { name: 'Changes' }, LONG);
    const [restriction, season] = within(list).getAllByRole('listitem');
    expect(season).toHaveTextContent('Season “Navruz” added');
    expect(season).toHaveTextContent('9 January 2030, 10:00 · By Dilnoza');
    expect(season).toHaveTextContent(
      "BeforenoneAfterNavruz, 18 – 24 March 2030: Deluxe Double Suite: 1,200,000 so'm / 1,400,000 so'm",
    );
    expect(restriction).toHaveTextContent('All room types, 1 – 2 May 2030: closed, nothing is sold');

    await user.click(within(restriction!).getByRole('button', { name: /^Revert: Restriction added/ }));
    await user.click(within(restriction!).getByRole('button', { name: 'Yes, revert' }));
    await waitFor(() => expect(fake.count('POST', '/api/staff/rate-changes/old/revert')).toBe(1));
    expect(
      await within(restriction!).findByText('This change cannot be reverted: the record has changed since.', {}, LONG),
    ).toHaveAttribute('role', 'alert');

    await user.click(within(season!).getByRole('button', { name: /^Revert: Season “Navruz” added/ }));
    await user.click(within(season!).getByRole('button', { name: 'Yes, revert' }));
    await waitFor(() => expect(fake.count('POST', '/api/staff/rate-changes/made/revert')).toBe(1));
    // The season is gone from the list, and the revert is a change of its own.
    expect(
      await within(region('Seasons')).findByText('No seasons: every night is at the base price.', {}, LONG),
    ).toBeInTheDocument();
    await within(history).findByText('Season “Navruz” deleted', {}, LONG);
  });
});

describe('Prices and rules: a season that cannot come back', () => {
  it('names the season that took its nights since, in the console’s language (RU)', async () => {
    rates.seasons = [NAVRUZ];
    const old = { ...NAVRUZ, id: 'old', name: 'Весна', from: '2030-03-20', to: '2030-03-30' };
    rates.changes = [
      {
        id: 'deleted',
        at: '2030-01-09T05:00:00.000Z',
        actor: 'Dilnoza',
        subject: 'season',
        subjectId: 'old',
        action: 'delete',
        before: old,
        after: null,
      },
    ];
    const { user } = openRates('RU');
    const history = await screen.findByRole('region', { name: 'История изменений' }, LONG);
    const change = await within(history).findByRole('listitem', {}, LONG);
    expect(change).toHaveTextContent('Удалён сезон «Весна»');
    await within(region('Сезоны')).findByText('Navruz', {}, LONG);
    await user.click(within(change).getByRole('button', { name: /^Отменить: Удалён сезон «Весна»/ }));
    await user.click(within(change).getByRole('button', { name: 'Да, отменить' }));
    expect(
      await within(change).findByText(/^Эти ночи попадают в сезон «Navruz» \(18.+24 марта 2030/, {}, LONG),
    ).toHaveAttribute('role', 'alert');
  });
});

/**
 * A restriction removed in January 2027 is the history's one line: its revert is asked for (and
 * confirmed) in the language's words, and the line is returned for what it then says.
 */
async function revertRemovedRestriction(code: LanguageCode, words: { history: string; revert: RegExp; yes: string }) {
  rates.changes = [
    {
      id: 'removed',
      at: '2027-01-10T05:00:00.000Z',
      actor: 'Dilnoza',
      subject: 'restriction',
      subjectId: 'r1',
      action: 'delete',
      before: { id: 'r1', roomId: null, from: '2027-05-01', to: '2027-05-02', closed: true },
      after: null,
    },
  ];
  const { user } = openRates(code);
  const history = await screen.findByRole('region', { name: words.history }, LONG);
  const change = await within(history).findByRole('listitem', {}, LONG);
  await user.click(within(change).getByRole('button', { name: words.revert }));
  await user.click(within(change).getByRole('button', { name: words.yes }));
  return change;
}

describe('Prices and rules: the store’s bounds (422)', () => {
  /** The route answers 422 as the server does past a bound (server/terms/consoleRoutes.ts). */
  function refuse(method: 'post', path: string, error: Record<string, unknown>) {
    server.use(http[method](`${BASE}${path}`, () => HttpResponse.json({ error }, { status: 422 })));
  }

  it('says under the form that the seasons are at their limit, in Uzbek', async () => {
    refuse('post', '/api/staff/seasons', { code: 'too_many_terms', message: 'x', kind: 'season', limit: 100 });
    const { user } = openRates('UZ');
    const seasons = await screen.findByRole('region', { name: 'Mavsumlar' }, LONG);
    await user.type(within(seasons).getByLabelText('Mavsum nomi'), 'Yoz');
    pickDate('Birinchi kecha', '2027-07-01', seasons);
    pickDate('Oxirgi kecha (u ham kiradi)', '2027-07-10', seasons);
    const single = within(seasons).getByRole('group', { name: 'Standart bir kishilik xona' });
    const field = within(single).getByLabelText('Oʻzbekiston fuqarolari uchun narx');
    await user.clear(field);
    await user.type(field, '450000');
    await user.click(within(seasons).getByRole('button', { name: 'Mavsumni qoʻshish' }));
    expect(
      await within(seasons).findByText(
        'Amaldagi va kelgusi mavsumlar soni 100 tadan oshmasligi kerak. Keragi qolmagan mavsumni oʻchiring.',
        {},
        LONG,
      ),
    ).toHaveAttribute('role', 'alert');
  });

  it('names the latest first night a restriction may have next to its field, in English', async () => {
    refuse('post', '/api/staff/restrictions', { code: 'too_far_ahead', message: 'x', field: 'from' });
    const { user } = openRates();
    const section = await screen.findByRole('region', { name: 'Restrictions' }, LONG);
    await within(section).findByText('No restrictions.', {}, LONG);
    pickDate('First night', '2067-01-01', section);
    pickDate('Last night (included)', '2067-01-02', section);
    await user.click(within(section).getByRole('radio', { name: 'No arrivals on these days' }));
    await user.click(within(section).getByRole('button', { name: 'Add the restriction' }));
    const first = within(section).getByLabelText('First night');
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'), LONG);
    const latest = formatStayDate(latestFirstNight(todayInHotel()), 'EN');
    expect(first).toHaveAccessibleDescription(`The first night can be ${latest} at the latest.`);
  });

  it('says a removed restriction cannot come back while the restrictions are at their limit, in Russian', async () => {
    refuse('post', '/api/staff/rate-changes/:id/revert', {
      code: 'too_many_terms',
      message: 'x',
      kind: 'restriction',
      limit: 500,
    });
    const change = await revertRemovedRestriction('RU', {
      history: 'История изменений',
      revert: /^Отменить:/,
      yes: 'Да, отменить',
    });
    expect(
      await within(change).findByText(
        'Действующих и будущих ограничений может быть не больше 500. Удалите ненужное ограничение.',
        {},
        LONG,
      ),
    ).toHaveAttribute('role', 'alert');
  });
});

describe('Prices and rules: a removed restriction over nights sold since', () => {
  it('says so in the console’s words, naming the guests from the answer’s figures, not the server’s message (UZ)', async () => {
    server.use(
      http.post(`${BASE}/api/staff/rate-changes/:id/revert`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'conflict',
              message: 'The server’s own words',
              bookings: [
                {
                  id: 'b1',
                  reference: 'GH-7K3Q9M',
                  guestName: 'Anna Schmidt',
                  checkin: '2027-05-01',
                  checkout: '2027-05-03',
                },
              ],
              blocked: [],
            },
          },
          { status: 409 },
        ),
      ),
    );
    const change = await revertRemovedRestriction('UZ', {
      history: 'Oʻzgarishlar tarixi',
      revert: /^Qaytarish:/,
      yes: 'Ha, qaytarilsin',
    });
    const alert = await within(change).findByRole('alert', {}, LONG);
    expect(alert.textContent).toBe(
      'Bu kechalar allaqachon sotilgan. Xonasiz qoladi: Anna Schmidt (GH-7K3Q9M). Mehmonlarni boshqa xonaga joylashtirsangizgina saqlang.',
    );
    expect(change).not.toHaveTextContent('The server’s own words');
  });
});

describe('Prices and rules: who and which language', () => {
  it('gives reception no link and the owner-only message', async () => {
    fake.staff = RECEPTION;
    openRates('RU');
    await screen.findByText('Этот раздел только для владельца отеля.', {}, LONG);
    expect(screen.queryByRole('link', { name: 'Цены и правила' })).not.toBeInTheDocument();
    expect(fake.count('GET', '/api/staff/seasons')).toBe(0);
  });

  it.each([
    ['UZ', 'Narxlar va qoidalar', 'Mavsumlar', 'Oʻzgarishlar tarixi'],
    ['RU', 'Цены и правила', 'Сезоны', 'История изменений'],
    ['EN', 'Prices and rules', 'Seasons', 'History of changes'],
  ] as const)('speaks the owner’s language (%s)', async (code, title, seasons, history) => {
    openRates(code);
    await screen.findByRole('heading', { level: 1, name: title }, LONG);
    expect(screen.getByRole('heading', { level: 2, name: seasons })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: history })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  });
});

describe('Prices and rules: the words', () => {
  /** Every leaf of a catalogue by its path, functions called on samples. */
  function leaves(value: unknown, path = ''): Map<string, string> {
    const out = new Map<string, string>();
    if (typeof value === 'string') out.set(path, value);
    else if (typeof value === 'function')
      out.set(path, String((value as (...args: unknown[]) => unknown)(3, 'Navruz')));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value))
        for (const [p, v] of leaves(item, path ? `${path}.${key}` : key)) out.set(p, v);
    return out;
  }

  it.each(['RU', 'EN'] as const)('has every Uzbek text in %s too, none empty and none left in Uzbek', (code) => {
    const uz = leaves(ratesTexts.UZ);
    const other = leaves(ratesTexts[code]);
    expect([...other.keys()].sort()).toEqual([...uz.keys()].sort());
    for (const [path, text] of other) {
      expect([path, text.trim() === '', text === uz.get(path)]).toEqual([path, false, false]);
    }
  });
});
