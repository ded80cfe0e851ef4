import { screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { CHECK_POLICY, PAID_EXTRAS } from '../../src/domain/extras';
import { ROOM_NAMES } from '../../src/domain/roomNames';
import {
  BED_KINDS,
  isSuite,
  ROOM_AMENITIES,
  ROOMS,
  totalUnits,
  type BedKind,
  type Room,
  type RoomAmenity,
} from '../../src/domain/rooms';
import { policyTexts } from '../../src/features/rooms/roomPage.texts';
import { GUEST_TEXTS } from '../../server/guestEmail/texts';
import { paidExtraTexts } from '../../src/shared/services/paidExtras.texts';
import AboutPage from '../../src/features/about/AboutPage';
import { Offers } from '../../src/features/home/Offers';
import { ServicesGrid } from '../../src/features/home/ServicesGrid';
import type { LanguageCode } from '../../src/shared/language/languages';
import RoomsPage from '../../src/features/rooms/RoomsPage';
import { roomCopy, roomTypeLabels } from '../../src/shared/rooms/roomCatalogue.texts';
import { renderApp, renderWithProviders } from '../support/render';

/*
 * Every claim a text makes about a room must agree with the room records (src/domain/rooms.ts)
 * and the paid extras (src/domain/extras.ts), in UZ, RU and EN, on the site and in the server's
 * emails and staff messages:
 * - amenities: a claim about breakfast, Wi-Fi, parking or the sauna must be true for every room
 *   it covers. An amenity some room lacks may be promised for all ("every room", "for guests",
 *   "barcha", "всех") only with an "except" that names exactly the rooms without it; a sentence
 *   that names rooms may name only rooms that have it;
 * - counts: "4 of our 6 kinds of room" must be the data's count, "six kinds of room" the number
 *   of records, "N of our M rooms" the hotel's units;
 * - names and kinds: a "single" takes one guest, a "twin" has two separate beds, a "double" one
 *   double bed for two, a "triple" three guests, a "family" room a family, a "suite" two rooms;
 * - beds and capacities: a room's description names exactly its kinds of bed, with their counts,
 *   and promises no party its capacity does not take;
 * - charges: nothing says "no extra charges" while extras are paid, and the check-in and
 *   check-out policies state the domain's times and shares.
 */

const LANGUAGES: readonly LanguageCode[] = ['UZ', 'RU', 'EN'];
const ROOT = path.resolve(__dirname, '..', '..');

const AMENITY_WORDS: Record<RoomAmenity, RegExp> = {
  breakfast: /breakfast|завтрак|nonushta/iu,
  wifi: /wi-?fi/iu,
  sauna: /sauna|саун/iu,
  parking: /parking|car park|парков|avtoturargoh/iu,
};
const WORD = (words: string) => new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, 'iu');
// "Every room", "for all guests", "во всех номерах", "barcha xonalar"…
const UNIVERSAL = WORD(
  'every|all|each|any|throughout|barcha|har bir|hamma|har qanday|butun|все|всех|всем|каждый|каждом|каждого|любой|любом|любого|всём',
);
// "Free for guests" with no rooms named promises it to every guest.
const BARE_GUESTS =
  /(?<!\p{L})for (?:our |hotel |all )?guests(?! of)(?!\p{L})|для (?:всех )?гостей(?! номер| всех номеров| \d)|(?<!\p{L})mehmon(?:lar|larimiz|larga) uchun/iu;
const EXCEPT = WORD('except|кроме|tashqari');
// "4 of our 6 kinds of room" counts room kinds (records); "16 of our 24 rooms" counts units.
interface CountPattern {
  pattern: RegExp;
  /** Which group holds the count and which the total. */
  order: 'count-total' | 'total-count';
  of: 'kinds' | 'units';
}
const COUNTS: CountPattern[] = [
  { pattern: /(\d+) of (?:our )?(\d+) kinds of room/u, order: 'count-total', of: 'kinds' },
  { pattern: /(\d+) of (?:our )?(\d+) room types/u, order: 'count-total', of: 'kinds' },
  { pattern: /(\d+) из (\d+) категори/u, order: 'count-total', of: 'kinds' },
  { pattern: /(\d+) xil xonadan (\d+) tasi/u, order: 'total-count', of: 'kinds' },
  { pattern: /(\d+) of (?:our )?(\d+) rooms/u, order: 'count-total', of: 'units' },
  { pattern: /(\d+) из (\d+) номеров/u, order: 'count-total', of: 'units' },
  { pattern: /(\d+) ta xonadan (\d+) tasi/u, order: 'total-count', of: 'units' },
];

