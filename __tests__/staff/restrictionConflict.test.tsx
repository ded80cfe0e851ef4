/**
 * The restriction form when the server refuses a restriction for nights already sold (409
 * `conflict`): it lists the bookings it would leave without a room (each opening its request) and
 * the other channels' nights, and asks "Save anyway" (the same body again with `force: true`) or
 * "Cancel" (nothing sent); in Russian, English and Uzbek.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { LanguageCode } from '../../src/shared/language/languages';
import { makeStore } from '../../src/store/store';
import { renderApp } from '../support/render';
import { FakeRates } from './fakeRates';
import { BASE, FakeStaffServer } from './fakeStaffServer';

const fake = new FakeStaffServer();
let rates = new FakeRates(fake);
const server = setupServer();
const LONG = { timeout: 15000 };

/** The server's refusal: two bookings and two channel nights on the suite's 30 December. */
const CONFLICT = {
  error: {
    code: 'conflict',
    message: 'These nights are already sold.',
    bookings: [
      { id: 'b1', reference: 'GH-7K3Q9M', guestName: 'Anna Schmidt', checkin: '2030-12-29', checkout: '2030-12-31' },
      {
        id: 'b2',
        reference: 'GH-2222AA',
        guestName: 'Oʻgʻiloy Toʻxtayeva',
        checkin: '2030-12-30',
        checkout: '2031-01-02',
      },
    ],
    blocked: [{ roomId: 6, night: '2030-12-30', count: 2 }],
  },
};

beforeAll(() => {
  process.env.API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  Object.assign(fake, new FakeStaffServer());
  rates = new FakeRates(fake);
  server.use(
    // Without force, the restriction meets sold nights; with it, the fake stores it as usual.
    http.post(`${BASE}/api/staff/restrictions`, async ({ request }) => {
      const body = (await request.clone().json()) as { force?: boolean };
      if (body.force !== true) {
        fake.calls.push({ method: 'POST', path: '/api/staff/restrictions', search: new URLSearchParams(), body });
        return HttpResponse.json(CONFLICT, { status: 409 });
      }
      return undefined;
    }),
    ...fake.handlers(),
    ...rates.handlers(),
  );
});
afterEach(() => {
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
});
afterAll(() => {
  server.close();
  delete process.env.API_BASE_URL;
});

function posts() {
  return fake.calls.filter((call) => call.method === 'POST' && call.path === '/api/staff/restrictions');
}

async function putSuiteOutOfService(code: LanguageCode, words: { region: RegExp; room: RegExp; kind: RegExp }) {
  if (fake.staff) fake.staff = { ...fake.staff, lang: code === 'UZ' ? 'uz' : code === 'RU' ? 'ru' : 'en' };
  const rendered = renderApp({ route: '/staff/rates', store: makeStore({ language: { code } }) });
  const section = await screen.findByRole('region', { name: words.region }, LONG);
  const room = within(section).getByRole('combobox', { name: words.room });
  const suite = within(room).getAllByRole('option')[6]!;
  await rendered.user.selectOptions(room, suite);
  const [first, last] = within(section).getAllByLabelText(/.+/, { selector: 'input[type="date"]' });
  fireEvent.change(first!, { target: { value: '2030-12-30' } });
  fireEvent.change(last!, { target: { value: '2030-12-30' } });
  await rendered.user.click(within(section).getByRole('radio', { name: words.kind }));
  return { ...rendered, section };
}

