/**
 * The restrictions of the "Prices and rules" page: the list, the form that adds one (a room kind
 * or all, first to last night, and one rule: a minimum stay, no arrivals, closed, or units out of
 * service up to the kind's units), and deleting one after asking. A restriction that would take
 * units already sold (the server's 409 `conflict`) is not saved: the form lists the bookings it
 * would leave without a room and asks "Save anyway" (sent again with `force: true`) or "Cancel".
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isIsoDate } from '../../domain/dates';
import type { Restriction } from '../../domain/rates';
import { ROOMS } from '../../domain/rooms';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { ApiProblem } from '../../store/baseQuery';
import { LoadState } from './BookingList';
import { useAnnounce } from './ConsoleLayout';
import { Choice, describedBy, Field } from './formBits';
import { ratesTexts } from './rates.texts';
import { AskFirst, Section, TermList } from './ratesBits';
import { describeRestriction, limitWords, mostUnits } from './rateWords';
import {
  useAddRestrictionMutation,
  useDeleteRestrictionMutation,
  useStaffRestrictionsQuery,
  type ConflictBooking,
  type RestrictionConflict,
  type StaffRestriction,
} from './staffApi';
import { formatStay, roomLabel } from './staffFormat';

const RULES = ['minNights', 'closedToArrival', 'closed', 'outOfService'] as const;
type Rule = (typeof RULES)[number];
type FieldName = 'from' | 'to' | 'minNights' | 'outOfService' | 'form';
type Errors = Partial<Record<FieldName, string>>;

const MIN_NIGHTS = { min: 2, max: 30 };

/** What the form holds while the owner decides on a conflict: the body refused and what it would take. */
interface PendingConflict {
  body: Restriction;
  bookings: ConflictBooking[];
  blockedNights: number;
}

/** The conflict a 409 answer carries, if it is one (the error's details: RestrictionConflict). */
function conflictOf(problem: ApiProblem, body: Restriction): PendingConflict | null {
  if (problem.status !== 409 || problem.code !== 'conflict') return null;
  const details = (problem.details ?? {}) as Partial<RestrictionConflict>;
  return {
    body,
    bookings: Array.isArray(details.bookings) ? details.bookings : [],
    blockedNights: Array.isArray(details.blocked) ? details.blocked.reduce((sum, b) => sum + b.count, 0) : 0,
  };
}

