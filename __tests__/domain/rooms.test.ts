import { BED_KINDS, bedsSleep, findRoom, ROOM_FEATURES, ROOM_TYPES, ROOMS, totalUnits } from '../../src/domain/rooms';
import { ROOM_NAMES } from '../../src/domain/roomNames';
import { AMENITY_SUMMARY, roomHasAmenity } from '../../src/features/rooms/amenities';
import { amenityName } from '../../src/features/rooms/useAmenityName';
import type { LanguageCode } from '../../src/shared/language/languages';
import { bedLine, roomFactTexts, roomTypeLabels } from '../../src/shared/rooms/roomCatalogue.texts';

/** The spec's table (section 3): ids, type keys and both prices stay exactly these. */
const SPEC_TABLE = [
  [1, 'standard_single', 400000, 470000],
  [2, 'standard_twin', 480000, 550000],
  [3, 'standard_triple', 600000, 670000],
  [4, 'suite_single', 720000, 860000],
  [5, 'suite_single', 850000, 990000],
  [6, 'suite_double', 940000, 1150000],
] as const;

describe('room records', () => {
  it('keep the spec’s ids, type keys and prices', () => {
    expect(ROOMS.map((room) => [room.id, room.type, room.price, room.priceIntl])).toEqual(SPEC_TABLE);
    expect(ROOM_TYPES).toEqual(['standard_single', 'standard_twin', 'standard_triple', 'suite_single', 'suite_double']);
  });

  it('sleep exactly their capacity in their beds', () => {
    for (const room of ROOMS) {
      expect(room.beds.length).toBeGreaterThan(0);
      for (const bed of room.beds) {
        expect(BED_KINDS).toContain(bed.kind);
        expect(Number.isInteger(bed.count) && bed.count > 0).toBe(true);
      }
      expect({ id: room.id, sleeps: bedsSleep(room.beds) }).toEqual({ id: room.id, sleeps: room.capacity });
    }
  });

  it('hold plausible figures and known features, once each', () => {
    for (const room of ROOMS) {
      expect(room.capacity).toBeGreaterThanOrEqual(1);
      expect(room.size).toBeGreaterThan(0);
      expect(room.rooms).toBeGreaterThanOrEqual(1);
      expect(room.units).toBeGreaterThanOrEqual(1);
      expect(new Set(room.features).size).toBe(room.features.length);
      for (const feature of room.features) expect(ROOM_FEATURES).toContain(feature);
    }
    expect(totalUnits()).toBe(24);
    expect(findRoom(7)).toBeUndefined();
  });
});

type Expected = { name: string; type: string; capacity: string; beds: string };

/** What the site says about each room, per language: every line below is built from the record. */
const EXPECTED: Record<LanguageCode, Record<number, Expected>> = {
  EN: {
    1: { name: 'Standard Single Room', type: 'Standard single', capacity: '1 guest', beds: 'A single bed' },
    2: { name: 'Standard Twin Room', type: 'Standard twin', capacity: 'up to 2 guests', beds: 'Two single beds' },
    3: { name: 'Standard Triple Room', type: 'Standard triple', capacity: 'up to 3 guests', beds: 'Three single beds' },
    4: { name: 'Family Suite', type: 'Suite', capacity: 'up to 4 guests', beds: 'A double bed and a sofa bed for two' },
    5: { name: 'Luxury Suite', type: 'Suite', capacity: 'up to 2 guests', beds: 'A double bed' },
    6: { name: 'Deluxe Double Suite', type: 'Deluxe suite', capacity: 'up to 2 guests', beds: 'A king‑size bed' },
  },
  RU: {
    1: {
      name: 'Стандартный одноместный номер',
      type: 'Стандарт, одноместный',
      capacity: '1 гость',
      beds: 'Односпальная кровать',
    },
    2: {
      name: 'Стандартный двухместный номер (раздельные кровати)',
      type: 'Стандарт, раздельные кровати',
      capacity: 'до 2 гостей',
      beds: 'Две односпальные кровати',
    },
    3: {
      name: 'Стандартный трёхместный номер',
      type: 'Стандарт, трёхместный',
      capacity: 'до 3 гостей',
      beds: 'Три односпальные кровати',
    },
    4: {
      name: 'Семейный люкс',
      type: 'Люкс',
      capacity: 'до 4 гостей',
      beds: 'Двуспальная кровать и диван-кровать на двоих',
    },
    5: { name: 'Люкс «Премиум»', type: 'Люкс', capacity: 'до 2 гостей', beds: 'Двуспальная кровать' },
    6: { name: 'Двухместный люкс «Делюкс»', type: 'Люкс «Делюкс»', capacity: 'до 2 гостей', beds: 'Кровать king‑size' },
  },
  UZ: {
    1: {
      name: 'Standart bir kishilik xona',
      type: 'Standart, bir kishilik',
      capacity: '1 kishi',
      beds: 'Bir kishilik karavot',
    },
    2: {
      name: 'Standart ikki kishilik xona (alohida karavotlar)',
      type: 'Standart, alohida karavotli',
      capacity: '2 kishigacha',
      beds: 'Ikkita bir kishilik karavot',
    },
    3: {
      name: 'Standart uch kishilik xona',
      type: 'Standart, uch kishilik',
      capacity: '3 kishigacha',
      beds: 'Uchta bir kishilik karavot',
    },
    4: {
      name: 'Oilaviy lyuks',
      type: 'Lyuks',
      capacity: '4 kishigacha',
      beds: 'Ikki kishilik karavot va ikki kishilik divan-karavot',
    },
    5: { name: 'Hashamatli lyuks', type: 'Lyuks', capacity: '2 kishigacha', beds: 'Ikki kishilik karavot' },
    6: {
      name: 'Delyuks ikki kishilik lyuks',
      type: 'Delyuks lyuks',
      capacity: '2 kishigacha',
      beds: 'King‑size karavot',
    },
  },
};

