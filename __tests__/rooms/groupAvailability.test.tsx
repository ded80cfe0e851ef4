import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { ROOMS } from '../../src/domain/rooms';
import RoomPage from '../../src/features/rooms/RoomPage';
import RoomsPage from '../../src/features/rooms/RoomsPage';
import { renderWithProviders } from '../support/render';

/*
 * A group's search once the server has said what is free: a kind is hidden
 * when even all its rooms free for the dates cannot take the group, and the hint says so; a kind
 * with none free stays, marked sold out; Book now brings as many guests as the free rooms take.
 */

const BASE = 'http://127.0.0.1:9';
/** Free rooms by room id; a kind not named has all its rooms free. */
let free: Record<number, number> = {};

const server = setupServer(
  http.get(`${BASE}/api/availability`, ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json({
      checkin: url.searchParams.get('checkin'),
      checkout: url.searchParams.get('checkout'),
      rooms: ROOMS.map((room) => ({ roomId: room.id, units: room.units, free: free[room.id] ?? room.units })),
    });
  }),
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

const checkin = addDays(todayInHotel(), 4);
const checkout = addDays(checkin, 2);
const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('a group and what is free', () => {
  it.each([
    ['EN', '1 kind of room is hidden: even all its rooms free for your dates together take fewer than 4 guests.'],
    [
      'RU',
      'Скрыта 1 категория номеров: даже все её номера, свободные на ваши даты, вместе рассчитаны менее чем на 4 гостей.',
    ],
    [
      'UZ',
      'Tanlangan sanalardagi barcha boʻsh xonalariga birgalikda ham 4 kishi sigʻmaydigan 1 ta xona turi koʻrsatilmaydi.',
    ],
  ] as const)(
    'hides a kind whose free rooms cannot take the group, says why (%s), and keeps a sold-out kind',
    async (code, hint) => {
      free = { 2: 1, 6: 0 };
      renderWithProviders(<RoomsPage />, {
        route: `/rooms?checkin=${checkin}&checkout=${checkout}&guests=4`,
        preloadedState: { language: { code } },
      });
      // Before the answer, by the records: every kind takes four.
      expect(cardTitles()).toHaveLength(6);
      // One twin free takes two of the four: hidden. The deluxe suite has none free: shown, sold out.
      await waitFor(() => expect(cardTitles()).toHaveLength(5));
      expect(screen.queryByTestId('room-2-group')).not.toBeInTheDocument();
      expect(screen.getByText(hint)).toBeInTheDocument();
      const deluxe = screen.getAllByRole('article')[4]!;
      expect(
        within(deluxe).getByRole('button', { name: { EN: 'Book now', RU: 'Забронировать', UZ: 'Bron qilish' }[code] }),
      ).toBeDisabled();
    },
  );

  it("Book now brings as many of the group as the kind's free rooms take, with the rooms they need", async () => {
    free = { 3: 1 };
    const { user, store } = renderWithProviders(
      <Routes>
        <Route path="/rooms/:id" element={<RoomPage />} />
      </Routes>,
      {
        route: `/rooms/3?checkin=${checkin}&checkout=${checkout}&guests=5`,
        preloadedState: { language: { code: 'EN' } },
      },
    );
    await waitFor(() => expect(screen.getByTestId('room-group')).toHaveTextContent('1 room for 3 of your 5 guests'));
    expect(screen.getByRole('complementary')).toHaveTextContent("2 nights: 1,200,000 so'm in total");
    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Book now' }));
    expect(store.getState().bookingDialog!.form.guestCount).toBe(3);
  });
});
