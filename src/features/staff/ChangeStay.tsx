/**
 * "Change booking" on a request's page (POST /api/staff/bookings/{id}/change): the dates, the
 * guests, the room type, the rooms and, for the owner, the total, with a reason. The new price is
 * the server's (…/change/preview, asked again as the form changes) and shows before saving; the
 * server's refusals (409 sold out, 422 a rule) are said in the staff member's words from their
 * rule and figures, under the field they concern. A guest in the house leaving early is its own
 * case ("Early departure"): the form opens on the new check-out day with the reason written.
 * A change's line of history is said in words too (ChangeLine).
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { addDays, isIsoDate, todayInHotel } from '../../domain/dates';
import { GUESTS } from '../../domain/guests';
import { findRoom, ROOMS } from '../../domain/rooms';
import { Button } from '../../shared/Button';
import { DateField, DATE_FIELD_MIN_WIDTH } from '../../shared/dates/DateField';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { LanguageCode } from '../../shared/language/languages';
import type { ApiProblem } from '../../store/baseQuery';
import { useAnnounce } from './ConsoleLayout';
import { describedBy, Field } from './formBits';
import { changeTexts, type ChangeTexts } from './change.texts';
import {
  changeRecordOf,
  useChangePreviewQuery,
  useChangeStayMutation,
  useStaffSessionQuery,
  type StaffBookingDetail,
  type StayChangeAsk,
  type StayChangePreview,
} from './staffApi';
import { formatDayMonth, formatPrice, formatStay, roomLabel } from './staffFormat';
import { staffTexts, type StaffTexts } from './staff.texts';

/** The statuses a stay may be changed in (the server's bookings/change.ts CHANGEABLE). */
const CHANGEABLE = ['received', 'confirmed', 'checked_in'] as const;

/** Longest reason the server keeps. */
const REASON_MAX = 500;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
  > button {
    flex: 1 1 140px;
    max-width: 100%;
    white-space: normal;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 12px;
  margin-top: 12px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  min-width: 0;
  h3 {
    font-family: inherit;
    font-size: 18px;
    margin: 0;
    outline: none;
  }
  p {
    margin: 0;
  }
  .pair {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(${DATE_FIELD_MIN_WIDTH}, 1fr));
    gap: 12px;
  }
  .preview {
    display: grid;
    gap: 6px;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    min-width: 0;
  }
  .preview h4 {
    font-family: inherit;
    font-size: 16px;
    margin: 0;
  }
  .total {
    font-weight: 600;
  }
  .problem {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    > button {
      max-width: 100%;
      white-space: normal;
    }
  }
