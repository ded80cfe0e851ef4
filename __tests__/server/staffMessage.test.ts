/** The staff message reads at a glance: reference, room and rooms, dates in words, phone link, state; no ISO date, no UUID. */
import { stayDateLong } from '../../server/bookings/format';
import { sampleBooking } from '../../server/cli/previewEmails';
import type { BookingsTable } from '../../server/db/schema';
import { staffTelegramText } from '../../server/staffChat/message';

const ID = '3f2b8c1e-5d4a-4e7b-9c6f-0a1b2c3d4e5f';

/** The preview's sample request (a group of two twin rooms, a Russian guest), with this test's changes. */
function booking(overrides: Partial<BookingsTable> = {}): BookingsTable {
  return sampleBooking('ru', {
    guest_name: 'Ivan <Petrov>',
    decided_at: null,
    decided_by_id: null,
    decided_by_name: null,
    decline_reason: null,
    ...overrides,
  });
}

describe('stay dates in words', () => {
  it('writes the weekday, day, month and year as people write them in each language', () => {
    expect(stayDateLong('2027-01-09', 'uz')).toBe('2027-yil 9-yanvar, shanba');
    expect(stayDateLong('2027-01-09', 'ru')).toBe('суббота, 9 января 2027');
    expect(stayDateLong('2027-01-09', 'en')).toBe('Saturday, 9 January 2027');
    // The day never shifts with the machine's zone: the date is read and written in UTC.
    expect(stayDateLong('2027-12-31', 'en')).toBe('Friday, 31 December 2027');
  });
});

describe('the staff Telegram message', () => {
  it.each([
    [
      'uz',
      'Sanalar: 2027-yil 9-yanvar, shanba → 2027-yil 11-yanvar, dushanba (2 kecha)',
      'Mehmonlar soni: 4 (2 ta xona)',
      'chet ellik mehmonlar uchun narx',
    ],
    [
      'ru',
      'Даты: суббота, 9 января 2027 → понедельник, 11 января 2027 (2 ночи)',
      'Гостей: 4 (2 номера)',
      'цена для иностранных гостей',
    ],
    [
      'en',
      'Dates: Saturday, 9 January 2027 → Monday, 11 January 2027 (2 nights)',
      'Guests: 4 (2 rooms)',
      'price for foreign guests',
    ],
  ] as const)(
    'in %s: reference, room, rooms, dates in words, price rule, a tappable phone; no ISO date, no id',
    (lang, dates, guests, rate) => {
      const text = staffTelegramText(booking(), lang);
      expect(text).toContain('<code>GH-7K3Q9M</code>');
      expect(text).toContain(dates);
      expect(text).toContain(guests);
      expect(text).toContain(rate);
      // The E.164 number, which Telegram's apps make tappable (the Bot API's links take no tel:).
      expect(text).toMatch(/: \+998901234567$/m);
      expect(text).not.toContain('tel:');
      expect(text).toContain('Ivan &lt;Petrov&gt;');
      expect(text).not.toContain(ID);
      expect(text).not.toMatch(/\d{4}-\d\d-\d\d/);
    },
  );

  it('says the decision, who made it and when, in the state line', () => {
    const text = staffTelegramText(
      booking({ status: 'confirmed', decided_by_name: 'Dilnoza', decided_at: '2026-11-24T13:00:00.000Z' }),
      'en',
    );
    expect(text).toContain('<b>Status: ✅ Confirmed by Dilnoza, 24/11/2026, 18:00 (Tashkent time)</b>');
    expect(text).not.toMatch(/\d{4}-\d\d-\d\d/);
  });
});
