/**
 * The room chart (Шахматка, Xonalar jadvali): the hotel's rooms down the side, 14, 31 or 62
 * nights across, each stay a bar with its guest and a status colour; out-of-service and closed
 * nights hatched, today marked, the stays without a room listed above it with "Assign a room".
 * A bar is dragged onto another room of its type (desktop) or moved from its menu ("Move to
 * room…", the keyboard's and a phone's way); either sends POST …/assign with the booking's whole
 * assignment, that segment's room changed.
 *
 * Speed (24 rooms × 62 nights): one CSS grid; each room row is one background element whose night
 * lines are a gradient, each stay one element spanning its nights, each out-of-service period or
 * run of closed nights one element; the events are the grid's (delegated), not each bar's. The
 * grid is memoised on the answer, so a drag or a menu opening re-renders none of it.
 * `bench/room-chart-render.js` times it (the mark `room-chart:drawn`).
 *
 * On a phone (≤ 600 px) the chart is one day at a time: the rooms as a list with who is in them
 * (previous/next day, or a swipe), and a room's own stays on a tap.
 */
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { addDays, isIsoDate, nightsBetween, todayInHotel } from '../../domain/dates';
import type { StoredStatus } from '../../domain/booking';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { LanguageCode } from '../../shared/language/languages';
import { formatPrice } from '../../shared/format';
import type { ApiProblem } from '../../store/baseQuery';
import { useAppDispatch } from '../../store/hooks';
import { LoadState } from './BookingList';
import { useAnnounce, useConsoleTitle } from './ConsoleLayout';
import { Field, Legend } from './formBits';
import {
  assignedRoomsOf,
  useAssignRoomsMutation,
  useRoomChartQuery,
  type AssignedRoom,
  type ChartRoom,
  type ChartStay,
  type RoomChartAnswer,
  type ChartUnassigned,
} from './roomsApi';
import { HOUSEKEEPING_MARKS, HousekeepingMark, movedRooms, roomProblemText, stayWords } from './roomsBits';
import { roomsTexts, type RoomsTexts } from './rooms.texts';
import { staffApi } from './staffApi';
import { formatStayDate } from './staffFormat';
import { staffTexts } from './staff.texts';

/** The periods a receptionist chooses between (the server takes 14–62 nights). */
export const CHART_PERIODS = [14, 31, 62] as const;
const NARROW = '(max-width: 600px)';

/** A stay's bar: its status in colour (the status is also in its name and title, never colour alone). */
const BAR: Readonly<Partial<Record<StoredStatus, { bg: string; fg: string; edge: string }>>> = {
  // White on each: 6.7:1, 8.1:1; the grey 5.9:1 (WCAG AA asks 4.5:1).
  confirmed: { bg: '#1d4ed8', fg: '#ffffff', edge: '#173ea8' },
  checked_in: { bg: '#0a5c36', fg: '#ffffff', edge: '#063d24' },
  checked_out: { bg: '#e6eef0', fg: '#4f5d62', edge: '#9aa5a8' },
  received: { bg: '#fff1d0', fg: '#7a4b00', edge: '#e0a100' },
};
const barColours = (status: StoredStatus) => BAR[status] ?? BAR.confirmed!;
const SHOWN_STATUSES = ['confirmed', 'checked_in', 'checked_out'] as const;

const HATCH = {
  outOfService: 'repeating-linear-gradient(45deg, #ffffff 0 4px, #8d989b 4px 7px)',
  closed: 'repeating-linear-gradient(-45deg, #ffffff 0 5px, #d8cfc1 5px 8px)',
} as const;

function useNarrow(): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(NARROW);
      query.addEventListener?.('change', changed);
      return () => query.removeEventListener?.('change', changed);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches,
    () => false,
  );
}

