import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageTitle } from '../../shared/usePageTitle';
import { type ButtonStyleProps, buttonStyles, Container } from '../../shared/Button';
import { formatPrice, formatStayDate, formatStayRange } from '../../shared/format';
import { useTexts } from '../../shared/i18n';
import { PageHeading } from '../../shared/PageHeading';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { useLocalizedPath } from '../../shared/navigation';
import { roomCopy } from '../../shared/rooms/roomCatalogue.texts';
import { useAppSelector } from '../../store/hooks';
import { selectMyRequests } from '../../shared/myRequests/myRequestsSlice';
import { recordUnits, type LocalBookingRecord } from '../../shared/myRequests/bookingRecords';
import { useHydrated } from '../../shared/useHydrated';
import { myRequestsTexts } from './myRequests.texts';
import { RequestStatus, useRefetchOnFocus } from './RequestStatus';
import { HotelContacts } from './HotelContacts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(2.5)};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  h2 {
    font-size: 24px;
    margin-bottom: 8px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
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
  /* A price never breaks inside itself ("so'm" would split at its apostrophe). */
  .price {
    white-space: nowrap;
  }
  /* The narrowest phones: each label above its value, so a whole price always fits. */
  @media (max-width: 359.98px) {
    dl {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
    }
    dd {
      margin-bottom: 6px;
    }
  }
`;

const Erased = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * The request whose data the guest has just erased (the only way a request leaves this list),
 * said in a notice that takes the focus: the button that had it has gone with the request.
 */
function useErasedNotice(records: readonly LocalBookingRecord[]) {
  const shown = useRef(records);
  const [erased, setErased] = useState<string | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const gone = shown.current.find((before) => !records.some((r) => r.bookingId === before.bookingId));
    shown.current = records;
    if (gone) setErased(gone.reference ?? gone.bookingId);
  }, [records]);
  useEffect(() => {
    if (erased && (document.activeElement === null || document.activeElement === document.body))
      notice.current?.focus();
  }, [erased]);
  return { erased, notice };
}

const Contacts = styled(HotelContacts)`
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Browse = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** The guest's booking requests kept on this device (localStorage), newest first. */
export default function MyRequestsPage() {
  const t = useTexts(myRequestsTexts);
  const titles = useTexts(roomCopy);
  const { language } = useLanguage();
  const localized = useLocalizedPath();
  // This device's requests show after hydration: the prerendered page has none.
  const stored = useAppSelector(selectMyRequests);
  const records = useHydrated() ? stored : [];
  usePageTitle(t.title);
  useRefetchOnFocus();
  const { erased, notice } = useErasedNotice(records);

  return (
    <>
      <PageHeading title={t.title} lead={t.lead} />
      <Container>
        <div role="status">
          {erased && (
            <Erased ref={notice} tabIndex={-1}>
              {t.erased(erased)}
            </Erased>
          )}
        </div>
        {records.length === 0 ? (
          <>
            <p>{t.empty}</p>
            <Browse to={localized('/rooms')}>{t.browse}</Browse>
          </>
        ) : (
          <List>
            {records.map((r) => (
              <li key={r.bookingId}>
                <h2>{titles[r.roomId]?.title ?? r.roomTitle}</h2>
                <dl>
                  <dt>{t.stay}</dt>
                  <dd>
                    {formatStayRange(r.dates.checkIn, r.dates.checkOut, language)} ({t.nights(r.dates.nights)})
                  </dd>
                  <dt>{t.guests}</dt>
                  <dd>{r.guests}</dd>
                  <dt>{t.units}</dt>
                  <dd>{recordUnits(r)}</dd>
                  <dt>{t.total}</dt>
                  <dd className="price">{formatPrice(r.totalPrice, language)}</dd>
                  <dt>{t.sent}</dt>
                  <dd>{formatStayDate(r.createdAt.slice(0, 10), language)}</dd>
                  <dt>{t.number}</dt>
                  <dd>{r.reference ?? r.bookingId}</dd>
                </dl>
                <RequestStatus record={r} />
              </li>
            ))}
          </List>
        )}
        {records.length > 0 && <Contacts />}
      </Container>
    </>
  );
}
