import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { GUESTS_MAX } from '../../domain/booking';
import { BOOKING_LIMITS } from '../../domain/bookingRules';
import { addDays, todayInHotel } from '../../domain/dates';
import { Button, IconButton } from '../../shared/Button';
import { DateField } from '../../shared/dates/DateField';
import { Dialog } from '../../shared/Dialog';
import { formatPrice } from '../../shared/format';
import { useTexts } from '../../shared/i18n';
import { CheckIcon, CloseIcon } from '../../shared/icons';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { toLang } from '../../shared/language/languages';
import { useLocalizedPath } from '../../shared/navigation';
import { roomCopy } from '../../shared/rooms/roomCatalogue.texts';
import { bookingTexts } from './booking.texts';
import {
  bookingClosed,
  fieldChanged,
  selectBookingForm,
  selectBookingProblem,
  selectBookingQuote,
  selectBookingStatus,
  selectLastBookingId,
  selectStoredRequest,
  successAcknowledged,
  type BookingField,
} from './bookingDialogSlice';
import { confirmBooking } from './confirmBooking';
import { NationalityCombobox } from './NationalityCombobox';
import { phoneCountryOptions } from './phone';
import { PhoneField } from './PhoneField';

/** Element id of each field, for labels, error messages and focus. */
const FIELD_IDS: Record<BookingField, string> = {
  firstName: 'booking-first-name',
  secondName: 'booking-second-name',
  email: 'booking-email',
  nationality: 'booking-nationality',
  phoneCountry: 'booking-phone-country',
  phoneNumber: 'booking-phone',
  checkIn: 'booking-check-in',
  checkOut: 'booking-check-out',
  guestCount: 'booking-guests',
};

const Body = styled.form`
  padding: ${({ theme }) => theme.space(3)};
  header { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; }
  h2 { margin: 0; font-size: 28px; }
  .room { margin: 4px 0 0; font-weight: 600; }
  .rate { margin: 2px 0 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: 15px; }
  .rate strong { color: ${({ theme }) => theme.colors.primary}; }
`;

const Grid = styled.div`
  display: grid;
  /* minmax(0, …): a field's own minimum width (an input's default size) never widens the dialog. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    .wide { grid-column: 1 / -1; }
  }
`;

const Field = styled.div`
  display: grid;
  gap: 6px;
  align-content: start;
  min-width: 0;
  label, .label { font-size: 14px; font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  .optional { font-weight: 400; }
  > input {
    width: 100%;
    min-height: 48px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 16px;
  }
  > input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger}; }
  .error { margin: 0; color: ${({ theme }) => theme.colors.danger}; font-size: 14px; }
`;

const Quote = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
  p { margin: 0; display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 12px; }
  /* A sum is never broken over two lines: on a narrow phone it moves under its label whole. */
  .total { margin-top: 6px; font-size: 20px; font-weight: 700; color: ${({ theme }) => theme.colors.primary}; }
  .total span:last-child { white-space: nowrap; }
