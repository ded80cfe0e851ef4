import { ROOM_NAMES } from '../../domain/roomNames';
import { ROOMS, type Beds, type BedKind, type Room, type RoomAmenity, type RoomType } from '../../domain/rooms';
import { defineTexts, ruPlural } from '../i18n';
import type { LanguageCode } from '../language/languages';

interface RoomCopy {
  title: string;
  desc: string;
}

/** Names (one source with the booking server's messages: src/domain/roomNames.ts) and descriptions of the six rooms, by room id. */
export const roomCopy = defineTexts<Record<number, RoomCopy>>({
  UZ: {
    1: {
      title: ROOM_NAMES.uz[1],
      desc: 'Yolgʻiz sayohatchi yoki ish safari uchun shinam xona: bir kishilik karavot, ish stoli, konditsioner va tez Wi‑Fi. Derazadan hovlidagi bogʻ koʻrinadi, kechasi esa shahar shovqini eshitilmaydi.',
    },
    2: {
      title: ROOM_NAMES.uz[2],
      desc: 'Ikkita alohida bir kishilik karavotli yorugʻ xona — hamkasblar, doʻstlar yoki voyaga yetgan farzandi bilan kelgan ota yoki ona uchun qulay. Har bir mehmon uchun tumbochka va chiroq, keng shkaf va dush xonasi bor.',
    },
    3: {
      title: ROOM_NAMES.uz[3],
      desc: 'Uch kishilik oila yoki kichik guruh uchun keng xona: uchta bir kishilik karavot, oʻtirish burchagi va choy toʻplami. Nonushta narxga kiritilgan.',
    },
    4: {
      title: ROOM_NAMES.uz[4],
      desc: 'Ikki xonali oilaviy lyuks: yotoq xonasida ikki kishilik karavot, mehmon xonasida ikki kishilik divan-karavot. Bolalar bilan kelgan oilalar uchun qoʻshimcha joy, ikki televizor va keng hammom.',
    },
    5: {
      title: ROOM_NAMES.uz[5],
      desc: 'Juftliklar va xotirjamlikni qadrlaydiganlar uchun hashamatli lyuks: katta ikki kishilik karavot, ortopedik matras, dam olish zonasi, mini-bar va xalat bilan shippaklar. Saunaga kirish bepul.',
    },
    6: {
      title: ROOM_NAMES.uz[6],
      desc: 'Mehmonxonaning eng yaxshi xonasi: ikki xona, king‑size karavot, jakuzi, Smart TV va shahar manzarasi. Uzoq muddat turish yoki muhim voqea uchun ajoyib tanlov.',
    },
  },
  RU: {
    1: {
      title: ROOM_NAMES.ru[1],
      desc: 'Уютный номер для одного путешественника или командировки: односпальная кровать, рабочий стол, кондиционер и быстрый Wi‑Fi. Окна выходят во двор с садом, ночью здесь тихо.',
    },
    2: {
      title: ROOM_NAMES.ru[2],
      desc: 'Светлый номер с двумя отдельными односпальными кроватями — удобно для коллег, друзей или родителя со взрослым ребёнком. У каждой кровати тумбочка и лампа, есть вместительный шкаф и душевая.',
    },
    3: {
      title: ROOM_NAMES.ru[3],
      desc: 'Просторный номер для семьи из трёх человек или небольшой компании: три односпальные кровати, зона отдыха и чайный набор. Завтрак включён в стоимость.',
    },
    4: {
      title: ROOM_NAMES.ru[4],
      desc: 'Двухкомнатный семейный люкс: в спальне двуспальная кровать, в гостиной — диван-кровать на двоих. Для семей с детьми — дополнительное место, два телевизора и большая ванная.',
    },
    5: {
      title: ROOM_NAMES.ru[5],
      desc: 'Роскошный люкс для пары или тех, кто ценит покой: большая двуспальная кровать, ортопедический матрас, зона отдыха, мини-бар, халаты и тапочки. Сауна — бесплатно.',
    },
    6: {
      title: ROOM_NAMES.ru[6],
      desc: 'Лучший номер отеля: две комнаты, кровать king‑size, джакузи, Smart TV и вид на город. Идеален для долгого проживания или особого случая.',
    },
  },
  EN: {
    1: {
      title: ROOM_NAMES.en[1],
      desc: 'A cosy room for a solo traveller or a business trip: a single bed, a desk, air conditioning and fast Wi‑Fi. The window looks onto the courtyard garden, so nights are quiet.',
    },
    2: {
      title: ROOM_NAMES.en[2],
      desc: 'A bright room with two separate single beds, good for colleagues, friends or a parent with a grown child. Each bed has its own bedside table and lamp; there is a roomy wardrobe and a shower.',
    },
    3: {
      title: ROOM_NAMES.en[3],
      desc: 'A spacious room for a family of three or a small group: three single beds, a sitting corner and a tea set. Breakfast is included.',
    },
    4: {
      title: ROOM_NAMES.en[4],
      desc: 'A two-room family suite: a double bed in the bedroom and a sofa bed for two in the living room. Families with children get extra space, two TVs and a large bathroom.',
    },
    5: {
      title: ROOM_NAMES.en[5],
      desc: 'A luxurious suite for couples and anyone who values calm: a large double bed, an orthopaedic mattress, a lounge area, a mini-bar, bathrobes and slippers. The sauna is free.',
    },
    6: {
      title: ROOM_NAMES.en[6],
      desc: 'The best room in the hotel: two rooms, a king‑size bed, a jacuzzi, a Smart TV and a view over the city. Ideal for a long stay or a special occasion.',
    },
  },
});

