/**
 * "Delete my data" on My requests: offered once a request is over (cancelled, declined, or its
 * check-out day has come), behind a confirming second step in the guest's language; on yes the
 * server erases it and the request leaves the list on this device too.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import MyRequestsPage from '../../src/features/booking/MyRequestsPage';
import { myRequestsTexts } from '../../src/features/booking/myRequests.texts';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { readBookingRecords, RECORDS_KEY } from '../../src/shared/myRequests/bookingRecords';
import type { LocalBookingRecord } from '../../src/shared/myRequests/bookingRecords';
import { requestRecord } from '../support/records';
import { renderWithProviders } from '../support/render';

const BASE = 'http://127.0.0.1:9';
const statuses = new Map<string, string>();
const erased: { id: string; token: unknown }[] = [];
const server = setupServer(
  http.get(`${BASE}/api/bookings/:id`, ({ params }) => {
    const status = statuses.get(String(params.id));
    return status
      ? HttpResponse.json({ id: params.id, status })
      : HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 });
  }),
  http.post(`${BASE}/api/bookings/:id/erase`, async ({ params, request }) => {
    const { token } = (await request.json()) as { token: unknown };
    erased.push({ id: String(params.id), token });
    statuses.delete(String(params.id));
    return HttpResponse.json({ id: params.id, erased: true });
  }),
);

beforeAll(() => {
  process.env.API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  statuses.clear();
  erased.length = 0;
  localStorage.clear();
});
afterAll(() => {
  server.close();
  delete process.env.API_BASE_URL;
});

const today = todayInHotel();
const record = (id: string, checkOut: string): LocalBookingRecord =>
  requestRecord(id, { statusToken: `token-of-${id}`, dates: { checkIn: addDays(checkOut, -2), checkOut, nights: 2 } });

describe('Delete my data', () => {
  it.each(['EN', 'RU', 'UZ'] as const)(
    'is offered for a finished or cancelled request only, asks first, then erases it and forgets it (%s)',
    async (code) => {
      const t = myRequestsTexts[code];
      const records = [
        record('11111111-aaaa', addDays(today, -3)), // stayed: over
        record('22222222-bbbb', addDays(today, 20)), // cancelled: over
        record('33333333-cccc', addDays(today, 20)), // still coming: not offered
      ];
      statuses.set('11111111-aaaa', 'confirmed');
      statuses.set('22222222-bbbb', 'cancelled');
      statuses.set('33333333-cccc', 'confirmed');
      localStorage.setItem(RECORDS_KEY, JSON.stringify(records));
      const { user } = renderWithProviders(<MyRequestsPage />, {
        preloadedState: { myRequests: { records }, language: { code } },
      });
      await waitFor(() => expect(screen.getAllByRole('button', { name: t.erase })).toHaveLength(2));
      const [stayed] = screen.getAllByRole('listitem');
      await user.click(within(stayed!).getByRole('button', { name: t.erase }));
      const ask = within(stayed!).getByRole('group', { name: t.erase });
      expect(ask).toHaveTextContent(t.eraseQuestion);
      // "No" keeps everything.
      await user.click(within(ask).getByRole('button', { name: t.eraseNo }));
      expect(erased).toEqual([]);
      await user.click(within(stayed!).getByRole('button', { name: t.erase }));
      await user.click(screen.getByRole('button', { name: t.eraseYes }));
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
      expect(erased).toEqual([{ id: '11111111-aaaa', token: 'token-of-11111111-aaaa' }]);
      expect(readBookingRecords().map((r) => r.bookingId)).toEqual(['22222222-bbbb', '33333333-cccc']);
      // The page says what was done, and the notice takes the focus the removed button had.
      const notice = screen.getByText(t.erased(records[0]!.reference ?? records[0]!.bookingId));
      expect(notice.closest('[role="status"]')).not.toBeNull();
      expect(notice).toHaveFocus();
    },
    20000,
  );
});
