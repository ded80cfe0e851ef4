import { useTexts } from '../../shared/i18n';
import type { Room } from '../../domain/rooms';
import type { AmenityKey } from './amenities';
import { amenityNames } from './roomPage.texts';

/** An amenity's name for a room ("Up to N guests" with the room's own capacity). */
export function useAmenityName() {
  const names = useTexts(amenityNames);
  return (key: AmenityKey, room: Room) => (key === 'up_to_3' ? names.upTo(room.capacity) : names[key]);
}
