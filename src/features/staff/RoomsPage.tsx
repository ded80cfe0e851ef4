/**
 * The owner's rooms (/staff/rooms): the hotel's numbered rooms by floor, each with its type, note,
 * housekeeping status and out-of-service periods; add a room, rename it, change its type, floor or
 * note, retire it (after asking), and take it out of service for some nights. A period over nights
 * where guests already stay (409 `conflict`) is not saved: the form lists those stays and asks
 * "Take out anyway" (sent again with `confirm: true`), as a restriction's conflict does.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { addDays } from '../../domain/dates';
import { ROOMS } from '../../domain/rooms';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { ApiProblem } from '../../store/baseQuery';
import { LoadState } from './BookingList';
import { useAnnounce, useConsoleTitle } from './ConsoleLayout';
import { Field, formPanel } from './formBits';
import { AskFirst } from './ratesBits';
import {
  useAddOutOfServiceMutation,
  useAddRoomMutation,
  useEditRoomMutation,
  useRemoveOutOfServiceMutation,
  useRetireRoomMutation,
  useStaffRoomsQuery,
  type StaffRoom,
  type NewRoom,
} from './roomsApi';
import { HousekeepingMark, roomProblemText, stayWords } from './roomsBits';
import { roomsTexts, type RoomsTexts } from './rooms.texts';
import type { ConflictBooking } from './staffApi';
import { roomLabel } from './staffFormat';

const Floors = styled.div`
  display: grid;
  gap: 20px;
  h2 {
    font-family: inherit;
    font-size: 22px;
    margin: 0 0 8px;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 10px;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const Card = styled.li`
  display: grid;
  gap: 8px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  overflow-wrap: anywhere;
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
  }
  h3 {
    font-family: inherit;
    font-size: 20px;
    margin: 0;
    outline: none;
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const Form = styled.form`
  ${formPanel}
  h3,
  h4 {
    font-family: inherit;
    font-size: 17px;
    margin: 0;
    outline: none;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
`;

interface Draft {
  number: string;
  roomId: number;
  floor: string;
  note: string;
}

function draftOf(room: StaffRoom | null): Draft {
  return room
    ? {
        number: room.number,
        roomId: room.roomId,
        floor: room.floor === null ? '' : String(room.floor),
        note: room.note ?? '',
      }
    : { number: '', roomId: ROOMS[0]?.id ?? 1, floor: '', note: '' };
}

/** A refusal of a room's change in words: a number in use, nights still held, else "did not work". */
function refusalText(
  problem: ApiProblem,
  t: RoomsTexts,
  number: string,
  language: Parameters<typeof roomProblemText>[2],
) {
  if (problem.code === 'number_taken') return t.rooms.numberTaken(number);
  return roomProblemText(problem, t, language);
}

