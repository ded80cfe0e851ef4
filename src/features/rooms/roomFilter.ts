import { ROOM_AMENITIES, ROOM_TYPES, type Room, type RoomAmenity, type RoomType } from '../../domain/rooms';

/** Checked room types and amenities (spec section 3, "Filter value"). */
export interface RoomFilterValue {
  roomTypes: Record<RoomType, boolean>;
  amenities: Record<RoomAmenity, boolean>;
}

export function emptyFilter(): RoomFilterValue {
  return {
    roomTypes: Object.fromEntries(ROOM_TYPES.map((t) => [t, false])) as Record<RoomType, boolean>,
    amenities: Object.fromEntries(ROOM_AMENITIES.map((a) => [a, false])) as Record<RoomAmenity, boolean>,
  };
}

export function checkedTypes(filter: RoomFilterValue): RoomType[] {
  return ROOM_TYPES.filter((t) => filter.roomTypes[t]);
}

export function checkedAmenities(filter: RoomFilterValue): RoomAmenity[] {
  return ROOM_AMENITIES.filter((a) => filter.amenities[a]);
}

/** Number of checked boxes (the filter button's badge). */
export function countChecked(filter: RoomFilterValue): number {
  return checkedTypes(filter).length + checkedAmenities(filter).length;
}

/** Spec section 5: no type checked or the room's type checked, and ALL checked amenities present. */
export function roomMatches(room: Room, filter: RoomFilterValue): boolean {
  const types = checkedTypes(filter);
  if (types.length > 0 && !types.includes(room.type)) return false;
  return checkedAmenities(filter).every((a) => room.amenities.includes(a));
}

/** The filter as URL parameters: type=a,b&amenity=c (empty ones left out). */
export function filterToParams(filter: RoomFilterValue, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const types = checkedTypes(filter);
  const amenities = checkedAmenities(filter);
  if (types.length) next.set('type', types.join(','));
  else next.delete('type');
  if (amenities.length) next.set('amenity', amenities.join(','));
  else next.delete('amenity');
  return next;
}

/** The filter a URL carries; unknown values are ignored. */
export function filterFromParams(params: URLSearchParams): RoomFilterValue {
  const filter = emptyFilter();
  for (const value of (params.get('type') ?? '').split(',')) {
    if ((ROOM_TYPES as readonly string[]).includes(value)) filter.roomTypes[value as RoomType] = true;
  }
  for (const value of (params.get('amenity') ?? '').split(',')) {
    if ((ROOM_AMENITIES as readonly string[]).includes(value)) filter.amenities[value as RoomAmenity] = true;
  }
  return filter;
}