function weekday(iso: string): number {
  // 0 = Monday … 6 = Sunday.
  return (new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The column (1-based among the nights) a date falls on, clamped to the period. */
function column(from: string, date: string, days: number): number {
  return Math.min(Math.max(nightsBetween(from, date), 0), days);
}

/** Runs of consecutive nights (sorted ISO dates) as [first, day after last). */
function runs(nights: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const night of [...nights].sort()) {
    const last = out[out.length - 1];
    if (last && last[1] === night) last[1] = addDays(night, 1);
    else out.push([night, addDays(night, 1)]);
  }
  return out;
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px 12px;
  margin-bottom: 12px;
  > div:first-child {
    flex: 0 1 160px;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const Swatch = styled.span<{ $background: string; $edge?: string }>`
  display: inline-block;
  width: 22px;
  height: 16px;
  border-radius: 4px;
  background: ${({ $background }) => $background};
  border: 1px solid ${({ $edge }) => $edge ?? '#9aa5a8'};
`;

const Scroller = styled.div`
  overflow: auto;
  max-height: 75vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  -webkit-overflow-scrolling: touch;
`;

const SIDE = 150;
const ROW = 48;

const Grid = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: ${SIDE}px repeat(var(--nights), var(--cell));
  grid-template-rows: 44px repeat(var(--rooms), ${ROW}px);
  width: max-content;
  font-size: 13px;
  /* The header row and the room column stay in view while the nights scroll. */
  /* The nights' heads and the rooms' column are each one sticky box laid on the grid's own
     tracks (subgrid): two sticky boxes, not one per night and room, to scroll and paint. */
  .heads,
  .corner {
    position: sticky;
    top: 0;
    z-index: 3;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .heads {
    grid-row: 1;
    grid-column: 2 / -1;
    display: grid;
    grid-template-columns: subgrid;
  }
  .sides {
    position: sticky;
    left: 0;
    z-index: 2;
    grid-column: 1;
    grid-row: 2 / -1;
    display: grid;
    grid-template-rows: subgrid;
    background: ${({ theme }) => theme.colors.surface};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
  .corner {
    left: 0;
    z-index: 4;
    grid-row: 1;
    grid-column: 1;
    display: flex;
    align-items: end;
    padding: 0 8px 4px;
    font-weight: 600;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
  .head {
    display: grid;
    align-content: center;
    justify-items: center;
    line-height: 1.15;
    font-weight: 600;
    border-left: 1px solid #eee7dc;
  }
  .head small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 11px;
  }
  .head.weekend small {
    color: ${({ theme }) => theme.colors.accent};
  }
  .head.today {
    color: ${({ theme }) => theme.colors.accent};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.accent};
  }
  .head .month {
    font-size: 10px;
    font-weight: 700;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primary};
  }
  .side {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-content: center;
    gap: 0 6px;
    padding: 2px 8px;
    border-bottom: 1px solid #eee7dc;
    line-height: 1.2;
  }
  .side strong {
    font-size: 15px;
    font-variant-numeric: tabular-nums;
  }
  .side .kind {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .side > :last-child {
    grid-column: 1 / -1;
    justify-self: start;
    font-size: 11px;
    padding: 0 6px;
  }
  /* A row's night lines are its background: no element per night. */
  .row {
    grid-column: 2 / -1;
    border-bottom: 1px solid #eee7dc;
    background-image: repeating-linear-gradient(to right, #eee7dc 0 1px, transparent 1px var(--cell));
  }
  .weekend-col {
    grid-row: 2 / -1;
    background: rgba(168, 67, 42, 0.05);
    pointer-events: none;
  }
  .today-col {
    grid-row: 1 / -1;
    z-index: 1;
    border-left: 2px solid ${({ theme }) => theme.colors.accent};
    background: rgba(233, 196, 106, 0.16);
    pointer-events: none;
  }
  .hatch {
    margin: 3px 0;
    pointer-events: none;
  }
  .hatch.oos {
    background: ${HATCH.outOfService};
  }
  .hatch.closed {
    background: ${HATCH.closed};
  }
  &[data-drag-kind] .row {
    opacity: 0.55;
  }
  ${[1, 2, 3, 4, 5, 6].map(
    (kind) => css`
      &[data-drag-kind='${kind}'] .row[data-kind='${kind}'] {
        opacity: 1;
        background-color: #eaf3f6;
      }
    `,
  )}
  .row.over {
    outline: 2px dashed ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
  /* A stay: one element, its colour its status's class (the status is in its name too). */
  .bar {
    position: relative;
    z-index: 1;
    align-self: center;
    height: 34px;
    margin: 0 2px;
    padding: 0 6px;
    min-width: 0;
    border-radius: 6px;
    border: 0;
    border-left: 4px solid transparent;
    font: inherit;
    font-weight: 600;
    text-align: left;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    cursor: grab;
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 1px;
    }
    &[aria-expanded='true'] {
      outline: 3px solid ${({ theme }) => theme.colors.gold};
      outline-offset: 1px;
    }
    /* A stay that began before the period, or goes on after it, says so with a flat end. */
    &.cut-start {
      border-top-left-radius: 0;
      border-bottom-left-radius: 0;
    }
    &.cut-end {
      border-top-right-radius: 0;
      border-bottom-right-radius: 0;
    }
    .due {
      display: inline-block;
      width: 8px;
      height: 8px;
      margin-right: 4px;
      border-radius: 50%;
      background: #f4b400;
      box-shadow: 0 0 0 1px #fff;
    }
  }
  ${Object.entries(BAR).map(
    ([status, colours]) => css`
      .bar.s-${status} {
        background: ${colours.bg};
        color: ${colours.fg};
        border-left-color: ${colours.edge};
      }
    `,
  )}
  /* A room's housekeeping mark, as HousekeepingMark draws it elsewhere. */
  ${Object.entries(HOUSEKEEPING_MARKS).map(
    ([status, colours]) => css`
      .mark-${status} {
        color: ${colours.fg};
        background: ${colours.bg};
      }
    `,
  )}
  .side .mark {
    display: inline-block;
    border-radius: 999px;
    font-weight: 600;
    line-height: 1.5;
    white-space: nowrap;
  }
`;

const Panel = styled.section`
  margin: 12px 0;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  display: grid;
  gap: 10px;
  h2,
  h3 {
    font-family: inherit;
    font-size: 18px;
    margin: 0;
    outline: none;
  }
  p {
    margin: 0;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .problem {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  .problem:empty {
    display: none;
  }
  /* A room's name is short: the list need not cross a wide screen. */
  select {
    max-width: 28em;
  }
`;

const Unassigned = styled.section`
  margin-bottom: 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid #e0a100;
  background: #fffaf0;
  h2 {
    font-family: inherit;
    font-size: 18px;
    margin: 0 0 6px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 8px;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
  }
  li > span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  fieldset label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
  }
  legend {
    font-weight: 600;
    margin-bottom: 4px;
  }
`;

const DayList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 6px;
  touch-action: pan-y;
  > li > button {
    width: 100%;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 2px 10px;
    align-items: center;
    padding: 8px 12px;
    min-height: 56px;
    text-align: left;
    font: inherit;
    color: inherit;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    border-left: 6px solid var(--edge, #ddd3c4);
  }
  strong {
    font-size: 18px;
    font-variant-numeric: tabular-nums;
  }
  .who {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .vacant {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .line {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    align-items: center;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const DayNav = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
  h2 {
    font-family: inherit;
    font-size: 19px;
    margin: 0;
    text-align: center;
    outline: none;
  }
`;

interface Selected {
  stay: ChartStay;
  room: ChartRoom;
}

/** Moves one stay's segment to another room: the booking's assignment is read, the segment's room changed, and sent whole. */
function useMoveStay(): (stay: ChartStay, from: ChartRoom, to: ChartRoom) => Promise<string | null> {
  const dispatch = useAppDispatch();
  const [assign] = useAssignRoomsMutation();
  const t = useTexts(roomsTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  return useCallback(
    async (stay, from, to) => {
      if (to.roomId !== from.roomId) return t.chart.otherKind(to.roomNumber, t.words.roomKindShort[to.roomId as 1]);
      const read = dispatch(staffApi.endpoints.staffBooking.initiate(stay.bookingId, { forceRefetch: true }));
      const detail = await read;
      read.unsubscribe();
      const assigned: AssignedRoom[] = detail.data ? assignedRoomsOf(detail.data) : [];
      const segment =
        assigned.find((room) => room.roomNumber === from.roomNumber && room.from < stay.to && stay.from < room.to) ??
        null;
      const rooms = segment
        ? movedRooms(assigned, segment, to.roomNumber)
        : [{ roomNumber: to.roomNumber, from: stay.from, to: stay.to }];
      const result = await assign({ id: stay.bookingId, rooms });
      if ('error' in result && result.error) {
        const problem = result.error as ApiProblem;
        if (problem.status === 401) return null;
        const words = roomProblemText(problem, t, language);
        announce(words);
        return words;
      }
      announce(t.chart.moved(stay.guestName, to.roomNumber));
      return null;
    },
    [dispatch, assign, t, language, announce],
  );
}

/** The period's nights across, the rooms down: the memoised grid (no state of its own). */
const ChartGrid = memo(function ChartGrid({
  chart,
  language,
  t,
  selected,
}: {
  chart: RoomChartAnswer;
  language: LanguageCode;
  t: RoomsTexts;
  selected: string | null;
}) {
  const { from, days, today, rooms } = chart;
  const nights = useMemo(() => Array.from({ length: days }, (_, i) => addDays(from, i)), [from, days]);
  const end = addDays(from, days);
  useLayoutEffect(() => {
    // The moment the chart is in the DOM (bench/room-chart-render.js reads it).
    if (typeof performance.mark === 'function') performance.mark('room-chart:drawn');
  }, [chart]);
  const closedByKind = new Map(chart.closed.map((entry) => [entry.roomId, runs(entry.nights)]));
  const children: ReactNode[] = [
    <div key="corner" className="corner" aria-hidden="true">
      {t.chart.rooms}
    </div>,
  ];
  const heads: ReactNode[] = [];
  const sides: ReactNode[] = [];
  let firstBar = true;
  nights.forEach((night, i) => {
    const day = weekday(night);
    const first = i === 0 || night.endsWith('-01');
    heads.push(
      <div key={night} className={`head${day >= 5 ? ' weekend' : ''}${night === today ? ' today' : ''}`}>
        {first && <span className="month">{shortMonth(night, language)}</span>}
        {Number(night.slice(8))}
        <small>{staffTextsWeekday(language, day)}</small>
      </div>,
    );
    if (day >= 5) children.push(<div key={`w${night}`} className="weekend-col" style={{ gridColumn: i + 2 }} />);
  });
  if (today >= from && today < end)
    children.push(<div key="today" className="today-col" style={{ gridColumn: column(from, today, days) + 2 }} />);
  rooms.forEach((room, r) => {
    const row = r + 2;
    sides.push(
      <div key={room.id} className="side" data-row={r}>
        <strong>{room.roomNumber}</strong>
        <span className="kind">{t.words.roomKindShort[room.roomId as 1] ?? room.roomId}</span>
        <span className={`mark mark-${room.housekeeping}`}>{t.words.housekeeping[room.housekeeping]}</span>
      </div>,
    );
    children.push(
      <div key={`r${room.id}`} className="row" style={{ gridRow: row }} data-row={r} data-kind={room.roomId} />,
    );
    const hatched = (key: string, className: string, first: string, after: string) => {
      if (after <= from || first >= end) return;
      children.push(
        <div
          key={key}
          className={`hatch ${className}`}
          style={{ gridRow: row, gridColumn: `${column(from, first, days) + 2} / ${column(from, after, days) + 2}` }}
          aria-hidden="true"
        />,
      );
    };
    room.outOfService.forEach((period, i) => hatched(`o${room.id}-${i}`, 'oos', period.from, period.to));
    (closedByKind.get(room.roomId) ?? []).forEach(([first, after]) =>
      hatched(`c${room.id}-${first}`, 'closed', first, after),
    );
    for (const stay of room.stays) {
      if (stay.to <= from || stay.from >= end) continue;
      const key = `${room.id}|${stay.bookingId}|${stay.from}`;
      // One bar in the Tab order (the first); the arrow keys move between them (WideChart).
      const tabIndex = firstBar ? 0 : -1;
      firstBar = false;
      const status = t.words.status[stay.status];
      const due = stay.balanceDue !== undefined && stay.balanceDue > 0;
      const name = t.chart.bar(stay.guestName, status, stayWords(stay.from, stay.to, language), room.roomNumber);
      children.push(
        <button
          key={key}
          type="button"
          draggable
          tabIndex={tabIndex}
          data-row={r}
          data-stay={key}
          className={`bar s-${stay.status}${stay.from < from ? ' cut-start' : ''}${stay.to > end ? ' cut-end' : ''}`}
          aria-label={due ? `${name}, ${t.chart.balance(formatPrice(stay.balanceDue ?? 0, language))}` : name}
          aria-expanded={selected === key}
          title={name}
          style={{
            gridRow: row,
            gridColumn: `${column(from, stay.from, days) + 2} / ${column(from, stay.to, days) + 2}`,
          }}
        >
          {due && <span className="due" />}
          {stay.guestName}
        </button>,
      );
    }
  });
  return (
    <>
      <div className="heads" aria-hidden="true">
        {heads}
      </div>
      <div className="sides">{sides}</div>
      {children}
    </>
  );
});

const UZ_MONTHS = ['yan', 'fev', 'mar', 'apr', 'may', 'iyun', 'iyul', 'avg', 'sen', 'okt', 'noy', 'dek'];
const monthFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

/** A month's short name over its first night ('dek', 'дек.', 'Dec'); Uzbek from its own list (browsers lack Uzbek data). */
function shortMonth(iso: string, language: LanguageCode): string {
  const month = Number(iso.slice(5, 7));
  if (language === 'UZ') return UZ_MONTHS[month - 1] ?? '';
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'RU' ? 'ru-RU' : 'en-GB', { month: 'short', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  return format.format(new Date(`${iso}T12:00:00Z`));
}

/** A weekday's short name ('Du', 'Пн', 'Mon'), from the console's calendar words. */
function staffTextsWeekday(language: LanguageCode, day: number): string {
  return staffTexts[language].calendar.weekdays[day] ?? '';
}

/** What a bar's menu offers: open the booking, or move it to another room of its type. */
function StayMenu({
  selected,
  rooms,
  onClose,
  headingLevel = 'h2',
}: {
  selected: Selected;
  rooms: readonly ChartRoom[];
  onClose: () => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useTexts(roomsTexts);
  const { language } = useLanguage();
  const move = useMoveStay();
  const id = useId();
  const { stay, room } = selected;
  const others = rooms.filter((other) => other.roomId === room.roomId && other.id !== room.id);
  const [target, setTarget] = useState(others[0]?.id ?? '');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [stay.bookingId, room.id]);
  const Heading = headingLevel;
  const send = async () => {
    const to = others.find((other) => other.id === target);
    if (!to) return;
    setBusy(true);
    setProblem('');
    const refused = await move(stay, room, to);
    setBusy(false);
    if (refused) setProblem(refused);
    else onClose();
  };
  return (
    <Panel id="stay-menu" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {stay.guestName} · {t.room(room.roomNumber)}
      </Heading>
      <p>
        {t.words.status[stay.status]} · {stayWords(stay.from, stay.to, language)} · {stay.reference}
      </p>
      <div className="buttons">
        <Link to={`/staff/requests/${encodeURIComponent(stay.reference)}`}>{t.chart.open}</Link>
      </div>
      <p className="problem" role="alert">
        {problem}
      </p>
      {others.length === 0 ? (
        <p>{t.chart.noOther}</p>
      ) : (
        <>
          <Field id={`${id}-to`} label={t.chart.moveTo}>
            <select id={`${id}-to`} value={target} onChange={(event) => setTarget(event.target.value)}>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {t.room(other.roomNumber)} · {t.words.housekeeping[other.housekeeping]}
                </option>
              ))}
            </select>
          </Field>
        </>
      )}
      <div className="buttons">
        {others.length > 0 && (
          <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void send()}>
            {t.chart.move}
          </Button>
        )}
        <Button $variant="outline" onClick={onClose} disabled={busy}>
          {t.cancel}
        </Button>
      </div>
    </Panel>
  );
}

/** The stays without a room, each with "Assign a room": the rooms of its type to tick, exactly its number of rooms. */
function UnassignedStays({ chart }: { chart: RoomChartAnswer }) {
  const t = useTexts(roomsTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const [assign, assigning] = useAssignRoomsMutation();
  const [open, setOpen] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState('');
  if (chart.unassigned.length === 0) return null;
  const free = (stay: ChartUnassigned, room: ChartRoom) =>
    !room.stays.some((other) => other.from < stay.checkout && stay.checkin < other.to) &&
    !room.outOfService.some((period) => period.from < stay.checkout && stay.checkin < period.to);
  const send = async (stay: ChartUnassigned) => {
    if (chosen.length !== stay.units) return setProblem(t.chart.chooseExactly(stay.units));
    setProblem('');
    const result = await assign({
      id: stay.bookingId,
      rooms: chosen.map((roomNumber) => ({ roomNumber, from: stay.checkin, to: stay.checkout })),
    });
    if ('error' in result && result.error) {
      const error = result.error as ApiProblem;
      if (error.status !== 401) setProblem(roomProblemText(error, t, language));
      return;
    }
    announce(t.chart.assigned(stay.guestName));
    setOpen(null);
  };
  return (
    <Unassigned aria-labelledby="chart-unassigned">
      <h2 id="chart-unassigned">
        {t.chart.unassigned} ({chart.unassigned.length})
      </h2>
      <ul>
        {chart.unassigned.map((stay) => {
          const candidates = chart.rooms
            .filter((room) => room.roomId === stay.roomId)
            .sort((a, b) => Number(free(stay, b)) - Number(free(stay, a)));
          return (
            <li key={stay.bookingId}>
              <Link to={`/staff/requests/${encodeURIComponent(stay.reference)}`}>{stay.guestName}</Link>
              <span>
                {t.words.roomKindShort[stay.roomId as 1]}
                {stay.units > 1 ? ` × ${stay.units}` : ''} · {stayWords(stay.checkin, stay.checkout, language)} ·{' '}
                {t.words.status[stay.status]}
              </span>
              {open === stay.bookingId ? (
                <Panel aria-label={t.chart.assignOf(stay.guestName)} style={{ width: '100%' }}>
                  <fieldset>
                    <legend>{t.chart.chooseRooms(stay.units)}</legend>
                    {candidates.map((room) => (
                      <label key={room.id}>
                        <input
                          type={stay.units === 1 ? 'radio' : 'checkbox'}
                          name={`assign-${stay.bookingId}`}
                          checked={chosen.includes(room.roomNumber)}
                          onChange={(event) =>
                            setChosen((now) =>
                              stay.units === 1
                                ? [room.roomNumber]
                                : event.target.checked
                                  ? [...now, room.roomNumber]
                                  : now.filter((number) => number !== room.roomNumber),
                            )
                          }
                        />
                        {t.room(room.roomNumber)}
                        {!free(stay, room) ? ` (${t.chart.taken})` : ''}
                      </label>
                    ))}
                  </fieldset>
                  <p className="problem" role="alert">
                    {problem}
                  </p>
                  <div className="buttons">
                    <Button
                      disabled={assigning.isLoading}
                      aria-busy={assigning.isLoading || undefined}
                      onClick={() => void send(stay)}
                    >
                      {t.chart.assign}
                    </Button>
                    <Button $variant="outline" onClick={() => setOpen(null)}>
                      {t.cancel}
                    </Button>
                  </div>
                </Panel>
              ) : (
                <Button
                  $size="sm"
                  aria-label={t.chart.assignOf(stay.guestName)}
                  onClick={() => {
                    setOpen(stay.bookingId);
                    setChosen([]);
                    setProblem('');
                  }}
                >
                  {t.chart.assign}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Unassigned>
  );
}

function ChartLegend() {
  const t = useTexts(roomsTexts);
  return (
    <>
      <h2 className="visually-hidden">{t.chart.legend}</h2>
      <Legend>
        {SHOWN_STATUSES.map((status) => (
          <li key={status}>
            <Swatch $background={barColours(status).bg} $edge={barColours(status).edge} /> {t.words.status[status]}
          </li>
        ))}
        <li>
          <Swatch $background={HATCH.outOfService} /> {t.chart.outOfService}
        </li>
        <li>
          <Swatch $background={HATCH.closed} /> {t.chart.closed}
        </li>
        <li>
          <Swatch $background="rgba(233, 196, 106, 0.3)" $edge="#a8432a" /> {t.chart.todayMark}
        </li>
      </Legend>
    </>
  );
}

/** The desktop chart: the grid with its drag and its bars' menu. */
function WideChart({ chart }: { chart: RoomChartAnswer }) {
  const t = useTexts(roomsTexts);
  const { language } = useLanguage();
  const move = useMoveStay();
  const [selected, setSelected] = useState<Selected | null>(null);
  const [dragKind, setDragKind] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const dragged = useRef<Selected | null>(null);
  const over = useRef<HTMLElement | null>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const stays = useMemo(() => {
    const map = new Map<string, Selected>();
    for (const room of chart.rooms)
      for (const stay of room.stays) map.set(`${room.id}|${stay.bookingId}|${stay.from}`, { stay, room });
    return map;
  }, [chart]);
  const selectedKey = selected ? `${selected.room.id}|${selected.stay.bookingId}|${selected.stay.from}` : null;
  // An answer without the selected stay (it moved, or the period changed) closes its menu.
  const current = selectedKey ? (stays.get(selectedKey) ?? null) : null;

  const stayOf = (target: EventTarget) => {
    const element = (target as HTMLElement).closest?.('[data-stay]');
    return element ? (stays.get(element.getAttribute('data-stay') ?? '') ?? null) : null;
  };
  const rowOf = (target: EventTarget) => {
    const element = (target as HTMLElement).closest?.('[data-row]');
    const index = element ? Number(element.getAttribute('data-row')) : NaN;
    return Number.isInteger(index) ? (chart.rooms[index] ?? null) : null;
  };
  const markOver = (element: HTMLElement | null) => {
    over.current?.classList.remove('over');
    over.current = element;
    element?.classList.add('over');
  };

  /**
   * The arrow keys between bars (a roving Tab stop): left and right along a room's row, up and down
   * to the stay of the room above or below nearest the same night, Home and End to a row's ends.
   */
  const onKeyDown = (event: KeyboardEvent) => {
    const bar = (event.target as HTMLElement).closest?.<HTMLElement>('[data-stay]');
    if (!bar || !rowRef.current) return;
    const bars = [...rowRef.current.querySelectorAll<HTMLElement>('[data-stay]')];
    const place = (element: HTMLElement) => {
      const found = stays.get(element.dataset.stay ?? '');
      return { row: Number(element.dataset.row), from: found?.stay.from ?? '' };
    };
    const here = place(bar);
    const inRow = (row: number) =>
      bars
        .filter((other) => Number(other.dataset.row) === row)
        .sort((a, b) => (place(a).from < place(b).from ? -1 : 1));
    const row = inRow(here.row);
    const index = row.indexOf(bar);
    let target: HTMLElement | undefined;
    if (event.key === 'ArrowRight') target = row[index + 1];
    else if (event.key === 'ArrowLeft') target = row[index - 1];
    else if (event.key === 'Home') target = row[0];
    else if (event.key === 'End') target = row[row.length - 1];
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const step = event.key === 'ArrowUp' ? -1 : 1;
      for (let other = here.row + step; other >= 0 && other < chart.rooms.length && !target; other += step) {
        const candidates = inRow(other);
        // The stay there that began last on or before this one's first night, else the first.
        target = candidates.filter((candidate) => place(candidate).from <= here.from).pop() ?? candidates[0];
      }
    } else return;
    event.preventDefault();
    if (!target) return;
    bar.tabIndex = -1;
    target.tabIndex = 0;
    target.focus();
  };

  const onClick = (event: MouseEvent) => {
    const found = stayOf(event.target);
    if (!found) return;
    setProblem('');
    setSelected((now) => (now && now.stay === found.stay && now.room === found.room ? null : found));
  };
  const onDragStart = (event: DragEvent) => {
    const found = stayOf(event.target);
    if (!found) return;
    dragged.current = found;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', found.stay.reference);
    setDragKind(found.room.roomId);
  };
  const onDragOver = (event: DragEvent) => {
    const room = rowOf(event.target);
    const from = dragged.current;
    if (!room || !from || room.roomId !== from.room.roomId || room.id === from.room.id) return markOver(null);
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    markOver(rowRef.current?.querySelector<HTMLElement>(`.row[data-row='${chart.rooms.indexOf(room)}']`) ?? null);
  };
  const onDragEnd = () => {
    dragged.current = null;
    markOver(null);
    setDragKind(null);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const room = rowOf(event.target);
    const from = dragged.current;
    onDragEnd();
    if (!room || !from || room.id === from.room.id) return;
    setProblem('');
    void move(from.stay, from.room, room).then((refused) => setProblem(refused ?? ''));
  };

  return (
    <>
      <p className="hint">{t.chart.dragHint}</p>
      <p className="problem" role="alert" style={{ color: '#b3261e', fontWeight: 600 }}>
        {problem}
      </p>
      <Scroller>
        <Grid
          ref={rowRef}
          role="group"
          aria-label={t.chart.caption(
            formatStayDate(chart.from, language),
            formatStayDate(addDays(chart.from, chart.days - 1), language),
          )}
          data-drag-kind={dragKind ?? undefined}
          style={{
            '--nights': chart.days,
            '--rooms': chart.rooms.length,
            '--cell': chart.days <= 14 ? '72px' : chart.days <= 31 ? '48px' : '40px',
          }}
          onClick={onClick}
          onDragStart={onDragStart}
          onDragOver={onDragOver}
          onDrop={onDrop}
          onKeyDown={onKeyDown}
          onDragEnd={onDragEnd}
        >
          <ChartGrid chart={chart} language={language} t={t} selected={current ? selectedKey : null} />
        </Grid>
      </Scroller>
      {current && (
        <StayMenu
          key={selectedKey}
          selected={current}
          rooms={chart.rooms}
          onClose={() => {
            setSelected(null);
            // Back to the bar it came from, if it is still there.
            requestAnimationFrame(() =>
              [...(rowRef.current?.querySelectorAll<HTMLElement>('[data-stay]') ?? [])]
                .find((bar) => bar.dataset.stay === selectedKey)
                ?.focus(),
            );
          }}
        />
      )}
    </>
  );
}

/** A phone's chart: one day, the rooms as a list with who is in them; a room's own stays on a tap. */
function DayChart({ chart, day, onDay }: { chart: RoomChartAnswer; day: string; onDay: (day: string) => void }) {
  const t = useTexts(roomsTexts);
  const { language } = useLanguage();
  const [roomId, setRoomId] = useState<string | null>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const room = roomId ? (chart.rooms.find((candidate) => candidate.id === roomId) ?? null) : null;
  // "Today" only on today's page: another day's arrivals and departures are that day's.
  const isToday = day === chart.today;

  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const dx = point.clientX - start.x;
    // A swipe is mostly sideways and long enough not to be a tap or a scroll.
    if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(point.clientY - start.y)) onDay(addDays(day, dx < 0 ? 1 : -1));
  };

  if (room) {
    const stays = room.stays.filter((stay) => stay.to > chart.from);
    return (
      <section aria-labelledby="room-view">
        <DayNav>
          <Button $variant="outline" $size="sm" onClick={() => setRoomId(null)}>
            {t.chart.backToDay}
          </Button>
          <h2 id="room-view" ref={headingRef} tabIndex={-1}>
            {t.chart.roomView(room.roomNumber)}
          </h2>
          <HousekeepingMark status={room.housekeeping} />
        </DayNav>
        <p>{t.words.roomKindShort[room.roomId as 1]}</p>
        {room.outOfService.map((period) => (
          <p key={period.from}>
            {t.chart.outOfService}: {stayWords(period.from, addDays(period.to, -1), language)}
          </p>
        ))}
        {stays.length === 0 ? (
          <p>{t.chart.noStays}</p>
        ) : (
          <DayList aria-label={t.chart.openRoom(room.roomNumber)}>
            {stays.map((stay) => (
              <li key={`${stay.bookingId}${stay.from}`} style={{ '--edge': barColours(stay.status).bg } as object}>
                <button
                  type="button"
                  aria-expanded={selected?.stay === stay}
                  onClick={() => setSelected(selected?.stay === stay ? null : { stay, room })}
                >
                  {/* The name has the row; the status and the dates under it (a long name beside
                      the status broke "Confirmed" in two at 360 px). */}
                  <span className="who" style={{ gridColumn: '1 / -1' }}>
                    {stay.guestName}
                  </span>
                  <span className="line">
                    {t.words.status[stay.status]} · {stayWords(stay.from, stay.to, language)}
                  </span>
                </button>
                {selected?.stay === stay && (
                  <StayMenu
                    selected={selected}
                    rooms={chart.rooms}
                    headingLevel="h3"
                    onClose={() => setSelected(null)}
                  />
                )}
              </li>
            ))}
          </DayList>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="day-view">
      <DayNav>
        <Button $variant="outline" $size="sm" aria-label={t.chart.previousDay} onClick={() => onDay(addDays(day, -1))}>
          ‹
        </Button>
        <h2 id="day-view" aria-live="polite">
          {formatStayDate(day, language)}
          {isToday ? ` · ${t.chart.today}` : ''}
        </h2>
        <Button $variant="outline" $size="sm" aria-label={t.chart.nextDay} onClick={() => onDay(addDays(day, 1))}>
          ›
        </Button>
      </DayNav>
      <p className="hint">{t.chart.swipeHint}</p>
      <DayList aria-label={t.chart.rooms} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {chart.rooms.map((candidate) => {
          const staying = candidate.stays.find((stay) => stay.from <= day && day < stay.to);
          const leaving = candidate.stays.find((stay) => stay.to === day);
          const out = candidate.outOfService.some((period) => period.from <= day && day < period.to);
          return (
            <li
              key={candidate.id}
              style={{ '--edge': staying ? barColours(staying.status).bg : out ? '#8d989b' : undefined } as object}
            >
              <button type="button" onClick={() => setRoomId(candidate.id)}>
                <strong>{candidate.roomNumber}</strong>
                {staying ? (
                  <span className="who">{staying.guestName}</span>
                ) : (
                  <span className="vacant">{out ? t.chart.outOfService : t.chart.vacant}</span>
                )}
                <span className="line">
                  <span>{t.words.roomKindShort[candidate.roomId as 1]}</span>
                  <HousekeepingMark status={candidate.housekeeping} />
                  {staying && <span>{t.words.status[staying.status]}</span>}
                  {staying && staying.from === day && <span>{isToday ? t.chart.arrives : t.chart.arrivesThatDay}</span>}
                  {leaving && (
                    <span>
                      {leaving.guestName} {isToday ? t.chart.leaves : t.chart.leavesThatDay}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </DayList>
    </section>
  );
}

/** The room chart's page: the period, the legend, the stays without a room, and the chart (or a phone's day). */
export default function RoomChartPage() {
  const t = useTexts(roomsTexts);
  const narrow = useNarrow();
  const today = todayInHotel();
  const [params, setParams] = useSearchParams();
  const asked = params.get('from');
  // A day back by default: this morning's departures are still on the chart.
  const from = isIsoDate(asked) ? asked : addDays(today, -1);
  const askedDays = Number(params.get('days'));
  const days = (CHART_PERIODS as readonly number[]).includes(askedDays) ? askedDays : 31;
  const askedDay = params.get('day');
  const day = isIsoDate(askedDay) ? askedDay : today;
  // A phone asks for two weeks around its day, a fortnight at a time (a new day is asked for only
  // when it leaves them); a wider screen for its period.
  const block = Math.floor(nightsBetween(today, day) / 14);
  const range = narrow ? { from: addDays(today, block * 14 - 1), days: 16 } : { from, days };
  const chart = useRoomChartQuery(range, { refetchOnFocus: true, refetchOnMountOrArgChange: 30 });
  useConsoleTitle(t.chart.title);
  const set = (next: Record<string, string>) =>
    setParams((now) => {
      const copy = new URLSearchParams(now);
      for (const [key, value] of Object.entries(next)) copy.set(key, value);
      return copy;
    });
  // The answer shown is this period's, or, while the next is on its way, the last one (no blank flash).
  const data = chart.data;

  return (
    <>
      <h1>{t.chart.title}</h1>
      {!narrow && (
        <Controls>
          <Field id="chart-days" label={t.chart.period}>
            <select id="chart-days" value={String(days)} onChange={(event) => set({ days: event.target.value })}>
              {CHART_PERIODS.map((count) => (
                <option key={count} value={count}>
                  {t.chart.nights(count)}
                </option>
              ))}
            </select>
          </Field>
          <div className="buttons">
            <Button $variant="outline" onClick={() => set({ from: addDays(from, -days) })}>
              {t.chart.earlier}
            </Button>
            <Button $variant="outline" onClick={() => set({ from: addDays(today, -1) })}>
              {t.chart.today}
            </Button>
            <Button $variant="outline" onClick={() => set({ from: addDays(from, days) })}>
              {t.chart.later}
            </Button>
          </div>
        </Controls>
      )}
      {!narrow && <ChartLegend />}
      {!data ? (
        <LoadState error={chart.error} onRetry={() => void chart.refetch()} />
      ) : (
        <>
          <UnassignedStays chart={data} />
          {narrow ? (
            <DayChart chart={data} day={day} onDay={(next) => set({ day: next })} />
          ) : (
            <WideChart chart={data} />
          )}
        </>
      )}
    </>
  );
}
