import { screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { ROOMS, type Room } from '../../src/domain/rooms';
import RoomsPage from '../../src/features/rooms/RoomsPage';
import { roomFactTexts } from '../../src/shared/rooms/roomCatalogue.texts';
import { groupRooms, kindSleeps, largestCapacity, parseStay, stayForRoom } from '../../src/shared/stay/stay';
import { renderWithProviders } from '../support/render';

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

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
    const { user } = renderWithProviders(<RoomsPage />, {
      route: '/rooms',
      preloadedState: { language: { code: 'EN' } },
    });
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
    const { user } = renderWithProviders(<RoomsPage />, {
      route: '/rooms',
      preloadedState: { language: { code: 'EN' } },
    });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Parking' }));
    expect(screen.getByTestId('filter-badge')).toHaveTextContent('1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('filter-badge')).not.toBeInTheDocument();
    expect(cardTitles()).toHaveLength(6);
  });

  it('Clear resets both, and the page scroll is locked while the modal is open', async () => {
    const { user } = renderWithProviders(<RoomsPage />, {
      route: '/rooms?type=standard_twin',
      preloadedState: { language: { code: 'EN' } },
    });
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
    renderWithProviders(<RoomsPage />, {
      route: '/rooms?type=standard_single&amenity=sauna',
      preloadedState: { language: { code } },
    });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows 9, then 6 more per Load more, while more remain', async () => {
    const many: Room[] = Array.from({ length: 20 }, (_, i) => ({ ...ROOMS[i % 6]!, id: (i % 6) + 1 }));
    const { user } = renderWithProviders(<RoomsPage rooms={many} />, {
      route: '/rooms',
      preloadedState: { language: { code: 'EN' } },
    });
    expect(cardTitles()).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(cardTitles()).toHaveLength(15);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(cardTitles()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the stay from the booking bar, how many rooms of each kind the guests need, and the stay total for them', () => {
    const checkin = addDays(todayInHotel(), 3);
    const checkout = addDays(checkin, 2);
    renderWithProviders(<RoomsPage />, {
      route: `/rooms?checkin=${checkin}&checkout=${checkout}&guests=3`,
      preloadedState: { language: { code: 'EN' } },
    });
    expect(screen.getByRole('region', { name: 'Your stay' })).toHaveTextContent('2 nights');
    expect(screen.getByRole('region', { name: 'Your stay' })).toHaveTextContent('3 guests');
    // A group books several rooms of one kind: every kind whose rooms take three is shown, none hidden.
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Your stay' })).not.toHaveTextContent(/hidden/);
    const card = (name: string) => screen.getByRole('article', { name });
    expect(card('Standard Triple Room')).toHaveTextContent("2 nights: 1,200,000 so'm — total for the stay"); // 2 × 600 000
    expect(within(card('Standard Triple Room')).queryByTestId('room-3-group')).not.toBeInTheDocument();
    expect(within(card('Standard Twin Room')).getByTestId('room-2-group')).toHaveTextContent('2 rooms for 3 guests');
    expect(card('Standard Twin Room')).toHaveTextContent("2 nights: 1,920,000 so'm — total for the stay"); // 2 × 480 000 × 2
    expect(within(card('Standard Single Room')).getByTestId('room-1-group')).toHaveTextContent('3 rooms for 3 guests');
    expect(card('Standard Single Room')).toHaveTextContent("2 nights: 2,400,000 so'm — total for the stay"); // 2 × 400 000 × 3
    const link = screen.getByRole('link', { name: 'Family Suite' });
    expect(link).toHaveAttribute('href', `/rooms/4?checkin=${checkin}&checkout=${checkout}&guests=3`);
  });

  it.each([
    [
      'EN',
      'No single room takes 6 guests: our largest takes up to 4.',
      '2 kinds of room are hidden: even all their rooms together take fewer than 6 guests.',
      'One request books several rooms of one kind. For rooms of different kinds, send a request for each kind, or call reception:',
      ['6 rooms for 6 guests', '3 rooms for 6 guests', '2 rooms for 6 guests', '2 rooms for 6 guests'],
    ],
    [
      'UZ',
      'Hech bir xonaga 6 kishi sigʻmaydi — eng katta xonamiz 4 kishilik.',
      'Barcha xonalariga birgalikda ham 6 kishi sigʻmaydigan 2 ta xona turi koʻrsatilmaydi.',
      'Bitta soʻrov bilan bir turdagi bir nechta xona bron qilinadi. Turli turdagi xonalar uchun har bir turga alohida soʻrov yuboring yoki qabulxonaga qoʻngʻiroq qiling:',
      ['6 mehmon uchun 6 ta xona', '6 mehmon uchun 3 ta xona', '6 mehmon uchun 2 ta xona', '6 mehmon uchun 2 ta xona'],
    ],
    [
      'RU',
      'Ни один номер не рассчитан на 6 гостей: самый большой — до 4 гостей.',
      'Скрыты 2 категории номеров: даже все их номера вместе рассчитаны менее чем на 6 гостей.',
      'Один запрос бронирует несколько номеров одной категории. Для номеров разных категорий отправьте запрос на каждую категорию или позвоните на ресепшен:',
      ['6 номеров для 6 гостей', '3 номера для 6 гостей', '2 номера для 6 гостей', '2 номера для 6 гостей'],
    ],
  ] as const)(
    'a group larger than any room (%s) sees the kinds whose rooms take it, how many rooms each needs, and how a group books',
    (code, tooLarge, hidden, how, lines) => {
      const checkin = addDays(todayInHotel(), 3);
      renderWithProviders(<RoomsPage />, {
        route: `/rooms?checkin=${checkin}&checkout=${addDays(checkin, 2)}&guests=6`,
        preloadedState: { language: { code } },
      });
      // Made from the records: the kinds whose rooms together take six.
      const taking = ROOMS.filter((room) => room.capacity * room.units >= 6);
      expect(taking.map((room) => room.id)).toEqual([1, 2, 3, 4]);
      expect(cardTitles()).toHaveLength(taking.length);
      const stayBox = screen.getByRole('region', {
        name: { EN: 'Your stay', UZ: 'Tanlangan sanalar', RU: 'Ваше проживание' }[code],
      });
      expect(stayBox).toHaveTextContent(tooLarge);
      expect(stayBox).toHaveTextContent(hidden);
      const note = screen.getByTestId('group-note');
      expect(note).toHaveTextContent(how);
      const phone = within(note).getByRole('link', { name: '+998 69 000 00 01' });
      expect(phone).toHaveAttribute('href', 'tel:+998690000001');
      expect(
        within(note).getByRole('link', {
          name: { EN: 'Show all rooms', UZ: 'Barcha xonalarni koʻrsatish', RU: 'Показать все номера' }[code],
        }),
      ).toBeInTheDocument();
      // Each card says how many guests its room takes, and how many of its rooms the six need.
      screen.getAllByRole('article').forEach((card, i) => {
        expect(card).toHaveTextContent(roomFactTexts[code].guests(taking[i]!.capacity));
        expect(within(card).getByTestId(`room-${taking[i]!.id}-group`)).toHaveTextContent(lines[i]!);
      });
    },
  );

  it('a group keeps the filter: guests=6 with the parking filter shows the kinds with parking that take six, and counts the one hidden', () => {
    renderWithProviders(<RoomsPage />, {
      route: '/rooms?guests=6&amenity=parking',
      preloadedState: { language: { code: 'EN' } },
    });
    expect(cardTitles()).toEqual(['Standard Twin Room', 'Standard Triple Room', 'Family Suite']);
    expect(
      screen.getByText('1 kind of room is hidden: even all its rooms together take fewer than 6 guests.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('group-note')).toBeInTheDocument();
  });

  it('four guests: every kind takes them, the rooms each needs, the group note without "Show all rooms" (nothing is hidden)', () => {
    const checkin = addDays(todayInHotel(), 3);
    const checkout = addDays(checkin, 2);
    renderWithProviders(<RoomsPage />, {
      route: `/rooms?checkin=${checkin}&checkout=${checkout}&guests=4`,
      preloadedState: { language: { code: 'EN' } },
    });
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Your stay' })).not.toHaveTextContent(/hidden/);
    expect(
      within(screen.getByRole('article', { name: 'Deluxe Double Suite' })).getByTestId('room-6-group'),
    ).toHaveTextContent('2 rooms for 4 guests');
    expect(
      within(screen.getByRole('article', { name: 'Family Suite' })).queryByTestId('room-4-group'),
    ).not.toBeInTheDocument();
    const note = screen.getByTestId('group-note');
    expect(note).toHaveTextContent(
      'One request books several rooms of one kind. For rooms of different kinds, send a request for each kind, or call reception: +998 69 000 00 01',
    );
    expect(within(note).queryByRole('link', { name: 'Show all rooms' })).not.toBeInTheDocument();
  });

  it.each([
    ['EN', 5, '2 kinds of room are hidden: even all their rooms together take fewer than 5 guests.'],
    ['RU', 5, 'Скрыты 2 категории номеров: даже все их номера вместе рассчитаны менее чем на 5 гостей.'],
    ['UZ', 5, 'Barcha xonalariga birgalikda ham 5 kishi sigʻmaydigan 2 ta xona turi koʻrsatilmaydi.'],
    ['EN', 7, '3 kinds of room are hidden: even all their rooms together take fewer than 7 guests.'],
    ['RU', 7, 'Скрыты 3 категории номеров: даже все их номера вместе рассчитаны менее чем на 7 гостей.'],
    ['UZ', 9, 'Barcha xonalariga birgalikda ham 9 kishi sigʻmaydigan 4 ta xona turi koʻrsatilmaydi.'],
    ['RU', 10, 'Скрыты 4 категории номеров: даже все их номера вместе рассчитаны менее чем на 10 гостей.'],
  ] as const)('the hidden-rooms hint (%s, %i guests) counts the kinds the data hides', (code, guests, hint) => {
    renderWithProviders(<RoomsPage />, { route: `/rooms?guests=${guests}`, preloadedState: { language: { code } } });
    const hidden = ROOMS.filter((room) => room.capacity * room.units < guests).length;
    expect(cardTitles()).toHaveLength(ROOMS.length - hidden);
    expect(hint).toContain(String(hidden));
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it.each([
    '/rooms?guests=1',
    '/rooms?guests=2',
    '/rooms?guests=3',
    '/rooms?guests=4',
    '/rooms?guests=6&type=standard_twin,standard_triple',
  ])('no hidden-rooms hint when nothing is hidden: %s', (route) => {
    renderWithProviders(<RoomsPage />, { route, preloadedState: { language: { code: 'EN' } } });
    expect(screen.getByRole('region', { name: 'Your stay' })).not.toHaveTextContent(/hidden/);
  });

  it.each([
    ['EN', '1 kind of room is hidden: even all its rooms together take fewer than 6 guests.'],
    ['RU', 'Скрыта 1 категория номеров: даже все её номера вместе рассчитаны менее чем на 6 гостей.'],
    ['UZ', 'Barcha xonalariga birgalikda ham 6 kishi sigʻmaydigan 1 ta xona turi koʻrsatilmaydi.'],
  ] as const)('the hint counts only kinds the filter lets through (%s)', (code, hint) => {
    renderWithProviders(<RoomsPage />, {
      route: '/rooms?guests=6&type=standard_twin,suite_double',
      preloadedState: { language: { code } },
    });
    expect(cardTitles()).toHaveLength(1);
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('no group note below four guests', () => {
    renderWithProviders(<RoomsPage />, { route: '/rooms?guests=3', preloadedState: { language: { code: 'EN' } } });
    expect(screen.queryByTestId('group-note')).not.toBeInTheDocument();
  });

  it("a group's Book now keeps the group's size when the kind's rooms take it (the dialog preselects the rooms), else as many as they take", async () => {
    const checkin = addDays(todayInHotel(), 3);
    const checkout = addDays(checkin, 2);
    const { user, store } = renderWithProviders(<RoomsPage />, {
      route: `/rooms?checkin=${checkin}&checkout=${checkout}&guests=6`,
      preloadedState: { language: { code: 'EN' } },
    });
    const twin = screen.getByRole('article', { name: 'Standard Twin Room' });
    await user.click(within(twin).getByRole('button', { name: 'Book now' }));
    expect(store.getState().bookingDialog!.form).toMatchObject({ checkIn: checkin, checkOut: checkout, guestCount: 6 });
    // No rooms chosen yet: the dialog takes as many as six need (3 twins).
    expect(store.getState().bookingDialog!.form.units).toBeUndefined();
    // The room page learns the whole group's size.
    expect(within(twin).getByRole('link', { name: 'Standard Twin Room' })).toHaveAttribute(
      'href',
      `/rooms/2?checkin=${checkin}&checkout=${checkout}&guests=6`,
    );
  });

  it('ignores invalid stay parameters instead of failing', () => {
    renderWithProviders(<RoomsPage />, {
      route: '/rooms?checkin=2020-01-01&checkout=banana&guests=99',
      preloadedState: { language: { code: 'EN' } },
    });
    expect(screen.queryByRole('region', { name: 'Your stay' })).not.toBeInTheDocument();
    expect(cardTitles()).toHaveLength(6);
  });
});

describe('parseStay', () => {
  const today = '2026-11-22';
  it('accepts a real future stay and guests 1..10', () => {
    expect(parseStay(new URLSearchParams('checkin=2026-11-22&checkout=2026-11-25&guests=10'), today)).toEqual({
      checkin: '2026-11-22',
      checkout: '2026-11-25',
      nights: 3,
      guests: 10,
    });
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
  const twin = ROOMS[1]!;
  const deluxe = ROOMS[5]!;
  it("keeps the group's size when the kind's rooms take it, else brings as many as they take", () => {
    expect(stayForRoom(stay, twin)).toEqual(stay);
    expect(stayForRoom({ ...stay, guests: 8 }, deluxe).guests).toBe(deluxe.capacity * deluxe.units);
    expect(stayForRoom({ ...stay, guests: 2 }, ROOMS[3]!).guests).toBe(2);
    expect(stayForRoom({ ...stay, guests: null }, ROOMS[3]!).guests).toBeNull();
  });
  it('counts only the rooms free for the stay once known (a kind with none free is sold out, not smaller)', () => {
    expect(stayForRoom(stay, twin, 2).guests).toBe(4);
    expect(stayForRoom(stay, twin, 3).guests).toBe(6);
    expect(stayForRoom(stay, twin, 0).guests).toBe(6);
    expect(kindSleeps(twin, null)).toBe(twin.capacity * twin.units);
    expect(kindSleeps(twin, 1)).toBe(twin.capacity);
  });
  it('says how many rooms a group needs of a kind, and for how many of its guests', () => {
    expect(groupRooms(twin, 4, null)).toEqual({ units: 2, guests: 4 });
    expect(groupRooms(twin, 1, null)).toEqual({ units: 1, guests: 1 });
    expect(groupRooms(deluxe, 8, null)).toEqual({ units: 2, guests: 4 });
    expect(groupRooms(twin, 6, 1)).toEqual({ units: 1, guests: 2 });
    expect(groupRooms(twin, null, null)).toBeNull();
  });
  it('knows the largest room', () => {
    expect(largestCapacity(ROOMS)).toBe(Math.max(...ROOMS.map((room) => room.capacity)));
  });
});
