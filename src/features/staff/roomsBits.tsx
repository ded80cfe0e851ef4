/**
 * What the room screens share: a refusal said in words (409 `room_taken` names the room, the
 * night and whose stay holds it), a room's housekeeping mark, and the assignment a move sends.
 */
import styled, { css } from 'styled-components';
import { addDays } from '../../domain/dates';
import { useTexts } from '../../shared/i18n';
import type { LanguageCode } from '../../shared/language/languages';
import type { ApiProblem } from '../../store/baseQuery';
import { arrivalRoomsOf, isReady, type AssignedRoom, type HousekeepingStatus } from './roomsApi';
import type { StaffBooking } from './staffApi';
import { roomsTexts, type RoomsTexts } from './rooms.texts';
import { formatDayMonth, formatStay } from './staffFormat';

/** A refused assignment or room change in the staff member's words, from its code and figures. */
export function roomProblemText(problem: ApiProblem, t: RoomsTexts, language: LanguageCode): string {
  const figures = problem.details ?? {};
  const text = (key: string) => (typeof figures[key] === 'string' ? figures[key] : '');
  if (problem.code === 'room_taken') {
    const room = text('roomNumber');
    const night = text('night');
    const reference = text('reference');
    if (room && night && reference) return t.roomTaken(room, formatDayMonth(night, language), reference);
    if (night && reference) return t.rooms.busyFrom(formatDayMonth(night, language), reference);
    return t.roomTakenNoFigures;
  }
  if (problem.code === 'invalid') return t.invalid;
  return t.failed;
}

/** A stay's nights in a room as the console writes them ('12–15 January 2030'). */
export function stayWords(from: string, to: string, language: LanguageCode): string {
  // Remembered: the chart writes hundreds of them per answer, most of them the same few ranges.
  const key = `${language}${from}${to}`;
  let words = stayWordsMade.get(key);
  if (words === undefined) {
    words = formatStay(from, to, language);
    if (stayWordsMade.size > 5000) stayWordsMade.clear();
    stayWordsMade.set(key, words);
  }
  return words;
}
const stayWordsMade = new Map<string, string>();

/**
 * The rooms a booking holds once the nights [from, to) of `segment` go to `roomNumber`: the
 * segment is cut where the move begins and ends, the rest keeps its room. Nights outside the
 * segment are untouched, so a group's other rooms and the stay's other rooms go back as they were.
 */
export function movedRooms(
  rooms: readonly AssignedRoom[],
  segment: AssignedRoom,
  roomNumber: string,
  from = segment.from,
  to = segment.to,
): AssignedRoom[] {
  const result: AssignedRoom[] = [];
  for (const room of rooms) {
    const same = room.roomNumber === segment.roomNumber && room.from === segment.from && room.to === segment.to;
    if (!same) {
      result.push(room);
      continue;
    }
    if (room.from < from) result.push({ ...room, to: from });
    result.push({ roomNumber, from, to });
    if (to < room.to) result.push({ ...room, from: to });
  }
  return result;
}

/** The nights of a stay as ISO dates ([from, to)). */
export function nightsOf(from: string, to: string): string[] {
  const nights: string[] = [];
  for (let night = from; night < to; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** A housekeeping status's colours: each word at 4.5:1 or more on its ground. */
export const HOUSEKEEPING_MARKS = {
  dirty: { fg: '#8c1d18', bg: '#fbe3e1' },
  clean: { fg: '#0a5c36', bg: '#dcf3e6' },
  inspected: { fg: '#0a3641', bg: '#d6ecf2' },
  out_of_order: { fg: '#ffffff', bg: '#4f5d62' },
} as const;

const Mark = styled.span<{ $status: HousekeepingStatus }>`
  display: inline-block;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  ${({ $status }) => css`
    color: ${HOUSEKEEPING_MARKS[$status].fg};
    background: ${HOUSEKEEPING_MARKS[$status].bg};
  `}
`;

/** A room's housekeeping status as a small coloured word (the colour repeats the word, never replaces it). */
export function HousekeepingMark({ status, className }: { status: HousekeepingStatus; className?: string }) {
  const t = useTexts(roomsTexts);
  return (
    <Mark $status={status} className={className} data-ready={isReady(status)}>
      {t.words.housekeeping[status]}
    </Mark>
  );
}

const ArrivalLine = styled.span`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  font-size: 15px;
  .not-ready {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
`;

/**
 * Today's arrival's rooms (GET /api/staff/today's arrivals' `rooms`): each room's number, and a
 * room not yet clean marked in words ("Room 203 not ready (dirty)"), so the desk can ask
 * housekeeping before the guest is at the counter.
 */
export function ArrivalRooms({ booking }: { booking: StaffBooking }) {
  const t = useTexts(roomsTexts);
  const rooms = arrivalRoomsOf(booking);
  if (rooms.length === 0) return null;
  return (
    <ArrivalLine>
      {rooms.map((room) =>
        isReady(room.housekeeping) ? (
          <span key={room.roomNumber}>{t.today.room(room.roomNumber)}</span>
        ) : (
          <span key={room.roomNumber} className="not-ready">
            {t.today.notReady(room.roomNumber, t.words.housekeeping[room.housekeeping])}
          </span>
        ),
      )}
    </ArrivalLine>
  );
}