export const roomTypeLabels = defineTexts<Record<RoomType, string>>({
  UZ: {
    standard_single: 'Standart, bir kishilik',
    standard_twin: 'Standart, alohida karavotli',
    standard_triple: 'Standart, uch kishilik',
    suite_single: 'Lyuks',
    suite_double: 'Delyuks lyuks',
  },
  RU: {
    standard_single: 'Стандарт, одноместный',
    standard_twin: 'Стандарт, раздельные кровати',
    standard_triple: 'Стандарт, трёхместный',
    suite_single: 'Люкс',
    suite_double: 'Люкс «Делюкс»',
  },
  EN: {
    standard_single: 'Standard single',
    standard_twin: 'Standard twin',
    standard_triple: 'Standard triple',
    suite_single: 'Suite',
    suite_double: 'Deluxe suite',
  },
});

export const roomAmenityLabels = defineTexts<Record<RoomAmenity, string>>({
  UZ: { breakfast: 'Nonushta', wifi: 'Wi‑Fi', sauna: 'Sauna', parking: 'Avtoturargoh' },
  RU: { breakfast: 'Завтрак', wifi: 'Wi‑Fi', sauna: 'Сауна', parking: 'Парковка' },
  EN: { breakfast: 'Breakfast', wifi: 'Wi‑Fi', sauna: 'Sauna', parking: 'Parking' },
});

/** Short facts shown on room cards and the detail page. */
export const roomFactTexts = defineTexts({
  UZ: {
    guests: (n: number) => (n === 1 ? '1 kishi' : `${n} kishigacha`),
    size: (m2: number) => `${m2}\u00a0m²`,
    rooms: (n: number) => (n === 1 ? '1 xona' : `${n} xona`),
    perNight: 'bir kecha uchun',
    localPrice: 'Oʻzbekiston fuqarolari uchun narx',
    foreignPrice: 'Chet ellik mehmonlar uchun narx',
    from: 'dan',
    details: 'Batafsil',
    capacityLabel: 'Sigʻimi',
    sizeLabel: 'Maydoni',
    roomsLabel: 'Xonalar soni',
  },
  RU: {
    guests: (n: number) => (n === 1 ? '1 гость' : `до ${n} ${ruPlural(n, 'гостя', 'гостей', 'гостей')}`),
    size: (m2: number) => `${m2}\u00a0м²`,
    rooms: (n: number) => `${n} ${ruPlural(n, 'комната', 'комнаты', 'комнат')}`,
    perNight: 'за ночь',
    localPrice: 'цена для граждан Узбекистана',
    foreignPrice: 'цена для иностранных гостей',
    from: 'от',
    details: 'Подробнее',
    capacityLabel: 'Вместимость',
    sizeLabel: 'Площадь',
    roomsLabel: 'Комнат',
  },
  EN: {
    guests: (n: number) => (n === 1 ? '1 guest' : `up to ${n} guests`),
    size: (m2: number) => `${m2}\u00a0m²`,
    rooms: (n: number) => (n === 1 ? '1 room' : `${n} rooms`),
    perNight: 'per night',
    localPrice: 'price for Uzbekistan citizens',
    foreignPrice: 'price for foreign guests',
    from: 'from',
    details: 'Details',
    capacityLabel: 'Capacity',
    sizeLabel: 'Size',
    roomsLabel: 'Rooms',
  },
});

