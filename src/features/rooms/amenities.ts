import { isSuite, type Room } from '../../domain/rooms';

/** Amenity summary groups of the detail page (spec section 3). */
export const AMENITY_SUMMARY = {
  inroom: ['big_bed', 'ac', 'tv', 'wifi', 'bath_shower', 'mini_bar'],
  services: ['breakfast', 'spa_sauna', 'parking', 'security', 'lounge_corner'],
  extra: ['up_to_3', 'private_entrance'],
} as const;

/** The full amenity categories of the 'All amenities' modal (spec section 3). */
export const AMENITY_CATEGORIES = {
  electronics: ['ac', 'lamp', 'e_lock', 'security'],
  bathroom: ['toiletries', 'towels', 'bath', 'soap', 'slippers', 'premium_toiletries', 'toilet', 'sink', 'jacuzzi'],
  bedding: ['king_bed', 'orthopedic_mattress'],
  video_audio: ['tv', 'smart_tv', 'flat_tv'],
  internet_tel: ['wifi', 'internet', 'phone'],
  view: ['view_courtyard', 'view_garden', 'view_city'],
  pets: ['no_pets'],
} as const;

export type AmenityGroup = keyof typeof AMENITY_SUMMARY;
export type AmenityCategory = keyof typeof AMENITY_CATEGORIES;
export type AmenityKey =
  | (typeof AMENITY_SUMMARY)[AmenityGroup][number]
  | (typeof AMENITY_CATEGORIES)[AmenityCategory][number];

// What only the suites have; everything else is in every room.
const SUITE_ONLY: readonly AmenityKey[] = ['mini_bar', 'lounge_corner', 'private_entrance', 'slippers', 'premium_toiletries', 'jacuzzi', 'king_bed', 'smart_tv', 'view_city'];
const STANDARD_ONLY: readonly AmenityKey[] = ['flat_tv', 'view_courtyard'];

/** Whether the room has the amenity. The sauna depends on the room's own amenities. */
export function roomHasAmenity(room: Room, key: AmenityKey): boolean {
  if (key === 'spa_sauna') return room.amenities.includes('sauna');
  if (key === 'parking') return room.amenities.includes('parking');
  if (key === 'bath' || key === 'jacuzzi') return room.id === 6 || (key === 'bath' && isSuite(room.type));
  if (SUITE_ONLY.includes(key)) return isSuite(room.type);
  if (STANDARD_ONLY.includes(key)) return !isSuite(room.type);
  return true;
}

/** Facility bullets by room type (spec section 3): the standard list, plus four more in suites. */
export const FACILITIES = ['bed', 'climate', 'bathroom', 'tv', 'wifi', 'kettle', 'wardrobe'] as const;
export const SUITE_FACILITIES = ['relax', 'bathrobes', 'minibar', 'safe'] as const;
export type Facility = (typeof FACILITIES)[number] | (typeof SUITE_FACILITIES)[number];

export function facilitiesFor(room: Room): Facility[] {
  return isSuite(room.type) ? [...FACILITIES, ...SUITE_FACILITIES] : [...FACILITIES];
}

/** Extra services (spec section 9): the conference hall, without and with equipment. */
export type ExtraTag = 'light' | 'ac' | 'fax' | 'wifi' | 'computer' | 'water';
export interface ExtraCard {
  key: 'hall' | 'hallEquipped';
  price: number;
  bullets: readonly { key: string; tag: ExtraTag }[];
  note?: 'water';
}

export const EXTRAS: readonly ExtraCard[] = [
  { key: 'hall', price: 800000, bullets: [{ key: 'light', tag: 'light' }, { key: 'ac', tag: 'ac' }, { key: 'fax', tag: 'fax' }, { key: 'wifi', tag: 'wifi' }] },
  {
    key: 'hallEquipped',
    price: 950000,
    bullets: [{ key: 'computer', tag: 'computer' }, { key: 'screen', tag: 'computer' }, { key: 'board', tag: 'computer' }, { key: 'projector', tag: 'computer' }, { key: 'water', tag: 'water' }],
    note: 'water',
  },
];
