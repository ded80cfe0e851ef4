import { useState } from 'react';
import styled from 'styled-components';
import { addDays, todayInHotel } from '../../domain/dates';
import { buttonStyles, type ButtonStyleProps } from '../../shared/Button';
import { useTexts } from '../../shared/i18n';
import { useConsoleTitle } from './ConsoleLayout';
import { Field } from './formBits';
import { exportUrl } from './staffApi';
import { staffTexts } from './staff.texts';

const Form = styled.div`
  display: grid;
  gap: 16px;
  max-width: 560px;
  .pair {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 12px;
  }
`;

const Download = styled.a<ButtonStyleProps & { $disabled: boolean }>`
  ${buttonStyles}
  justify-self: start;
  ${({ $disabled }) => ($disabled ? 'pointer-events: none; opacity: 0.6;' : '')}
`;

/** The first day of the month of `iso` and the first of the next: a month's [from, to). */
function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const year = y ?? 1970;
  const index = (m ?? 1) - 1;
  const from = `${year}-${String(index + 1).padStart(2, '0')}-01`;
  const nextYear = index === 11 ? year + 1 : year;
  const to = `${nextYear}-${String(((index + 1) % 12) + 1).padStart(2, '0')}-01`;
  return { from, to };
}

/** The owner downloads the month's (or any period's) requests as CSV for the accountant. */
export default function ExportPage() {
  const t = useTexts(staffTexts);
  const thisMonth = todayInHotel().slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const [range, setRange] = useState(() => monthRange(thisMonth));
  useConsoleTitle(t.export.title);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to) && range.to > range.from;

  return (
    <>
      <h1>{t.export.title}</h1>
      <p>{t.export.lead}</p>
      <Form>
        <Field id="export-month" label={t.export.month}>
          <input
            id="export-month"
            type="month"
            value={month}
            onChange={(event) => {
              setMonth(event.target.value);
              if (/^\d{4}-\d{2}$/.test(event.target.value)) setRange(monthRange(event.target.value));
            }}
          />
        </Field>
        <div className="pair">
          <Field id="export-from" label={t.export.from}>
            <input
              id="export-from"
              type="date"
              value={range.from}
              onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))}
            />
          </Field>
          <Field id="export-to" label={t.export.to} error={valid ? null : t.export.invalid}>
            <input
              id="export-to"
              type="date"
              value={range.to}
              min={range.from ? addDays(range.from, 1) : undefined}
              aria-invalid={valid ? undefined : true}
              aria-describedby={valid ? undefined : 'export-to-error'}
              onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))}
            />
          </Field>
        </div>
        {/* A plain link: the browser downloads the file itself, with the session cookie. */}
        <Download
          href={valid ? exportUrl(range.from, range.to) : undefined}
          download
          $disabled={!valid}
          aria-disabled={valid ? undefined : true}
        >
          {t.export.download}
        </Download>
      </Form>
    </>
  );
}
