/**
 * The privacy notice: a page in three languages that names the hotel as controller, what it
 * collects and why, every recipient, where the data lives, how long (the default retention, as
 * data) and the guest's rights; the footer links it, and the booking dialog says beside Confirm
 * that sending accepts it, with a link that opens a new tab so nothing typed is lost.
 */
import { screen, within } from '@testing-library/react';
import { HOTEL, HOTEL_ADDRESS } from '../../src/domain/hotel';
import { DEFAULT_RETENTION_DAYS, PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy';
import { addDays, todayInHotel } from '../../src/domain/dates';
import BookingDialog from '../../src/features/booking/BookingDialog';
import { Footer } from '../../src/features/layout/Footer';
import PrivacyPage from '../../src/features/privacy/PrivacyPage';
import { bookingOpened } from '../../src/shared/bookNow/bookNowSlice';
import type { LanguageCode } from '../../src/shared/language/languages';
import { makeStore } from '../../src/store/store';
import { renderWithProviders } from '../support/render';

const TITLES = { UZ: 'Maxfiylik siyosati', RU: 'Политика конфиденциальности', EN: 'Privacy notice' } as const;
const DAYS_TEXT = {
  UZ: `${DEFAULT_RETENTION_DAYS} kun`,
  RU: `${DEFAULT_RETENTION_DAYS} дней`,
  EN: `${DEFAULT_RETENTION_DAYS} days`,
} as const;

describe('the privacy notice', () => {
  it.each(['UZ', 'RU', 'EN'] as const)(
    'reads in %s: controller, data, recipients, storage, retention and rights',
    (code: LanguageCode) => {
      renderWithProviders(<PrivacyPage />, { preloadedState: { language: { code } } });
      expect(screen.getByRole('heading', { level: 1, name: TITLES[code] })).toBeInTheDocument();
      const text = document.body.textContent ?? '';
      expect(text).toContain(PRIVACY_NOTICE_VERSION);
      expect(text).toContain(HOTEL.name);
      expect(text).toContain(HOTEL_ADDRESS[code].full);
      expect(text).toContain(HOTEL.emails.info);
      for (const recipient of ['Telegram', 'Payme', 'Click']) expect(text).toContain(recipient);
      expect(text).toContain(DAYS_TEXT[code]);
      // Nine parts, each a region named by its heading, listed in the contents.
      const contents = screen.getByRole('navigation');
      expect(within(contents).getAllByRole('link')).toHaveLength(9);
      expect(screen.getAllByRole('region')).toHaveLength(9);
    },
  );

  it('is linked from the footer in the visitor’s language', () => {
    renderWithProviders(<Footer />, { preloadedState: { language: { code: 'RU' } }, route: '/ru/rooms' });
    expect(screen.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/ru/privacy');
  });

  it.each([
    [
      'EN',
      '/en/privacy',
      'privacy notice',
      'By sending the request you accept the privacy notice (opens in a new tab).',
    ],
    [
      'RU',
      '/ru/privacy',
      'политику конфиденциальности',
      'Отправляя запрос, вы принимаете политику конфиденциальности (откроется в новой вкладке).',
    ],
    [
      'UZ',
      '/uz/privacy',
      'maxfiylik siyosatini',
      'Soʻrovni yuborib, siz maxfiylik siyosatini (yangi oynada ochiladi) qabul qilasiz.',
    ],
  ] as const)(
    'the booking dialog (%s) says beside Confirm that sending accepts it, and opens it in a new tab',
    (code, href, name, line) => {
      const store = makeStore({ language: { code } });
      const checkIn = addDays(todayInHotel(), 6);
      store.dispatch(bookingOpened({ roomId: 2, checkIn, checkOut: addDays(checkIn, 2), phoneCountry: 'uz' }));
      renderWithProviders(<BookingDialog />, { store, route: href.replace('privacy', 'rooms') });
      const link = screen.getByRole('link', { name: new RegExp(`^${name} `) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.closest('p')?.textContent?.replace(/\s+/g, ' ')).toBe(line);
    },
    20000,
  );
});
