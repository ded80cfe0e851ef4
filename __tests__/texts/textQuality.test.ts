/**
 * The mechanical half of "every text reads as if a native professional wrote it": every string
 * of every catalogue (site and server), in UZ, RU and EN, checked for the wrong Uzbek apostrophe,
 * an unpluralised Russian count, a glossary term's forbidden variant (docs/glossary.md), a
 * missing non-breaking space before a unit, plain quotes or hyphens where Russian wants « » and —,
 * and an American date order in English.
 *
 * Collection is automatic: each `*.texts.ts` and `texts.ts` under src/ and server/ (plus the room
 * names and the staff glossary) is imported, every export shaped like a catalogue ({UZ, RU, EN} or {uz, ru, en}) is
 * walked, and every text function is called with sample counts and names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

type Language = 'UZ' | 'RU' | 'EN';

interface Text {
  language: Language;
  /** Where it comes from: file, export, key path, and the sample arguments of a function. */
  where: string;
  value: string;
}

const ROOT = join(__dirname, '..', '..');

/** Catalogue files: found by name, so a new catalogue is checked without editing this test. */
function catalogueFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/(^|\.)texts\.ts$/.test(entry.name)) found.push(path);
    }
  };
  walk(join(ROOT, 'src'));
  walk(join(ROOT, 'server'));
  found.push(join(ROOT, 'src', 'domain', 'roomNames.ts'));
  // The staff's glossary.
  found.push(join(ROOT, 'src', 'domain', 'staffWords.ts'));
  return found.sort();
}

/** Sample counts: the Russian forms one, few, many, the teens and 21. */
const COUNTS = [1, 2, 5, 11, 21];
/** Parameters that take a count; any other parameter gets a sample name. */
const COUNT_PARAM = /^(n|count|total|shown|largest|m2|nights|guests|amount|id)$/;
const SAMPLE_NAME = 'Anna';
/** Functions whose samples cannot be guessed from their parameters' names. */
const EXPLICIT_SAMPLES: Record<string, unknown[][]> = {
  // One alt text per gallery photo, 1–30.
  galleryAlt: Array.from({ length: 30 }, (_, i) => [i + 1]),
};

function paramNames(fn: (...args: unknown[]) => unknown): string[] {
  const source = fn.toString();
  const list = /^[^(]*\(([^)]*)\)/.exec(source)?.[1] ?? /^\s*([\w$]+)\s*=>/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((p) => p.replace(/=.*$/, '').trim())
    .filter(Boolean);
}

function sampleCalls(
  fn: (...args: unknown[]) => unknown,
  explicit?: unknown[][],
): Array<{ args: unknown[]; label: string }> {
  if (explicit) return explicit.map((args) => ({ args, label: args.join(', ') }));
  const names = paramNames(fn);
  if (!names.some((name) => COUNT_PARAM.test(name)))
    return [{ args: names.map(() => SAMPLE_NAME), label: names.join(', ') }];
  return COUNTS.map((n) => ({
    args: names.map((name) => (COUNT_PARAM.test(name) ? n : SAMPLE_NAME)),
    label: String(n),
  }));
}

function collect(value: unknown, language: Language, where: string, out: Text[], explicitKey: string): void {
  if (typeof value === 'string') {
    out.push({ language, where, value });
  } else if (typeof value === 'function') {
    for (const { args, label } of sampleCalls(
      value as (...args: unknown[]) => unknown,
      EXPLICIT_SAMPLES[explicitKey],
    )) {
      collect((value as (...args: unknown[]) => unknown)(...args), language, `${where}(${label})`, out, '');
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, language, `${where}[${i}]`, out, ''));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collect(item, language, `${where}.${key}`, out, '');
  }
}

const LANGUAGE_KEYS: Record<string, Language> = { UZ: 'UZ', RU: 'RU', EN: 'EN', uz: 'UZ', ru: 'RU', en: 'EN' };

function isCatalogue(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const keys = Object.keys(value);
  return ['UZ', 'RU', 'EN'].every((k) => keys.includes(k)) || ['uz', 'ru', 'en'].every((k) => keys.includes(k));
}

