import { useEffect, useRef, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { addDays, isIsoDate, todayInHotel } from '../../domain/dates';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { LanguageCode } from '../../shared/language/languages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { BookingList, LoadState } from './BookingList';
import { useConsoleTitle } from './ConsoleLayout';
import { Field, Legend } from './formBits';
import { useStaffBookingsQuery, useStaffCalendarQuery, type CalendarNight } from './staffApi';
import { formatNumber } from '../../shared/format';
import { formatMonth, formatStayDate, roomLabel } from './staffFormat';
import {
  calendarRangeChosen,
  nightClosed,
  nightOpened,
  selectCalendarDays,
  selectCalendarFrom,
  selectOpenNight,
} from './staffUiSlice';
import { staffTexts } from './staff.texts';

type NightState = 'free' | 'full' | 'closed';

/** How a night reads at a glance: some free, none free, or closed. */
function stateOf(night: CalendarNight): NightState {
  if (night.free > 0) return 'free';
  return night.closed > 0 && night.taken + night.blocked === 0 ? 'closed' : 'full';
}

const CELL = {
  free: { bg: '#e3f4ea', fg: '#0a5c36' },
  full: { bg: '#f9dcd8', fg: '#8c1d18' },
  closed: { bg: '#4f5d62', fg: '#ffffff' },
} as const;

const Range = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px 12px;
  margin-bottom: 12px;
  > div {
    flex: 0 1 220px;
  }
  .buttons {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
  /* On a phone the range takes two rows of fields and buttons, not the whole first screen: the
     two fields side by side, Show under them, Earlier and Later side by side. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    .buttons {
      grid-column: 1 / -1;
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    .buttons > :first-child {
      grid-column: 1 / -1;
    }
    .buttons > button {
      padding: 0 8px;
    }
  }
`;

/**
 * Units the owner took out of sale on a night that is not wholly closed (out of service, or a
 * closure over rooms already sold): a dark tag in the cell's top corner with their number.
 */
const ClosedTag = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
  min-width: 16px;
  height: 16px;
  padding: 0 3px;
  border-radius: 8px;
  background: ${CELL.closed.bg};
  color: ${CELL.closed.fg};
  font-size: 11px;
  font-weight: 700;
  line-height: 16px;
  text-align: center;
  pointer-events: none;
`;

const Swatch = styled.span<{ $kind: 'free' | 'full' | 'closed' | 'pending' | 'blocked' }>`
  display: inline-block;
  width: 18px;
  height: 18px;
  border-radius: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $kind }) =>
    $kind === 'pending'
      ? css`
          background: linear-gradient(to top, #e0a100 0 5px, #fff 5px);
        `
      : $kind === 'blocked'
        ? css`
            background: repeating-linear-gradient(45deg, #fff 0 3px, #9aa5a8 3px 5px);
          `
        : css`
            background: ${CELL[$kind].bg};
          `}
`;

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  -webkit-overflow-scrolling: touch;
  table {
    border-collapse: separate;
    border-spacing: 0;
    font-size: 14px;
  }
  th,
  td {
    padding: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  /* A night's colour fills its cell, however tall the room's name makes the row (a cell's height
     is its least one, which lets the button's 100% follow the row). */
  td {
    height: 48px;
  }
  thead th {
    padding: 4px 2px;
    font-weight: 600;
    text-align: center;
    line-height: 1.2;
    white-space: nowrap;
    min-width: 44px;
  }
  /* A month's name stays in view beside the room column while its nights scroll under it. */
  thead th.month {
    text-align: left;
    padding: 6px 0 2px;
  }
  thead th.month span {
    position: sticky;
    left: 128px;
    padding: 0 8px;
    @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
      left: 208px;
    }
  }
  thead th small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  thead th.weekend small {
    color: ${({ theme }) => theme.colors.accent};
  }
  /* Room names stay in view while the nights scroll under them. */
  th[scope='row'],
  thead th.room {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    padding: 4px 6px 4px 8px;
    /* Wide enough for a room name's longest word in each language ("двухместный" at 13 px): a
       narrower column broke it in the middle ("Стандартн-ый"). */
    width: 120px;
    min-width: 120px;
    max-width: 120px;
    font-size: 13px;
    font-weight: 600;
    line-height: 1.2;
    white-space: normal;
    overflow-wrap: normal;
    hyphens: manual;
    @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
      width: 200px;
      min-width: 200px;
      max-width: 200px;
    }
  }
  th[scope='row'] small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A night's button with its closed-units tag over its corner. */
const NightCell = styled.div`
  position: relative;
  width: 44px;
