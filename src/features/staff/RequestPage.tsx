import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { countryLabel } from '../../domain/countries';
import { todayInHotel } from '../../domain/dates';
import { formatPhone } from '../../domain/hotel';
import { isForeignGuest } from '../../domain/pricing';
import { GATEWAY_NAMES } from '../../domain/staffWords';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { LanguageCode } from '../../shared/language/languages';
import type { ApiProblem } from '../../store/baseQuery';
import { LoadState, StatusBadge } from './BookingList';
import { ChangeLine, ChangeStay } from './ChangeStay';
import { useAnnounce, useConsoleTitle } from './ConsoleLayout';
import { Choice, Field } from './formBits';
import {
  actionsFor,
  statusOf,
  useBookingActionMutation,
  useStaffBookingQuery,
  type BookingAction,
  type DeclineReason,
  type StaffBookingDetail,
} from './staffApi';
import {
  declineReasonLabel,
  emailKindLabel,
  emailStateLabel,
  formatDayMonth,
  formatMoment,
  historyDetailLabel,
  formatPrice,
  formatStayDate,
  langOf,
  roomLabel,
} from './staffFormat';
import { priceTexts } from './price.texts';
import { StayPrice } from './StayPrice';
import { RequestRooms } from './RequestRooms';
import { staffTexts, type StaffTexts } from './staff.texts';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 16px;
  h1 {
    margin: 0;
    font-size: clamp(26px, 6vw, 36px);
    outline: none;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
    .actions,
    .history {
      grid-column: 1 / -1;
    }
  }
  /* On paper: the request itself, two panels a row; what may be done with it is the screen's. */
  @media print {
    grid-template-columns: 1fr 1fr;
    gap: 10pt;
    .actions {
      display: none;
    }
    .history {
      grid-column: 1 / -1;
    }
  }
