import { screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { ROOM_AMENITIES, ROOMS, type RoomAmenity } from '../../src/domain/rooms';
import AboutPage from '../../src/features/about/AboutPage';
import { Offers } from '../../src/features/home/Offers';
import { ServicesGrid } from '../../src/features/home/ServicesGrid';
import type { LanguageCode } from '../../src/shared/language/languages';
import RoomsPage from '../../src/features/rooms/RoomsPage';
import { roomCopy } from '../../src/shared/rooms/roomCatalogue.texts';
import { renderApp, renderWithProviders } from '../support/render';

/*
 * Every claim about breakfast, Wi-Fi, parking or the sauna must be true for every room it covers.
 * An amenity some room lacks may be promised for all ("every room", "for guests", "barcha",
 * "всех") only with an "except" that names exactly the rooms without it; a sentence that names
 * rooms may name only rooms that have it; a count ("4 of our 6 rooms") must be the data's count.
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
const UNIVERSAL = WORD('every|all|each|any|throughout|barcha|har bir|hamma|har qanday|butun|все|всех|всем|каждый|каждом|каждого|любой|любом|любого|всём');
// "Free for guests" with no rooms named promises it to every guest.
const BARE_GUESTS = /(?<!\p{L})for (?:our |hotel |all )?guests(?! of)(?!\p{L})|для (?:всех )?гостей(?! номер| всех номеров| \d)|(?<!\p{L})mehmon(?:lar|larimiz|larga) uchun/iu;
const EXCEPT = WORD('except|кроме|tashqari');
const COUNTS = [/(\d+) of our (\d+) rooms/u, /(\d+) of (\d+) rooms/u, /(\d+) из (\d+) номеров/u, /(\d+) ta xonadan (\d+) tasi/u];

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
  const problems: string[] = [];
  for (const sentence of sentences(text)) {
    for (const amenity of partial) {
      if (!AMENITY_WORDS[amenity].test(sentence)) continue;
      const named = ROOMS.filter((room) => quotes(sentence).includes(quotes(roomCopy[language][room.id]!.title)));
      const without = ROOMS.filter((room) => !room.amenities.includes(amenity));
      const ids = (rooms: readonly { id: number }[]) => rooms.map((room) => room.id).join(',');
      if (EXCEPT.test(sentence)) {
        if (ids(named) !== ids(without)) problems.push(`${amenity}: "except" must name exactly the rooms without it (${ids(without)}): ${sentence}`);
      } else if (named.length > 0) {
        const wrong = named.filter((room) => !room.amenities.includes(amenity));
        if (wrong.length > 0) problems.push(`${amenity}: names rooms without it (${ids(wrong)}): ${sentence}`);
      } else if (UNIVERSAL.test(sentence) || BARE_GUESTS.test(sentence)) {
        problems.push(`${amenity}: claimed for every room or guest, but rooms ${ids(without)} lack it: ${sentence}`);
      }
      for (const pattern of COUNTS) {
        const m = pattern.exec(sentence);
        if (!m) continue;
        const [count, total] = pattern.source.includes('ta xonadan') ? [m[2], m[1]] : [m[1], m[2]];
        const expected = ROOMS.length - without.length;
        if (Number(count) !== expected || Number(total) !== ROOMS.length) problems.push(`${amenity}: says ${count} of ${total} rooms, the data has ${expected} of ${ROOMS.length}: ${sentence}`);
      }
    }
  }
  return problems;
}

/** Every string a catalogue holds or its functions return for typical arguments. */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' && typeof value !== 'function') return [];
  if (seen.has(value)) return [];
  seen.add(value);
  if (typeof value === 'function') {
    const results: string[] = [];
    for (const args of [[2, 6], [1, 1], ['A', 'B']]) {
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
    expect(claimProblems('Завтрак, парковка, сауна и Wi-Fi бесплатны для всех гостей — без доплат.', 'RU')).toHaveLength(2);
    expect(claimProblems('Finlyandiya saunasi va dam olish xonasi mehmonlarimiz uchun bepul.', 'UZ')).toHaveLength(1);
    expect(claimProblems('The sauna is free for hotel guests.', 'EN')).toHaveLength(1);
    expect(claimProblems('Финская сауна и комната отдыха для гостей отеля бесплатны.', 'RU')).toHaveLength(1);
    expect(claimProblems('Parking is free for guests of every room except the Standard Single Room.', 'EN')).toHaveLength(1);
    expect(claimProblems('The sauna comes with the Family Suite.', 'EN')).toHaveLength(1);
    expect(claimProblems('Free parking for guests of 5 of our 6 rooms.', 'EN')).toHaveLength(1);
    expect(claimProblems('Breakfast and Wi-Fi are free for every guest.', 'EN')).toEqual([]);
  });

  const files = [...catalogueFiles(path.join(ROOT, 'src'))].sort();

  it.each(files.map((file) => [path.relative(ROOT, file)]))('%s claims nothing the rooms do not have', (file) => {
    const catalogue = jest.requireActual<Record<string, unknown>>(path.join(ROOT, file));
    const problems: string[] = [];
    for (const [name, value] of Object.entries(catalogue)) {
      const byLanguage = value && typeof value === 'object' && 'UZ' in value && 'RU' in value && 'EN' in value ? (value as Record<LanguageCode, unknown>) : null;
      for (const language of LANGUAGES) {
        for (const text of strings(byLanguage ? byLanguage[language] : value)) problems.push(...claimProblems(text, language).map((p) => `${name}.${language} ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('the server notifications claim nothing the rooms do not have', () => {
    const source = fs.readFileSync(path.join(ROOT, 'server/notify/messages.ts'), 'utf8');
    const literals = source.match(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g) ?? [];
    expect(literals.flatMap((text) => LANGUAGES.flatMap((language) => claimProblems(text, language)))).toEqual([]);
  });

  it('no room description mentions an amenity the room lacks', () => {
    const problems = LANGUAGES.flatMap((language) =>
      ROOMS.flatMap((room) => ROOM_AMENITIES.filter((a) => !room.amenities.includes(a) && AMENITY_WORDS[a].test(roomCopy[language][room.id]!.desc)).map((a) => `${language} room ${room.id}: ${a}`)),
    );
    expect(problems).toEqual([]);
  });
});

describe('pages say which rooms include parking and the sauna', () => {
  const pageText = () => Array.from(document.body.querySelectorAll('h1, h2, h3, p, li, small')).map((el) => el.textContent ?? '');
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
    expect(claims.some((s) => AMENITY_WORDS.sauna.test(s) && saunaTitles.every((title) => quotes(s).includes(title)))).toBe(true);
    const noParking = ROOMS.filter((room) => !room.amenities.includes('parking')).map((room) => quotes(roomCopy[code][room.id]!.title));
    expect(claims.some((s) => AMENITY_WORDS.parking.test(s) && EXCEPT.test(s) && noParking.every((title) => quotes(s).includes(title)))).toBe(true);
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

  it.each(LANGUAGES.flatMap((code) => (['parking', 'sauna'] as const).map((slug) => [code, slug] as const)))('service page %s /services/%s', async (code, slug) => {
    renderApp({ route: `/${code.toLowerCase()}/services/${slug}`, preloadedState: { language: { code } } });
    await screen.findByRole('heading', { level: 1 });
    expect(checked(code).length).toBeGreaterThan(0);
  });
});