function allTexts(): Text[] {
  const out: Text[] = [];
  for (const file of catalogueFiles()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the catalogue files are found at run time and read synchronously
    const module = require(file) as Record<string, unknown>;
    for (const [name, exported] of Object.entries(module)) {
      if (!isCatalogue(exported)) continue;
      for (const [key, texts] of Object.entries(exported)) {
        const language = LANGUAGE_KEYS[key];
        if (!language) continue;
        // Technical fields that are not read by anyone (locale tags).
        const readable =
          texts && typeof texts === 'object' && !Array.isArray(texts)
            ? Object.fromEntries(Object.entries(texts).filter(([k]) => !/^(locale|timeLocale)$/.test(k)))
            : texts;
        collect(readable, language, `${relative(ROOT, file)} ${name}.${key}`, out, name);
      }
    }
  }
  return out;
}

// ---- (a) Uzbek apostrophes ----

/** The spec's verbatim Uzbek texts keep their ASCII apostrophes (sections 5, 8, 9). */
const VERBATIM_UZ = new Set([
  "Ketish sanasi kelish sanasidan keyin bo'lishi kerak.",
  "Mehmonlar soni 1 dan kam bo'lolmaydi.",
  "Xatolik yuz berdi. Keyinroq qayta urinib ko'ring.",
]);

