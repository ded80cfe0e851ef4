import { screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { ROOMS, type Room } from '../../src/domain/rooms';
import RoomsPage from '../../src/features/rooms/RoomsPage';
import { roomFactTexts } from '../../src/shared/rooms/roomCatalogue.texts';
import { largestCapacity, parseStay, stayForRoom } from '../../src/shared/stay/stay';
import { renderWithProviders } from '../support/render';

const cardTitles = () => (screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent));

describe('/rooms', () => {
  it('lists the six rooms with their local price, never the foreign one', () => {
    renderWithProviders(<RoomsPage />, { route: '/rooms', preloadedState: { language: { code: 'EN' } } });
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByText('Showing 6 of 6')).toBeInTheDocument();
    expect(screen.getByText("940,000 so'm")).toBeInTheDocument();
    expect(screen.queryByText(/1,150,000/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters through an accessible modal: badge counts the draft, Apply filters and closes, focus returns', async () => {
    const { user } = renderWithProviders(<RoomsPage />, { route: '/rooms', preloadedState: { language: { code: 'EN' } } });
    const filterButton = screen.getByRole('button', { name: 'Filter' });
    await user.click(filterButton);
    const dialog = screen.getByRole('dialog', { name: 'Filter rooms' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(9);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Suite' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sauna' }));
    expect(screen.getByTestId('filter-badge')).toHaveTextContent('2');
    expect(cardTitles()).toHaveLength(6); // not applied yet
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardTitles()).toEqual(['Luxury Suite']);
    expect(screen.getByTestId('location')).toHaveTextContent('/rooms?type=suite_single&amenity=sauna');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filter, 2 selected' })).toHaveFocus());
  });

  it('Escape closes the modal and drops the unapplied draft', async () => {
    const { user } = renderWithProviders(<RoomsPage />, { route: '/rooms', preloadedState: { language: { code: 'EN' } } });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Parking' }));
    expect(screen.getByTestId('filter-badge')).toHaveTextContent('1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('filter-badge')).not.toBeInTheDocument();
    expect(cardTitles()).toHaveLength(6);
  });

  it('Clear resets both, and the page scroll is locked while the modal is open', async () => {
    const { user } = renderWithProviders(<RoomsPage />, { route: '/rooms?type=standard_twin', preloadedState: { language: { code: 'EN' } } });
    expect(cardTitles()).toEqual(['Standard Twin Room']);
    await user.click(screen.getByRole('button', { name: 'Filter, 1 selected' }));
    expect(document.body).toHaveClass('ReactModal__Body--open');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('filter-badge')).not.toBeInTheDocument();
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rooms$/);
  });

  it.each([
    ['EN', 'No rooms found.'],
    ['UZ', 'Xonalar topilmadi.'],
    ['RU', 'Номера не найдены.'],
  ] as const)('says "%s" text when nothing matches', (code, text) => {
    renderWithProviders(<RoomsPage />, { route: '/rooms?type=standard_single&amenity=sauna', preloadedState: { language: { code } } });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows 9, then 6 more per Load more, while more remain', async () => {
    const many: Room[] = Array.from({ length: 20 }, (_, i) => ({ ...ROOMS[i % 6]!, id: (i % 6) + 1 }));
    const { user } = renderWithProviders(<RoomsPage rooms={many} />, { route: '/rooms', preloadedState: { language: { code: 'EN' } } });
    expect(cardTitles()).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(cardTitles()).toHaveLength(15);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(cardTitles()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the stay from the booking bar, hides rooms that are too small, and adds the stay total', () => {
    const checkin = addDays(todayInHotel(), 3);
    const checkout = addDays(checkin, 2);
    renderWithProviders(<RoomsPage />, { route: `/rooms?checkin=${checkin}&checkout=${checkout}&guests=3`, preloadedState: { language: { code: 'EN' } } });
    expect(screen.getByRole('region', { name: 'Your stay' })).toHaveTextContent('2 nights');
    expect(screen.getByRole('region', { name: 'Your stay' })).toHaveTextContent('3 guests');
    expect(cardTitles()).toEqual(['Standard Triple Room', 'Family Suite']);
    expect(screen.getByRole('region', { name: 'Your stay' })).toHaveTextContent('4 rooms too small for 3 guests are hidden.');
    expect(screen.getByText("1,200,000 so'm")).toBeInTheDocument(); // triple: 2 × 600 000
    const link = screen.getByRole('link', { name: 'Family Suite' });
    expect(link).toHaveAttribute('href', `/rooms/4?checkin=${checkin}&checkout=${checkout}&guests=3`);
  });

  it.each([
    ['EN', 'No single room takes 6 guests: our largest takes up to 4.', 'For a group, book several rooms (one booking request per room) or call reception:'],
    ['UZ', 'Hech bir xonaga 6 kishi sigʻmaydi — eng katta xonamiz 4 kishilik.', 'Guruh boʻlib kelsangiz, bir nechta xona bron qiling (har bir xona uchun alohida soʻrov yuboriladi) yoki qabulxonaga qoʻngʻiroq qiling:'],
    ['RU', 'Ни один номер не рассчитан на 6 гостей: самый большой — до 4 гостей.', 'Для группы забронируйте несколько номеров (отдельный запрос на каждый номер) или позвоните на ресепшен:'],
  ] as const)('a group larger than any room (%s) sees every room and how a group books', (code, tooLarge, how) => {
    const checkin = addDays(todayInHotel(), 3);
    renderWithProviders(<RoomsPage />, { route: `/rooms?checkin=${checkin}&checkout=${addDays(checkin, 2)}&guests=6`, preloadedState: { language: { code } } });
    expect(cardTitles()).toHaveLength(6);
    expect(screen.queryByText({ EN: 'No rooms found.', UZ: 'Xonalar topilmadi.', RU: 'Номера не найдены.' }[code])).not.toBeInTheDocument();
    const stayBox = screen.getByRole('region', { name: { EN: 'Your stay', UZ: 'Sizning safaringiz', RU: 'Ваша поездка' }[code] });
    expect(stayBox).toHaveTextContent(tooLarge);
    const note = screen.getByTestId('group-note');
    expect(note).toHaveTextContent(how);
    const phone = within(note).getByRole('link', { name: '+998 69 000 00 01' });
    expect(phone).toHaveAttribute('href', 'tel:+998690000001');
    // Each card says how many guests its room takes.
    screen.getAllByRole('article').forEach((card, i) => expect(card).toHaveTextContent(roomFactTexts[code].guests(ROOMS[i]!.capacity)));
  });

  it('a group keeps the filter: guests=6 with the sauna filter shows the two rooms with a sauna', () => {
    renderWithProviders(<RoomsPage />, { route: '/rooms?guests=6&amenity=sauna', preloadedState: { language: { code: 'EN' } } });
    expect(cardTitles()).toEqual(['Luxury Suite', 'Deluxe Double Suite']);
    expect(screen.getByTestId('group-note')).toBeInTheDocument();
  });

  it('four guests: the room that takes four, the hidden note, and the group note with a way to every room', () => {
    const checkin = addDays(todayInHotel(), 3);
    const checkout = addDays(checkin, 2);
    renderWithProviders(<RoomsPage />, { route: `/rooms?checkin=${checkin}&checkout=${checkout}&guests=4`, preloadedState: { language: { code: 'EN' } } });
    expect(cardTitles()).toEqual(['Family Suite']);
    expect(screen.getByText('5 rooms too small for 4 guests are hidden.')).toBeInTheDocument();
    const note = screen.getByTestId('group-note');
    expect(note).toHaveTextContent('Travelling as a larger group? Book several rooms (one booking request per room) or call reception: +998 69 000 00 01');
    expect(within(note).getByRole('link', { name: 'Show all rooms' })).toHaveAttribute('href', `/rooms?checkin=${checkin}&checkout=${checkout}`);
  });

  it.each([
    ['EN', 2, '1 room too small for 2 guests is hidden.'],
    ['RU', 2, 'Скрыт 1 номер, рассчитанный менее чем на 2 гостей.'],
    ['UZ', 2, '2 kishi sigʻmaydigan 1 ta xona koʻrsatilmaydi.'],
    ['EN', 3, '4 rooms too small for 3 guests are hidden.'],
    ['RU', 3, 'Скрыты 4 номера, рассчитанные менее чем на 3 гостей.'],
    ['UZ', 3, '3 kishi sigʻmaydigan 4 ta xona koʻrsatilmaydi.'],
    ['RU', 4, 'Скрыто 5 номеров, рассчитанных менее чем на 4 гостей.'],
  ] as const)('the hidden-rooms hint (%s, %i guests) counts the rooms the data hides', (code, guests, hint) => {
    renderWithProviders(<RoomsPage />, { route: `/rooms?guests=${guests}`, preloadedState: { language: { code } } });
    const hidden = ROOMS.filter((room) => room.capacity < guests).length;
    expect(cardTitles()).toHaveLength(ROOMS.length - hidden);
    expect(hint).toContain(String(hidden));
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it.each(['/rooms?guests=1', '/rooms?guests=2&type=standard_twin,suite_double', '/rooms?guests=3&type=standard_triple'])('no hidden-rooms hint when nothing is hidden: %s', (route) => {
    renderWithProviders(<RoomsPage />, { route, preloadedState: { language: { code: 'EN' } } });
    expect(screen.getByRole('region', { name: 'Your stay' })).not.toHaveTextContent(/hidden/);
  });

  it('the hint counts only rooms the filter lets through', () => {
    renderWithProviders(<RoomsPage />, { route: '/rooms?guests=2&type=standard_single,standard_twin', preloadedState: { language: { code: 'EN' } } });
    expect(cardTitles()).toEqual(['Standard Twin Room']);
    expect(screen.getByText('1 room too small for 2 guests is hidden.')).toBeInTheDocument();
  });

  it('no group note below four guests', () => {
    renderWithProviders(<RoomsPage />, { route: '/rooms?guests=3', preloadedState: { language: { code: 'EN' } } });
    expect(screen.queryByTestId('group-note')).not.toBeInTheDocument();
  });

  it("a group's Book now starts the dialog with as many guests as that room takes", async () => {
    const checkin = addDays(todayInHotel(), 3);
    const checkout = addDays(checkin, 2);
    const { user, store } = renderWithProviders(<RoomsPage />, { route: `/rooms?checkin=${checkin}&checkout=${checkout}&guests=6`, preloadedState: { language: { code: 'EN' } } });
    const single = screen.getAllByRole('article')[0]!;
    await user.click(within(single).getByRole('button', { name: 'Book now' }));
    expect(store.getState().bookingDialog!.form).toMatchObject({ checkIn: checkin, checkOut: checkout, guestCount: ROOMS[0]!.capacity });
    // The room page still learns the whole group's size.
    expect(within(single).getByRole('link', { name: 'Standard Single Room' })).toHaveAttribute('href', `/rooms/1?checkin=${checkin}&checkout=${checkout}&guests=6`);
  });

  it('ignores invalid stay parameters instead of failing', () => {
    renderWithProviders(<RoomsPage />, { route: '/rooms?checkin=2020-01-01&checkout=banana&guests=99', preloadedState: { language: { code: 'EN' } } });
    expect(screen.queryByRole('region', { name: 'Your stay' })).not.toBeInTheDocument();
    expect(cardTitles()).toHaveLength(6);
  });
});

describe('parseStay', () => {
  const today = '2026-11-22';
  it('accepts a real future stay and guests 1..10', () => {
    expect(parseStay(new URLSearchParams('checkin=2026-11-22&checkout=2026-11-25&guests=10'), today)).toEqual({ checkin: '2026-11-22', checkout: '2026-11-25', nights: 3, guests: 10 });
  });
  it('drops past, impossible or reversed dates, and bad guests', () => {
    expect(parseStay(new URLSearchParams('checkin=2026-11-21&checkout=2026-11-25'), today).checkin).toBeNull();
    expect(parseStay(new URLSearchParams('checkin=2026-02-30&checkout=2026-03-02'), today).checkin).toBeNull();
    expect(parseStay(new URLSearchParams('checkin=2026-12-05&checkout=2026-12-05'), today).nights).toBe(0);
    expect(parseStay(new URLSearchParams('guests=0'), today).guests).toBeNull();
    expect(parseStay(new URLSearchParams('guests=2.5'), today).guests).toBeNull();
    expect(parseStay(new URLSearchParams('guests=-1'), today).guests).toBeNull();
    expect(parseStay(new URLSearchParams('guests=3'), today).guests).toBe(3);
  });
});

describe('stayForRoom', () => {
  const stay = { checkin: '2026-12-01', checkout: '2026-12-03', nights: 2, guests: 6 };
  it('brings no more guests than the room takes', () => {
    expect(stayForRoom(stay, ROOMS[0]!)).toEqual({ ...stay, guests: ROOMS[0]!.capacity });
    expect(stayForRoom({ ...stay, guests: 2 }, ROOMS[3]!).guests).toBe(2);
    expect(stayForRoom({ ...stay, guests: null }, ROOMS[3]!).guests).toBeNull();
  });
  it('knows the largest room', () => {
    expect(largestCapacity(ROOMS)).toBe(Math.max(...ROOMS.map((room) => room.capacity)));
  });
});