`;

const Panel = styled.section`
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  h2 {
    font-family: inherit;
    font-size: 19px;
    margin-bottom: 8px;
  }
  dl {
    display: grid;
    /* A long label ("Количество номеров") wraps in its column rather than leaving the value a
       column so narrow that a room's name breaks inside its words. */
    grid-template-columns: fit-content(45%) minmax(0, 1fr);
    gap: 4px 16px;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* A phone number is read and tapped as one: it goes to the next line whole. */
  a[href^='tel:'] {
    white-space: nowrap;
  }
  .price {
    white-space: nowrap;
  }
  @media (max-width: 359.98px) {
    dl {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
    }
    dd {
      margin-bottom: 6px;
    }
  }
  ol,
  ul {
    margin: 0;
    padding-left: 20px;
  }
  li + li {
    margin-top: 6px;
  }
  .note {
    margin: 8px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
  }
  .when {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * An action's words may be longer than a 320 px phone's line ("Muddatidan oldin joylashtirish",
 * "Отменить отметку о незаезде"): on this page a button's label wraps instead of running off it.
 */
const wrappingLabels = css`
  > button {
    max-width: 100%;
    white-space: normal;
    text-align: center;
    padding-top: 8px;
    padding-bottom: 8px;
  }
`;

const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
  > button {
    flex: 1 1 140px;
  }
  ${wrappingLabels}
`;

const Confirming = styled.div`
  display: grid;
  gap: 12px;
  margin: 0 0 12px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p {
    margin: 0;
    font-weight: 600;
    outline: none;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    ${wrappingLabels}
  }
`;

/** The undo, apart from the status's actions, with until when it is possible beside it. */
const UndoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 12px;
  ${wrappingLabels}
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  margin: 0 0 12px;
  &:empty {
    display: none;
  }
`;

/** What asks first: the destructive actions, and a check-in before the arrival day ('early'). */
type Asked = 'decline' | 'cancel' | 'noShow' | 'erase' | 'early';
type Writing = 'note' | 'message';
type StatusAction = ReturnType<typeof actionsFor>[number];

/**
 * A stay date in a sentence: '12-iyun', '12 июня', '12 June'; with its year when it is not this
 * year's ('12 июня 2027', without "г.", which would end the sentence twice).
 */
function stayDay(iso: string, language: LanguageCode, today: string): string {
  return iso.slice(0, 4) === today.slice(0, 4)
    ? formatDayMonth(iso, language)
    : formatStayDate(iso, language).replace(/ г\.$/, '');
}

function problemText(
  t: StaffTexts,
  problem: ApiProblem,
  booking: StaffBookingDetail,
  language: LanguageCode,
  today: string,
): string {
  const code = problem.code;
  if (code === 'sold_out' || code === 'invalid_transition' || code === 'no_email') return t.actions.errors[code];
  if (code === 'undo_expired' || code === 'nothing_to_undo') return t.stayActions.errors[code];
  if (code === 'not_arrival_day')
    return t.stayActions.errors.noShowBeforeArrival(stayDay(booking.checkin, language, today));
  if (code === 'stay_over') return t.stayActions.errors.stayOver(stayDay(booking.checkout, language, today));
  return t.actions.errors.failed;
}

/**
 * The actions the console offers now: the status's (actionsFor), less a check-in once the
 * check-out day has come (the stay is over) and a no-show before the arrival day, by the hotel's
 * day (the server refuses both the same way). A check-in before the arrival day stays: it asks.
 */
function offeredActions(booking: StaffBookingDetail, today: string): readonly StatusAction[] {
  return actionsFor(booking.status).filter(
    (kind) => !(kind === 'checkIn' && today >= booking.checkout) && !(kind === 'noShow' && today < booking.checkin),
  );
}

/** Who did it: the console's word for the guest, the system and the command line; a staff member's name as it is. */
function actorName(t: StaffTexts, actor: string): string {
  return actor === 'guest' || actor === 'system' || actor === 'CLI' ? t.request.actors[actor] : actor;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The actions the request's status allows; destructive ones ask first; the result is said aloud. */
function Actions({ booking, onDone }: { booking: StaffBookingDetail; onDone: () => void }) {
  const t = useTexts(staffTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const [act, acting] = useBookingActionMutation();
  const [asking, setAsking] = useState<Asked | null>(null);
  const [writing, setWriting] = useState<Writing | null>(null);
  const [reason, setReason] = useState<DeclineReason>('full');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const questionRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const today = todayInHotel();
  const allowed = offeredActions(booking, today);
  const beforeArrival = today < booking.checkin;
  useEffect(() => {
    if (asking || writing) questionRef.current?.focus();
  }, [asking, writing]);

  const close = () => {
    setAsking(null);
    setWriting(null);
    setText('');
    setReason('full');
  };

  const run = async (action: BookingAction, done: string) => {
    setError('');
    const result = await act({ id: booking.id, action });
    if ('error' in result && result.error) {
      const problem = result.error as ApiProblem;
      if (problem.status === 401) return;
      // The server's day came before the console's: ask, as for any check-in before the arrival day.
      if (problem.code === 'not_arrival_day' && action.kind === 'checkIn') return setAsking('early');
      const message = problemText(t, problem, booking, language, today);
      setError(message);
      announce(message);
      return;
    }
    close();
    announce(done);
    onDone();
  };

  const start = (kind: StatusAction | Writing) => {
    setError('');
    if (kind === 'checkIn' && beforeArrival) setAsking('early');
    else if (kind === 'decline' || kind === 'cancel' || kind === 'noShow' || kind === 'erase') setAsking(kind);
    else if (kind === 'note' || kind === 'message') setWriting(kind);
    else void run({ kind }, t.actions.done[kind]);
  };

  const undo = booking.undo;

  const confirmAsked = (event: FormEvent) => {
    event.preventDefault();
    if (!asking) return;
    const message = text.trim();
    if (asking === 'decline') {
      if (reason === 'message' && !message) return setError(t.actions.errors.empty);
      void run(
        reason === 'message' ? { kind: 'decline', reason, message } : { kind: 'decline', reason },
        t.actions.done.decline,
      );
    } else if (asking === 'cancel')
      void run(message ? { kind: 'cancel', message } : { kind: 'cancel' }, t.actions.done.cancel);
    else if (asking === 'early') void run({ kind: 'checkIn', early: true }, t.actions.done.checkIn);
    else void run({ kind: asking }, t.actions.done[asking]);
  };

  const sendWriting = (event: FormEvent) => {
    event.preventDefault();
    if (!writing) return;
    const message = text.trim();
    if (!message) return setError(t.actions.errors.empty);
    void run({ kind: writing, text: message }, t.actions.done[writing]);
  };

  const busy = acting.isLoading;
  const open = asking !== null || writing !== null;
  const writable: Writing[] = booking.email ? ['note', 'message'] : ['note'];

  return (
    <Panel className="actions" aria-labelledby={`${id}-actions`}>
      <h2 id={`${id}-actions`}>{t.request.actions}</h2>
      <ErrorText role="alert">{error}</ErrorText>
      {!open && (
        <>
          {allowed.length === 0 && <p>{t.request.noActions}</p>}
          <ActionRow>
            {allowed.map((kind) => (
              <Button
                key={kind}
                $variant={kind === 'confirm' || kind === 'checkIn' || kind === 'checkOut' ? 'primary' : 'outline'}
                aria-busy={busy || undefined}
                disabled={busy}
                onClick={() => start(kind)}
              >
                {t.actions[kind]}
              </Button>
            ))}
          </ActionRow>
          {undo && (
            <UndoRow>
              <Button
                $variant="outline"
                aria-busy={busy || undefined}
                disabled={busy}
                aria-describedby={`${id}-undo`}
                onClick={() => void run({ kind: 'undo' }, t.stayActions.undone[undo.action])}
              >
                {t.stayActions.undo[undo.action]}
              </Button>
              <span id={`${id}-undo`}>{t.stayActions.undoUntil(formatMoment(undo.until, language))}</span>
            </UndoRow>
          )}
          <ActionRow>
            {writable.map((kind) => (
              <Button key={kind} $variant="ghost" disabled={busy} onClick={() => start(kind)}>
                {t.actions[kind]}
              </Button>
            ))}
          </ActionRow>
        </>
      )}
      {asking && (
        <Confirming as="form" onSubmit={confirmAsked} aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} ref={questionRef} tabIndex={-1}>
            {asking === 'early'
              ? t.stayActions.earlyQuestion(stayDay(booking.checkin, language, today))
              : t.actions.questions[asking]}
          </p>
          {asking === 'decline' && (
            <Choice>
              <legend>{t.actions.reason}</legend>
              <div className="options">
                {(['full', 'other', 'message'] as const).map((value) => (
                  <label key={value}>
                    <input
                      type="radio"
                      name="reason"
                      value={value}
                      checked={reason === value}
                      onChange={() => setReason(value)}
                    />
                    {t.actions.reasons[value]}
                  </label>
                ))}
              </div>
            </Choice>
          )}
          {((asking === 'decline' && reason === 'message') || asking === 'cancel') && (
            <Field
              id={`${id}-text`}
              label={asking === 'cancel' ? t.actions.cancelMessage : t.actions.messageToGuest}
              hint={t.actions.messageHint}
            >
              <textarea
                id={`${id}-text`}
                value={text}
                maxLength={1000}
                onChange={(event) => setText(event.target.value)}
                aria-describedby={`${id}-text-hint`}
                required={asking === 'decline'}
              />
            </Field>
          )}
          <div className="buttons">
            <Button type="submit" $variant="accent" aria-busy={busy || undefined} disabled={busy}>
              {asking === 'early'
                ? t.stayActions.earlyConfirm
                : asking === 'noShow'
                  ? t.actions.noShow
                  : t.actions[asking]}
            </Button>
            <Button $variant="outline" onClick={close} disabled={busy}>
              {t.actions.no}
            </Button>
          </div>
        </Confirming>
      )}
      {writing && (
        <Confirming as="form" onSubmit={sendWriting} aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} ref={questionRef} tabIndex={-1}>
            {t.actions[writing]}
          </p>
          <Field
            id={`${id}-text`}
            label={writing === 'note' ? t.actions.noteText : t.actions.messageText}
            hint={writing === 'message' ? t.actions.messageHint : undefined}
          >
            <textarea
              id={`${id}-text`}
              value={text}
              maxLength={2000}
              required
              onChange={(event) => setText(event.target.value)}
              aria-describedby={writing === 'message' ? `${id}-text-hint` : undefined}
            />
          </Field>
          <div className="buttons">
            <Button type="submit" aria-busy={busy || undefined} disabled={busy}>
              {writing === 'note' ? t.actions.save : t.actions.send}
            </Button>
            <Button $variant="outline" onClick={close} disabled={busy}>
              {t.actions.no}
            </Button>
          </div>
        </Confirming>
      )}
    </Panel>
  );
}

/** One request: every field, the price as the guest saw it, deposit, emails, history, and what may be done with it. */
export default function RequestPage() {
  const t = useTexts(staffTexts);
  const p = useTexts(priceTexts);
  const { language } = useLanguage();
  const { reference = '' } = useParams();
  const request = useStaffBookingQuery(reference, { refetchOnFocus: true, refetchOnMountOrArgChange: 30 });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useConsoleTitle(t.request.title(reference));
  const booking = request.data?.reference === reference || request.data?.id === reference ? request.data : undefined;

  if (!booking) {
    return (
      <>
        <Link to="/staff/requests">{t.request.back}</Link>
        <h1>{t.request.title(reference)}</h1>
        {statusOf(request.error) === 404 ? (
          <p role="alert">{t.request.notFound}</p>
        ) : (
          <LoadState error={request.error} onRetry={() => void request.refetch()} />
        )}
      </>
    );
  }

  const lang = langOf(language);
  const nationality = booking.nationality ? (countryLabel(booking.nationality, lang) ?? booking.nationality) : t.none;
  const deposit = booking.deposit;

  return (
    <>
      <Link to="/staff/requests" data-print="hide">
        {t.request.back}
      </Link>
      <Head>
        <h1 ref={headingRef} tabIndex={-1}>
          {t.request.title(booking.reference)}
        </h1>
        <StatusBadge status={booking.status} />
      </Head>
      <Grid>
        <Actions booking={booking} onDone={() => headingRef.current?.focus()} />
        <Panel aria-labelledby="request-stay">
          <h2 id="request-stay">{t.request.stay}</h2>
          <dl>
            <Row term={t.fields.room}>{roomLabel(booking.roomId, language)}</Row>
            <Row term={t.fields.units}>{booking.units}</Row>
            <Row term={t.fields.checkin}>{formatStayDate(booking.checkin, language)}</Row>
            <Row term={t.fields.checkout}>{formatStayDate(booking.checkout, language)}</Row>
            <Row term={t.fields.guests}>{booking.guests}</Row>
            <Row term={t.fields.source}>{t.sources[booking.source]}</Row>
            <Row term={t.fields.created}>{formatMoment(booking.createdAt, language)}</Row>
            {booking.declineReason && (
              <Row term={t.fields.declineReason}>{declineReasonLabel(booking.declineReason, t)}</Row>
            )}
          </dl>
          <ChangeStay booking={booking} onDone={() => headingRef.current?.focus()} />
        </Panel>
        <RequestRooms booking={booking} />
        <Panel aria-labelledby="request-guest">
          <h2 id="request-guest">{t.request.guest}</h2>
          <dl>
            <Row term={t.request.name}>{booking.guestName}</Row>
            <Row term={t.fields.phone}>
              <a href={`tel:${booking.phone}`} dir="ltr">
                {formatPhone(booking.phone)}
              </a>
            </Row>
            <Row term={t.fields.email}>
              {booking.email ? <a href={`mailto:${booking.email}`}>{booking.email}</a> : t.none}
            </Row>
            <Row term={t.fields.nationality}>{nationality}</Row>
            <Row term={t.fields.lang}>{t.guestLangs[booking.lang]}</Row>
          </dl>
        </Panel>
        <Panel aria-labelledby="request-price">
          <h2 id="request-price">{t.request.price}</h2>
          {booking.nightPrices && booking.nightPrices.length > 0 ? (
            <StayPrice
              nights={booking.nightPrices}
              units={booking.units}
              total={booking.totalPrice}
              rate={isForeignGuest(booking.nationality) ? 'foreign' : 'citizen'}
            />
          ) : (
            <>
              <dl>
                <Row term={p.perNight}>
                  <span className="price">{formatPrice(booking.pricePerNight, language)}</span>
                </Row>
                <Row term={t.fields.stay}>
                  {t.nights(booking.nights)}
                  {booking.units > 1 ? ` × ${t.unitsCount(booking.units)}` : ''}
                </Row>
                <Row term={t.fields.total}>
                  <strong className="price">{formatPrice(booking.totalPrice, language)}</strong>
                </Row>
              </dl>
              {/* Stored before nightly prices were kept: the server shares the total out over the nights. */}
              <p className="note">{p.averaged}</p>
            </>
          )}
        </Panel>
        <Panel aria-labelledby="request-deposit">
          <h2 id="request-deposit">{t.request.deposit}</h2>
          {!deposit ? (
            <p>{t.request.noDeposit}</p>
          ) : (
            <dl>
              <Row term={t.fields.status}>{t.request.depositStatuses[deposit.status]}</Row>
              <Row term={t.fields.total}>
                <span className="price">{formatPrice(deposit.amount, language)}</span>
              </Row>
              {deposit.gateway && <Row term={t.request.gateway}>{GATEWAY_NAMES[deposit.gateway]}</Row>}
              {deposit.paidAt && <Row term={t.request.paidAt}>{formatMoment(deposit.paidAt, language)}</Row>}
              {deposit.receiptUrl && (
                <Row term={t.request.receipt}>
                  <a href={deposit.receiptUrl} target="_blank" rel="noopener noreferrer">
                    {t.request.receipt}
                  </a>
                </Row>
              )}
            </dl>
          )}
        </Panel>
        <Panel aria-labelledby="request-emails">
          <h2 id="request-emails">{t.request.emails}</h2>
          {booking.emails.length === 0 ? (
            <p>{t.request.noEmails}</p>
          ) : (
            <ul>
              {booking.emails.map((email, index) => (
                <li key={`${email.at}-${index}`}>
                  <span className="when">{formatMoment(email.at, language)}</span> ·{' '}
                  {emailKindLabel(email.kind, t.request)} · {email.to} · {emailStateLabel(email, t.request, language)}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel className="history" aria-labelledby="request-history">
          <h2 id="request-history">{t.request.history}</h2>
          <ol>
            {booking.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <span className="when">{formatMoment(entry.at, language)}</span> ·{' '}
                <strong>{t.request.historyActions[entry.action] ?? entry.action}</strong> · {actorName(t, entry.actor)}
                {entry.detail ? (
                  <div>
                    {entry.action === 'changed' ? <ChangeLine detail={entry.detail} /> : historyDetailLabel(entry, t)}
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        </Panel>
      </Grid>
    </>
  );
}
