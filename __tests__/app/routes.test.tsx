import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '../support/render';

describe('routes', () => {
  it('shows a real 404 page for an unknown path, in the active language', async () => {
    await renderPage({ route: '/no-such-page', preloadedState: { language: { code: 'EN' } } });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page below a language segment too', async () => {
    await renderPage({ route: '/ru/no/such/page' });
    await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' });
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/ru');
  });

  it('a /ru/… address sets Russian, in any case', async () => {
    const { store } = await renderPage({ route: '/RU/rooms' });
    await screen.findByRole('heading', { level: 1, name: 'Номера' });
    expect(document.documentElement.lang).toBe('ru');
    expect(window.localStorage.getItem('langCode')).toBe('RU');
    // The address owns this page's language: nothing copies it into the store's own.
    expect(store.getState().language.code).toBe('UZ');
  });

  it('any case of a page address shows that page in that language (/En/rooms/3, /uZ/gallery)', async () => {
    const first = await renderPage({ route: '/En/Rooms/3' });
    await screen.findByRole('button', { name: 'Book now' });
    expect(screen.queryByText('Room not found.')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    first.unmount();
    await renderPage({ route: '/uZ/gallery' });
    await screen.findByRole('button', { name: 'Orqaga' });
    expect(document.documentElement.lang).toBe('uz');
  });

  it('an unknown language code falls back to Uzbek', async () => {
    const { store } = await renderPage({ route: '/xx/services/pool', preloadedState: { language: { code: 'EN' } } });
    await screen.findByRole('heading', { level: 1 });
    expect(document.documentElement.lang).toBe('uz');
    expect(window.localStorage.getItem('langCode')).toBe('UZ');
    expect(screen.getByRole('button', { name: 'Orqaga' })).toBeInTheDocument();
    expect(store.getState().language.code).toBe('EN');
  });

  it('every inner page has a Back button that goes home when there is no history', async () => {
    const { user } = await renderPage({ route: '/en/gallery' });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    // Navigation to a page still loading is a transition: the address updates once it has loaded.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
  });

  it('the Back button goes one step back in history', async () => {
    const { user } = await renderPage({ route: '/en/gallery' });
    await user.click(await screen.findByRole('link', { name: 'Book now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/rooms'));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/gallery$/));
  });
});
