import { PAID_EXTRAS, type PaidExtra } from '../../domain/extras';
import { defineTexts } from '../i18n';
import type { LanguageCode } from '../language/languages';

interface PaidExtraWords {
  /** Each paid extra, lower-case, as it stands inside a sentence. */
  names: Record<PaidExtra, string>;
  and: string;
  /** The sentence that says what costs extra; `list` is the joined names. */
  sentence: (list: string) => string;
}

/** What the hotel charges beyond the night, in words (the list itself: src/domain/extras.ts). */
export const paidExtraTexts = defineTexts<PaidExtraWords>({
  UZ: {
    names: { early_check_in: 'erta kelish', late_check_out: 'kech ketish', conference_hall: 'konferens-zal' },
    and: 'va',
    sentence: (list) => `${list} uchun alohida haq olinadi — narxlari har bir xona sahifasida koʻrsatilgan.`,
  },
  RU: {
    names: { early_check_in: 'ранний заезд', late_check_out: 'поздний выезд', conference_hall: 'конференц-зал' },
    and: 'и',
    sentence: (list) => `Отдельно оплачиваются ${list} — цены указаны на странице каждого номера.`,
  },
  EN: {
    names: { early_check_in: 'early check-in', late_check_out: 'late check-out', conference_hall: 'the conference hall' },
    and: 'and',
    sentence: (list) => `${list} are charged extra — the prices are on each room’s page.`,
  },
});

/** "Early check-in, late check-out and the conference hall are charged extra — …", built from PAID_EXTRAS. */
export function paidExtrasSentence(language: LanguageCode, extras: readonly PaidExtra[] = PAID_EXTRAS): string {
  const words = paidExtraTexts[language];
  const names = extras.map((extra) => words.names[extra]);
  const list = names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${words.and} ${names[names.length - 1]}`;
  const sentence = words.sentence(list);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