`;

type FieldName = 'checkin' | 'checkout' | 'guests' | 'roomId' | 'units' | 'price' | 'reason' | 'form';
type Errors = Partial<Record<FieldName, string>>;
const FIELDS: readonly FieldName[] = ['checkin', 'checkout', 'guests', 'roomId', 'units', 'price', 'reason'];

interface Draft {
  checkin: string;
  checkout: string;
  guests: string;
  roomId: number;
  units: string;
  price: string;
  reason: string;
}

/** A whole number typed, or null. */
function whole(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isSafeInteger(value) ? value : null;
}

/** What differs from the stay as it is, for the server; null while nothing does or a field is not yet a value. */
function askOf(draft: Draft, booking: StaffBookingDetail, owner: boolean): Omit<StayChangeAsk, 'reason'> | null {
  const guests = whole(draft.guests);
  const units = whole(draft.units);
  const price = owner && draft.price.trim() !== '' ? whole(draft.price) : undefined;
  if (!isIsoDate(draft.checkin) || !isIsoDate(draft.checkout) || guests === null || units === null || price === null)
    return null;
  const ask: Omit<StayChangeAsk, 'reason'> = {
    ...(draft.checkin !== booking.checkin ? { checkin: draft.checkin } : {}),
    ...(draft.checkout !== booking.checkout ? { checkout: draft.checkout } : {}),
    ...(guests !== booking.guests ? { guests } : {}),
    ...(draft.roomId !== booking.roomId ? { roomId: draft.roomId } : {}),
    ...(units !== booking.units ? { units } : {}),
    ...(price !== undefined ? { price } : {}),
  };
  return Object.keys(ask).length > 0 ? ask : null;
}

/** Nights as the console writes them in a sentence: '14 June, 15 June'. */
function nightList(nights: readonly string[], language: LanguageCode): string {
  return nights.map((night) => formatDayMonth(night, language)).join(', ');
}

/** A refusal of the server in the staff member's words, and the field it concerns (the form's when none). */
export function changeProblem(
  problem: ApiProblem,
  c: ChangeTexts,
  t: StaffTexts,
  language: LanguageCode,
): { field: FieldName; text: string } {
  const details = problem.details ?? {};
  if (problem.code === 'sold_out') {
    const nights = Array.isArray(details.nights) ? (details.nights as string[]) : [];
    return { field: 'checkout', text: c.errors.soldOut(nightList(nights, language)) };
  }
  if (problem.status === 403) return { field: 'price', text: c.errors.forbidden };
  if (problem.code === 'invalid_transition') return { field: 'form', text: t.actions.errors.invalid_transition };
  if (problem.code === 'invalid' && typeof details.rule === 'string') {
    const field = FIELDS.includes(problem.field as FieldName) ? (problem.field as FieldName) : 'form';
    const units = typeof details.units === 'number' ? details.units : 1;
    const rules = c.errors.rules;
    const rule = details.rule as keyof typeof rules;
    const words = rules[rule];
    if (typeof words === 'function') return { field, text: words(units) };
    if (typeof words === 'string') return { field, text: words };
  }
  return { field: 'form', text: c.errors.failed };
}

/** The new price and what the change does, as the server worked it out. */
function PreviewBox({ preview, c, t }: { preview: StayChangePreview; c: ChangeTexts; t: StaffTexts }) {
  const { language } = useLanguage();
  const { before, after, deposit, waived } = preview;
  const money = (sum: number) => formatPrice(sum, language);
  return (
    <>
      <dl>
        <dt>{c.now}</dt>
        <dd>{c.stayLine(formatStay(before.checkin, before.checkout, language), t.nights(before.nights))}</dd>
        <dt>{c.after}</dt>
        <dd>{c.stayLine(formatStay(after.checkin, after.checkout, language), t.nights(after.nights))}</dd>
      </dl>
      <p className="total">{c.totalLine(money(before.total), money(after.total))}</p>
      <p>{preview.priceBy === 'owner' ? c.byOwner : c.byQuote}</p>
      {preview.nightsAdded.length > 0 && <p>{c.added(nightList(preview.nightsAdded, language))}</p>}
      {preview.nightsFreed.length > 0 && <p>{c.freed(nightList(preview.nightsFreed, language))}</p>}
      {waived.minNights !== undefined && <p>{c.minNights(t.nights(waived.minNights))}</p>}
      {waived.closedToArrival && <p>{c.closedToArrival}</p>}
      {preview.unconfirmable && (
        <p className="problem">{c.unconfirmable(nightList(preview.unconfirmable, language))}</p>
      )}
      {deposit && (
        <p className="total">
          {deposit.paid === deposit.due
            ? c.depositSame(money(deposit.paid))
            : deposit.paid < deposit.due
              ? c.depositMore(money(deposit.paid), money(deposit.due), money(deposit.due - deposit.paid))
              : c.depositLess(money(deposit.paid), money(deposit.due), money(deposit.paid - deposit.due))}
        </p>
      )}
    </>
  );
}

/** The first check-out day of an early departure: today, or the day after check-in if that is today. */
function earlyCheckout(booking: StaffBookingDetail, today: string): string {
  const earliest = today > booking.checkin ? today : addDays(booking.checkin, 1);
  return earliest < booking.checkout ? earliest : booking.checkout;
}

function ChangeForm({
  booking,
  early,
  onClose,
  onDone,
}: {
  booking: StaffBookingDetail;
  early: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const c = useTexts(changeTexts);
  const t = useTexts(staffTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const today = todayInHotel();
  const owner = useStaffSessionQuery().data?.role === 'owner';
  const inHouse = booking.status === 'checked_in';
  const [draft, setDraft] = useState<Draft>(() => ({
    checkin: booking.checkin,
    checkout: early ? earlyCheckout(booking, today) : booking.checkout,
    guests: String(booking.guests),
    roomId: booking.roomId,
    units: String(booking.units),
    price: '',
    reason: early ? c.earlyReason : '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [save, saving] = useChangeStayMutation();
  useEffect(() => headingRef.current?.focus(), []);

  const ask = askOf(draft, booking, owner);
  const preview = useChangePreviewQuery(ask ? { id: booking.id, ask } : skipToken);
  const previewProblem =
    ask && preview.isError && !preview.isFetching ? changeProblem(preview.error as ApiProblem, c, t, language) : null;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
  };
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const shown = (name: FieldName) => errors[name] ?? (previewProblem?.field === name ? previewProblem.text : undefined);

  const refuse = (found: { field: FieldName; text: string }) => {
    setErrors({ [found.field]: found.text });
    announce(found.text);
    if (found.field !== 'form') document.getElementById(fieldId(found.field))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reason = draft.reason.trim();
    if (!ask) return refuse({ field: 'form', text: c.errors.rules.unchanged });
    if (reason === '' || reason.length > REASON_MAX) return refuse({ field: 'reason', text: c.errors.rules.reason });
    const result = await save({ id: booking.id, ask: { ...ask, reason } });
    if ('error' in result && result.error) {
      const problem = result.error as ApiProblem;
      if (problem.status === 401) return;
      return refuse(changeProblem(problem, c, t, language));
    }
    announce(c.done);
    onDone();
  };

  const busy = saving.isLoading;
  const room = findRoom(draft.roomId);
  const control = (name: FieldName, hint = false) => ({
    id: fieldId(name),
    'aria-invalid': shown(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), hint, shown(name)),
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} data-print="hide">
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {early ? c.early : c.open}
      </h3>
      <p>{early ? c.earlyLead : c.lead}</p>
      <div className="pair">
        <Field
          id={fieldId('checkin')}
          label={t.fields.checkin}
          hint={inHouse ? c.checkinFixed : undefined}
          error={shown('checkin')}
        >
          <DateField
            id={fieldId('checkin')}
            value={draft.checkin}
            min={booking.checkin < today ? booking.checkin : today}
            onChange={(value) => set('checkin', value)}
            invalid={shown('checkin') ? true : undefined}
            describedBy={describedBy(fieldId('checkin'), inHouse, shown('checkin'))}
            disabled={inHouse}
            required
          />
        </Field>
        <Field id={fieldId('checkout')} label={t.fields.checkout} error={shown('checkout')}>
          <DateField
            id={fieldId('checkout')}
            value={draft.checkout}
            min={addDays(draft.checkin || today, 1)}
            onChange={(value) => set('checkout', value)}
            invalid={shown('checkout') ? true : undefined}
            describedBy={describedBy(fieldId('checkout'), false, shown('checkout'))}
            required
          />
        </Field>
      </div>
      {!early && (
        <>
          <Field id={fieldId('roomId')} label={c.roomType} error={shown('roomId')}>
            <select
              {...control('roomId')}
              value={draft.roomId}
              onChange={(event) => set('roomId', Number(event.target.value))}
            >
              {ROOMS.map((option) => (
                <option key={option.id} value={option.id}>
                  {roomLabel(option.id, language)}
                </option>
              ))}
            </select>
          </Field>
          <div className="pair">
            <Field id={fieldId('guests')} label={t.fields.guests} error={shown('guests')}>
              <input
                {...control('guests')}
                type="number"
                inputMode="numeric"
                min={GUESTS.min}
                max={GUESTS.max}
                value={draft.guests}
                onChange={(event) => set('guests', event.target.value)}
              />
            </Field>
            <Field id={fieldId('units')} label={t.fields.units} error={shown('units')}>
              <input
                {...control('units')}
                type="number"
                inputMode="numeric"
                min={1}
                max={room?.units ?? 1}
                value={draft.units}
                onChange={(event) => set('units', event.target.value)}
              />
            </Field>
          </div>
          {owner && (
            <Field id={fieldId('price')} label={c.price} hint={c.priceHint} error={shown('price')}>
              <input
                {...control('price', true)}
                type="number"
                inputMode="numeric"
                min={0}
                value={draft.price}
                onChange={(event) => set('price', event.target.value)}
              />
            </Field>
          )}
        </>
      )}
      <Field id={fieldId('reason')} label={c.reason} hint={c.reasonHint} error={shown('reason')}>
        <textarea
          {...control('reason', true)}
          maxLength={REASON_MAX}
          required
          value={draft.reason}
          onChange={(event) => set('reason', event.target.value)}
        />
      </Field>
      <section
        className="preview"
        aria-labelledby={`${id}-preview`}
        aria-live="polite"
        aria-busy={preview.isFetching || undefined}
      >
        <h4 id={`${id}-preview`}>{c.preview}</h4>
        {!ask ? (
          <p>{c.waiting}</p>
        ) : preview.isFetching ? (
          <p>{c.loading}</p>
        ) : previewProblem ? (
          <p className="problem">{previewProblem.text}</p>
        ) : preview.currentData ? (
          <PreviewBox preview={preview.currentData} c={c} t={t} />
        ) : (
          <p>{c.loading}</p>
        )}
      </section>
      {errors.form && (
        <p className="problem" role="alert">
          {errors.form}
        </p>
      )}
      <div className="buttons">
        <Button type="submit" $variant="accent" aria-busy={busy || undefined} disabled={busy}>
          {c.save}
        </Button>
        <Button $variant="outline" onClick={onClose} disabled={busy}>
          {c.back}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The stay's "Change booking" (and, for a guest in the house, "Early departure") under its facts;
 * the form in their place while open. Nothing for a stay that is over.
 */
export function ChangeStay({ booking, onDone }: { booking: StaffBookingDetail; onDone: () => void }) {
  const c = useTexts(changeTexts);
  const [open, setOpen] = useState<'change' | 'early' | null>(null);
  if (!(CHANGEABLE as readonly string[]).includes(booking.status)) return null;
  if (open)
    return (
      <ChangeForm
        key={open}
        booking={booking}
        early={open === 'early'}
        onClose={() => setOpen(null)}
        onDone={() => {
          setOpen(null);
          onDone();
        }}
      />
    );
  return (
    <Buttons data-print="hide">
      <Button $variant="outline" onClick={() => setOpen('change')}>
        {c.open}
      </Button>
      {booking.status === 'checked_in' && booking.checkout > addDays(booking.checkin, 1) && (
        <Button $variant="outline" onClick={() => setOpen('early')}>
          {c.early}
        </Button>
      )}
    </Buttons>
  );
}

/** A change's line of history in words: what moved (dates, guests, room type, rooms, total) and why. */
export function ChangeLine({ detail }: { detail: string }) {
  const c = useTexts(changeTexts);
  const { language } = useLanguage();
  const record = changeRecordOf(detail);
  if (!record) return <>{detail}</>;
  const { before, after } = record;
  const h = c.history;
  const parts = [
    before.checkin !== after.checkin || before.checkout !== after.checkout
      ? `${formatStay(before.checkin, before.checkout, language)} → ${formatStay(after.checkin, after.checkout, language)}`
      : null,
    before.guests !== after.guests ? h.guests(before.guests, after.guests) : null,
    before.roomId !== after.roomId
      ? h.roomType(roomLabel(before.roomId, language), roomLabel(after.roomId, language))
      : null,
    before.units !== after.units ? h.rooms(before.units, after.units) : null,
    before.total !== after.total || record.priceBy === 'owner'
      ? `${h.total(formatPrice(before.total, language), formatPrice(after.total, language))}${record.priceBy === 'owner' ? ` (${h.byOwner})` : ''}`
      : null,
  ].filter((part): part is string => part !== null);
  return (
    <>
      {parts.join('; ')}
      <br />
      {h.reason(record.reason)}
    </>
  );
}