const ConflictBox = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow-wrap: anywhere;
  h4 {
    margin: 0;
    font-family: inherit;
    font-size: 17px;
    outline: none;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    display: grid;
    gap: 4px;
  }
  .ref {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .choice {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

/** The bookings a restriction would leave without a room, and the choice: save anyway or cancel. */
function ConflictChoice({
  conflict,
  busy,
  onForce,
  onCancel,
}: {
  conflict: PendingConflict;
  busy: boolean;
  onForce: () => void;
  onCancel: () => void;
}) {
  const t = useTexts(ratesTexts);
  const { language } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // The question takes the focus, so a screen reader reads it and the keyboard is at the choice.
  useEffect(() => heading.current?.focus(), []);
  const c = t.restrictionConflict;
  return (
    <ConflictBox role="group" aria-labelledby="restriction-conflict">
      <h4 id="restriction-conflict" ref={heading} tabIndex={-1}>
        {c.title}
      </h4>
      {conflict.bookings.length > 0 && (
        <>
          <p>{c.lead}</p>
          <ul aria-label={c.bookings}>
            {conflict.bookings.map((booking) => (
              <li key={booking.id}>
                <Link to={`/staff/requests/${encodeURIComponent(booking.reference)}`}>{booking.guestName}</Link>{' '}
                <span className="ref">{booking.reference}</span> ·{' '}
                {formatStay(booking.checkin, booking.checkout, language)}
              </li>
            ))}
          </ul>
        </>
      )}
      {conflict.blockedNights > 0 && <p>{c.blocked(conflict.blockedNights)}</p>}
      <p>{c.question}</p>
      <div className="choice">
        <Button type="button" disabled={busy} aria-busy={busy || undefined} onClick={onForce}>
          {c.force}
        </Button>
        <Button type="button" $variant="outline" disabled={busy} onClick={onCancel}>
          {c.cancel}
        </Button>
      </div>
    </ConflictBox>
  );
}

function AddRestriction() {
  const t = useTexts(ratesTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const [add, adding] = useAddRestrictionMutation();
  const [roomId, setRoomId] = useState<number | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [rule, setRule] = useState<Rule>('minNights');
  const [minNights, setMinNights] = useState('2');
  const [outOfService, setOutOfService] = useState('1');
  const [errors, setErrors] = useState<Errors>({});
  const [conflict, setConflict] = useState<PendingConflict | null>(null);
  const most = mostUnits(roomId, ROOMS);
  const e = t.restrictions.errors;

  const body: Restriction = {
    roomId,
    from,
    to,
    ...(rule === 'minNights' ? { minNights: Number(minNights) } : {}),
    ...(rule === 'closedToArrival' ? { closedToArrival: true } : {}),
    ...(rule === 'closed' ? { closed: true } : {}),
    ...(rule === 'outOfService' ? { outOfService: Number(outOfService) } : {}),
  };
  // A conflict stands for the restriction it was said of: a changed field puts the plain submit back.
  const pending = conflict && JSON.stringify(conflict.body) === JSON.stringify(body) ? conflict : null;

  const check = (): Errors => {
    const found: Errors = {};
    if (!isIsoDate(from)) found.from = e.from;
    else if (!isIsoDate(to) || to < from) found.to = e.to;
    const nights = Number(minNights);
    if (rule === 'minNights' && !(Number.isInteger(nights) && nights >= MIN_NIGHTS.min && nights <= MIN_NIGHTS.max))
      found.minNights = e.minNights;
    const units = Number(outOfService);
    if (rule === 'outOfService' && !(Number.isInteger(units) && units >= 1 && units <= most))
      found.outOfService = e.outOfService(most);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    const first = (['from', 'to', 'minNights', 'outOfService'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`restriction-${first}`)?.focus();
      return;
    }
    await send(body);
  };

  /** Sends the restriction (again with `force` once the owner chose to save over a conflict). */
  const send = async (restriction: Restriction, force = false) => {
    const result = await add(force ? { ...restriction, force } : restriction);
    if ('error' in result && result.error) {
      const problem = result.error as ApiProblem;
      if (problem.status === 401) return;
      const found = force ? null : conflictOf(problem, restriction);
      if (found) {
        setErrors({});
        setConflict(found);
        announce(t.restrictionConflict.title);
        return;
      }
      const field = problem.field;
      const limit = limitWords(problem, t, language);
      const fromServer: Errors =
        limit !== null
          ? field === 'from' || field === 'to'
            ? { [field]: limit }
            : { form: limit }
          : field === 'from' || field === 'to' || field === 'minNights'
            ? { [field]: e[field] }
            : field === 'outOfService'
              ? { outOfService: e.outOfService(most) }
              : { form: t.failed };
      setErrors(fromServer);
      announce(Object.values(fromServer)[0] ?? t.failed);
      return;
    }
    announce(force ? t.restrictionConflict.forced : t.restrictions.added);
    setConflict(null);
    setFrom('');
    setTo('');
  };

  // Cancelling a conflict gives the focus back to the submit button once it is shown again.
  const refocus = useRef(false);
  const cancelConflict = () => {
    refocus.current = true;
    setConflict(null);
    announce(t.restrictionConflict.cancelled);
  };

  const invalid = (field: FieldName) => (errors[field] ? true : undefined);

  return (
    <form noValidate aria-labelledby="restriction-add" onSubmit={(event) => void submit(event)}>
      <h3 id="restriction-add">{t.restrictions.add}</h3>
      <Field id="restriction-room" label={t.room}>
        <select
          id="restriction-room"
          value={roomId ?? ''}
          onChange={(event) => setRoomId(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{t.allRooms}</option>
          {ROOMS.map((room) => (
            <option key={room.id} value={room.id}>
              {roomLabel(room.id, language)}
            </option>
          ))}
        </select>
      </Field>
      <div className="pair">
        <Field id="restriction-from" label={t.firstNight} error={errors.from}>
          <input
            id="restriction-from"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={invalid('from')}
            aria-describedby={describedBy('restriction-from', false, errors.from)}
          />
        </Field>
        <Field id="restriction-to" label={t.lastNight} error={errors.to}>
          <input
            id="restriction-to"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={invalid('to')}
            aria-describedby={describedBy('restriction-to', false, errors.to)}
          />
        </Field>
      </div>
      <Choice>
        <legend>{t.restrictions.kind}</legend>
        <div className="options">
          {RULES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="restriction-rule"
                value={value}
                checked={rule === value}
                onChange={() => setRule(value)}
              />
              {t.restrictions.kinds[value]}
            </label>
          ))}
        </div>
      </Choice>
      {rule === 'minNights' && (
        <Field
          id="restriction-minNights"
          label={t.restrictions.minNights}
          hint={t.restrictions.minNightsHint}
          error={errors.minNights}
        >
          <input
            id="restriction-minNights"
            type="number"
            inputMode="numeric"
            min={MIN_NIGHTS.min}
            max={MIN_NIGHTS.max}
            value={minNights}
            onChange={(event) => setMinNights(event.target.value)}
            aria-invalid={invalid('minNights')}
            aria-describedby={describedBy('restriction-minNights', true, errors.minNights)}
          />
        </Field>
      )}
      {rule === 'outOfService' && (
        <Field
          id="restriction-outOfService"
          label={t.restrictions.outOfService}
          hint={t.restrictions.outOfServiceHint(most)}
          error={errors.outOfService}
        >
          <input
            id="restriction-outOfService"
            type="number"
            inputMode="numeric"
            min={1}
            max={most}
            value={outOfService}
            onChange={(event) => setOutOfService(event.target.value)}
            aria-invalid={invalid('outOfService')}
            aria-describedby={describedBy('restriction-outOfService', true, errors.outOfService)}
          />
        </Field>
      )}
      {errors.form && (
        <p className="problem" role="alert">
          {errors.form}
        </p>
      )}
      {pending ? (
        <ConflictChoice
          conflict={pending}
          busy={adding.isLoading}
          onForce={() => void send(pending.body, true)}
          onCancel={cancelConflict}
        />
      ) : (
        <div>
          <Button
            ref={(button) => {
              if (button && refocus.current) {
                refocus.current = false;
                button.focus();
              }
            }}
            type="submit"
            disabled={adding.isLoading}
            aria-busy={adding.isLoading || undefined}
          >
            {t.restrictions.submit}
          </Button>
        </div>
      )}
    </form>
  );
}

export function RateRestrictions() {
  const t = useTexts(ratesTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const restrictions = useStaffRestrictionsQuery();
  const [remove, removing] = useDeleteRestrictionMutation();

  const removeRestriction = async (restriction: StaffRestriction) => {
    const result = await remove(restriction.id);
    announce('error' in result && result.error ? t.failed : t.restrictions.removed);
    // The deleted card took the focus with it: it goes to the section's heading.
    document.getElementById('rates-restrictions')?.focus();
  };

  return (
    <Section aria-labelledby="rates-restrictions">
      <h2 id="rates-restrictions" tabIndex={-1}>
        {t.restrictions.title}
      </h2>
      <p className="muted">{t.restrictions.lead}</p>
      {!restrictions.data ? (
        <LoadState error={restrictions.error} onRetry={() => void restrictions.refetch()} />
      ) : restrictions.data.length === 0 ? (
        <p>{t.restrictions.empty}</p>
      ) : (
        <TermList aria-label={t.restrictions.list}>
          {restrictions.data.map((restriction) => {
            const words = describeRestriction(restriction, t, language);
            return (
              <li key={restriction.id}>
                <span>{words}</span>
                <AskFirst
                  label={t.remove}
                  name={t.restrictions.removeOf(words)}
                  question={t.restrictions.question(words)}
                  yes={t.yes}
                  no={t.no}
                  busy={removing.isLoading}
                  onConfirm={() => removeRestriction(restriction)}
                />
              </li>
            );
          })}
        </TermList>
      )}
      <AddRestriction />
    </Section>
  );
}
