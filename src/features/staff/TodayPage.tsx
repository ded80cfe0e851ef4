/**
 * Today and tomorrow at the desk (GET /api/staff/today): arrivals, departures and who is in the
 * house, and the stays whose arrival day passed without a check-in. Each card has its next action
 * at hand: an unanswered request (flagged "awaiting reply") Confirm, a confirmed arrival Check in,
 * a guest leaving Check out, a stay not arrived Check in or Mark no-show; the rest open their page.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, buttonStyles, type ButtonStyleProps } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { ApiProblem } from '../../store/baseQuery';
import { Badge, BookingLines, CardList, cardFrame, LoadState, StatusBadge } from './BookingList';
import { useAnnounce, useConsoleTitle } from './ConsoleLayout';
import { liveQueryOptions } from './liveRefresh';
import { AskFirst } from './ratesBits';
import { ArrivalRooms } from './roomsBits';
import { useBookingActionMutation, useStaffTodayQuery, type StaffBooking } from './staffApi';
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

const Late = styled.section`
  margin-bottom: 24px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  h2 {
    font-family: inherit;
    font-size: 20px;
    margin: 0 0 4px;
  }
  p {
    margin: 0 0 8px;
  }
`;

const Card = styled.li`
  ${cardFrame}
  .name {
    font-size: 17px;
    font-weight: 700;
    overflow-wrap: anywhere;
    color: inherit;
  }
  .room,
  .meta,
  .actions {
    grid-column: 1 / -1;
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
    overflow-wrap: anywhere;
  }
  .leaves {
    font-weight: 600;
  }
  /* The name has the card's width and the status its own line under it: "Yangi — javob kutilmoqda"
     beside a name squeezed it into pieces on a 360 px phone. */
  .name {
    grid-column: 1 / -1;
  }
  > :nth-child(2) {
    justify-self: start;
    white-space: normal;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 8px;
  }
  .actions > * {
    min-height: 44px;
  }
`;

const OpenLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

type DeskAction = 'confirm' | 'checkIn' | 'checkOut' | 'noShow';
type ListKind = 'arrivals' | 'departures' | 'inHouse' | 'notArrived';

/** A card's button named with its guest ("Check in: Anna Schmidt"): the lists hold many of each. */
const actionOf = (action: string, guest: string) => `${action}: ${guest}`;

/**
 * The next step of a card in its list, by the stay's status; null: nothing to do but open it.
 * Tomorrow's cards (dayIndex 1) offer no check-in or check-out: the server refuses a check-in
 * before the arrival day without the request page's "early?" question, and a departure is booked
 * out on its day; an early one is the request page's deliberate step too.
 */
function nextAction(kind: ListKind, booking: StaffBooking, dayIndex: number): DeskAction | null {
  if (kind === 'arrivals' && booking.status === 'received') return 'confirm';
  if (kind === 'notArrived' && booking.status === 'confirmed') return 'checkIn';
  if (dayIndex !== 0) return null;
  if (kind === 'arrivals' && booking.status === 'confirmed') return 'checkIn';
  if (kind === 'departures' && booking.status === 'checked_in') return 'checkOut';
  return null;
}

/** One stay at the desk: who, which room, when, and its next action. */
function DeskCard({
  booking,
  kind,
  dayIndex,
  date,
  busy,
  onAction,
}: {
  booking: StaffBooking;
  kind: ListKind;
  dayIndex: number;
  date: string | null;
  busy: boolean;
  onAction: (booking: StaffBooking, action: DeskAction) => Promise<unknown>;
}) {
  const t = useTexts(staffTexts);
  const action = nextAction(kind, booking, dayIndex);
  const page = `/staff/requests/${encodeURIComponent(booking.reference)}`;
  const awaiting = booking.status === 'received';
  return (
    <Card>
      <Link className="name" to={page}>
        {booking.guestName}
      </Link>
      {awaiting ? <Badge $status="received">{t.desk.awaiting}</Badge> : <StatusBadge status={booking.status} />}
      <BookingLines
        booking={booking}
        note={
          kind === 'inHouse' &&
          booking.checkout === date && (
            <>
              {' · '}
              <span className="leaves">{t.desk.leaves[dayIndex] ?? ''}</span>
            </>
          )
        }
      />
      {kind === 'arrivals' && <ArrivalRooms booking={booking} />}
      <div className="actions">
        {action ? (
          <Button
            $size="sm"
            disabled={busy}
            aria-busy={busy || undefined}
            aria-label={actionOf(t.desk[action], booking.guestName)}
            onClick={() => void onAction(booking, action)}
          >
            {t.desk[action]}
          </Button>
        ) : (
          <OpenLink $variant="outline" $size="sm" to={page} aria-label={actionOf(t.desk.open, booking.guestName)}>
            {t.desk.open}
          </OpenLink>
        )}
        {kind === 'notArrived' && (
          <AskFirst
            label={t.desk.noShow}
            name={actionOf(t.desk.noShow, booking.guestName)}
            question={t.actions.questions.noShow}
            yes={t.actions.yes}
            no={t.actions.no}
            busy={busy}
            onConfirm={() => onAction(booking, 'noShow')}
          />
        )}
      </div>
    </Card>
  );
}

/** Today and tomorrow: who arrives, who leaves, who is in the house; each with what to do next. */
export default function TodayPage() {
  const t = useTexts(staffTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const today = useStaffTodayQuery(undefined, liveQueryOptions());
  const [act] = useBookingActionMutation();
  const [busy, setBusy] = useState<string | null>(null);
  useConsoleTitle(t.today.title);

  // The action's answer refreshes Today (its tag); a refusal is said in the server's words (an
  // early check-in, a room sold meanwhile), which come in the staff member's language.
  const run = async (booking: StaffBooking, action: DeskAction) => {
    setBusy(booking.id);
    const result = await act({ id: booking.id, action: { kind: action } });
    setBusy(null);
    if ('error' in result && result.error) {
      const problem = result.error as ApiProblem;
      if (problem.status !== 401) announce(problem.message ?? t.desk.failed);
      return;
    }
    announce(t.desk.done[action]);
  };

  const list = (kind: ListKind, bookings: readonly StaffBooking[], label: string, dayIndex = 0, date = '') =>
    bookings.length === 0 ? (
      <p>{t.today.empty}</p>
    ) : (
      <CardList aria-label={label}>
        {bookings.map((booking) => (
          <DeskCard
            key={booking.id}
            booking={booking}
            kind={kind}
            dayIndex={dayIndex}
            date={date || null}
            busy={busy === booking.id}
            onAction={run}
          />
        ))}
      </CardList>
    );

  return (
    <>
      <h1>{t.today.title}</h1>
      {!today.data ? (
        <LoadState error={today.error} onRetry={() => void today.refetch()} />
      ) : (
        <>
          {today.data.notArrived.length > 0 && (
            <Late aria-labelledby="day-not-arrived">
              <h2 id="day-not-arrived">
                {t.desk.notArrived} ({today.data.notArrived.length})
              </h2>
              <p>{t.desk.notArrivedLead}</p>
              {list('notArrived', today.data.notArrived, t.desk.notArrived)}
            </Late>
          )}
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
                    {list(kind, bookings, `${t.today[kind]}, ${formatStayDate(day.date, language)}`, index, day.date)}
                  </div>
                ))}
              </section>
            ))}
          </Days>
        </>
      )}
    </>
  );
}
