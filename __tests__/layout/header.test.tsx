import { act, fireEvent, screen, within } from '@testing-library/react';
import { Header } from '../../src/features/layout/Header';
import { renderWithProviders } from '../support/render';

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function headerBar(): HTMLElement {
  return document.querySelector('[data-site-header]') as HTMLElement;
}

describe('Header', () => {
  afterEach(() => setScrollY(0));

  it('becomes translucent only after more than 4 px of scroll', () => {
    renderWithProviders(<Header />);
    expect(headerBar()).toHaveAttribute('data-scrolled', 'false');
    setScrollY(4);
    expect(headerBar()).toHaveAttribute('data-scrolled', 'false');
    setScrollY(5);
    expect(headerBar()).toHaveAttribute('data-scrolled', 'true');
    setScrollY(0);
    expect(headerBar()).toHaveAttribute('data-scrolled', 'false');
  });

  it('shows the section links, the language menu and Book now in the active language', () => {
    renderWithProviders(<Header />, { preloadedState: { language: { code: 'EN' } } });
    const nav = screen.getAllByRole('navigation', { name: 'Main menu' })[0]!;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Rooms', 'About', 'Services', 'Gallery', 'Contact']);
    expect(within(nav).getByRole('link', { name: 'Rooms' })).toHaveAttribute('href', '/#rooms');
    expect(screen.getAllByRole('link', { name: 'Book now' })[0]).toHaveAttribute('href', '/rooms');
  });

  it.each([
    ['UZ', 'Bosh sahifa', 'tilni tanlash'],
    ['RU', 'Главная страница', 'выбор языка'],
    ['EN', 'Home page', 'choose language'],
  ] as const)(
    'names the logo and the language button with the text they show, in %s (WCAG 2.5.3)',
    (code, home, choose) => {
      renderWithProviders(<Header />, { preloadedState: { language: { code } } });
      const logo = screen.getAllByRole('link', { name: new RegExp(`^Gulshan Hotel Namangan ?, ${home}$`) })[0]!;
      expect(logo).not.toHaveAttribute('aria-label');
      const buttons = screen.getAllByRole('button', { name: new RegExp(choose) });
      expect(buttons.length).toBeGreaterThan(0);
      // The button shows the language's code or its name, depending on the width: its name begins with what it shows.
      for (const button of buttons) {
        const name = button.getAttribute('aria-label') ?? '';
        const shown = within(button).getByText(/./, { ignore: 'svg, img' }).textContent ?? '';
        expect(shown).not.toBe('');
        expect(name.startsWith(`${shown}:`)).toBe(true);
      }
      expect(buttons.some((b) => b.getAttribute('aria-label')?.startsWith(`${code}:`))).toBe(true);
    },
  );

  describe('language dropdown', () => {
    const toggle = () => screen.getAllByRole('button', { name: /choose language|tilni tanlash|выбор языка/ })[0]!;

    it('opens with flag and native name for each language, and picking one switches the texts', async () => {
      const { user, store } = renderWithProviders(<Header />);
      expect(screen.getAllByRole('link', { name: 'Bron qilish' }).length).toBeGreaterThan(0);
      await user.click(toggle());
      const menu = screen.getByRole('menu');
      const items = within(menu).getAllByRole('menuitemradio');
      expect(items.map((i) => i.textContent)).toEqual(['Oʻzbekcha', 'Русский', 'English']);
      expect(items[0]).toHaveAttribute('aria-checked', 'true');
      expect(items.every((i) => i.querySelector('img[src^="/flags/"]'))).toBe(true);
      await user.click(items[1]!);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(store.getState().language.code).toBe('RU');
      expect(screen.getAllByRole('link', { name: 'Забронировать' }).length).toBeGreaterThan(0);
    });

    it('closes on Escape and returns focus to its button', async () => {
      const { user } = renderWithProviders(<Header />);
      await user.click(toggle());
      expect(screen.getByRole('menu')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(toggle()).toHaveFocus();
    });

    it('closes on a click outside', async () => {
      const { user } = renderWithProviders(
        <>
          <Header />
          <p>outside</p>
        </>,
      );
      await user.click(toggle());
      expect(screen.getByRole('menu')).toBeInTheDocument();
      await user.click(screen.getByText('outside'));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('works from the keyboard: arrows move, Enter picks', async () => {
      const { user, store } = renderWithProviders(<Header />);
      toggle().focus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitemradio', { name: 'Oʻzbekcha' })).toHaveFocus();
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitemradio', { name: 'Oʻzbekcha' })).toHaveFocus();
      await user.keyboard('{End}{Enter}');
      expect(store.getState().language.code).toBe('EN');
      expect(toggle()).toHaveFocus();
    });

    it('rewrites a /ru/… address to the chosen language', async () => {
      const { user } = renderWithProviders(<Header />, {
        route: '/ru/rooms?guests=2',
        preloadedState: { language: { code: 'RU' } },
      });
      await user.click(toggle());
      await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/en/rooms?guests=2');
    });
  });

  describe('mobile menu', () => {
    const dialog = () => screen.getByRole('dialog', { name: 'Menyu' });
    const openMenu = async (user: ReturnType<typeof renderWithProviders>['user']) => {
      await user.click(screen.getByRole('button', { name: 'Menyuni ochish' }));
      expect(dialog()).toBeVisible();
      expect(screen.getByRole('button', { name: 'Menyuni ochish' })).toHaveAttribute('aria-expanded', 'true');
    };
    const expectClosed = () => {
      // Closed, the panel is hidden from assistive technology and out of the tab order.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.querySelector('[role="dialog"]')).toHaveAttribute('inert');
      expect(screen.getByRole('button', { name: 'Menyuni ochish' })).toHaveAttribute('aria-expanded', 'false');
    };

    it('opens with focus inside and closes by its close button, returning focus', async () => {
      const { user } = renderWithProviders(<Header />);
      await openMenu(user);
      expect(within(dialog()).getByRole('button', { name: 'Menyuni yopish' })).toHaveFocus();
      expect(document.body.style.overflow).toBe('hidden');
      await user.click(within(dialog()).getByRole('button', { name: 'Menyuni yopish' }));
      expectClosed();
      expect(screen.getByRole('button', { name: 'Menyuni ochish' })).toHaveFocus();
      expect(document.body.style.overflow).toBe('');
    });

    it('closes by the backdrop', async () => {
      const { user } = renderWithProviders(<Header />);
      await openMenu(user);
      fireEvent.click(screen.getByTestId('menu-backdrop'));
      expectClosed();
    });

    it('closes by Escape', async () => {
      const { user } = renderWithProviders(<Header />);
      await openMenu(user);
      await user.keyboard('{Escape}');
      expectClosed();
    });

    it('closes when a link is chosen', async () => {
      const { user } = renderWithProviders(<Header />, { route: '/rooms' });
      await openMenu(user);
      await user.click(within(dialog()).getByRole('link', { name: 'Galereya' }));
      expectClosed();
      expect(screen.getByTestId('location')).toHaveTextContent('/#gallery');
    });

    it('keeps Tab focus inside the panel', async () => {
      const { user } = renderWithProviders(<Header />);
      await openMenu(user);
      const panel = dialog();
      for (let i = 0; i < 12; i += 1) {
        await user.tab();
        expect(panel.contains(document.activeElement)).toBe(true);
      }
      await user.tab({ shift: true });
      expect(panel.contains(document.activeElement)).toBe(true);
    });
  });
});
