import styled from 'styled-components';
import { ROOMS, type Room } from '../../domain/rooms';
import { formatStayDate } from '../format';
import { useTexts } from '../i18n';
import { useLanguage } from '../language/LanguageProvider';
import { brokenStayRules, type StayRule } from './stayRules';
import { stayRuleTexts } from './stayRules.texts';
import { useRatePlan } from './useRatePlan';

const Note = styled.div`
  grid-column: 1 / -1;
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

/**
 * Under a stay's date fields: in words, why the owner's terms refuse these dates (a minimum stay,
 * no arrival that day, a night not sold), for `room` or, with none chosen, for every room. A live
 * region, so a screen reader hears it as the dates change; `id` lets the fields point at it.
 */
export function StayRulesNote({
  id,
  checkin,
  checkout,
  room,
}: {
  id: string;
  checkin: string | null;
  checkout: string | null;
  room?: Room;
}) {
  const { plan } = useRatePlan();
  const t = useTexts(stayRuleTexts);
  const { language } = useLanguage();
  const rules = checkin && checkout ? brokenStayRules(plan, room ? [room] : ROOMS, checkin, checkout) : [];
  const sentence = (rule: StayRule): string => {
    if (rule.kind === 'min_nights') return t.minNights(rule.nights);
    if (rule.kind === 'closed_to_arrival') return t.closedToArrival(formatStayDate(rule.date, language));
    const named = rule.nights.slice(0, NIGHTS_NAMED).map((night) => formatStayDate(night, language));
    const rest = rule.nights.length - named.length;
    const dates = [...named, ...(rest > 0 ? [t.more(rest)] : [])].join(', ');
    return t.closedNights(dates, rule.nights.length, room !== undefined);
  };
  return (
    <Note id={id} role="status">
      {rules.map((rule) => (
        <p key={rule.kind}>{sentence(rule)}</p>
      ))}
    </Note>
  );
}
