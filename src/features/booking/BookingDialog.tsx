import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { lastCheckout } from '../../domain/availability';
import { useAvailability, useFullNights } from '../../store/availability';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { AppDispatch, RootState } from '../../store/store';
import { BOOKING_LIMITS } from '../../domain/bookingLimits';
import { GUESTS, normaliseGuests } from '../../domain/guests';
import { addDays, todayInHotel } from '../../domain/dates';
import { datesInOrder } from '../../domain/stayDates';
import { Button, IconButton } from '../../shared/Button';
import { DateField } from '../../shared/dates/DateField';
import { Dialog } from '../../shared/Dialog';
import { NumberField } from '../../shared/NumberField';
import { formatPrice } from '../../shared/format';
import { useTexts } from '../../shared/i18n';
import { CheckIcon, CloseIcon, MinusIcon, PlusIcon } from '../../shared/icons';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { toLang } from '../../shared/language/languages';
import { useLocalizedPath } from '../../shared/navigation';
import { selectMyRequests } from '../../shared/myRequests/myRequestsSlice';
import { roomCopy } from '../../shared/rooms/roomCatalogue.texts';
import { unitTexts } from '../../shared/rooms/units.texts';
import { bookingTexts } from './booking.texts';
import {
  bookingClosed,
  fieldChanged,
  normaliseUnits,
  selectBookingForm,
  selectBookingProblem,
  selectBookingRoomId,
  selectBookingQuote,
  selectBookingStatus,
  selectLastBookingId,
  selectStoredRequest,
  successAcknowledged,
  validationFailed,
  type BookingField,
  type BookingProblemKey,
} from './bookingDialogSlice';
import { guestsOverProblem } from './bookingProblems';
import { confirmBooking } from './confirmBooking';
import { problemMessage } from './problemMessage';
import { NationalityCombobox } from './NationalityCombobox';
import { loadBookingApi } from './loadBookingApi';
import { loadedPhoneRules, loadPhoneRules, type PhoneRules } from './loadPhoneRules';
import { PhoneField } from './PhoneField';
import { Body, Grid, Field, Quote, Failure, Actions, Success, Notice, Stepper } from './BookingDialog.styles';

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
  units: 'booking-units',
};

/**
 * A nationality chosen while the phone's country list was loading: the phone's country follows it
 * once the list is here (`dialled`: a country it has), if that is still the nationality and no
 * number has been typed meanwhile.
 */
function phoneCountryFromNationality(dial: string, dialled: boolean) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const form = selectBookingForm(getState());
    if (dialled && selectBookingStatus(getState()) === 'open' && form.nationality?.code.toLowerCase() === dial && !form.phoneNumber.trim()) dispatch(fieldChanged({ field: 'phoneCountry', value: dial }));
  };
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="error" id={`${id}-error`}>
      {children}
    </p>
  );
}

