import { screen, waitFor, within } from '@testing-library/react';
import GalleryPage from '../../src/features/gallery/GalleryPage';
import { selectLightboxStatus } from '../../src/shared/lightbox/lightboxSlice';
import { renderApp, renderWithProviders } from '../support/render';

describe('gallery page', () => {
  it('shows the Back button, the title and 30 photo buttons with their alt texts', () => {
    renderWithProviders(<GalleryPage />, { preloadedState: { language: { code: 'EN' } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Photos of the hotel' });
    const buttons = within(grid).getAllByRole('button');
    expect(buttons).toHaveLength(30);
    expect(buttons[6]).toHaveAccessibleName('View from a window at sunset');
    expect(buttons[3]).toHaveAccessibleName('Peacocks in the bird garden');
  });

  it('fetches the first photo at once and at high priority, the others lazily at low priority, with column-sized sizes and a reserved aspect', () => {
    // A page the app draws itself (not a prerendered one): every photo is there from the start.
    renderWithProviders(<GalleryPage />, { preloadedState: { language: { code: 'EN' } } });
    const imgs = within(screen.getByRole('list', { name: 'Photos of the hotel' })).getAllByRole('img');
    expect(imgs).toHaveLength(30);
    expect(imgs[0]).toHaveAttribute('loading', 'eager');
    expect(imgs[0]).toHaveAttribute('fetchpriority', 'high');
    for (const img of imgs.slice(1)) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('fetchpriority', 'low');
    }
    expect(imgs[5]).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 290px, (min-width: 768px) calc(33.3vw - 32px), calc(50vw - 22px)',
    );
    expect(imgs[5]!.getAttribute('srcset')).toContain('/img/gallery/6-480.jpg 480w');
    // gallery/1 is 3:4 in the catalog: the box is reserved before the file arrives, and its
    // grid rows are its height in hundredths of the column's width, and the gap.
    expect(imgs[0]!.closest('picture')!.style.aspectRatio).toBe('3 / 4');
    expect(imgs[0]!.closest('li')!.style.gridRowEnd).toBe('span 140');
  });

  it('clicking photo 7 opens the lightbox at 7 / 30; arrows move on and Escape returns focus to photo 7', async () => {
    const { user, store } = renderWithProviders(<GalleryPage />, { preloadedState: { language: { code: 'EN' } } });
    const seventh = within(screen.getByRole('list', { name: 'Photos of the hotel' })).getAllByRole('button')[6]!;
    await user.click(seventh);
    const dialog = await screen.findByRole('dialog', { name: 'Gallery photos' });
    expect(within(dialog).getByText('7 / 30')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'View from a window at sunset' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('9 / 30')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(selectLightboxStatus(store.getState())).toBe('closed'));
    await waitFor(() => expect(seventh).toHaveFocus());
  });

  it('wraps from the last photo to the first', async () => {
    const { user } = renderWithProviders(<GalleryPage />, { preloadedState: { language: { code: 'RU' } } });
    const buttons = within(screen.getByRole('list', { name: 'Фотографии отеля' })).getAllByRole('button');
    await user.click(buttons[29]!);
    const dialog = await screen.findByRole('dialog', { name: 'Фотографии галереи' });
    await user.click(within(dialog).getByRole('button', { name: 'Следующее фото' }));
    expect(within(dialog).getByText('1 / 30')).toBeInTheDocument();
  });

  it('is the page at /uz/gallery, in Uzbek', async () => {
    renderApp({ route: '/uz/gallery' });
    await screen.findByRole('heading', { level: 1, name: 'Galereya' });
    expect(screen.getByRole('list', { name: 'Mehmonxona suratlari' })).toBeInTheDocument();
  });
});
