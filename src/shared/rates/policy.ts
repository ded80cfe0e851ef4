/**
 * The cancellation policy as the pages state it: the owner's (src/domain/rates.ts), or until the
 * owner sets one the spec's sentence; and for a stay, the moment free cancellation ends.
 */
import { freeCancellationUntil, type CancellationPolicy } from '../../domain/rates';
import { formatStayDate } from '../format';
import { useTexts } from '../i18n';
import { useLanguage } from '../language/LanguageProvider';
import type { LanguageCode } from '../language/languages';
import { useHotelDay } from './hotelDay';
import { policyTexts } from './policy.texts';
import { useRatePlan } from './useRatePlan';

type Texts = (typeof policyTexts)['EN'];

/** The hotel's clock is UTC+05:00 all year (src/domain/dates.ts). */
const HOTEL_OFFSET_MS = 5 * 60 * 60 * 1000;

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

/**
 * What the policy means for a stay from `checkin`: the last moment it may be cancelled free, in
 * the hotel's time, or that it has passed; null when there is nothing to add (no policy: always
 * free before the stay; policy none: never free, as its sentence says).
 */
export function stayDeadlineWords(
  policy: CancellationPolicy | null,
  checkin: string,
  now: Date,
  texts: Texts,
  language: LanguageCode,
): string | null {
  const until = freeCancellationUntil(policy, checkin);
  if (!(until instanceof Date)) return null;
  if (until.getTime() <= now.getTime()) return texts.stayLate;
  const local = new Date(until.getTime() + HOTEL_OFFSET_MS).toISOString();
  return texts.forStay(formatStayDate(local.slice(0, 10), language), local.slice(11, 16));
}

/** The policy the page states, in the page's language. */
export function usePolicyWords(): PolicyWords {
  const { policy } = useRatePlan();
  const today = useHotelDay();
  const { language } = useLanguage();
  return policyWords(policy, today, useTexts(policyTexts), language);
}

/** For the guest's dates: when free cancellation ends (null without dates or with nothing to add). */
export function useStayDeadlineWords(checkin: string | null): string | null {
  const { policy } = useRatePlan();
  const { language } = useLanguage();
  const texts = useTexts(policyTexts);
  return checkin === null ? null : stayDeadlineWords(policy, checkin, new Date(), texts, language);
}
