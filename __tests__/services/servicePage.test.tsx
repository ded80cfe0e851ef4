import { screen, within } from '@testing-library/react';
import { servicePageTexts } from '../../src/features/services/servicePages.texts';
import { SERVICE_SLUGS } from '../../src/shared/services/services';
import { serviceSummaries } from '../../src/shared/services/services.texts';
import { titleForPath } from '../../src/seo/pages';
import { renderApp } from '../support/render';

const LANGUAGES = [
  ['uz', 'UZ'],
  ['ru', 'RU'],
  ['en', 'EN'],
] as const;

describe('service pages', () => {
  it.each(LANGUAGES.flatMap(([prefix, code]) => SERVICE_SLUGS.map((slug) => [prefix, slug, code] as const)))(
    '/%s/services/%s (%s) renders title, lead, Back and the rooms link',
    async (prefix, slug, code) => {
      renderApp({ route: `/${prefix}/services/${slug}` });
      const title = serviceSummaries[code][slug].title;
      await screen.findByRole('heading', { level: 1, name: title });
      expect(screen.getByText(servicePageTexts[code][slug].lead)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: { UZ: 'Orqaga', RU: 'Назад', EN: 'Back' }[code] })).toBeInTheDocument();
      const cta = screen.getByRole('link', {
        name: { UZ: 'Xonalarni koʻrish', RU: 'Посмотреть номера', EN: 'See the rooms' }[code],
      });
      expect(cta).toHaveAttribute('href', `/${prefix}/rooms`);
      // The tab reads as the prerendered head: free services by their highlight ('Free sauna').
      expect(document.title).toBe(titleForPath(`/services/${slug}`, code));
    },
  );

  it('a collage service shows three photos and its bullets', async () => {
    renderApp({ route: '/en/services/sauna' });
    await screen.findByRole('heading', { level: 1, name: 'Sauna' });
    const collage = screen.getByRole('list', { name: 'Sauna: photos' });
    expect(
      within(collage)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['The hot sauna', 'Inside the sauna', 'Wooden sauna benches']);
    expect(screen.getByRole('heading', { level: 2, name: 'What to expect' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The Finnish sauna and its relaxation room are free for guests of the Luxury Suite and the Deluxe Double Suite.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Free', { selector: 'p' })).toBeInTheDocument();
  });

  it('the Wi‑Fi page has paragraphs and one photo instead of a collage and bullets', async () => {
    renderApp({ route: '/en/services/wifi' });
    await screen.findByRole('heading', { level: 1, name: 'Wi‑Fi' });
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('img', { name: 'The lounge by reception' })).toHaveLength(1);
    expect(screen.queryByRole('list', { name: /photos/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What to expect' })).not.toBeInTheDocument();
    for (const paragraph of servicePageTexts.EN.wifi.paragraphs)
      expect(screen.getByText(paragraph)).toBeInTheDocument();
  });

  it('unprefixed addresses use the active language and keep links unprefixed', async () => {
    renderApp({ route: '/services/pool', preloadedState: { language: { code: 'RU' } } });
    await screen.findByRole('heading', { level: 1, name: 'Бассейн' });
    expect(screen.getByRole('link', { name: 'Посмотреть номера' })).toHaveAttribute('href', '/rooms');
    expect(screen.getByRole('link', { name: 'Сауна' })).toHaveAttribute('href', '/services/sauna');
  });

  it('links to the five other services, keeping the language segment', async () => {
    renderApp({ route: '/en/services/birds' });
    await screen.findByRole('heading', { level: 1, name: 'Bird garden' });
    const others = screen.getByRole('navigation', { name: 'Other services' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/en/services/breakfast',
      '/en/services/parking',
      '/en/services/wifi',
      '/en/services/sauna',
      '/en/services/pool',
    ]);
  });

  it('an unknown language code (/xx/services/pool) shows the page in Uzbek', async () => {
    const { store } = renderApp({ route: '/xx/services/pool', preloadedState: { language: { code: 'EN' } } });
    await screen.findByRole('heading', { level: 1, name: 'Hovuz' });
    expect(screen.getByText(servicePageTexts.UZ.pool.lead)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('uz');
    // The address owns this page's language; the store keeps its own for addresses without one.
    expect(store.getState().language.code).toBe('EN');
  });

  it('an unknown service is the 404 page', async () => {
    renderApp({ route: '/en/services/spa' });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('Uzbek texts use the turned comma (U+02BB) for oʻ and gʻ, never a plain apostrophe', () => {
    const all = JSON.stringify(servicePageTexts.UZ);
    expect(all).not.toMatch(/[og]['`‘’]/i);
  });
});
