/**
 * What the owner's cancellation policy means for a stay (the room page with dates): the last
 * moment it may be cancelled free, in the hotel's time (src/domain/rates.ts freeCancellationUntil).
 */
import { freeCancellationUntil, type CancellationPolicy } from '../../domain/rates';
import { formatStayDate } from '../format';
import { useTexts } from '../i18n';
import { useLanguage } from '../language/LanguageProvider';
import type { LanguageCode } from '../language/languages';
import { stayDeadlineTexts } from './stayDeadline.texts';
import { useRatePlan } from './useRatePlan';

type Texts = (typeof stayDeadlineTexts)['EN'];

/** The hotel's clock is UTC+05:00 all year (src/domain/dates.ts). */
const HOTEL_OFFSET_MS = 5 * 60 * 60 * 1000;

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

/** For the guest's dates: when free cancellation ends (null without dates or with nothing to add). */
export function useStayDeadlineWords(checkin: string | null): string | null {
  const { policy } = useRatePlan();
  const { language } = useLanguage();
  const texts = useTexts(stayDeadlineTexts);
  return checkin === null ? null : stayDeadlineWords(policy, checkin, new Date(), texts, language);
}
