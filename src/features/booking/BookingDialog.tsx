import { useEffect, useRef, type FormEvent } from 'react';
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
import { CloseIcon } from '../../shared/icons';
import { useLanguage } from '../../shared/language/LanguageProvider';
import { toLang, type LanguageCode } from '../../shared/language/languages';
import { selectMyRequests } from '../../shared/myRequests/myRequestsSlice';
import { useLocalizedPath } from '../../shared/navigation';
import { roomCopy } from '../../shared/rooms/roomCatalogue.texts';
import { unitTexts } from '../../shared/rooms/units.texts';
import { bookingTexts } from './booking.texts';
import {
  bookingClosed,
  fieldChanged,
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
  type BookingForm,
  type BookingProblem,
  type BookingProblemKey,
} from './bookingDialogSlice';
import { guestsOverProblem } from './bookingProblems';
import { confirmBooking } from './confirmBooking';
import { problemMessage } from './problemMessage';
import { NationalityCombobox } from './NationalityCombobox';
import { loadBookingApi } from './loadBookingApi';
import { loadedPhoneRules, loadPhoneRules, type PhoneRules } from './loadPhoneRules';
import { PhoneField } from './PhoneField';
import { Body, Fields, Footer, Grid, Quote, Failure, Actions, Notice, Consent } from './BookingDialog.styles';
import { BookingSuccess } from './BookingSuccess';
import { describedBy, FormField, TextField, type FieldWiring } from './BookingFormField';
import { UnitsStepper } from './UnitsStepper';
import { priceBands } from '../../domain/rates';
import { cancellationLine } from './cancellation';
import { stayQuoteArgs, useStayQuote } from './useStayQuote';
import type { StayQuote } from './bookingApi';

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

const NATIONALITY_LABEL = `${FIELD_IDS.nationality}-label`;

/**
 * A nationality chosen while the phone's country list was loading: the phone's country follows it
 * once the list is here (`dialled`: a country it has), if that is still the nationality and no
 * number has been typed meanwhile.
 */
function phoneCountryFromNationality(dial: string, dialled: boolean) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const form = selectBookingForm(getState());
    const open = selectBookingStatus(getState()) === 'open';
    const same = form.nationality?.code.toLowerCase() === dial;
    if (dialled && open && same && !form.phoneNumber.trim()) {
      dispatch(fieldChanged({ field: 'phoneCountry', value: dial }));
    }
  };
}

/**
 * A nationality chosen: a guest who has not typed a phone yet most likely has one from their own
 * country, so the phone's country follows it (once the country list is in, if it is still loading).
 */
function nationalityChosen(value: BookingForm['nationality'], language: LanguageCode) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    dispatch(fieldChanged({ field: 'nationality', value }));
    const dial = value?.code.toLowerCase();
    if (!dial) return;
    const dials = (rules: PhoneRules) => rules.phoneCountryOptions(language).some((o) => o.value === dial);
    const rules = loadedPhoneRules();
    if (rules) {
      const typed = selectBookingForm(getState()).phoneNumber.trim();
      if (!typed && dials(rules)) dispatch(fieldChanged({ field: 'phoneCountry', value: dial }));
      return;
    }
    // The country list is still loading: decide once it is here, on the values then.
    void loadPhoneRules().then(
      (loaded) => dispatch(phoneCountryFromNationality(dial, dials(loaded))),
      () => undefined,
    );
  };
}

/** Why the owner's terms refuse the quoted stay, in the guest's language. */
function termsRefusal(t: (typeof bookingTexts)['EN'], served: StayQuote): string {
  if (served.reason === 'min_nights' && served.minNights) return t.terms.minNights(served.minNights);
  if (served.reason === 'closed_to_arrival') return t.problems.closedToArrival;
  return t.problems.soldOut;
}