interface BedWords {
  /** One bed of the kind, lower-case: the JSON-LD's typeOfBed. */
  kind: Record<BedKind, string>;
  /** `n` beds of the kind, lower-case, as a room's bed line lists them. */
  beds: Record<BedKind, (n: number) => string>;
  and: string;
}

const EN_NUMBERS = ['', 'a', 'two', 'three', 'four'];
const RU_NUMBERS_FEMININE = ['', 'одна', 'две', 'три', 'четыре'];
const UZ_NUMBERS = ['', 'bitta', 'ikkita', 'uchta', 'toʻrtta'];
const countWord = (words: string[], n: number) => words[n] ?? String(n);

/** Beds in words, for the facility list, the in-room summary and the JSON-LD (from each room's `beds`). */
export const bedTexts = defineTexts<BedWords>({
  UZ: {
    kind: { single: 'bir kishilik karavot', double: 'ikki kishilik karavot', king: 'king‑size karavot', sofa_bed: 'divan-karavot' },
    beds: {
      single: (n) => (n === 1 ? 'bir kishilik karavot' : `${countWord(UZ_NUMBERS, n)} bir kishilik karavot`),
      double: (n) => (n === 1 ? 'ikki kishilik karavot' : `${countWord(UZ_NUMBERS, n)} ikki kishilik karavot`),
      king: (n) => (n === 1 ? 'king‑size karavot' : `${countWord(UZ_NUMBERS, n)} king‑size karavot`),
      sofa_bed: (n) => (n === 1 ? 'ikki kishilik divan-karavot' : `${countWord(UZ_NUMBERS, n)} ikki kishilik divan-karavot`),
    },
    and: 'va',
  },
  RU: {
    kind: { single: 'односпальная кровать', double: 'двуспальная кровать', king: 'кровать king‑size', sofa_bed: 'диван-кровать' },
    beds: {
      single: (n) => (n === 1 ? 'односпальная кровать' : `${countWord(RU_NUMBERS_FEMININE, n)} ${ruPlural(n, 'односпальная', 'односпальные', 'односпальных')} ${ruPlural(n, 'кровать', 'кровати', 'кроватей')}`),
      double: (n) => (n === 1 ? 'двуспальная кровать' : `${countWord(RU_NUMBERS_FEMININE, n)} ${ruPlural(n, 'двуспальная', 'двуспальные', 'двуспальных')} ${ruPlural(n, 'кровать', 'кровати', 'кроватей')}`),
      king: (n) => (n === 1 ? 'кровать king‑size' : `${countWord(RU_NUMBERS_FEMININE, n)} ${ruPlural(n, 'кровать', 'кровати', 'кроватей')} king‑size`),
      sofa_bed: (n) => (n === 1 ? 'диван-кровать на двоих' : `${n} ${ruPlural(n, 'диван-кровать', 'дивана-кровати', 'диванов-кроватей')} на двоих`),
    },
    and: 'и',
  },
  EN: {
    kind: { single: 'single bed', double: 'double bed', king: 'king‑size bed', sofa_bed: 'sofa bed' },
    beds: {
      single: (n) => `${countWord(EN_NUMBERS, n)} single ${n === 1 ? 'bed' : 'beds'}`,
      double: (n) => `${countWord(EN_NUMBERS, n)} double ${n === 1 ? 'bed' : 'beds'}`,
      king: (n) => `${countWord(EN_NUMBERS, n)} king‑size ${n === 1 ? 'bed' : 'beds'}`,
      sofa_bed: (n) => `${countWord(EN_NUMBERS, n)} sofa ${n === 1 ? 'bed' : 'beds'} for two`,
    },
    and: 'and',
  },
});

