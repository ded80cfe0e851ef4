import { act, screen } from '@testing-library/react';
import { SectionLink } from '../../src/features/layout/SectionLink';
import { hasLanguagePrefix, isHomePath, stripLanguagePrefix } from '../../src/shared/navigation';
import { renderWithProviders } from '../support/render';

function addHeaderAndSection(headerHeight: number, sectionTop: number) {
  const header = document.createElement('header');
  header.setAttribute('data-site-header', '');
  Object.defineProperty(header, 'offsetHeight', { value: headerHeight });
  document.body.appendChild(header);
  const section = document.createElement('section');
  section.id = 'about';
  section.getBoundingClientRect = () => ({ top: sectionTop }) as DOMRect;
  document.body.appendChild(section);
  return () => {
    header.remove();
    section.remove();
  };
}

describe('section navigation', () => {
  beforeEach(() => (window.scrollTo as jest.Mock).mockClear());

  it('knows home paths and language segments', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath('/ru')).toBe(true);
    expect(isHomePath('/EN/')).toBe(true);
    expect(isHomePath('/rooms')).toBe(false);
    expect(hasLanguagePrefix('/ru/rooms')).toBe(true);
    expect(hasLanguagePrefix('/rooms')).toBe(false);
    expect(stripLanguagePrefix('/uz/services/sauna')).toBe('/services/sauna');
  });

  it('on the home page scrolls smoothly to the section, offset by header height + 8 px', async () => {
    const cleanup = addHeaderAndSection(64, 900);
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
    const { user } = renderWithProviders(<SectionLink id="about">About</SectionLink>, { route: '/' });
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 900 + 100 - 72, behavior: 'smooth' });
    expect(document.getElementById('about')).toHaveFocus();
    cleanup();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('from another page goes home, then scrolls after 50 ms', () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<SectionLink id="about">About</SectionLink>, { route: '/gallery' });
      act(() => screen.getByRole('link', { name: 'About' }).click());
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/#about$/);
      const cleanup = addHeaderAndSection(56, 500);
      act(() => jest.advanceTimersByTime(49));
      expect(window.scrollTo).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 500 - 64, behavior: 'smooth' });
      cleanup();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the language segment in links', () => {
    renderWithProviders(<SectionLink id="rooms">Rooms</SectionLink>, {
      route: '/ru/gallery',
      preloadedState: { language: { code: 'RU' } },
    });
    expect(screen.getByRole('link', { name: 'Rooms' })).toHaveAttribute('href', '/ru#rooms');
  });
});
