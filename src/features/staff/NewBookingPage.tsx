import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isValidEmail, isValidName, normalizePhone } from '../../domain/bookingFields';
import { BOOKING_LIMITS } from '../../domain/bookingLimits';
import { COUNTRY_CODES, countryLabel } from '../../domain/countries';
import { addDays, isIsoDate, nightsBetween, todayInHotel } from '../../domain/dates';
import { groupProblem } from '../../domain/groups';
import { GUESTS, guestsProblem } from '../../domain/guests';
import { isForeignGuest } from '../../domain/pricing';
import type { Quote } from '../../domain/rates';
import { findRoom, ROOMS } from '../../domain/rooms';
import { stayDatesProblem } from '../../domain/stayDates';
import { LANGS, type Lang } from '../../domain/booking';
import { Button } from '../../shared/Button';
import { DateField, DATE_FIELD_MIN_WIDTH } from '../../shared/dates/DateField';
import { useTexts } from '../../shared/i18n';
import { useLanguage } from '../../shared/language/LanguageProvider';
import type { LanguageCode } from '../../shared/language/languages';
import type { ApiProblem } from '../../store/baseQuery';
import { useAnnounce, useConsoleTitle } from './ConsoleLayout';
import { Choice, describedBy, Field } from './formBits';
import { priceTexts, type PriceTexts } from './price.texts';
import { useCreateStaffBookingMutation, useStaffQuoteQuery, type StaffQuoteAsk } from './staffApi';
import { formatStayDate, langOf, roomLabel } from './staffFormat';
import { StayPrice } from './StayPrice';
import { staffTexts, type StaffTexts } from './staff.texts';

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 760px;
  .pair {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(${DATE_FIELD_MIN_WIDTH}, 1fr));
    gap: 12px;
  }
  .quote {
    display: grid;
    gap: 6px;
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    min-width: 0;
  }
  .quote h2 {
    font-family: inherit;
    font-size: 19px;
    margin: 0;
  }
  .quote p {
    margin: 0;
  }
  .quote .note {
    font-weight: 600;
  }
