/**
 * Housekeeping (GET /api/staff/housekeeping): today's rooms for a phone in a housekeeper's hand,
 * departures first, then stay-overs, arrivals and vacant rooms, each with a big button per next
 * status (dirty → clean → inspected; out of order from any, back to dirty from it). No guest
 * names: a housekeeper needs the room, not who sleeps in it. A housekeeping account sees only
 * this page and its settings; anyone else reaches it from the console's menu.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { ApiProblem } from '../../store/baseQuery';
import { LoadState } from './BookingList';
import { useAnnounce, useConsoleTitle } from './ConsoleLayout';
import { liveQueryOptions } from './liveRefresh';
import {
  HOUSEKEEPING_STATUSES,
  useHousekeepingQuery,
  useSetHousekeepingMutation,
  type HousekeepingRoom,
  type HousekeepingStatus,
  type HousekeepingTask,
} from './roomsApi';
import { HousekeepingMark } from './roomsBits';
import { roomsTexts } from './rooms.texts';
import { formatStayDate } from './staffFormat';

/** The statuses a room may go to next, the usual one first (its button is the big primary one). */
export function nextStatuses(status: HousekeepingStatus): HousekeepingStatus[] {
  switch (status) {
    case 'dirty':
      return ['clean', 'out_of_order'];
    case 'clean':
      return ['inspected', 'dirty', 'out_of_order'];
    case 'inspected':
      return ['dirty', 'out_of_order'];
    case 'out_of_order':
      return ['dirty'];
    default:
      return HOUSEKEEPING_STATUSES.filter((other) => other !== status);
  }
}

const TASK_ORDER: readonly HousekeepingTask[] = ['departure', 'stayover', 'arrival', 'vacant'];

const Group = styled.section`
  margin-bottom: 20px;
  h2 {
    font-family: inherit;
    font-size: 20px;
    margin: 0 0 8px;
  }
`;

const Rooms = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 10px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  }
`;

const Card = styled.li`
  display: grid;
  gap: 8px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
  }
  h3 {
    font-family: inherit;
    font-size: 24px;
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  .kind,
  .task {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
  }
  .arrival {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
  .buttons {
    display: grid;
    gap: 8px;
  }
  /* A big target for a wet or gloved hand: the whole card's width, 52 px high. */
  .buttons > button {
    width: 100%;
    white-space: normal;
  }
`;

function RoomCard({ room }: { room: HousekeepingRoom }) {
  const t = useTexts(roomsTexts);
  const announce = useAnnounce();
  const [set, setting] = useSetHousekeepingMutation();
  const [problem, setProblem] = useState('');
  const busy = setting.isLoading;
  const mark = async (status: HousekeepingStatus) => {
    setProblem('');
    const result = await set({ id: room.id, status });
    if ('error' in result && result.error) {
      if ((result.error as ApiProblem).status !== 401) setProblem(t.failed);
      return;
    }
    announce(t.housekeeping.done(room.roomNumber, t.words.housekeeping[status]));
  };
  const headingId = `hk-${room.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <div className="top">
        <h3 id={headingId}>{t.room(room.roomNumber)}</h3>
        <HousekeepingMark status={room.housekeeping} />
      </div>
      <span className="kind">{t.words.roomKindShort[room.roomId as 1]}</span>
      <span className="task">{t.words.housekeepingTask[room.task]}</span>
      {room.arrivalToday && room.task !== 'arrival' && <span className="arrival">{t.housekeeping.arrivalToday}</span>}
      {problem && (
        <p role="alert" className="arrival">
          {problem}
        </p>
      )}
      <div className="buttons">
        {nextStatuses(room.housekeeping).map((status, index) => (
          <Button
            key={status}
            // The usual next step big; the others smaller, still a thumb's size.
            $size={index === 0 ? 'lg' : 'md'}
            $variant={index === 0 ? 'primary' : 'outline'}
            disabled={busy}
            aria-busy={busy || undefined}
            aria-label={`${t.words.housekeepingAction[status]}: ${t.room(room.roomNumber)}`}
            onClick={() => void mark(status)}
          >
            {t.words.housekeepingAction[status]}
          </Button>
        ))}
      </div>
    </Card>
  );
}

export default function HousekeepingPage() {
  const t = useTexts(roomsTexts);
  const { language } = useLanguage();
  const list = useHousekeepingQuery(undefined, liveQueryOptions());
  useConsoleTitle(t.housekeeping.title);
  const answer = list.data;
  return (
    <>
      <h1>{t.housekeeping.title}</h1>
      {!answer ? (
        <LoadState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p>{t.housekeeping.lead(formatStayDate(answer.date, language))}</p>
          {answer.rooms.length === 0 && <p>{t.housekeeping.empty}</p>}
          {TASK_ORDER.map((task) => {
            const rooms = answer.rooms.filter((room) => room.task === task);
            if (rooms.length === 0) return null;
            return (
              <Group key={task} aria-labelledby={`hk-group-${task}`}>
                <h2 id={`hk-group-${task}`}>
                  {t.housekeeping.groups[task]} ({rooms.length})
                </h2>
                <Rooms>
                  {rooms.map((room) => (
                    <RoomCard key={room.id} room={room} />
                  ))}
                </Rooms>
              </Group>
            );
          })}
        </>
      )}
    </>
  );
}