const LANG = { EN: 'en', RU: 'ru', UZ: 'uz' } as const;

describe.each(['EN', 'RU', 'UZ'] as const)('room texts in %s', (code) => {
  it.each(ROOMS.map((room) => [room.id, room] as const))('room %i: name, type label, capacity and beds', (id, room) => {
    const expected = EXPECTED[code][id]!;
    expect(ROOM_NAMES[LANG[code]][id as 1]).toBe(expected.name);
    expect(roomTypeLabels[code][room.type]).toBe(expected.type);
    expect(roomFactTexts[code].guests(room.capacity)).toBe(expected.capacity);
    expect(bedLine(room.beds, code)).toBe(expected.beds);
  });

  it.each(ROOMS.map((room) => [room.id, room] as const))(
    'room %i: the in-room summary starts with its own beds and lists only what its record holds',
    (_id, room) => {
      const summary = AMENITY_SUMMARY.inroom
        .filter((key) => roomHasAmenity(room, key))
        .map((key) => amenityName(key, room, code));
      expect(summary[0]).toBe(bedLine(room.beds, code));
      expect(summary.includes(amenityName('mini_bar', room, code))).toBe(room.features.includes('mini_bar'));
      expect(amenityName('up_to_3', room, code)).toContain(String(room.capacity));
    },
  );
});

describe('in-room summaries (EN)', () => {
  const summary = (id: number) => {
    const room = findRoom(id)!;
    return AMENITY_SUMMARY.inroom.filter((key) => roomHasAmenity(room, key)).map((key) => amenityName(key, room, 'EN'));
  };

  it('differ by room: the twin has two single beds, suites a mini-bar', () => {
    expect(summary(1)).toEqual(['A single bed', 'Air conditioning', 'TV', 'Free Wi‑Fi', 'Bath or shower']);
    expect(summary(2)).toEqual(['Two single beds', 'Air conditioning', 'TV', 'Free Wi‑Fi', 'Bath or shower']);
    expect(summary(3)).toEqual(['Three single beds', 'Air conditioning', 'TV', 'Free Wi‑Fi', 'Bath or shower']);
    expect(summary(4)).toEqual([
      'A double bed and a sofa bed for two',
      'Air conditioning',
      'TV',
      'Free Wi‑Fi',
      'Bath or shower',
      'Mini-bar',
    ]);
    expect(summary(5)).toEqual(['A double bed', 'Air conditioning', 'TV', 'Free Wi‑Fi', 'Bath or shower', 'Mini-bar']);
    expect(summary(6)).toEqual([
      'A king‑size bed',
      'Air conditioning',
      'TV',
      'Free Wi‑Fi',
      'Bath or shower',
      'Mini-bar',
    ]);
  });

  it('"Up to N guests" in three languages with Russian plurals', () => {
    const room = (capacity: number) => ({ ...ROOMS[0]!, capacity });
    expect([1, 2, 4, 5, 21].map((n) => amenityName('up_to_3', room(n), 'RU'))).toEqual([
      '1 гость',
      'До 2 гостей',
      'До 4 гостей',
      'До 5 гостей',
      'До 21 гостя',
    ]);
    expect([1, 3].map((n) => amenityName('up_to_3', room(n), 'EN'))).toEqual(['1 guest', 'Up to 3 guests']);
    expect([1, 3].map((n) => amenityName('up_to_3', room(n), 'UZ'))).toEqual(['1 kishi', '3 kishigacha']);
  });
});

describe('the generated room pictures', () => {
  it('draw the beds of the records (sofa beds stand in the living-room pictures)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS build script
    const { BEDS, ROOM_TYPE_BY_ID } = require('../../scripts/artwork/furniture') as {
      BEDS: Record<string, { count: number; single: boolean }>;
      ROOM_TYPE_BY_ID: Record<number, string>;
    };
    for (const room of ROOMS) {
      const drawn = BEDS[ROOM_TYPE_BY_ID[room.id]!]!;
      const beds = room.beds.filter((bed) => bed.kind !== 'sofa_bed');
      expect({ id: room.id, type: ROOM_TYPE_BY_ID[room.id], count: drawn.count, single: drawn.single }).toEqual({
        id: room.id,
        type: room.type,
        count: beds.reduce((sum, bed) => sum + bed.count, 0),
        single: beds.every((bed) => bed.kind === 'single'),
      });
    }
  });
});