const partial = ROOM_AMENITIES.filter((amenity) => ROOMS.some((room) => !room.amenities.includes(amenity)));
const quotes = (text: string) => text.replace(/[„“«»"]/g, '"');

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.;!?])\s+|\n/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The problems of one text in one language (empty when every claim holds). */
function claimProblems(text: string, language: LanguageCode): string[] {
  text = text.replace(/\u2011/gu, '-'); // the pages write Wi‑Fi and king‑size with a non-breaking hyphen
  const problems: string[] = [];
  for (const sentence of sentences(text)) {
    for (const amenity of partial) {
      if (!AMENITY_WORDS[amenity].test(sentence)) continue;
      const named = ROOMS.filter((room) => quotes(sentence).includes(quotes(roomCopy[language][room.id]!.title)));
      const without = ROOMS.filter((room) => !room.amenities.includes(amenity));
      const ids = (rooms: readonly { id: number }[]) => rooms.map((room) => room.id).join(',');
      if (EXCEPT.test(sentence)) {
        if (ids(named) !== ids(without))
          problems.push(`${amenity}: "except" must name exactly the rooms without it (${ids(without)}): ${sentence}`);
      } else if (named.length > 0) {
        const wrong = named.filter((room) => !room.amenities.includes(amenity));
        if (wrong.length > 0) problems.push(`${amenity}: names rooms without it (${ids(wrong)}): ${sentence}`);
      } else if (UNIVERSAL.test(sentence) || BARE_GUESTS.test(sentence)) {
        problems.push(`${amenity}: claimed for every room or guest, but rooms ${ids(without)} lack it: ${sentence}`);
      }
      for (const { pattern, order, of } of COUNTS) {
        const m = pattern.exec(sentence);
        if (!m) continue;
        const [count, total] = order === 'total-count' ? [m[2], m[1]] : [m[1], m[2]];
        const withIt = ROOMS.filter((room) => room.amenities.includes(amenity));
        const expected = of === 'kinds' ? [withIt.length, ROOMS.length] : [totalUnits(withIt), totalUnits()];
        if (Number(count) !== expected[0] || Number(total) !== expected[1])
          problems.push(
            `${amenity}: says ${count} of ${total} (${of}), the data has ${expected[0]} of ${expected[1]}: ${sentence}`,
          );
      }
    }
  }
  return problems;
}

