import { pageHead, renderHeadTags } from '../../src/seo/head';
import { INDEXABLE_PATHS, EXAMPLE_ORIGIN } from '../../src/seo/site';
import { priceRange, schemaTime } from '../../src/seo/jsonLd';
import { ROOMS, totalUnits } from '../../src/domain/rooms';
import { HOTEL } from '../../src/domain/hotel';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/language/languages';
import { homeTexts } from '../../src/features/home/home.texts';
import { bedTexts, roomCopy } from '../../src/shared/rooms/roomCatalogue.texts';

// Parsed JSON from the page; `any` keeps the assertions on nested values short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: expect checks the shapes
type Node = Record<string, any>;

/** The JSON-LD blocks exactly as a browser or crawler reads them from the rendered head. */
function blocksOf(path: string, language: LanguageCode): Node[] {
  const html = renderHeadTags(pageHead(path, language, { prefixed: true }));
  const doc = new DOMParser().parseFromString(`<!doctype html><head>${html}</head>`, 'text/html');
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Node,
  );
}

const isType = (node: Node, type: string) => ([] as unknown[]).concat(node['@type']).includes(type);
const roomsIn = (blocks: Node[]) => blocks.filter((b) => isType(b, 'HotelRoom'));
const hotelIn = (blocks: Node[]) => blocks.find((b) => isType(b, 'Hotel'));