/** The booking dialog (spec section 2): the request form, its price and the success popup. */
export default function BookingDialog() {
  const t = useTexts(bookingTexts);
  const unitWords = useTexts(unitTexts);
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
  // The reference the server gave (kept with the guest's record); the id for an answer without one.
  const reference = useAppSelector(selectMyRequests).find((r) => r.bookingId === bookingId)?.reference ?? bookingId;
  // The nights this room kind is full: greyed out in both calendars (a stay may end on one).
  const roomId = useAppSelector(selectBookingRoomId);
  const fullNights = useFullNights(roomId);
  // Rooms of this kind free for the chosen stay (null while unknown): the rooms count stops there.
  const stayChosen = datesInOrder(form.checkIn, form.checkOut);
  const freeByRoom = useAvailability(stayChosen ? form.checkIn : null, stayChosen ? form.checkOut : null);
  const free = roomId === null ? null : (freeByRoom?.get(roomId) ?? null);
  const sending = status === 'sending';
  const room = quote.room;
  const roomTitle = room ? titles[room.id]?.title ?? '' : '';
  const lang = toLang(language);
  const today = todayInHotel();
  // After a stored request, changed values go as a new request once the guest has been told.
  const sendsNewRequest = problem?.key === 'storedChanged';

  // The calls' code, fetched once the dialog shows so it never holds up the opening (loadBookingApi.ts).
  useEffect(() => {
    void loadBookingApi.load().catch(() => undefined);
  }, []);

  // Set when a field is marked as the guest leaves it: that mark must not pull the focus back.
  const leftField = useRef(false);
  // A field with a problem gets focus, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (leftField.current) leftField.current = false;
    else if (problem?.field) document.getElementById(FIELD_IDS[problem.field])?.focus();
  }, [problem]);

  const change = <K extends BookingField>(field: K, value: (typeof form)[K]) => dispatch(fieldChanged({ field, value } as Parameters<typeof fieldChanged>[0]));

  const message = (key: BookingProblemKey) => (room ? problemMessage(t, key, { units: quote.units, room, free }) : t.problems.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(confirmBooking({ lang, roomTitle, problemText: message, storedText: t.storedNotice, free }));
  };

  // The guests rule as the guest leaves the field or presses Enter: empty, invalid or below one
  // becomes one (spec section 5); more than a request may name or this kind's rooms take is marked
  // on the field at once (Confirm refuses it with its alert), never cut down unseen.
  const commitGuests = (text: string) => {
    const guests = normaliseGuests(text);
    if (guests !== form.guestCount) change('guestCount', guests);
    const over = room ? guestsOverProblem(guests, room) : null;
    if (over) {
      leftField.current = true;
      dispatch(validationFailed(over));
    }
  };

  const invalid = (field: BookingField) => problem?.field === field;
  const describedBy = (field: BookingField) => (invalid(field) ? `${FIELD_IDS[field]}-error` : undefined);
  const errorFor = (field: BookingField) => (invalid(field) && problem ? <FieldError id={FIELD_IDS[field]}>{message(problem.key)}</FieldError> : null);

  if (!room) return null;
  // The rooms count shows once the guests need more than one room, and stays while the guest uses it.
  const showUnits = quote.units > 1 || form.guestCount > room.capacity || form.units !== undefined;
  // From the rooms the guests need up to the kind's rooms, or those free for the stay when known.
  const mostUnits = free ? Math.min(room.units, free) : room.units;
  const fewestUnits = Math.min(quote.needed, mostUnits);
  const sleeps = quote.units * room.capacity;
  const unitsHint = [
    sleeps >= form.guestCount ? unitWords.forGuests(quote.units, form.guestCount) : unitWords.forSomeGuests(quote.units, sleeps, form.guestCount),
    t.perRoom(room.capacity),
    ...(free !== null ? [t.freeUnits(free)] : []),
  ].join(' · ');
  const unitsDescribedBy = [`${FIELD_IDS.units}-hint`, describedBy('units')].filter(Boolean).join(' ');
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
          {reference && <p className="number">{t.successNumber(reference)}</p>}
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
                    if (!dial) return;
                    const dials = (rules: PhoneRules) => rules.phoneCountryOptions(language).some((o) => o.value === dial);
                    const rules = loadedPhoneRules();
                    if (rules) {
                      if (!form.phoneNumber.trim() && dials(rules)) change('phoneCountry', dial);
                      return;
                    }
                    // The country list is still loading: decide once it is here, on the values then.
                    void loadPhoneRules().then(
                      (loaded) => dispatch(phoneCountryFromNationality(dial, dials(loaded))),
                      () => undefined,
                    );
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
                <DateField id={FIELD_IDS.checkIn} value={form.checkIn} min={today} max={addDays(today, BOOKING_LIMITS.maxDaysAhead)} unavailable={fullNights} onChange={(v) => change('checkIn', v)} invalid={invalid('checkIn')} describedBy={describedBy('checkIn')} disabled={sending} />
                {errorFor('checkIn')}
              </Field>
              <Field>
                <label htmlFor={FIELD_IDS.checkOut}>{t.checkOut}</label>
                <DateField id={FIELD_IDS.checkOut} value={form.checkOut} min={form.checkIn || today} max={form.checkIn ? lastCheckout(form.checkIn, fullNights, addDays(form.checkIn, BOOKING_LIMITS.maxNights)) : undefined} onChange={(v) => change('checkOut', v)} invalid={invalid('checkOut')} describedBy={describedBy('checkOut')} disabled={sending} />
                {errorFor('checkOut')}
              </Field>
              <Field>
                <label htmlFor={FIELD_IDS.guestCount}>{t.guests}</label>
                <NumberField
                  id={FIELD_IDS.guestCount}
                  min={GUESTS.min}
                  max={GUESTS.max}
                  value={form.guestCount}
                  aria-invalid={invalid('guestCount') || undefined}
                  aria-describedby={describedBy('guestCount')}
                  onValueChange={(n) => change('guestCount', n)}
                  onCommit={commitGuests}
                />
                {errorFor('guestCount')}
              </Field>
              {showUnits && (
                <Field>
                  <label htmlFor={FIELD_IDS.units}>{t.units}</label>
                  <Stepper>
                    <button type="button" aria-label={t.fewerUnits} aria-controls={FIELD_IDS.units} disabled={quote.units <= fewestUnits} onClick={() => change('units', quote.units - 1)}>
                      <MinusIcon size={20} />
                    </button>
                    <NumberField
                      id={FIELD_IDS.units}
                      min={fewestUnits}
                      max={mostUnits}
                      value={quote.units}
                      aria-invalid={invalid('units') || undefined}
                      aria-describedby={unitsDescribedBy}
                      onValueChange={(n) => change('units', n)}
                      onCommit={(text) => {
                        const units = normaliseUnits(text);
                        if (units !== quote.units) change('units', units);
                      }}
                    />
                    <button type="button" aria-label={t.moreUnits} aria-controls={FIELD_IDS.units} disabled={quote.units >= mostUnits} onClick={() => change('units', quote.units + 1)}>
                      <PlusIcon size={20} />
                    </button>
                  </Stepper>
                  <p className="hint" id={`${FIELD_IDS.units}-hint`}>
                    {unitsHint}
                  </p>
                  {errorFor('units')}
                </Field>
              )}
            </Grid>
          </fieldset>
          <Quote aria-live="polite">
            {quote.nights > 0 ? (
              <>
                <p>
                  <span>{t.nightsTimes(quote.nights, formatPrice(quote.price, language), quote.units)}</span>
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
          {problem && !problem.field && <Failure role="alert">{message(problem.key)}</Failure>}
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
