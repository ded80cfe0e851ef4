/**
 * The guest's Telegram messages on their own, in uz, ru and en: a cancellation (the guest's and
 * the hotel's, with the staff's words), the reminder (address as the language writes it, map,
 * check-in time, the reception's phone), the decision without a gateway, and the guest's presses
 * parsed strictly (a staff press or another shape is not a guest's).
 */
import { sampleBooking } from '../../server/cli/previewEmails';
import {
  cancelMessage,
  decisionMessage,
  parseGuestPress,
  reminderEmail,
  reminderMessage,
  requestSummary,
} from '../../server/guestTelegram/messages';
import { LINK_CODE } from '../../server/guestTelegram/links';
import { reminderDueAt, arrivalDayStarts } from '../../server/bookings/notices';
import { GUEST_CHAT_TEXTS } from '../../server/guestTelegram/texts';
import { HOTEL_ADDRESS } from '../../src/domain/hotel';
import type { Lang } from '../../src/domain/booking';

const LANGS: Lang[] = ['uz', 'ru', 'en'];
const ADDRESS = { uz: HOTEL_ADDRESS.UZ.full, ru: HOTEL_ADDRESS.RU.full, en: HOTEL_ADDRESS.EN.full };
const ID = '0b7c6f1e-2f57-4c51-9a0c-5d3f2f7a9e10';

describe.each(LANGS)('the guest’s chat in %s', (lang) => {
  const t = GUEST_CHAT_TEXTS[lang];

  it('tells a cancellation: the guest’s own, or the hotel’s with the staff’s words', () => {
    const booking = sampleBooking(lang, { status: 'cancelled', decline_message: 'Burst pipe <room 4>' });
    const own = cancelMessage(booking, false).html;
    expect(own).toContain(t.cancelled.byGuest);
    expect(own).not.toContain('Burst pipe');
    const hotel = cancelMessage(booking, true).html;
    expect(hotel).toContain(t.cancelled.byHotel);
    expect(hotel).toContain('Burst pipe &lt;room 4&gt;');
    expect(hotel).toContain(booking.reference);
  });

  it('reminds with the stay, the check-in time, the address in the language, the map and the phone; the email says the same', () => {
    const booking = sampleBooking(lang, { status: 'confirmed' });
    const { html, keyboard } = reminderMessage(booking);
    expect(keyboard).toBeUndefined();
    for (const part of [
      t.reminder.intro,
      t.reminder.checkIn('12:00'),
      ADDRESS[lang],
      'openstreetmap.org',
      '+998 69 000 00 01',
    ])
      expect(html).toContain(part);
    const email = reminderEmail(booking);
    expect(email.subject).toBe(`${t.reminder.intro} (${booking.reference})`);
    expect(email.text).toContain(ADDRESS[lang]);
    expect(email.text).not.toMatch(/<b>/);
  });

  it('says confirmed without deposit buttons when no gateway is on, and offers Cancel', () => {
    const booking = sampleBooking(lang, { status: 'confirmed', id: ID });
    const message = decisionMessage(booking, undefined);
    expect(message.html).toContain(t.decision.confirmed);
    expect(message.keyboard?.inline_keyboard.flat()).toEqual([{ text: t.buttons.cancel, callback_data: `g:c:${ID}` }]);
    const declined = requestSummary(sampleBooking(lang, { status: 'declined', id: ID }));
    expect(declined.keyboard).toBeUndefined();
    expect(declined.html).toContain(t.status.declined);
  });
});

describe('guest presses and timing', () => {
  it('parses only the guest’s own shapes', () => {
    expect(parseGuestPress(`g:y:${ID}`)).toEqual({ action: 'yes', bookingId: ID });
    expect(parseGuestPress(`g:c:${ID}`)).toEqual({ action: 'cancel', bookingId: ID });
    for (const data of [
      `confirm:${ID}`,
      `g:y:${ID}:x`,
      'g:y:GH-7K3Q9M',
      `g:Y:${ID}`,
      `g:y:${ID.toUpperCase()}`,
      'g:y:',
    ])
      expect(parseGuestPress(data)).toBeNull();
  });

  it('puts the reminder at 10:00 Namangan time the day before arrival, and ends it when the arrival day begins', () => {
    expect(reminderDueAt('2027-01-10').toISOString()).toBe('2027-01-09T05:00:00.000Z');
    expect(arrivalDayStarts('2027-01-10').toISOString()).toBe('2027-01-09T19:00:00.000Z');
    expect(reminderDueAt('2027-03-01').toISOString()).toBe('2027-02-28T05:00:00.000Z');
  });

  it('accepts only well-formed codes (Telegram’s start parameter: 64 of A-Z a-z 0-9 _ -)', () => {
    expect(LINK_CODE.test('A'.repeat(43))).toBe(true);
    expect(LINK_CODE.test('A'.repeat(42))).toBe(false);
    expect(LINK_CODE.test(`${'A'.repeat(42)}=`)).toBe(false);
  });
});
