/**
 * What the guest is told when staff change the stay (issue 51, point 4), in uz, ru and en: the
 * email and the Telegram message with the new dates, guests, room kind and total; a paid deposit
 * against the changed stay's (the same, the rest paid at reception, the difference refunded), an
 * unpaid one offered at its new amount with its buttons; the calendar event moved for a stay that
 * was sent one, none for a request; nothing for a request cancelled before the news went.
 */
import { sampleBooking } from '../../server/cli/previewEmails';
import type { BookingsTable } from '../../server/db/schema';
import type { DepositView } from '../../server/bookings/hooks';
import { money, stayDateLong } from '../../server/bookings/format';
import { guestChangedEmail } from '../../server/guestEmail/messages';
import { GUEST_TEXTS } from '../../server/guestEmail/texts';
import { amountText, changedMessage } from '../../server/guestTelegram/messages';
import { GUEST_CHAT_TEXTS } from '../../server/guestTelegram/texts';
import type { Lang } from '../../src/domain/booking';
import { formatPhone, HOTEL } from '../../src/domain/hotel';
import { roomName } from '../../src/domain/roomNames';

const LANGS: Lang[] = ['uz', 'ru', 'en'];

/** The preview's sample, changed: three nights in two twin rooms, 3,600,000 so'm (the first night 1,200,000). */
function changed(lang: Lang, overrides: Partial<BookingsTable> = {}): BookingsTable {
  return sampleBooking(lang, {
    status: 'confirmed',
    decline_reason: null,
    checkout: '2027-01-12',
    nights: 3,
    total_price: 3_600_000,
    ics_sequence: 1,
    ...overrides,
  });
}

function paid(amount: number, due: number): DepositView {
  return { status: 'paid', amount, due, links: {}, gateway: 'payme', paidAt: Date.UTC(2026, 10, 24) };
}

describe.each(LANGS)('a changed stay told in %s', (lang) => {
  const t = GUEST_TEXTS[lang];
  const som = (sum: number) => `${money(sum, t.locale)}\u00a0${t.currency}`;

  it('emails the new dates, guests, room kind and total, and moves the calendar event', () => {
    const booking = changed(lang);
    const email = guestChangedEmail(booking, undefined);
    if (typeof email === 'string') throw new Error(email);
    expect(email.subject).toBe(t.changed.subject(booking.reference));
    for (const part of [
      t.changed.intro.confirmed,
      stayDateLong('2027-01-09', lang),
      stayDateLong('2027-01-12', lang),
      roomName(2, lang),
      `${t.labels.guests}: 4 (${t.rooms(2)})`,
      `${t.labels.total}: ${som(3_600_000)}`,
    ])
      expect(email.text).toContain(part);
    expect(email.calendar?.method).toBe('PUBLISH');
    expect(email.calendar?.content).toContain('SEQUENCE:1');
    expect(email.calendar?.content).toContain('DTEND;VALUE=DATE:20270112');
  });

  it('states a paid deposit against the changed stay’s: kept, the rest at reception, or the difference refunded', () => {
    const booking = changed(lang);
    const text = (deposit: DepositView) => {
      const email = guestChangedEmail(booking, deposit);
      if (typeof email === 'string') throw new Error(email);
      return email.text.replace(/\s+/g, ' ');
    };
    const flat = (line: string) => line.replace(/\s+/g, ' ');
    expect(text(paid(1_200_000, 1_200_000))).toContain(flat(t.changed.depositSame(som(1_200_000))));
    expect(text(paid(1_200_000, 1_700_000))).toContain(
      flat(t.changed.depositMore(som(1_200_000), som(1_700_000), som(500_000))),
    );
    expect(text(paid(1_200_000, 800_000))).toContain(
      flat(t.changed.depositLess(som(1_200_000), som(800_000), som(400_000))),
    );
    // Unpaid: the new amount to pay, with the gateway's button.
    const unpaid = guestChangedEmail(booking, {
      status: 'none',
      amount: 1_700_000,
      due: 1_700_000,
      links: { payme: 'https://checkout.paycom.uz/x' },
      gateway: null,
      paidAt: null,
    });
    if (typeof unpaid === 'string') throw new Error(unpaid);
    expect(unpaid.text.replace(/\s+/g, ' ')).toContain(flat(t.deposit.intro(som(1_700_000))));
    expect(unpaid.html).toContain('https://checkout.paycom.uz/x');
  });

  it('tells a request its new details without a calendar event, and nothing once it is cancelled', () => {
    const request = guestChangedEmail(changed(lang, { status: 'received', ics_sequence: 0 }), undefined);
    if (typeof request === 'string') throw new Error(request);
    expect(request.subject).toBe(t.changed.requestSubject('GH-7K3Q9M'));
    expect(request.text).toContain(t.changed.intro.received);
    expect(request.calendar).toBeUndefined();
    const stay = guestChangedEmail(changed(lang, { status: 'checked_in' }), undefined);
    expect(typeof stay !== 'string' && stay.text).toContain(t.changed.intro.checked_in);
    expect(guestChangedEmail(changed(lang, { status: 'cancelled' }), undefined)).toBe(
      'request cancelled before the change was told',
    );
  });

  it('says the same in the linked chat: the new facts, the deposit’s difference, Cancel while the guest may', () => {
    const booking = changed(lang, { id: '0b7c6f1e-2f57-4c51-9a0c-5d3f2f7a9e10' });
    const message = changedMessage(booking, paid(1_200_000, 1_700_000));
    if (typeof message === 'string') throw new Error(message);
    const amount = (sum: number) => amountText(sum, lang);
    for (const part of [
      `<b>${t.changed.intro.confirmed}</b>`,
      stayDateLong('2027-01-12', lang),
      `${t.labels.total}: ${amount(3_600_000)}`,
      t.changed.depositMore(amount(1_200_000), amount(1_700_000), amount(500_000)),
      GUEST_CHAT_TEXTS[lang].changedClosing(HOTEL.phones.map(formatPhone).join(', ')),
    ])
      expect(message.html).toContain(part.replace(/&/g, '&amp;'));
    expect(message.keyboard?.inline_keyboard.flat()).toEqual([
      { text: GUEST_CHAT_TEXTS[lang].buttons.cancel, callback_data: `g:c:${booking.id}` },
    ]);
    // In the house: no Cancel.
    const inHouse = changedMessage(changed(lang, { status: 'checked_in' }), undefined);
    expect(typeof inHouse !== 'string' && inHouse.keyboard).toBeFalsy();
    expect(changedMessage(changed(lang, { status: 'declined' }), undefined)).toBe(
      'request declined before the change was told',
    );
  });
});
