import type { Room } from '../../domain/rooms';
import type { LanguageCode } from '../../shared/language/languages';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { bedLine } from '../../shared/rooms/roomCatalogue.texts';
import type { AmenityKey } from './amenities';
import { amenityNames } from './roomPage.texts';

/** An amenity's name for a room: its own beds for `big_bed`, "Up to N guests" with its own capacity. */
export function amenityName(key: AmenityKey, room: Room, language: LanguageCode): string {
  if (key === 'up_to_3') return amenityNames[language].upTo(room.capacity);
  if (key === 'big_bed') return bedLine(room.beds, language);
  return amenityNames[language][key];
}

/** amenityName in the page's language. */
export function useAmenityName() {
  const { language } = useLanguage();
  return (key: AmenityKey, room: Room) => amenityName(key, room, language);
}
