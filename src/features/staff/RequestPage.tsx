import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { countryLabel } from '../../domain/countries';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { ApiProblem } from '../../store/baseQuery';
import { LoadState, StatusBadge } from './BookingList';
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
  emailKindLabel,
  emailStateLabel,
  formatMoment,
  formatPrice,
  formatStayDate,
  langOf,
  roomLabel,
} from './staffFormat';
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
  .when {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
    font-variant-numeric: tabular-nums;
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

type Destructive = 'decline' | 'cancel' | 'noShow' | 'erase';
type Writing = 'note' | 'message';

function problemText(t: StaffTexts, problem: ApiProblem): string {
  const known =
    problem.code === 'sold_out' || problem.code === 'invalid_transition' || problem.code === 'no_email'
      ? problem.code
      : null;
  return known ? t.actions.errors[known] : t.actions.errors.failed;
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
  const announce = useAnnounce();
  const [act, acting] = useBookingActionMutation();
  const [asking, setAsking] = useState<Destructive | null>(null);
  const [writing, setWriting] = useState<Writing | null>(null);
  const [reason, setReason] = useState<DeclineReason>('full');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const questionRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const allowed = actionsFor(booking.status);

  useEffect(() => {
    if (asking || writing) questionRef.current?.focus();
  }, [asking, writing]);

  const close = () => {
    setAsking(null);
    setWriting(null);
    setText('');
    setReason('full');
  };

  const run = async (action: BookingAction) => {
    setError('');
    const result = await act({ id: booking.id, action });
    if ('error' in result && result.error) {
      const problem = result.error as ApiProblem;
      if (problem.status === 401) return;
      const message = problemText(t, problem);
      setError(message);
      announce(message);
      return;
    }
    close();
    announce(t.actions.done[action.kind]);
    onDone();
  };

  const start = (kind: BookingAction['kind']) => {
    setError('');
    if (kind === 'decline' || kind === 'cancel' || kind === 'noShow' || kind === 'erase') setAsking(kind);
    else if (kind === 'note' || kind === 'message') setWriting(kind);
    else void run({ kind });
  };

  const confirmAsked = (event: FormEvent) => {
    event.preventDefault();
    if (!asking) return;
    const message = text.trim();
    if (asking === 'decline') {
      if (reason === 'message' && !message) return setError(t.actions.errors.empty);
      void run(reason === 'message' ? { kind: 'decline', reason, message } : { kind: 'decline', reason });
    } else if (asking === 'cancel') void run(message ? { kind: 'cancel', message } : { kind: 'cancel' });
    else void run({ kind: asking });
  };

  const sendWriting = (event: FormEvent) => {
    event.preventDefault();
    if (!writing) return;
    const message = text.trim();
    if (!message) return setError(t.actions.errors.empty);
    void run({ kind: writing, text: message });
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
            {t.actions.questions[asking]}
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
              {t.actions[asking]}
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
            {booking.declineReason && <Row term={t.fields.declineReason}>{booking.declineReason}</Row>}
          </dl>
        </Panel>
        <Panel aria-labelledby="request-guest">
          <h2 id="request-guest">{t.request.guest}</h2>
          <dl>
            <Row term={t.request.name}>{booking.guestName}</Row>
            <Row term={t.fields.phone}>
              <a href={`tel:${booking.phone}`}>{booking.phone}</a>
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
          <dl>
            <Row term={t.fields.perNight}>
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
              {deposit.gateway && <Row term={t.request.gateway}>{deposit.gateway === 'payme' ? 'Payme' : 'Click'}</Row>}
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
                {entry.detail ? <div>{entry.detail}</div> : null}
              </li>
            ))}
          </ol>
        </Panel>
      </Grid>
    </>
  );
}