/** Every string a catalogue holds or its functions return for typical arguments. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return [];
  if (seen.has(value)) return [];
  seen.add(value);
  if (typeof value === 'function') {
    const results: string[] = [];
    // Counts and names; then 1–30, so a per-photo catalogue (the gallery's alt texts) gives every text.
    for (const args of [[2, 6], [1, 1], ['A', 'B'], ...Array.from({ length: 30 }, (_, i) => [i + 1])]) {
      try {
        results.push(...strings((value as (...a: unknown[]) => unknown)(...args), seen));
      } catch {
        // A helper that wants other arguments says nothing on its own.
      }
    }
    return results;
  }
  return Object.values(value).flatMap((v) => strings(v, seen));
}

function catalogueFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? catalogueFiles(full) : entry.name.endsWith('.texts.ts') ? [full] : [];
  });
}

describe('amenity claims agree with the room data', () => {
  it('the data still has amenities some rooms lack (else this test checks nothing)', () => {
    expect(partial).toEqual(expect.arrayContaining(['sauna', 'parking']));
  });

  it('the checker catches the claims it exists for', () => {
    expect(claimProblems('Breakfast, Wi-Fi and parking are included in every price.', 'EN')).toHaveLength(1);
    expect(
      claimProblems('Завтрак, парковка, сауна и Wi-Fi бесплатны для всех гостей — без доплат.', 'RU'),
    ).toHaveLength(2);
    expect(claimProblems('Finlyandiya saunasi va dam olish xonasi mehmonlarimiz uchun bepul.', 'UZ')).toHaveLength(1);
    expect(claimProblems('The sauna is free for hotel guests.', 'EN')).toHaveLength(1);
    expect(claimProblems('Финская сауна и комната отдыха для гостей отеля бесплатны.', 'RU')).toHaveLength(1);
    expect(
      claimProblems('Parking is free for guests of every room except the Standard Single Room.', 'EN'),
    ).toHaveLength(1);
    expect(claimProblems('The sauna comes with the Family Suite.', 'EN')).toHaveLength(1);
    expect(claimProblems('Free parking for guests of 5 of our 6 kinds of room.', 'EN')).toHaveLength(1);
    expect(claimProblems('Free parking for guests of 4 of our 6 rooms.', 'EN')).toHaveLength(1);
    expect(claimProblems('Парковка для гостей 4 из 6 категорий номеров.', 'RU')).toEqual([]);
    expect(claimProblems('Avtoturargoh 6 xil xonadan 3 tasining mehmonlari uchun.', 'UZ')).toHaveLength(1);
    expect(claimProblems('Breakfast and Wi-Fi are free for every guest.', 'EN')).toEqual([]);
  });

  const files = [...catalogueFiles(path.join(ROOT, 'src'))].sort();

  it.each(files.map((file) => [path.relative(ROOT, file)]))('%s claims nothing the rooms do not have', (file) => {
    const catalogue = jest.requireActual<Record<string, unknown>>(path.join(ROOT, file));
    const problems: string[] = [];
    for (const [name, value] of Object.entries(catalogue)) {
      const byLanguage =
        value && typeof value === 'object' && 'UZ' in value && 'RU' in value && 'EN' in value
          ? (value as Record<LanguageCode, unknown>)
          : null;
      for (const language of LANGUAGES) {
        for (const text of strings(byLanguage ? byLanguage[language] : value))
          problems.push(...claimProblems(text, language).map((p) => `${name}.${language} ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('the server notifications claim nothing the rooms do not have', () => {
    const source = ['server/guestEmail/messages.ts', 'server/staffChat/message.ts']
      .map((file) => fs.readFileSync(path.join(ROOT, file), 'utf8'))
      .join('\n');
    const literals = source.match(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g) ?? [];
    expect(literals.flatMap((text) => LANGUAGES.flatMap((language) => claimProblems(text, language)))).toEqual([]);
  });

  it('no room description mentions an amenity the room lacks', () => {
    const problems = LANGUAGES.flatMap((language) =>
      ROOMS.flatMap((room) =>
        ROOM_AMENITIES.filter(
          (a) => !room.amenities.includes(a) && AMENITY_WORDS[a].test(roomCopy[language][room.id]!.desc),
        ).map((a) => `${language} room ${room.id}: ${a}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('pages say which rooms include parking and the sauna', () => {
  const pageText = () =>
    Array.from(document.body.querySelectorAll('h1, h2, h3, p, li, small')).map((el) => el.textContent ?? '');
  /** Sentences of the page that talk about an amenity some rooms lack, after checking them all. */
  function checked(language: LanguageCode): string[] {
    const texts = pageText();
    expect(texts.flatMap((text) => claimProblems(text, language))).toEqual([]);
    return texts.flatMap(sentences).filter((s) => partial.some((a) => AMENITY_WORDS[a].test(s)));
  }

  it.each(LANGUAGES)('about page (%s) names the rooms with parking and the sauna', (code) => {
    renderWithProviders(<AboutPage />, { preloadedState: { language: { code } } });
    const claims = checked(code);
    const sauna = ROOMS.filter((room) => room.amenities.includes('sauna'));
    const saunaTitles = sauna.map((room) => quotes(roomCopy[code][room.id]!.title));
    expect(
      claims.some((s) => AMENITY_WORDS.sauna.test(s) && saunaTitles.every((title) => quotes(s).includes(title))),
    ).toBe(true);
    const noParking = ROOMS.filter((room) => !room.amenities.includes('parking')).map((room) =>
      quotes(roomCopy[code][room.id]!.title),
    );
    expect(
      claims.some(
        (s) => AMENITY_WORDS.parking.test(s) && EXCEPT.test(s) && noParking.every((title) => quotes(s).includes(title)),
      ),
    ).toBe(true);
  });

  it.each(LANGUAGES)('home highlights and services (%s)', (code) => {
    renderWithProviders(
      <>
        <Offers />
        <ServicesGrid />
      </>,
      { preloadedState: { language: { code } } },
    );
    expect(checked(code).length).toBeGreaterThanOrEqual(4);
  });

  it.each(LANGUAGES)('rooms page (%s)', (code) => {
    renderWithProviders(<RoomsPage />, { route: '/rooms', preloadedState: { language: { code } } });
    checked(code);
  });

  it.each(LANGUAGES.flatMap((code) => (['parking', 'sauna'] as const).map((slug) => [code, slug] as const)))(
    'service page %s /services/%s',
    async (code, slug) => {
      renderApp({ route: `/${code.toLowerCase()}/services/${slug}`, preloadedState: { language: { code } } });
      await screen.findByRole('heading', { level: 1 });
      expect(checked(code).length).toBeGreaterThan(0);
    },
  );
});

