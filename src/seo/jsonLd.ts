/**
 * schema.org structured data for each page, with the values the page itself shows: the same
 * texts, prices and facts, taken from the same modules.
 */
import { HOTEL, HOTEL_ADDRESS } from '../domain/hotel';
import { ROOM_AMENITIES, ROOMS, totalUnits, type Room } from '../domain/rooms';
import { EMPTY_RATE_PLAN, priceOfNight, type RatePlan } from '../domain/rates';
import { todayInHotel } from '../domain/dates';
import { formatNumber } from '../shared/format';
import { LANGUAGE_OPTIONS, toLang, type LanguageCode } from '../shared/language/languages';
import { homeTexts } from '../features/home/home.texts';
import { offerTexts } from '../shared/services/offers.texts';
import { bedTexts, roomAmenityLabels, roomCopy, roomFactTexts } from '../shared/rooms/roomCatalogue.texts';
import { roomsPageTexts } from '../features/rooms/roomsList.texts';
import { OG_IMAGE_ID, imageSrc, largestWidth, roomImageIds } from '../shared/images/images';
import { pageEntry } from '../app/pageManifest';
import { pageHeading, type SeoPage } from './pages';
import { absoluteUrl, localizedPath, pagePath, siteOrigin } from './site';

export type JsonLd = Record<string, unknown>;

/** The owner's plan and the night whose prices the page shows (tonight, the day it is rendered). */
export interface PriceTerms {
  plan: RatePlan;
  night: string;
}

/** No season: the spec's prices. */
function specTerms(): PriceTerms {
  return { plan: EMPTY_RATE_PLAN, night: todayInHotel() };
}

/** The room's price tonight under the plan, for citizens (local) or foreign guests. */
function tonightsPrice(room: Room, terms: PriceTerms, audience: 'local' | 'foreign'): number {
  return priceOfNight(room, terms.plan, terms.night, audience === 'local' ? null : 'XX');
}

const CONTEXT = 'https://schema.org';

/** The hotel's node id, the same in every language so all pages describe one hotel. */
export function hotelId(): string {
  return `${siteOrigin()}/#hotel`;
}

function pageUrl(path: string, language: LanguageCode): string {
  return absoluteUrl(localizedPath(path, language));
}

/** schema.org Time: '12:00' → '12:00:00'. */
export function schemaTime(hhmm: string): string {
  return /^\d{2}:\d{2}$/.test(hhmm) ? `${hhmm}:00` : hhmm;
}

/** '400 000 – 1 150 000 UZS': tonight's cheapest local price to the dearest foreign guests' price. */
export function priceRange(language: LanguageCode, terms: PriceTerms = specTerms()): string {
  const low = Math.min(...ROOMS.map((room) => tonightsPrice(room, terms, 'local')));
  const high = Math.max(...ROOMS.map((room) => tonightsPrice(room, terms, 'foreign')));
  return `${formatNumber(low, language)} – ${formatNumber(high, language)} UZS`;
}

export function ogImageUrl(): string {
  return absoluteUrl(imageSrc(OG_IMAGE_ID, largestWidth(OG_IMAGE_ID), 'jpg'));
}

// The hotel-wide amenities the home page's highlights name, in their words: only what every room
// includes (parking and the sauna come with some rooms, so they stay on those rooms' nodes).
const HOTEL_AMENITY_KEYS: readonly string[] = [
  ...ROOM_AMENITIES.filter((amenity) => ROOMS.every((room) => room.amenities.includes(amenity))),
  'reception',
];

export function hotelJsonLd(language: LanguageCode, terms: PriceTerms = specTerms()): JsonLd {
  const home = homeTexts[language];
  return {
    '@context': CONTEXT,
    '@type': 'Hotel',
    '@id': hotelId(),
    name: HOTEL.name,
    url: pageUrl('/', language),
    description: home.about.body,
    image: ogImageUrl(),
    address: {
      '@type': 'PostalAddress',
      // As the page's language writes it (the page's own address line says the same).
      streetAddress: HOTEL_ADDRESS[language].street,
      addressLocality: HOTEL_ADDRESS[language].city,
      postalCode: HOTEL.address.postalCode,
      addressCountry: HOTEL.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: HOTEL.geo.lat, longitude: HOTEL.geo.lng },
    telephone: HOTEL.phones[0],
    email: HOTEL.emails.booking,
    checkinTime: schemaTime(HOTEL.checkInTime),
    checkoutTime: schemaTime(HOTEL.checkOutTime),
    amenityFeature: HOTEL_AMENITY_KEYS.flatMap((key) => {
      const item = offerTexts[language].items.find((offer) => offer.key === key);
      return item ? [{ '@type': 'LocationFeatureSpecification', name: item.title, value: true }] : [];
    }),
    availableLanguage: LANGUAGE_OPTIONS.map((option) => ({
      '@type': 'Language',
      name: option.label,
      alternateName: toLang(option.code),
    })),
    // Rooms the hotel sells, not kinds: the sum of every kind's units.
    numberOfRooms: totalUnits(),
    priceRange: priceRange(language, terms),
    currenciesAccepted: 'UZS',
    foundingDate: String(HOTEL.since),
    sameAs: [HOTEL.socials.instagram, HOTEL.socials.telegram],
  };
}

