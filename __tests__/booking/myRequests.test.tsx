import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import MyRequestsPage from '../../src/features/booking/MyRequestsPage';
import { bookingTexts } from '../../src/features/booking/booking.texts';
import type { LocalBookingRecord } from '../../src/shared/myRequests/bookingRecords';
import { requestRecord } from '../support/records';
import { renderWithProviders } from '../support/render';

const BASE = 'http://127.0.0.1:9';
const server = setupServer();
const statuses = new Map<string, { status: string; decidedAt?: string }>();
const cancels: { id: string; token: unknown }[] = [];

beforeAll(() => {
  process.env.API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  server.use(
    http.get(`${BASE}/api/bookings/:id`, ({ params, request }) => {
      const known = statuses.get(String(params.id));
      if (!known || new URL(request.url).searchParams.get('token') !== `token-of-${String(params.id)}`) {
        return HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 });
      }
      return HttpResponse.json({ id: params.id, ...known });
    }),
    http.post(`${BASE}/api/bookings/:id/cancel`, async ({ params, request }) => {
      const { token } = (await request.json()) as { token: unknown };
      cancels.push({ id: String(params.id), token });
      statuses.set(String(params.id), { status: 'cancelled' });
      return HttpResponse.json({ id: params.id, status: 'cancelled' });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  statuses.clear();
  cancels.length = 0;
});
afterAll(() => {
  server.close();
  delete process.env.API_BASE_URL;
});

function request(id: string, overrides: Partial<LocalBookingRecord> = {}): LocalBookingRecord {
  return requestRecord(id, { statusToken: `token-of-${id}`, ...overrides });
}

function renderPage(records: LocalBookingRecord[], code: 'UZ' | 'RU' | 'EN' = 'EN') {
  return renderWithProviders(<MyRequestsPage />, { preloadedState: { myRequests: { records }, language: { code } } });
}

describe('My requests: what each request is for', () => {
  it.each([
    ['EN', 'Rooms', 'Guests'],
    ['RU', 'Количество номеров', 'Гости'],
    ['UZ', 'Xonalar soni', 'Mehmonlar'],
  ] as const)('says how many rooms each request is for (%s); a record kept before groups was for one', (code, rooms, guests) => {
    renderPage([request('55555555-eeee', { roomId: 2, guests: 4, units: 2, totalPrice: 1920000 }), request('66666666-ffff', { statusToken: undefined })], code);
    const [group, old] = screen.getAllByRole('listitem');
    const value = (item: HTMLElement, term: string) => within(item).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value(group!, rooms)).toHaveTextContent('2');
    expect(value(group!, guests)).toHaveTextContent('4');
    expect(value(old!, rooms)).toHaveTextContent('1');
  });
});

describe('My requests: the hotel’s answer and a cancel', () => {
  it('shows each request’s status in the guest’s language', async () => {
    statuses.set('11111111-aaaa', { status: 'confirmed', decidedAt: '2030-01-02T09:00:00.000Z' });
    statuses.set('22222222-bbbb', { status: 'declined', decidedAt: '2030-01-02T09:00:00.000Z' });
    statuses.set('33333333-cccc', { status: 'received' });
    renderPage([request('11111111-aaaa'), request('22222222-bbbb'), request('33333333-cccc'), request('44444444-dddd', { statusToken: undefined })], 'RU');
    const items = await screen.findAllByRole('listitem');
    await waitFor(() => expect(within(items[0]!).getByRole('status')).toHaveTextContent('Статус: Подтверждён · 2 января 2030'));
    await waitFor(() => expect(within(items[1]!).getByRole('status')).toHaveTextContent('Статус: Отклонён'));
    await waitFor(() => expect(within(items[2]!).getByRole('status')).toHaveTextContent('Статус: Получен, ждёт ответа отеля'));
    expect(within(items[3]!).getByText('Ответ придёт на электронную почту, или вам позвонят с ресепшена.')).toBeInTheDocument();
    // Only a received or confirmed request can be cancelled.
    expect(within(items[0]!).getByRole('button', { name: 'Отменить запрос' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Отменить запрос' })).not.toBeInTheDocument();
    expect(within(items[2]!).getByRole('button', { name: 'Отменить запрос' })).toBeInTheDocument();
  });

  it('cancels only after a confirmation, tells the server with the token, and shows the new status', async () => {
    statuses.set('55555555-eeee', { status: 'received' });
    const { user } = renderPage([request('55555555-eeee')]);
    const cancel = await screen.findByRole('button', { name: 'Cancel request' });
    await user.click(cancel);
    expect(screen.getByText('Cancel this request? Reception will be told.')).toBeInTheDocument();
    // "Keep it" has the focus: a stray Enter keeps the request.
    expect(screen.getByRole('button', { name: 'No, keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(cancels).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cancel request' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    const item = screen.getByRole('listitem');
    await waitFor(() => expect(within(item).getByRole('status')).toHaveTextContent('Status: Cancelled'));
    expect(cancels).toEqual([{ id: '55555555-eeee', token: 'token-of-55555555-eeee' }]);
    expect(within(item).getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
  });

  it('says so when the status cannot be read or the request is unknown to the hotel', async () => {
    server.use(http.get(`${BASE}/api/bookings/66666666-ffff`, () => HttpResponse.error()));
    renderPage([request('66666666-ffff'), request('77777777-0000')], 'UZ');
    const items = await screen.findAllByRole('listitem');
    await waitFor(() => expect(within(items[0]!).getByRole('status')).toHaveTextContent('Holatni hozir bilib boʻlmadi.'));
    await waitFor(() => expect(within(items[1]!).getByRole('status')).toHaveTextContent('Bu soʻrov mehmonxona tizimida topilmadi.'));
  });

  it('tells the guest where the answer will come, in the success popup', () => {
    expect(bookingTexts.EN.successText).toContain('“My requests”');
    expect(bookingTexts.RU.successText).toContain('«Мои запросы»');
    expect(bookingTexts.UZ.successText).toContain('«Mening soʻrovlarim»');
  });
});
