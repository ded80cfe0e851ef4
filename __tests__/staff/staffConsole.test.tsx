import { screen, waitFor, within } from '@testing-library/react';
import { calendarRangeChosen } from '../../src/features/staff/staffUiSlice';
import { makeStore } from '../../src/store/store';
import { renderApp } from '../support/render';
import { detail, RECEPTION } from './fakeStaffServer';
import { staffSuite } from './staffSuite';

const { fake } = staffSuite();

const LONG = { timeout: 15000 };

function openConsole(route: string, store = makeStore({ language: { code: 'EN' } })) {
  return renderApp({ route, store });
}

describe('staff console: signing in', () => {
  it('signs in with the token of the address, takes it out of the address at once, and opens Today', async () => {
    fake.staff = null;
    window.history.replaceState(null, '', '/staff/sign-in#good-token');
    openConsole('/staff/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Today' }, LONG);
    expect(window.location.hash).toBe('');
    expect(fake.calls.find((call) => call.path === '/api/staff/sign-in/link')?.body).toEqual({ token: 'good-token' });
    expect(fake.count('POST', '/api/staff/sign-in/link')).toBe(1);
    expect(screen.getByText('Signed in as Dilnoza')).toBeInTheDocument();
  });

  it.each([
    ['link_used', 'RU', 'Эта ссылка уже использована. Отправьте /login боту или попросите новую у владельца.'],
    [
      'link_expired',
      'UZ',
      'Bu havolaning muddati tugagan (30 daqiqa). Yangi havola uchun botga /login deb yozing yoki egadan soʻrang.',
    ],
    ['link_invalid', 'EN', 'This link is not valid. Ask for a new invitation, or send /login to the bot.'],
  ] as const)('says why a %s link does not work, in the console’s language (%s)', async (code, language, text) => {
    fake.staff = null;
    fake.linkError = code;
    window.history.replaceState(null, '', '/staff/sign-in#old-token');
    openConsole('/staff/sign-in', makeStore({ language: { code: language } }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text), LONG);
    expect(window.location.hash).toBe('');
  });

  it('without a token, tells how to get one and offers a passkey', async () => {
    fake.staff = null;
    openConsole('/staff/sign-in');
    expect(
      await screen.findByText(/Ask the owner for an invitation, or send \/login to the hotel’s bot\./, {}, LONG),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(fake.count('POST', '/api/staff/sign-in/link')).toBe(0);
  });

  it('sends any page to sign-in when the session is gone (401)', async () => {
    fake.staff = null;
    openConsole('/staff/requests');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' }, LONG);
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/sign-in');
  });

  it('marks every console page noindex', async () => {
    openConsole('/staff');
    await screen.findByRole('heading', { level: 1, name: 'Today' }, LONG);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});

describe('staff console: today and the list', () => {
  it('shows today’s and tomorrow’s arrivals, departures and who is in the house, in the member’s language (RU)', async () => {
    fake.staff = RECEPTION;
    fake.bookings = [
      detail({ status: 'confirmed' }),
      detail({
        id: 'b2',
        reference: 'GH-2222AA',
        guestName: 'Olim Karimov',
        checkin: '2030-02-27',
        checkout: '2030-03-02',
        status: 'checked_in',
      }),
    ];
    openConsole('/staff');
    const today = await screen.findByRole('region', { name: /^Сегодня · 1 марта 2030/ }, LONG);
    expect(within(within(today).getByRole('list', { name: /^Заезд/ })).getByRole('link')).toHaveTextContent(
      'Anna Schmidt',
    );
    expect(within(today).getByRole('list', { name: /^Проживают/ })).toHaveTextContent('Olim Karimov');
    const tomorrow = screen.getByRole('region', { name: /^Завтра · 2 марта 2030/ });
    expect(within(tomorrow).getByRole('list', { name: /^Выезд/ })).toHaveTextContent('Olim Karimov');
    expect(within(today).getAllByRole('link', { name: /Anna Schmidt/ })[0]).toHaveAttribute(
      'href',
      '/staff/requests/GH-7K3Q9M',
    );
    // A receptionist has no export.
    expect(screen.queryByRole('link', { name: 'Выгрузка' })).not.toBeInTheDocument();
  });

  it('lists requests newest first, filters by status and searches; each opens its page', async () => {
    fake.bookings = [
      detail(),
      detail({
        id: 'b2',
        reference: 'GH-2222AA',
        guestName: 'Olim Karimov',
        status: 'confirmed',
        createdAt: '2030-02-05T00:00:00.000Z',
      }),
    ];
    const { user } = openConsole('/staff/requests');
    const list = await screen.findByRole('list', { name: 'Requests' }, LONG);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Olim Karimov'), expect.stringContaining('Anna Schmidt')]);
    await user.selectOptions(screen.getByLabelText('Status'), 'New — awaiting reply');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff/requests?status=received'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Requests' })).getAllByRole('link')).toHaveLength(1),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'anna');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(
        fake.calls.some(
          (call) =>
            call.path === '/api/staff/bookings' &&
            call.search.get('q') === 'anna' &&
            call.search.get('status') === 'received',
        ),
      ).toBe(true),
    );
    await user.click(
      within(screen.getByRole('list', { name: 'Requests' })).getByRole('link', { name: /Anna Schmidt/ }),
    );
    // The page names the request while it loads and again, in another heading, once loaded: the
    // loaded page is the one with the request's actions.
    await screen.findByRole('button', { name: 'Confirm' }, LONG);
    expect(screen.getByRole('heading', { level: 1, name: 'Request GH-7K3Q9M' })).toBeInTheDocument();
  });
});