/** The room's beds from its record: one BedDetails per kind (a list when the room has several kinds). */
function bedJsonLd(room: Room, language: LanguageCode): JsonLd | JsonLd[] {
  const beds = room.beds.map((bed) => ({
    '@type': 'BedDetails',
    typeOfBed: bedTexts[language].kind[bed.kind],
    numberOfBeds: bed.count,
  }));
  return beds.length === 1 ? beds[0]! : beds;
}

function roomOffer(room: Room, language: LanguageCode, audience: 'local' | 'foreign', terms: PriceTerms): JsonLd {
  const facts = roomFactTexts[language];
  const price = tonightsPrice(room, terms, audience);
  return {
    '@type': 'Offer',
    name: audience === 'local' ? facts.localPrice : facts.foreignPrice,
    url: pageUrl(`/rooms/${room.id}`, language),
    price,
    priceCurrency: 'UZS',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'UZS',
      // UN/CEFACT DAY: one night's stay, as the page's 'per night' says.
      unitCode: 'DAY',
      unitText: facts.perNight,
    },
  };
}

/**
 * A room as HotelRoom and Product: schema.org's hotel guide types rooms this way, because
 * `offers` belongs to Product and not to places. Lists show the local price only, so they carry
 * that one offer; the room page shows the foreign guests' price too and carries both. The prices
 * are tonight's, as the pages show them when no dates are chosen.
 */
export function roomJsonLd(
  room: Room,
  language: LanguageCode,
  options: { withForeignPrice: boolean; terms?: PriceTerms },
): JsonLd {
  const terms = options.terms ?? specTerms();
  const copy = roomCopy[language][room.id];
  const labels = roomAmenityLabels[language];
  return {
    '@context': CONTEXT,
    '@type': ['HotelRoom', 'Product'],
    '@id': `${pageUrl(`/rooms/${room.id}`, language)}#room`,
    name: copy?.title ?? roomsPageTexts[language].title,
    description: copy?.desc ?? '',
    url: pageUrl(`/rooms/${room.id}`, language),
    image: roomImageIds(room.id).map((id) => absoluteUrl(imageSrc(id, largestWidth(id), 'jpg'))),
    bed: bedJsonLd(room, language),
    occupancy: { '@type': 'QuantitativeValue', maxValue: room.capacity, unitCode: 'C62' },
    floorSize: { '@type': 'QuantitativeValue', value: room.size, unitCode: 'MTK' },
    numberOfRooms: room.rooms,
    amenityFeature: room.amenities.map((amenity) => ({
      '@type': 'LocationFeatureSpecification',
      name: labels[amenity],
      value: true,
    })),
    containedInPlace: { '@id': hotelId() },
    offers: options.withForeignPrice
      ? [roomOffer(room, language, 'local', terms), roomOffer(room, language, 'foreign', terms)]
      : [roomOffer(room, language, 'local', terms)],
  };
}

/**
 * A room as the home page lists it: its @id (the full node, with its description, photos, beds
 * and amenities, is on /rooms and the room's page), name, address, size, occupancy and price. Whole, the six rooms pushed the Russian and Uzbek home pages past the
 * ~14.6 KB a new connection delivers in its first round trip, a round trip more before their first paint.
 */
function roomReferenceJsonLd(room: Room, language: LanguageCode, terms: PriceTerms): JsonLd {
  const full = roomJsonLd(room, language, { withForeignPrice: false, terms });
  const {
    '@context': context,
    '@type': type,
    '@id': id,
    name,
    url,
    occupancy,
    floorSize,
    containedInPlace,
    offers,
  } = full;
  return { '@context': context, '@type': type, '@id': id, name, url, occupancy, floorSize, containedInPlace, offers };
}

/** Home › (Rooms ›) page, in the page's language. */
export function breadcrumbJsonLd(page: SeoPage, language: LanguageCode): JsonLd | null {
  const path = pagePath(page);
  const heading = pageHeading(page, language);
  if (path === null || path === '/' || heading === null) return null;
  const crumbs: { name: string; path: string }[] = [{ name: HOTEL.name, path: '/' }];
  if (page.kind === 'room') crumbs.push({ name: roomsPageTexts[language].title, path: '/rooms' });
  crumbs.push({ name: heading, path });
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: pageUrl(crumb.path, language),
    })),
  };
}

/** Every JSON-LD block of a page, priced by `terms` (the spec's table by default); none for private and unknown pages. */
export function pageJsonLd(page: SeoPage, language: LanguageCode, terms: PriceTerms = specTerms()): JsonLd[] {
  if (!pageEntry(page.kind).indexable) return [];
  const blocks: JsonLd[] = [hotelJsonLd(language, terms)];
  if (page.kind === 'rooms') {
    blocks.push(...ROOMS.map((room) => roomJsonLd(room, language, { withForeignPrice: false, terms })));
  } else if (page.kind === 'home') {
    blocks.push(...ROOMS.map((room) => roomReferenceJsonLd(room, language, terms)));
  } else if (page.kind === 'room') {
    blocks.push(roomJsonLd(page.room, language, { withForeignPrice: true, terms }));
  }
  const breadcrumb = breadcrumbJsonLd(page, language);
  if (breadcrumb) blocks.push(breadcrumb);
  return blocks;
}
