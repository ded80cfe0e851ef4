import { screen, within } from '@testing-library/react';
import { addDays, todayInHotel } from '../../src/domain/dates';
import AboutPage from '../../src/features/about/AboutPage';
import { ABOUT_GUEST_OPTIONS, AboutBookingPanel } from '../../src/features/about/AboutBookingPanel';
import { SEARCH_GUEST_COUNTS } from '../../src/shared/stay/bookingSearch';
import type { LanguageCode } from '../../src/shared/language/languages';
import { renderApp, renderWithProviders } from '../support/render';

describe('about page', () => {
  it('shows the Back button, the title, the facts and four photos', () => {
    renderWithProviders(<AboutPage />, { preloadedState: { language: { code: 'EN' } } });
    expect(screen.getByRole('heading', { level: 1, name: 'About the Hotel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcoming guests since 2007' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '24/7 reception' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'In the city centre' })).toBeInTheDocument();
    // No policy set: the spec's 16 October with its year while it is ahead, else what holds then.
    const today = todayInHotel();
    expect(
      screen.getByText(
        today.slice(5) <= '10-16'
          ? `Cancel your booking free of charge until 16 October ${today.slice(0, 4)}.`
          : 'Cancel your booking free of charge at any time before you arrive.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      expect.stringContaining('/img/about/1-'),
      expect.stringContaining('/img/about/4-'),
      expect.stringContaining('/img/about/2-'),
      expect.stringContaining('/img/about/3-'),
    ]);
  });

  it('lists breakfast, parking, sauna and Wi‑Fi as free, linking to their pages, and says which rooms include parking and the sauna', () => {
    renderWithProviders(<AboutPage />, { preloadedState: { language: { code: 'EN' } }, route: '/en/about' });
    const included = screen.getByRole('region', { name: 'Included in your stay' });
    const links = within(included).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/en/services/breakfast',
      '/en/services/parking',
      '/en/services/wifi',
      '/en/services/sauna',
    ]);
    expect(links.map((a) => a.querySelector('small')?.textContent)).toEqual([
      'free',
      'free · 4 of 6 kinds of room',
      'free',
      'free · 2 of 6 kinds of room',
    ]);
    expect(included).toHaveTextContent(
      'Breakfast and Wi‑Fi are free for every guest. Parking is free for guests of every room except the Standard Single Room and the Luxury Suite. The sauna is free for guests of the Luxury Suite and the Deluxe Double Suite.',
    );
  });

  it.each([
    [
      'EN',
      'Included in your stay',
      'Early check-in, late check-out and the conference hall are charged extra — the prices are on each room’s page.',
      /no extra charge/i,
    ],
    [
      'RU',
      'Уже включено',
      'Отдельно оплачиваются ранний заезд, поздний выезд и конференц-зал — цены указаны на странице каждого номера.',
      /никаких доплат|без доплат/i,
    ],
    [
      'UZ',
      'Narxga kiritilgan',
      'Erta kelish, kech ketish va konferens-zal uchun alohida haq olinadi — narxlari har bir xona sahifasida koʻrsatilgan.',
      /qoʻshimcha toʻlov yoʻq/i,
    ],
  ] as const)('(%s) says which extras are paid instead of promising no extra charges', (code, region, paid, never) => {
    renderWithProviders(<AboutPage />, { preloadedState: { language: { code } } });
    const included = screen.getByRole('region', { name: region });
    expect(included).toHaveTextContent(paid);
    expect(document.body.textContent).not.toMatch(never);
  });

  it('is the page at /ru/about, in Russian', async () => {
    renderApp({ route: '/ru/about' });
    await screen.findByRole('heading', { level: 1, name: 'Об отеле' });
    expect(screen.getByRole('group', { name: 'Количество гостей' })).toBeInTheDocument();
  });
});

describe('about booking panel', () => {
  it('offers 1, 2, 3 and 4+ guests, 2 chosen, with today and tomorrow', () => {
    renderWithProviders(<AboutBookingPanel />, { preloadedState: { language: { code: 'EN' } } });
    const group = screen.getByRole('group', { name: 'Number of guests' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4']);
    expect(within(group).getByRole('radio', { name: '2 guests' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '4 or more guests' })).toBeInTheDocument();
    expect(group).toHaveTextContent('4+');
    expect(screen.getByLabelText('Check-in')).toBeInTheDocument();
    expect(screen.getByLabelText('Check-out')).toBeInTheDocument();
  });

  it('leads to /rooms with checkin, checkout and guests; 4+ sends guests=4', async () => {
    const today = todayInHotel();
    const { user } = renderWithProviders(<AboutBookingPanel />, {
      preloadedState: { language: { code: 'EN' } },
      route: '/about',
    });
    await user.click(screen.getByRole('radio', { name: '4 or more guests' }));
    await user.click(screen.getByRole('button', { name: 'Show rooms' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/rooms?checkin=${today}&checkout=${addDays(today, 1)}&guests=4`,
    );
  });

  it('offers only searches the home bar offers too: counts some kind of room takes in one request', () => {
    for (const guests of ABOUT_GUEST_OPTIONS) expect(SEARCH_GUEST_COUNTS).toContain(guests);
  });

  it('4+ lands on the rooms page with the group guidance', async () => {
    const { user } = renderApp({ route: '/en/about', preloadedState: { language: { code: 'EN' } } });
    await user.click(await screen.findByRole('radio', { name: '4 or more guests' }));
    await user.click(screen.getByRole('button', { name: 'Show rooms' }));
    const note = await screen.findByTestId('group-note');
    expect(note).toHaveTextContent('One request books several rooms of one kind.');
    expect(within(note).getByRole('link', { name: '+998 69 000 00 01' })).toHaveAttribute('href', 'tel:+998690000001');
    // Every kind's rooms take four: nothing is hidden, and the kinds that need two rooms say so.
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByTestId('room-2-group')).toHaveTextContent('2 rooms for 4 guests');
  });

  it('keeps the language segment and sends the chosen guests', async () => {
    const { user } = renderWithProviders(
      <AboutBookingPanel initial={{ checkin: '2030-05-10', checkout: '2030-05-13', guests: 2 }} />,
      {
        preloadedState: { language: { code: 'UZ' } },
        route: '/uz/about',
      },
    );
    await user.click(screen.getByRole('radio', { name: '1 mehmon' }));
    await user.click(screen.getByRole('button', { name: 'Xonalarni koʻrish' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/uz/rooms?checkin=2030-05-10&checkout=2030-05-13&guests=1',
    );
  });

  const alerts: Record<LanguageCode, string> = {
    UZ: '«Ketish sanasi» «Kelish sanasi»dan keyin boʻlishi kerak.',
    RU: '«Дата выезда» должна быть позже, чем «Дата заезда».',
    EN: 'Check-out must be after Check-in.',
  };

  it.each(['UZ', 'RU', 'EN'] as const)(
    'alerts like the home bar (%s) and stays put when check-out is not after check-in',
    async (code) => {
      const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
      const { user } = renderWithProviders(
        <AboutBookingPanel initial={{ checkin: '2030-05-10', checkout: '2030-05-10', guests: 3 }} />,
        {
          preloadedState: { language: { code } },
          route: '/about',
        },
      );
      await user.click(
        screen.getByRole('button', {
          name: { UZ: 'Xonalarni koʻrish', RU: 'Показать номера', EN: 'Show rooms' }[code],
        }),
      );
      expect(alert).toHaveBeenCalledWith(alerts[code]);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/about$/);
      alert.mockRestore();
    },
  );
});