`;

const Failure = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fdecea;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Success = styled.div`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  text-align: center;
  .mark { display: inline-grid; place-items: center; width: 64px; height: 64px; border-radius: 50%; background: #e3f1ec; color: #1e6b52; margin-bottom: 12px; }
  h2 { font-size: 30px; }
  .number { font-family: monospace; color: ${({ theme }) => theme.colors.textMuted}; word-break: break-all; }
  div { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; margin-top: ${({ theme }) => theme.space(3)}; }
  a { display: inline-flex; align-items: center; min-height: 44px; }
`;

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="error" id={`${id}-error`}>
      {children}
    </p>
  );
}

const Notice = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #e3f1ec;
  color: #1e4d3d;
  overflow-wrap: anywhere;
`;

/** The booking dialog (spec section 2): the request form, its price and the success popup. */
export default function BookingDialog() {
  const t = useTexts(bookingTexts);
  const titles = useTexts(roomCopy);
  const { language } = useLanguage();
  const localized = useLocalizedPath();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectBookingStatus);
  const form = useAppSelector(selectBookingForm);
  const problem = useAppSelector(selectBookingProblem);
  const stored = useAppSelector(selectStoredRequest);
  const quote = useAppSelector(selectBookingQuote);
  const bookingId = useAppSelector(selectLastBookingId);
  const sending = status === 'sending';
  const room = quote.room;
  const roomTitle = room ? titles[room.id]?.title ?? '' : '';
  const lang = toLang(language);
  const today = todayInHotel();
  // After a stored request, changed values go as a new request once the guest has been told.
  const sendsNewRequest = problem?.key === 'storedChanged';

  // A field with a problem gets focus, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (problem?.field) document.getElementById(FIELD_IDS[problem.field])?.focus();
  }, [problem]);

  const change = <K extends BookingField>(field: K, value: (typeof form)[K]) => dispatch(fieldChanged({ field, value } as Parameters<typeof fieldChanged>[0]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(confirmBooking({ lang, roomTitle, problemText: (key) => t.problems[key], storedText: t.storedNotice }));
  };

  const invalid = (field: BookingField) => problem?.field === field;
  const describedBy = (field: BookingField) => (invalid(field) ? `${FIELD_IDS[field]}-error` : undefined);
  const errorFor = (field: BookingField) => (invalid(field) && problem ? <FieldError id={FIELD_IDS[field]}>{t.problems[problem.key]}</FieldError> : null);

  if (!room) return null;
  const success = status === 'success';
  return (
    <Dialog
      isOpen={status !== 'closed'}
      onRequestClose={() => dispatch(bookingClosed())}
      labelledBy={success ? 'booking-success-title' : 'booking-title'}
      closeOnBackdrop={!success && !sending}
      closeOnEscape={!success && !sending}
      size="wide"
    >
      {success ? (
        <Success role="status">
          <span className="mark" aria-hidden="true">
            <CheckIcon size={32} />
          </span>
          <h2 id="booking-success-title">{t.successTitle}</h2>
          <p>{t.successText}</p>
          {bookingId && <p className="number">{t.successNumber(bookingId)}</p>}
          <div>
            <Link to={localized('/my-requests')} onClick={() => dispatch(successAcknowledged())}>
              {t.myRequests}
            </Link>
            <Button $variant="primary" onClick={() => dispatch(successAcknowledged())} autoFocus>
              {t.ok}
            </Button>
          </div>
        </Success>
      ) : (
        <Body onSubmit={submit} noValidate aria-busy={sending}>
          <header>
            <div>
              <h2 id="booking-title">{t.title}</h2>
              <p className="room">{roomTitle}</p>
              <p className="rate">
                <strong>{formatPrice(quote.price, language)}</strong> / {t.perNight} — {quote.foreign ? t.foreignPrice : t.localPrice}
              </p>
            </div>
            <IconButton onClick={() => dispatch(bookingClosed())} aria-label={t.close} disabled={sending}>
              <CloseIcon />
            </IconButton>
          </header>
          <fieldset disabled={sending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Grid>
              <Field>
                <label htmlFor={FIELD_IDS.firstName}>{t.firstName}</label>
                <input id={FIELD_IDS.firstName} value={form.firstName} autoComplete="given-name" aria-invalid={invalid('firstName') || undefined} aria-describedby={describedBy('firstName')} onChange={(e) => change('firstName', e.target.value)} />
                {errorFor('firstName')}
              </Field>
              <Field>
                <label htmlFor={FIELD_IDS.secondName}>{t.secondName}</label>
                <input id={FIELD_IDS.secondName} value={form.secondName} autoComplete="family-name" aria-invalid={invalid('secondName') || undefined} aria-describedby={describedBy('secondName')} onChange={(e) => change('secondName', e.target.value)} />
                {errorFor('secondName')}
              </Field>
              <Field>
                <label htmlFor={FIELD_IDS.email}>
                  {t.email} <span className="optional">{t.optional}</span>
                </label>
                <input id={FIELD_IDS.email} type="email" value={form.email} autoComplete="email" aria-invalid={invalid('email') || undefined} aria-describedby={describedBy('email')} onChange={(e) => change('email', e.target.value)} />
                {errorFor('email')}
              </Field>
              <Field>
                <label id={`${FIELD_IDS.nationality}-label`} htmlFor={FIELD_IDS.nationality}>
                  {t.nationality}
                </label>
                <NationalityCombobox
                  id={FIELD_IDS.nationality}
                  labelId={`${FIELD_IDS.nationality}-label`}
                  value={form.nationality}
                  onChange={(value) => {
                    change('nationality', value);
                    // A guest who has not typed a phone yet most likely has one from their own country.
                    const dial = value?.code.toLowerCase();
                    if (dial && !form.phoneNumber.trim() && phoneCountryOptions(language).some((o) => o.value === dial)) change('phoneCountry', dial);
                  }}
                  invalid={invalid('nationality')}
                  describedBy={describedBy('nationality')}
                  disabled={sending}
                />
                {errorFor('nationality')}
              </Field>
              <Field className="wide">
                <label htmlFor={FIELD_IDS.phoneNumber}>{t.phone}</label>
                <PhoneField
                  id={FIELD_IDS.phoneNumber}
                  country={form.phoneCountry}
                  number={form.phoneNumber}
                  onChange={({ country, number }) => {
                    if (country !== form.phoneCountry) change('phoneCountry', country);
                    if (number !== form.phoneNumber) change('phoneNumber', number);
                  }}
                  invalid={invalid('phoneNumber')}
                  describedBy={describedBy('phoneNumber')}
                  disabled={sending}
                />
                {errorFor('phoneNumber')}
              </Field>
              <Field>
                <label htmlFor={FIELD_IDS.checkIn}>{t.checkIn}</label>
                <DateField id={FIELD_IDS.checkIn} value={form.checkIn} min={today} max={addDays(today, BOOKING_LIMITS.maxDaysAhead)} onChange={(v) => change('checkIn', v)} invalid={invalid('checkIn')} describedBy={describedBy('checkIn')} disabled={sending} />
                {errorFor('checkIn')}
              </Field>
              <Field>
                <label htmlFor={FIELD_IDS.checkOut}>{t.checkOut}</label>
                <DateField id={FIELD_IDS.checkOut} value={form.checkOut} min={form.checkIn || today} max={form.checkIn ? addDays(form.checkIn, BOOKING_LIMITS.maxNights) : undefined} onChange={(v) => change('checkOut', v)} invalid={invalid('checkOut')} describedBy={describedBy('checkOut')} disabled={sending} />
                {errorFor('checkOut')}
              </Field>
              <Field>
                <label htmlFor={FIELD_IDS.guestCount}>{t.guests}</label>
                <input
                  id={FIELD_IDS.guestCount}
                  type="number"
                  min={1}
                  max={GUESTS_MAX}
                  inputMode="numeric"
                  value={form.guestCount}
                  aria-invalid={invalid('guestCount') || undefined}
                  aria-describedby={describedBy('guestCount')}
                  onChange={(e) => change('guestCount', Number(e.target.value))}
                />
                {errorFor('guestCount')}
              </Field>
            </Grid>
          </fieldset>
          <Quote aria-live="polite">
            {quote.nights > 0 ? (
              <>
                <p>
                  <span>{t.nightsTimes(quote.nights, formatPrice(quote.price, language))}</span>
                </p>
                <p className="total">
                  <span>{t.total}</span>
                  <span data-testid="booking-total">{formatPrice(quote.total, language)}</span>
                </p>
              </>
            ) : (
              <p>{t.chooseDates}</p>
            )}
          </Quote>
          {problem && !problem.field && <Failure role="alert">{t.problems[problem.key]}</Failure>}
          {stored && !sendsNewRequest && <Notice role="status">{t.storedNotice(stored.bookingId)}</Notice>}
          <Actions>
            <Button $variant="outline" onClick={() => dispatch(bookingClosed())} disabled={sending}>
              {t.cancel}
            </Button>
            <Button type="submit" $variant="accent" disabled={sending}>
              {sending ? t.sending : sendsNewRequest ? t.sendAsNew : t.confirm}
            </Button>
          </Actions>
        </Body>
      )}
    </Dialog>
  );
}