`;

/** The legend's picture of a cell with units out of sale. */
const TagSwatch = styled(Swatch)`
  position: relative;
  width: 30px;
  height: 22px;
`;

const NightButton = styled.button<{ $state: NightState; $pending: boolean; $blocked: boolean; $open: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  min-width: 44px;
  height: 100%;
  min-height: 48px;
  margin: 0;
  padding: 0;
  border: 0;
  border-left: 1px solid #fff;
  font-weight: 700;
  font-size: 16px;
  font-variant-numeric: tabular-nums;
  ${({ $state }) => css`
    background: ${CELL[$state].bg};
    color: ${CELL[$state].fg};
  `}
  ${({ $blocked }) =>
    $blocked &&
    css`
      background-image: repeating-linear-gradient(45deg, transparent 0 4px, rgba(79, 93, 98, 0.28) 4px 6px);
    `}
  ${({ $pending }) =>
    $pending &&
    css`
      &::after {
        content: '';
        position: absolute;
        left: 4px;
        right: 4px;
        bottom: 3px;
        height: 5px;
        border-radius: 2px;
        background: #e0a100;
      }
    `}
  /* A night is data, not an action, on paper: it prints with its colour. */
  @media print {
    && {
      display: grid;
      print-color-adjust: exact;
    }
  }
  ${({ $open, theme }) =>
    $open &&
    css`
      outline: 3px solid ${theme.colors.primary};
      outline-offset: -3px;
    `}
`;

