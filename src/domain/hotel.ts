import { todayInHotel } from './dates';

/**
 * The hotel's facts, in one place. The spec hides the real phone numbers and e-mail addresses,
 * so these are well-formed example values: replace them here (and nowhere else) before launch.
 */
export const HOTEL = {
  name: 'Gulshan Hotel',
  city: 'Namangan',
  since: 2007,
  address: {
    postalCode: '160100',
    country: 'UZ',
  },
  /** Two reception numbers, E.164. */
  phones: ['+998690000001', '+998900000002'],
  emails: { booking: 'booking@gulshan-hotel.example', info: 'info@gulshan-hotel.example' },
  socials: {
    instagram: 'https://www.instagram.com/gulshan.hotel.example/',
    telegram: 'https://t.me/gulshan_hotel_example',
  },
  /** Central Namangan, by the city park. */
  geo: { lat: 40.9983, lng: 71.6726 },
  checkInTime: '12:00',
  checkOutTime: '12:00',
  /** When the hotel usually answers a request from the site: within this many hours, between these times (Namangan). */
  reply: { withinHours: 2, from: '8:00', until: '22:00' },
} as const;

/** The street and the city as each language writes them; the postcode is HOTEL.address.postalCode. */
const ADDRESS_WORDS = {
  UZ: { street: 'Navoiy koʻchasi, 1', city: 'Namangan' },
  RU: { street: 'ул. Навои, 1', city: 'Наманган' },
  EN: { street: '1 Navoi Street', city: 'Namangan' },
} as const;

/** The address as each language writes it: its parts, in full (street, city, postcode) and short (street, city). */
export const HOTEL_ADDRESS = {
  UZ: {
    ...ADDRESS_WORDS.UZ,
    full: `${ADDRESS_WORDS.UZ.street}, ${ADDRESS_WORDS.UZ.city}, ${HOTEL.address.postalCode}`,
    short: `${ADDRESS_WORDS.UZ.street}, ${ADDRESS_WORDS.UZ.city}`,
  },
  RU: {
    ...ADDRESS_WORDS.RU,
    full: `${ADDRESS_WORDS.RU.street}, ${ADDRESS_WORDS.RU.city}, ${HOTEL.address.postalCode}`,
    short: `${ADDRESS_WORDS.RU.street}, ${ADDRESS_WORDS.RU.city}`,
  },
  EN: {
    ...ADDRESS_WORDS.EN,
    full: `${ADDRESS_WORDS.EN.street}, ${ADDRESS_WORDS.EN.city} ${HOTEL.address.postalCode}`,
    short: `${ADDRESS_WORDS.EN.street}, ${ADDRESS_WORDS.EN.city}`,
  },
} as const;

/** The address in a guest's language (a booking's lang, lower case): for emails and calendar files. */
export function addressIn(lang: 'uz' | 'ru' | 'en'): (typeof HOTEL_ADDRESS)[keyof typeof HOTEL_ADDRESS] {
  return HOTEL_ADDRESS[lang === 'ru' ? 'RU' : lang === 'en' ? 'EN' : 'UZ'];
}

/** Whole years the hotel has been open in a year (the hotel's own calendar year by default). */
export function yearsOpen(year: number = Number(todayInHotel().slice(0, 4))): number {
  return year - HOTEL.since;
}

/** +998690000001 → +998 69 000 00 01, the way Uzbek numbers are usually written. */
export function formatPhone(e164: string): string {
  const m = /^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return m ? `+998 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : e164;
}

/** The embedded map of the hotel's position (OpenStreetMap, no key, no cookies). */
export function mapEmbedUrl(): string {
  const { lat, lng } = HOTEL.geo;
  const d = 0.006;
  const bbox = [lng - d, lat - d / 2, lng + d, lat + d / 2].map((n) => n.toFixed(4)).join('%2C');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat}%2C${lng}`;
}

export function mapLinkUrl(): string {
  const { lat, lng } = HOTEL.geo;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}