// ---- Names, kinds, beds, capacities ----

type RoomPromise = { what: string; word: RegExp; holds: (room: Room) => boolean };

const oneBedForTwo = (room: Room) =>
  room.capacity === 2 &&
  room.beds.length === 1 &&
  room.beds[0]!.count === 1 &&
  ['double', 'king'].includes(room.beds[0]!.kind);
const twinBeds = (room: Room) => room.beds.length === 1 && room.beds[0]!.kind === 'single' && room.beds[0]!.count === 2;

/** What a word in a room's name or kind label promises, per language. */
const PROMISES: Record<LanguageCode, RoomPromise[]> = {
  EN: [
    { what: 'single: one guest', word: WORD('single'), holds: (r) => r.capacity === 1 },
    { what: 'twin: two separate single beds', word: WORD('twin'), holds: twinBeds },
    { what: 'triple: three guests', word: WORD('triple'), holds: (r) => r.capacity === 3 },
    { what: 'double: one double bed for two', word: WORD('double'), holds: oneBedForTwo },
    { what: 'family: a family (3 or more)', word: WORD('family'), holds: (r) => r.capacity >= 3 },
    { what: 'suite: two rooms', word: WORD('suite'), holds: (r) => isSuite(r.type) && r.rooms >= 2 },
    { what: 'standard: not a suite', word: WORD('standard'), holds: (r) => !isSuite(r.type) },
  ],
  RU: [
    { what: 'одноместный: one guest', word: WORD('одноместн\\p{L}*'), holds: (r) => r.capacity === 1 },
    { what: 'двухместный: two guests', word: WORD('двухместн\\p{L}*'), holds: (r) => r.capacity === 2 },
    { what: 'трёхместный: three guests', word: WORD('тр[её]хместн\\p{L}*'), holds: (r) => r.capacity === 3 },
    { what: 'раздельные кровати: two separate single beds', word: WORD('раздельн\\p{L}*'), holds: twinBeds },
    { what: 'семейный: a family (3 or more)', word: WORD('семейн\\p{L}*'), holds: (r) => r.capacity >= 3 },
    { what: 'люкс: two rooms', word: WORD('люкс\\p{L}*'), holds: (r) => isSuite(r.type) && r.rooms >= 2 },
    { what: 'стандарт: not a suite', word: WORD('стандарт\\p{L}*'), holds: (r) => !isSuite(r.type) },
  ],
  UZ: [
    { what: 'bir kishilik: one guest', word: /bir kishilik(?! karavot)/iu, holds: (r) => r.capacity === 1 },
    { what: 'ikki kishilik: two guests', word: /ikki kishilik(?! karavot)/iu, holds: (r) => r.capacity === 2 },
    { what: 'uch kishilik: three guests', word: /uch kishilik(?! karavot)/iu, holds: (r) => r.capacity === 3 },
    { what: 'alohida karavot: two separate single beds', word: /alohida karavot/iu, holds: twinBeds },
    { what: 'oilaviy: a family (3 or more)', word: WORD('oilaviy'), holds: (r) => r.capacity >= 3 },
    { what: 'lyuks: two rooms', word: WORD('lyuks'), holds: (r) => isSuite(r.type) && r.rooms >= 2 },
    { what: 'standart: not a suite', word: WORD('standart'), holds: (r) => !isSuite(r.type) },
  ],
};

/** What a room's name or label promises and the room does not hold. */
function promiseProblems(text: string, language: LanguageCode, room: Room): string[] {
  text = text.replace(/\u2011/gu, '-'); // the pages write Wi‑Fi and king‑size with a non-breaking hyphen
  return PROMISES[language]
    .filter((p) => p.word.test(text) && !p.holds(room))
    .map((p) => `room ${room.id} “${text}” promises ${p.what}`);
}