const NightPanel = styled.section`
  margin-top: 16px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    font-family: inherit;
    font-size: 19px;
    outline: none;
  }
  .head {
    display: flex;
    justify-content: space-between;
    align-items: start;
    gap: 8px;
  }
  .counts {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function weekday(iso: string): number {
  // 0 = Monday … 6 = Sunday.
  return (new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7;
}

const n = (value: number, language: LanguageCode) => formatNumber(value, language);

/** The bookings of one room kind on one night, as a tap on the calendar asks for them. */
function NightBookings({ roomId, date, night }: { roomId: number; date: string; night: CalendarNight | undefined }) {
  const t = useTexts(staffTexts);
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const list = useStaffBookingsQuery({ night: date, roomId });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [roomId, date]);
  return (
    <NightPanel aria-labelledby="night-heading">
      <div className="head">
        <h2 id="night-heading" ref={headingRef} tabIndex={-1}>
          {t.calendar.nightOf(roomLabel(roomId, language), formatStayDate(date, language))}
        </h2>
        <Button $variant="outline" $size="sm" onClick={() => dispatch(nightClosed())}>
          {t.calendar.close}
        </Button>
      </div>
      {night && (
        <p className="counts">
          {t.calendar.cell(
            n(night.free, language),
            n(night.free + night.taken + night.blocked + night.closed, language),
          )}{' '}
          ·{' '}
          {t.calendar.counts(
            n(night.taken, language),
            n(night.pending, language),
            n(night.blocked, language),
            n(night.closed, language),
          )}
        </p>
      )}
      <h3 className="visually-hidden">{t.calendar.nightBookings}</h3>
      {!list.data ? (
        <LoadState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <BookingList bookings={list.data} empty={t.calendar.noBookings} label={t.calendar.nightBookings} />
      )}
    </NightPanel>
  );
}

/** Each room kind × the next nights: free, taken, requested, blocked, closed; a tap lists the night's bookings. */
/** The months the nights cross, in order: each with its first night shown and how many of its nights are. */
function monthsOf(nights: readonly { date: string }[]): { first: string; nights: number }[] {
  const months: { first: string; nights: number }[] = [];
  for (const night of nights) {
    const last = months[months.length - 1];
    if (last && last.first.slice(0, 7) === night.date.slice(0, 7)) last.nights += 1;
    else months.push({ first: night.date, nights: 1 });
  }
  return months;
}

export default function CalendarPage() {
  const t = useTexts(staffTexts);
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const today = todayInHotel();
  const from = useAppSelector(selectCalendarFrom) ?? today;
  const days = useAppSelector(selectCalendarDays);
  const open = useAppSelector(selectOpenNight);
  const calendar = useStaffCalendarQuery({ from, days }, { refetchOnFocus: true, refetchOnMountOrArgChange: 30 });
  useConsoleTitle(t.calendar.title);

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const start = form.get('from');
    dispatch(calendarRangeChosen({ from: isIsoDate(start) ? start : today, days: Number(form.get('days')) }));
  };
  const shift = (by: number) => dispatch(calendarRangeChosen({ from: addDays(from, by), days }));

  const openRoom = calendar.data?.rooms.find((room) => room.roomId === open?.roomId);
  const months = monthsOf(calendar.data?.rooms[0]?.nights ?? []);
  const openNightData = openRoom?.nights.find((night) => night.date === open?.date);

  return (
    <>
      <h1>{t.calendar.title}</h1>
      <Range key={`${from}-${days}`} onSubmit={choose}>
        <Field id="calendar-from" label={t.calendar.from}>
          <input id="calendar-from" name="from" type="date" defaultValue={from} />
        </Field>
        <Field id="calendar-days" label={t.calendar.days}>
          <select id="calendar-days" name="days" defaultValue={String(days)}>
            {[14, 30, 45, 60].map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </Field>
        <div className="buttons">
          <Button type="submit">{t.calendar.show}</Button>
          <Button $variant="outline" onClick={() => shift(-days)}>
            {t.calendar.earlier}
          </Button>
          <Button $variant="outline" onClick={() => shift(days)}>
            {t.calendar.later}
          </Button>
        </div>
      </Range>
      <h2 className="visually-hidden">{t.calendar.legend}</h2>
      <Legend>
        <li>
          <Swatch $kind="free" /> {t.calendar.states.free}
        </li>
        <li>
          <Swatch $kind="full" /> {t.calendar.states.taken}
        </li>
        <li>
          <Swatch $kind="pending" /> {t.calendar.states.pending}
        </li>
        <li>
          <Swatch $kind="blocked" /> {t.calendar.states.blocked}
        </li>
        <li>
          <Swatch $kind="closed" /> {t.calendar.states.closed}
        </li>
        <li>
          <TagSwatch $kind="free">
            <ClosedTag aria-hidden="true">1</ClosedTag>
          </TagSwatch>{' '}
          {t.calendarClosed.outOfService}
        </li>
      </Legend>
      <p className="hint">{t.calendar.scrollHint}</p>
      {!calendar.data ? (
        <LoadState error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : (
        <Scroller>
          <table>
            <caption className="visually-hidden">
              {t.calendar.title}: {formatStayDate(calendar.data.from, language)} –{' '}
              {formatStayDate(addDays(calendar.data.from, calendar.data.days - 1), language)}
            </caption>
            {/* The room column, then one group of columns per month the nights cross. */}
            <colgroup />
            {months.map((month) => (
              <colgroup key={month.first} span={month.nights} />
            ))}
            <thead>
              {/* The months over their nights, so every night's column is as narrow as its day number. */}
              <tr>
                <th scope="col" rowSpan={2} className="room">
                  {t.fields.room}
                </th>
                {months.map((month) => (
                  <th key={month.first} scope="colgroup" colSpan={month.nights} className="month">
                    <span>{formatMonth(month.first, language)}</span>
                  </th>
                ))}
              </tr>
              <tr>
                {(calendar.data.rooms[0]?.nights ?? []).map((night) => {
                  const day = weekday(night.date);
                  return (
                    <th
                      key={night.date}
                      scope="col"
                      className={day >= 5 ? 'weekend' : undefined}
                      abbr={formatStayDate(night.date, language)}
                    >
                      {Number(night.date.slice(8))}
                      <small>{t.calendar.weekdays[day]}</small>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {calendar.data.rooms.map((room) => (
                <tr key={room.roomId}>
                  <th scope="row">
                    {roomLabel(room.roomId, language)}
                    <small>{t.unitsCount(room.units)}</small>
                  </th>
                  {room.nights.map((night) => {
                    const isOpen = open?.roomId === room.roomId && open.date === night.date;
                    return (
                      <td key={night.date}>
                        <NightCell>
                          <NightButton
                            type="button"
                            $state={stateOf(night)}
                            $pending={night.pending > 0}
                            $blocked={night.blocked > 0}
                            $open={isOpen}
                            aria-pressed={isOpen}
                            aria-label={`${t.calendar.nightLabel(roomLabel(room.roomId, language), formatStayDate(night.date, language), n(night.free, language), n(room.units, language))}; ${t.calendar.counts(n(night.taken, language), n(night.pending, language), n(night.blocked, language), n(night.closed, language))}`}
                            onClick={() =>
                              dispatch(isOpen ? nightClosed() : nightOpened({ roomId: room.roomId, date: night.date }))
                            }
                          >
                            {night.free}
                          </NightButton>
                          {/* Beside the button, not in it: its name says the count, its text is the free units. */}
                          {night.closed > 0 && stateOf(night) !== 'closed' && (
                            <ClosedTag aria-hidden="true">{night.closed}</ClosedTag>
                          )}
                        </NightCell>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </Scroller>
      )}
      {open && <NightBookings roomId={open.roomId} date={open.date} night={openNightData} />}
    </>
  );
}
