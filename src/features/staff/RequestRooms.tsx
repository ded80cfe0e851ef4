/**
 * A request's rooms on its page: "Room 101 · 12–15 January 2030", one line per room and run of
 * nights (the detail's `assignedRooms`), each with Move: another room of the same type for the
 * whole run or only some of its nights. A stay without a room (yet) is assigned one here. The
 * server's refusal (409 `room_taken`) is said in words: "Room 102 is taken on 13 January by GH-…".
 */
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { addDays } from '../../domain/dates';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { ApiProblem } from '../../store/baseQuery';
import { useAnnounce } from './ConsoleLayout';
import { Field, formPanel } from './formBits';
import { assignedRoomsOf, useAssignRoomsMutation, useStaffRoomsQuery, type AssignedRoom } from './roomsApi';
import { HousekeepingMark, movedRooms, nightsOf, roomProblemText, stayWords } from './roomsBits';
import { roomsTexts } from './rooms.texts';
import type { StaffBookingDetail } from './staffApi';
import { formatStayDate } from './staffFormat';

const Box = styled.section`
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  display: grid;
  gap: 10px;
  h2 {
    font-family: inherit;
    font-size: 19px;
    margin: 0;
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
    gap: 6px 12px;
  }
  li > span {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0;
  }
  form {
    flex-basis: 100%;
    ${formPanel}
  }
  > .buttons {
    display: flex;
    gap: 8px;
  }
  .problem:empty {
    display: none;
  }
  label.check {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }
  @media print {
    button,
    form {
      display: none;
    }
  }
`;

/** Which statuses hold rooms: a stay the desk may still move. */
const MOVABLE = new Set(['confirmed', 'checked_in']);

/** Move one line's room: to which room, and for all its nights or some. */
function MoveForm({
  booking,
  segment,
  assigned,
  onClose,
}: {
  booking: StaffBookingDetail;
  segment: AssignedRoom | null;
  assigned: readonly AssignedRoom[];
  onClose: (moved: boolean) => void;
}) {
  const t = useTexts(roomsTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const id = useId();
  const rooms = useStaffRoomsQuery();
  const [assign, assigning] = useAssignRoomsMutation();
  const candidates = (rooms.data ?? []).filter(
    (room) => room.roomId === booking.roomId && room.number !== segment?.roomNumber,
  );
  const [to, setTo] = useState<string[]>([]);
  const [some, setSome] = useState(false);
  const nights = segment ? nightsOf(segment.from, segment.to) : [];
  const [first, setFirst] = useState(nights[0] ?? '');
  const [last, setLast] = useState(nights[nights.length - 1] ?? '');
  const [problem, setProblem] = useState('');
  const units = segment ? 1 : booking.units;
  const chosen = to.length > 0 ? to : candidates[0] && units === 1 ? [candidates[0].number] : [];

  const send = async () => {
    if (chosen.length !== units) return setProblem(t.chart.chooseExactly(units));
    if (some && last < first) return setProblem(t.rooms.datesWrong);
    setProblem('');
    const body = segment
      ? movedRooms(assigned, segment, chosen[0]!, some ? first : segment.from, some ? addDays(last, 1) : segment.to)
      : chosen.map((roomNumber) => ({ roomNumber, from: booking.checkin, to: booking.checkout }));
    const result = await assign({ id: booking.id, rooms: body });
    if ('error' in result && result.error) {
      const error = result.error as ApiProblem;
      if (error.status !== 401) setProblem(roomProblemText(error, t, language));
      return;
    }
    announce(segment ? t.request.moved(chosen[0]!) : t.chart.assigned(booking.guestName));
    onClose(true);
  };

  return (
    <form
      aria-label={segment ? t.request.moveOf(segment.roomNumber) : t.request.assign}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {units === 1 ? (
        <Field id={`${id}-to`} label={t.request.to}>
          <select id={`${id}-to`} value={chosen[0] ?? ''} onChange={(event) => setTo([event.target.value])}>
            {candidates.map((room) => (
              <option key={room.id} value={room.number}>
                {t.room(room.number)} · {t.words.housekeeping[room.housekeeping]}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <fieldset>
          <legend>{t.chart.chooseRooms(units)}</legend>
          {candidates.map((room) => (
            <label key={room.id} className="check">
              <input
                type="checkbox"
                checked={to.includes(room.number)}
                onChange={(event) =>
                  setTo((now) =>
                    event.target.checked ? [...now, room.number] : now.filter((number) => number !== room.number),
                  )
                }
              />
              {t.room(room.number)} <HousekeepingMark status={room.housekeeping} />
            </label>
          ))}
        </fieldset>
      )}
      {segment && nights.length > 1 && (
        <label className="check">
          <input type="checkbox" checked={some} onChange={(event) => setSome(event.target.checked)} />
          {t.request.someNights}
        </label>
      )}
      {some && (
        <div className="pair">
          <Field id={`${id}-from`} label={t.request.from}>
            <select id={`${id}-from`} value={first} onChange={(event) => setFirst(event.target.value)}>
              {nights.map((night) => (
                <option key={night} value={night}>
                  {formatStayDate(night, language)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-until`} label={t.request.until}>
            <select id={`${id}-until`} value={last} onChange={(event) => setLast(event.target.value)}>
              {nights.map((night) => (
                <option key={night} value={night}>
                  {formatStayDate(night, language)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      )}
      <p className="problem" role="alert">
        {problem}
      </p>
      <div className="buttons">
        <Button
          type="submit"
          disabled={assigning.isLoading || candidates.length === 0}
          aria-busy={assigning.isLoading || undefined}
        >
          {segment ? t.request.move : t.request.assign}
        </Button>
        <Button $variant="outline" onClick={() => onClose(false)}>
          {t.cancel}
        </Button>
      </div>
      {rooms.data && candidates.length === 0 && <p>{t.chart.noOther}</p>}
    </form>
  );
}

/** The request's rooms panel (RequestPage.tsx). */
export function RequestRooms({ booking }: { booking: StaffBookingDetail }) {
  const t = useTexts(roomsTexts);
  const { language } = useLanguage();
  const assigned = assignedRoomsOf(booking);
  const [open, setOpen] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movable = MOVABLE.has(booking.status);
  if (assigned.length === 0 && !movable) return null;
  const key = (room: AssignedRoom) => `${room.roomNumber}|${room.from}`;
  const close = (moved: boolean) => {
    setOpen(null);
    if (moved) headingRef.current?.focus();
  };
  return (
    <Box aria-labelledby="request-rooms">
      <h2 id="request-rooms" ref={headingRef} tabIndex={-1}>
        {t.request.rooms}
      </h2>
      {assigned.length === 0 ? (
        <>
          <p>{t.request.none}</p>
          {open === 'assign' ? (
            <MoveForm booking={booking} segment={null} assigned={assigned} onClose={close} />
          ) : (
            <div className="buttons">
              <Button $size="sm" onClick={() => setOpen('assign')}>
                {t.request.assign}
              </Button>
            </div>
          )}
        </>
      ) : (
        <ul>
          {assigned.map((room) => (
            <li key={key(room)}>
              <span>{t.request.line(room.roomNumber, stayWords(room.from, room.to, language))}</span>
              {movable && open !== key(room) && (
                <Button
                  $variant="outline"
                  $size="sm"
                  aria-label={t.request.moveOf(room.roomNumber)}
                  onClick={() => setOpen(key(room))}
                >
                  {t.request.move}
                </Button>
              )}
              {open === key(room) && <MoveForm booking={booking} segment={room} assigned={assigned} onClose={close} />}
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
