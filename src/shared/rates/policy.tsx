/**
 * The cancellation policy as the pages state it (about page, home highlights, room page): until
 * the owner sets one the spec's sentence; the owner's policy in its own words, whose code loads
 * only on a page whose terms have one (./OwnerPolicy.tsx; a prerendered page keeps its markup
 * until then). For a stay, the moment free cancellation ends is ./stayDeadline.ts.
 */
import { Suspense } from 'react';
import { formatStayDate } from '../format';
import { useTexts } from '../i18n';
import { useLanguage } from '../language/LanguageProvider';
import type { LanguageCode } from '../language/languages';
import { lazyWithPreload } from '../lazyWithPreload';
import { useHotelDay } from './hotelDay';
import { policyTexts } from './policy.texts';
import { useRatePlan } from './useRatePlan';

const OwnerPolicy = lazyWithPreload(() => import(/* webpackChunkName: "owner-policy" */ './OwnerPolicy'));

type Texts = (typeof policyTexts)['EN'];

/** The spec's "free cancellation until October 16" (month and day; the spec names no year). */
const SPEC_MONTH_DAY = '10-16';

export interface PolicyWords {
  title: string;
  text: string;
}

/**
 * The spec's sentence, while the owner has set no policy, read so that it never states a past
 * date nor a date without its year: the spec names 16 October with no year, so it is this year's
 * 16 October (year written) while that is still ahead; once it has passed, the sentence says what
 * then holds in fact with no policy set: every cancellation before the stay is free.
 */
export function specPolicyWords(today: string, texts: Texts, language: LanguageCode): PolicyWords {
  const specDay = `${today.slice(0, 4)}-${SPEC_MONTH_DAY}`;
  const text = today <= specDay ? texts.untilDate(formatStayDate(specDay, language)) : texts.beforeArrival;
  return { title: texts.freeTitle, text };
}

/** The policy's title or sentence, in the page's language. */
export function PolicyWords({ part }: { part: keyof PolicyWords }) {
  const { policy } = useRatePlan();
  const today = useHotelDay();
  const { language } = useLanguage();
  const texts = useTexts(policyTexts);
  if (policy === null) return specPolicyWords(today, texts, language)[part];
  if (policy.kind === 'free' && part === 'title') return texts.freeTitle;
  return (
    <Suspense fallback={null}>
      <OwnerPolicy policy={policy} part={part} />
    </Suspense>
  );
}
