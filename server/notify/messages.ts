/**
 * Texts of the notifications: the staff's Telegram message and email (English, one format for
 * every booking) and the guest's confirmation in the guest's language (uz, ru, en).
 */
import type { Lang } from '../../src/domain/booking';
import { isForeignGuest, nightlyPrice } from '../../src/domain/pricing';
import { roomName } from '../../src/domain/roomNames';
import { findRoom } from '../../src/domain/rooms';
import type { BookingsTable } from '../db/schema';

export type BookingRow = BookingsTable;

export interface EmailContent {
  subject: string;
  text: string;
}

/** Escapes text for Telegram's HTML parse mode (only <, > and & are special there). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function priceKey(booking: BookingRow): string | null {
  return booking.nationality_code ?? booking.nationality;
}

function perNight(booking: BookingRow): number {
  const room = findRoom(booking.room_id);
  // A stored booking always has a known room; the division is a fallback for a removed room.
  return room ? nightlyPrice(room, priceKey(booking)) : Math.round(booking.total_price / Math.max(1, booking.nights));
}

// Intl formatters are costly to build and cheap to reuse: one per locale.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function money(amount: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(amount);
}

/** The staff's summary lines, label and value, in English. */
function staffLines(booking: BookingRow): Array<[string, string]> {
  const rate = isForeignGuest(priceKey(booking)) ? 'foreign guest price' : 'Uzbekistan citizen price';
  return [
    ['Booking', booking.id],
    ['Received', booking.created_at],
    ['Room', `${roomName(booking.room_id, 'en')} (room ${booking.room_id})`],
    ['Guest', booking.guest_name],
    ['Phone', booking.phone],
    ['Email', booking.email ?? '—'],
    ['Nationality', booking.nationality ?? '—'],
    ['Stay', `${booking.checkin} → ${booking.checkout} (${booking.nights} ${booking.nights === 1 ? 'night' : 'nights'})`],
    ['Guests', String(booking.guests)],
    ['Price per night', `${money(perNight(booking), 'en')} UZS (${rate})`],
    ['Total', `${money(booking.total_price, 'en')} UZS`],
    ['Language', booking.lang.toUpperCase()],
  ];
}

/** The Telegram message to the staff chat, in HTML parse mode with every guest value escaped. */
export function staffTelegramText(booking: BookingRow): string {
  const lines = staffLines(booking).map(([label, value]) =>
    label === 'Booking' ? `${label}: <code>${escapeHtml(value)}</code>` : `${label}: ${escapeHtml(value)}`,
  );
  return ['<b>New booking request</b>', ...lines].join('\n');
}

/** The staff email to HOTEL_EMAIL. */
export function staffEmail(booking: BookingRow): EmailContent {
  const lines = staffLines(booking).map(([label, value]) => `${label}: ${value}`);
  return {
    subject: `New booking request ${booking.id}: ${booking.checkin} – ${booking.checkout}`,
    text: [
      'A guest sent a booking request from the website.',
      'Please call or write to the guest to confirm it.',
      '',
      ...lines,
      '',
      'The guest was told that reception will contact them to confirm.',
    ].join('\n'),
  };
}

interface GuestTexts {
  locale: string;
  currency: string;
  subject: (id: string) => string;
  greeting: (name: string) => string;
  intro: string;
  labels: { id: string; room: string; checkin: string; checkout: string; nights: string; guests: string; perNight: string; total: string };
  rate: { foreign: string; citizen: string };
  policyTitle: string;
  policies: string[];
  closing: string[];
}

