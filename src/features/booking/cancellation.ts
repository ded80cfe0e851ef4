/**
 * The owner's cancellation policy dated for a stay, as the dialog and "My requests" say it: free
 * until a moment in the hotel's time (src/domain/rates.ts freeCancellationUntil), never free, or
 * free no longer. Nothing while the owner has set no policy: the pages say what they said before.
 */
import { freeCancellationUntil, HOTEL_OFFSET_MS, type CancellationPolicy } from '../../domain/rates';
import { formatStayDate } from '../../shared/format';
import type { LanguageCode } from '../../shared/language/languages';

export interface CancellationTexts {
  freeUntil: (when: string) => string;
  none: string;
  passed: string;
}

/** A moment as the hotel's date in words and its time: "9 January 2027, 00:00". */
export function hotelMoment(at: Date, language: LanguageCode): string {
  const local = new Date(at.getTime() + HOTEL_OFFSET_MS).toISOString();
  return `${formatStayDate(local.slice(0, 10), language)}, ${local.slice(11, 16)}`;
}

/**
 * The line for a deadline already dated (`freeUntil`: ISO 8601, null when cancelling is never
 * free), as of `now`.
 */
export function deadlineLine(
  texts: CancellationTexts,
  freeUntil: string | null,
  language: LanguageCode,
  now: Date = new Date(),
): string {
  if (freeUntil === null) return texts.none;
  const until = new Date(freeUntil);
  return until.getTime() < now.getTime() ? texts.passed : texts.freeUntil(hotelMoment(until, language));
}

/** The policy's line for a stay from `checkin`, or null while no policy is set (or the answer has none). */
export function cancellationLine(
  texts: CancellationTexts,
  policy: CancellationPolicy | null | undefined,
  checkin: string,
  language: LanguageCode,
  now: Date = new Date(),
): string | null {
  if (!policy) return null;
  const until = freeCancellationUntil(policy, checkin);
  if (until === undefined) return null;
  return deadlineLine(texts, until === null ? null : until.toISOString(), language, now);
}
