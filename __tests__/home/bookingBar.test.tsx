import { screen } from '@testing-library/react';
import { addDays, todayInHotel } from '../../src/domain/dates';
import { groupProblem, roomsNeeded } from '../../src/domain/groups';
import { clampGuests, GUESTS, isGuestCount } from '../../src/domain/guests';
import { ROOMS } from '../../src/domain/rooms';
import {
  defaultSearch,
  isStayValid,
  SEARCH_GUEST_COUNTS,
  SEARCH_GUESTS_MAX,
  searchGuests,
  searchQuery,
  withCheckIn,
} from '../../src/shared/stay/bookingSearch';
import { BookingBar } from '../../src/features/home/BookingBar';
import type { LanguageCode } from '../../src/shared/language/languages';
import { renderWithProviders } from '../support/render';

describe('booking bar rules', () => {
  it('defaults to today and tomorrow in the hotel time zone, two guests', () => {
    expect(defaultSearch('2026-11-22')).toEqual({ checkin: '2026-11-22', checkout: '2026-11-23', guests: 2 });
    // 20:30 UTC on 22 November is already 23 November in Tashkent (UTC+5).
    expect(todayInHotel(new Date('2026-11-22T20:30:00Z'))).toBe('2026-11-23');
    expect(todayInHotel(new Date('2026-11-22T18:59:00Z'))).toBe('2026-11-22');
  });

  it('moves check-out to the day after a new check-in only when it would be earlier', () => {
    const search = { checkin: '2026-12-01', checkout: '2026-12-03', guests: 2 };
    expect(withCheckIn(search, '2026-12-02')).toEqual({ ...search, checkin: '2026-12-02', checkout: '2026-12-03' });
    expect(withCheckIn(search, '2026-12-03')).toEqual({ ...search, checkin: '2026-12-03', checkout: '2026-12-04' });
    expect(withCheckIn(search, '2026-12-10')).toEqual({ ...search, checkin: '2026-12-10', checkout: '2026-12-11' });
    expect(withCheckIn(search, '2026-12-31').checkout).toBe('2027-01-01');
  });

  it('accepts a stay only when check-out is after check-in', () => {
    expect(isStayValid({ checkin: '2026-12-01', checkout: '2026-12-02', guests: 1 })).toBe(true);
    expect(isStayValid({ checkin: '2026-12-01', checkout: '2026-12-01', guests: 1 })).toBe(false);
    expect(isStayValid({ checkin: '2026-12-02', checkout: '2026-12-01', guests: 1 })).toBe(false);
    expect(isStayValid({ checkin: 'nonsense', checkout: '2026-12-01', guests: 1 })).toBe(false);
  });

  it('builds the rooms query and keeps guests within 1..10', () => {
    expect(searchQuery({ checkin: '2026-12-01', checkout: '2026-12-04', guests: 3 })).toBe(
      '?checkin=2026-12-01&checkout=2026-12-04&guests=3',
    );
    expect(clampGuests(0)).toBe(1);
    expect(clampGuests(11)).toBe(10);
    expect(clampGuests(Number.NaN)).toBe(1);
    expect(clampGuests(4.7)).toBe(4);
  });
});

describe('<BookingBar />', () => {
  const alertTexts: Record<LanguageCode, string> = {
    UZ: '«Ketish sanasi» «Kelish sanasi»dan keyin boʻlishi kerak.',
    RU: '«Дата выезда» должна быть позже, чем «Дата заезда».',
    EN: 'Check-out must be after Check-in.',
  };

  it('shows labelled dates (today, tomorrow) and guests 1–10 defaulting to 2', () => {
    renderWithProviders(<BookingBar />, { preloadedState: { language: { code: 'EN' } } });
    expect(screen.getByLabelText('Check-in')).toBeInTheDocument();
    expect(screen.getByLabelText('Check-out')).toBeInTheDocument();
    const guests = screen.getByRole('combobox', { name: 'Guests' });
    expect(guests).toHaveValue('2');
    expect(screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
  });

  it('offers only counts the server takes and some kind of room can take in one request', () => {
    expect(SEARCH_GUEST_COUNTS[0]).toBe(GUESTS.min);
    for (const guests of SEARCH_GUEST_COUNTS) {
      expect(isGuestCount(guests)).toBe(true);
      // Some kind's rooms take the whole group, by the server's own rule.
      expect(ROOMS.some((room) => groupProblem(room, roomsNeeded(room, guests), guests) === null)).toBe(true);
    }
    expect(SEARCH_GUESTS_MAX).toBe(Math.min(GUESTS.max, Math.max(...ROOMS.map((room) => room.capacity * room.units))));
    expect(searchGuests(99)).toBe(SEARCH_GUESTS_MAX);
    expect(searchGuests(0)).toBe(GUESTS.min);
    renderWithProviders(<BookingBar />, { preloadedState: { language: { code: 'RU' } } });
    expect(screen.getAllByRole('option').map((o) => Number((o as HTMLOptionElement).value))).toEqual([
      ...SEARCH_GUEST_COUNTS,
    ]);
    expect(screen.getByRole('option', { name: '10 гостей' })).toBeInTheDocument();
  });

  it('navigates to /rooms with checkin, checkout and guests', async () => {
    const today = todayInHotel();
    const { user } = renderWithProviders(<BookingBar />, { preloadedState: { language: { code: 'EN' } }, route: '/' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Guests' }), '4');
    await user.click(screen.getByRole('button', { name: 'Show rooms' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/rooms?checkin=${today}&checkout=${addDays(today, 1)}&guests=4`,
    );
  });

  it('keeps the language segment in the rooms address', async () => {
    const { user } = renderWithProviders(<BookingBar />, {
      preloadedState: { language: { code: 'RU' } },
      route: '/ru',
    });
    await user.click(screen.getByRole('button', { name: 'Показать номера' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ru\/rooms\?checkin=/);
  });

  it.each(['UZ', 'RU', 'EN'] as const)(
    'alerts in %s and stays put when check-out is not after check-in',
    async (code) => {
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      const { user } = renderWithProviders(
        <BookingBar initial={{ checkin: '2030-05-10', checkout: '2030-05-10', guests: 2 }} />,
        {
          preloadedState: { language: { code } },
          route: '/',
        },
      );
      await user.click(
        screen.getByRole('button', {
          name: { UZ: 'Xonalarni koʻrish', RU: 'Показать номера', EN: 'Show rooms' }[code],
        }),
      );
      expect(alert).toHaveBeenCalledWith(alertTexts[code]);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      alert.mockRestore();
    },
  );
});
