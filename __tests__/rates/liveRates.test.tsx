/**
 * The terms a page starts from and the live ones: the page carries those it was rendered with
 * (a JSON data block the store starts from, so hydration meets the prerendered prices), and once
 * its live module is in (the entry loads it with the guest's first action) a page that shows
 * prices asks GET /api/rates and shows what it answers; when the server cannot answer, the
 * rendered terms stay.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { todayInHotel } from '../../src/domain/dates';
import RoomsPage from '../../src/features/rooms/RoomsPage';
import { formatPrice } from '../../src/shared/format';
import { ratesDataBlock, readPageRates } from '../../src/shared/rates/ratePayload';
import { NO_RATES, type RatesAnswer } from '../../src/shared/rates/ratesSlice';
import '../../src/store/rates';
import { renderWithProviders } from '../support/render';

const BASE = 'http://127.0.0.1:9';
const TODAY = todayInHotel();
const seasonTonight = (price: number): RatesAnswer => ({
  seasons: [{ name: 'Tonight', from: TODAY, to: TODAY, prices: { '1': { price, priceIntl: price + 1 } } }],
  restrictions: [],
  policy: { kind: 'free', before: 2, unit: 'days' },
});
let answer: RatesAnswer | null = null;

const server = setupServer(
  http.get(`${BASE}/api/rates`, () =>
    answer ? HttpResponse.json(answer) : HttpResponse.json({ error: { code: 'x', message: 'down' } }, { status: 503 }),
  ),
);
beforeAll(() => {
  process.env.API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  delete process.env.API_BASE_URL;
});

const price = (amount: number) => formatPrice(amount, 'EN').replace(/\s/g, ' ');
const singleRoom = () => screen.getByRole('article', { name: 'Standard Single Room' });

describe('the terms a page starts from, then the live ones', () => {
  it('the page’s data block gives the store the terms it was rendered with; no block or a broken one gives none', () => {
    const rendered = { plan: { seasons: seasonTonight(1).seasons, restrictions: [] }, policy: null };
    const evil = {
      ...rendered,
      plan: { ...rendered.plan, seasons: [{ ...rendered.plan.seasons[0]!, name: '</script><b>' }] },
    };
    document.body.innerHTML = ratesDataBlock(evil);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageRates(document)).toEqual(evil);
    document.body.innerHTML = '<script type="application/json" id="rate-plan">{oops</script>';
    expect(readPageRates(document)).toEqual(NO_RATES);
    document.body.innerHTML = '';
    expect(readPageRates(document)).toEqual(NO_RATES);
  });

  it('shows the rendered price first, then the live one', async () => {
    answer = seasonTonight(612_000);
    const rendered = seasonTonight(444_000);
    renderWithProviders(<RoomsPage />, {
      route: '/en/rooms',
      preloadedState: {
        language: { code: 'EN' },
        rates: { plan: { seasons: rendered.seasons, restrictions: [] }, policy: null },
      },
    });
    expect(singleRoom()).toHaveTextContent(price(444_000));
    expect(
      await screen.findByText(price(612_000), { normalizer: (text) => text.replace(/\s/g, ' ') }),
    ).toBeInTheDocument();
  });

  it('keeps the rendered terms when the server cannot answer', async () => {
    answer = null;
    const rendered = seasonTonight(444_000);
    const { store } = renderWithProviders(<RoomsPage />, {
      route: '/en/rooms',
      preloadedState: {
        language: { code: 'EN' },
        rates: { plan: { seasons: rendered.seasons, restrictions: [] }, policy: null },
      },
    });
    // The call is made and fails: its cache entry says so.
    await waitFor(() => {
      const queries = (store.getState() as { api?: { queries: Record<string, { status: string } | undefined> } }).api
        ?.queries;
      expect(Object.values(queries ?? {}).map((query) => query?.status)).toContain('rejected');
    });
    expect(singleRoom()).toHaveTextContent(price(444_000));
  });
});