`;

const Done = styled.div`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #dcf3e6;
  p {
    font-weight: 600;
    outline: none;
  }
  .buttons {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
`;

type FieldName = 'guestName' | 'phone' | 'email' | 'checkin' | 'checkout' | 'guests' | 'units' | 'form';
type Errors = Partial<Record<FieldName, string>>;

interface Draft {
  source: 'phone' | 'desk';
  roomId: number;
  units: number;
  checkin: string;
  checkout: string;
  guests: number;
  guestName: string;
  phone: string;
  email: string;
  nationality: string;
  lang: Lang;
}

/** The first rule each field breaks, by the site's own rules (src/domain), in the staff member's words. */
function check(draft: Draft, today: string, t: StaffTexts): Errors {
  const errors: Errors = {};
  const room = findRoom(draft.roomId);
  const dates = stayDatesProblem(draft.checkin, draft.checkout, today);
  if (dates) errors[dates.field] = t.newBooking.errors[dates.code];
  if (guestsProblem(draft.guests)) errors.guests = t.newBooking.errors.guests;
  else if (room) {
    const group = groupProblem(room, draft.units, draft.guests);
    if (group)
      errors[group.field] =
        group.code === 'too_many_guests' ? t.newBooking.errors.too_many_guests : t.newBooking.errors.units;
  }
  if (!isValidName(draft.guestName.trim()) || draft.guestName.trim().length > BOOKING_LIMITS.guestName)
    errors.guestName = t.newBooking.errors.guestName;
  if (!normalizePhone(draft.phone)) errors.phone = t.newBooking.errors.phone;
  if (draft.email.trim() !== '' && !isValidEmail(draft.email.trim())) errors.email = t.newBooking.errors.email;
  return errors;
}

/** The stay whose price the server is asked, or null while the dates or the rooms are not yet a stay it could price. */
function quoteAsk(draft: Draft, today: string): StaffQuoteAsk | null {
  const room = findRoom(draft.roomId);
  if (!room || !isIsoDate(draft.checkin) || !isIsoDate(draft.checkout)) return null;
  if (stayDatesProblem(draft.checkin, draft.checkout, today)) return null;
  if (!Number.isInteger(draft.units) || draft.units < 1 || draft.units > room.units) return null;
  return {
    roomId: room.id,
    checkin: draft.checkin,
    checkout: draft.checkout,
    nationality: draft.nationality,
    units: draft.units,
  };
}

/** What the site's rules say of the quoted stay, when it would not sell it: sold out, or a rule staff may waive. */
function quoteNote(quote: Quote, t: PriceTexts, staff: StaffTexts, language: LanguageCode) {
  if (quote.bookable) return null;
  if (quote.reason === 'sold_out')
    return t.soldOut((quote.soldOutNights ?? []).map((night) => formatStayDate(night, language)).join(', '));
  if (quote.reason === 'min_nights') return t.minNights(staff.nights(quote.minNights ?? 1));
  return t.closedToArrival;
}

/** The server's refusal as a field's message (its `field`), or the form's. */
function serverErrors(problem: ApiProblem, t: StaffTexts): Errors {
  if (problem.code === 'sold_out') return { form: t.newBooking.errors.sold_out };
  const byCode = t.newBooking.errors as Record<string, string>;
  const field = problem.field as FieldName | undefined;
  const fields: readonly FieldName[] = ['guestName', 'phone', 'email', 'checkin', 'checkout', 'guests', 'units'];
  if (field && fields.includes(field))
    return { [field]: byCode[problem.code ?? ''] ?? byCode[field] ?? t.newBooking.errors.failed };
  return { form: t.newBooking.errors.failed };
}

/** A booking taken by phone or at reception: the site's fields and rules, confirmed at once. */
export default function NewBookingPage() {
  const t = useTexts(staffTexts);
  const { language } = useLanguage();
  const announce = useAnnounce();
  const today = todayInHotel();
  const initial = (): Draft => ({
    source: 'phone',
    roomId: ROOMS[0]!.id,
    units: 1,
    checkin: today,
    checkout: addDays(today, 1),
    guests: 1,
    guestName: '',
    phone: '+998',
    email: '',
    nationality: 'UZ',
    lang: langOf(language),
  });
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<{ reference: string } | null>(null);
  const [create, creating] = useCreateStaffBookingMutation();
  useConsoleTitle(t.newBooking.title);

  const lang = langOf(language);
  const countries = useMemo(
    () =>
      [...COUNTRY_CODES]
        .map((code) => ({ code, label: countryLabel(code, lang) ?? code }))
        .sort((a, b) => (a.code === 'UZ' ? -1 : b.code === 'UZ' ? 1 : a.label.localeCompare(b.label, lang))),
    [lang],
  );
  const room = findRoom(draft.roomId);
  const p = useTexts(priceTexts);
  // The price is the server's (GET /api/quote, the same quoteStay the booking is stored with),
  // asked again whenever the room, the dates, the nationality or the rooms change.
  const ask = quoteAsk(draft, today);
  const quote = useStaffQuoteQuery(ask ?? skipToken);
  const quoted = ask && !quote.isFetching ? quote.currentData : undefined;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  /**
   * A new check-in keeps the length of stay the receptionist chose (a guest moving their arrival
   * keeps their nights): check-out moves with it, by the same number of nights (one if none yet).
   */
  const setCheckin = (checkin: string) =>
    setDraft((current) => {
      if (!isIsoDate(checkin)) return { ...current, checkin };
      const nights =
        isIsoDate(current.checkin) && isIsoDate(current.checkout) && current.checkout > current.checkin
          ? nightsBetween(current.checkin, current.checkout)
          : 1;
      return { ...current, checkin, checkout: addDays(checkin, nights) };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft, today, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['guestName', 'phone', 'email', 'checkin', 'checkout', 'guests', 'units'] as const).find(
        (name) => found[name],
      );
      if (first) document.getElementById(`new-${first}`)?.focus();
      return;
    }
    const result = await create({
      roomId: draft.roomId,
      units: draft.units,
      checkin: draft.checkin,
      checkout: draft.checkout,
      guests: draft.guests,
      guestName: draft.guestName.trim(),
      phone: normalizePhone(draft.phone) ?? draft.phone,
      email: draft.email.trim() || null,
      nationality: draft.nationality || null,
      lang: draft.lang,
      source: draft.source,
    });
    if ('error' in result && result.error) {
      const problem = result.error as ApiProblem;
      if (problem.status === 401) return;
      const fromServer = serverErrors(problem, t);
      setErrors(fromServer);
      announce(Object.values(fromServer)[0] ?? t.newBooking.errors.failed);
      return;
    }
    if (result.data) {
      setCreated({ reference: result.data.reference });
      announce(t.newBooking.created(result.data.reference));
    }
  };

  if (created) {
    return (
      <>
        <h1>{t.newBooking.title}</h1>
        {/* "Booking … is saved and confirmed." is the console's notice, shown at the top of this page
            and said aloud (ConsoleLayout.tsx): said here again it stood twice on the screen. */}
        <Done>
          <div className="buttons">
            <Link to={`/staff/requests/${encodeURIComponent(created.reference)}`}>{t.newBooking.open}</Link>
            <Button
              $variant="outline"
              onClick={() => {
                setCreated(null);
                setDraft(initial());
                setErrors({});
              }}
            >
              {t.newBooking.another}
            </Button>
          </div>
        </Done>
      </>
    );
  }

  const invalid = (name: FieldName) => (errors[name] ? true : undefined);

  return (
    <>
      <h1>{t.newBooking.title}</h1>
      <p>{t.newBooking.lead}</p>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Choice>
          <legend>{t.newBooking.source}</legend>
          <div className="options">
            {(['phone', 'desk'] as const).map((source) => (
              <label key={source}>
                <input
                  type="radio"
                  name="source"
                  value={source}
                  checked={draft.source === source}
                  onChange={() => set('source', source)}
                />
                {t.newBooking.sources[source]}
              </label>
            ))}
          </div>
        </Choice>
        <Field id="new-room" label={t.fields.room}>
          <select id="new-room" value={draft.roomId} onChange={(event) => set('roomId', Number(event.target.value))}>
            {ROOMS.map((option) => (
              <option key={option.id} value={option.id}>
                {roomLabel(option.id, language)}
              </option>
            ))}
          </select>
        </Field>
        <div className="pair">
          <Field id="new-checkin" label={t.fields.checkin} error={errors.checkin}>
            <DateField
              id="new-checkin"
              value={draft.checkin}
              min={today}
              onChange={setCheckin}
              invalid={invalid('checkin')}
              describedBy={describedBy('new-checkin', false, errors.checkin)}
              required
            />
          </Field>
          <Field id="new-checkout" label={t.fields.checkout} error={errors.checkout}>
            <DateField
              id="new-checkout"
              value={draft.checkout}
              min={addDays(draft.checkin || today, 1)}
              onChange={(value) => set('checkout', value)}
              invalid={invalid('checkout')}
              describedBy={describedBy('new-checkout', false, errors.checkout)}
              required
            />
          </Field>
        </div>
        <div className="pair">
          <Field id="new-guests" label={t.fields.guests} error={errors.guests}>
            <input
              id="new-guests"
              type="number"
              inputMode="numeric"
              min={GUESTS.min}
              max={GUESTS.max}
              value={draft.guests}
              onChange={(event) => set('guests', Number(event.target.value))}
              aria-invalid={invalid('guests')}
              aria-describedby={describedBy('new-guests', false, errors.guests)}
            />
          </Field>
          <Field id="new-units" label={t.fields.units} error={errors.units}>
            <input
              id="new-units"
              type="number"
              inputMode="numeric"
              min={1}
              max={room?.units ?? 1}
              value={draft.units}
              onChange={(event) => set('units', Number(event.target.value))}
              aria-invalid={invalid('units')}
              aria-describedby={describedBy('new-units', false, errors.units)}
            />
          </Field>
        </div>
        <Field id="new-guestName" label={t.newBooking.guestName} error={errors.guestName}>
          <input
            id="new-guestName"
            autoComplete="off"
            maxLength={BOOKING_LIMITS.guestName}
            value={draft.guestName}
            onChange={(event) => set('guestName', event.target.value)}
            aria-invalid={invalid('guestName')}
            aria-describedby={describedBy('new-guestName', false, errors.guestName)}
          />
        </Field>
        <Field id="new-phone" label={t.fields.phone} hint={t.newBooking.phoneHint} error={errors.phone}>
          <input
            id="new-phone"
            type="tel"
            autoComplete="off"
            inputMode="tel"
            value={draft.phone}
            onChange={(event) => set('phone', event.target.value)}
            aria-invalid={invalid('phone')}
            aria-describedby={describedBy('new-phone', true, errors.phone)}
          />
        </Field>
        <Field id="new-email" label={t.fields.email} hint={t.newBooking.emailHint} error={errors.email}>
          <input
            id="new-email"
            type="email"
            autoComplete="off"
            value={draft.email}
            onChange={(event) => set('email', event.target.value)}
            aria-invalid={invalid('email')}
            aria-describedby={describedBy('new-email', true, errors.email)}
          />
        </Field>
        <div className="pair">
          <Field id="new-nationality" label={t.fields.nationality}>
            <select
              id="new-nationality"
              value={draft.nationality}
              onChange={(event) => set('nationality', event.target.value)}
            >
              <option value="">{t.newBooking.nationalityNone}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="new-lang" label={t.newBooking.lang}>
            <select id="new-lang" value={draft.lang} onChange={(event) => set('lang', event.target.value as Lang)}>
              {LANGS.map((code) => (
                <option key={code} value={code}>
                  {t.guestLangs[code]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <section
          className="quote"
          aria-labelledby="new-price"
          aria-live="polite"
          aria-busy={quote.isFetching || undefined}
        >
          <h2 id="new-price">{p.title}</h2>
          {!ask ? (
            <p>{p.waiting}</p>
          ) : quoted ? (
            <>
              <StayPrice
                nights={quoted.nights}
                units={quoted.units}
                total={quoted.total}
                rate={isForeignGuest(draft.nationality || null) ? 'foreign' : 'citizen'}
              />
              {!quoted.bookable && <p className="note">{quoteNote(quoted, p, t, language)}</p>}
            </>
          ) : quote.isError && !quote.isFetching ? (
            <p>
              {p.failed}{' '}
              <button type="button" onClick={() => void quote.refetch()}>
                {t.retry}
              </button>
            </p>
          ) : (
            <p>{p.loading}</p>
          )}
        </section>
        {errors.form && <p role="alert">{errors.form}</p>}
        <div>
          <Button type="submit" $size="lg" aria-busy={creating.isLoading || undefined} disabled={creating.isLoading}>
            {t.newBooking.submit}
          </Button>
        </div>
      </Form>
    </>
  );
}
