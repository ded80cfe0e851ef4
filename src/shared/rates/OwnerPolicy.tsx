/**
 * The owner's cancellation policy in its own words (./policy.tsx loads it on a page whose terms
 * have one): free until so many days or hours before arrival, or never free.
 */
import type { CancellationPolicy } from '../../domain/rates';
import { useTexts } from '../i18n';
import { ownerPolicyTexts } from './ownerPolicy.texts';

type Texts = (typeof ownerPolicyTexts)['EN'];

/** The policy's sentence, and its title when it is not "Free cancellation" (policy none). */
export function ownerPolicyWords(policy: CancellationPolicy, texts: Texts): { title: string | null; text: string } {
  if (policy.kind === 'none') return { title: texts.noneTitle, text: texts.none };
  return { title: null, text: texts.freeBefore(policy.before, policy.unit) };
}

export default function OwnerPolicy({ policy, part }: { policy: CancellationPolicy; part: 'title' | 'text' }) {
  const words = ownerPolicyWords(policy, useTexts(ownerPolicyTexts));
  return part === 'title' ? words.title : words.text;
}
