import { waitFor } from '@testing-library/react';
import { titleForPath } from '../../src/seo/pages';
import { renderPage } from '../support/render';

const PATHS = [
  '/',
  '/rooms',
  '/rooms/6',
  '/about',
  '/gallery',
  '/services/sauna',
  '/services/pool',
  '/services/wifi',
  '/my-requests',
];

describe('document titles', () => {
  it.each(['uz', 'ru', 'en'] as const)('stay what the prerendered head says once the app runs (%s)', async (lang) => {
    for (const path of PATHS) {
      const { unmount } = await renderPage({ route: `/${lang}${path === '/' ? '' : path}` });
      const expected = titleForPath(path, lang.toUpperCase() as 'UZ' | 'RU' | 'EN');
      // A lazy page's chunk may take a while on a busy 2-core runner before its head is set.
      await waitFor(() => expect(document.title).toBe(expected), { timeout: 10_000 });
      unmount();
    }
  });
});