// A kind of room named anywhere ("Single Suite", "одноместный люкс", "bir kishilik lyuks") must be one the hotel has.
const KIND_PHRASES: Record<LanguageCode, RegExp> = {
  // "No single room takes 6 guests" means "no one room", not the Single Room.
  EN: /(?<!\p{L})(?<!no )(?:single|twin|triple|double|family)\s+(?:room|suite)(?!\p{L})/giu,
  RU: /(?<!\p{L})(?:одноместн|двухместн|тр[её]хместн|семейн)\p{L}*\s+(?:номер|люкс)\p{L}*|(?<!\p{L})(?:номер|люкс)\p{L}*\s+(?:одноместн|двухместн|тр[её]хместн|семейн)\p{L}*/giu,
  UZ: /(?<!\p{L})(?:(?:bir|ikki|uch) kishilik|oilaviy)\s+(?:xona|lyuks)\p{L}*/giu,
};

function kindPhraseProblems(text: string, language: LanguageCode): string[] {
  text = text.replace(/\u2011/gu, '-'); // the pages write Wi‑Fi and king‑size with a non-breaking hyphen
  return [...text.matchAll(KIND_PHRASES[language])].flatMap(([phrase]) =>
    ROOMS.some((room) => promiseProblems(phrase, language, room).length === 0)
      ? []
      : [`“${phrase}” is no room the hotel has: ${text}`],
  );
}

const BED_WORDS: Record<LanguageCode, Record<BedKind, RegExp>> = {
  EN: { single: /single beds?/iu, double: /double beds?/iu, king: /king-size/iu, sofa_bed: /sofa beds?/iu },
  RU: {
    single: /односпальн/iu,
    double: /двуспальн/iu,
    king: /king-size/iu,
    sofa_bed: /диван\p{Pd}?кроват|диван-кроват/iu,
  },
  UZ: {
    single: /bir kishilik karavot/iu,
    double: /ikki kishilik karavot/iu,
    king: /king-size/iu,
    sofa_bed: /divan-karavot/iu,
  },
};
// "two separate single beds", "тремя односпальными", "ikkita alohida bir kishilik karavot": a number word before a kind of bed.
const BED_COUNTS: Record<LanguageCode, { pattern: RegExp; numbers: Record<string, number> }> = {
  EN: {
    pattern: /(?<!\p{L})(a|one|two|three|four)\s+(?:(?:large|wide|separate)\s+)?(single|double|king-size|sofa)/giu,
    numbers: { a: 1, one: 1, two: 2, three: 3, four: 4 },
  },
  RU: {
    pattern: /(?<!\p{L})(одна|одной|две|двумя|три|тремя|четыре)\s+(?:отдельн\p{L}*\s+)?(односпальн|двуспальн)/giu,
    numbers: { одна: 1, одной: 1, две: 2, двумя: 2, три: 3, тремя: 3, четыре: 4 },
  },
  UZ: {
    pattern: /(?<!\p{L})(bitta|ikkita|uchta|toʻrtta)\s+(?:alohida\s+)?(bir kishilik karavot|ikki kishilik karavot)/giu,
    numbers: { bitta: 1, ikkita: 2, uchta: 3, toʻrtta: 4 },
  },
};
const BED_KIND_OF: Record<string, BedKind> = {
  single: 'single',
  double: 'double',
  'king-size': 'king',
  sofa: 'sofa_bed',
  односпальн: 'single',
  двуспальн: 'double',
  'bir kishilik karavot': 'single',
  'ikki kishilik karavot': 'double',
};
// Parties a description addresses: a couple takes two, a family of three takes three.
const PARTIES: Record<LanguageCode, { pattern: RegExp; size: (m: RegExpMatchArray) => number }[]> = {
  EN: [
    { pattern: /(?<!\p{L})couples?(?!\p{L})/iu, size: () => 2 },
    {
      pattern: /family of (two|three|four|five)/iu,
      size: (m) => ['two', 'three', 'four', 'five'].indexOf(m[1]!.toLowerCase()) + 2,
    },
  ],
  RU: [
    { pattern: /(?<!\p{L})(?:пар[аыу]|пар)(?!\p{L})/iu, size: () => 2 },
    {
      pattern: /семьи из (двух|тр[её]х|четыр[её]х|пяти)/iu,
      size: (m) => ({ двух: 2, трёх: 3, трех: 3, четырёх: 4, четырех: 4, пяти: 5 })[m[1]!.toLowerCase()]!,
    },
  ],
  UZ: [
    { pattern: /juftlik/iu, size: () => 2 },
    {
      pattern: /(ikki|uch|toʻrt|besh) kishilik oila/iu,
      size: (m) => ({ ikki: 2, uch: 3, toʻrt: 4, besh: 5 })[m[1]!.toLowerCase()]!,
    },
  ],
};

