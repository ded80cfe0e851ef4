import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { ROOMS } from '../../src/domain/rooms';
import RoomPage from '../../src/features/rooms/RoomPage';
import { bedLine, roomFactTexts } from '../../src/shared/rooms/roomCatalogue.texts';
import { renderWithProviders } from '../support/render';

function renderRoom(path: string, code: 'UZ' | 'RU' | 'EN' = 'EN') {
  return renderWithProviders(
    <Routes>
      <Route path="/rooms/:id" element={<RoomPage />} />
      <Route path="/:code/rooms/:id" element={<RoomPage />} />
    </Routes>,
    { route: path, preloadedState: { language: { code } } },
  );
}

describe('/rooms/{id}', () => {
  it.each(['/rooms/abc', '/rooms/99', '/rooms/0', '/rooms/1.5', '/rooms/1e0', '/rooms/-1'])(
    '%s shows Back and "Room not found."',
    (path) => {
      renderRoom(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Room not found.' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    },
  );

  it('says it in Uzbek and Russian too', () => {
    renderRoom('/uz/rooms/42', 'UZ');
    expect(screen.getByRole('heading', { level: 1, name: 'Xona topilmadi.' })).toBeInTheDocument();
  });

  it('says it in Russian', () => {
    renderRoom('/ru/rooms/abc', 'RU');
    expect(screen.getByRole('heading', { level: 1, name: 'Номер не найден.' })).toBeInTheDocument();
  });

  it('shows the room: title, hotel, capacity, size, rooms, description, price per night', () => {
    renderRoom('/rooms/6');
    expect(screen.getByRole('heading', { level: 1, name: 'Deluxe Double Suite' })).toBeInTheDocument();
    expect(screen.getByText('up to 2 guests')).toBeInTheDocument();
    expect(screen.getByText('48 m²')).toBeInTheDocument();
    expect(screen.getByText('2 rooms')).toBeInTheDocument();
    expect(screen.getByText(/The best room in the hotel/)).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Book now' });
    expect(panel).toHaveTextContent("940,000 so'm");
    expect(panel).toHaveTextContent('per night');
    expect(panel).toHaveTextContent("For foreign guests: 1,150,000 so'm");
  });

  it('lists facilities by room type with a show-all control', async () => {
    const { user } = renderRoom('/rooms/5');
    const list = () => screen.getByRole('region', { name: 'In the room' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show all facilities' }));
    const items = within(list())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'A double bed',
        'Climate control',
        'Relaxation area',
        'Bathrobes and slippers',
        'Mini-bar',
        'Safe',
      ]),
    );
    expect(items).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('standard rooms have no suite facilities', async () => {
    const { user } = renderRoom('/rooms/2');
    await user.click(screen.getByRole('button', { name: 'Show all facilities' }));
    const items = within(screen.getByRole('region', { name: 'In the room' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toContain('Two single beds');
    expect(items).toContain('Air conditioning and heating');
    expect(items).not.toContain('Safe');
    expect(items).toHaveLength(7);
  });

  it('has the check-in and check-out policies and the conference hall offers', () => {
    renderRoom('/rooms/1');
    const notes = screen.getByRole('region', { name: 'Good to know' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Early check-in from 06:00 to 12:00 costs 50% of the nightly price.',
      'Early check-in before 06:00 costs 100% of the nightly price.',
      'Check-out time is 12:00.',
      'Late check-out from 12:00 to 18:00 costs 50% of the nightly price.',
      'Late check-out after 18:00 costs 100% of the nightly price.',
    ]);
    const extras = screen.getByRole('region', { name: 'Extra services' });
    expect(extras).toHaveTextContent("Conference hall without equipment800,000 so'm / per day");
    expect(extras).toHaveTextContent("Conference hall with equipment950,000 so'm / per day");
    expect(extras).toHaveTextContent('Drinking water, 0.5 L per person, is included.');
    expect(extras.querySelectorAll('[data-tag]')).toHaveLength(9);
  });

  it("'See all' opens the 'All amenities' modal, which closes with its button", async () => {
    const { user } = renderRoom('/rooms/6');
    const summary = screen.getByRole('region', { name: 'Amenities' });
    expect(summary).toHaveTextContent('A king‑size bed');
    expect(summary).toHaveTextContent('Up to 2 guests');
    await user.click(within(summary).getByRole('button', { name: 'See all' }));
    // The dialog's code loads on this first opening.
    const dialog = await screen.findByRole('dialog', { name: 'All amenities' });
    for (const category of [
      'Electronics',
      'Bathroom',
      'Bedding',
      'Video and audio',
      'Internet and phone',
      'View',
      'Pets',
    ]) {
      expect(within(dialog).getByRole('heading', { name: category })).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent('Jacuzzi');
    expect(dialog).toHaveTextContent('King‑size bed');
    expect(dialog).toHaveTextContent('No pets allowed');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(summary).getByRole('button', { name: 'See all' })).toHaveFocus();
  });

  it.each(ROOMS.flatMap((room) => (['EN', 'RU', 'UZ'] as const).map((code) => [room.id, code, room] as const)))(
    'room %i (%s) says how many guests it takes and its beds, from the record',
    (id, code, room) => {
      renderRoom(`/${code.toLowerCase()}/rooms/${id}`, code);
      const facts = screen
        .getByRole('heading', { level: 2, name: { EN: 'About the room', RU: 'О номере', UZ: 'Xona haqida' }[code] })
        .closest('section')!;
      const capacity = roomFactTexts[code].guests(room.capacity);
      expect(facts).toHaveTextContent(capacity);
      expect(capacity).toContain(String(room.capacity));
      expect(
        within(
          screen.getByRole('region', { name: { EN: 'In the room', RU: 'В номере', UZ: 'Xonada' }[code] }),
        ).getAllByRole('listitem')[0],
      ).toHaveTextContent(bedLine(room.beds, code));
    },
  );

  it.each([
    [1, 'EN', '1 guest'],
    [2, 'EN', 'up to 2 guests'],
    [4, 'EN', 'up to 4 guests'],
    [1, 'RU', '1 гость'],
    [3, 'RU', 'до 3 гостей'],
    [4, 'RU', 'до 4 гостей'],
    [1, 'UZ', '1 kishi'],
    [4, 'UZ', '4 kishigacha'],
  ] as const)('room %i (%s) reads “%s”', (id, code, text) => {
    renderRoom(`/${code.toLowerCase()}/rooms/${id}`, code);
    const facts = screen
      .getByRole('heading', { level: 2, name: { EN: 'About the room', RU: 'О номере', UZ: 'Xona haqida' }[code] })
      .closest('section')!;
    expect(within(facts).getByText(text)).toBeInTheDocument();
  });

  it('the twin room’s summary names its two single beds, not a large bed', () => {
    renderRoom('/rooms/2');
    const summary = screen.getByRole('region', { name: 'Amenities' });
    expect(summary).toHaveTextContent('Two single beds');
    expect(summary).not.toHaveTextContent(/large bed|\bdouble\b|\bking\b/i);
  });

  it('the family suite sleeps four: a double bed and a sofa bed for two', async () => {
    const { user } = renderRoom('/rooms/4');
    const summary = screen.getByRole('region', { name: 'Amenities' });
    expect(summary).toHaveTextContent('A double bed and a sofa bed for two');
    await user.click(within(summary).getByRole('button', { name: 'See all' }));
    const dialog = await screen.findByRole('dialog', { name: 'All amenities' });
    expect(dialog).not.toHaveTextContent('King‑size bed');
    expect(dialog).not.toHaveTextContent('Jacuzzi');
  });

  it('the amenity summary says how many guests the room takes', () => {
    renderRoom('/rooms/4');
    expect(screen.getByRole('region', { name: 'Amenities' })).toHaveTextContent('Up to 4 guests');
  });

  it("'Book now' opens the booking dialog state with this room and the stay from the address", async () => {
    const checkin = addDays(todayInHotel(), 1);
    const checkout = addDays(checkin, 2);
    const { user, store } = renderRoom(`/ru/rooms/3?checkin=${checkin}&checkout=${checkout}&guests=2`, 'RU');
    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Забронировать' }));
    const state = store.getState().bookingDialog!;
    expect(state.status).toBe('open');
    expect(state.roomId).toBe(3);
    expect(state.form).toMatchObject({ checkIn: checkin, checkOut: checkout, guestCount: 2, phoneCountry: 'ru' });
  });

  it("'Book now' from a group search larger than the kind's rooms take starts the dialog with as many guests as they take", async () => {
    const { user, store } = renderRoom('/en/rooms/6?guests=8');
    // The suite's two rooms take four of the eight.
    expect(screen.getByTestId('room-group')).toHaveTextContent('2 rooms for 4 of your 8 guests');
    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Book now' }));
    expect(store.getState().bookingDialog!.form.guestCount).toBe(4);
  });

  it.each([
    ['EN', '2 rooms for 4 guests', "2 nights: 1,920,000 so'm in total"],
    ['RU', '2 номера для 4 гостей', "2 ночи: итого 1 920 000 so'm"],
    ['UZ', '4 mehmon uchun 2 ta xona', "2 kecha: jami 1 920 000 so'm"],
  ] as const)(
    "a group search (%s) says how many of this kind's rooms it needs and the stay's total for them; Book now keeps the group",
    async (code, line, total) => {
      const checkin = addDays(todayInHotel(), 2);
      const checkout = addDays(checkin, 2);
      const { user, store } = renderRoom(
        `/${code.toLowerCase()}/rooms/2?checkin=${checkin}&checkout=${checkout}&guests=4`,
        code,
      );
      const panel = screen.getByRole('complementary');
      expect(within(panel).getByTestId('room-group')).toHaveTextContent(line);
      expect(panel.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain(total);
      await user.click(within(panel).getByRole('button'));
      expect(store.getState().bookingDialog!.form).toMatchObject({
        guestCount: 4,
        checkIn: checkin,
        checkOut: checkout,
      });
    },
  );

  it('no rooms line for guests one room takes', () => {
    renderRoom('/en/rooms/2?guests=2');
    expect(screen.queryByTestId('room-group')).not.toBeInTheDocument();
  });

  it('opens the lightbox from a thumbnail, moves with the keys and returns focus on Escape', async () => {
    const { user } = renderRoom('/rooms/2');
    const thumbnail = screen.getByRole('button', { name: 'Enlarge photo (3 / 5)' });
    await user.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Standard Twin Room: photos' });
    expect(dialog).toHaveTextContent('3 / 5');
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveTextContent('4 / 5');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(dialog).toHaveTextContent('5 / 5');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumbnail).toHaveFocus());
  });
});
