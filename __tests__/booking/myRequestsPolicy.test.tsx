import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { BookingStatusAnswer } from '../../src/domain/booking';
import MyRequestsPage from '../../src/features/booking/MyRequestsPage';
import type { LocalBookingRecord } from '../../src/shared/myRequests/bookingRecords';
import { requestRecord } from '../support/records';
import { renderWithProviders } from '../support/render';

/*
 * "My requests" with the owner's cancellation policy: the status answer dates it for the stay
 * (free until a moment, never free, or free no longer), said only while the request may be
 * cancelled; a late cancellation says so; with no policy set the page says what it said before.
 */

const BASE = 'http://127.0.0.1:9';
const server = setupServer();
let answer: Omit<BookingStatusAnswer, 'id' | 'reference'> = { status: 'received' };

beforeAll(() => {
  process.env.API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  server.use(http.get(`${BASE}/api/bookings/:id`, ({ params }) => HttpResponse.json({ id: params.id, ...answer })));
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  delete process.env.API_BASE_URL;
});

function renderPage(code: 'UZ' | 'RU' | 'EN') {
  const records: LocalBookingRecord[] = [requestRecord('77777777-aaaa', { statusToken: 'token' })];
  return renderWithProviders(<MyRequestsPage />, { preloadedState: { myRequests: { records }, language: { code } } });
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('My requests and the cancellation policy', () => {
  it.each([
    ['EN', 'Free cancellation until 6 January 2099, 00:00 (Tashkent time).'],
    ['RU', 'Бесплатная отмена — до 6 января 2099 г., 00:00 (по ташкентскому времени).'],
    ['UZ', '2099-yil 6-yanvar, 00:00 gacha bepul bekor qilish mumkin (Toshkent vaqti bilan).'],
  ] as const)('in %s: the deadline the server dated for the stay, in the hotel’s time', async (code, line) => {
    // 00:00 in Tashkent is 19:00 UTC the day before.
    answer = { status: 'confirmed', cancellation: { freeUntil: '2099-01-05T19:00:00.000Z' } };
    renderPage(code);
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && plain(el.textContent) === line)).toBeVisible();
  });

  it('says when cancelling is never free, or free no longer; and a late cancellation', async () => {
    answer = { status: 'received', cancellation: { freeUntil: null } };
    const none = renderPage('EN');
    expect(await screen.findByText('This booking cannot be cancelled free of charge.')).toBeVisible();
    none.unmount();
    answer = { status: 'received', cancellation: { freeUntil: '2000-01-05T19:00:00.000Z' } };
    const passed = renderPage('EN');
    expect(
      await screen.findByText('The free cancellation period has passed: you can still cancel, but not free of charge.'),
    ).toBeVisible();
    passed.unmount();
    answer = { status: 'cancelled', cancelledLate: true };
    renderPage('EN');
    expect(await screen.findByText('Cancelled after the free cancellation deadline.')).toBeVisible();
  });

  it('says nothing of it while no policy is set', async () => {
    answer = { status: 'confirmed' };
    renderPage('EN');
    expect(await screen.findByRole('button', { name: 'Cancel request' })).toBeVisible();
    expect(screen.queryByText(/free cancellation|free of charge/i)).not.toBeInTheDocument();
  });
});
