/**
 * How the staff console's search compares what a receptionist types with a guest's name: both
 * are folded to one plain spelling, so that the same name written in another script, with
 * another apostrophe or another transliteration is the same string. Used by the server's
 * `GET /api/staff/bookings?q=` (the stored `bookings.search_key`, server/bookings/repository.ts)
 * and by any filter in the browser. Framework-free.
 *
 * The fold, in order:
 * 1. lower case; every apostrophe form (ʻ ' ’ ` ‘ ʼ ´) dropped: "Oʻgʻiloy", "O'g'iloy" and
 *    "Ogiloy" are one name (Uzbek Latin oʻ and gʻ lose their mark);
 * 2. Cyrillic (Russian and Uzbek) to Latin letter by letter (below), Uzbek ў ғ қ ҳ included;
 * 3. diacritics off (Müller → muller; ß → ss);
 * 4. the spellings one sound has across Uzbek Latin, Russian transliteration and German, made one:
 *    dzh/zh/dj → j (Жасур, Zhasur, Jasur), shch/sch → sh (Щ), kh/x → h (Хасан, Xasan, Khasan,
 *    Hasan), q → k (Қодиров, Qodirov, Кодиров), w → v, ye → e (Евгений, Yevgeniy, Evgeniy),
 *    ue/oe → u/o (Mueller), then y → i (Й, Ы: Nikolay, Nikolai, Николай; Ю, Я: Yusupova, Iusupova);
 * 5. a doubled letter written once (Anna, Ana; Muhammad, Muhamad; Мария → mariia → maria).
 *
 * The fold loses distinctions a search does not need (it never shows the folded text); its only
 * cost is a few more names found for a short prefix.
 */

/** Every apostrophe a keyboard or a word processor puts in an Uzbek name. */
const APOSTROPHES = /['ʻʼ’‘`´‛′ʹ]/g;

/** Russian and Uzbek Cyrillic letters in Latin, before the spellings are made one (step 4). */
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Uzbek
  ў: 'o',
  ғ: 'g',
  қ: 'q',
  ҳ: 'h',
  // Ukrainian and Kazakh letters seen in guests' names
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ә: 'a',
  ө: 'o',
  ү: 'u',
  ұ: 'u',
  ң: 'n',
  һ: 'h',
};

/** Latin letters that NFD does not split into a base and a mark. */
const LATIN_EXTRA: Readonly<Record<string, string>> = { ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i', æ: 'ae', œ: 'oe' };

/** Step 4: one spelling per sound, longest first where one contains another. */
const SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/dzh|zh|dj/g, 'j'],
  [/shch|sch/g, 'sh'],
  [/kh|x/g, 'h'],
  [/q/g, 'k'],
  [/w/g, 'v'],
  [/ye/g, 'e'],
  [/ue/g, 'u'],
  [/oe/g, 'o'],
  [/y/g, 'i'],
];

/** The text folded (steps 1–5), with every run of other characters (spaces, hyphens, dots) as one space. */
export function foldText(text: string): string {
  let out = text.normalize('NFC').toLowerCase().replace(APOSTROPHES, '');
  out = out.replace(/[\u0400-\u04ff]/g, (letter) => CYRILLIC[letter] ?? letter);
  out = out.normalize('NFD').replace(/\p{M}/gu, '');
  out = out.replace(/[ßøłđıæœ]/g, (letter) => LATIN_EXTRA[letter] ?? letter);
  for (const [pattern, spelling] of SPELLINGS) out = out.replace(pattern, spelling);
  out = out.replace(/([a-z])\1+/g, '$1');
  return out.replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The folded words of a text ("Yusupova Shahzoda" → ["iusupova", "shahzoda"]). */
export function foldWords(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}

/**
 * What is stored beside a name to search it by: its folded words, each after a space
 * (" iusupova shahzoda"), so that `LIKE '% word%'` finds a word by its beginning.
 */
export function searchKey(name: string): string {
  return foldWords(name)
    .map((word) => ` ${word}`)
    .join('');
}

/**
 * Whether a name matches what was typed: every typed word begins some word of the name, in any
 * order ("Yusupova Shahzoda" and "shah yusup" both find "Шахзода Юсупова"). Nothing typed matches nothing.
 */
export function nameMatches(name: string, typed: string): boolean {
  const words = foldWords(typed);
  if (words.length === 0) return false;
  const key = searchKey(name);
  return words.every((word) => key.includes(` ${word}`));
}

/** The digits of a typed phone number in any format ("+998 (90) 123-45" → "9989012345"). */
export function phoneDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

/** A typed phone fragment matches a stored number when its digits (3 at least) appear in the number's. */
export function phoneMatches(phone: string, typed: string): boolean {
  const digits = phoneDigits(typed);
  return digits.length >= 3 && phoneDigits(phone).includes(digits);
}

/**
 * A typed reference as stored references are written (upper case, `GH-` and six characters):
 * "gh7k3q9m", "GH-7K3" and "7k3q" all become a part of "GH-7K3Q9M"; null when fewer than three
 * of its characters were typed (two letters are in too many references to mean one).
 */
export function referencePart(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (compact.length < 3) return null;
  return compact.startsWith('GH') ? `GH-${compact.slice(2)}` : compact;
}

/** Whether a stored reference matches what was typed (referencePart). */
export function referenceMatches(reference: string, typed: string): boolean {
  const part = referencePart(typed);
  return part !== null && reference.includes(part);
}
