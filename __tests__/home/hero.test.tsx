import { act, screen, within } from '@testing-library/react';
import { Hero, HERO_INTERVAL_MS } from '../../src/features/home/Hero';
import { fakeMatchMedia } from '../support/matchMedia';
import { renderWithProviders } from '../support/render';

const currentSlide = () => screen.getByRole('group', { name: /of 3/ });

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = fakeMatchMedia((query) => reduce && query.includes('prefers-reduced-motion'));
}

describe('<Hero />', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  function renderHero() {
    return renderWithProviders(<Hero />, { preloadedState: { language: { code: 'EN' } } });
  }

  it('shows three slides with title, subtitle and address, one at a time', () => {
    renderHero();
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(
      within(currentSlide()).getByRole('heading', { name: 'Feel at home in the heart of Namangan' }),
    ).toBeInTheDocument();
    expect(within(currentSlide()).getByText(/1 Navoi Street/)).toBeInTheDocument();
    expect(
      screen.getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-roledescription') === 'slide'),
    ).toHaveLength(3);
  });

  it('advances every 6000 ms and wraps from the last slide to the first', () => {
    renderHero();
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS - 1));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('arrows wrap both ways and dots jump', () => {
    renderHero();
    act(() => screen.getByRole('button', { name: 'Previous slide' }).click());
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    act(() => screen.getByRole('button', { name: 'Next slide' }).click());
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    act(() => screen.getByRole('button', { name: 'Go to slide 2' }).click());
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('pauses with its button and plays again', () => {
    renderHero();
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).click());
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    act(() => screen.getByRole('button', { name: 'Play slideshow' }).click());
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while hovered or while focus is inside', () => {
    renderHero();
    const next = screen.getByRole('button', { name: 'Next slide' });
    const stage = next.closest('div[aria-live]')?.parentElement ?? next.parentElement!.parentElement!;
    act(() => {
      stage.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    act(() => {
      stage.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => next.focus());
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    act(() => next.blur());
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('does not rotate on its own under reduced motion, but can be played', () => {
    mockReducedMotion(true);
    renderHero();
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    act(() => screen.getByRole('button', { name: 'Play slideshow' }).click());
    act(() => jest.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });
});
