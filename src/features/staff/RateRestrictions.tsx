/**
 * The restrictions of the "Prices and rules" page: the list, the form that adds one (a room kind
 * or all, first to last night, and one rule: a minimum stay, no arrivals, closed, or units out of
 * service up to the kind's units), and deleting one after asking. A restriction that would take
 * units already sold (the server's 409 `conflict`) is not saved: the form lists the bookings it
 * would leave without a room and asks "Save anyway" (sent again with `force: true`) or "Cancel".
 */
import { Link } from 'react-router-dom';
import type { Restriction } from '../../domain/rates';
import { ROOMS } from '../../domain/rooms';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { ApiProblem } from '../../store/baseQuery';
import { EntryForm, nightFields, type EntryKind, type EntryQuestion } from './EntryForm';
import { ratesTexts, type RatesTexts } from './rates.texts';
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

/** A new restriction as its form describes it: a room type or all, its nights, and one rule with its number. */
function restrictionEntry(t: RatesTexts): EntryKind<RestrictionDraft, Restriction> {
  const r = t.restrictions;
  const most = ({ roomId }: RestrictionDraft) => mostUnits(roomId, ROOMS);
  return {
    id: 'restriction',
    title: r.add,
    submit: r.submit,
    fields: [
      { kind: 'room', name: 'roomId', label: t.room, all: t.allRooms },
      nightFields<RestrictionDraft>(t),
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
        error: (draft) => r.errors.outOfService(most(draft)),
      },
    ],
    initial: NEW_RESTRICTION,
    body: restrictionOf,
    done: (_body, forced) => (forced ? t.restrictionConflict.forced : r.added),
    // The room type and the rule stay: the next restriction is often the same kind on other nights.
    clears: ['from', 'to'],
  };
}

/** A 409 conflict asks: save over the sold nights anyway, or not. */
function conflictQuestion(problem: ApiProblem, t: RatesTexts): EntryQuestion | null {
  if (problem.status !== 409 || problem.code !== 'conflict') return null;
  const c = t.restrictionConflict;
  return {
    title: c.title,
    details: <ConflictFound problem={problem} />,
    yes: c.force,
    no: c.cancel,
    cancelled: c.cancelled,
  };
}

export function RateRestrictions() {
  const t = useTexts(ratesTexts);
  const { language } = useLanguage();
  const restrictions = useStaffRestrictionsQuery();
  const [add] = useAddRestrictionMutation();
  const removal = useDeleteRestrictionMutation();
  const r = t.restrictions;

  return (
    <TermSection
      id="rates-restrictions"
      words={r}
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
      remove={removal}
    >
      <EntryForm
        {...restrictionEntry(t)}
        send={(body, force) => add(force ? { ...body, force } : body)}
        ask={(problem) => conflictQuestion(problem, t)}
      />
    </TermSection>
  );
}