describe('staff console: a request’s page', () => {
  it('shows every field, the price as the guest saw it, the emails and the history', async () => {
    fake.bookings = [
      detail({
        deposit: {
          status: 'paid',
          amount: 1150000,
          paidAt: '2030-02-01T10:00:00.000Z',
          gateway: 'payme',
          receiptUrl: 'https://receipt.example/1',
        },
      }),
    ];
    openConsole('/staff/requests/GH-7K3Q9M');
    await screen.findByText('Room', { selector: 'dt' }, LONG);
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value('Room')).toHaveTextContent('Deluxe Double Suite');
    // In the Guest section the name is called what it is, not "Guest" a second time.
    expect(value('Name')).toHaveTextContent('Anna Schmidt');
    expect(screen.queryByText('Guest', { selector: 'dt' })).toBeNull();
    expect(value('Phone')).toHaveTextContent('+4930901820');
    expect(value('Nationality')).toHaveTextContent('Germany');
    const price = within(screen.getByRole('region', { name: 'Price (as the guest saw it)' }));
    expect(price.getByRole('list', { name: 'Price by night' })).toHaveTextContent("2 nights × 1,150,000 so'm");
    expect(price.getByText(/^Total:/)).toHaveTextContent("Total: 2,300,000 so'm (2 nights)");
    expect(within(screen.getByRole('region', { name: 'Deposit' })).getByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the receipt' })).toHaveAttribute('href', 'https://receipt.example/1');
    expect(screen.getByRole('region', { name: 'Emails' })).toHaveTextContent('anna@example.com · Sent');
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(
      '1 February 2030, 14:30 · Request created · Guest',
    );
    // Only what a received request allows.
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirm', 'Decline', 'Cancel booking', 'Add a note', 'Email the guest']);
  });

  it('confirms: the page, the list, today and the calendar are read again at once, and the result is said', async () => {
    fake.bookings = [detail()];
    const store = makeStore({ language: { code: 'EN' } });
    const { user, unmount } = openConsole('/staff/requests', store);
    await screen.findByRole('list', { name: 'Requests' }, LONG);
    unmount();
    const second = openConsole('/staff/requests/GH-7K3Q9M', store);
    const confirm = await screen.findByRole('button', { name: 'Confirm' }, LONG);
    const listReads = fake.count('GET', '/api/staff/bookings');
    await user.click(confirm);
    expect(await screen.findByText('The request is confirmed.', {}, LONG)).toHaveAttribute('role', 'status');
    expect(screen.getAllByText('Confirmed')[0]).toBeInTheDocument();
    // No no-show before the arrival day (1 March 2030): stayActions.test.tsx has the stay's guards.
    expect(
      within(screen.getByRole('region', { name: 'Actions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Check in', 'Cancel booking', 'Add a note', 'Email the guest']);
    // The list's cached answer was invalidated: it is read again as soon as it shows.
    second.unmount();
    openConsole('/staff/requests', store);
    await waitFor(() => expect(fake.count('GET', '/api/staff/bookings')).toBeGreaterThan(listReads));
    expect(fake.calls.find((call) => call.path === '/api/staff/bookings/b1/confirm')?.body).toEqual({});
  });

  it('declines with the staff member’s own words to the guest, after asking', async () => {
    fake.bookings = [detail()];
    const { user } = openConsole('/staff/requests/GH-7K3Q9M');
    await user.click(await screen.findByRole('button', { name: 'Decline' }, LONG));
    const form = screen.getByRole('form', { name: 'Decline this request? The guest will be told.' });
    await user.click(within(form).getByRole('radio', { name: 'My own words to the guest' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Text for the guest' }),
      'We are closed for repairs that week.',
    );
    await user.click(within(form).getByRole('button', { name: 'Decline' }));
    await waitFor(
      () =>
        expect(fake.calls.find((call) => call.path === '/api/staff/bookings/b1/decline')?.body).toEqual({
          reason: 'message',
          message: 'We are closed for repairs that week.',
        }),
      LONG,
    );
    // A declined request is over: no decision is left, only erasing the guest's data.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Actions' })).getByRole('button', { name: 'Erase personal data' }),
      ).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('region', { name: 'Actions' })).queryByRole('button', { name: 'Decline' }),
    ).not.toBeInTheDocument();
  });

  it('says so when the status moved meanwhile (409), in the member’s language', async () => {
    fake.bookings = [detail()];
    const store = makeStore({ language: { code: 'UZ' } });
    fake.staff = { ...fake.staff!, lang: 'uz' };
    const { user } = openConsole('/staff/requests/GH-7K3Q9M', store);
    await screen.findByRole('button', { name: 'Tasdiqlash' }, LONG);
    fake.bookings[0]!.status = 'cancelled';
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(
      await screen.findByText('Soʻrov holati oʻzgargan. Sahifa yangilandi.', { selector: '[role="alert"]' }, LONG),
    ).toBeInTheDocument();
  });
});

describe('staff console: calendar, new booking, export, settings', () => {
  it('shows each room kind’s nights and lists a night’s bookings on a tap', async () => {
    fake.bookings = [detail({ status: 'confirmed' })];
    const store = makeStore({ language: { code: 'EN' } });
    store.dispatch(calendarRangeChosen({ from: '2030-03-01', days: 14 }));
    const { user } = openConsole('/staff/calendar', store);
    const night = await screen.findByRole(
      'button',
      { name: /^Deluxe Double Suite, 1 March 2030: 1 of 2 free; taken 1, requested 0/ },
      LONG,
    );
    await user.click(night);
    const panel = await screen.findByRole('region', { name: 'Deluxe Double Suite, 1 March 2030' });
    await within(panel).findByRole('link', { name: /Anna Schmidt/ });
    expect(
      fake.calls.some(
        (call) =>
          call.path === '/api/staff/bookings' &&
          call.search.get('night') === '2030-03-01' &&
          call.search.get('roomId') === '6',
      ),
    ).toBe(true);
  });

  it('takes a phone booking by the site’s rules and confirms it at once', async () => {
    const { user } = openConsole('/staff/new');
    await screen.findByRole('heading', { level: 1, name: 'New booking' }, LONG);
    await user.type(screen.getByLabelText('Guest’s first and last name'), 'Olim Karimov');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save the booking' }));
    expect(screen.getByText('Write the phone number in international format: +998 90 123 45 67.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+998 90 123 45 67');
    await user.click(screen.getByRole('radio', { name: 'At reception' }));
    await user.click(screen.getByRole('button', { name: 'Save the booking' }));
    await screen.findByText('Booking GH-NEW0 is saved and confirmed.', {}, LONG);
    const body = fake.calls.find((call) => call.method === 'POST' && call.path === '/api/staff/bookings')?.body;
    expect(body).toMatchObject({
      roomId: 1,
      units: 1,
      guests: 1,
      guestName: 'Olim Karimov',
      phone: '+998901234567',
      email: null,
      nationality: 'UZ',
      lang: 'en',
      source: 'desk',
    });
  });

  it('gives the owner the month’s CSV as a plain link', async () => {
    const { user } = openConsole('/staff/export');
    const link = await screen.findByRole('link', { name: 'Download the CSV' }, LONG);
    const input = screen.getByLabelText('Month');
    await user.clear(input);
    await user.type(input, '2030-12');
    await waitFor(() => expect(link).toHaveAttribute('href', '/api/staff/export.csv?from=2030-12-01&to=2031-01-01'));
  });

  it('refuses the export page to reception', async () => {
    fake.staff = RECEPTION;
    openConsole('/staff/export');
    await screen.findByText('Этот раздел только для владельца отеля.', {}, LONG);
  });

  it('lists the accounts for the owner, ends a member’s sessions, and signs out', async () => {
    const { user } = openConsole('/staff/settings');
    const accounts = await screen.findByRole('region', { name: 'Staff' }, LONG);
    await within(accounts).findByText('Bekzod');
    await user.click(within(accounts).getByRole('button', { name: 'Bekzod: end sessions' }));
    await waitFor(() => expect(fake.count('POST', '/api/staff/accounts/s2/end-sessions')).toBe(1));
    await screen.findByText('Bekzod’s sessions have ended.', {}, LONG);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' }, LONG);
    expect(fake.count('POST', '/api/staff/sign-out')).toBe(1);
  });

  it('switches the console’s language without touching the site’s', async () => {
    const { user, store } = openConsole('/staff');
    await screen.findByRole('heading', { level: 1, name: 'Today' }, LONG);
    await user.selectOptions(screen.getByLabelText('Language'), 'Русский');
    await screen.findByRole('heading', { level: 1, name: 'Сегодня' });
    expect(document.documentElement.lang).toBe('ru');
    expect(store.getState().language.code).toBe('EN');
  });
});
