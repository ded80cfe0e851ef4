import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { PaymentAnswer } from '../../src/domain/booking';
import MyRequestsPage from '../../src/features/booking/MyRequestsPage';
import { nextStepTexts } from '../../src/features/booking/nextStep.texts';
import { HOTEL } from '../../src/domain/hotel';
import { myRequestsTexts } from '../../src/features/booking/myRequests.texts';
import type { LocalBookingRecord } from '../../src/shared/myRequests/bookingRecords';
import { requestRecord } from '../support/records';
import { renderWithProviders } from '../support/render';

const BASE = 'http://127.0.0.1:9';
const server = setupServer();
const statuses = new Map<
  string,
  { status: string; decidedAt?: string; payment?: PaymentAnswer; telegramLink?: string }
>();
const cancels: { id: string; token: unknown }[] = [];

beforeAll(() => {
  process.env.API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  server.use(
    http.get(`${BASE}/api/bookings/:id`, ({ params, request }) => {
      const known = statuses.get(String(params.id));
      // The token comes in a header, never in the logged address.
      expect(new URL(request.url).search).toBe('');
      if (!known || request.headers.get('x-status-token') !== `token-of-${String(params.id)}`) {
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
  ] as const)(
    'says how many rooms each request is for (%s); a record kept before groups was for one',
    (code, rooms, guests) => {
      renderPage(
        [
          request('55555555-eeee', { roomId: 2, guests: 4, units: 2, totalPrice: 1920000 }),
          request('66666666-ffff', { statusToken: undefined }),
        ],
        code,
      );
      const [group, old] = screen.getAllByRole('listitem');
      const value = (item: HTMLElement, term: string) =>
        within(item).getByText(term, { selector: 'dt' }).nextElementSibling;
      expect(value(group!, rooms)).toHaveTextContent('2');
      expect(value(group!, guests)).toHaveTextContent('4');
      expect(value(old!, rooms)).toHaveTextContent('1');
    },
  );
});

describe('My requests: the hotel’s answer and a cancel', () => {
  it('shows each request’s status in the guest’s language', async () => {
    statuses.set('11111111-aaaa', { status: 'confirmed', decidedAt: '2030-01-02T09:00:00.000Z' });
    statuses.set('22222222-bbbb', { status: 'declined', decidedAt: '2030-01-02T09:00:00.000Z' });
    statuses.set('33333333-cccc', { status: 'received' });
    renderPage(
      [
        request('11111111-aaaa'),
        request('22222222-bbbb'),
        request('33333333-cccc'),
        request('44444444-dddd', { statusToken: undefined }),
      ],
      'RU',
    );
    const items = await screen.findAllByRole('listitem');
    await waitFor(() =>
      expect(within(items[0]!).getByRole('status')).toHaveTextContent('Статус: Подтверждён · 2 января 2030'),
    );
    await waitFor(() => expect(within(items[1]!).getByRole('status')).toHaveTextContent('Статус: Отклонён'));
    await waitFor(() =>
      expect(within(items[2]!).getByRole('status')).toHaveTextContent('Статус: Получен, ждёт ответа отеля'),
    );
    expect(
      within(items[3]!).getByText('Ответ придёт на электронную почту, или вам позвонят с ресепшена.'),
    ).toBeInTheDocument();
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
    await waitFor(() =>
      expect(within(items[0]!).getByRole('status')).toHaveTextContent('Holatni hozir bilib boʻlmadi.'),
    );
    await waitFor(() =>
      expect(within(items[1]!).getByRole('status')).toHaveTextContent('Bu soʻrov mehmonxona tizimida topilmadi.'),
    );
  });

  it('tells the guest where the answer will come, in the success popup', () => {
    expect(nextStepTexts.EN.where).toContain('“My requests”');
    expect(nextStepTexts.RU.where).toContain('«Мои запросы»');
    expect(nextStepTexts.UZ.where).toContain('«Mening soʻrovlarim»');
  });

  it('says a received request is not yet a booking, when the hotel answers, that nothing is paid, and how to call', async () => {
    statuses.set('88888888-1111', { status: 'received' });
    renderPage([request('88888888-1111')], 'EN');
    const item = await screen.findByRole('listitem');
    await waitFor(() =>
      expect(within(item).getByRole('status')).toHaveTextContent(myRequestsTexts.EN.statuses.received),
    );
    expect(within(item).getByText(/not yet a booking/)).toBeInTheDocument();
    expect(
      within(item).getByText(`We usually answer within ${HOTEL.reply.withinHours} hours`, { exact: false }),
    ).toBeInTheDocument();
    expect(within(item).getByText('You pay nothing now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call reception/ })).toHaveAttribute('href', `tel:${HOTEL.phones[0]}`);
    expect(screen.getByRole('link', { name: 'Message us on Telegram' })).toHaveAttribute(
      'href',
      HOTEL.socials.telegram,
    );
  });
});

describe('My requests: the deposit of a confirmed request', () => {
  const PAYME = 'http://127.0.0.1:9/checkout/bT0xMjM=';
  const CLICK = 'http://127.0.0.1:9/click/pay?service_id=1&transaction_param=GH-7K3Q9M';
  const confirmed = (payment: PaymentAnswer) => ({
    status: 'confirmed',
    decidedAt: '2030-01-02T09:00:00.000Z',
    payment,
  });

  it.each([
    [
      'UZ',
      "Depozit: 720\u00a0000\u00a0so'm",
      'Depozitni toʻlasangiz, xona siz uchun saqlab qolinadi.',
      'Payme orqali toʻlash',
      'Click orqali toʻlash',
    ],
    [
      'RU',
      "Предоплата: 720\u00a0000\u00a0so'm",
      'Внесите предоплату, и номер будет закреплён за вами.',
      'Оплатить через Payme',
      'Оплатить через Click',
    ],
    ['EN', "Deposit: 720,000\u00a0so'm", 'Paying the deposit secures your room.', 'Pay with Payme', 'Pay with Click'],
  ] as const)(
    'shows the amount, why it is asked and a link to each gateway (%s)',
    async (code, amount, why, payme, click) => {
      statuses.set(
        '11111111-aaaa',
        confirmed({ status: 'none', amount: 720000, links: { payme: PAYME, click: CLICK } }),
      );
      renderPage([request('11111111-aaaa')], code);
      const item = await screen.findByRole('listitem');
      expect(await within(item).findByRole('link', { name: payme })).toHaveAttribute('href', PAYME);
      expect(within(item).getByRole('link', { name: click })).toHaveAttribute('href', CLICK);
      expect(within(item).getByText(why)).toBeInTheDocument();
      expect(within(item).getByText((_, el) => el?.tagName === 'P' && el.textContent === amount)).toBeInTheDocument();
      // The status line itself stays what it was.
      expect(within(item).getByRole('status')).not.toHaveTextContent(amount);
    },
  );

  it('offers only the gateways the hotel has', async () => {
    statuses.set('11111111-aaaa', confirmed({ status: 'none', amount: 360000, links: { click: CLICK } }));
    renderPage([request('11111111-aaaa')]);
    expect(await screen.findByRole('link', { name: 'Pay with Click' })).toHaveAttribute('href', CLICK);
    expect(screen.queryByRole('link', { name: 'Pay with Payme' })).not.toBeInTheDocument();
  });

  it.each([
    ['UZ', 'pending', 'Toʻlov amalga oshirilmoqda', true],
    ['RU', 'pending', 'Оплата в процессе', true],
    ['EN', 'pending', 'Payment in progress', true],
    ['UZ', 'paid', 'Depozit toʻlandi', false],
    ['RU', 'paid', 'Предоплата внесена', false],
    ['EN', 'paid', 'Deposit paid', false],
    ['UZ', 'refunded', 'Depozit qaytarildi', false],
    ['RU', 'refunded', 'Предоплата возвращена', false],
    ['EN', 'refunded', 'Deposit refunded', false],
  ] as const)(
    '%s: a %s deposit says “%s”, with the links only while it may still be paid',
    async (code, status, text, links) => {
      statuses.set('11111111-aaaa', confirmed({ status, amount: 720000, links: links ? { payme: PAYME } : {} }));
      renderPage([request('11111111-aaaa')], code);
      const item = await screen.findByRole('listitem');
      await within(item).findByText(text);
      expect(within(item).queryAllByRole('link')).toHaveLength(links ? 1 : 0);
    },
  );

  it.each([
    ['UZ', 'Depozit toʻlandi', 'Fiskal chek'],
    ['RU', 'Предоплата внесена', 'Фискальный чек'],
    ['EN', 'Deposit paid', 'Fiscal receipt'],
  ] as const)(
    '%s: a paid deposit links its fiscal receipt once the gateway reported it',
    async (code, paid, receipt) => {
      const url = 'https://ofd.soliq.uz/epi?t=EP000000000025&r=121&c=20301102140000&s=800031554082';
      statuses.set('11111111-aaaa', confirmed({ status: 'paid', amount: 720000, links: {}, receiptUrl: url }));
      renderPage([request('11111111-aaaa')], code);
      const item = await screen.findByRole('listitem');
      await within(item).findByText(paid);
      expect(within(item).getByRole('link', { name: receipt })).toHaveAttribute('href', url);
      expect(within(item).queryAllByRole('link')).toHaveLength(1);
    },
  );

  it('says nothing of a deposit that was never paid once the request is off, nor when the hotel takes none', async () => {
    statuses.set('11111111-aaaa', { status: 'cancelled', payment: { status: 'none', amount: 720000, links: {} } });
    statuses.set('22222222-bbbb', { status: 'confirmed' });
    renderPage([request('11111111-aaaa'), request('22222222-bbbb')]);
    const items = await screen.findAllByRole('listitem');
    await waitFor(() => expect(within(items[0]!).getByRole('status')).toHaveTextContent('Status: Cancelled'));
    await waitFor(() => expect(within(items[1]!).getByRole('status')).toHaveTextContent('Status: Confirmed'));
    expect(screen.queryByText(/Deposit/)).not.toBeInTheDocument();
    // No payment link: only the reception's call and Telegram links, under the list.
    expect(within(screen.getByRole('list')).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the deposit paid when the guest comes back from the gateway (the page regains focus)', async () => {
    statuses.set('11111111-aaaa', confirmed({ status: 'none', amount: 720000, links: { payme: PAYME, click: CLICK } }));
    renderPage([request('11111111-aaaa')]);
    await screen.findByRole('link', { name: 'Pay with Payme' });
    statuses.set('11111111-aaaa', confirmed({ status: 'paid', amount: 720000, links: {} }));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await screen.findByText('Deposit paid');
    expect(screen.queryByRole('link', { name: 'Pay with Payme' })).not.toBeInTheDocument();
    // A paid, confirmed stay can still be cancelled (staff are told a refund is due).
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
  });
});

describe('My requests: updates in Telegram', () => {
  it.each([
    ['UZ', 'Telegramda kuzatish'],
    ['RU', 'Следить в Telegram'],
    ['EN', 'Get updates in Telegram'],
  ] as const)(
    'offers the hotel bot’s link while the server gives one (%s), and nothing without it',
    async (code, name) => {
      const link = `https://t.me/hotel_test_bot?start=${'A'.repeat(43)}`;
      statuses.set('77777777-aaaa', { status: 'received', telegramLink: link });
      statuses.set('88888888-bbbb', { status: 'confirmed' });
      renderPage([request('77777777-aaaa'), request('88888888-bbbb')], code);
      const items = await screen.findAllByRole('listitem');
      const follow = await within(items[0]!).findByRole('link', { name });
      expect(follow).toHaveAttribute('href', link);
      expect(follow).toHaveAttribute('rel', 'noopener noreferrer');
      await waitFor(() => expect(within(items[1]!).getByRole('status')).not.toHaveTextContent('…'));
      expect(within(items[1]!).queryByRole('link', { name })).not.toBeInTheDocument();
    },
  );
});