/** What a room's description says about its beds and parties that the record contradicts. */
function descriptionProblems(text: string, language: LanguageCode, room: Room): string[] {
  text = text.replace(/\u2011/gu, '-'); // the pages write Wi‑Fi and king‑size with a non-breaking hyphen
  // A non-breaking hyphen (king‑size) reads as the hyphen it stands for.
  const desc = text.replace(/\u2011/g, '-');
  const problems: string[] = [];
  const kinds = new Set(room.beds.map((bed) => bed.kind));
  for (const kind of BED_KINDS) {
    const named = BED_WORDS[language][kind].test(desc);
    if (named && !kinds.has(kind)) problems.push(`room ${room.id} names a ${kind} bed it does not have`);
    if (!named && kinds.has(kind)) problems.push(`room ${room.id} does not name its ${kind} bed`);
  }
  for (const m of desc.matchAll(BED_COUNTS[language].pattern)) {
    const count = BED_COUNTS[language].numbers[m[1]!.toLowerCase()]!;
    const kind = BED_KIND_OF[m[2]!.toLowerCase()]!;
    const has = room.beds.find((bed) => bed.kind === kind)?.count ?? 0;
    if (count !== has) problems.push(`room ${room.id} says ${count} ${kind} bed(s), the record has ${has}: “${m[0]}”`);
  }
  for (const { pattern, size } of PARTIES[language]) {
    const m = desc.match(pattern);
    if (m && size(m) > room.capacity)
      problems.push(`room ${room.id} is offered to a party of ${size(m)}, it takes ${room.capacity}: “${m[0]}”`);
  }
  return problems;
}

// "six kinds of room", "шести категорий номеров", "Oltita xona turidan", "Olti xil xona".
const KIND_COUNT_WORDS: Record<LanguageCode, { pattern: RegExp; numbers: Record<string, number> }> = {
  EN: {
    pattern: /(?<!\p{L})(four|five|six|seven|eight) kinds of room/giu,
    numbers: { four: 4, five: 5, six: 6, seven: 7, eight: 8 },
  },
  RU: {
    pattern: /(?<!\p{L})(четыр\p{L}*|пят\p{L}*|шест\p{L}*|сем\p{L}*)\s+(?:категори|тип)\p{L}*/giu,
    numbers: { четыр: 4, пят: 5, шест: 6, сем: 7 },
  },
  UZ: {
    pattern: /(?<!\p{L})(toʻrt|besh|olti|yetti)(?:ta)?\s+(?:xil xona|xona tur)/giu,
    numbers: { toʻrt: 4, besh: 5, olti: 6, yetti: 7 },
  },
};

function kindCountProblems(text: string, language: LanguageCode): string[] {
  text = text.replace(/\u2011/gu, '-'); // the pages write Wi‑Fi and king‑size with a non-breaking hyphen
  const { pattern, numbers } = KIND_COUNT_WORDS[language];
  return [...text.matchAll(pattern)].flatMap((m) => {
    const word = m[1]!.toLowerCase();
    const n = Object.entries(numbers).find(([stem]) => word.startsWith(stem))?.[1];
    return n === ROOMS.length ? [] : [`“${m[0]}”: the hotel has ${ROOMS.length} kinds of room`];
  });
}

// ---- Charges ----

const NO_EXTRA_CHARGE: Record<LanguageCode, RegExp> = {
  EN: /no (?:extra|hidden|additional) (?:charges?|costs?|fees?)|nothing (?:extra )?to pay|all[- ]inclusive|everything is included/iu,
  RU: /никаких доплат|без доплат|без дополнительных (?:платежей|расходов|сборов)|вс[её] включено/iu,
  UZ: /qoʻshimcha toʻlov(?:lar)? yoʻq|hech qanday qoʻshimcha toʻlov|hammasi narxga kiritilgan/iu,
};

function chargeProblems(text: string, language: LanguageCode): string[] {
  text = text.replace(/\u2011/gu, '-'); // the pages write Wi‑Fi and king‑size with a non-breaking hyphen
  return PAID_EXTRAS.length > 0 && NO_EXTRA_CHARGE[language].test(text)
    ? [`promises no extra charges while ${PAID_EXTRAS.join(', ')} are paid: ${text}`]
    : [];
}

