import styled from 'styled-components';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { BookingList, LoadState } from './BookingList';
import { useConsoleTitle } from './ConsoleLayout';
import { liveQueryOptions } from './liveRefresh';
import { useStaffTodayQuery } from './staffApi';
import { formatStayDate } from './staffFormat';
import { staffTexts } from './staff.texts';

const Days = styled.div`
  display: grid;
  gap: 24px;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    font-size: 26px;
    margin-bottom: 8px;
  }
  h3 {
    font-family: inherit;
    font-size: 17px;
    margin: 16px 0 8px;
    display: flex;
    gap: 8px;
    align-items: baseline;
  }
  h3 span {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Today and tomorrow: who arrives, who leaves, who is in the house. */
export default function TodayPage() {
  const t = useTexts(staffTexts);
  const { language } = useLanguage();
  const today = useStaffTodayQuery(undefined, liveQueryOptions());
  useConsoleTitle(t.today.title);
  return (
    <>
      <h1>{t.today.title}</h1>
      {!today.data ? (
        <LoadState error={today.error} onRetry={() => void today.refetch()} />
      ) : (
        <Days>
          {today.data.days.map((day, index) => (
            <section key={day.date} aria-labelledby={`day-${day.date}`}>
              <h2 id={`day-${day.date}`}>
                {t.today.days[index] ?? ''} · {formatStayDate(day.date, language)}
              </h2>
              {(
                [
                  ['arrivals', day.arrivals],
                  ['departures', day.departures],
                  ['inHouse', day.inHouse],
                ] as const
              ).map(([kind, bookings]) => (
                <div key={kind}>
                  <h3>
                    {t.today[kind]} <span>({bookings.length})</span>
                  </h3>
                  <BookingList
                    bookings={bookings}
                    empty={t.today.empty}
                    label={`${t.today[kind]}, ${formatStayDate(day.date, language)}`}
                  />
                </div>
              ))}
            </section>
          ))}
        </Days>
      )}
    </>
  );
}
