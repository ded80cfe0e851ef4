import { CONFERENCE_HALL } from '../../domain/extras';
import type { Room, RoomAmenity, RoomFeature } from '../../domain/rooms';

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
  (typeof AMENITY_SUMMARY)[AmenityGroup][number] | (typeof AMENITY_CATEGORIES)[AmenityCategory][number];

// Every key of the lists above, read from the room's record: a feature of the room, a service
// included in its price, its beds, or (the rest) something every room of the hotel has.
const FROM_FEATURES: Partial<Record<AmenityKey, RoomFeature>> = {
  ac: 'ac',
  tv: 'tv',
  flat_tv: 'flat_tv',
  smart_tv: 'smart_tv',
  bath_shower: 'bath_shower',
  bath: 'bath',
  jacuzzi: 'jacuzzi',
  mini_bar: 'mini_bar',
  lounge_corner: 'lounge_area',
  private_entrance: 'private_entrance',
  slippers: 'bathrobes_slippers',
  premium_toiletries: 'premium_toiletries',
  orthopedic_mattress: 'orthopedic_mattress',
  view_courtyard: 'view_courtyard',
  view_garden: 'view_garden',
  view_city: 'view_city',
};
const FROM_AMENITIES: Partial<Record<AmenityKey, RoomAmenity>> = {
  breakfast: 'breakfast',
  spa_sauna: 'sauna',
  parking: 'parking',
  wifi: 'wifi',
  internet: 'wifi',
};

/** Whether the room has the amenity, from its record (`big_bed` stands for the room's own beds). */
export function roomHasAmenity(room: Room, key: AmenityKey): boolean {
  const feature = FROM_FEATURES[key];
  if (feature) return room.features.includes(feature);
  const amenity = FROM_AMENITIES[key];
  if (amenity) return room.amenities.includes(amenity);
  if (key === 'king_bed') return room.beds.some((bed) => bed.kind === 'king');
  return true;
}

/** Facility bullets (spec section 3, "Facility lists by room type"), in the page's order. */
export const FACILITIES = [
  'bed',
  'climate',
  'bathroom',
  'tv',
  'wifi',
  'kettle',
  'wardrobe',
  'relax',
  'bathrobes',
  'minibar',
  'safe',
] as const;
export type Facility = (typeof FACILITIES)[number];

const FACILITY_FEATURES: Record<Exclude<Facility, 'bed' | 'wifi'>, RoomFeature> = {
  climate: 'ac',
  bathroom: 'bath_shower',
  tv: 'tv',
  kettle: 'kettle',
  wardrobe: 'wardrobe_desk',
  relax: 'lounge_area',
  bathrobes: 'bathrobes_slippers',
  minibar: 'mini_bar',
  safe: 'safe',
};

/** The room's facility bullets, from its record. */
export function facilitiesFor(room: Room): Facility[] {
  return FACILITIES.filter((f) =>
    f === 'bed'
      ? room.beds.length > 0
      : f === 'wifi'
        ? room.amenities.includes('wifi')
        : room.features.includes(FACILITY_FEATURES[f]),
  );
}

/** Extra services (spec section 9): the conference hall, without and with equipment (prices in src/domain/extras.ts). */
export type ExtraTag = 'light' | 'ac' | 'fax' | 'wifi' | 'computer' | 'water';
export interface ExtraCard {
  key: 'hall' | 'hallEquipped';
  price: number;
  bullets: readonly { key: string; tag: ExtraTag }[];
  note?: 'water';
}

export const EXTRAS: readonly ExtraCard[] = [
  {
    key: 'hall',
    price: CONFERENCE_HALL.price,
    bullets: [
      { key: 'light', tag: 'light' },
      { key: 'ac', tag: 'ac' },
      { key: 'fax', tag: 'fax' },
      { key: 'wifi', tag: 'wifi' },
    ],
  },
  {
    key: 'hallEquipped',
    price: CONFERENCE_HALL.priceEquipped,
    bullets: [
      { key: 'computer', tag: 'computer' },
      { key: 'screen', tag: 'computer' },
      { key: 'board', tag: 'computer' },
      { key: 'projector', tag: 'computer' },
      { key: 'water', tag: 'water' },
    ],
    note: 'water',
  },
];