/** The booking dialog (spec section 2): the request form, its price and the success popup. */
export default function BookingDialog() {
  const t = useTexts(bookingTexts);
  const localized = useLocalizedPath();
  const unitWords = useTexts(unitTexts);
  const titles = useTexts(roomCopy);
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectBookingStatus);
  const form = useAppSelector(selectBookingForm);
  const problem = useAppSelector(selectBookingProblem);
  const stored = useAppSelector(selectStoredRequest);
  const quote = useAppSelector(selectBookingQuote);
  const bookingId = useAppSelector(selectLastBookingId);
  // The reference the server gave (kept with the guest's record); the id for an answer without one.
  const lastRecord = useAppSelector(selectMyRequests).find((r) => r.bookingId === bookingId);
  const reference = lastRecord?.reference ?? bookingId;
  // The nights this room kind is full: greyed out in both calendars (a stay may end on one).
  const roomId = useAppSelector(selectBookingRoomId);
  const fullNights = useFullNights(roomId);
  // Rooms of this kind free for the chosen stay (null while unknown): the rooms count stops there.
  const stayChosen = datesInOrder(form.checkIn, form.checkOut);
  const freeByRoom = useAvailability(stayChosen ? form.checkIn : null, stayChosen ? form.checkOut : null);
  const free = roomId === null ? null : (freeByRoom?.get(roomId) ?? null);
  // The server's price of the stay by the owner's terms; until it is in, the form's own computation.
  const quoteArgs = stayChosen
    ? stayQuoteArgs(roomId, {
        checkIn: form.checkIn,
        checkOut: form.checkOut,
        nationality: form.nationality?.code ?? null,
        units: quote.units,
      })
    : null;
  const served = useStayQuote(quoteArgs);
  const sending = status === 'sending';
  const room = quote.room;
  const roomTitle = room ? (titles[room.id]?.title ?? '') : '';
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

  const change = <K extends BookingField>(field: K, value: (typeof form)[K]) =>
    dispatch(fieldChanged({ field, value } as Parameters<typeof fieldChanged>[0]));

  const price = (amount: number) => formatPrice(amount, language);
  const message = (key: BookingProblemKey, detail?: BookingProblem) =>
    room ? problemMessage(t, key, { units: quote.units, room, free, price }, detail) : t.problems.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(
      confirmBooking({
        lang,
        roomTitle,
        problemText: message,
        storedText: t.storedNotice,
        free,
        quoteArgs,
        quotedTotal: served?.total,
      }),
    );
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

  // Each field's id, whether it holds the problem, and the problem's text when it does.
  const wiring = (field: BookingField): FieldWiring => {
    const invalid = problem?.field === field;
    return { id: FIELD_IDS[field], invalid, error: invalid && problem ? message(problem.key, problem) : null };
  };

  if (!room) return null;
  // The rooms count shows once the guests need more than one room, and stays while the guest uses it.
  const showUnits = quote.units > 1 || form.guestCount > room.capacity || form.units !== undefined;
  // From the rooms the guests need up to the kind's rooms, or those free for the stay when known.
  const mostUnits = free ? Math.min(room.units, free) : room.units;
  const fewestUnits = Math.min(quote.needed, mostUnits);
  const sleeps = quote.units * room.capacity;
  const unitsHint = [
    sleeps >= form.guestCount
      ? unitWords.forGuests(quote.units, form.guestCount)
      : unitWords.forSomeGuests(quote.units, sleeps, form.guestCount),
    t.perRoom(room.capacity),
    ...(free !== null ? [t.freeUnits(free)] : []),
  ].join(' · ');
  const success = status === 'success';
  // Nights that cost the same run together; one band is today's single line, at the server's price.
  const bands = served ? priceBands(served.nights) : null;
  const nightly = bands?.length === 1 ? bands[0]!.price : quote.price;
  // The room's rate for this guest: the server's, and its lowest when the nights differ.
  const rate =
    bands && bands.length > 1
      ? t.fromPrice(formatPrice(Math.min(...bands.map((b) => b.price)), language))
      : formatPrice(nightly, language);
  const total = served?.total ?? quote.total;
  // What the owner's terms say of this stay before it is sent (the server refuses it the same way).
  const refusal = !served || served.bookable ? null : termsRefusal(t, served);
  const policyLine = form.checkIn ? cancellationLine(t.cancellation, served?.policy, form.checkIn, language) : null;
  // The last day a stay from the chosen check-in may end: the longest stay, or the first full night.
  const lastStayDay = form.checkIn
    ? lastCheckout(form.checkIn, fullNights, addDays(form.checkIn, BOOKING_LIMITS.maxNights))
    : undefined;
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
        <BookingSuccess reference={reference} record={lastRecord} onDone={() => dispatch(successAcknowledged())} />
      ) : (
        <Body onSubmit={submit} noValidate aria-busy={sending}>
          <header>
            <div>
              <h2 id="booking-title">{t.title}</h2>
              <p className="room">{roomTitle}</p>
              <p className="rate">
                <strong>{rate}</strong> / {t.perNight} — {quote.foreign ? t.foreignPrice : t.localPrice}
              </p>
            </div>
            <IconButton onClick={() => dispatch(bookingClosed())} aria-label={t.close} disabled={sending}>
              <CloseIcon />
            </IconButton>
          </header>
          <Fields className="fields">
            <fieldset disabled={sending}>
              <Grid>
                <TextField
                  wiring={wiring('firstName')}
                  label={t.firstName}
                  value={form.firstName}
                  autoComplete="given-name"
                  onValueChange={(v) => change('firstName', v)}
                />
                <TextField
                  wiring={wiring('secondName')}
                  label={t.secondName}
                  value={form.secondName}
                  autoComplete="family-name"
                  onValueChange={(v) => change('secondName', v)}
                />
                <TextField
                  wiring={wiring('email')}
                  label={
                    <>
                      {t.email} <span className="optional">{t.optional}</span>
                    </>
                  }
                  type="email"
                  value={form.email}
                  autoComplete="email"
                  onValueChange={(v) => change('email', v)}
                />
                <FormField wiring={wiring('nationality')} label={t.nationality} labelId={NATIONALITY_LABEL}>
                  <NationalityCombobox
                    id={FIELD_IDS.nationality}
                    labelId={NATIONALITY_LABEL}
                    value={form.nationality}
                    onChange={(value) => dispatch(nationalityChosen(value, language))}
                    invalid={wiring('nationality').invalid}
                    describedBy={describedBy(wiring('nationality'))}
                    disabled={sending}
                  />
                </FormField>
                <FormField wiring={wiring('phoneNumber')} label={t.phone} wide>
                  <PhoneField
                    id={FIELD_IDS.phoneNumber}
                    country={form.phoneCountry}
                    number={form.phoneNumber}
                    onChange={({ country, number }) => {
                      if (country !== form.phoneCountry) change('phoneCountry', country);
                      if (number !== form.phoneNumber) change('phoneNumber', number);
                    }}
                    invalid={wiring('phoneNumber').invalid}
                    describedBy={describedBy(wiring('phoneNumber'))}
                    disabled={sending}
                  />
                </FormField>
                <FormField wiring={wiring('checkIn')} label={t.checkIn}>
                  <DateField
                    id={FIELD_IDS.checkIn}
                    value={form.checkIn}
                    min={today}
                    max={addDays(today, BOOKING_LIMITS.maxDaysAhead)}
                    unavailable={fullNights}
                    onChange={(v) => change('checkIn', v)}
                    invalid={wiring('checkIn').invalid}
                    describedBy={describedBy(wiring('checkIn'))}
                    disabled={sending}
                  />
                </FormField>
                <FormField wiring={wiring('checkOut')} label={t.checkOut}>
                  <DateField
                    id={FIELD_IDS.checkOut}
                    value={form.checkOut}
                    min={form.checkIn || today}
                    max={lastStayDay}
                    onChange={(v) => change('checkOut', v)}
                    invalid={wiring('checkOut').invalid}
                    describedBy={describedBy(wiring('checkOut'))}
                    disabled={sending}
                  />
                </FormField>
                <FormField wiring={wiring('guestCount')} label={t.guests}>
                  <NumberField
                    id={FIELD_IDS.guestCount}
                    min={GUESTS.min}
                    max={GUESTS.max}
                    value={form.guestCount}
                    aria-invalid={wiring('guestCount').invalid || undefined}
                    aria-describedby={describedBy(wiring('guestCount'))}
                    onValueChange={(n) => change('guestCount', n)}
                    onCommit={commitGuests}
                  />
                </FormField>
                {showUnits && (
                  <UnitsStepper
                    wiring={wiring('units')}
                    label={t.units}
                    fewer={t.fewerUnits}
                    more={t.moreUnits}
                    value={quote.units}
                    min={fewestUnits}
                    max={mostUnits}
                    hint={unitsHint}
                    onChange={(n) => change('units', n)}
                  />
                )}
              </Grid>
            </fieldset>
          </Fields>
          {/* Stays in view while the fields scroll: the total and the buttons on every screen. */}
          <Footer>
            <Quote aria-live="polite">
              {quote.nights > 0 ? (
                <>
                  {bands && bands.length > 1 ? (
                    bands.map((band) => (
                      <p key={band.price}>
                        <span>{t.nightsTimes(band.nights, formatPrice(band.price, language), quote.units)}</span>
                      </p>
                    ))
                  ) : (
                    <p>
                      <span>{t.nightsTimes(quote.nights, formatPrice(nightly, language), quote.units)}</span>
                    </p>
                  )}
                  <p className="total">
                    <span>{t.total}</span>
                    <span data-testid="booking-total">{formatPrice(total, language)}</span>
                  </p>
                  {refusal && <p className="policy">{refusal}</p>}
                  {policyLine && <p className="policy">{policyLine}</p>}
                </>
              ) : (
                <p>{t.chooseDates}</p>
              )}
            </Quote>
            {problem && !problem.field && <Failure role="alert">{message(problem.key, problem)}</Failure>}
            {stored && !sendsNewRequest && <Notice role="status">{t.storedNotice(stored.bookingId)}</Notice>}
            <Consent>
              {t.consent.before}
              {/* A new tab: the notice reads beside the dialog, and nothing typed here is lost. */}
              <a href={localized('/privacy')} target="_blank" rel="noopener">
                {t.consent.link}
                <span className="visually-hidden"> {t.consent.newTab}</span>
              </a>
              {t.consent.after}
            </Consent>
            <Actions>
              <Button $variant="outline" onClick={() => dispatch(bookingClosed())} disabled={sending}>
                {t.cancel}
              </Button>
              <Button type="submit" $variant="accent" disabled={sending}>
                {sending ? t.sending : sendsNewRequest ? t.sendAsNew : t.confirm}
              </Button>
            </Actions>
          </Footer>
        </Body>
      )}
    </Dialog>
  );
}
