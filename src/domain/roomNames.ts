import type { Lang } from './booking';

/**
 * Each room's name in the three languages: what the site shows, and the only room name the
 * booking server ever writes in a message (a posted roomTitle is checked, never echoed).
 * A name promises only what the room's record holds: a "single" takes one guest, a "twin" has
 * two separate beds, a "double" one double bed, a family room a family (README, "Rooms: what
 * each record says and why"; checked by __tests__/domain/rooms.test.ts).
 */
/** The ids of the hotel's six rooms (src/domain/rooms.ts). */
type RoomId = 1 | 2 | 3 | 4 | 5 | 6;

export const ROOM_NAMES: Readonly<Record<Lang, Readonly<Record<RoomId, string>>>> = {
  uz: {
    1: 'Standart bir kishilik xona',
    2: 'Standart ikki kishilik xona (alohida karavotlar)',
    3: 'Standart uch kishilik xona',
    4: 'Oilaviy lyuks',
    5: 'Hashamatli lyuks',
    6: 'Delyuks ikki kishilik lyuks',
  },
  ru: {
    1: 'Стандартный одноместный номер',
    2: 'Стандартный двухместный номер (раздельные кровати)',
    3: 'Стандартный трёхместный номер',
    4: 'Семейный люкс',
    5: 'Люкс «Премиум»',
    6: 'Двухместный люкс «Делюкс»',
  },
  en: {
    1: 'Standard Single Room',
    2: 'Standard Twin Room',
    3: 'Standard Triple Room',
    4: 'Family Suite',
    5: 'Luxury Suite',
    6: 'Deluxe Double Suite',
  },
};

/** The room's name in `lang`; for an unknown room, a neutral "Room N". */
export function roomName(roomId: number, lang: Lang): string {
  return (
    (ROOM_NAMES[lang] as Readonly<Record<number, string | undefined>>)[roomId] ??
    `${lang === 'ru' ? 'Номер' : lang === 'uz' ? 'Xona' : 'Room'} ${roomId}`
  );
}