describe('a restriction on sold nights', () => {
  it('lists the bookings and the channels’ nights, and saves anyway with force (RU)', async () => {
    const { user, section } = await putSuiteOutOfService('RU', {
      region: /^Ограничения$/,
      room: /Тип номера/,
      kind: /Номера вне эксплуатации/,
    });
    await user.click(within(section).getByRole('button', { name: 'Добавить ограничение' }));

    const choice = await within(section).findByRole('group', { name: 'Эти ночи уже проданы' }, LONG);
    // The question takes the focus; the plain submit is gone while it stands.
    expect(within(choice).getByRole('heading', { name: 'Эти ночи уже проданы' })).toHaveFocus();
    expect(within(section).queryByRole('button', { name: 'Добавить ограничение' })).not.toBeInTheDocument();
    expect(choice).toHaveTextContent('Если сохранить ограничение, без номера останутся брони:');
    const list = within(choice).getByRole('list', { name: 'Брони, которые останутся без номера' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Anna Schmidt GH-7K3Q9M · 29.+31 декабря 2030/),
      expect.stringMatching(/^Oʻgʻiloy Toʻxtayeva GH-2222AA · /),
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Anna Schmidt' })).toHaveAttribute(
      'href',
      '/staff/requests/GH-7K3Q9M',
    );
    expect(choice).toHaveTextContent('Ночей, занятых через другие каналы продаж: 2.');
    expect(choice).toHaveTextContent('Сохраняйте, только если переселите гостей.');
    expect(rates.restrictions).toEqual([]);

    await user.click(within(choice).getByRole('button', { name: 'Всё равно сохранить' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts().map((call) => call.body)).toEqual([
      { roomId: 6, from: '2030-12-30', to: '2030-12-30', outOfService: 1 },
      { roomId: 6, from: '2030-12-30', to: '2030-12-30', outOfService: 1, force: true },
    ]);
    await within(section).findByRole('list', { name: 'Список ограничений' }, LONG);
    expect(rates.restrictions).toHaveLength(1);
    expect(
      await screen.findByText('Ограничение сохранено. Переселите этих гостей в другие номера.', {}, LONG),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('group', { name: 'Эти ночи уже проданы' })).not.toBeInTheDocument();
  });

  it('cancels: nothing more is sent, and the submit button comes back with the focus (EN)', async () => {
    const { user, section } = await putSuiteOutOfService('EN', {
      region: /^Restrictions$/,
      room: /Room type/,
      kind: /Rooms out of service/,
    });
    await user.click(within(section).getByRole('button', { name: 'Add the restriction' }));
    const choice = await within(section).findByRole('group', { name: 'These nights are already sold' }, LONG);
    expect(choice).toHaveTextContent('If you save this restriction, these bookings are left without a room:');
    expect(choice).toHaveTextContent('Nights booked through other channels: 2.');
    await user.click(within(choice).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByRole('group', { name: 'These nights are already sold' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add the restriction' })).toHaveFocus();
    expect(await screen.findByText('The restriction was not saved.')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(rates.restrictions).toEqual([]);
  });

  it('offers the same choice in Uzbek, and a changed field puts the plain submit back', async () => {
    const { user, section } = await putSuiteOutOfService('UZ', {
      region: /^Cheklovlar$/,
      room: /Xona turi/,
      kind: /Foydalanishda emas/,
    });
    await user.click(within(section).getByRole('button', { name: 'Cheklovni qoʻshish' }));
    const choice = await within(section).findByRole('group', { name: 'Bu kechalar allaqachon sotilgan' }, LONG);
    expect(within(choice).getByRole('button', { name: 'Baribir saqlash' })).toBeInTheDocument();
    expect(within(choice).getByRole('button', { name: 'Bekor qilish' })).toBeInTheDocument();
    expect(choice).toHaveTextContent('Cheklov saqlansa, bu bronlar xonasiz qoladi:');
    await user.click(within(section).getByRole('radio', { name: /Yopiq/ }));
    expect(within(section).queryByRole('group', { name: 'Bu kechalar allaqachon sotilgan' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Cheklovni qoʻshish' })).toBeInTheDocument();
  });
});

describe('the history of a restriction saved over sold nights', () => {
  it('names the bookings it overrode, each opening its request, and the channels’ nights (RU, EN)', async () => {
    rates.changes = [
      {
        id: 'forced',
        at: '2030-02-01T09:30:00.000Z',
        actor: 'Owner',
        subject: 'restriction',
        subjectId: 'r1',
        action: 'create',
        before: null,
        after: {
          roomId: 6,
          from: '2030-12-30',
          to: '2030-12-30',
          minNights: null,
          closedToArrival: false,
          closed: false,
          outOfService: 1,
          overrode: {
            bookings: [
              { id: 'b1', reference: 'GH-7K3Q9M' },
              { id: 'b2', reference: 'GH-2222AA' },
            ],
            blockedNights: 2,
          },
        },
      },
    ];
    if (fake.staff) fake.staff = { ...fake.staff, lang: 'ru' };
    const ru = renderApp({ route: '/staff/rates', store: makeStore({ language: { code: 'RU' } }) });
    const history = await screen.findByRole('region', { name: 'История изменений' }, LONG);
    const line = await within(history).findByText(/Сохранено поверх проданных ночей:/, {}, LONG);
    expect(line).toHaveTextContent(
      'Сохранено поверх проданных ночей: GH-7K3Q9M, GH-2222AA; ночей, занятых другими каналами: 2',
    );
    expect(within(line).getByRole('link', { name: 'GH-2222AA' })).toHaveAttribute('href', '/staff/requests/GH-2222AA');
    ru.unmount();

    if (fake.staff) fake.staff = { ...fake.staff, lang: 'en' };
    renderApp({ route: '/staff/rates', store: makeStore({ language: { code: 'EN' } }) });
    const en = await screen.findByRole('region', { name: 'History of changes' }, LONG);
    expect(await within(en).findByText(/Saved over sold nights:/, {}, LONG)).toHaveTextContent(
      'Saved over sold nights: GH-7K3Q9M, GH-2222AA; nights blocked by other channels: 2',
    );
  });
});