/** The tokens each check-policy line must state, in order, from CHECK_POLICY. */
function policyTokens(): string[][] {
  const window = (c: { from: string | null; to: string | null; percentOfNight: number }) =>
    [c.from, c.to].filter((t): t is string => t !== null).concat(`${c.percentOfNight}%`);
  return [
    ...CHECK_POLICY.earlyCheckIn.map(window),
    [CHECK_POLICY.checkOutTime],
    ...CHECK_POLICY.lateCheckOut.map(window),
  ];
}

/** Every string a module's catalogues hold, by language. */
function catalogueTexts(file: string): { language: LanguageCode; where: string; text: string }[] {
  const catalogue = jest.requireActual<Record<string, unknown>>(path.join(ROOT, file));
  const keys: Record<string, LanguageCode> = { UZ: 'UZ', RU: 'RU', EN: 'EN', uz: 'UZ', ru: 'RU', en: 'EN' };
  return Object.entries(catalogue).flatMap(([name, value]) => {
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value as Record<string, unknown>).flatMap(([key, texts]) =>
      keys[key] ? strings(texts).map((text) => ({ language: keys[key]!, where: `${file} ${name}.${key}`, text })) : [],
    );
  });
}

const SERVER_TEXT_FILES = ['server/guestEmail/texts.ts', 'server/staffChat/texts.ts'];
/** Every text of the site's catalogues, the room names and the server's emails and staff messages. */
const ALL_TEXTS = () =>
  [
    ...catalogueFiles(path.join(ROOT, 'src')).map((file) => path.relative(ROOT, file)),
    'src/domain/roomNames.ts',
    ...SERVER_TEXT_FILES,
  ].flatMap(catalogueTexts);

describe('room names and kind labels promise only what the records hold', () => {
  it('the checker catches the promises it exists for', () => {
    const room = (id: number, change: Partial<Room> = {}) => ({ ...ROOMS.find((r) => r.id === id)!, ...change });
    expect(promiseProblems('Luxury Single Suite', 'EN', room(5))).toHaveLength(1);
    expect(promiseProblems('Standard Single Room', 'EN', room(1, { capacity: 2 }))).toHaveLength(1);
    expect(promiseProblems('Standard Twin Room', 'EN', room(2, { beds: [{ kind: 'double', count: 1 }] }))).toHaveLength(
      1,
    );
    expect(
      promiseProblems(
        'Deluxe Double Suite',
        'EN',
        room(6, {
          capacity: 3,
          beds: [
            { kind: 'king', count: 1 },
            { kind: 'single', count: 1 },
          ],
        }),
      ),
    ).toHaveLength(1);
    expect(promiseProblems('Family Suite', 'EN', room(5))).toHaveLength(1);
    expect(promiseProblems('Двухместный люкс «Делюкс»', 'RU', room(6, { capacity: 3 }))).toHaveLength(1);
    expect(promiseProblems('Люкс одноместный', 'RU', room(5))).toHaveLength(1);
    expect(promiseProblems('Hashamatli bir kishilik lyuks', 'UZ', room(5))).toHaveLength(1);
    expect(promiseProblems('Standart ikki kishilik xona (alohida karavotlar)', 'UZ', room(2))).toEqual([]);
    expect(kindPhraseProblems('Luxury Single Suite at night', 'EN')).toHaveLength(1);
    expect(kindPhraseProblems('Одноместный люкс ночью', 'RU')).toHaveLength(1);
    expect(kindPhraseProblems('Standard Single Room in the evening', 'EN')).toEqual([]);
  });

  it.each(LANGUAGES)('every room’s name (%s) is true of its record', (code) => {
    const lang = ({ UZ: 'uz', RU: 'ru', EN: 'en' } as const)[code];
    const names = ROOMS.flatMap((room) =>
      [ROOM_NAMES[lang][room.id as 1], roomCopy[code][room.id]!.title].map((name) => [name, room] as const),
    );
    expect(names.flatMap(([name, room]) => promiseProblems(name, code, room))).toEqual([]);
  });

  it.each(LANGUAGES)('every kind label of the filter and the cards (%s) is true of every room of that kind', (code) => {
    expect(ROOMS.flatMap((room) => promiseProblems(roomTypeLabels[code][room.type], code, room))).toEqual([]);
  });

  it('no text of the site or the server names a kind of room the hotel does not have', () => {
    expect(
      ALL_TEXTS().flatMap(({ language, where, text }) =>
        kindPhraseProblems(text, language).map((p) => `${where}: ${p}`),
      ),
    ).toEqual([]);
  });
});

