import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { formatPhone } from '../../domain/hotel';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { PageMessage } from './ConsoleLayout';
import { statusOf, type StaffBooking, type StaffBookingStatus } from './staffApi';
import { formatPrice, formatStay, roomLabel } from './staffFormat';
import { staffTexts } from './staff.texts';

const STATUS_COLOURS: Readonly<Record<StaffBookingStatus, { fg: string; bg: string }>> = {
  received: { fg: '#7a4b00', bg: '#fff1d0' },
  confirmed: { fg: '#0a5c36', bg: '#dcf3e6' },
  declined: { fg: '#8c1d18', bg: '#fbe3e1' },
  cancelled: { fg: '#4f5d62', bg: '#ecebe8' },
  checked_in: { fg: '#0a3641', bg: '#d6ecf2' },
  no_show: { fg: '#8c1d18', bg: '#f6e6e4' },
  checked_out: { fg: '#4f5d62', bg: '#e6eef0' },
};

export const Badge = styled.span<{ $status: StaffBookingStatus }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 14px;
  font-weight: 600;
  /* An unanswered request's status is a phrase ("Yangi — javob kutilmoqda"): it wraps between its
     words, so a card's name keeps its room on a 320 px phone; a word is never cut ("Подтвержде-на"
     in a 9em badge was). */
  max-width: 14em;
  overflow-wrap: normal;
  text-align: center;
  align-self: start;
  justify-self: end;
  ${({ $status }) => css`
    color: ${STATUS_COLOURS[$status].fg};
    background: ${STATUS_COLOURS[$status].bg};
  `}
`;

/** A request's status as a coloured label. */
export function StatusBadge({ status }: { status: StaffBookingStatus }) {
  const t = useTexts(staffTexts);
  return <Badge $status={status}>{t.statuses[status]}</Badge>;
}

/** A list of request cards, and a card's frame: the list's and Today's (TodayPage.tsx) alike. */
export const CardList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const cardFrame = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  line-height: 1.4;
  /* A price and a phone number are read as one: each goes to the next line whole. */
  .price,
  .phone {
    white-space: nowrap;
  }
`;

const Card = styled(Link)`
  ${cardFrame}
  color: inherit;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    font-size: 17px;
    overflow-wrap: anywhere;
  }
  /* The status keeps its own size beside a name of three lines (a grid cell would stretch it). */
  ${Badge} {
    align-self: start;
    justify-self: end;
  }
  /* On a phone the name has the card's whole width and the status comes under it: a long status
     ("Новая — ждёт ответа") beside a long name left each a column a word wide. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    grid-template-columns: minmax(0, 1fr);
    ${Badge} {
      justify-self: start;
      white-space: normal;
    }
  }
  .ref {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
  .room {
    grid-column: 1 / -1;
  }
  .meta {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
  }
`;

/**
 * A request card's lines under its name and status: the room (× rooms), the stay, guests and
 * price (and a `note` after them), then the reference, source and phone. The list's cards and
 * Today's (TodayPage.tsx) alike.
 */
export function BookingLines({ booking, note }: { booking: StaffBooking; note?: ReactNode }) {
  const t = useTexts(staffTexts);
  const { language } = useLanguage();
  return (
    <>
      <span className="room">
        {roomLabel(booking.roomId, language)}
        {booking.units > 1 ? ` × ${booking.units}` : ''}
      </span>
      <span className="meta">
        {formatStay(booking.checkin, booking.checkout, language)} · {t.guestsCount(booking.guests)} ·{' '}
        <span className="price">{formatPrice(booking.totalPrice, language)}</span>
        {note}
      </span>
      <span className="meta ref">
        {booking.reference} · {t.sources[booking.source]} ·{' '}
        <span dir="ltr" className="phone">
          {formatPhone(booking.phone)}
        </span>
      </span>
    </>
  );
}

/** Requests as cards, each opening its own page; `empty` when there are none. */
export function BookingList({
  bookings,
  empty,
  label,
}: {
  bookings: readonly StaffBooking[];
  empty: string;
  label?: string;
}) {
  if (bookings.length === 0) return <p>{empty}</p>;
  return (
    <CardList aria-label={label}>
      {bookings.map((booking) => (
        <li key={booking.id}>
          <Card to={`/staff/requests/${encodeURIComponent(booking.reference)}`}>
            <strong>{booking.guestName}</strong>
            <StatusBadge status={booking.status} />
            <BookingLines booking={booking} />
          </Card>
        </li>
      ))}
    </CardList>
  );
}

/** What a page shows while its data is on the way or failed to come (a 401 goes to sign-in by itself). */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTexts(staffTexts);
  if (!error) return <PageMessage role="status">{t.loading}</PageMessage>;
  return (
    <PageMessage role="alert">
      {statusOf(error) === 403 ? t.forbidden : t.loadFailed}{' '}
      {statusOf(error) !== 403 && (
        <button type="button" onClick={onRetry}>
          {t.retry}
        </button>
      )}
    </PageMessage>
  );
}
