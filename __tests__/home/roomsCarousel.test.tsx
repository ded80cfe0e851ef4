import { act, screen, within } from '@testing-library/react';
import { ROOMS } from '../../src/domain/rooms';
import { CAROUSEL_ANIMATION_MS, RoomsCarousel } from '../../src/features/home/RoomsCarousel';
import { renderWithProviders } from '../support/render';

/** Titles of the cards the desktop carousel shows. */
function shownTitles(): string[] {
  const track = screen.getByTestId('rooms-track');
  return within(track)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

describe('<RoomsCarousel />', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows three rooms with title, capacity, size, local price and a link', () => {
    renderWithProviders(<RoomsCarousel />, { preloadedState: { language: { code: 'EN' } } });
    expect(shownTitles()).toEqual(['Standard Single Room', 'Standard Twin Room', 'Standard Triple Room']);
    const first = within(screen.getByTestId('rooms-track')).getByRole('link', { name: 'Standard Single Room' });
    expect(first).toHaveAttribute('href', '/rooms/1');
    const card = first.closest('article')!;
    expect(within(card).getByText('1 guest')).toBeInTheDocument();
    expect(within(card).getByText('18 m²')).toBeInTheDocument();
    expect(within(card).getByText("400,000 so'm")).toBeInTheDocument();
    expect(within(card).getByText('price for Uzbekistan citizens')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('470,000');
  });

  it('moves one room per click after the 650 ms animation, wrapping both ways', () => {
    renderWithProviders(<RoomsCarousel />, { preloadedState: { language: { code: 'EN' } } });
    act(() => screen.getByRole('button', { name: 'Next rooms' }).click());
    act(() => jest.advanceTimersByTime(CAROUSEL_ANIMATION_MS - 1));
    expect(shownTitles()[0]).toBe('Standard Single Room');
    act(() => jest.advanceTimersByTime(1));
    expect(shownTitles()).toEqual(['Standard Twin Room', 'Standard Triple Room', 'Family Suite']);
    for (let i = 0; i < 4; i += 1) {
      act(() => screen.getByRole('button', { name: 'Next rooms' }).click());
      act(() => jest.advanceTimersByTime(CAROUSEL_ANIMATION_MS));
    }
    expect(shownTitles()).toEqual(['Deluxe Double Suite', 'Standard Single Room', 'Standard Twin Room']);
    act(() => screen.getByRole('button', { name: 'Previous rooms' }).click());
    act(() => screen.getByRole('button', { name: 'Previous rooms' }).click()); // ignored while moving
    act(() => jest.advanceTimersByTime(CAROUSEL_ANIMATION_MS));
    expect(shownTitles()).toEqual(['Luxury Suite', 'Deluxe Double Suite', 'Standard Single Room']);
  });

  it('pads fewer than three rooms by repetition', () => {
    renderWithProviders(<RoomsCarousel rooms={ROOMS.slice(0, 2)} />, { preloadedState: { language: { code: 'EN' } } });
    expect(shownTitles()).toEqual(['Standard Single Room', 'Standard Twin Room', 'Standard Single Room']);
  });

  it('lists every room in the small-screen scroll list', () => {
    renderWithProviders(<RoomsCarousel />, { preloadedState: { language: { code: 'RU' } } });
    const list = screen.getByRole('list', { name: 'Номера и цены' });
    expect(within(list).getAllByRole('article')).toHaveLength(6);
    expect(within(list).getAllByText('цена для граждан Узбекистана')).toHaveLength(6);
  });
});
