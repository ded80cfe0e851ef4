/**
 * The words of a stay search's note (./StayRulesNote.tsx): why the owner's restrictions refuse
 * these dates. Loaded only when the plan has restrictions, so no page carries it otherwise.
 */
import styled from 'styled-components';
import { ROOMS, type Room } from '../../domain/rooms';
import type { RatePlan } from '../../domain/rates';
import { formatStayDate } from '../format';
import { useTexts } from '../i18n';
import { useLanguage } from '../language/LanguageProvider';
import { brokenStayRules, type StayRule } from './stayRules';
import { stayRuleTexts } from './stayRules.texts';

const Words = styled.div`
  p {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
    line-height: 1.45;
    color: ${({ theme }) => theme.colors.danger};
  }
  p + p {
    margin-top: 4px;
  }
`;

/** Nights written out, at most this many; the rest counted. */
const NIGHTS_NAMED = 3;

export default function StayRules({
  plan,
  checkin,
  checkout,
  room,
}: {
  plan: RatePlan;
  checkin: string;
  checkout: string;
  room?: Room;
}) {
  const t = useTexts(stayRuleTexts);
  const { language } = useLanguage();
  const rules = brokenStayRules(plan, room ? [room] : ROOMS, checkin, checkout);
  const sentence = (rule: StayRule): string => {
    if (rule.kind === 'min_nights') return t.minNights(rule.nights);
    if (rule.kind === 'closed_to_arrival') return t.closedToArrival(formatStayDate(rule.date, language));
    const named = rule.nights.slice(0, NIGHTS_NAMED).map((night) => formatStayDate(night, language));
    const rest = rule.nights.length - named.length;
    const dates = [...named, ...(rest > 0 ? [t.more(rest)] : [])].join(', ');
    return t.closedNights(dates, rule.nights.length, room !== undefined);
  };
  if (rules.length === 0) return null;
  return (
    <Words>
      {rules.map((rule) => (
        <p key={rule.kind}>{sentence(rule)}</p>
      ))}
    </Words>
  );
}