const GUEST_TEXTS: Record<Lang, GuestTexts> = {
  uz: {
    locale: 'uz',
    currency: 'so\u2018m',
    subject: (id) => `Bron so\u2018rovingiz qabul qilindi (${id.slice(0, 8)})`,
    greeting: (name) => `Assalomu alaykum, ${name}!`,
    intro:
      'Bron qilish so\u2018rovingiz uchun rahmat. So\u2018rovingiz qabul qilindi: qabulxona xodimlari uni tasdiqlash uchun tez orada siz bilan bog\u2018lanadi.',
    labels: {
      id: 'Bron raqami',
      room: 'Xona',
      checkin: 'Kelish sanasi',
      checkout: 'Ketish sanasi',
      nights: 'Tunlar soni',
      guests: 'Mehmonlar soni',
      perNight: 'Bir kecha narxi',
      total: 'Jami',
    },
    rate: { foreign: 'xorijiy mehmonlar uchun narx', citizen: 'O\u2018zbekiston fuqarolari uchun narx' },
    policyTitle: 'Kelish va ketish qoidalari:',
    policies: [
      'Erta kelish 06:00 dan 12:00 gacha — bir kecha narxining 50%.',
      '06:00 dan oldin kelish — bir kecha narxining 100%.',
      'Ketish vaqti — 12:00.',
      'Kech ketish 12:00 dan 18:00 gacha — bir kecha narxining 50%.',
      '18:00 dan keyin ketish — bir kecha narxining 100%.',
    ],
    closing: [
      'To\u2018lov onlayn olinmaydi. Savollaringiz bo\u2018lsa, ushbu xatga javob yozing.',
      'Qabulxonamiz kechayu kunduz (24/7) ishlaydi. Sizni kutib qolamiz!',
    ],
  },
  ru: {
    locale: 'ru',
    currency: 'сум',
    subject: (id) => `Ваша заявка на бронирование получена (${id.slice(0, 8)})`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro:
      'Спасибо за заявку на бронирование. Мы её получили: администратор гостиницы скоро свяжется с вами, чтобы подтвердить бронь.',
    labels: {
      id: 'Номер заявки',
      room: 'Номер',
      checkin: 'Заезд',
      checkout: 'Выезд',
      nights: 'Ночей',
      guests: 'Гостей',
      perNight: 'Цена за ночь',
      total: 'Итого',
    },
    rate: { foreign: 'цена для иностранных гостей', citizen: 'цена для граждан Узбекистана' },
    policyTitle: 'Правила заезда и выезда:',
    policies: [
      'Ранний заезд с 06:00 до 12:00 — 50% стоимости суток.',
      'Заезд до 06:00 — 100% стоимости суток.',
      'Расчётный час — 12:00.',
      'Поздний выезд с 12:00 до 18:00 — 50% стоимости суток.',
      'Выезд после 18:00 — 100% стоимости суток.',
    ],
    closing: [
      'Онлайн-оплата не взимается. Если у вас есть вопросы, просто ответьте на это письмо.',
      'Ресепшен работает круглосуточно. Будем рады вас видеть!',
    ],
  },
  en: {
    locale: 'en',
    currency: 'so\u2018m',
    subject: (id) => `We have received your booking request (${id.slice(0, 8)})`,
    greeting: (name) => `Dear ${name},`,
    intro:
      'Thank you for your booking request. We have received it, and our reception will contact you shortly to confirm your stay.',
    labels: {
      id: 'Request number',
      room: 'Room',
      checkin: 'Check-in',
      checkout: 'Check-out',
      nights: 'Nights',
      guests: 'Guests',
      perNight: 'Price per night',
      total: 'Total',
    },
    rate: { foreign: 'price for foreign guests', citizen: 'price for Uzbekistan citizens' },
    policyTitle: 'Check-in and check-out:',
    policies: [
      'Early check-in from 06:00 to 12:00 costs 50% of the nightly price.',
      'Check-in before 06:00 costs 100% of the nightly price.',
      'Check-out time is 12:00.',
      'Late check-out from 12:00 to 18:00 costs 50% of the nightly price.',
      'Check-out after 18:00 costs 100% of the nightly price.',
    ],
    closing: [
      'No payment is taken online. If you have any questions, simply reply to this email.',
      'Our reception is open 24/7. We look forward to welcoming you!',
    ],
  },
};

function isLang(value: string): value is Lang {
  return value === 'uz' || value === 'ru' || value === 'en';
}

function stayDate(iso: string, locale: string): string {
  // Calendar dates carry no zone: format the UTC midnight in UTC so the day never shifts.
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** The guest's confirmation, in the language the guest used on the site. */
export function guestEmail(booking: BookingRow): EmailContent {
  const t = GUEST_TEXTS[isLang(booking.lang) ? booking.lang : 'uz'];
  const rate = isForeignGuest(priceKey(booking)) ? t.rate.foreign : t.rate.citizen;
  const l = t.labels;
  return {
    subject: t.subject(booking.id),
    text: [
      t.greeting(booking.guest_name),
      '',
      t.intro,
      '',
      `${l.id}: ${booking.id}`,
      `${l.room}: ${roomName(booking.room_id, isLang(booking.lang) ? booking.lang : 'uz')}`,
      `${l.checkin}: ${stayDate(booking.checkin, t.locale)}`,
      `${l.checkout}: ${stayDate(booking.checkout, t.locale)}`,
      `${l.nights}: ${booking.nights}`,
      `${l.guests}: ${booking.guests}`,
      `${l.perNight}: ${money(perNight(booking), t.locale)} ${t.currency} (${rate})`,
      `${l.total}: ${money(booking.total_price, t.locale)} ${t.currency}`,
      '',
      t.policyTitle,
      ...t.policies.map((line) => `• ${line}`),
      '',
      ...t.closing,
    ].join('\n'),
  };
}
