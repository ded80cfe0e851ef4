import { useMemo, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isIsoDate } from '../../domain/dates';
import { Button } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { BookingList, LoadState } from './BookingList';
import { useConsoleTitle } from './ConsoleLayout';
import { STAFF_BOOKING_STATUSES, useStaffBookingsQuery, type BookingFilter, type StaffBookingStatus } from './staffApi';
import { staffTexts } from './staff.texts';
import { Field } from './formBits';
import { liveQueryOptions } from './liveRefresh';

const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 8px 12px;
  margin-bottom: 16px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  .wide {
    grid-column: 1 / -1;
  }
  .buttons {
    grid-column: 1 / -1;
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 2fr 1fr 1fr 1fr;
    align-items: end;
    .wide {
      grid-column: auto;
    }
  }
`;

function isStatus(value: string | null): value is StaffBookingStatus {
  return (STAFF_BOOKING_STATUSES as readonly (string | null)[]).includes(value);
}

/** The list's filter as the address holds it (?status=&from=&to=&q=): a reload or a shared link keeps it. */
function filterOf(params: URLSearchParams): BookingFilter {
  const status = params.get('status');
  const from = params.get('from');
  const to = params.get('to');
  const q = params.get('q')?.trim();
  return {
    ...(isStatus(status) ? { status } : {}),
    ...(isIsoDate(from) ? { from } : {}),
    ...(isIsoDate(to) ? { to } : {}),
    ...(q ? { q } : {}),
  };
}

/** Every request, newest first, with a filter by status and dates and a search by name, phone or number. */
export default function RequestsPage() {
  const t = useTexts(staffTexts);
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const list = useStaffBookingsQuery(filter, liveQueryOptions());
  useConsoleTitle(t.requests.title);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['q', 'status', 'from', 'to']) {
      const entry = form.get(name);
      const value = typeof entry === 'string' ? entry.trim() : '';
      if (value) next.set(name, value);
    }
    setParams(next);
  };

  return (
    <>
      <h1>{t.requests.title}</h1>
      {/* Keyed by the address: a reset or a back step shows the filter the list has. */}
      <Filters key={params.toString()} role="search" aria-label={t.requests.filters} onSubmit={submit}>
        <Field className="wide" label={t.requests.search} hint={t.requests.searchHint} id="requests-q">
          <input
            id="requests-q"
            name="q"
            type="search"
            defaultValue={filter.q ?? ''}
            autoComplete="off"
            aria-describedby="requests-q-hint"
          />
        </Field>
        <Field label={t.requests.status} id="requests-status">
          <select id="requests-status" name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t.requests.anyStatus}</option>
            {STAFF_BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t.requests.from} id="requests-from">
          <input id="requests-from" name="from" type="date" defaultValue={filter.from ?? ''} />
        </Field>
        <Field label={t.requests.to} id="requests-to">
          <input id="requests-to" name="to" type="date" defaultValue={filter.to ?? ''} />
        </Field>
        <div className="buttons">
          <Button type="submit">{t.requests.apply}</Button>
          <Button type="button" $variant="outline" onClick={() => setParams(new URLSearchParams())}>
            {t.requests.reset}
          </Button>
        </div>
      </Filters>
      {!list.data ? (
        <LoadState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <section aria-labelledby="requests-found">
          <h2 id="requests-found" className="visually-hidden">
            {t.requests.found(list.data.length)}
          </h2>
          <p aria-hidden="true">
            {t.requests.found(list.data.length)} · {t.requests.newest}
          </p>
          <BookingList bookings={list.data} empty={t.requests.empty} label={t.requests.title} />
        </section>
      )}
    </>
  );
}