describe('JSON-LD', () => {
  it('parses on every indexable page and language, each block with a schema.org context and a Hotel', () => {
    for (const path of INDEXABLE_PATHS) {
      for (const language of LANGUAGE_CODES) {
        const blocks = blocksOf(path, language);
        expect(blocks.length).toBeGreaterThan(0);
        for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
        expect(hotelIn(blocks)).toBeDefined();
      }
    }
  });

  it('writes the address as each page’s language does', () => {
    expect(hotelIn(blocksOf('/', 'RU'))?.address).toMatchObject({
      streetAddress: 'ул. Навои, 1',
      addressLocality: 'Наманган',
    });
    expect(hotelIn(blocksOf('/', 'UZ'))?.address).toMatchObject({
      streetAddress: 'Navoiy koʻchasi, 1',
      addressLocality: 'Namangan',
    });
  });

  it('describes the hotel with the facts the site shows', () => {
    const hotel = hotelIn(blocksOf('/', 'EN'));
    expect(hotel).toMatchObject({
      '@type': 'Hotel',
      '@id': `${EXAMPLE_ORIGIN}/#hotel`,
      name: HOTEL.name,
      url: `${EXAMPLE_ORIGIN}/en`,
      description: homeTexts.EN.about.body,
      image: `${EXAMPLE_ORIGIN}/img/og/hotel-1200.jpg`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Navoi Street',
        addressLocality: 'Namangan',
        postalCode: HOTEL.address.postalCode,
        addressCountry: 'UZ',
      },
      geo: { '@type': 'GeoCoordinates', latitude: HOTEL.geo.lat, longitude: HOTEL.geo.lng },
      telephone: HOTEL.phones[0],
      email: HOTEL.emails.booking,
      checkinTime: '12:00:00',
      checkoutTime: '12:00:00',
      numberOfRooms: 24,
      currenciesAccepted: 'UZS',
      sameAs: [HOTEL.socials.instagram, HOTEL.socials.telegram],
    });
    expect(hotel?.telephone).toMatch(/^\+\d{8,15}$/);
    expect(hotel?.availableLanguage.map((l: Node) => l.alternateName)).toEqual(['uz', 'ru', 'en']);
    expect(hotel?.amenityFeature.map((a: Node) => [a['@type'], a.name, a.value])).toEqual([
      ['LocationFeatureSpecification', 'Free breakfast', true],
      ['LocationFeatureSpecification', 'Free Wi‑Fi', true],
      ['LocationFeatureSpecification', '24/7 reception', true],
    ]);
    // Parking and the sauna come with some rooms only: the hotel does not claim them, those rooms do.
    const rooms = blocksOf('/rooms', 'EN').filter((node) => [node['@type']].flat().includes('HotelRoom'));
    expect(
      rooms.filter((room) => room.amenityFeature.some((a: Node) => a.name === 'Parking')).map((room) => room.name),
    ).toEqual(['Standard Twin Room', 'Standard Triple Room', 'Family Suite', 'Deluxe Double Suite']);
    expect(hotelIn(blocksOf('/gallery', 'RU'))?.description).toBe(homeTexts.RU.about.body);
  });

  it('counts the rooms the hotel sells (the sum of units) and gives each room its occupancy and beds, in every language', () => {
    expect(hotelIn(blocksOf('/rooms', 'RU'))?.numberOfRooms).toBe(totalUnits());
    expect(totalUnits()).toBe(ROOMS.reduce((sum, room) => sum + room.units, 0));
    for (const language of LANGUAGE_CODES) {
      const rooms = roomsIn(blocksOf('/rooms', language));
      expect(rooms.map((node) => node.occupancy.maxValue)).toEqual(ROOMS.map((room) => room.capacity));
      expect(rooms.map((node) => [node.bed].flat().map((bed: Node) => [bed.typeOfBed, bed.numberOfBeds]))).toEqual(
        ROOMS.map((room) => room.beds.map((bed) => [bedTexts[language].kind[bed.kind], bed.count])),
      );
    }
    // The family suite has two kinds of bed: a list of two BedDetails.
    const family = roomsIn(blocksOf('/rooms/4', 'EN'))[0]!;
    expect(family.bed).toEqual([
      { '@type': 'BedDetails', typeOfBed: 'double bed', numberOfBeds: 1 },
      { '@type': 'BedDetails', typeOfBed: 'sofa bed', numberOfBeds: 1 },
    ]);
    expect(roomsIn(blocksOf('/rooms/2', 'EN'))[0]!.bed).toEqual({
      '@type': 'BedDetails',
      typeOfBed: 'single bed',
      numberOfBeds: 2,
    });
  });

  it('computes the price range from the rooms', () => {
    expect(priceRange('EN')).toBe('400,000 – 1,150,000 UZS');
    expect(priceRange('UZ').replace(/\s/g, ' ')).toBe('400 000 – 1 150 000 UZS');
    expect(schemaTime('12:00')).toBe('12:00:00');
  });

  it.each(['/', '/rooms'])('lists all six rooms on %s with the local price the list shows', (path) => {
    for (const language of LANGUAGE_CODES) {
      const rooms = roomsIn(blocksOf(path, language));
      expect(rooms.map((r) => r.name)).toEqual(ROOMS.map((room) => roomCopy[language][room.id]?.title));
      rooms.forEach((node, i) => {
        const room = ROOMS[i]!;
        expect(node.offers).toHaveLength(1);
        expect(node.offers[0]).toMatchObject({ '@type': 'Offer', price: room.price, priceCurrency: 'UZS' });
        expect(node.offers[0].priceSpecification).toMatchObject({
          price: room.price,
          priceCurrency: 'UZS',
          unitCode: 'DAY',
        });
        expect(node.occupancy).toEqual({ '@type': 'QuantitativeValue', maxValue: room.capacity, unitCode: 'C62' });
        expect(node.floorSize).toEqual({ '@type': 'QuantitativeValue', value: room.size, unitCode: 'MTK' });
        expect(node.containedInPlace).toEqual({ '@id': `${EXAMPLE_ORIGIN}/#hotel` });
      });
    }
  });

  it('describes a room page with its room only, both prices and its bed, amenities and photos', () => {
    for (const room of ROOMS) {
      const blocks = blocksOf(`/rooms/${room.id}`, 'EN');
      const rooms = roomsIn(blocks);
      expect(rooms).toHaveLength(1);
      const node = rooms[0]!;
      expect(node['@type']).toEqual(['HotelRoom', 'Product']);
      expect(node.name).toBe(roomCopy.EN[room.id]?.title);
      expect(node.description).toBe(roomCopy.EN[room.id]?.desc);
      expect(node.offers.map((o: Node) => [o.price, o.priceCurrency])).toEqual([
        [room.price, 'UZS'],
        [room.priceIntl, 'UZS'],
      ]);
      expect(node.occupancy.maxValue).toBe(room.capacity);
      expect(node.floorSize.value).toBe(room.size);
      // One BedDetails per kind of bed, from the record.
      const beds = [node.bed].flat() as Node[];
      expect(beds.map((bed) => [bed['@type'], bed.typeOfBed, bed.numberOfBeds])).toEqual(
        room.beds.map((bed) => ['BedDetails', bedTexts.EN.kind[bed.kind], bed.count]),
      );
      expect(node.amenityFeature).toHaveLength(room.amenities.length);
      expect(node.image).toHaveLength(5);
      expect(node.image[0]).toBe(`${EXAMPLE_ORIGIN}/img/rooms/${room.id}-1-1200.jpg`);
      const crumbs = blocks.find((b) => isType(b, 'BreadcrumbList'));
      expect(crumbs?.itemListElement.map((c: Node) => c.item)).toEqual([
        `${EXAMPLE_ORIGIN}/en`,
        `${EXAMPLE_ORIGIN}/en/rooms`,
        `${EXAMPLE_ORIGIN}/en/rooms/${room.id}`,
      ]);
    }
  });

  it('gives service, gallery and about pages the hotel and a breadcrumb, without rooms', () => {
    for (const path of ['/about', '/gallery', '/services/sauna']) {
      const blocks = blocksOf(path, 'RU');
      expect(roomsIn(blocks)).toHaveLength(0);
      expect(blocks.map((b) => b['@type'])).toEqual(['Hotel', 'BreadcrumbList']);
    }
  });
});
