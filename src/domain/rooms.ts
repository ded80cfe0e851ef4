/**
 * The hotel's six room kinds: one record per kind holds every fact the site, the JSON-LD, the
 * emails and the staff messages state about it (type, prices, beds, capacity, size, rooms,
 * units, included services, what is in the room). Texts are built from these records, and a test
 * (`__tests__/rooms/amenityClaims.test.tsx`) fails when a text says otherwise.
 */
export const ROOM_TYPES = [
  'standard_single',
  'standard_twin',
  'standard_triple',
  'suite_single',
  'suite_double',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** Services included in the room's price (the filter's amenities, spec section 3). */
export const ROOM_AMENITIES = ['breakfast', 'wifi', 'sauna', 'parking'] as const;
export type RoomAmenity = (typeof ROOM_AMENITIES)[number];

/** Kinds of bed; `sofa_bed` is a sofa in a suite's living room that opens into a bed for two. */
export const BED_KINDS = ['single', 'double', 'king', 'sofa_bed'] as const;
export type BedKind = (typeof BED_KINDS)[number];

/** How many guests one bed of the kind sleeps. */
export const BED_SLEEPS: Readonly<Record<BedKind, number>> = { single: 1, double: 2, king: 2, sofa_bed: 2 };

export interface Beds {
  kind: BedKind;
  count: number;
}

/**
 * What is in the room: the detail page's facility list, its in-room summary and its "All
 * amenities" list are drawn from these (things every room of the hotel has, such as towels or
 * the electronic lock, are not repeated per room).
 */
export const ROOM_FEATURES = [
  'ac',
  'climate_control',
  'tv',
  'flat_tv',
  'smart_tv',
  'bath_shower',
  'bath',
  'jacuzzi',
  'kettle',
  'wardrobe_desk',
  'orthopedic_mattress',
  'lounge_area',
  'bathrobes_slippers',
  'premium_toiletries',
  'mini_bar',
  'safe',
  'private_entrance',
  'view_courtyard',
  'view_garden',
  'view_city',
] as const;
export type RoomFeature = (typeof ROOM_FEATURES)[number];

export interface Room {
  id: number;
  type: RoomType;
  /** Price per night in UZS for citizens of Uzbekistan (and when no nationality is chosen). */
  price: number;
  /** Price per night in UZS for foreign guests. */
  priceIntl: number;
  /** The beds, by kind; together they sleep exactly `capacity` guests. */
  beds: readonly Beds[];
  /** Most guests the room takes. */
  capacity: number;
  /** Floor area in square metres. */
  size: number;
  /** Number of rooms in the unit (suites have a bedroom and a living room). */
  rooms: number;
  /** How many rooms of this kind the hotel has: a night is sold out once that many are taken. */
  units: number;
  /** Services included in the price. */
  amenities: readonly RoomAmenity[];
  /** What is in the room (see ROOM_FEATURES). */
  features: readonly RoomFeature[];
}

const STANDARD: readonly RoomFeature[] = [
  'ac',
  'tv',
  'flat_tv',
  'bath_shower',
  'kettle',
  'wardrobe_desk',
  'orthopedic_mattress',
  'view_courtyard',
  'view_garden',
];
const SUITE: readonly RoomFeature[] = [
  'ac',
  'climate_control',
  'tv',
  'smart_tv',
  'bath_shower',
  'bath',
  'kettle',
  'wardrobe_desk',
  'orthopedic_mattress',
  'lounge_area',
  'bathrobes_slippers',
  'premium_toiletries',
  'mini_bar',
  'safe',
  'private_entrance',
  'view_garden',
  'view_city',
];

// Beds, capacity, size, room count and units are not given by the spec; these are the hotel's
// figures (README, "Rooms: what each record says and why"): 24 rooms in all, most of them
// standard, two of each suite. Change a figure here and the site, the API and the booking rules
// follow. Types and prices are exactly the spec's table.
export const ROOMS: readonly Room[] = [
  {
    id: 1,
    type: 'standard_single',
    price: 400000,
    priceIntl: 470000,
    beds: [{ kind: 'single', count: 1 }],
    capacity: 1,
    size: 18,
    rooms: 1,
    units: 6,
    amenities: ['breakfast', 'wifi'],
    features: STANDARD,
  },
  {
    id: 2,
    type: 'standard_twin',
    price: 480000,
    priceIntl: 550000,
    beds: [{ kind: 'single', count: 2 }],
    capacity: 2,
    size: 22,
    rooms: 1,
    units: 8,
    amenities: ['breakfast', 'wifi', 'parking'],
    features: STANDARD,
  },
  {
    id: 3,
    type: 'standard_triple',
    price: 600000,
    priceIntl: 670000,
    beds: [{ kind: 'single', count: 3 }],
    capacity: 3,
    size: 28,
    rooms: 1,
    units: 4,
    amenities: ['breakfast', 'wifi', 'parking'],
    features: STANDARD,
  },
  {
    id: 4,
    type: 'suite_single',
    price: 720000,
    priceIntl: 860000,
    beds: [
      { kind: 'double', count: 1 },
      { kind: 'sofa_bed', count: 1 },
    ],
    capacity: 4,
    size: 36,
    rooms: 2,
    units: 2,
    amenities: ['breakfast', 'wifi', 'parking'],
    features: SUITE,
  },
  {
    id: 5,
    type: 'suite_single',
    price: 850000,
    priceIntl: 990000,
    beds: [{ kind: 'double', count: 1 }],
    capacity: 2,
    size: 40,
    rooms: 2,
    units: 2,
    amenities: ['breakfast', 'wifi', 'sauna'],
    features: SUITE,
  },
  {
    id: 6,
    type: 'suite_double',
    price: 940000,
    priceIntl: 1150000,
    beds: [{ kind: 'king', count: 1 }],
    capacity: 2,
    size: 48,
    rooms: 2,
    units: 2,
    amenities: ['breakfast', 'wifi', 'sauna', 'parking'],
    features: [...SUITE, 'jacuzzi'],
  },
];

/** The room with this id, or undefined when the id is not a known room. */
export function findRoom(id: number): Room | undefined {
  return ROOMS.find((room) => room.id === id);
}

export function isSuite(type: RoomType): boolean {
  return type.startsWith('suite_');
}

/** How many guests the beds sleep (a record's capacity must equal it). */
export function bedsSleep(beds: readonly Beds[]): number {
  return beds.reduce((sum, bed) => sum + bed.count * BED_SLEEPS[bed.kind], 0);
}

/** How many beds in all. */
export function bedCount(beds: readonly Beds[]): number {
  return beds.reduce((sum, bed) => sum + bed.count, 0);
}

/** How many rooms the hotel has in all: the sum of every kind's units (24). */
export function totalUnits(rooms: readonly Room[] = ROOMS): number {
  return rooms.reduce((sum, room) => sum + room.units, 0);
}
