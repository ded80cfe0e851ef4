import { act, screen } from '@testing-library/react';
import { RoomImageSlider, SLIDER_INTERVAL_MS } from '../../src/features/rooms/RoomImageSlider';
import { renderWithProviders } from '../support/render';

const TITLE = 'Standard Single Room';

/** An IntersectionObserver that reports every observed element on screen at once. */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** The photos in the page (the one on show is named; the others are decorative until shown). */
function photos(): string[] {
  const slider = screen.getByRole('group', { name: TITLE });
  return Array.from(
    slider.querySelectorAll('img'),
    (img) => /\/img\/rooms\/(1-\d)-/.exec(img.getAttribute('src') ?? '')?.[1] ?? '?',
  );
}

function renderSlider(priority = false) {
  return renderWithProviders(<RoomImageSlider roomId={1} title={TITLE} priority={priority} />, {
    preloadedState: { language: { code: 'EN' } },
  });
}

describe('room card photo slider', () => {
  const realObserver = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = realObserver;
    jest.useRealTimers();
  });

  it('puts only the first photo in the page until the card is on screen or reached for', async () => {
    const { user } = renderSlider();
    expect(photos()).toEqual(['1-1']);
    expect(screen.getByRole('img', { name: `Photo 1 of 5 — ${TITLE}` })).toHaveAttribute('loading', 'lazy');
    // Hovering brings in the neighbours the arrows lead to.
    await user.hover(screen.getByRole('group', { name: TITLE }));
    expect(photos()).toEqual(['1-1', '1-2', '1-5']);
  });

  it('the first card of the list loads its first photo at once, with high priority', () => {
    renderSlider(true);
    const first = screen.getByRole('img', { name: `Photo 1 of 5 — ${TITLE}` });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('moves with the arrows, wrapping, and names only the photo on show', async () => {
    const { user } = renderSlider();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: `Photo 2 of 5 — ${TITLE}` })).toBeInTheDocument();
    expect(photos()).toEqual(['1-1', '1-2', '1-3', '1-5']);
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('img', { name: `Photo 5 of 5 — ${TITLE}` })).toBeInTheDocument();
    expect(screen.getByTestId('slider-track')).toHaveAttribute('data-index', '4');
  });

  it('plays every 4 s while on screen, with the next photo already there', () => {
    jest.useFakeTimers();
    window.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;
    renderSlider();
    expect(photos()).toEqual(['1-1', '1-2', '1-5']);
    act(() => jest.advanceTimersByTime(SLIDER_INTERVAL_MS - 1));
    expect(screen.getByTestId('slider-track')).toHaveAttribute('data-index', '0');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('slider-track')).toHaveAttribute('data-index', '1');
    expect(photos()).toEqual(['1-1', '1-2', '1-3', '1-5']);
  });

  it('does not play under reduced motion', () => {
    jest.useFakeTimers();
    window.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;
    const realMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query.includes('reduce') });
    try {
      renderSlider();
      act(() => jest.advanceTimersByTime(SLIDER_INTERVAL_MS * 3));
      expect(screen.getByTestId('slider-track')).toHaveAttribute('data-index', '0');
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });
});
