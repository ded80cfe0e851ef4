/**
 * The restrictions of the "Prices and rules" page: the list, the form that adds one (a room kind
 * or all, first to last night, and one rule: a minimum stay, no arrivals, closed, or units out of
 * service up to the kind's units), and deleting one after asking. A restriction that would take
 * units already sold (the server's 409 `conflict`) is not saved: the form lists the bookings it
 * would leave without a room and asks "Save anyway" (sent again with `force: true`) or "Cancel".
 */
import { Link } from 'react-router-dom';
import { isIsoDate } from '../../domain/dates';
import type { Restriction } from '../../domain/rates';
import { ROOMS } from '../../domain/rooms';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { ApiProblem } from '../../store/baseQuery';
import { EntryForm, type EntryLayout } from './EntryForm';
import { ratesTexts } from './rates.texts';
import { TermSection } from './ratesBits';
import { describeRestriction, mostUnits } from './rateWords';
import {
  useAddRestrictionMutation,
  useDeleteRestrictionMutation,
  useStaffRestrictionsQuery,
  type ConflictBooking,
  type RestrictionConflict,
  type StaffRestriction,
} from './staffApi';
import { formatStay } from './staffFormat';

const RULES = ['minNights', 'closedToArrival', 'closed', 'outOfService'] as const;

interface RestrictionDraft {
  roomId: number | null;
  from: string;
  to: string;
  rule: (typeof RULES)[number];
  minNights: string;
  outOfService: string;
}

const NEW_RESTRICTION = (): RestrictionDraft => ({
  roomId: null,
  from: '',
  to: '',
  rule: 'minNights',
  minNights: '2',
  outOfService: '1',
});

const MIN_NIGHTS = { min: 2, max: 30 };

const whole = (text: string, min: number, max: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max;
};

/** What is sent: the nights and the one rule chosen. */
function restrictionOf({ roomId, from, to, rule, minNights, outOfService }: RestrictionDraft): Restriction {
  return {
    roomId,
    from,
    to,
    ...(rule === 'minNights' ? { minNights: Number(minNights) } : {}),
    ...(rule === 'closedToArrival' ? { closedToArrival: true } : {}),
    ...(rule === 'closed' ? { closed: true } : {}),
    ...(rule === 'outOfService' ? { outOfService: Number(outOfService) } : {}),
  };
}

/** What a 409 conflict found (its details: RestrictionConflict): the bookings, and the other channels' nights. */
function ConflictFound({ problem }: { problem: ApiProblem }) {
  const t = useTexts(ratesTexts);
  const { language } = useLanguage();
  const c = t.restrictionConflict;
  const details = (problem.details ?? {}) as Partial<RestrictionConflict>;
  const bookings: ConflictBooking[] = Array.isArray(details.bookings) ? details.bookings : [];
  const blockedNights = Array.isArray(details.blocked) ? details.blocked.reduce((sum, b) => sum + b.count, 0) : 0;
  return (
    <>
      {bookings.length > 0 && (
        <>
          <p>{c.lead}</p>
          <ul aria-label={c.bookings}>
            {bookings.map((booking) => (
              <li key={booking.id}>
                <Link to={`/staff/requests/${encodeURIComponent(booking.reference)}`}>{booking.guestName}</Link>{' '}
                <span className="ref">{booking.reference}</span> ·{' '}
                {formatStay(booking.checkin, booking.checkout, language)}
              </li>
            ))}
          </ul>
        </>
      )}
      {blockedNights > 0 && <p>{c.blocked(blockedNights)}</p>}
      <p>{c.question}</p>
    </>
  );
}

export function RateRestrictions() {
  const t = useTexts(ratesTexts);
  const { language } = useLanguage();
  const restrictions = useStaffRestrictionsQuery();
  const [add] = useAddRestrictionMutation();
  const [remove, removing] = useDeleteRestrictionMutation();
  const r = t.restrictions;
  const c = t.restrictionConflict;
  const most = ({ roomId }: RestrictionDraft) => mostUnits(roomId, ROOMS);

  const fields: EntryLayout<RestrictionDraft> = [
    { kind: 'room', name: 'roomId', label: t.room, all: t.allRooms },
    [
      { kind: 'date', name: 'from', label: t.firstNight, valid: ({ from }) => isIsoDate(from), error: r.errors.from },
      {
        kind: 'date',
        name: 'to',
        label: t.lastNight,
        after: 'from',
        valid: ({ from, to }) => !isIsoDate(from) || (isIsoDate(to) && to >= from),
        error: r.errors.to,
      },
    ],
    {
      kind: 'choice',
      name: 'rule',
      legend: r.kind,
      options: RULES.map((rule) => ({ value: rule, label: r.kinds[rule] })),
    },
    {
      kind: 'number',
      name: 'minNights',
      label: r.minNights,
      hint: r.minNightsHint,
      ...MIN_NIGHTS,
      shown: ({ rule }) => rule === 'minNights',
      valid: ({ minNights }) => whole(minNights, MIN_NIGHTS.min, MIN_NIGHTS.max),
      error: r.errors.minNights,
    },
    {
      kind: 'number',
      name: 'outOfService',
      label: r.outOfService,
      hint: (draft) => r.outOfServiceHint(most(draft)),
      min: 1,
      max: most,
      shown: ({ rule }) => rule === 'outOfService',
      valid: (draft) => whole(draft.outOfService, 1, most(draft)),
      error: (draft) => r.errors.outOfService(most(draft)),
    },
  ];

  return (
    <TermSection
      id="rates-restrictions"
      title={r.title}
      lead={r.lead}
      empty={r.empty}
      list={r.list}
      query={restrictions}
      card={(restriction: StaffRestriction) => {
        const words = describeRestriction(restriction, t, language);
        return {
          content: <span>{words}</span>,
          name: r.removeOf(words),
          question: r.question(words),
          removed: r.removed,
        };
      }}
      remove={{ send: remove, busy: removing.isLoading }}
    >
      <EntryForm
        id="restriction"
        title={r.add}
        fields={fields}
        initial={NEW_RESTRICTION}
        body={restrictionOf}
        send={(body, force) => add(force ? { ...body, force } : body)}
        submit={r.submit}
        done={(_body, forced) => (forced ? c.forced : r.added)}
        clears={['from', 'to']}
        ask={(problem) =>
          problem.status === 409 && problem.code === 'conflict'
            ? {
                title: c.title,
                details: <ConflictFound problem={problem} />,
                yes: c.force,
                no: c.cancel,
                cancelled: c.cancelled,
              }
            : null
        }
      />
    </TermSection>
  );
}