/** A room's beds as one line, capitalised: "Two single beds", "A double bed and a sofa bed for two". */
export function bedLine(beds: readonly Beds[], language: LanguageCode): string {
  const words = bedTexts[language];
  const line = joinNames(beds.map((bed) => words.beds[bed.kind](bed.count)), words.and);
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** The rooms that include the amenity and those that do not, from the room data. */
export function roomsByAmenity(amenity: RoomAmenity, rooms: readonly Room[] = ROOMS): { with: Room[]; without: Room[] } {
  return { with: rooms.filter((room) => room.amenities.includes(amenity)), without: rooms.filter((room) => !room.amenities.includes(amenity)) };
}

interface ScopeWords {
  every: string;
  except: (names: string) => string;
  only: (names: string, count: number) => string;
  name: (title: string) => string;
  and: string;
  share: (count: number, total: number) => string;
}

// Each language's words for a set of rooms, shaped for one slot in a sentence: after "for guests
// of" (EN), after "для гостей" (RU, genitive), before "mehmonlari uchun" (UZ).
const SCOPE_WORDS: Record<LanguageCode, ScopeWords> = {
  UZ: {
    every: 'barcha xonalar',
    except: (names) => `${names}dan tashqari barcha xonalar`,
    only: (names) => names,
    name: (title) => `«${title}»`,
    and: 'va',
    share: (count, total) => `${total} xil xonadan ${count} tasining`,
  },
  RU: {
    every: 'всех номеров',
    except: (names) => `всех номеров, кроме ${names}`,
    only: (names, count) => `${count === 1 ? 'номера' : 'номеров'} ${names}`,
    // A title that has quotes of its own gets the inner kind: «Двухместный люкс „Делюкс“».
    name: (title) => `«${title.replace(/«/g, '„').replace(/»/g, '“')}»`,
    and: 'и',
    share: (count, total) => `${count} из ${total} ${ruPlural(total, 'категории', 'категорий', 'категорий')} номеров`,
  },
  EN: {
    every: 'every room',
    except: (names) => `every room except ${names}`,
    only: (names) => names,
    name: (title) => `the ${title}`,
    and: 'and',
    share: (count, total) => `${count} of our ${total} room types`,
  },
};

function joinNames(names: string[], and: string): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

/**
 * Which rooms an amenity comes with, named: every room, every room except those without it, or
 * the rooms with it, whichever names fewer rooms. Built from the room data, so a claim such as
 * "parking is free for guests of …" stays true when the data changes.
 */
export function amenityScope(amenity: RoomAmenity, language: LanguageCode, rooms: readonly Room[] = ROOMS): string {
  const words = SCOPE_WORDS[language];
  const split = roomsByAmenity(amenity, rooms);
  const names = (list: Room[]) => joinNames(list.map((room) => words.name(roomCopy[language][room.id]?.title ?? String(room.id))), words.and);
  if (split.without.length === 0) return words.every;
  if (split.without.length < split.with.length) return words.except(names(split.without));
  return words.only(names(split.with), split.with.length);
}

/** How many of the room kinds an amenity comes with, in the same slot as amenityScope: "4 of our 6 room types". */
export function amenityShare(amenity: RoomAmenity, language: LanguageCode, rooms: readonly Room[] = ROOMS): string {
  const count = roomsByAmenity(amenity, rooms).with.length;
  return count === rooms.length ? SCOPE_WORDS[language].every : SCOPE_WORDS[language].share(count, rooms.length);
}
