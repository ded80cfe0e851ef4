/**
 * The history of the "Prices and rules" page: every change of the terms, latest first — who,
 * when, what, the record before and after in words — each with a revert that asks first. A
 * revert refused (the record changed since, a season taking its nights, nights sold since, the
 * store's bounds) says why next to its change, in the console's words (rateWords.termRefusal).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Season } from '../../domain/rates';
import { overrodeOf } from '../../domain/staffApi';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { ApiProblem } from '../../store/baseQuery';
import { LoadState } from './BookingList';
import { useAnnounce } from './ConsoleLayout';
import { ratesTexts } from './rates.texts';
import { AskFirst, Section, TermList } from './ratesBits';
import { changeTitle, describeRecord, overlapWords, termRefusal } from './rateWords';
import { useRateChangesQuery, useRevertRateChangeMutation, useStaffSeasonsQuery, type RateChange } from './staffApi';
import { formatMoment } from './staffFormat';

export function RateHistory() {
  const t = useTexts(ratesTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const changes = useRateChangesQuery();
  const [revert, reverting] = useRevertRateChangeMutation();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const seasons = useStaffSeasonsQuery();

  const revertChange = async (change: RateChange) => {
    setProblems((current) => ({ ...current, [change.id]: '' }));
    const result = await revert(change.id);
    if ('error' in result && result.error) {
      const problem = result.error as ApiProblem;
      if (problem.status === 401) return;
      // A deleted season that cannot come back names the one that took its nights since.
      const before = change.before as Season | null;
      const words =
        problem.code === 'season_overlap' && before
          ? overlapWords(seasons.data ?? [], before, t, language, before.id, problem.details).words
          : (termRefusal(problem, t, language)?.words ?? (problem.status === 409 ? t.history.gone : t.failed));
      setProblems((current) => ({ ...current, [change.id]: words }));
      announce(words);
      return;
    }
    announce(t.history.reverted);
  };

  return (
    <Section aria-labelledby="rates-history">
      <h2 id="rates-history">{t.history.title}</h2>
      {!changes.data ? (
        <LoadState error={changes.error} onRetry={() => void changes.refetch()} />
      ) : changes.data.length === 0 ? (
        <p>{t.history.empty}</p>
      ) : (
        <TermList aria-label={t.history.list}>
          {changes.data.map((change) => {
            const title = changeTitle(change, t);
            const overrode = overrodeOf(change.after);
            return (
              <li key={change.id}>
                <strong>{title}</strong>
                <span className="muted">
                  {formatMoment(change.at, language)} · {t.history.by(change.actor)}
                </span>
                <dl>
                  <dt>{t.history.before}</dt>
                  <dd>{describeRecord(change.subject, change.before, t, language)}</dd>
                  <dt>{t.history.after}</dt>
                  <dd>{describeRecord(change.subject, change.after, t, language)}</dd>
                </dl>
                {overrode && (
                  <p>
                    {t.history.overrode}{' '}
                    {overrode.bookings.map((booking, index) => (
                      <span key={booking.id}>
                        {index > 0 && ', '}
                        <Link to={`/staff/requests/${encodeURIComponent(booking.reference)}`}>{booking.reference}</Link>
                      </span>
                    ))}
                    {overrode.blockedNights > 0 &&
                      `${overrode.bookings.length > 0 ? '; ' : ''}${t.history.overrodeBlocked(overrode.blockedNights)}`}
                  </p>
                )}
                {problems[change.id] && (
                  <p className="problem" role="alert">
                    {problems[change.id]}
                  </p>
                )}
                <AskFirst
                  label={t.history.revert}
                  name={t.history.revertOf(`${title}, ${formatMoment(change.at, language)}`)}
                  question={t.history.question}
                  yes={t.history.yes}
                  no={t.no}
                  busy={reverting.isLoading}
                  onConfirm={() => revertChange(change)}
                />
              </li>
            );
          })}
        </TermList>
      )}
    </Section>
  );
}
