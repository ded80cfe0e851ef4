import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { Room } from '../../domain/rooms';
import { bedLine } from '../../shared/rooms/roomCatalogue.texts';
import type { AmenityKey } from './amenities';
import { amenityNames } from './roomPage.texts';

/** An amenity's name for a room: its own beds for `big_bed`, "Up to N guests" with its own capacity. */
export function useAmenityName() {
  const names = useTexts(amenityNames);
  const { language } = useLanguage();
  return (key: AmenityKey, room: Room) => (key === 'up_to_3' ? names.upTo(room.capacity) : key === 'big_bed' ? bedLine(room.beds, language) : names[key]);
}