describe('room descriptions agree with the beds and capacities of the records', () => {
  it('the checker catches the claims it exists for', () => {
    const twin = ROOMS.find((r) => r.id === 2)!;
    expect(descriptionProblems('A bright room with a large bed.', 'EN', twin)).toHaveLength(1);
    expect(descriptionProblems('A room with two single beds and a double bed.', 'EN', twin)).toHaveLength(2);
    expect(descriptionProblems('A room with three single beds.', 'EN', twin)).toHaveLength(1);
    expect(
      descriptionProblems('Номер с тремя односпальными кроватями для семьи из трёх человек.', 'RU', twin),
    ).toHaveLength(2);
    expect(descriptionProblems('Uch kishilik oila uchun: ikkita bir kishilik karavot.', 'UZ', twin)).toHaveLength(1);
    expect(descriptionProblems('A room for couples: two separate single beds.', 'EN', ROOMS[0]!)).toHaveLength(2);
  });

  it.each(LANGUAGES)('every description (%s) names exactly its room’s beds and parties it takes', (code) => {
    expect(ROOMS.flatMap((room) => descriptionProblems(roomCopy[code][room.id]!.desc, code, room))).toEqual([]);
  });
});

describe('counts of room kinds and rooms agree with the records', () => {
  it('the checker catches a wrong number of kinds', () => {
    expect(kindCountProblems('Choose from five kinds of room.', 'EN')).toHaveLength(1);
    expect(kindCountProblems('Выберите одну из семи категорий номеров.', 'RU')).toHaveLength(1);
    expect(kindCountProblems('Oltita xona turidan birini tanlang.', 'UZ')).toEqual([]);
  });

  it('every text of the site and the server counts the kinds the records hold', () => {
    const texts = ALL_TEXTS();
    expect(
      texts.flatMap(({ language, where, text }) => kindCountProblems(text, language).map((p) => `${where}: ${p}`)),
    ).toEqual([]);
    // The check has something to check: the home and rooms pages count the kinds in every language.
    for (const language of LANGUAGES)
      expect(
        texts.filter(
          (t) => t.language === language && new RegExp(KIND_COUNT_WORDS[language].pattern.source, 'iu').test(t.text),
        ).length,
      ).toBeGreaterThan(0);
  });
});

describe('what is free, included or paid agrees with the paid extras', () => {
  it('the checker catches a promise of no extra charges', () => {
    expect(chargeProblems('Breakfast is free. No extra charges.', 'EN')).toHaveLength(1);
    expect(chargeProblems('Завтрак бесплатный. Никаких доплат.', 'RU')).toHaveLength(1);
    expect(chargeProblems('Hech qanday qoʻshimcha toʻlov yoʻq.', 'UZ')).toHaveLength(1);
    expect(chargeProblems('Early check-in and late check-out are charged extra.', 'EN')).toEqual([]);
  });

  it('no text of the site, the emails or the staff messages promises no extra charges', () => {
    expect(
      ALL_TEXTS().flatMap(({ language, where, text }) => chargeProblems(text, language).map((p) => `${where}: ${p}`)),
    ).toEqual([]);
  });

  it.each(LANGUAGES)(
    'the check policies (%s) on the room page and in the guest emails state the domain’s times and shares',
    (code) => {
      const tokens = policyTokens();
      for (const lines of [
        policyTexts[code],
        GUEST_TEXTS[({ UZ: 'uz', RU: 'ru', EN: 'en' } as const)[code]].policies,
      ]) {
        expect(lines).toHaveLength(tokens.length);
        lines.forEach((line, i) => {
          const stated = line.match(/\d{2}:\d{2}|\d+%/g) ?? [];
          expect(stated).toEqual(tokens[i]);
        });
      }
    },
  );

  it.each(LANGUAGES)('the about page (%s) names every paid extra', (code) => {
    renderWithProviders(<AboutPage />, { preloadedState: { language: { code } } });
    const text = document.body.textContent.toLowerCase();
    for (const extra of PAID_EXTRAS) expect(text).toContain(paidExtraTexts[code].names[extra].toLowerCase());
    expect(chargeProblems(document.body.textContent, code)).toEqual([]);
  });
});
