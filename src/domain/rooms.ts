/**
 * The hotel's six rooms: the one source of truth for types and prices.
 * The site shows these numbers and the booking server recomputes totals from them.
 */
export const ROOM_TYPES = [
  'standard_single',
  'standard_twin',
  'standard_triple',
  'suite_single',
  'suite_double',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const ROOM_AMENITIES = ['breakfast', 'wifi', 'sauna', 'parking'] as const;
export type RoomAmenity = (typeof ROOM_AMENITIES)[number];

export interface Room {
  id: number;
  type: RoomType;
  /** Price per night in UZS for citizens of Uzbekistan (and when no nationality is chosen). */
  price: number;
  /** Price per night in UZS for foreign guests. */
  priceIntl: number;
  /** Most guests the room takes. */
  capacity: number;
  /** Floor area in square metres. */
  size: number;
  /** Number of rooms in the unit (suites have a bedroom and a living room). */
  rooms: number;
  /** How many rooms of this kind the hotel has: a night is sold out once that many are taken. */
  units: number;
  amenities: readonly RoomAmenity[];
}

// Capacity, size, room count and units are not given by the spec; these are the hotel's usual
// figures (see README, "Decisions"): 24 rooms in all, most of them standard, two of each suite.
// Change a figure here and the site, the API and the booking rules follow. Types and prices are
// exactly the spec's table.
export const ROOMS: readonly Room[] = [
  { id: 1, type: 'standard_single', price: 400000, priceIntl: 470000, capacity: 2, size: 18, rooms: 1, units: 6, amenities: ['breakfast', 'wifi'] },
  { id: 2, type: 'standard_twin', price: 480000, priceIntl: 550000, capacity: 2, size: 22, rooms: 1, units: 8, amenities: ['breakfast', 'wifi', 'parking'] },
  { id: 3, type: 'standard_triple', price: 600000, priceIntl: 670000, capacity: 3, size: 28, rooms: 1, units: 4, amenities: ['breakfast', 'wifi', 'parking'] },
  { id: 4, type: 'suite_single', price: 720000, priceIntl: 860000, capacity: 4, size: 36, rooms: 2, units: 2, amenities: ['breakfast', 'wifi', 'parking'] },
  { id: 5, type: 'suite_single', price: 850000, priceIntl: 990000, capacity: 2, size: 40, rooms: 2, units: 2, amenities: ['breakfast', 'wifi', 'sauna'] },
  { id: 6, type: 'suite_double', price: 940000, priceIntl: 1150000, capacity: 3, size: 48, rooms: 2, units: 2, amenities: ['breakfast', 'wifi', 'sauna', 'parking'] },
];

/** The room with this id, or undefined when the id is not a known room. */
export function findRoom(id: number): Room | undefined {
  return ROOMS.find((room) => room.id === id);
}

export function isSuite(type: RoomType): boolean {
  return type.startsWith('suite_');
}
