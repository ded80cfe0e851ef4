/**
 * The cancellation policy as the pages state it: the owner's (src/domain/rates.ts), or until the
 * owner sets one the spec's sentence (for a stay, the moment free cancellation ends: ./stayDeadline.ts).
 */
import type { CancellationPolicy } from '../../domain/rates';
import { formatStayDate } from '../format';
import { useTexts } from '../i18n';
import { useLanguage } from '../language/LanguageProvider';
import type { LanguageCode } from '../language/languages';
import { useHotelDay } from './hotelDay';
import { policyTexts } from './policy.texts';
import { useRatePlan } from './useRatePlan';

type Texts = (typeof policyTexts)['EN'];

/** The spec's "free cancellation until October 16" (month and day; the spec names no year). */
const SPEC_MONTH_DAY = '10-16';

export interface PolicyWords {
  title: string;
  text: string;
}

/**
 * The policy in words. Without one the spec's sentence stands, read so that it never states a
 * past date nor a date without its year: the spec names 16 October with no year, so it is this
 * year's 16 October (year written) while that is still ahead; once it has passed, the sentence
 * says what then holds in fact with no policy set: every cancellation before the stay is free.
 */
export function policyWords(
  policy: CancellationPolicy | null,
  today: string,
  texts: Texts,
  language: LanguageCode,
): PolicyWords {
  if (policy === null) {
    const specDay = `${today.slice(0, 4)}-${SPEC_MONTH_DAY}`;
    const text = today <= specDay ? texts.untilDate(formatStayDate(specDay, language)) : texts.beforeArrival;
    return { title: texts.freeTitle, text };
  }
  if (policy.kind === 'none') return { title: texts.noneTitle, text: texts.none };
  return { title: texts.freeTitle, text: texts.freeBefore(policy.before, policy.unit) };
}

/** The policy the page states, in the page's language. */
export function usePolicyWords(): PolicyWords {
  const { policy } = useRatePlan();
  const today = useHotelDay();
  const { language } = useLanguage();
  return policyWords(policy, today, useTexts(policyTexts), language);
}