export function uzbekApostropheProblems(value: string): string[] {
  if (VERBATIM_UZ.has(value)) return [];
  const text = value.replace(/so'm/g, 'som');
  const problems: string[] = [];
  for (const match of text.matchAll(/\p{L}['‘’`´]\p{L}/gu))
    problems.push(`plain apostrophe in “${context(text, match.index)}”`);
  for (const match of text.matchAll(/(?<![oOgG])ʻ/gu))
    problems.push(`ʻ (U+02BB) not after o or g in “${context(text, match.index)}”`);
  for (const match of text.matchAll(/[oOgG]ʼ(?=[a-z])/gu)) {
    // oʼ is the tutuq belgisi only in a few loanwords (moʼtadil); everywhere else it is oʻ.
    if (!/moʼta/i.test(text.slice(match.index - 1, match.index + 5)))
      problems.push(`ʼ (U+02BC) where oʻ/gʻ belongs in “${context(text, match.index)}”`);
  }
  return problems;
}

// ---- (b) Russian counts ----

/** A counted noun's forms: after a bare number (nominative) and after a preposition (genitive). */
interface Noun {
  nominative: [string, string, string];
  genitive: [string, string, string];
}

const RU_NOUNS: Noun[] = [
  { nominative: ['ночь', 'ночи', 'ночей'], genitive: ['ночи', 'ночей', 'ночей'] },
  { nominative: ['гость', 'гостя', 'гостей'], genitive: ['гостя', 'гостей', 'гостей'] },
  { nominative: ['номер', 'номера', 'номеров'], genitive: ['номера', 'номеров', 'номеров'] },
  { nominative: ['комната', 'комнаты', 'комнат'], genitive: ['комнаты', 'комнат', 'комнат'] },
  { nominative: ['фотография', 'фотографии', 'фотографий'], genitive: ['фотографии', 'фотографий', 'фотографий'] },
  { nominative: ['день', 'дня', 'дней'], genitive: ['дня', 'дней', 'дней'] },
  { nominative: ['год', 'года', 'лет'], genitive: ['года', 'лет', 'лет'] },
  { nominative: ['символ', 'символа', 'символов'], genitive: ['символа', 'символов', 'символов'] },
  { nominative: ['человек', 'человека', 'человек'], genitive: ['человека', 'человек', 'человек'] },
  { nominative: ['минута', 'минуты', 'минут'], genitive: ['минуты', 'минут', 'минут'] },
  { nominative: ['секунда', 'секунды', 'секунд'], genitive: ['секунды', 'секунд', 'секунд'] },
  { nominative: ['страна', 'страны', 'стран'], genitive: ['страны', 'стран', 'стран'] },
  { nominative: ['запрос', 'запроса', 'запросов'], genitive: ['запроса', 'запросов', 'запросов'] },
  { nominative: ['участник', 'участника', 'участников'], genitive: ['участника', 'участников', 'участников'] },
];

/** Words after which a count takes the genitive (до 5 гостей, из 6 номеров, на 2 гостей, не более 90 ночей). */
const GENITIVE_BEFORE = /(?:^|[\s(])(до|из|от|на|для|более|менее|свыше|около|больше|меньше)\s+$/iu;

function formIndex(n: number): 0 | 1 | 2 {
  const tens = n % 100;
  const units = n % 10;
  if (units === 1 && tens !== 11) return 0;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return 1;
  return 2;
}

export function russianCountProblems(value: string): string[] {
  const problems: string[] = [];
  for (const match of value.matchAll(/(?<![\d.,:])(\d+)[\s\u00a0\u202f]+(\p{L}+)/gu)) {
    const n = Number(match[1]);
    const word = match[2]!.toLowerCase();
    const noun = RU_NOUNS.find((entry) => [...entry.nominative, ...entry.genitive].includes(word));
    if (!noun) continue;
    // A year (с 2007 года) is an ordinal, not a count.
    if (noun.nominative[0] === 'год' && n >= 1000) continue;
    const i = formIndex(n);
    const allowed = GENITIVE_BEFORE.test(value.slice(0, match.index))
      ? [noun.nominative[i], noun.genitive[i]]
      : [noun.nominative[i]];
    if (!allowed.includes(word)) problems.push(`“${match[0]}”: ${n} takes ${allowed.join(' or ')}`);
  }
  return problems;
}

// ---- (c) glossary ----

interface Forbidden {
  language: Language;
  variant: string;
  pattern: RegExp;
  idea: string;
}

/** The Never column of docs/glossary.md, per language section. */
export function glossaryForbidden(markdown: string): Forbidden[] {
  const out: Forbidden[] = [];
  let language: Language | undefined;
  for (const line of markdown.split('\n')) {
    const heading = /^##\s+(UZ|RU|EN)\s*$/.exec(line);
    if (heading) {
      language = heading[1] as Language;
      continue;
    }
    if (/^##\s/.test(line)) language = undefined;
    if (!language || !line.startsWith('|')) continue;
    const cells = line.split('|').map((cell) => cell.trim());
    const idea = cells[1] ?? '';
    const never = cells[3] ?? '';
    for (const [, variant] of never.matchAll(/`([^`]+)`/g)) {
      const stem = variant!.endsWith('*');
      const exactCase = variant!.startsWith('=');
      const body = variant!
        .replace(/^=/, '')
        .replace(/\*$/, '')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/ /g, '[\\s\\u00a0]+');
      out.push({
        language,
        variant: variant!,
        idea,
        pattern: new RegExp(`(?<![\\p{L}\\p{N}ʻʼ'-])${body}${stem ? '' : '(?![\\p{L}ʻʼ-])'}`, exactCase ? 'u' : 'iu'),
      });
    }
  }
  return out;
}

// ---- (d) units ----

const UNITS = ["so'm", 'сум', 'm²', 'м²', 'L', 'l', 'л', 'km', 'км', 'min', 'мин', 'daqiqa', 'kg', 'кг'];
const UNIT_PATTERN = new RegExp(
  `\\d(?:[ \\t]|)(?:${UNITS.map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}ʻʼ'])`,
  'gu',
);

export function unitSpaceProblems(value: string): string[] {
  return [...value.matchAll(UNIT_PATTERN)].map((match) => `no non-breaking space in “${context(value, match.index)}”`);
}

// ---- (e) Russian quotes and dashes ----

export function russianTypographyProblems(value: string): string[] {
  const problems: string[] = [];
  // „ “ are the inner quotes inside « »: «Двухместный люкс „Делюкс“».
  if (/["“”]/.test(value.replace(/<[^>]*>/g, '').replace(/„[^“”"]*“/g, '')))
    problems.push(`straight or English quotes instead of « » in “${value}”`);
  if (/\s[-–]\s/.test(value)) problems.push(`hyphen or en dash instead of — in “${value}”`);
  return problems;
}

// ---- (f) British dates ----

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';

export function americanDateProblems(value: string): string[] {
  return [...value.matchAll(new RegExp(`\\b(?:${MONTHS}) \\d{1,2}\\b`, 'g'))].map(
    (match) => `American date “${match[0]}” (British: day first)`,
  );
}

// ---- (g) Russian nested quotes ----

/** Quotes inside « » are „ “: «Двухместный люкс „Делюкс“», never «…«…»». */
export function russianNestedQuoteProblems(value: string): string[] {
  let depth = 0;
  for (const char of value) {
    if (char === '«' && ++depth > 1) return [`« inside «…» (use „ “ inside) in “${value}”`];
    if (char === '»') depth = Math.max(0, depth - 1);
  }
  return [];
}

// ---- (h) words with a hyphen of their own ----

/** Words whose own hyphen must not end a line: written with a non-breaking hyphen (U+2011). */
const HYPHENATED = ['Wi-Fi', 'king-size'];

export function breakableHyphenProblems(value: string): string[] {
  return HYPHENATED.filter((word) => value.toLowerCase().includes(word.toLowerCase())).map(
    (word) => `“${word}” with a plain hyphen (a line may break at it): write ${word.replace('-', '\u2011')}`,
  );
}

// ---- (i) a stay is never a trip ----

/** The guest's stay is a stay: a trip is what a traveller makes (a business trip is one). */
const TRIP: Record<Language, RegExp> = {
  UZ: /(?<!ish\s)(?<![\p{L}ʻʼ])safar(?!i\b|ida\b|idagi\b|iga\b)/iu,
  RU: /поездк/iu,
  EN: /(?<!business\s)\btrips?\b/iu,
};

export function tripProblems(value: string, language: Language): string[] {
  const match = TRIP[language].exec(value);
  return match ? [`a stay called a trip in “${context(value, match.index)}”`] : [];
}

// ---- (j) Uzbek dates ----

const UZ_MONTHS = 'yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr';

/** Uzbek writes the year first: "2026-yil 16-dekabr", "2026-yil 16–19-dekabr", never "16-dekabr, 2026". */
export function uzbekDateProblems(value: string): string[] {
  const pattern = new RegExp(`\\d{1,2}-(?:${UZ_MONTHS}),? \\d{4}`, 'gu');
  return [...value.matchAll(pattern)].map(
    (match) => `year after the month in “${match[0]}” (write 2026-yil 16-dekabr)`,
  );
}

function context(text: string, index = 0): string {
  return text.slice(Math.max(0, index - 20), index + 20);
}

// ---- the checks ----

const TEXTS = allTexts();
const FORBIDDEN = glossaryForbidden(readFileSync(join(ROOT, 'docs', 'glossary.md'), 'utf8'));

function failures(check: (text: Text) => string[]): string[] {
  return TEXTS.flatMap((text) => check(text).map((problem) => `${text.language} ${text.where}: ${problem}`));
}

describe('text quality of every catalogue (site and server)', () => {
  it('collects the texts of every catalogue in three languages', () => {
    expect(catalogueFiles().length).toBeGreaterThanOrEqual(20);
    for (const language of ['UZ', 'RU', 'EN'] as const)
      expect(TEXTS.filter((t) => t.language === language).length).toBeGreaterThan(400);
    expect(FORBIDDEN.length).toBeGreaterThan(50);
  });

  it('writes Uzbek with ʻ in oʻ, gʻ and ʼ for the tutuq belgisi, never a plain apostrophe', () => {
    expect(failures((t) => (t.language === 'UZ' ? uzbekApostropheProblems(t.value) : []))).toEqual([]);
  });

  it('puts every Russian counted noun in the form its number asks for', () => {
    expect(failures((t) => (t.language === 'RU' ? russianCountProblems(t.value) : []))).toEqual([]);
  });

  it('uses no variant the glossary forbids', () => {
    expect(
      failures((t) =>
        FORBIDDEN.filter((f) => f.language === t.language && f.pattern.test(t.value)).map(
          (f) => `“${f.variant}” (${f.idea})`,
        ),
      ),
    ).toEqual([]);
  });

  it('joins a number to its unit with a non-breaking space', () => {
    expect(failures((t) => unitSpaceProblems(t.value))).toEqual([]);
  });

  it('writes Russian quotes as « » and dashes as a spaced —', () => {
    expect(failures((t) => (t.language === 'RU' ? russianTypographyProblems(t.value) : []))).toEqual([]);
  });

  it('writes English dates the British way (16 October)', () => {
    expect(failures((t) => (t.language === 'EN' ? americanDateProblems(t.value) : []))).toEqual([]);
  });

  it('nests Russian quotes as „ “ inside « »', () => {
    expect(failures((t) => (t.language === 'RU' ? russianNestedQuoteProblems(t.value) : []))).toEqual([]);
  });

  it('never breaks a word at its own hyphen (Wi‑Fi, king‑size)', () => {
    expect(failures((t) => breakableHyphenProblems(t.value))).toEqual([]);
  });

  it('never calls a stay a trip (safar, поездка, trip)', () => {
    expect(failures((t) => tripProblems(t.value, t.language))).toEqual([]);
  });

  it('writes Uzbek dates year first (2026-yil 16-dekabr)', () => {
    expect(failures((t) => (t.language === 'UZ' ? uzbekDateProblems(t.value) : []))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it("finds a plain apostrophe in Uzbek but keeps so'm and the spec alerts", () => {
    expect(uzbekApostropheProblems("Qo'shimcha")).toHaveLength(1);
    expect(uzbekApostropheProblems('Qo‘shimcha')).toHaveLength(1);
    expect(uzbekApostropheProblems("Qoʻshimcha maʼlumot, 100 so'm")).toEqual([]);
    expect(uzbekApostropheProblems("Mehmonlar soni 1 dan kam bo'lolmaydi.")).toEqual([]);
    expect(uzbekApostropheProblems('maʻlumot')).toHaveLength(1);
  });

  it('finds an unpluralised Russian count', () => {
    expect(russianCountProblems('Номера, где не поместятся 3 гостей, скрыты.')).toHaveLength(1);
    expect(russianCountProblems('до 21 гостей')).toHaveLength(1);
    expect(russianCountProblems('21 ночь, 2 ночи, 5 ночей, до 3 гостей, 11 номеров, с 2007 года')).toEqual([]);
  });

  it('reads forbidden variants from the glossary, stems included', () => {
    const forbidden = glossaryForbidden(
      '## RU\n| Idea | Use | Never |\n| --- | --- | --- |\n| request | запрос | `заявк*`, `сутки` |\n',
    );
    expect(forbidden.map((f) => f.language)).toEqual(['RU', 'RU']);
    expect(forbidden[0]!.pattern.test('отправьте заявку')).toBe(true);
    expect(forbidden[1]!.pattern.test('круглосуточно')).toBe(false);
    const [exact] = glossaryForbidden('## UZ\n| European | Yevropa | `=yevropa` |\n');
    expect([exact!.pattern.test('yevropa taomlari'), exact!.pattern.test('Yevropa taomlari')]).toEqual([true, false]);
  });

  it('finds nested «…«…»», a breakable Wi-Fi, a stay called a trip and an Uzbek date with the year last', () => {
    expect(russianNestedQuoteProblems('номера «Люкс «Делюкс»»')).toHaveLength(1);
    expect(russianNestedQuoteProblems('номера «Люкс „Делюкс“», «Стандарт»')).toEqual([]);
    expect(breakableHyphenProblems('Бесплатный Wi-Fi')).toHaveLength(1);
    expect(breakableHyphenProblems('Бесплатный Wi\u2011Fi')).toEqual([]);
    expect(tripProblems('Sizning safaringiz', 'UZ')).toHaveLength(1);
    expect(tripProblems('Ish safaridagi mutaxassislar, ish safari uchun', 'UZ')).toEqual([]);
    expect(tripProblems('Ваша поездка', 'RU')).toHaveLength(1);
    expect(tripProblems('Total for your trip', 'EN')).toHaveLength(1);
    expect(tripProblems('a room for a business trip', 'EN')).toEqual([]);
    expect(uzbekDateProblems('16-dekabr, 2026 – 19-dekabr, 2026')).toHaveLength(2);
    expect(uzbekDateProblems('2026-yil 16–19-dekabr')).toEqual([]);
  });

  it('finds a plain space before a unit', () => {
    expect(unitSpaceProblems("1 150 000 so'm")).toHaveLength(1);
    expect(unitSpaceProblems('25\u00a0м², 0,5\u00a0л, 5 лет')).toEqual([]);
  });
});