/** A room's fields, to add one or to edit one: number, type, floor, note. */
function RoomForm({
  room,
  onDone,
  onCancel,
}: {
  room: StaffRoom | null;
  onDone: (number: string) => void;
  onCancel?: () => void;
}) {
  const t = useTexts(roomsTexts);
  const { language } = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(room));
  const [problem, setProblem] = useState('');
  const [add, adding] = useAddRoomMutation();
  const [edit, editing] = useEditRoomMutation();
  const numberRef = useRef<HTMLInputElement>(null);
  const busy = adding.isLoading || editing.isLoading;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = draft.number.trim();
    if (!number) {
      setProblem(t.rooms.numberRequired);
      numberRef.current?.focus();
      return;
    }
    setProblem('');
    const floor = draft.floor.trim() === '' ? null : Math.trunc(Number(draft.floor));
    const body: NewRoom = { number, roomId: draft.roomId, floor, note: draft.note.trim() || null };
    const result = room ? await edit({ id: room.id, ...body }) : await add(body);
    if ('error' in result && result.error) {
      const error = result.error as ApiProblem;
      if (error.status !== 401) setProblem(refusalText(error, t, number, language));
      return;
    }
    if (!room) setDraft(draftOf(null));
    onDone(number);
  };
  const set = (patch: Partial<Draft>) => setDraft((now) => ({ ...now, ...patch }));
  return (
    <Form onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{room ? t.rooms.editOf(room.number) : t.rooms.add}</h3>
      <div className="pair">
        <Field id={`${id}-number`} label={t.rooms.number}>
          <input
            id={`${id}-number`}
            ref={numberRef}
            value={draft.number}
            maxLength={10}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={problem === t.rooms.numberRequired || undefined}
            onChange={(event) => set({ number: event.target.value })}
          />
        </Field>
        <Field id={`${id}-floor`} label={t.rooms.floorField} hint={t.rooms.floorHint}>
          <input
            id={`${id}-floor`}
            type="number"
            step={1}
            value={draft.floor}
            aria-describedby={`${id}-floor-hint`}
            onChange={(event) => set({ floor: event.target.value })}
          />
        </Field>
      </div>
      <Field id={`${id}-kind`} label={t.rooms.kind}>
        <select
          id={`${id}-kind`}
          value={draft.roomId}
          onChange={(event) => set({ roomId: Number(event.target.value) })}
        >
          {ROOMS.map((kind) => (
            <option key={kind.id} value={kind.id}>
              {roomLabel(kind.id, language)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-note`} label={t.rooms.note}>
        <input
          id={`${id}-note`}
          value={draft.note}
          maxLength={200}
          onChange={(event) => set({ note: event.target.value })}
        />
      </Field>
      <p className="problem" role="alert">
        {problem}
      </p>
      <div className="buttons">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {room ? t.rooms.save : t.rooms.add}
        </Button>
        {onCancel && (
          <Button $variant="outline" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** Out of service for some nights: the first and last night and a note; a clash with stays asks first. */
function OutOfServiceForm({ room, onDone }: { room: StaffRoom; onDone: () => void }) {
  const t = useTexts(roomsTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const id = useId();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const [clash, setClash] = useState<ConflictBooking[] | null>(null);
  const [addPeriod, adding] = useAddOutOfServiceMutation();
  const questionRef = useRef<HTMLHeadingElement>(null);
  const send = async (confirm: boolean) => {
    if (!first || !last) return setProblem(t.rooms.datesRequired);
    if (last < first) return setProblem(t.rooms.datesWrong);
    setProblem('');
    const body = { id: room.id, from: first, to: addDays(last, 1), ...(note.trim() ? { note: note.trim() } : {}) };
    const result = await addPeriod(confirm ? { ...body, confirm } : body);
    if ('error' in result && result.error) {
      const error = result.error as ApiProblem;
      if (error.status === 401) return;
      if (error.status === 409 && error.code === 'conflict') {
        const bookings = error.details?.bookings;
        setClash(Array.isArray(bookings) ? (bookings as ConflictBooking[]) : []);
        requestAnimationFrame(() => questionRef.current?.focus());
        return;
      }
      return setProblem(roomProblemText(error, t, language));
    }
    setClash(null);
    announce(t.rooms.outOfServiceAdded(room.number));
    onDone();
  };
  const busy = adding.isLoading;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void send(false);
      }}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h3 id={`${id}-title`}>{t.rooms.outOfServiceOf(room.number)}</h3>
      <div className="pair">
        <Field id={`${id}-first`} label={t.rooms.firstNight}>
          <input id={`${id}-first`} type="date" value={first} onChange={(event) => setFirst(event.target.value)} />
        </Field>
        <Field id={`${id}-last`} label={t.rooms.lastNight}>
          <input
            id={`${id}-last`}
            type="date"
            value={last}
            min={first || undefined}
            onChange={(event) => setLast(event.target.value)}
          />
        </Field>
      </div>
      <Field id={`${id}-note`} label={t.rooms.note}>
        <input id={`${id}-note`} value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
      </Field>
      <p className="problem" role="alert">
        {problem}
      </p>
      {clash ? (
        <div role="group" aria-labelledby={`${id}-clash`}>
          <h4 id={`${id}-clash`} ref={questionRef} tabIndex={-1}>
            {t.rooms.conflictTitle}
          </h4>
          <p>{t.rooms.conflictLead}</p>
          <ul aria-label={t.rooms.conflictTitle}>
            {clash.map((booking) => (
              <li key={booking.id}>
                <Link to={`/staff/requests/${encodeURIComponent(booking.reference)}`}>{booking.guestName}</Link>{' '}
                {booking.reference} · {stayWords(booking.checkin, booking.checkout, language)}
              </li>
            ))}
          </ul>
          <p>{t.rooms.conflictQuestion}</p>
          <div className="buttons">
            <Button $variant="accent" disabled={busy} aria-busy={busy || undefined} onClick={() => void send(true)}>
              {t.rooms.force}
            </Button>
            <Button
              $variant="outline"
              onClick={() => {
                setClash(null);
                announce(t.rooms.notSaved);
              }}
            >
              {t.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <div className="buttons">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {t.rooms.addOutOfService}
          </Button>
          <Button $variant="outline" onClick={onDone}>
            {t.cancel}
          </Button>
        </div>
      )}
    </Form>
  );
}

function RoomCard({ room }: { room: StaffRoom }) {
  const t = useTexts(roomsTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const [open, setOpen] = useState<'edit' | 'outOfService' | null>(null);
  const [retire, retiring] = useRetireRoomMutation();
  const [removePeriod, removing] = useRemoveOutOfServiceMutation();
  const [problem, setProblem] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const headingId = `room-${room.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <div className="top">
        <h3 id={headingId} ref={headingRef} tabIndex={-1}>
          {t.room(room.number)}
        </h3>
        <HousekeepingMark status={room.housekeeping} />
      </div>
      <p>{roomLabel(room.roomId, language)}</p>
      {room.note && <p className="muted">{room.note}</p>}
      {/* Only a room with periods says so: 24 cards saying "none" would bury the ones that matter. */}
      {room.outOfService.length > 0 && (
        <div>
          <strong>{t.rooms.outOfService}</strong>
          <ul>
            {room.outOfService.map((period) => {
              // Its first and last night, as the owner entered them (`to` is the morning after).
              const words = stayWords(period.from, addDays(period.to, -1), language);
              return (
                <li key={period.id}>
                  {words}
                  {period.note ? ` · ${period.note}` : ''}
                  <AskFirst
                    label={t.rooms.remove}
                    name={t.rooms.removeOf(words)}
                    question={t.rooms.removeQuestion(words)}
                    yes={t.rooms.remove}
                    no={t.cancel}
                    busy={removing.isLoading}
                    onConfirm={async () => {
                      const result = await removePeriod({ id: room.id, entryId: period.id });
                      if ('error' in result && result.error) setProblem(t.failed);
                      else announce(t.rooms.removed);
                    }}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {problem && (
        <p role="alert" style={{ color: '#b3261e', fontWeight: 600 }}>
          {problem}
        </p>
      )}
      {open === 'edit' ? (
        <RoomForm
          room={room}
          onCancel={close}
          onDone={(number) => {
            announce(t.rooms.saved(number));
            close();
          }}
        />
      ) : open === 'outOfService' ? (
        <OutOfServiceForm room={room} onDone={close} />
      ) : (
        <div className="buttons">
          <Button
            $variant="outline"
            $size="sm"
            aria-label={t.rooms.editOf(room.number)}
            onClick={() => setOpen('edit')}
          >
            {t.rooms.edit}
          </Button>
          <Button
            $variant="outline"
            $size="sm"
            aria-label={`${t.rooms.addOutOfService}: ${t.room(room.number)}`}
            onClick={() => setOpen('outOfService')}
          >
            {t.rooms.addOutOfService}
          </Button>
          <AskFirst
            label={t.rooms.retire}
            name={t.rooms.retireOf(room.number)}
            question={t.rooms.retireQuestion(room.number)}
            yes={t.rooms.yes}
            no={t.cancel}
            busy={retiring.isLoading}
            onConfirm={async () => {
              setProblem('');
              const result = await retire(room.id);
              if ('error' in result && result.error) {
                const error = result.error as ApiProblem;
                if (error.status !== 401) setProblem(roomProblemText(error, t, language));
              } else announce(t.rooms.retired(room.number));
            }}
          />
        </div>
      )}
    </Card>
  );
}

/** The rooms by floor (no floor last), each in number order as the server sorts them. */
function byFloor(rooms: readonly StaffRoom[]): [number | null, StaffRoom[]][] {
  const floors = new Map<number | null, StaffRoom[]>();
  for (const room of rooms) floors.set(room.floor, [...(floors.get(room.floor) ?? []), room]);
  return [...floors.entries()].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b));
}

export default function RoomsPage() {
  const t = useTexts(roomsTexts);
  const announce = useAnnounce();
  const rooms = useStaffRoomsQuery(undefined, { refetchOnFocus: true, refetchOnMountOrArgChange: 30 });
  useConsoleTitle(t.rooms.title);
  return (
    <>
      <h1>{t.rooms.title}</h1>
      <p>{t.rooms.lead}</p>
      {!rooms.data ? (
        <LoadState error={rooms.error} onRetry={() => void rooms.refetch()} />
      ) : (
        <Floors>
          {byFloor(rooms.data).map(([floor, list]) => (
            <section key={floor ?? 'none'} aria-labelledby={`floor-${floor ?? 'none'}`}>
              <h2 id={`floor-${floor ?? 'none'}`}>{floor === null ? t.rooms.noFloor : t.rooms.floor(floor)}</h2>
              <List>
                {list.map((room) => (
                  <RoomCard key={room.id} room={room} />
                ))}
              </List>
            </section>
          ))}
          <RoomForm room={null} onDone={(number) => announce(t.rooms.added(number))} />
        </Floors>
      )}
    </>
  );
}
