/**
 * The request page's stay actions (issue 48, point 4): the actions are verbs; a check-in before
 * the arrival day asks first (the question focused, the arrival date named, in the console's
 * language) and then sends `early: true`; a no-show is offered from the arrival day only, a
 * check-in not once the check-out day has come; after an undoable action the Undo button says
 * what it takes back and until when, and the history says early check-ins and undos in words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { makeStore } from '../../src/store/store';
import type { LanguageCode } from '../../src/shared/language/languages';
import { staffTexts } from '../../src/features/staff/staff.texts';
import { renderApp } from '../support/render';
import { BASE, detail } from './fakeStaffServer';
import { staffSuite } from './staffSuite';

const { fake, server } = staffSuite();

const LONG = { timeout: 15000 };

function openConsole(route: string, code: LanguageCode = 'EN') {
  fake.staff = { ...fake.staff!, lang: code === 'UZ' ? 'uz' : code === 'RU' ? 'ru' : 'en' };
  return renderApp({ route, store: makeStore({ language: { code } }) });
}

const actionButtons = () =>
  within(screen.getByRole('region', { name: /^(Actions|Действия|Amallar)$/ }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('request page: the stay’s guards and the undo', () => {
  it('asks before checking in ahead of the arrival day, sends early, then offers the undo until when, and undoes', async () => {
    // The fake's stay arrives on 1 March 2030: long after the test's today.
    fake.bookings = [detail({ status: 'confirmed' })];
    const { user } = openConsole('/staff/requests/GH-7K3Q9M');
    await user.click(await screen.findByRole('button', { name: 'Check in' }, LONG));
    // No no-show before the arrival day.
    const form = screen.getByRole('form', { name: 'The guest arrives on 1 March 2030. Check in early?' });
    expect(within(form).getByText('The guest arrives on 1 March 2030. Check in early?')).toHaveFocus();
    expect(fake.count('POST', '/api/staff/bookings/b1/check-in')).toBe(0);
    await user.click(within(form).getByRole('button', { name: 'Check in early' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.path === '/api/staff/bookings/b1/check-in')?.body).toEqual({ early: true }),
    );
    expect(await screen.findByText('The guest is checked in.', {}, LONG)).toHaveAttribute('role', 'status');
    const history = screen.getByRole('region', { name: 'History' });
    await within(history).findByText('Checked in early');

    const undo = await screen.findByRole('button', { name: 'Undo check-in' });
    expect(undo).toHaveAccessibleDescription('Can be undone until 3 February 2030, 15:00.');
    await user.click(undo);
    expect(await screen.findByText('Check-in undone: the booking is confirmed again.', {}, LONG)).toHaveAttribute(
      'role',
      'status',
    );
    expect(fake.calls.filter((call) => call.path === '/api/staff/bookings/b1/undo')).toHaveLength(1);
    await within(history).findByText('Check-in undone');
    expect(screen.queryByRole('button', { name: 'Undo check-in' })).not.toBeInTheDocument();
    expect(actionButtons()).toEqual(['Check in', 'Cancel booking', 'Add a note', 'Email the guest']);
  });

  it('in Russian: the actions are verbs, a check-in on the arrival day asks nothing, and the undo is in Russian', async () => {
    const today = todayInHotel();
    fake.bookings = [detail({ status: 'confirmed', checkin: today, checkout: addDays(today, 2) })];
    const t = staffTexts.RU;
    const { user } = openConsole('/staff/requests/GH-7K3Q9M', 'RU');
    await screen.findByRole('button', { name: 'Заселить' }, LONG);
    expect(actionButtons()).toEqual([
      'Заселить',
      'Отметить незаезд',
      t.actions.cancel,
      t.actions.note,
      t.actions.message,
    ]);
    await user.click(screen.getByRole('button', { name: 'Заселить' }));
    const undo = await screen.findByRole('button', { name: 'Отменить заселение' }, LONG);
    expect(undo).toHaveAccessibleDescription('Можно отменить до 3 февраля 2030 г., 15:00.');
    expect(fake.calls.find((call) => call.path === '/api/staff/bookings/b1/check-in')?.body).toEqual({});
    const history = screen.getByRole('region', { name: t.request.history });
    expect(within(history).getByText(t.request.historyActions.checked_in)).toBeInTheDocument();
    expect(actionButtons()).toEqual(['Оформить выезд', 'Отменить заселение', t.actions.note, t.actions.message]);
    await user.click(undo);
    await within(history).findByText('Заселение отменено', {}, LONG);
  });

  it('offers no check-in once the check-out day has come, and a no-show still', async () => {
    const today = todayInHotel();
    fake.bookings = [detail({ status: 'confirmed', checkin: addDays(today, -2), checkout: today })];
    openConsole('/staff/requests/GH-7K3Q9M');
    await screen.findByRole('button', { name: 'Mark as no-show' }, LONG);
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('in Uzbek: the early question names the arrival date and can be left without a call', async () => {
    fake.bookings = [detail({ status: 'confirmed' })];
    const { user } = openConsole('/staff/requests/GH-7K3Q9M', 'UZ');
    await user.click(await screen.findByRole('button', { name: 'Joylashtirish' }, LONG));
    const form = screen.getByRole('form', {
      name: 'Mehmon 2030-yil 1-mart kuni keladi. Muddatidan oldin joylashtirilsinmi?',
    });
    expect(within(form).getByRole('button', { name: 'Muddatidan oldin joylashtirish' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: staffTexts.UZ.actions.no }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(fake.count('POST', '/api/staff/bookings/b1/check-in')).toBe(0);
  });

  it('in Uzbek: a decline is offered for undo, and an undo the server finds expired is said', async () => {
    fake.bookings = [
      detail({
        status: 'declined',
        declineReason: 'full',
        undo: { action: 'declined', until: '2030-02-03T10:00:00.000Z' },
      }),
    ];
    server.use(
      http.post(`${BASE}/api/staff/bookings/:id/undo`, () =>
        HttpResponse.json({ error: { code: 'undo_expired', message: 'expired' } }, { status: 409 }),
      ),
    );
    const { user } = openConsole('/staff/requests/GH-7K3Q9M', 'UZ');
    const undo = await screen.findByRole('button', { name: 'Rad etishni bekor qilish' }, LONG);
    expect(undo).toHaveAccessibleDescription('2030-yil 3-fevral, 15:00 gacha bekor qilish mumkin.');
    await user.click(undo);
    expect(
      await screen.findByText(
        '24 soatdan koʻp vaqt oʻtdi: bu amalni endi bekor qilib boʻlmaydi.',
        { selector: '[role="alert"]' },
        LONG,
      ),
    ).toBeInTheDocument();
  });
});
